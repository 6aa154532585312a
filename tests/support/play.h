// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a game to its end (or to a stop) in a test or a benchmark tool: the one loop of
// "ask the acting seat, apply, check" that the tests wrote out again and again. Pure C++ on
// fortuna_rules (no Qt): the benchmark tools of tests/ai use it too. A QTest check inside a
// hook returns from the hook only; stop the game at the first failed check with
// Play::abort = QTest::currentTestFailed (qtplay.h: checkedPlay()).
#pragma once

#include "ai/agent.h"
#include "rules/game.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fortuna::testing
{

// Who decides: the decision for `seat`, the acting player of `game` (Game::actingPlayer()).
using Policy = std::function<rules::Decision(const rules::Game &game, int seat)>;

// agents[seat] decides for each seat (one agent may sit in several seats).
Policy seats(const std::vector<ai::Agent *> &agents);
Policy seats(const std::vector<std::unique_ptr<ai::Agent>> &agents);

// One player in every seat: anything with decide(const Game &), e.g. a RandomPlayer or an
// Agent. The player is held by reference and must outlive the policy.
template<typename Player>
Policy everySeat(Player &player)
{
    return [&player](const rules::Game &game, int) {
        return player.decide(game);
    };
}

// A scripted player: the first legal placement, no follower, the first tile of a Fortune
// Teller draw, the first follower the plague may take.
rules::Decision firstLegal(const rules::Game &game, int seat);

// One decision, as it is being played.
struct Step {
    const rules::Game &game; // before: not yet applied; after: applied
    const rules::Decision &decision;
    int seat = 0; // who decided
    int index = 0; // 0 for the first decision of this play
};

// How far to play and what to check on the way. Every member is optional.
struct Play {
    int limit = -1; // stop (without failing) after so many decisions; < 0: no limit
    int guard = 5000; // a game that needs more decisions than this fails: "the game does not end"
    std::function<bool(const rules::Game &)> until; // checked before each decision: true stops
    std::function<void(const Step &)> before; // the decision made, not yet applied
    std::function<void(const Step &)> after; // the decision applied
    // Applies a decision (default: Game::apply), e.g. through a record::Recorder.
    std::function<rules::Status(rules::Game &, const rules::Decision &)> apply;
    std::function<bool()> abort; // checked after each hook: true stops (a failed check)
};

struct Played {
    int decisions = 0; // applied
    bool over = false; // the game reached GameOver
    bool aborted = false; // Play::abort stopped it (a check of a hook failed)
    std::string failure; // a refused decision, "the game does not end" or a failed check; empty otherwise
    bool ok() const { return failure.empty(); }
};

// Plays `game` with `policy` until GameOver or a stop of `play`.
Played playToEnd(rules::Game &game, const Policy &policy, const Play &play = {});

} // namespace fortuna::testing

namespace fortuna::testing
{

// A move of the last tile, valued exactly: nothing is left to draw, so the game's end follows.
struct ExactMove {
    rules::Placement placement;
    rules::Deployment deployment;
    int margin = 0; // the mover's final score minus the best opponent's
};
// Every placement with every legal deployment of `game`'s last tile (at Place, no tile left
// in the pile), best first.
std::vector<ExactMove> lastTileMoves(const rules::Game &game);

// A game of two Normal players (seeded mixSeed(seed, 0, seat)) with its last placement
// replaced by the worst move of the last tile: what the post-game analysis must call a blunder.
struct SpoiltGame {
    rules::Setup setup;
    std::vector<rules::Decision> decisions; // every decision, the spoilt last move included
    int lastPlace = -1; // the index of the last placement
    int seat = 0; // its player
    std::vector<ExactMove> lastMoves; // the last tile's moves, best first
    int forcedPlague = -1; // the index of the first Plague decision with one legal removal, or -1
    int forcedSeat = -1; // ... and its player
};
SpoiltGame spoiltGame(uint64_t seed);

} // namespace fortuna::testing
