// SPDX-License-Identifier: GPL-3.0-or-later
// MoveAdvisor ("Suggest a move"): the advice is the strong player's move for the seat to act
// (with a deterministic budget, exactly its decision and its planned deployment), only for
// that seat, and a request is cancelled when the position changes.
#include "moveadvisor.h"

#include "ai/agent.h"
#include "rules/randomplayer.h"
#include "support/play.h"

#include <QSignalSpy>
#include <QTest>

using namespace fortuna::model;
namespace ai = fortuna::ai;
namespace rules = fortuna::rules;

namespace
{

// A game of `players` played at random until `decisions` decisions were made.
rules::Game gameAfter(uint64_t seed, int players, bool tellers, int decisions)
{
    rules::Setup s;
    s.players = players;
    s.seed = seed;
    s.options.fortuneTeller = tellers;
    rules::Game g = *rules::Game::create(s);
    rules::RandomPlayer random(seed);
    fortuna::testing::Play play;
    play.limit = decisions;
    fortuna::testing::playToEnd(g, fortuna::testing::everySeat(random), play);
    return g;
}

bool sameDecision(const rules::Decision &a, const rules::Decision &b)
{
    return a.phase == b.phase && a.choose == b.choose && a.at == b.at && a.feature == b.feature && a.port == b.port && a.placement == b.placement
        && a.deployment.kind == b.deployment.kind && a.deployment.feature == b.deployment.feature && a.deployment.port == b.deployment.port
        && a.deployment.sector == b.deployment.sector && a.deployment.slot == b.deployment.slot;
}

} // namespace

class MoveAdvisorTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void adviceIsTheStrongMove_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("tellers");
        QTest::addColumn<int>("decisions");
        QTest::addColumn<int>("phase");
        QTest::newRow("2 players, first turn") << 2 << false << 0 << int(rules::Phase::Place);
        QTest::newRow("2 players, mid-game") << 2 << false << 40 << int(rules::Phase::Place);
        QTest::newRow("4 players, tellers") << 4 << true << 60 << -1;
        QTest::newRow("3 players, deploy step") << 3 << false << 31 << int(rules::Phase::Deploy);
    }
    void adviceIsTheStrongMove()
    {
        QFETCH(int, players);
        QFETCH(bool, tellers);
        QFETCH(int, decisions);
        QFETCH(int, phase);
        constexpr uint64_t Seed = 77;
        const QString level = QStringLiteral("strong:48");
        rules::Game g = gameAfter(Seed + uint64_t(decisions), players, tellers, decisions);
        QVERIFY(g.phase() != rules::Phase::GameOver);
        if (phase == int(rules::Phase::Deploy) && g.phase() == rules::Phase::Place)
            QVERIFY(g.apply(rules::Decision::placing(g.legalPlacements().front())).ok()); // a person laid the tile
        if (phase >= 0)
            QCOMPARE(int(g.phase()), phase);
        MoveAdvisor advisor;
        advisor.setLevel(level);
        QSignalSpy ready(&advisor, &MoveAdvisor::ready);
        QVERIFY(advisor.request(g, g.actingPlayer(), Seed));
        QVERIFY(advisor.thinking());
        QVERIFY(ready.wait(60000));
        QVERIFY(advisor.valid());
        QVERIFY(!advisor.thinking());
        QCOMPARE(advisor.seat(), g.actingPlayer());

        // The strong:48 player of the same seed decides the same, and plans the same deployment.
        auto strong = ai::makeAgent(level.toStdString(), MoveAdvisor::adviceSeed(Seed, g.turn()));
        const rules::Decision d = strong->decide(g);
        QVERIFY(sameDecision(advisor.decision(), d));
        rules::Game after = g;
        QVERIFY(after.apply(d).ok());
        if (d.phase == rules::Phase::Place) {
            QCOMPARE(advisor.x(), d.placement.pos.x);
            QCOMPARE(advisor.y(), d.placement.pos.y);
            QCOMPARE(advisor.rotation(), d.placement.rotation);
            QVERIFY(!advisor.tile().isEmpty());
            const rules::Decision deploy = strong->decide(after);
            QCOMPARE(deploy.phase, rules::Phase::Deploy);
            const bool onFeature = deploy.deployment.kind == rules::Deployment::Kind::Feature;
            QCOMPARE(advisor.featureKind(), onFeature ? int(deploy.deployment.feature) : -1);
            QCOMPARE(advisor.portIndex(), onFeature ? deploy.deployment.port : -1);
            const bool onCrown = deploy.deployment.kind == rules::Deployment::Kind::Crown;
            QCOMPARE(advisor.crownSector(), onCrown ? int(deploy.deployment.sector) : -1);
            QVERIFY(after.apply(deploy).ok()); // the advised whole move is legal
        }
        if (d.phase == rules::Phase::Deploy) {
            const rules::Placement pending = *g.pendingPlacement();
            QCOMPARE(advisor.x(), pending.pos.x);
            QCOMPARE(advisor.y(), pending.pos.y);
        }
    }

    void onlyForTheSeatToAct()
    {
        const rules::Game g = gameAfter(5, 3, false, 6);
        MoveAdvisor advisor;
        advisor.setLevel(QStringLiteral("strong:8"));
        const int other = (g.actingPlayer() + 1) % 3;
        QVERIFY(!advisor.request(g, other, 5));
        QVERIFY(!advisor.thinking());
        QVERIFY(!advisor.valid());
    }

    // clear() (the position changed) stops the search and drops its answer.
    void clearCancels()
    {
        rules::Game g = gameAfter(9, 2, false, 20);
        rules::RandomPlayer random(1);
        while (g.phase() != rules::Phase::Place)
            g.apply(random.decide(g));
        MoveAdvisor advisor;
        constexpr qint64 Budget = 100000000; // would think for hours
        advisor.setLevel(QStringLiteral("strong:%1").arg(Budget));
        QSignalSpy ready(&advisor, &MoveAdvisor::ready);
        QSignalSpy changed(&advisor, &MoveAdvisor::changed);
        QSignalSpy dropped(&advisor, &MoveAdvisor::dropped);
        // How long the search runs before clear(): only a chance to get past the candidates'
        // generation (nothing below depends on it); doubled when clear() came before the first
        // playout.
        int head = 50;
        for (int attempt = 1;; ++attempt) {
            QVERIFY(advisor.request(g, g.actingPlayer(), 9));
            QTest::qWait(head);
            QVERIFY(advisor.thinking()); // still searching: its answer cannot have come
            advisor.clear();
            QVERIFY(!advisor.thinking());
            const int changes = int(changed.count());
            // The search stopped because it was told to: its answer comes back and is dropped,
            // and the pool thread is free again.
            QTRY_COMPARE_WITH_TIMEOUT(int(dropped.count()), attempt, 60000);
            QVERIFY(advisor.waitForIdle(30000));
            QCoreApplication::processEvents();
            QCOMPARE(ready.count(), 0);
            QCOMPARE(int(changed.count()), changes); // nothing published
            QVERIFY(!advisor.valid());
            QVERIFY(!advisor.thinking());
            const qint64 playouts = dropped.last().at(0).toLongLong();
            QVERIFY2(playouts < Budget, qPrintable(QString::number(playouts)));
            if (playouts > 0)
                break; // cut in the middle of its playouts
            QVERIFY2(attempt < 8, "the search never got to its playouts");
            head *= 2;
        }
    }
};

QTEST_GUILESS_MAIN(MoveAdvisorTest)
#include "moveadvisortest.moc"
