// SPDX-License-Identifier: GPL-3.0-or-later
// Standings from the log: score timeline, ranking with shared places, winners.
#include "rules/standings.h"
#include "rules/randomplayer.h"
#include "scenario.h"
#include "support/qtplay.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;
using namespace fortuna::testing;

class StandingsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rankingSharesPlaces()
    {
        QCOMPARE(ranking(std::vector<int>{9, 12, 12, 4}), (std::vector<int>{3, 1, 1, 4}));
        QCOMPARE(ranking(std::vector<int>{0, 0}), (std::vector<int>{1, 1}));
        QCOMPARE(ranking(std::vector<int>{5, 7, 6}), (std::vector<int>{3, 1, 2}));
        QVERIFY(ranking(std::vector<int>{}).empty());
    }

    void tiedWinnersShareFirstPlace()
    {
        // farmTieScoresBoth (scoringtest): both farmers score the same farm, 3 points each.
        auto g = makeGame({"E", "B", "B", "B", "A"});
        PLAY(*g, 0, -1, 180, on("field", "NNW"));
        QVERIFY(winners(*g).empty()); // not over yet
        PLAY(*g, 4, 0, 0, on("field", "NNE"));
        PLAY(*g, -1, 0, 0, none());
        PLAY(*g, 1, -1, 0, none());
        PLAY(*g, 2, -1, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(g->score(0), 3);
        QCOMPARE(g->score(1), 3);
        QCOMPARE(ranking(*g), (std::vector<int>{1, 1}));
        QCOMPARE(winners(*g), (std::vector<int>{0, 1}));
    }

    void timelineSeparatesFinalScoring()
    {
        // farmCountsEachCityOnce: nothing scores during play, the farm gives red 6 at the end.
        auto g = makeGame({"E", "E", "B", "A", "B"});
        PLAY(*g, 0, -1, 180, none());
        PLAY(*g, 4, 2, 270, none());
        {
            const ScoreTimeline t = scoreTimeline(*g);
            QCOMPARE(t.turns, g->turn() - 1); // the turn in progress is not counted
            QCOMPARE(t.scores.size(), size_t(2));
            QCOMPARE(t.scores[0].size(), size_t(t.turns) + 1);
            QCOMPARE(t.finals, (std::vector<int>{0, 0}));
        }
        PLAY(*g, -1, 0, 0, on("field", "ENE"));
        PLAY(*g, 2, -1, 0, none());
        PLAY(*g, 1, -1, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        const ScoreTimeline t = scoreTimeline(*g);
        QCOMPARE(t.turns, g->turn());
        QCOMPARE(t.finals, (std::vector<int>{6, 0}));
        QCOMPARE(t.scores[0], std::vector<int>(size_t(t.turns) + 1, 0));
        QCOMPARE(t.scores[1], std::vector<int>(size_t(t.turns) + 1, 0));
        QCOMPARE(ranking(*g), (std::vector<int>{1, 2}));
        QCOMPARE(winners(*g), (std::vector<int>{0}));
    }

    void timelineAgreesWithTheScoresOfWholeGames()
    {
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            Setup s;
            s.players = 2 + int(seed % 4);
            s.seed = seed;
            std::optional<Game> g = Game::create(s);
            QVERIFY(g);
            RandomPlayer player(seed * 7);
            int wheels = 0;
            Play play = checkedPlay();
            play.after = [](const Step &step) {
                const ScoreTimeline t = scoreTimeline(step.game);
                for (int p = 0; p < step.game.playerCount(); ++p) {
                    // During play every point is in the last complete turn or the one in progress.
                    QVERIFY(t.scores[size_t(p)][size_t(t.turns)] <= step.game.score(p));
                    QCOMPARE(t.finals[size_t(p)], step.game.score(p));
                }
            };
            const Played played = playToEnd(*g, everySeat(player), play);
            QVERIFY2(played.ok(), played.failure.c_str());
            for (const LogEntry &e : g->log())
                wheels += e.kind == LogKind::Wheel ? 1 : 0;
            const ScoreTimeline t = scoreTimeline(*g);
            QCOMPARE(int(t.wheelTurns.size()), wheels);
            int finalPoints = 0;
            for (const LogEntry &e : g->log()) {
                if (e.kind == LogKind::Final || e.kind == LogKind::GameEnd) {
                    for (uint32_t i = e.pointsBegin; i < e.pointsEnd; ++i)
                        finalPoints += g->logPoints()[i].points;
                }
            }
            int total = 0;
            for (int p = 0; p < g->playerCount(); ++p) {
                QCOMPARE(t.finals[size_t(p)], g->score(p));
                for (int turn = 1; turn <= t.turns; ++turn)
                    QVERIFY(t.scores[size_t(p)][size_t(turn)] >= t.scores[size_t(p)][size_t(turn) - 1]);
                total += g->score(p) - t.scores[size_t(p)][size_t(t.turns)];
            }
            QCOMPARE(total, finalPoints); // what the timeline leaves out is exactly final scoring
            const std::vector<int> first = winners(*g);
            QVERIFY(!first.empty());
            for (int p = 0; p < g->playerCount(); ++p)
                QCOMPARE(std::count(first.begin(), first.end(), p) == 1, ranking(*g)[size_t(p)] == 1);
        }
    }
};

QTEST_GUILESS_MAIN(StandingsTest)
#include "standingstest.moc"
