// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants over many seeded random games with every rule option.
#include "rules/randomplayer.h"

#include <QTest>

using namespace fortuna::rules;

namespace {

struct Checker {
    const Game &g;
    int totalTiles;
    std::array<int, MaxPlayers> lastScore{};

    QString check(int landCellsAtStart)
    {
        // Followers are conserved.
        std::array<int, MaxPlayers> placed{};
        for (const FollowerInfo &f : g.followers())
            ++placed[size_t(f.player)];
        for (int p = 0; p < g.playerCount(); ++p) {
            if (g.supply(p) + placed[size_t(p)] != FollowersPerPlayer)
                return QStringLiteral("followers of player %1 not conserved").arg(p);
            if (g.score(p) < lastScore[size_t(p)])
                return QStringLiteral("score of player %1 decreased").arg(p);
            lastScore[size_t(p)] = g.score(p);
            if (g.fortuneTellers(p) > MaxFortuneTellers)
                return QStringLiteral("more than two fortune tellers");
        }
        // Every tile is in the pile, in hand, on the board or discarded, exactly once.
        int discards = 0;
        for (const LogEntry &e : g.log())
            discards += e.kind == LogKind::Discard ? 1 : 0;
        int landCells = 0;
        for (int c = 0; c < g.board().cellCount(); ++c)
            landCells += g.board().cell(c).isWheel() ? 0 : 1;
        const int inHand = int(g.drawnTiles().size()) + ((g.phase() == Phase::Place || g.phase() == Phase::Deploy || g.phase() == Phase::Plague) ? 1 : 0);
        if (landCells - landCellsAtStart + discards + g.tilesLeft() + inHand != totalTiles)
            return QStringLiteral("tile accounting broken");
        // Feature ownership: each root's follower counts are its members' occupants.
        const Board &b = g.board();
        for (int n = 0; n < b.nodeCount(); ++n) {
            if (b.find(n) != n)
                continue;
            std::array<int, MaxPlayers> counted{};
            b.forEachMember(n, [&](int m) {
                if (b.node(m).occupant >= 0)
                    ++counted[size_t(b.node(m).occupant)];
            });
            for (int p = 0; p < MaxPlayers; ++p) {
                if (counted[size_t(p)] != b.node(n).followers[size_t(p)])
                    return QStringLiteral("follower counts of a feature are inconsistent");
            }
        }
        if (g.phase() == Phase::Place && g.legalPlacements().empty())
            return QStringLiteral("a tile to place has no legal placement");
        return {};
    }
};

} // namespace

class PropertyTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void randomGamesKeepTheInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("tellers");
        QTest::addColumn<bool>("wheelStart");
        QTest::addColumn<bool>("baseAndWheel");
        QTest::addColumn<bool>("majority");
        QTest::newRow("default 2p") << 2 << false << true << false << false;
        QTest::newRow("5p tellers") << 5 << true << true << false << false;
        QTest::newRow("3p base+wheel majority") << 3 << false << true << true << true;
        QTest::newRow("4p side wheel tellers") << 4 << true << false << false << false;
        QTest::newRow("2p everything") << 2 << true << false << true << true;
    }
    void randomGamesKeepTheInvariants()
    {
        QFETCH(int, players);
        QFETCH(bool, tellers);
        QFETCH(bool, wheelStart);
        QFETCH(bool, baseAndWheel);
        QFETCH(bool, majority);
        for (uint64_t seed = 1; seed <= 120; ++seed) {
            Setup s;
            s.players = players;
            s.seed = seed;
            s.options.fortuneTeller = tellers;
            s.options.wheelAsStart = wheelStart;
            s.options.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
            s.options.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
            auto g = Game::create(s);
            QVERIFY(g);
            const int total = int(Catalogue::instance().tileSet(s.options).size());
            const int landAtStart = wheelStart ? 0 : 1;
            Checker checker{*g, total, {}};
            RandomPlayer player(seed * 31 + 7);
            int decisions = 0;
            while (g->phase() != Phase::GameOver) {
                const QString problem = checker.check(landAtStart);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
                const Status st = g->apply(player.decide(*g));
                QVERIFY2(st.ok(), st.message.c_str());
                QVERIFY2(++decisions < 2000, "the game does not end");
            }
            const QString problem = checker.check(landAtStart);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // At the end every follower on land is home.
            for (const FollowerInfo &f : g->followers())
                QVERIFY(f.onCrown);
        }
    }

    void sameSeedSameGame()
    {
        auto run = [](uint64_t seed) {
            Setup s;
            s.players = 3;
            s.seed = seed;
            s.options.fortuneTeller = true;
            auto g = Game::create(s);
            RandomPlayer player(99);
            while (g->phase() != Phase::GameOver)
                g->apply(player.decide(*g));
            std::vector<int> out;
            for (int p = 0; p < 3; ++p)
                out.push_back(g->score(p));
            out.push_back(int(g->log().size()));
            out.push_back(int(g->pigSteps()));
            return out;
        };
        QCOMPARE(run(5), run(5));
        QVERIFY(run(5) != run(6));
    }
};

QTEST_GUILESS_MAIN(PropertyTest)
#include "propertytest.moc"
