// SPDX-License-Identifier: GPL-3.0-or-later
// "Your rating": the person's Glicko-2 rating (ai: rating.h) game after game, from the
// games of "Your games" (gamestore.h) against the rated computer levels (the ladder,
// ai::ladderLevels(): its measured ratings, Easy = 0), and the level that gives an
// even game. No QML here: the statistics screen shows it.
//
// A game counts when exactly one seat was yours and at least one opponent is a computer of
// the ladder: each such opponent is one result (your score above its score: a win, equal: a
// tie, below: a loss), the game one rating period. Other opponents (people, random, a
// computer with a budget such as "strong:500") and other games are left out. A new player
// starts at Normal's rating with a deviation of 350 (Glicko's "unknown").
#pragma once

#include "gamestore.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace fortuna::model
{

struct RatingPoint {
    qint64 gameId = 0;
    QDateTime playedAt;
    double rating = 0; // on the ladder's scale (Easy = 0)
    double deviation = 0; // the true rating is within about 2 deviations, 95 % of the time
    double volatility = 0;
};

// The rating after each counted game, the oldest first (`games` in any order).
QList<RatingPoint> ratingHistory(const QList<GameStore::Game> &games);

// The ladder level whose game is the most even for `rating` ("normal" for a new player).
QString evenLevel(const QList<RatingPoint> &history);
QString evenLevel(double rating);

} // namespace fortuna::model
