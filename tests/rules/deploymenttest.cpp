// SPDX-License-Identifier: GPL-3.0-or-later
// Deployment legality is judged on the board as it is once the tile is down (rules.md §3.3):
// two features of the placed tile that reach one existing feature through different
// neighbours are one feature, so a follower anywhere in what they join makes all of it taken.
// Each scenario starts from tile D at (0,0) (no wheel board) and is laid out so that the
// feature chosen touches only free features directly: only the merge through the tile's
// other feature reaches the follower.
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

namespace
{

Options startFromD()
{
    return withOption(&Options::wheelAsStart, false);
}

QString refusal(const Game &g, const Deployment &d)
{
    return QString::fromStdString(g.checkDeployment(d).message);
}

bool offered(const Game &g, FeatureKind kind)
{
    for (const Deployment &d : g.legalDeployments()) {
        if (d.kind == Deployment::Kind::Feature && d.feature == kind)
            return true;
    }
    return false;
}

// The tile's local feature that a deployment names, on the tile in hand.
int localFeature(const Game &g, FeatureKind kind, int port)
{
    return localFeatureAt(Catalogue::instance().type(g.currentTile()), kind, port, g.pendingPlacement()->rotation);
}

// Fields. A at (1,0) and A at (0,1) (cloisters with a road end) make one farm F around D;
// E at (0,2) and E at (1,2) (cities joined), blue's farmer on (1,2)'s field G. U at (1,1)
// (road west-east): its north field touches only F; its south field touches F (through the
// west road end's south half) and G. Once laid, both fields, F and G are one farm.
std::optional<Game> fieldsGame(bool blueFarmer)
{
    auto g = makeGame({"A", "A", "E", "E", "U", "B"}, 2, startFromD());
    if (!g)
        return g;
    for (const QString &why : {play(*g, 1, 0, 90), play(*g, 0, 1, 270), play(*g, 0, 2, 90), play(*g, 1, 2, 270, blueFarmer ? on("field", "NNW") : none())}) {
        if (!why.isEmpty()) {
            qWarning("%s", qPrintable(why));
            return std::nullopt;
        }
    }
    return g;
}

// Roads. KR-CRrR at (1,0), V at (2,0) and V at (2,1) make one road R from (1,0)'s south edge
// round to (2,1)'s west edge; red's follower on the road of A at (1,2) (G, open to the north).
// IC-RrRr at (1,1) (its one copy shows wheel icon 1: the pig walks to Taxes, where no knight
// stands) has two roads: north-west touches only R; east-south touches R and G.
std::optional<Game> roadsGame(bool redOnG)
{
    auto g = makeGame({"KR-CRrR", "V", "V", "B", "A", "IC-RrRr/1", "B"}, 2, startFromD());
    if (!g)
        return g;
    for (const QString &why :
         {play(*g, 1, 0, 0), play(*g, 2, 0, 0), play(*g, 2, 1, 90), play(*g, 2, 2, 0), play(*g, 1, 2, 180, redOnG ? on("road", "N") : none())}) {
        if (!why.isEmpty()) {
            qWarning("%s", qPrintable(why));
            return std::nullopt;
        }
    }
    return g;
}

// Cities. P at (1,0), N at (2,0) and N at (2,1) make one city C from (1,0)'s south edge round
// to (2,1)'s west edge (blue's knight on (2,0) when asked). IC-CCC at (1,1) has three
// one-edged cities: north and east both reach C, so they close it as one city of 4 tiles.
std::optional<Game> citiesGame(bool blueKnight)
{
    auto g = makeGame({"P", "N", "N", "IC-CCC", "B"}, 2, startFromD());
    if (!g)
        return g;
    for (const QString &why : {play(*g, 1, 0, 180), play(*g, 2, 0, 270, blueKnight ? on("city", "S") : none()), play(*g, 2, 1, 0)}) {
        if (!why.isEmpty()) {
            qWarning("%s", qPrintable(why));
            return std::nullopt;
        }
    }
    return g;
}

} // namespace

class DeploymentTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoFieldsOfTheTileReachingOneFarmJoinItsFarmer()
    {
        auto g = fieldsGame(true);
        QVERIFY(g);
        QCOMPARE(g->currentPlayer(), 0);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        // The north field touches only the free farm F, yet is taken: the south field joins F to G.
        QCOMPARE(refusal(*g, on("field", "NNW")),
                 QStringLiteral("the field is already occupied once the tile is laid: it joins the field where player 2 has a follower at [1,2]"));
        // The refusal is typed: code and arguments, from which the UI builds its own sentence.
        const Status st = g->checkDeployment(on("field", "NNW"));
        QCOMPARE(st.code, Refusal::FeatureOccupied);
        QCOMPARE(st.args.feature, FeatureKind::Field);
        QCOMPARE(st.args.player, 1);
        QCOMPARE(st.args.other, (Pos{1, 2}));
        QCOMPARE(st.args.at, (Pos{1, 1}));
        QVERIFY(!g->checkDeployment(on("field", "ENE")).ok());
        QVERIFY(!g->checkDeployment(on("field", "SSE")).ok());
        QVERIFY(!offered(*g, FeatureKind::Field));
        QVERIFY(offered(*g, FeatureKind::Road));
        // The one function behind the engine, the AI and the GUI: both fields' bits.
        const uint32_t occupied = g->board().occupiedFeaturesAfterPlacing(g->currentTile(), *g->pendingPlacement());
        const int north = localFeature(*g, FeatureKind::Field, *portFromName("NNW"));
        const int south = localFeature(*g, FeatureKind::Field, *portFromName("SSE"));
        const int road = localFeature(*g, FeatureKind::Road, SideE);
        QVERIFY(north != south);
        QCOMPARE(occupied, (1u << north) | (1u << south));
        QVERIFY(!(occupied & (1u << road)));
        QCOMPARE(g->deploy(on("field", "NNW")).ok(), false);
        QCOMPARE(g->phase(), Phase::Deploy); // refused: nothing changed
        QVERIFY(g->deploy(on("road", "E")).ok());
    }

    void twoFieldsOfTheTileReachingOneFreeFarmMakeOneFreeFarm()
    {
        auto g = fieldsGame(false);
        QVERIFY(g);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        QCOMPARE(g->board().occupiedFeaturesAfterPlacing(g->currentTile(), *g->pendingPlacement()), 0u);
        QVERIFY(offered(*g, FeatureKind::Field));
        QVERIFY(g->deploy(on("field", "NNW")).ok());
        // Red's farmer stands in one farm with F, the tile's south field and G.
        const Board &b = g->board();
        const int u = b.cellIndexAt({1, 1});
        const int g12 = b.featureNode(b.cellIndexAt({1, 2}), FeatureKind::Field, *portFromName("NNW"));
        QCOMPARE(b.find(b.featureNode(u, FeatureKind::Field, *portFromName("NNW"))), b.find(g12));
        QCOMPARE(b.find(b.featureNode(u, FeatureKind::Field, *portFromName("SSE"))), b.find(g12));
        QCOMPARE(b.followersOn(g12, 0), 1);
    }

    void aFarmFreedByThePlagueIsFreeAgain()
    {
        // The plague takes a follower back with Board::removeFollower: after it, the farm that
        // the tile would join holds nobody, and the tile's fields are free.
        auto g = fieldsGame(true);
        QVERIFY(g);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        Board b = g->board();
        const int farmer = b.featureNode(b.cellIndexAt({1, 2}), FeatureKind::Field, *portFromName("NNW"));
        QCOMPARE(b.node(farmer).occupant, 1);
        QVERIFY(b.occupiedFeaturesAfterPlacing(g->currentTile(), *g->pendingPlacement()) != 0);
        b.removeFollower(farmer);
        QCOMPARE(b.occupiedFeaturesAfterPlacing(g->currentTile(), *g->pendingPlacement()), 0u);
        QCOMPARE(b.occupantAfterPlacing(g->currentTile(), *g->pendingPlacement(), localFeature(*g, FeatureKind::Field, 0)), -1);
    }

    void twoRoadsOfTheTileReachingOneRoadJoinItsFollower()
    {
        auto g = roadsGame(true);
        QVERIFY(g);
        QCOMPARE(g->currentPlayer(), 1);
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("IC-RrRr/1"));
        QVERIFY(g->place({{1, 1}, 0}).ok());
        // North-west touches R only; R is joined to G through the east-south road.
        for (const char *side : {"N", "W", "E", "S"}) {
            QCOMPARE(refusal(*g, on("road", side)),
                     QStringLiteral("the road is already occupied once the tile is laid: it joins the road where player 1 has a follower at [1,2]"));
        }
        QVERIFY(!offered(*g, FeatureKind::Road));
        QVERIFY(offered(*g, FeatureKind::Field));
        QVERIFY(g->deploy(on("field", "ESE")).ok());
        // Once laid, the two roads of the tile, R and G are one road with red's follower.
        const Board &b = g->board();
        const int t = b.cellIndexAt({1, 1});
        QCOMPARE(b.find(b.featureNode(t, FeatureKind::Road, SideN)), b.find(b.featureNode(t, FeatureKind::Road, SideE)));
        QCOMPARE(b.followersOn(b.featureNode(t, FeatureKind::Road, SideW), 0), 1);
    }

    void everyRefusalHasANameAndAText()
    {
        for (int i = 1; i < RefusalCount; ++i) {
            const Refusal code = Refusal(i);
            QCOMPARE(refusalFromName(refusalName(code)), std::optional<Refusal>(code));
            QVERIFY(!refusalText(code, RefusalArgs{}).empty());
            QVERIFY(!Status::refuse(code).ok());
        }
        QVERIFY(Status::success().ok());
        QCOMPARE(refusalFromName("no-such-refusal"), std::optional<Refusal>());
    }

    void twoRoadsOfTheTileReachingOneFreeRoadAreFree()
    {
        auto g = roadsGame(false);
        QVERIFY(g);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        QCOMPARE(g->board().occupiedFeaturesAfterPlacing(g->currentTile(), *g->pendingPlacement()), 0u);
        QVERIFY(g->deploy(on("road", "W")).ok());
        const Board &b = g->board();
        QCOMPARE(b.followersOn(b.featureNode(b.cellIndexAt({1, 2}), FeatureKind::Road, SideN), 1), 1);
    }

    void twoCityEdgesReachingOneTakenCityAreTaken()
    {
        auto g = citiesGame(true);
        QVERIFY(g);
        QCOMPARE(g->currentPlayer(), 1);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        const QString taken = QStringLiteral("the city is already occupied once the tile is laid: it joins the city where player 2 has a follower at [2,0]");
        QCOMPARE(refusal(*g, on("city", "N")), taken);
        QCOMPARE(refusal(*g, on("city", "E")), taken);
        QVERIFY(g->checkDeployment(on("city", "W")).ok()); // the third city is apart
        QVERIFY(g->deploy(on("city", "W")).ok());
        // North and east close C as one city: P, N, N and IC-CCC, no pennant: 8 for blue's knight.
        QCOMPARE(g->points(1, Reason::City), 8);
        QCOMPARE(g->points(0, Reason::City), 0);
        QCOMPARE(g->supply(1), 6); // the knight of C came home, the one on the west city stays
    }

    void twoCityEdgesReachingOneFreeCityCloseItAsOne()
    {
        auto g = citiesGame(false);
        QVERIFY(g);
        QVERIFY(g->place({{1, 1}, 0}).ok());
        QVERIFY(g->checkDeployment(on("city", "E")).ok());
        QVERIFY(g->deploy(on("city", "N")).ok());
        QCOMPARE(g->points(1, Reason::City), 8);
        QCOMPARE(g->supply(1), 7);
        const auto scores = entries(*g, LogKind::Score);
        QCOMPARE(int(scores.size()), 1);
        QCOMPARE(scores[0].tiles, 4);
    }
};

QTEST_GUILESS_MAIN(DeploymentTest)
#include "deploymenttest.moc"
