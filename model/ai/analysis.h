// SPDX-License-Identifier: GPL-3.0-or-later
// Post-game analysis: for each decision of a finished (or saved) game, the move played against
// the best move of a search for the information its player had then, in points of expected
// final-score margin, and how lucky each player's draws were. Pure C++17, no Qt.
//
// Definitions (docs/game-record.md, "fortuna-cli analyse", states them for users):
//  - A decision: a placement with its deployment (one move: the tile's place and rotation,
//    and the follower on land, on a crown space or none), a Fortune Teller choice, or a
//    follower given back to the Plague. Its player: the seat that decided (Plague: the one
//    who gave back).
//  - Margin of a seat: its value minus the best opponent's value, each value the strong
//    level's estimate of the player's final score (the evaluation of evaluation.h, with the
//    two-player weights in two-player games).
//  - The search: the strong level's machinery on a copy of the position. Candidates: Normal's
//    best moves (at most `candidates`, within `margin` points of its best, a symmetric tile's
//    turned copies dropped; every placeable tile of a Fortune Teller draw; every follower
//    the Plague may take), plus the move played. Each candidate is played on the SAME
//    determinized draws (Game::redeterminize: a shuffle of the tiles the player had not
//    seen, never the true pile order), then `automaticDepth` turns of Normal, and valued at
//    the cut-off; its expected margin is the mean over the draws. The best move: the highest
//    mean (the move played when it ties). A position with no tile left to draw is exact
//    (one playout each).
//  - Points lost: max(0, best's expected margin - played's). Labels: "?!" from
//    `inaccuracy` points, "?" from `mistake`, "??" from `blunder` (Labels below).
//  - Forced: one distinct legal move (nothing to choose); it loses 0.
//  - Luck of a draw, for each seat s: M_s(the tile drawn) - sum over the tiles t still in the
//    bag of P(t) M_s(t), where M_s(t) is seat s's margin after the mover drew t (the pig's walk
//    and its events included, plagues given back as Normal would) and played Normal's best
//    move with it (one ply, no playouts). With the Fortune Teller or after a discard only the
//    first tile of the draw is varied. A seat's luck: the sum over every draw of the game
//    (its own and the opponents'). In a two-player game the two seats' luck is opposite.
// A network game's mirror (Setup::draws) is analysed as its server's game: the draws forced
// are followed by the replay only, never by the search or the luck's alternatives.
// Deterministic when the budget is in playouts: each decision's draws are seeded from the
// game's seed and the decision's index in the game, whatever the threads or the seat asked.
#pragma once

#include "rules/game.h"

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace fortuna::ai
{

enum class MoveKind : uint8_t { Place, Choose, Plague };
const char *moveKindName(MoveKind kind); // "place", "choose", "plague"
enum class MoveLabel : uint8_t { None, Inaccuracy, Mistake, Blunder }; // "", "?!", "?", "??"

struct Labels {
    double inaccuracy = 2; // points lost from which a move is "?!"
    double mistake = 5; // ... "?"
    double blunder = 10; // ... "??"
    MoveLabel of(double lost) const;
};
const char *labelText(MoveLabel label); // "", "?!", "?", "??"

// A move of an analysed decision: Place: placing(p) and `deployment`; Choose: choosing(i)
// (an index of Game::drawnTiles()); Plague: plague(at, feature, port).
struct AnalysedMove {
    rules::Decision decision;
    rules::Deployment deployment; // Place only
};

struct DecisionReview {
    int index = 0; // the decision's index among all the decisions of the game (0-based)
    int turn = 0;
    int seat = 0;
    MoveKind kind = MoveKind::Place;
    rules::TileRef tile; // Place: the tile laid
    std::vector<rules::TileRef> drawn; // Choose: the tiles drawn (the moves' index into it)
    AnalysedMove played;
    AnalysedMove best;
    double playedMargin = 0; // expected final-score margin after the move played
    double bestMargin = 0; // ... after the best move
    double lost = 0; // max(0, bestMargin - playedMargin)
    MoveLabel label = MoveLabel::None;
    int moves = 0; // distinct legal moves
    bool forced = false; // moves == 1
    int searched = 0; // candidates searched (the move played included)
    long playouts = 0; // playouts run, all candidates together
};

struct DrawLuck {
    int turn = 0; // the turn the draw started
    int seat = 0; // the mover
    rules::TileRef tile; // the first tile drawn
    int tiles = 0; // the tiles it was weighed against (the bag's size)
    std::optional<rules::Sector> pig; // where the pig stopped last during the draw, when it moved
    std::array<double, rules::MaxPlayers> luck{}; // per seat
};

struct SeatReview {
    int seat = 0;
    int decisions = 0; // analysed (forced ones included)
    double lost = 0; // total points lost
    double meanLost = 0; // lost / decisions (0 without decisions)
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    double luck = 0; // sum of the draws' luck for this seat
};

struct GameAnalysis {
    std::vector<DecisionReview> decisions; // in game order
    std::vector<DrawLuck> draws; // in game order
    std::vector<SeatReview> seats; // the seats analysed, in seat order
    bool cancelled = false; // the cancel flag stopped it: the lists are incomplete
};

struct AnalysisConfig {
    int playouts = 200; // per decision, all candidates together (deterministic)
    double seconds = 0; // > 0: CPU seconds per decision instead (not deterministic)
    int threads = 2; // analysing threads, 1 or 2 (decisions are spread over them)
    int candidates = 6; // Normal's best moves searched at most (besides the move played)
    double margin = 8; // ... within this many points of Normal's best
    int seat = -1; // >= 0: only this seat's decisions (and summary)
    Labels labels;
};

// done of total units of work (decisions to search and draws to weigh). Called from the
// analysing threads, one call at a time.
using AnalysisProgress = std::function<void(int done, int total)>;

struct AnalysisOutcome {
    std::optional<GameAnalysis> analysis;
    std::string error; // none analysed: "decision K: why" (a decision the game refused) or a setup refusal
};

// Analyses the game started from `setup` and played with `decisions` (every decision, in
// order, as Game::apply takes them; the game need not be over). `cancel` (may be null) stops
// it at the next playout when set from another thread.
AnalysisOutcome analyseGame(const rules::Setup &setup,
                            const std::vector<rules::Decision> &decisions,
                            const AnalysisConfig &config,
                            const AnalysisProgress &progress = {},
                            const std::atomic<bool> *cancel = nullptr);

} // namespace fortuna::ai
