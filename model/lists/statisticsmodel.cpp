// SPDX-License-Identifier: GPL-3.0-or-later
#include "statisticsmodel.h"

#include "gamesmodel.h"

#include <QLocale>

#include <cmath>

namespace fortuna::model
{

namespace
{

double rounded(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

QVariantMap tallyMap(const GameStatistics::Tally &t)
{
    return {{QStringLiteral("games"), t.games},
            {QStringLiteral("wins"), t.wins},
            {QStringLiteral("winPercent"), t.games ? int(std::lround(100.0 * t.wins / t.games)) : 0},
            {QStringLiteral("margin"), rounded(t.meanMargin(), 1)}};
}

} // namespace

StatisticsModel::StatisticsModel(GamesModel *games)
    : QObject(games)
    , m_games(games)
{
}

void StatisticsModel::forget()
{
    m_figures.clear();
    m_loaded = false;
}

void StatisticsModel::refresh()
{
    GameStore &store = m_games->store();
    const QList<GameStore::Game> rows = store.isOpen() ? store.list() : QList<GameStore::Game>();
    if (!m_loaded && store.isOpen()) {
        // the figures worked out before, by this run or an earlier one
        const QHash<qint64, QByteArray> kept = store.figures();
        for (auto it = kept.constBegin(); it != kept.constEnd(); ++it) {
            if (const std::optional<GameFigures> f = figuresFromJson(it.value()))
                m_figures.insert(it.key(), *f);
        }
        m_loaded = true;
    }
    QList<qint64> fresh;
    m_stats = GameStatistics::of(rows, [this, &store, &fresh](const GameStore::Game &g) {
        auto it = m_figures.constFind(g.id);
        if (it != m_figures.constEnd())
            return *it;
        const GameFigures f = figuresOf(store.record(g.id).value_or(QByteArray()), store.draws(g.id));
        m_figures.insert(g.id, f);
        fresh.append(g.id);
        return f;
    });
    // kept for the next time (a thousand games are replayed once, not at each opening)
    if (!fresh.isEmpty()) {
        store.begin();
        for (qint64 id : std::as_const(fresh))
            store.setFigures(id, figuresJson(m_figures.value(id)));
        store.commit();
    }
    Q_EMIT changed();
}

QStringList StatisticsModel::periods() const
{
    QStringList out;
    // the month's own name ("май 2026", not the date's "мая")
    const QLocale locale;
    for (const QDate &d : m_stats.periods)
        out.append(locale.standaloneMonthName(d.month(), QLocale::ShortFormat) + QLatin1Char(' ') + QString::number(d.year()));
    return out;
}

QVariantList StatisticsModel::levels() const
{
    QVariantList out;
    for (const GameStatistics::Level &l : m_stats.levels) {
        QVariantMap m = tallyMap(l.all);
        m.insert(QStringLiteral("level"), l.level);
        m.insert(QStringLiteral("name"), GamesModel::levelText(l.level));
        QVariantList periods;
        for (const GameStatistics::Tally &t : l.periods)
            periods.append(tallyMap(t));
        m.insert(QStringLiteral("periods"), periods);
        out.append(m);
    }
    return out;
}

int StatisticsModel::points() const
{
    int sum = 0;
    for (int p : m_stats.points)
        sum += p;
    return sum;
}

QVariantList StatisticsModel::sources() const
{
    QVariantList out;
    const int total = points();
    for (int r = 0; r < rules::ReasonCount; ++r) {
        const int p = m_stats.points[size_t(r)];
        if (rules::Reason(r) == rules::Reason::Tent && p == 0)
            continue;
        out.append(QVariantMap{{QStringLiteral("reason"), r},
                               {QStringLiteral("points"), p},
                               {QStringLiteral("perGame"), m_stats.scoredGames ? rounded(double(p) / m_stats.scoredGames, 1) : 0.0},
                               {QStringLiteral("percent"), total > 0 ? int(std::lround(100.0 * p / total)) : 0}});
    }
    return out;
}

double StatisticsModel::meanLost() const
{
    return rounded(m_stats.accuracy.meanLost(), 2);
}

QVariantList StatisticsModel::accuracy() const
{
    QVariantList out;
    for (const GameStatistics::Accuracy &a : m_stats.accuracyPeriods)
        out.append(QVariantMap{{QStringLiteral("games"), a.games}, {QStringLiteral("meanLost"), rounded(a.meanLost(), 2)}});
    return out;
}

QVariantList StatisticsModel::figuresList(const GameFigures &figures)
{
    QVariantList out;
    for (size_t p = 0; p < figures.players.size(); ++p) {
        const PlayerFigures &f = figures.players[p];
        out.append(QVariantMap{{QStringLiteral("player"), int(p)},
                               {QStringLiteral("tiles"), f.tilesLaid},
                               {QStringLiteral("followers"), f.followersUsed},
                               {QStringLiteral("wheel"), f.wheelPoints},
                               {QStringLiteral("plagueFollowers"), f.plagueFollowers},
                               {QStringLiteral("plague"), f.plagueLost}});
    }
    return out;
}

} // namespace fortuna::model
