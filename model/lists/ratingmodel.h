// SPDX-License-Identifier: GPL-3.0-or-later
// "Your rating" for QML (GamesModel::rating): the person's rating from their games against
// the computer levels of the ladder (coach/ratinghistory.h), read from the store when a
// screen that shows it opens (refresh(): the list only, no record is replayed). Shown once
// MinimumGames such games are played; before, only how many more are needed. Numbers and
// level keys only, but the level's name: the screens word them.
#pragma once

#include "ratinghistory.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class GamesModel;

class RatingModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RatingModel is provided by GameController.games.rating")
    // The games that count (one seat yours, a computer level of the ladder among the
    // opponents), and how many more are needed before the rating is shown (0: it is).
    Q_PROPERTY(int games READ games NOTIFY changed)
    Q_PROPERTY(int needed READ needed NOTIFY changed)
    Q_PROPERTY(bool known READ known NOTIFY changed)
    // The rating now, on the ladder's scale (Easy 0), rounded; `margin`: twice the deviation,
    // rounded (the true rating is within rating ± margin 95 % of the time). 0 while unknown.
    Q_PROPERTY(int rating READ rating NOTIFY changed)
    Q_PROPERTY(int margin READ margin NOTIFY changed)
    // After each game that counts, the oldest first: {rating, margin}, rounded (the last
    // MaxHistory games); empty while unknown.
    Q_PROPERTY(QVariantList history READ history NOTIFY changed)
    // The ladder's level that gives an even game ("" while unknown), and its name.
    Q_PROPERTY(QString evenLevel READ evenLevel NOTIFY changed)
    Q_PROPERTY(QString evenLevelName READ evenLevelName NOTIFY changed)
    // The ladder for the scale's explanation: [{level, name, rating}], weakest first.
    Q_PROPERTY(QVariantList ladder READ ladder CONSTANT)

public:
    static constexpr int MinimumGames = 5;
    static constexpr int MaxHistory = 40;

    explicit RatingModel(GamesModel *games);

    int games() const { return int(m_history.size()); }
    int needed() const { return known() ? 0 : MinimumGames - games(); }
    bool known() const { return games() >= MinimumGames; }
    int rating() const;
    int margin() const;
    QVariantList history() const;
    QString evenLevel() const;
    QString evenLevelName() const;
    QVariantList ladder() const;

    // Reads the store again (the statistics and the setup call it when they open).
    Q_INVOKABLE void refresh();

Q_SIGNALS:
    void changed();

private:
    GamesModel *m_games;
    QList<RatingPoint> m_history;
};

} // namespace fortuna::model
