// SPDX-License-Identifier: GPL-3.0-or-later
// The pig, the six wheel events and the crown spaces (rules.md §2-4).
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

class WheelEventsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pigWrapsFromPlagueToFortune()
    {
        auto g = makeGame({"U/3", "U/3"});
        QCOMPARE(g->pig(), Sector::Storm);
        PLAY(*g, 2, -1, 90, none());
        QCOMPARE(g->pig(), Sector::Fortune); // Storm -> Inquisition -> Plague -> Fortune
        QCOMPARE(g->pigSteps(), 6L);
        QCOMPARE(g->points(1, Reason::Fortune), 3); // only the current player
        QCOMPARE(g->points(0, Reason::Fortune), 0);
        PLAY(*g, 2, -2, 90, none());
        QCOMPARE(g->phase(), Phase::GameOver);
    }

    void taxesExampleOfTheRules()
    {
        // Red (player 0) has one knight and blue two in a city with two pennants.
        auto g = makeGame({"F", "F", "B", "E", "T", "U/1"});
        PLAY(*g, 1, -1, 0, on("city", "E")); // red knight, pennant
        PLAY(*g, 3, -1, 0, on("city", "W")); // blue knight, pennant
        PLAY(*g, 3, -2, 0, none());
        PLAY(*g, 2, -2, 180, on("city", "S")); // blue's second knight
        PLAY(*g, 2, -1, 0, none()); // T joins the three city pieces
        QCOMPARE(g->board().followersOn(g->board().cellIndexAt({2, -1}) >= 0 ? g->board().cell(g->board().cellIndexAt({2, -1})).edgeNode[SideN] : -1), 3);
        // Blue draws U/1: the pig goes to Taxes.
        QCOMPARE(g->pig(), Sector::Taxes);
        QCOMPARE(g->points(0, Reason::Taxes), 3); // 1 x (2 + 1)
        QCOMPARE(g->points(1, Reason::Taxes), 8); // 2 x (2 + 2)
        PLAY(*g, 2, 4, 0, none());
        // Final scoring: the open city (4 tiles, 2 pennants) goes to blue's majority.
        QCOMPARE(g->points(1, Reason::City), 6);
        QCOMPARE(g->points(0, Reason::City), 0);
        QCOMPARE(g->supply(0), 7);
        QCOMPARE(g->supply(1), 7);
    }

    void famineCountsEveryFarmer_data()
    {
        QTest::addColumn<bool>("majority");
        QTest::addColumn<int>("red");
        QTest::addColumn<int>("blue");
        QTest::newRow("any-farmer") << false << 2 << 1;
        QTest::newRow("majority") << true << 2 << 0;
    }
    void famineCountsEveryFarmer()
    {
        QFETCH(bool, majority);
        QFETCH(int, red);
        QFETCH(int, blue);
        Options o;
        o.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
        // One farm made of land fields and the wheel's fields C and A, touching one completed
        // city (c1 closed by E); red has two farmers on it, blue one.
        auto g = makeGame({"E", "B", "B", "B", "A", "U/2"}, 2, o);
        PLAY(*g, 0, -1, 180, on("field", "NNW")); // closes c1; red farmer on its field
        PLAY(*g, 4, 0, 0, on("field", "NNE")); // blue farmer on field A
        PLAY(*g, -1, 0, 0, on("field", "ENE")); // red farmer on field C
        PLAY(*g, 1, -1, 0, none()); // joins E's field to field C
        PLAY(*g, 2, -1, 0, none()); // A's field joins C and A around road r1
        QCOMPARE(g->pig(), Sector::Famine);
        QCOMPARE(g->points(0, Reason::Famine), red);
        QCOMPARE(g->points(1, Reason::Famine), blue);
        PLAY(*g, 2, -2, 0, none());
        // Final: red's majority farm scores 3 per completed city.
        QCOMPARE(g->points(0, Reason::Farm), 3);
        QCOMPARE(g->points(1, Reason::Farm), 0);
    }

    void stormCountsOnlyTheSupply()
    {
        auto g = makeGame({"B", "B", "U/3", "B"});
        PLAY(*g, 4, 0, 0, on("cloister")); // red: 6 in supply
        PLAY(*g, 5, 0, 0, crown(Sector::Storm, 0)); // blue: 6 in supply, 1 on a storm crown
        QCOMPARE(g->pig(), Sector::Storm);
        QCOMPARE(g->points(0, Reason::Storm), 6);
        QCOMPARE(g->points(1, Reason::Storm), 6); // the crown follower came home after the event
        QCOMPARE(g->points(1, Reason::Crown), 6); // alone in a two-space sector
        QCOMPARE(g->supply(1), 7);
        QCOMPARE(g->crownOccupant(Sector::Storm, 0), -1);
    }

    void inquisitionCountsMonks()
    {
        auto g = makeGame({"B", "B", "B", "U/3", "U/1", "B"});
        PLAY(*g, 4, 0, 0, on("cloister"));
        PLAY(*g, -1, 2, 0, on("cloister"));
        PLAY(*g, 5, 0, 0, on("cloister"));
        QCOMPARE(g->pig(), Sector::Storm); // blue drew U/3
        PLAY(*g, 2, -1, 90, on("road", "N")); // a road follower is no monk
        PLAY(*g, 2, -2, 90, none());
        QCOMPARE(g->pig(), Sector::Inquisition);
        QCOMPARE(g->points(0, Reason::Inquisition), 4);
        QCOMPARE(g->points(1, Reason::Inquisition), 2);
    }

    void plagueGoesInTurnOrderAndSparesCrowns()
    {
        // Three players: red 0, blue 1, green 2. Green's draw reaches Plague.
        auto g = makeGame({"B", "B", "B", "U/3", "B", "U/2", "B"}, 3);
        PLAY(*g, 4, 0, 0, on("cloister")); // red monk
        PLAY(*g, 5, 0, 0, crown(Sector::Plague, 0)); // blue only on a crown
        PLAY(*g, 6, 0, 0, on("cloister")); // green monk
        PLAY(*g, 2, -1, 90, on("road", "N")); // red road follower (Storm happened)
        PLAY(*g, 7, 0, 0, none());
        QCOMPARE(g->pig(), Sector::Plague);
        QCOMPARE(g->phase(), Phase::Plague);
        QCOMPARE(g->currentPlayer(), 2);
        QCOMPARE(g->plaguePlayer(), 2); // the current player first
        // Green cannot give back red's follower.
        QVERIFY(!g->removeFollower({4, 0}, FeatureKind::Cloister, -1).ok());
        QVERIFY(g->removeFollower({6, 0}, FeatureKind::Cloister, -1).ok());
        QCOMPARE(g->plaguePlayer(), 0); // then clockwise: red; blue has none on land
        QVERIFY(g->removeFollower({2, -1}, FeatureKind::Road, SideS).ok());
        QCOMPARE(g->phase(), Phase::Place);
        QCOMPARE(g->supply(0), 6);
        QCOMPARE(g->supply(2), 7);
        // Blue's crown follower was spared and then scored the Plague crown alone.
        QCOMPARE(g->points(1, Reason::Crown), 6);
        QCOMPARE(g->supply(1), 7);
        const auto removals = entries(*g, LogKind::Plague);
        QCOMPARE(int(removals.size()), 2);
        QCOMPARE(removals[0].player, 2);
        QCOMPARE(removals[1].player, 0);
    }

    void crownScoring()
    {
        // Taxes has two spaces: both taken (even by one player) score 3 each.
        auto g = makeGame({"B", "B", "B", "U/1"});
        PLAY(*g, 4, 0, 0, crown(Sector::Taxes, 0));
        PLAY(*g, 5, 0, 0, crown(Sector::Famine, 0));
        PLAY(*g, 6, 0, 0, crown(Sector::Taxes, 1));
        QCOMPARE(g->pig(), Sector::Taxes);
        QCOMPARE(g->points(0, Reason::Crown), 6); // 3 + 3
        QCOMPARE(g->points(1, Reason::Crown), 0);
        QCOMPARE(g->crownOccupant(Sector::Famine, 0), 1);
        QCOMPARE(g->supply(0), 7);
    }

    void crownsOfPassedSectorsStay()
    {
        auto g = makeGame({"B", "U/2", "B"});
        PLAY(*g, 4, 0, 0, crown(Sector::Taxes, 1));
        QCOMPARE(g->pig(), Sector::Famine); // passed Taxes
        QCOMPARE(g->points(0, Reason::Crown), 0);
        QCOMPARE(g->crownOccupant(Sector::Taxes, 1), 0);
        QCOMPARE(g->supply(0), 6);
        PLAY(*g, 2, -1, 90, none());
        PLAY(*g, 5, 0, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        // Crown followers score nothing at the end and stay on the wheel.
        QCOMPARE(g->score(0), 0);
        QCOMPARE(g->supply(0), 6);
    }

    void eventStandsWhenTheTileIsDiscarded()
    {
        // Three A tiles close the wheel's road ends, so X (four roads) fits nowhere.
        auto g = makeGame({"A", "A", "A", "X/1", "U/1", "B"});
        PLAY(*g, 2, -1, 0, crown(Sector::Taxes, 0));
        PLAY(*g, 3, 4, 180, none());
        PLAY(*g, -1, 1, 270, none());
        // Blue drew X/1: Taxes, red's crown scores, X is discarded, U/1 drawn: Famine.
        QCOMPARE(g->points(0, Reason::Crown), 6);
        const auto discards = entries(*g, LogKind::Discard);
        QCOMPARE(int(discards.size()), 1);
        QCOMPARE(tileName(discards[0].tile), QStringLiteral("X/1"));
        QCOMPARE(int(entries(*g, LogKind::Wheel).size()), 2);
        QCOMPARE(g->pig(), Sector::Famine);
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("U/1"));
    }

    void wholeTurnOfDiscardsEndsTheGame()
    {
        auto g = makeGame({"A", "A", "A", "X", "X"});
        PLAY(*g, 2, -1, 0, none());
        PLAY(*g, 3, 4, 180, none());
        PLAY(*g, -1, 1, 270, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        QVERIFY(g->finalTurnWasAllDiscards());
        QCOMPARE(g->turn(), 4);
        QCOMPARE(int(entries(*g, LogKind::Discard).size()), 2);
    }
};

QTEST_GUILESS_MAIN(WheelEventsTest)
#include "wheeleventstest.moc"
