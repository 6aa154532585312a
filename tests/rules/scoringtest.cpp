// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring during play and at the end (rules.md §3.2-3.3).
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

class ScoringTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void farmTieScoresBoth()
    {
        // The farm of fields C and A (joined around road r1) touches c1, closed by E.
        auto g = makeGame({"E", "B", "B", "B", "A"});
        PLAY(*g, 0, -1, 180, on("field", "NNW")); // red farmer on E's field
        PLAY(*g, 4, 0, 0, on("field", "NNE")); // blue farmer on field A
        PLAY(*g, -1, 0, 0, none());
        PLAY(*g, 1, -1, 0, none());
        PLAY(*g, 2, -1, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(g->points(0, Reason::Farm), 3);
        QCOMPARE(g->points(1, Reason::Farm), 3);
        QCOMPARE(g->supply(0), 7);
        QCOMPARE(g->supply(1), 7);
    }

    void farmCountsEachCityOnce()
    {
        // The farm of C and A (joined around r1) touches c1 twice (through C and through E's
        // field) and c2 once: two completed cities, 6 points, not 9.
        auto g = makeGame({"E", "E", "B", "A", "B"});
        PLAY(*g, 0, -1, 180, none()); // closes c1
        PLAY(*g, 4, 2, 270, none()); // closes c2
        PLAY(*g, -1, 0, 0, on("field", "ENE")); // red farmer on field C
        PLAY(*g, 2, -1, 0, none()); // joins C and A
        PLAY(*g, 1, -1, 0, none()); // joins E's field too
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(g->points(0, Reason::Farm), 6);
    }

    void incompleteFeaturesAtTheEnd()
    {
        // An open city with a pennant (F) and an open road: 1 per tile + 1 per pennant.
        auto g = makeGame({"F", "U", "B"});
        PLAY(*g, 1, -1, 0, on("city", "E"));
        PLAY(*g, 3, 4, 90, on("road", "N")); // continues r2
        PLAY(*g, 1, -2, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(g->points(0, Reason::City), 2); // 1 tile + 1 pennant
        QCOMPARE(g->points(1, Reason::Road), 2); // r1 + U
        QCOMPARE(g->supply(0), 7);
        QCOMPARE(g->supply(1), 7);
    }

    void completedCityWithPennantsAndTie()
    {
        // Two separate knights (red, blue) joined into one city that is then closed: both score.
        auto g = makeGame({"F", "F", "B", "E", "T", "I", "E"});
        PLAY(*g, 1, -1, 0, on("city", "E"));
        PLAY(*g, 3, -1, 0, on("city", "W"));
        PLAY(*g, 3, -2, 0, none());
        PLAY(*g, 2, -2, 180, none());
        PLAY(*g, 2, -1, 0, none());
        PLAY(*g, 0, -1, 180, none()); // I: one cap closes c1, the other F's west end
        PLAY(*g, 4, -1, 270, none()); // and this one the east end
        // F T F E + 2 caps = 6 tiles, 2 pennants: 2*6 + 2*2 = 16 each.
        QCOMPARE(g->points(0, Reason::City), 16);
        QCOMPARE(g->points(1, Reason::City), 16);
    }
};

QTEST_GUILESS_MAIN(ScoringTest)
#include "scoringtest.moc"
