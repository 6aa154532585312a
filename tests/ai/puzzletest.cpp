// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes" (ai/puzzle.h): on a game whose last tile was spoilt on purpose
// (a planted blunder, valued exactly: nothing is left to draw), the planted move is judged
// wrong by as many points as the analysis said, the best move right, a move within one point
// of the best right and one further off wrong; a Plague's answer is checked as well; a
// decision is a puzzle from 5 points lost.
#include "ai/puzzle.h"
#include "support/play.h"

#include <QTest>

#include <map>

using namespace fortuna;
using namespace fortuna::rules;
using namespace fortuna::ai;

namespace
{

constexpr uint64_t Seed = 1; // analysistest.cpp: its last tile has a move that gives away 14 points
constexpr uint64_t ForcedSeed = 5; // analysistest.cpp: a Plague that can take one follower only
constexpr uint64_t NearSeed = 6; // its last tile: moves 1 and 2 points off the best

AnalysisConfig small()
{
    AnalysisConfig c;
    c.playouts = 12;
    return c;
}

AnalysedMove moveOf(const testing::ExactMove &m)
{
    return AnalysedMove{Decision::placing(m.placement), m.deployment};
}

} // namespace

class PuzzleTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_game = testing::spoiltGame(Seed);
        QVERIFY(m_game.lastPlace > 0);
        QVERIFY(m_game.lastMoves.size() > 2);
        QVERIFY(m_game.lastMoves.front().margin - m_game.lastMoves.back().margin >= PuzzleThreshold);
    }

    void plantedMoveIsWrong()
    {
        const PuzzleCheck c = checkAnswer(m_game.setup, m_game.decisions, m_game.lastPlace, moveOf(m_game.lastMoves.back()), small());
        QVERIFY2(c.error.empty(), c.error.c_str());
        QVERIFY(!c.right);
        QCOMPARE(c.lost, double(m_game.lastMoves.front().margin - m_game.lastMoves.back().margin));
        QCOMPARE(c.answerMargin, double(m_game.lastMoves.back().margin));
        QCOMPARE(c.bestMargin, double(m_game.lastMoves.front().margin));
        // the analysis' own figures: the puzzle came from them
        const AnalysisOutcome out = analyseGame(m_game.setup, m_game.decisions, small());
        QVERIFY(out.analysis);
        for (const DecisionReview &d : out.analysis->decisions) {
            if (d.index == m_game.lastPlace) {
                QVERIFY(isPuzzle(d));
                QCOMPARE(c.lost, d.lost);
                QCOMPARE(c.review.bestMargin, d.bestMargin);
            }
        }
    }

    void bestMoveIsRight()
    {
        const PuzzleCheck c = checkAnswer(m_game.setup, m_game.decisions, m_game.lastPlace, moveOf(m_game.lastMoves.front()), small());
        QVERIFY2(c.error.empty(), c.error.c_str());
        QVERIFY(c.right);
        QVERIFY(c.answerIsBest);
        QCOMPARE(c.lost, 0.0);
    }

    // Any move within one point of the best is right; two points off is not. Seed 6's last
    // tile: moves worth 52 (the best), 51, 50... and the planted 43.
    void withinOnePointIsRight()
    {
        const testing::SpoiltGame game = testing::spoiltGame(NearSeed);
        QVERIFY(!game.lastMoves.empty());
        const int best = game.lastMoves.front().margin;
        std::map<int, int> checked; // points off the best -> moves checked
        for (const testing::ExactMove &m : game.lastMoves) {
            const int off = best - m.margin;
            if (checked[off] >= 2)
                continue;
            const PuzzleCheck c = checkAnswer(game.setup, game.decisions, game.lastPlace, moveOf(m), small());
            QVERIFY2(c.error.empty(), c.error.c_str());
            QCOMPARE(c.lost, double(off));
            QCOMPARE(c.right, off <= 1);
            ++checked[off];
        }
        QVERIFY(checked[0] >= 1);
        QVERIFY(checked[1] >= 1); // right, though not the best
        QVERIFY(checked[2] >= 1); // wrong by two points
        QVERIFY(checked[best - game.lastMoves.back().margin] >= 1); // the planted move
    }

    // A Plague decision is checked too (seed 5: one follower the Plague may take; forced,
    // so never a puzzle, and its only answer is right).
    void plagueAnswerIsChecked()
    {
        const testing::SpoiltGame game = testing::spoiltGame(ForcedSeed);
        QVERIFY(game.forcedPlague >= 0);
        const Decision only = game.decisions[size_t(game.forcedPlague)];
        QCOMPARE(only.phase, Phase::Plague);
        const PuzzleCheck c = checkAnswer(game.setup, game.decisions, game.forcedPlague, AnalysedMove{only, {}}, small());
        QVERIFY2(c.error.empty(), c.error.c_str());
        QVERIFY(c.right);
        QCOMPARE(c.lost, 0.0);
        QVERIFY(c.review.forced);
        QVERIFY(!isPuzzle(c.review));
        QCOMPARE(c.review.kind, MoveKind::Plague);
        // a placement is no answer to a Plague
        const PuzzleCheck wrongKind = checkAnswer(game.setup, game.decisions, game.forcedPlague, moveOf(game.lastMoves.front()), small());
        QVERIFY(!wrongKind.error.empty());
    }

    void illegalAnswerIsRefused()
    {
        AnalysedMove m = moveOf(m_game.lastMoves.front());
        m.decision.placement.pos.x += 100; // far from every tile
        const PuzzleCheck c = checkAnswer(m_game.setup, m_game.decisions, m_game.lastPlace, m, small());
        QVERIFY(!c.error.empty());
        QVERIFY(!c.right);
        QVERIFY(!checkAnswer(m_game.setup, m_game.decisions, int(m_game.decisions.size()), m, small()).error.empty());
    }

    void thresholdIsFivePoints()
    {
        DecisionReview d;
        d.lost = 4.9;
        QVERIFY(!isPuzzle(d));
        d.lost = 5.0;
        QVERIFY(isPuzzle(d));
        d.forced = true; // cannot happen with points lost, and never a puzzle
        QVERIFY(!isPuzzle(d));
    }

private:
    testing::SpoiltGame m_game;
};

QTEST_GUILESS_MAIN(PuzzleTest)
#include "puzzletest.moc"
