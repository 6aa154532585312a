// SPDX-License-Identifier: GPL-3.0-or-later
// "Your rating" from "Your games" (coach/ratinghistory.h): which games and opponents count,
// the order, the Glicko-2 update per game (checked against ai::glickoUpdate on the same
// results) and the level suggested for an even game.
#include "ratinghistory.h"
#include "ai/agent.h"
#include "ai/rating.h"
#include "gamesmodel.h"
#include "levelnames.h"
#include "ratingmodel.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace fortuna;
using namespace fortuna::model;

namespace
{

GameStore::Player person(int score, bool yours = true)
{
    return {QStringLiteral("Ana"), QStringLiteral("red"), QString(), yours, score};
}

GameStore::Player computer(const char *level, int score)
{
    return {QStringLiteral("Bot"), QStringLiteral("blue"), QString::fromLatin1(level), false, score};
}

GameStore::Game game(qint64 id, int day, QList<GameStore::Player> players)
{
    GameStore::Game g;
    g.id = id;
    g.playedAt = QDateTime::fromSecsSinceEpoch(1796040000 + qint64(day) * 86400); // late 2026, a day apart
    g.players = players;
    return g;
}

ai::RatedResult against(const char *level, double score)
{
    const ai::LadderLevel *l = ai::ladderLevel(level);
    return {l->rating, l->deviation, score};
}

} // namespace

class RatingHistoryTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void countsGamesAgainstRatedLevels()
    {
        const QList<GameStore::Game> games = {
            game(3, 3, {person(120), computer("normal", 100)}), // won against Normal (listed first, played last)
            game(1, 1, {person(80), computer("easy", 90), computer("strong", 140)}), // lost to both
            game(2, 2, {person(100), person(120, false)}), // a person only: not counted
            game(4, 2, {person(100), computer("strong:500", 90)}), // a budget, not a rung: not counted
            game(5, 2, {person(100, true), person(90, true), computer("easy", 80)}), // two seats yours: not counted
            game(6, 2, {person(100), computer("random", 20), computer("casual", 100)}), // random left out; a tie with Casual
        };
        const QList<RatingPoint> history = ratingHistory(games);
        QCOMPARE(history.size(), 3);
        QCOMPARE(history[0].gameId, qint64(1));
        QCOMPARE(history[1].gameId, qint64(6));
        QCOMPARE(history[2].gameId, qint64(3));
        // The same updates by hand: Normal's rating and 350 to start, one period per game.
        ai::Rating r{ai::ladderLevel("normal")->rating, 350, 0.06};
        r = ai::glickoUpdate(r, {against("easy", 0), against("strong", 0)});
        QCOMPARE(history[0].rating, r.rating);
        QCOMPARE(history[0].deviation, r.deviation);
        r = ai::glickoUpdate(r, {against("casual", 0.5)});
        QCOMPARE(history[1].rating, r.rating);
        r = ai::glickoUpdate(r, {against("normal", 1)});
        QCOMPARE(history[2].rating, r.rating);
        QCOMPARE(history[2].volatility, r.volatility);
        QVERIFY(history[0].deviation < 350);
    }

    void suggestsAnEvenLevel()
    {
        QCOMPARE(evenLevel(QList<RatingPoint>{}), QStringLiteral("normal")); // a new player
        const std::vector<ai::LadderLevel> &ladder = ai::ladderLevels();
        QCOMPARE(evenLevel(ladder.front().rating - 500), QString::fromLatin1(ladder.front().level.data()));
        QCOMPARE(evenLevel(ladder.back().rating + 500), QString::fromLatin1(ladder.back().level.data()));
        // Losing every game against Easy leads below Easy.
        QList<GameStore::Game> losses;
        for (int i = 1; i <= 20; ++i)
            losses.append(game(i, 1 + i % 28, {person(50), computer("easy", 100)}));
        const QList<RatingPoint> history = ratingHistory(losses);
        QCOMPARE(history.size(), 20);
        QVERIFY(history.last().rating < ai::ladderLevel("easy")->rating);
        const QString even = evenLevel(history);
        QVERIFY(even == QStringLiteral("novice") || even == QStringLiteral("beginner"));
    }

    // What the screens show (lists/ratingmodel.h), from games planted in a scratch store:
    // nothing but the games still needed before the fifth game, then the rating, its margin
    // (twice the deviation), its history and the level of an even game.
    void publishedRating()
    {
        QTemporaryDir dir;
        GamesModel games;
        games.setDatabasePath(dir.filePath(QStringLiteral("games.sqlite")));
        GameStore &store = games.store();
        QVERIFY(store.isOpen());
        RatingModel *rating = games.rating();
        rating->refresh();
        QCOMPARE(rating->games(), 0);
        QCOMPARE(rating->needed(), RatingModel::MinimumGames);
        QVERIFY(!rating->known());
        QVERIFY(rating->evenLevel().isEmpty());

        // Five games against Skilled, in order: won, won, lost, won, won (and a watched one).
        const bool wins[] = {true, true, false, true, true};
        ai::Rating r{ai::ladderLevel("normal")->rating, 350, 0.06};
        QList<ai::Rating> expected;
        for (int i = 0; i < 5; ++i) {
            GameStore::Game g = game(0, i, {person(wins[i] ? 100 : 60), computer("skilled", 80)});
            g.result = wins[i] ? GameStore::Result::Won : GameStore::Result::Lost;
            QVERIFY(store.add(g, QByteArray("planted ") + QByteArray::number(i)) > 0);
            r = ai::glickoUpdate(r, {against("skilled", wins[i] ? 1 : 0)});
            expected.append(r);
            if (i == 3) {
                rating->refresh();
                QCOMPARE(rating->games(), 4);
                QCOMPARE(rating->needed(), 1);
                QVERIFY(!rating->known());
                QCOMPARE(rating->rating(), 0);
                QVERIFY(rating->history().isEmpty());
                QVERIFY(rating->evenLevel().isEmpty());
            }
        }
        GameStore::Game watched = game(0, 9, {person(100, false), computer("easy", 80)});
        QVERIFY(store.add(watched, QByteArray("planted watched")) > 0);
        rating->refresh();
        QCOMPARE(rating->games(), 5);
        QCOMPARE(rating->needed(), 0);
        QVERIFY(rating->known());
        QCOMPARE(rating->rating(), int(std::lround(r.rating)));
        QCOMPARE(rating->margin(), int(std::lround(2 * r.deviation)));
        // four wins in five against Skilled (489): well above Normal's 402 now
        QVERIFY(rating->rating() > 489);
        const QVariantList history = rating->history();
        QCOMPARE(history.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(history[i].toMap().value(QStringLiteral("rating")).toInt(), int(std::lround(expected[i].rating)));
            QCOMPARE(history[i].toMap().value(QStringLiteral("margin")).toInt(), int(std::lround(2 * expected[i].deviation)));
        }
        QCOMPARE(rating->evenLevel(), evenLevel(r.rating));
        QCOMPARE(rating->evenLevelName(), computerLevelName(rating->evenLevel()));
        QCOMPARE(rating->ladder().size(), int(ai::ladderLevels().size()));
    }
};

QTEST_GUILESS_MAIN(RatingHistoryTest)
#include "ratinghistorytest.moc"
