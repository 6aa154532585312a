// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players. Pure C++17, no Qt.
//
// Every level answers every decision point of the engine: ChooseTile (Fortune Teller draw),
// Plague (the player named by Game::plaguePlayer() gives back a follower), Place and Deploy.
// A level never looks at the order of the unseen pile: it knows only the multiset of the
// tiles not yet seen (full tile set minus the board, the discards and the tiles in hand);
// Strong samples orders of that multiset with Game::redeterminize on copies.
//
// Levels (makeAgent):
//   random   uniformly random legal decisions (rules::RandomPlayer)
//   easy     greedy: the placement + deployment with the best "score if the game ended now"
//            change for itself minus the opponents, with a follower cost and some noise
//   normal   a heuristic evaluation of the position (completion chances from the unseen
//            tiles, follower economy, farms, crowns from the pig and the wheel icons left,
//            upcoming events), one ply
//   strong   determinized flat Monte Carlo over Normal's best candidates: sequential
//            halving with common random draws, rollouts by Normal until just after its own
//            next turn, Normal's evaluation at the cut-off (levels.h). Budget: "strong" = 1 s of CPU per decision,
//            the CPU of all its searching threads together (up to two, one per core: about
//            0.5 s of wall clock on an idle two-core machine), cut at 3 s of wall clock on a
//            starved machine; "strong:N" = at most N playouts on one thread (deterministic, no time
//            cap); "strong:Nms" = N ms of CPU on up to two threads (wall-clock cap 3 x N ms);
//            "strong:Ncpu" = the same without the wall-clock cap (benchmarks on a loaded
//            machine). setStopFlag() cuts any budget short.
// All levels are deterministic given the seed (strong with a time budget only as far as
// the clock allows).
#pragma once

#include "rules/game.h"

#include <atomic>
#include <memory>
#include <string_view>
#include <vector>

namespace fortuna::ai
{

// Counters of one agent since it was made or reseeded.
struct AgentStats {
    long decisions = 0;
    long playouts = 0; // strong: Monte Carlo playouts run
    long searches = 0; // strong: decisions that searched (more than one candidate)
    long overruled = 0; // strong: searched decisions that did not play Normal's choice
    double searchSeconds = 0; // strong: wall-clock time spent searching
    double searchCpu = 0; // strong: CPU time of the decisions that searched (all threads, the candidates' generation included)
};

// Why the last decision was taken, for move hints: at a Place (or ChooseTile) decision the
// whole move's deployment and the expected values behind it. Only the strong level fills it.
struct MoveNote {
    bool valid = false;
    rules::Placement placement; // the placement of the move (at ChooseTile: of the chosen tile)
    rules::Deployment deployment; // the deployment planned with the placement
    double before = 0; // the mover's standing (own value minus the opponents') before the move
    double value = 0; // ... expected after the move (the search's mean, or Normal's value)
    long playouts = 0; // simulated continuations behind `value` (0: Normal's value alone)
};

class Agent
{
public:
    virtual ~Agent() = default;
    // A legal decision for the game's current phase (never called at GameOver). In the
    // Plague phase it decides for game.plaguePlayer(), otherwise for game.currentPlayer().
    virtual rules::Decision decide(const rules::Game &game) = 0;
    // Starts afresh with a new seed (a new game).
    virtual void reseed(uint64_t seed) = 0;
    virtual const AgentStats &stats() const = 0;
    // The note of the last decide() (invalid for the levels that keep none).
    virtual MoveNote lastNote() const { return {}; }

    // Cooperative cancellation: once *flag is true, a search in progress (the strong level's
    // playouts) ends at the next playout and decide() returns at once with a legal decision
    // that was not searched (Normal's choice). The flag is read from the thread running
    // decide() and may be set from any other; nullptr (the default) never stops. The flag
    // must outlive the agent's use of it.
    void setStopFlag(const std::atomic<bool> *flag) { m_stop = flag; }

protected:
    bool stopRequested() const { return m_stop && m_stop->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool> *m_stop = nullptr;
};

// The agent of `level` (see above), or nullptr for an unknown level.
std::unique_ptr<Agent> makeAgent(std::string_view level, uint64_t seed);

// The plain level names, weakest first: random, easy, normal, strong.
std::vector<std::string_view> agentLevels();

// The ladder: the named levels a player chooses from, weakest first, on one rating scale
// (measured by fortuna-tournament --span: docs/benchmarks.md, "The ladder"). Easy, Normal and
// Strong are rungs; the others play like people of other strengths:
//   novice        Easy's greedy "score if the game ended now", misjudged by up to 7 points
//   beginner      the same, up to 4 points
//   easy          (above), up to 1.5 points
//   casual        Normal's evaluation blind to farms, up to 6 points of noise (with three
//                 players or more: farms seen, up to 3.5 points)
//   intermediate  Normal's evaluation blind to farms, up to 3 points of noise (with three
//                 players or more: farms seen, up to 2 points)
//   normal        (above)
//   skilled       one ply with the weights fitted to two-player games (Normal's otherwise)
//   advanced      Strong's search with 60 playouts per decision, one thread (deterministic)
//   strong        (above)
//   master        Strong's search with 2.4 s of CPU per decision (3 s of wall clock at most),
//                 8 candidates within 10 points
// The network accepts exactly these names (and random).
struct LadderLevel {
    std::string_view level; // the name makeAgent() takes, in records and on the network
    std::string_view name; // its English name (the app shows a translated one)
    double rating = 0; // measured, two-player games, Easy = 0
    double deviation = 0; // the 95 % interval's half-width / 1.96
};
const std::vector<LadderLevel> &ladderLevels();
// The ladder's entry for `level`, or nullptr (random, strong:N, unknown).
const LadderLevel *ladderLevel(std::string_view level);

} // namespace fortuna::ai
