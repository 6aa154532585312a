// SPDX-License-Identifier: GPL-3.0-or-later
// A person's rating (ai/rating.h): Glicko-2 on known results (Glickman's worked example), a
// period without games, the direction of an update, and the level suggested for an even game.
// And the levels' own ratings: fortuna-tournament's Bradley-Terry fit (bradleyterry.h) on
// results whose answer is known.
#include "ai/rating.h"
#include "ai/agent.h"
#include "bradleyterry.h"

#include <QTest>

#include <cmath>

using namespace fortuna::rules;
namespace ai = fortuna::ai;

class RatingTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // "Example of the Glicko-2 system" (Glickman, 2013): r 1500, RD 200, sigma 0.06, tau 0.5;
    // a win against 1400 (RD 30), losses against 1550 (RD 100) and 1700 (RD 300).
    void glickmansExample()
    {
        const ai::Rating before{1500, 200, 0.06};
        const std::vector<ai::RatedResult> games = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
        const ai::Rating after = ai::glickoUpdate(before, games, {0.5, 1e-6});
        QVERIFY2(std::fabs(after.rating - 1464.06) < 0.01, qPrintable(QString::number(after.rating, 'f', 4)));
        QVERIFY2(std::fabs(after.deviation - 151.52) < 0.01, qPrintable(QString::number(after.deviation, 'f', 4)));
        QVERIFY2(std::fabs(after.volatility - 0.05999) < 0.00001, qPrintable(QString::number(after.volatility, 'f', 6)));
    }

    // No game in a period: the rating stays, the deviation grows by the volatility.
    void periodWithoutGames()
    {
        const ai::Rating before{1500, 200, 0.06};
        const ai::Rating after = ai::glickoUpdate(before, {});
        QCOMPARE(after.rating, 1500.0);
        QVERIFY(std::fabs(after.deviation - std::sqrt(200.0 * 200.0 + (0.06 * 173.7178) * (0.06 * 173.7178))) < 1e-6);
        QCOMPARE(after.volatility, 0.06);
    }

    // A win raises the rating, a loss lowers it, a tie with an equal opponent moves it little;
    // every game narrows the deviation; an upset moves the rating more than an expected result.
    void updatesGoTheRightWay()
    {
        const ai::Rating start{1500, 350, 0.06};
        const ai::Rating won = ai::glickoUpdate(start, {{1500, 50, 1}});
        const ai::Rating lost = ai::glickoUpdate(start, {{1500, 50, 0}});
        const ai::Rating tied = ai::glickoUpdate(start, {{1500, 50, 0.5}});
        QVERIFY(won.rating > 1500 && lost.rating < 1500);
        QVERIFY(std::fabs(tied.rating - 1500) < 1e-6);
        QVERIFY(won.deviation < 350 && lost.deviation < 350);
        const ai::Rating upset = ai::glickoUpdate(start, {{1900, 50, 1}});
        const ai::Rating expected = ai::glickoUpdate(start, {{1100, 50, 1}});
        QVERIFY(upset.rating - 1500 > expected.rating - 1500);
        // Many games against one level converge near the rating where the result is expected.
        ai::Rating r{1500, 350, 0.06};
        for (int i = 0; i < 200; ++i)
            r = ai::glickoUpdate(r, {{1700, 30, i % 4 == 0 ? 1.0 : 0.0}}); // wins 1 in 4
        // 25 % against 1700: 1700 - 400 log10(3) = 1509.
        QVERIFY2(std::fabs(r.rating - 1509) < 60, qPrintable(QString::number(r.rating)));
        QVERIFY(r.deviation < 80);
    }

    void expectedScoreIsElo()
    {
        QCOMPARE(ai::expectedScore(1500, 1500), 0.5);
        QVERIFY(std::fabs(ai::expectedScore(1600, 1500) - 1.0 / (1.0 + std::pow(10.0, -0.25))) < 1e-4);
        // An uncertain opponent pulls the expectation toward one half.
        QVERIFY(ai::expectedScore(1700, 1500, 300) < ai::expectedScore(1700, 1500, 0));
    }

    void suggestsTheEvenLevel()
    {
        const std::vector<ai::RatedLevel> levels = {{"easy", 0, 10}, {"normal", 400, 10}, {"strong", 730, 20}};
        QCOMPARE(ai::suggestLevel(-300, levels), std::string_view("easy"));
        QCOMPARE(ai::suggestLevel(150, levels), std::string_view("easy"));
        QCOMPARE(ai::suggestLevel(250, levels), std::string_view("normal"));
        QCOMPARE(ai::suggestLevel(600, levels), std::string_view("strong"));
        QCOMPARE(ai::suggestLevel(2000, levels), std::string_view("strong"));
        QVERIFY(ai::suggestLevel(0, {}).empty());
        // On the ladder itself: each rung's own rating suggests that rung.
        std::vector<ai::RatedLevel> ladder;
        for (const ai::LadderLevel &l : ai::ladderLevels())
            ladder.push_back({l.level, l.rating, l.deviation});
        for (const ai::LadderLevel &l : ai::ladderLevels())
            QCOMPARE(ai::suggestLevel(l.rating, ladder), l.level);
    }

    // Scores of 64 % between neighbours are 100 points apart; one pair's fit is the logit of
    // its score; the anchor is 0; the bootstrap interval holds the fit and narrows with games.
    void bradleyTerryFit()
    {
        const auto games = [](int a, int b, int wins, int ties, int losses) {
            ai::PairGames p{a, b, {}};
            p.scores.insert(p.scores.end(), size_t(wins), 1.0);
            p.scores.insert(p.scores.end(), size_t(ties), 0.5);
            p.scores.insert(p.scores.end(), size_t(losses), 0.0);
            return p;
        };
        const double step = 400 * std::log10(0.64 / 0.36); // 99.9
        // Level 1 beats 0 and 2 beats 1 by 64 %, 2 beats 0 by the 76 % that 200 points give.
        const double p20 = 1 / (1 + std::pow(10.0, -2 * step / 400));
        const int w20 = int(std::lround(p20 * 1000));
        const std::vector<ai::PairGames> ladder = {games(1, 0, 640, 0, 360), games(2, 1, 640, 0, 360), games(2, 0, w20, 0, 1000 - w20)};
        const std::vector<double> r = ai::fitBradleyTerry(ladder, 3, 0);
        QCOMPARE(r[0], 0.0);
        QVERIFY2(std::fabs(r[1] - step) < 1.0, qPrintable(QString::number(r[1])));
        QVERIFY2(std::fabs(r[2] - 2 * step) < 1.0, qPrintable(QString::number(r[2])));
        // Another anchor shifts the scale only.
        const std::vector<double> shifted = ai::fitBradleyTerry(ladder, 3, 1);
        QVERIFY(std::fabs(shifted[2] - (r[2] - r[1])) < 1e-6);
        // One pair, ties as half a win: 60 + 20 / 2 of 100 = 70 %.
        const std::vector<double> one = ai::fitBradleyTerry({games(0, 1, 60, 20, 20)}, 2, 1);
        QVERIFY(std::fabs(one[0] - 400 * std::log10(0.7 / 0.3)) < 1.0);
        // 95 % intervals: around the fit, narrower with four times the games (about half).
        const std::vector<ai::RatingInterval> few = ai::rateLevels({games(1, 0, 64, 0, 36)}, 2, 0, 400, 3);
        const std::vector<ai::RatingInterval> many = ai::rateLevels({games(1, 0, 256, 0, 144)}, 2, 0, 400, 3);
        QVERIFY(few[1].low < few[1].rating && few[1].rating < few[1].high);
        QVERIFY(few[0].low == 0 && few[0].high == 0);
        const double wide = few[1].high - few[1].low, narrow = many[1].high - many[1].low;
        QVERIFY2(narrow < 0.65 * wide && narrow > 0.35 * wide, qPrintable(QStringLiteral("%1 %2").arg(wide).arg(narrow)));
        // About +-1.96 standard errors: 100 games at 64 % give about 140 points of width.
        QVERIFY2(wide > 110 && wide < 180, qPrintable(QString::number(wide)));
    }

    // A game of three or more players is split into the pairs of its players; the bootstrap
    // draws whole games for them (group), so that the pairs of one game vary together. Three
    // levels at one table, each game ranked 0 > 1 > 2 or 2 > 1 > 0 (64 games, 40 of the
    // first): the fit is the same, the interval of level 2 (anchor 0) wider than if the three
    // pairs' games were independent.
    void tablesOfMorePlayersResampleWholeGames()
    {
        std::vector<ai::PairGames> independent = {{0, 1, {}}, {1, 2, {}}, {0, 2, {}}};
        for (int k = 0; k < 64; ++k)
            for (ai::PairGames &p : independent)
                p.scores.push_back(k < 40 ? 1.0 : 0.0);
        std::vector<ai::PairGames> grouped = independent;
        for (ai::PairGames &p : grouped)
            p.group = 0;
        const std::vector<double> a = ai::fitBradleyTerry(independent, 3, 0), b = ai::fitBradleyTerry(grouped, 3, 0);
        for (size_t i = 0; i < 3; ++i)
            QCOMPARE(a[i], b[i]);
        const std::vector<ai::RatingInterval> alone = ai::rateLevels(independent, 3, 0, 400, 5);
        const std::vector<ai::RatingInterval> together = ai::rateLevels(grouped, 3, 0, 400, 5);
        const double wideAlone = alone[2].high - alone[2].low, wideTogether = together[2].high - together[2].low;
        QVERIFY(together[2].low < together[2].rating && together[2].rating < together[2].high);
        QVERIFY2(wideTogether > 1.3 * wideAlone, qPrintable(QStringLiteral("%1 grouped, %2 independent").arg(wideTogether).arg(wideAlone)));
    }
};

QTEST_GUILESS_MAIN(RatingTest)
#include "ratingtest.moc"
