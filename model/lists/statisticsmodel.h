// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of your games for QML (GamesModel::statistics): the figures of
// coach/gamestatistics.h, read from the store when the screen opens (refresh()), as lists a
// chart draws and a sentence says. Each stored game is replayed once for its figures, which
// the store keeps (GameStore::setFigures). Numbers only: the screen words them.
#pragma once

#include "gamefigures.h"
#include "gamestatistics.h"

#include <QHash>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class GamesModel;

class StatisticsModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StatisticsModel is provided by GameController.games.statistics")
    // The games with a seat of yours; of them, the ones analysed.
    Q_PROPERTY(int games READ games NOTIFY changed)
    Q_PROPERTY(int analysed READ analysed NOTIFY changed)
    // The months charted, oldest first, in the language's words ("Mar 2026", "май 2026").
    Q_PROPERTY(QStringList periods READ periods NOTIFY changed)
    // Against each computer level, easiest first: {level, name, games, wins, winPercent,
    // margin (mean, one decimal), periods: [{games, wins, winPercent, margin}] one per month}.
    Q_PROPERTY(QVariantList levels READ levels NOTIFY changed)
    // Where your points come from: {reason (a rules Reason), points, perGame (one decimal),
    // percent (of all your points, rounded)}, by reason; the tent only when it scored.
    Q_PROPERTY(QVariantList sources READ sources NOTIFY changed)
    Q_PROPERTY(int points READ points NOTIFY changed)
    // The Plague: the followers you gave back and the points they were worth then.
    Q_PROPERTY(int plagueFollowers READ plagueFollowers NOTIFY changed)
    Q_PROPERTY(int plagueLost READ plagueLost NOTIFY changed)
    // The mean points lost per decision (analysed games): all of them, and per month
    // [{games, meanLost}] (games 0: none analysed that month). Two decimals.
    Q_PROPERTY(double meanLost READ meanLost NOTIFY changed)
    Q_PROPERTY(QVariantList accuracy READ accuracy NOTIFY changed)

public:
    explicit StatisticsModel(GamesModel *games);

    int games() const { return m_stats.games; }
    int analysed() const { return m_stats.accuracy.games; }
    QStringList periods() const;
    QVariantList levels() const;
    QVariantList sources() const;
    int points() const;
    int plagueFollowers() const { return m_stats.plagueFollowers; }
    int plagueLost() const { return m_stats.plagueLost; }
    double meanLost() const;
    QVariantList accuracy() const;
    const GameStatistics &statistics() const { return m_stats; }

    // Reads the store again (the screen calls it when it opens).
    Q_INVOKABLE void refresh();
    // Forgets the figures read (another database).
    void forget();

    // A game's figures for QML, one map per player: {player, tiles, followers, wheel,
    // plagueFollowers, plague} (the end screen's row).
    static QVariantList figuresList(const GameFigures &figures);

Q_SIGNALS:
    void changed();

private:
    GamesModel *m_games;
    GameStatistics m_stats;
    QHash<qint64, GameFigures> m_figures; // by game id
    bool m_loaded = false; // the store's figures read
};

} // namespace fortuna::model
