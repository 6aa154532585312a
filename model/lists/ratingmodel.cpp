// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratingmodel.h"

#include "ai/agent.h"
#include "gamesmodel.h"
#include "levelnames.h"

#include <cmath>

namespace fortuna::model
{

RatingModel::RatingModel(GamesModel *games)
    : QObject(games)
    , m_games(games)
{
}

void RatingModel::refresh()
{
    GameStore &store = m_games->store();
    m_history = store.isOpen() ? ratingHistory(store.list()) : QList<RatingPoint>();
    Q_EMIT changed();
}

int RatingModel::rating() const
{
    return known() ? int(std::lround(m_history.last().rating)) : 0;
}

int RatingModel::margin() const
{
    return known() ? int(std::lround(2 * m_history.last().deviation)) : 0;
}

QVariantList RatingModel::history() const
{
    QVariantList out;
    if (!known())
        return out;
    for (qsizetype i = std::max<qsizetype>(0, m_history.size() - MaxHistory); i < m_history.size(); ++i) {
        const RatingPoint &p = m_history[i];
        out.append(QVariantMap{{QStringLiteral("rating"), int(std::lround(p.rating))}, {QStringLiteral("margin"), int(std::lround(2 * p.deviation))}});
    }
    return out;
}

QString RatingModel::evenLevel() const
{
    return known() ? model::evenLevel(m_history) : QString();
}

QString RatingModel::evenLevelName() const
{
    const QString level = evenLevel();
    return level.isEmpty() ? QString() : computerLevelName(level);
}

QVariantList RatingModel::ladder() const
{
    QVariantList out;
    for (const ai::LadderLevel &l : ai::ladderLevels()) {
        const QString level = QString::fromLatin1(l.level.data(), qsizetype(l.level.size()));
        out.append(QVariantMap{{QStringLiteral("level"), level},
                               {QStringLiteral("name"), computerLevelName(level)},
                               {QStringLiteral("rating"), int(std::lround(l.rating))}});
    }
    return out;
}

} // namespace fortuna::model
