// SPDX-License-Identifier: GPL-3.0-or-later
// The Fortune Teller: draws, choice, tents, the cap of two (rules.md §7).
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

namespace
{
Options withTellers()
{
    return withOption(&Options::fortuneTeller, true);
}
} // namespace

class FortuneTellerTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void drawsOnePlusTellersAndOwnerCompletesTent()
    {
        auto g = makeGame({"FT1", "B", "U", "B", "A", "E", "U"}, 2, withTellers());
        QVERIFY(g);
        QCOMPARE(g->phase(), Phase::Place); // no teller yet: one tile
        PLAY(*g, 1, -1, 0, on("tent"));
        QCOMPARE(g->fortuneTellers(0), 1);
        PLAY(*g, 4, 0, 0, none());
        // Red draws 1 + 1 tiles, both placeable: a choice.
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QCOMPARE(int(g->drawnTiles().size()), 2);
        QCOMPARE(tileName(g->drawnTiles()[0]), QStringLiteral("U"));
        QCOMPARE(tileName(g->drawnTiles()[1]), QStringLiteral("B"));
        QCOMPARE(g->tilesLeft(), 3);
        QVERIFY(g->chooseTile(1).ok());
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("B"));
        QCOMPARE(g->tilesLeft(), 4); // U went back (to the bottom of an explicit deck)
        PLAY(*g, 1, -2, 0, none());
        PLAY(*g, 2, -1, 0, none()); // blue: A
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QCOMPARE(tileName(g->drawnTiles()[0]), QStringLiteral("E"));
        QCOMPARE(tileName(g->drawnTiles()[1]), QStringLiteral("U"));
        QVERIFY(g->chooseTile(0).ok());
        // E fills the tent's last neighbour: the placer (the owner here) scores 3.
        PLAY(*g, 0, -1, 180, none());
        QCOMPARE(g->points(0, Reason::Tent), 3);
        QCOMPARE(g->fortuneTellers(0), 0);
        QCOMPARE(g->supply(0), 7);
        const auto tents = entries(*g, LogKind::Tent);
        QCOMPARE(int(tents.size()), 1);
        QCOMPARE(tents[0].at, (Pos{1, -1}));
    }

    void opponentCompletingATentScores()
    {
        auto g = makeGame({"FT1", "B", "A", "B", "E", "B"}, 2, withTellers());
        PLAY(*g, 1, -1, 0, on("tent"));
        PLAY(*g, 1, -2, 0, none());
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QVERIFY(g->chooseTile(0).ok()); // A
        PLAY(*g, 2, -1, 0, none());
        PLAY(*g, 0, -1, 180, none()); // blue fills the last neighbour
        QCOMPARE(g->points(1, Reason::Tent), 3);
        QCOMPARE(g->points(0, Reason::Tent), 0);
        QCOMPARE(g->fortuneTellers(0), 0);
        QCOMPARE(g->supply(0), 7);
        QCOMPARE(g->phase(), Phase::Place); // red draws one tile again
        QVERIFY(g->drawnTiles().empty());
    }

    void fewerTilesWhenThePileIsShort()
    {
        auto g = makeGame({"FT1", "B", "U"}, 2, withTellers());
        PLAY(*g, 1, -1, 0, on("tent"));
        PLAY(*g, 4, 0, 0, none());
        QCOMPARE(g->phase(), Phase::Place); // one tile left: no choice
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("U"));
    }

    void noneFitsThenOneAtATime()
    {
        auto g = makeGame({"FT1", "A", "A", "B", "A", "X", "X"}, 2, withTellers());
        PLAY(*g, 1, -1, 0, on("tent"));
        PLAY(*g, 2, -1, 0, none());
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QVERIFY(g->chooseTile(0).ok());
        PLAY(*g, 3, 4, 180, none());
        PLAY(*g, -1, 1, 270, none());
        // Red draws X and X: neither fits; both go back, then red draws B alone.
        QCOMPARE(g->phase(), Phase::Place);
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("B"));
        QVERIFY(entries(*g, LogKind::Discard).empty());
        PLAY(*g, 4, 0, 0, none());
        // Blue draws the two X one at a time: both discarded, the game ends.
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(int(entries(*g, LogKind::Discard).size()), 2);
        QVERIFY(g->finalTurnWasAllDiscards());
    }

    void chooseOnlyPlaceableAndCapOfTwo()
    {
        auto g = makeGame({"FT1", "A", "FT3", "B", "A", "X", "U", "FT4"}, 2, withTellers());
        PLAY(*g, 1, -1, 0, on("tent"));
        PLAY(*g, 3, 4, 180, none());
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QVERIFY(g->chooseTile(0).ok()); // FT3
        PLAY(*g, 2, -1, 270, on("tent"));
        QCOMPARE(g->fortuneTellers(0), 2);
        PLAY(*g, -1, 1, 270, none());
        // Red: 1 + 2 tiles; X fits nowhere.
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QCOMPARE(int(g->drawnTiles().size()), 3);
        QVERIFY(!g->drawnPlaceable(0));
        QVERIFY(g->drawnPlaceable(1));
        QVERIFY(g->drawnPlaceable(2));
        QCOMPARE(QString::fromStdString(g->chooseTile(0).message), QStringLiteral("tile X cannot be placed anywhere"));
        QVERIFY(g->chooseTile(2).ok()); // FT4
        QCOMPARE(g->tilesLeft(), 3); // X and U went back beside B
        QVERIFY(g->place({{0, -1}, 2}).ok());
        for (const Deployment &d : g->legalDeployments())
            QVERIFY(!(d.kind == Deployment::Kind::Feature && d.feature == FeatureKind::Tent));
        QCOMPARE(QString::fromStdString(g->deploy(on("tent")).message), QStringLiteral("a player may have at most 2 fortune tellers"));
        QVERIFY(g->deploy(none()).ok());
    }

    void tellerIsAnOrdinaryFollowerForThePlague()
    {
        auto g = makeGame({"FT1", "U/3", "U/2", "B"}, 2, withTellers());
        PLAY(*g, 1, -1, 0, on("tent"));
        PLAY(*g, 2, -1, 90, none()); // blue: Storm
        // Red draws U/2 and B: a choice; the pig has not moved yet.
        QCOMPARE(g->pig(), Sector::Storm);
        QCOMPARE(g->phase(), Phase::ChooseTile);
        QVERIFY(g->chooseTile(0).ok()); // U/2: the icon acts only now -> Plague
        QCOMPARE(g->pig(), Sector::Plague);
        QCOMPARE(g->phase(), Phase::Plague);
        QCOMPARE(g->plaguePlayer(), 0);
        QVERIFY(g->removeFollower({1, -1}, FeatureKind::Tent, -1).ok());
        QCOMPARE(g->fortuneTellers(0), 0);
        QCOMPARE(g->phase(), Phase::Place);
    }
};

QTEST_GUILESS_MAIN(FortuneTellerTest)
#include "fortunetellertest.moc"
