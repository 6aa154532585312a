// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants over many seeded games with every rule option mix, checked after every decision
// by the engine's check mode (rules/check.h): counts, tile accounting, every feature
// recounted from scratch by a flood fill, every offered or refused deployment confirmed.
#include "ai/agent.h"
#include "rules/check.h"
#include "rules/randomplayer.h"
#include "support/options.h"
#include "support/qtplay.h"

#include <QTest>

using namespace fortuna::rules;
using namespace fortuna::testing;
namespace ai = fortuna::ai;

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
        QTest::addColumn<QString>("levels");
        // Every option mix (tile set x Fortune Teller x famine rule x start), 2 to 5 players;
        // random seats everywhere, the easy and normal computer players in half the mixes
        // (their move generators must offer only legal follower places too).
        static const char *const levelSets[] = {"random", "random,easy", "random", "normal,random,easy"};
        int row = 0;
        for (const OptionMix &mix : everyOptionMix()) {
            const Options &o = mix.options;
            const bool baseAndWheel = o.tileSet == TileSet::BaseAndWheel, tellers = o.fortuneTeller, majority = o.famine == FamineRule::Majority,
                       wheelStart = o.wheelAsStart;
            const QString levels = QString::fromLatin1(levelSets[row % 4]);
            QTest::addRow("%s%s%s%s %dp %s",
                          baseAndWheel ? "base+wheel" : "wheel-of-fortune",
                          tellers ? " tellers" : "",
                          majority ? " majority" : "",
                          wheelStart ? "" : " side-wheel",
                          mix.players,
                          qPrintable(levels))
                << mix.players << tellers << wheelStart << baseAndWheel << majority << levels;
            ++row;
        }
    }
    void randomGamesKeepTheInvariants()
    {
        QFETCH(int, players);
        QFETCH(bool, tellers);
        QFETCH(bool, wheelStart);
        QFETCH(bool, baseAndWheel);
        QFETCH(bool, majority);
        QFETCH(QString, levels);
        const QStringList levelNames = levels.split(QLatin1Char(','));
        const uint64_t games = levelNames.size() > 1 ? 10 : 40;
        long long deployments = 0;
        for (uint64_t seed = 1; seed <= games; ++seed) {
            Setup s;
            s.players = players;
            s.seed = seed;
            s.options.fortuneTeller = tellers;
            s.options.wheelAsStart = wheelStart;
            s.options.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
            s.options.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
            auto g = Game::create(s);
            QVERIFY(g);
            std::vector<std::unique_ptr<ai::Agent>> seats;
            for (int p = 0; p < players; ++p) {
                seats.push_back(ai::makeAgent(levelNames[p % levelNames.size()].toStdString(), seed * 31 + uint64_t(p)));
                QVERIFY(seats.back());
            }
            InvariantChecker checker;
            checker.start(*g);
            QVERIFY2(checker.ok(), checker.violation().c_str());
            int returnable = 0;
            Play play = checkedPlay();
            play.guard = 1999;
            play.before = [&](const Step &step) {
                returnable = step.game.phase() == Phase::ChooseTile ? int(step.game.drawnTiles().size()) - 1 : 0;
            };
            play.after = [&](const Step &step) {
                QVERIFY2(checker.after(step.game, returnable),
                         qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(checker.violation()))));
            };
            const Played played = playToEnd(*g, fortuna::testing::seats(seats), play);
            QVERIFY2(played.ok(), played.failure.c_str());
            QVERIFY2(checker.finish(*g), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(checker.violation()))));
            // Every placement was recounted, every deployment of every Deploy phase judged.
            QVERIFY(checker.featureAudits() >= g->board().cellCount() - (wheelStart ? 16 : 1));
            deployments += checker.deploymentsChecked();
        }
        QVERIFY(deployments > 0);
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
            playToEnd(*g, everySeat(player));
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
