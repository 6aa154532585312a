// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics over your games (issue 45): from the rows of the store (files/gamestore.h) and
// each game's figures (coach/gamefigures.h, replayed from its record), what the statistics
// screen charts. Only the games with a seat of yours count; "you" is every seat played on this
// computer. By month of play (local time), the months that have games, the last twelve:
//  - against each computer level among the opponents: games, wins, the mean margin (your best
//    score less the best opponent's, so a win is positive and a loss negative);
//  - where your points come from: the points by scoring reason, all games summed;
//  - the points lost per decision, from the analysed games (the analysis summary: the sum of
//    your seats' `lost` over the sum of their `decisions`).
#pragma once

#include "gamefigures.h"
#include "gamestore.h"

#include <QDate>
#include <QList>
#include <QString>

#include <array>
#include <functional>

namespace fortuna::model
{

struct GameStatistics {
    static constexpr int MaxPeriods = 12;

    struct Tally {
        int games = 0;
        int wins = 0;
        int marginSum = 0;
        double meanMargin() const { return games ? double(marginSum) / games : 0.0; }
    };
    struct Level {
        QString level; // as stored ("easy", "normal"...)
        Tally all;
        QList<Tally> periods; // one per GameStatistics::periods
    };
    struct Accuracy {
        int games = 0; // analysed games of the period
        int decisions = 0;
        double lost = 0;
        double meanLost() const { return decisions ? lost / decisions : 0.0; }
    };

    int games = 0; // games with a seat of yours
    int scoredGames = 0; // of them, the ones whose record replayed (the points by source)
    QList<QDate> periods; // the first day of each month, oldest first
    QList<Level> levels; // easiest first
    std::array<int, rules::ReasonCount> points{}; // your points by rules::Reason
    int plagueLost = 0, plagueFollowers = 0;
    int tilesLaid = 0, followersUsed = 0;
    Accuracy accuracy; // every analysed game
    QList<Accuracy> accuracyPeriods; // one per period

    // The statistics of `games` (any order); `figures(game)` gives a game's figures.
    static GameStatistics of(const QList<GameStore::Game> &games, const std::function<GameFigures(const GameStore::Game &)> &figures);
};

} // namespace fortuna::model
