// SPDX-License-Identifier: GPL-3.0-or-later
// The units of work of the post-game analysis (internal to the AI; analysis.h).
#pragma once

#include "ai/agent.h"
#include "ai/analysis.h"
#include "ai/moves.h"

#include <memory>

namespace fortuna::ai
{

// One analysing thread's tools (each thread has its own).
struct AnalysisWorker {
    explicit AnalysisWorker(int players);
    HeuristicEvaluator eval; // the candidates and the luck's one-ply moves
    HeuristicEvaluator leaf; // the playouts' cut-off
    MoveGenerator gen;
    std::vector<Candidate> moves;
    std::unique_ptr<Agent> rollout; // Normal
    std::optional<rules::Game> sim;
    std::optional<rules::Game> after;
};

// A decision to search: the game just before it.
struct SearchPoint {
    rules::Game game;
    int index = 0;
    int seat = 0;
    MoveKind kind = MoveKind::Place;
    AnalysedMove played;
};

// A draw to weigh: the decision that ended the turn before it, on the game before that
// decision (`pre`), or the game's creation (no `pre`: `setup` starts it).
struct DrawPoint {
    std::optional<rules::Game> pre;
    rules::Decision decision;
    rules::Setup setup;
    std::vector<rules::Game::BagCount> bag; // what could have been drawn
    DrawLuck luck; // turn, seat, tile and pig filled in; luck by weighDraw
};

// Fills `out` (the search of analysis.h). Returns false when `cancel` stopped it.
// With `extra` (a puzzle's answer, puzzle.h): that move is valued too, on the same draws and
// as many sweeps as without it (so that `out` is the analysis' own, to the last bit), its
// expected margin in *extraMargin; `out.best` stays the best of the analysis' candidates.
bool reviewDecision(AnalysisWorker &w,
                    const SearchPoint &p,
                    const AnalysisConfig &config,
                    uint64_t seed,
                    const std::atomic<bool> *cancel,
                    DecisionReview &out,
                    const AnalysedMove *extra = nullptr,
                    double *extraMargin = nullptr);
// Fills p.luck.luck.
void weighDraw(AnalysisWorker &w, DrawPoint &p);

} // namespace fortuna::ai
