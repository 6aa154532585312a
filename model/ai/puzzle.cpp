// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle's answer checked by the post-game analysis' search (puzzle.h).
#include "ai/puzzle.h"
#include "ai/analysiswork.h"

#include <algorithm>

namespace fortuna::ai
{

using namespace rules;

bool isPuzzle(const DecisionReview &decision)
{
    return !decision.forced && decision.lost >= PuzzleThreshold;
}

namespace
{

// Whether `answer` is a legal move at `game`'s decision of `kind`.
std::string illegal(const Game &game, MoveKind kind, const AnalysedMove &answer)
{
    Game copy = game;
    if (kind == MoveKind::Place) {
        if (answer.decision.phase != Phase::Place)
            return "a placement is asked";
        if (const Status s = copy.place(answer.decision.placement); !s)
            return s.message;
        const Status s = copy.deploy(answer.deployment);
        return s ? std::string() : s.message;
    }
    if (kind == MoveKind::Choose && (answer.decision.phase != Phase::ChooseTile || !game.drawnPlaceable(answer.decision.choose)))
        return "a placeable drawn tile is asked";
    const Status s = copy.apply(answer.decision);
    return s ? std::string() : s.message;
}

} // namespace

PuzzleCheck checkAnswer(const Setup &setup,
                        const std::vector<Decision> &decisions,
                        int index,
                        const AnalysedMove &answer,
                        const AnalysisConfig &config,
                        const std::atomic<bool> *cancel)
{
    PuzzleCheck out;
    if (index < 0 || size_t(index) >= decisions.size()) {
        out.error = "no such decision";
        return out;
    }
    // The game just before the decision, as the analysis' replay has it (analysis.cpp).
    Setup s = setup;
    s.keepDraws = true;
    Status refused;
    std::optional<Game> g = Game::create(s, &refused);
    if (!g) {
        out.error = "setup: " + refused.message;
        return out;
    }
    for (int i = 0; i < index; ++i) {
        if (const Status st = g->apply(decisions[size_t(i)]); !st) {
            out.error = "decision " + std::to_string(i) + ": " + st.message;
            return out;
        }
    }
    const Decision &d = decisions[size_t(index)];
    const Phase phase = g->phase();
    SearchPoint p{*g, index, g->actingPlayer(), MoveKind::Place, AnalysedMove{d, {}}};
    if (phase == Phase::Place && size_t(index) + 1 < decisions.size() && decisions[size_t(index) + 1].phase == Phase::Deploy)
        p.played.deployment = decisions[size_t(index) + 1].deployment;
    else if (phase == Phase::ChooseTile && d.phase == Phase::ChooseTile && g->drawnPlaceable(d.choose))
        p.kind = MoveKind::Choose;
    else if (phase == Phase::Plague)
        p.kind = MoveKind::Plague;
    else {
        out.error = "decision " + std::to_string(index) + " is not one the analysis searches";
        return out;
    }
    p.game.clearForcedDraws();
    if (std::string why = illegal(p.game, p.kind, answer); !why.empty()) {
        out.error = "the answer: " + why;
        return out;
    }
    AnalysisWorker w(setup.players);
    double answerMargin = 0;
    if (!reviewDecision(w, p, config, mixSeed(setup.seed, 0xa4a1, uint64_t(index)), cancel, out.review, &answer, &answerMargin)) {
        out.error = "cancelled";
        return out;
    }
    out.answerMargin = answerMargin;
    out.bestMargin = std::max(out.review.bestMargin, answerMargin);
    out.lost = std::max(0.0, out.review.bestMargin - answerMargin);
    out.right = out.lost <= PuzzleTolerance;
    out.answerIsBest = answerMargin >= out.review.bestMargin;
    return out;
}

} // namespace fortuna::ai
