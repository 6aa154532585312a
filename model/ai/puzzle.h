// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes": the decisions of an analysed game where a person lost at least
// PuzzleThreshold points become puzzles, the position before the decision to be found again;
// an answer is checked by the analysis' own search (analysis.h) on the same draws and with as
// many playouts, so that the move played scores exactly what the analysis said, and any move
// within PuzzleTolerance points of the analysis' best move is right. Pure C++17, no Qt.
#pragma once

#include "ai/analysis.h"

namespace fortuna::ai
{

constexpr double PuzzleThreshold = 5.0; // points lost from which a decision is a puzzle
constexpr double PuzzleTolerance = 1.0; // an answer within this many points of the best is right

// A decision that makes a puzzle: not forced, at least PuzzleThreshold points lost.
bool isPuzzle(const DecisionReview &decision);

struct PuzzleCheck {
    bool right = false; // lost <= PuzzleTolerance
    double answerMargin = 0; // the answer's expected final-score margin
    double bestMargin = 0; // the analysis' best move's (or the answer's, when it is better)
    double lost = 0; // max(0, bestMargin - answerMargin)
    DecisionReview review; // the decision as the analysis sees it (its best move, the move played)
    bool answerIsBest = false; // the answer is (the same move as) the best move
    std::string error; // nothing checked: why (an index that is no decision, an illegal answer)
};

// Checks `answer` to decision `index` (an index into `decisions`, the whole game's, as
// analyseGame takes them) of the game of `setup`. `config` must be the analysis' (its
// playouts); its seat and threads are ignored (one thread). For a placement, `answer` is the
// placement with its deployment; for a Fortune Teller choice or a Plague, the decision.
PuzzleCheck checkAnswer(const rules::Setup &setup,
                        const std::vector<rules::Decision> &decisions,
                        int index,
                        const AnalysedMove &answer,
                        const AnalysisConfig &config,
                        const std::atomic<bool> *cancel = nullptr);

} // namespace fortuna::ai
