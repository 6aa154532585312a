// SPDX-License-Identifier: GPL-3.0-or-later
// Placement legality and the features of the wheel board's rim (rules.md §3.2, §5).
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

class BoardTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wheelBoardFillsSixteenCells()
    {
        const Board b(true);
        QCOMPARE(b.cellCount(), 16);
        QVERIFY(b.filled({0, 0}));
        QVERIFY(b.filled({3, 3}));
        QVERIFY(!b.filled({4, 0}));
        // 16 rim slots face 16 empty cells.
        QCOMPARE(b.frontierSize(), 16);
    }

    void illegalPlacementsNameTheReason()
    {
        auto g = makeGame({"U/2", "B"});
        QVERIFY(g);
        QCOMPARE(g->phase(), Phase::Place);
        QCOMPARE(tileName(g->currentTile()), QStringLiteral("U/2"));
        // (0,0) is the wheel board.
        QCOMPARE(QString::fromStdString(g->place({{0, 0}, 0}).message), QStringLiteral("tile U/2 does not fit at [0,0] rotation 0: the cell is already taken"));
        QCOMPARE(QString::fromStdString(g->place({{9, 9}, 0}).message),
                 QStringLiteral("tile U/2 does not fit at [9,9] rotation 0: it does not touch any placed tile"));
        // West of (0,0) the rim is field C; U at rotation 0 has its road on the east edge.
        QCOMPARE(QString::fromStdString(g->place({{-1, 0}, 0}).message),
                 QStringLiteral("tile U/2 does not fit at [-1,0] rotation 0: road meets field on its east edge"));
        // North of (0,0) is city c1.
        QCOMPARE(QString::fromStdString(g->place({{0, -1}, 1}).message),
                 QStringLiteral("tile U/2 does not fit at [0,-1] rotation 90: road meets city on its south edge"));
        QCOMPARE(g->phase(), Phase::Place); // nothing changed
        QVERIFY(g->place({{2, -1}, 1}).ok());
        QCOMPARE(g->phase(), Phase::Deploy);
        QVERIFY(g->undoPlacement().ok());
        QCOMPARE(g->phase(), Phase::Place);
        QVERIFY(g->place({{2, -1}, 1}).ok());
    }

    void legalPlacementsAreExactlyTheFittingOnes()
    {
        auto g = makeGame({"X/1", "B"});
        // X (four road ends) fits only where a road leaves the wheel: north of (2,0), south of
        // (3,3), west of (0,1); in all four rotations each.
        const auto legal = g->legalPlacements();
        QCOMPARE(int(legal.size()), 12);
        for (const Placement &p : legal)
            QVERIFY(g->board().fits(g->currentTile(), p));
    }

    void roadEndingAtTheWheelRimScoresItsCells()
    {
        auto g = makeGame({"U", "B", "A"});
        PLAY(*g, 2, -1, 90, on("road", "N")); // red on a road that starts at the wheel rim
        PLAY(*g, 4, 0, 0, none());
        PLAY(*g, 2, -2, 0, none()); // cloister A ends the road: r1 + U + A = 3 tiles
        QCOMPARE(g->points(0, Reason::Road), 3);
        QCOMPARE(g->supply(0), 7);
        const auto scores = entries(*g, LogKind::Score);
        QCOMPARE(int(scores.size()), 1);
        QCOMPARE(scores[0].tiles, 3);
    }

    void cityClosedAgainstTheWheelCity()
    {
        // E turned 180 degrees closes city c1 at (0,0): 2 tiles, no pennant = 4 points.
        auto g = makeGame({"E", "B"});
        PLAY(*g, 0, -1, 180, on("city", "S"));
        QCOMPARE(g->points(0, Reason::City), 4);
        QCOMPARE(g->supply(0), 7);
    }

    void twoEdgedWheelCityNeedsTwoTiles()
    {
        // c3 on cell (0,3) is open to the south and the west.
        auto g = makeGame({"E", "E", "B"});
        PLAY(*g, 0, 4, 0, on("city", "N"));
        QCOMPARE(g->points(0, Reason::City), 0);
        PLAY(*g, -1, 3, 90, none());
        QCOMPARE(g->points(0, Reason::City), 6); // c3 + two caps: 3 tiles x 2
        QCOMPARE(g->points(1, Reason::City), 0);
    }

    void cloisterBesideTheWheelCountsWheelCells()
    {
        auto g = makeGame({"B", "B"});
        PLAY(*g, -1, 2, 0, on("cloister"));
        PLAY(*g, -2, 2, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        // Neighbours filled: (0,1) (0,2) (0,3) of the wheel and (-2,2): 1 + 4.
        QCOMPARE(g->points(0, Reason::Cloister), 5);
    }

    void takenFeatureIsRefused()
    {
        auto g = makeGame({"U", "U", "B"});
        PLAY(*g, 2, -1, 90, on("road", "S"));
        QVERIFY(g->place({{2, -2}, 1}).ok());
        QCOMPARE(QString::fromStdString(g->deploy(on("road", "N")).message),
                 QStringLiteral("the road is already occupied once the tile is laid: it joins the road where player 1 has a follower at [2,-1]"));
        QCOMPARE(QString::fromStdString(g->deploy(on("city", "N")).message), QStringLiteral("the placed tile has no city there"));
        // The fields beside the road are free.
        QVERIFY(g->deploy(on("field", "WNW")).ok());
    }

    void withoutTheWheelTheGameStartsFromD()
    {
        Options o;
        o.wheelAsStart = false;
        auto g = makeGame({"U", "B"}, 2, o);
        QVERIFY(g);
        QCOMPARE(g->board().cellCount(), 1);
        const Cell &start = g->board().cell(0);
        QCOMPARE(start.pos, (Pos{0, 0}));
        QCOMPARE(tileName(start.tile), QStringLiteral("D"));
        QCOMPARE(packedEdge(start.packedEdges, SideN), EdgeType::City);
        // U continues D's road to the east.
        PLAY(*g, 1, 0, 0, none());
    }
};

QTEST_GUILESS_MAIN(BoardTest)
#include "boardtest.moc"
