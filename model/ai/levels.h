// SPDX-License-Identifier: GPL-3.0-or-later
// The levels' constructors (internal to the AI; use makeAgent()).
//
// The strong level: determinized flat Monte Carlo over the evaluation's best moves.
//
// Why flat and not a deeper (information-set) tree: almost all of the game's uncertainty is
// the next draw, so nodes below the root are rarely revisited with the same tile, and a
// tree over determinized draws lets the searcher "see" the pile (strategy fusion). Instead:
//  0. The evaluation is Normal's; in two-player games its weights are the ones fitted to how
//     two-player games end (`twoPlayer`, evaluation.h: twoPlayerWeights): as a one-ply player
//     they alone beat Normal, and the search plays on top of them. In three- to five-player
//     games: Normal's (the figures are in docs/benchmarks.md, "Computer players", as for every
//     choice below).
//     The playouts' players stay Normal: in them the opponent is played as Normal plays.
//  1. The evaluation values every move; the ones within `margin` points of the best, at most
//     `candidates` of them, are searched (widening the root by Normal's prior). A symmetric
//     tile's move turned half way round is the same move: only its best-ranked copy is kept
//     (`distinct`; otherwise copies often hold half of the slots).
//  2. Selection (half the budget): sequential halving; each round plays every surviving
//     candidate on the SAME sampled pile orders (common random numbers: the comparison is
//     paired, so far fewer playouts separate two moves) and keeps the better half, always
//     with Normal's own choice, until one challenger is left.
//  3. A playout: copy the game, redeterminize it (a fresh shuffle of the unseen tiles), play
//     the candidate, then `depth` more turns with Normal as the policy (it sees no more than
//     a player would), and cut off with Normal's evaluation of the position: Strong's value
//     minus the best opponent's (to win a four-player game is to beat the best, not the
//     average; with two players both are the same). With three or more players the best
//     opponent is a soft maximum (`soft`, evaluation.h: softStanding): the one ahead now is
//     not always the one ahead at the end, the less so the more turns are left. By default
//     the playout ends just after Strong's own next turn, at least four turns on: in
//     two-player games reply, own turn, reply, own turn; in four-player games a round of the
//     opponents and Strong's own turn. The depth is what makes Strong stronger than Normal;
//     ending just after Strong's own turn is what counts (shorter and longer playouts both
//     win less), and the number of playouts beyond a few hundred hardly matters.
//  4. Duel (the other half): the challenger and Normal's choice on fresh draws, paired; the
//     challenger is played only if it wins by `confidence` standard errors of the paired
//     differences. Fresh draws because the selection's own rewards favour the luckiest
//     candidate; so noise cannot easily make Strong play worse than Normal. The duel ends
//     early once its verdict is beyond doubt (`settle`), and is skipped when even the
//     selection's flattering rewards put the challenger well below Normal's choice: a clear
//     decision takes a fraction of the budget.
//  5. Root parallelism: with a time budget, each thread (one per core, at most two) plays its
//     own sweeps on its own copy of the game and its own rollout player; the rewards are
//     pooled. With a playout budget (strong:N) the search runs on one thread and is
//     deterministic.
//  6. The time budget is CPU time (each thread's CLOCK_THREAD_CPUTIME_ID, published after every
//     playout and summed over the threads, the candidates' generation included): "1 s per
//     decision" is 1 s of one core's work however loaded the machine is, spread over the
//     cores there are. A wall-clock cap (3 x the budget unless set) ends the search on a
//     starved machine so that a computer turn never stalls the game.
// Each playout's determinization is a function of the unseen multiset and the sweep's seed
// only (Game::redeterminize sorts before shuffling): the true pile order is never read.
#pragma once

#include "ai/agent.h"
#include "ai/evaluation.h"

#include <optional>
#include <string_view>

namespace fortuna::ai
{

struct StrongConfig {
    int playouts = 0; // per decision, at most (a settled decision stops early); 0 = time only
    double seconds = 1.0; // per decision: CPU seconds of all the searching threads together; 0 = playouts only
    double wallCap = 0; // per decision, wall clock, when `seconds` > 0: a starved machine's safety cap (0: 3 x seconds)
    int threads = 0; // searching threads: 0 = one per core, at most 2 (playouts only: always 1)
    int candidates = 6; // root moves searched at most
    double margin = 8; // ... and only those within this many points of Normal's best
    bool distinct = true; // ... and not a symmetric tile's copy of a better-ranked move (moves.h: sameMoveTurned)
    int depth = 0; // turns played after the candidate before the cut-off (see 3. above); 0: until Strong's own turn, at least 4
    double leader = 1.0; // a playout's reward: own value minus this share of the best opponent's, the rest the opponents' mean (to win is to beat the best)
    // > 0: the best opponent's value is a soft maximum, tau = soft x sqrt(own turns left)
    // (evaluation.h: softStanding; replaces `leader`); 0: `leader` (two players: the same)
    double soft = 2;
    bool normalRollouts = true; // rollout policy: Normal (else Easy)
    double confidence = 1.0; // standard errors by which a move must beat Normal's choice
    double settle = 3.0; // the duel ends once its t is this far from `confidence` (0: never early)
    long settleAfter = 64; // ... but not before this many paired differences
    double selectShare = 0.5; // share of the budget that picks the challenger; the rest is the duel
    Weights weights; // the evaluation of the candidates (and of the cut-off, unless `leafWeights`)
    // ... in two-player games, when set (evaluation.h: twoPlayerWeights; nullopt: `weights`)
    std::optional<Weights> twoPlayer = twoPlayerWeights();
    std::optional<Weights> leafWeights; // the cut-off's evaluation, when it differs (fortuna-fit)
    bool tunedRollouts = false; // the rollouts' players value moves with `weights` too (else Normal's)
    // Tests only: the CPU clock of the calling searching thread, in seconds (called from every
    // searching thread; nullptr: paired.h's threadCpu). A fake clock makes the time budget's
    // accounting deterministic.
    double (*cpuClock)() = nullptr;
};

std::unique_ptr<Agent> makeStrong(const StrongConfig &config, uint64_t seed);
// The configuration of a strong level name ("strong", "strong:N", "strong:Nms", "strong:Ncpu"; agent.h).
std::optional<StrongConfig> strongConfig(std::string_view level);
// One ply: the best move by `eval`, with up to `noise` points of uniform noise on each value.
std::unique_ptr<Agent> makeOnePly(std::unique_ptr<Evaluator> eval, double noise, uint64_t seed);
// The heuristic evaluation with `weights`, or with `twoPlayer` in two-player games when set.
std::unique_ptr<Evaluator> makeHeuristic(const Weights &weights, const std::optional<Weights> &twoPlayer = std::nullopt);
std::unique_ptr<Agent> makeEasy(uint64_t seed);
std::unique_ptr<Agent> makeNormal(uint64_t seed);

} // namespace fortuna::ai
