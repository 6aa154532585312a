// SPDX-License-Identifier: GPL-3.0-or-later
// The post-game analysis (ai/analysis.h): a deliberately bad last move is a blunder and loses
// exactly what it gives away, a forced move loses nothing, the figures are the same on every
// run and thread count, luck is zero-sum between two players, and cancel stops it.
#include "ai/analysis.h"
#include "ai/agent.h"
#include "support/play.h"

#include <QTest>

#include <algorithm>

using namespace fortuna;
using namespace fortuna::rules;
using namespace fortuna::ai;

namespace
{

// Games of two Normal players. Seed 1: the last tile has a move that gives away 14 points.
// Seed 5 (the first from 1 with one): a Plague that can take one follower only.
constexpr uint64_t Seed = 1;
constexpr uint64_t ForcedSeed = 5;

AnalysisConfig small(int threads = 2)
{
    AnalysisConfig c;
    c.playouts = 12;
    c.threads = threads;
    return c;
}

const DecisionReview *reviewOf(const GameAnalysis &a, int index)
{
    for (const DecisionReview &d : a.decisions) {
        if (d.index == index)
            return &d;
    }
    return nullptr;
}

} // namespace

class AnalysisTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_game = testing::spoiltGame(Seed);
        QVERIFY(m_game.lastPlace > 0);
        QVERIFY(m_game.lastMoves.front().margin - m_game.lastMoves.back().margin >= 12);
        const AnalysisOutcome out = analyseGame(m_game.setup, m_game.decisions, small());
        QVERIFY2(out.analysis, out.error.c_str());
        m_analysis = *out.analysis;
    }

    // The last tile leaves nothing to draw: the search values every move exactly.
    void blunderIsLabelled()
    {
        const DecisionReview *d = reviewOf(m_analysis, m_game.lastPlace);
        QVERIFY(d);
        QCOMPARE(d->kind, MoveKind::Place);
        QCOMPARE(d->seat, m_game.seat);
        QCOMPARE(d->playedMargin, double(m_game.lastMoves.back().margin));
        QCOMPARE(d->bestMargin, double(m_game.lastMoves.front().margin));
        QCOMPARE(d->lost, double(m_game.lastMoves.front().margin - m_game.lastMoves.back().margin));
        QCOMPARE(d->label, MoveLabel::Blunder);
        QVERIFY(!d->forced);
        QCOMPARE(d->playouts, long(d->searched)); // one playout each: exact
        QCOMPARE(labelText(d->label), "??");
        QCOMPARE(m_analysis.seats[size_t(m_game.seat)].blunders >= 1, true);
    }

    void forcedMoveLosesNothing()
    {
        const testing::SpoiltGame game = testing::spoiltGame(ForcedSeed);
        QVERIFY(game.forcedPlague >= 0);
        AnalysisConfig c = small();
        c.seat = game.forcedSeat;
        const AnalysisOutcome out = analyseGame(game.setup, game.decisions, c);
        QVERIFY(out.analysis);
        const DecisionReview *d = reviewOf(*out.analysis, game.forcedPlague);
        QVERIFY(d);
        QCOMPARE(d->kind, MoveKind::Plague);
        QCOMPARE(d->seat, game.forcedSeat);
        QVERIFY(d->forced);
        QCOMPARE(d->moves, 1);
        QCOMPARE(d->searched, 1);
        QCOMPARE(d->lost, 0.0);
        QCOMPARE(d->label, MoveLabel::None);
        QCOMPARE(d->playedMargin, d->bestMargin);
        // The other decisions are not forced (a tile has several places).
        for (const DecisionReview &r : out.analysis->decisions)
            QCOMPARE(r.forced, r.moves == 1);
    }

    void labelsFollowTheThresholds()
    {
        const Labels l;
        QCOMPARE(l.of(1.99), MoveLabel::None);
        QCOMPARE(l.of(2), MoveLabel::Inaccuracy);
        QCOMPARE(l.of(5), MoveLabel::Mistake);
        QCOMPARE(l.of(9.99), MoveLabel::Mistake);
        QCOMPARE(l.of(10), MoveLabel::Blunder);
        for (const DecisionReview &d : m_analysis.decisions) {
            QCOMPARE(d.lost, std::max(0.0, d.bestMargin - d.playedMargin));
            QCOMPARE(d.label, l.of(d.lost));
        }
    }

    // Every decision of both seats, each seat's summary adds up.
    void summaryAddsUp()
    {
        int decisions = 0;
        for (size_t i = 0; i + 1 < m_game.decisions.size(); ++i)
            decisions += m_game.decisions[i].phase == Phase::Deploy ? 0 : 1;
        QCOMPARE(int(m_analysis.decisions.size()), decisions);
        QCOMPARE(int(m_analysis.seats.size()), 2);
        for (const SeatReview &s : m_analysis.seats) {
            double lost = 0;
            int n = 0;
            for (const DecisionReview &d : m_analysis.decisions) {
                if (d.seat == s.seat) {
                    lost += d.lost;
                    ++n;
                }
            }
            QCOMPARE(s.decisions, n);
            QCOMPARE(s.lost, lost);
            QCOMPARE(s.meanLost, lost / n);
        }
    }

    // A draw's luck: what one player gains, the other loses; the last tile had no rival.
    void luckIsZeroSum()
    {
        QCOMPARE(int(m_analysis.draws.size()), 72 - 1 + 1); // the first tile, then one per turn but the last
        for (const DrawLuck &l : m_analysis.draws)
            QVERIFY(std::abs(l.luck[0] + l.luck[1]) < 1e-9);
        const DrawLuck &last = m_analysis.draws.back();
        QCOMPARE(last.tiles, 1);
        QCOMPARE(last.luck[0], 0.0);
        QVERIFY(std::abs(m_analysis.seats[0].luck + m_analysis.seats[1].luck) < 1e-9);
        double sum = 0;
        for (const DrawLuck &l : m_analysis.draws)
            sum += l.luck[0];
        QCOMPARE(m_analysis.seats[0].luck, sum);
    }

    // Seeded by the game's seed and each decision's index: the same figures on one thread,
    // and for one seat asked alone.
    void deterministic()
    {
        AnalysisConfig one = small(1);
        one.seat = 1;
        const AnalysisOutcome out = analyseGame(m_game.setup, m_game.decisions, one);
        QVERIFY(out.analysis);
        std::vector<const DecisionReview *> both;
        for (const DecisionReview &d : m_analysis.decisions) {
            if (d.seat == 1)
                both.push_back(&d);
        }
        QCOMPARE(out.analysis->decisions.size(), both.size());
        for (size_t i = 0; i < both.size(); ++i) {
            const DecisionReview &a = out.analysis->decisions[i];
            QCOMPARE(a.index, both[i]->index);
            QCOMPARE(a.playedMargin, both[i]->playedMargin);
            QCOMPARE(a.bestMargin, both[i]->bestMargin);
            QVERIFY(a.best.decision.placement == both[i]->best.decision.placement);
        }
        QCOMPARE(int(out.analysis->seats.size()), 1);
        QCOMPARE(out.analysis->seats[0].seat, 1);
        QCOMPARE(out.analysis->seats[0].luck, m_analysis.seats[1].luck);
    }

    // The search and the luck know the tiles still to come as a multiset only: two piles that
    // differ only in the order of the tiles not drawn yet give the same analysis, whether the
    // pile is a record's explicit deck or the draws a network game's mirror follows.
    void neverReadsThePileOrder_data()
    {
        QTest::addColumn<bool>("network");
        QTest::newRow("deck") << false;
        QTest::newRow("network draws") << true;
    }
    void neverReadsThePileOrder()
    {
        QFETCH(bool, network);
        Setup kept = m_game.setup;
        kept.keepDraws = true;
        std::optional<Game> game = Game::create(kept);
        std::vector<Decision> prefix; // the decisions of the first 30 turns
        for (const Decision &d : m_game.decisions) {
            QVERIFY(game->apply(d));
            prefix.push_back(d);
            if (d.phase == Phase::Deploy && game->turn() > 30)
                break;
        }
        QCOMPARE(game->turn(), 31);
        std::vector<TileRef> deck = game->draws(); // the tiles drawn so far, in order
        QVERIFY(deck.size() >= 31);
        for (const Game::BagCount &b : game->bag())
            deck.insert(deck.end(), size_t(b.count), b.tile); // the rest, in the bag's order
        std::vector<TileRef> reversed = deck;
        std::reverse(reversed.begin() + long(game->draws().size()), reversed.end());
        QVERIFY(deck != reversed);
        Setup a = m_game.setup;
        Setup b = a;
        if (network) {
            a.draws = deck;
            b.draws = reversed;
        } else {
            a.deck = deck;
            b.deck = reversed;
        }
        const AnalysisOutcome x = analyseGame(a, prefix, small());
        const AnalysisOutcome y = analyseGame(b, prefix, small());
        QVERIFY2(x.analysis, x.error.c_str());
        QVERIFY2(y.analysis, y.error.c_str());
        QCOMPARE(x.analysis->decisions.size(), y.analysis->decisions.size());
        QVERIFY(x.analysis->decisions.size() >= 30);
        for (size_t i = 0; i < x.analysis->decisions.size(); ++i) {
            const DecisionReview &p = x.analysis->decisions[i];
            const DecisionReview &q = y.analysis->decisions[i];
            QCOMPARE(p.playedMargin, q.playedMargin);
            QCOMPARE(p.bestMargin, q.bestMargin);
            QVERIFY(p.best.decision.placement == q.best.decision.placement);
        }
        QCOMPARE(x.analysis->draws.size(), y.analysis->draws.size());
        for (size_t i = 0; i < x.analysis->draws.size(); ++i)
            QCOMPARE(x.analysis->draws[i].luck[0], y.analysis->draws[i].luck[0]);
    }

    void progressAndCancel()
    {
        std::atomic<bool> cancel{false};
        int last = 0, total = 0, calls = 0;
        AnalysisConfig c = small();
        c.seat = 0;
        const AnalysisOutcome out = analyseGame(
            m_game.setup,
            m_game.decisions,
            c,
            [&](int done, int all) {
                last = done;
                total = all;
                if (++calls == 5)
                    cancel = true;
            },
            &cancel);
        QVERIFY(out.analysis);
        QVERIFY(out.analysis->cancelled);
        QVERIFY(out.analysis->decisions.empty());
        QVERIFY(last < total);
        QVERIFY(calls >= 5);
    }

    void refusedDecision()
    {
        std::vector<Decision> decisions = m_game.decisions;
        decisions.insert(decisions.begin() + 3, Decision::choosing(0));
        const AnalysisOutcome out = analyseGame(m_game.setup, decisions, small());
        QVERIFY(!out.analysis);
        QVERIFY2(out.error.rfind("decision 3: ", 0) == 0, out.error.c_str());
    }

private:
    testing::SpoiltGame m_game;
    GameAnalysis m_analysis;
};

QTEST_GUILESS_MAIN(AnalysisTest)
#include "analysistest.moc"
