// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestatistics.h"

#include "ai/agent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <climits>

namespace fortuna::model
{

namespace
{

// Random, then the ladder's levels, easiest first (Novice ... Master); any other one comes
// after them, by name.
int levelRank(const QString &level)
{
    if (level == QLatin1String("random"))
        return 0;
    const std::vector<ai::LadderLevel> &ladder = ai::ladderLevels();
    for (size_t i = 0; i < ladder.size(); ++i) {
        if (level == QLatin1String(ladder[i].level.data(), qsizetype(ladder[i].level.size())))
            return int(i) + 1;
    }
    return int(ladder.size()) + 1;
}

QDate monthOf(const GameStore::Game &g)
{
    const QDate d = g.playedAt.toLocalTime().date();
    return QDate(d.year(), d.month(), 1);
}

} // namespace

GameStatistics GameStatistics::of(const QList<GameStore::Game> &all, const std::function<GameFigures(const GameStore::Game &)> &figures)
{
    GameStatistics s;
    QList<const GameStore::Game *> games;
    for (const GameStore::Game &g : all) {
        if (g.result != GameStore::Result::None)
            games.append(&g);
    }
    std::stable_sort(games.begin(), games.end(), [](const GameStore::Game *a, const GameStore::Game *b) {
        return a->playedAt < b->playedAt;
    });
    s.games = int(games.size());
    for (const GameStore::Game *g : std::as_const(games)) {
        const QDate month = monthOf(*g);
        if (s.periods.isEmpty() || s.periods.constLast() != month)
            s.periods.append(month);
    }
    while (s.periods.size() > MaxPeriods)
        s.periods.removeFirst();
    s.accuracyPeriods.resize(s.periods.size());

    for (const GameStore::Game *g : std::as_const(games)) {
        const int period = int(s.periods.indexOf(monthOf(*g))); // -1: older than the chart
        // the margin: your best score less the best opponent's
        int yours = INT_MIN, theirs = INT_MIN;
        QStringList levels;
        QList<int> seats;
        for (int p = 0; p < g->players.size(); ++p) {
            const GameStore::Player &player = g->players.at(p);
            if (player.yours) {
                yours = std::max(yours, player.score);
                seats.append(p);
            } else {
                theirs = std::max(theirs, player.score);
                if (!player.level.isEmpty() && !levels.contains(player.level))
                    levels.append(player.level);
            }
        }
        const int margin = theirs == INT_MIN ? 0 : yours - theirs;
        for (const QString &level : std::as_const(levels)) {
            auto it = std::find_if(s.levels.begin(), s.levels.end(), [&level](const Level &l) {
                return l.level == level;
            });
            if (it == s.levels.end()) {
                s.levels.append(Level{level, {}, QList<Tally>(s.periods.size())});
                it = s.levels.end() - 1;
            }
            for (Tally *t : {&it->all, period >= 0 ? &it->periods[period] : nullptr}) {
                if (!t)
                    continue;
                ++t->games;
                t->wins += g->result == GameStore::Result::Won ? 1 : 0;
                t->marginSum += margin;
            }
        }

        const GameFigures f = figures(*g);
        if (f.ok) {
            ++s.scoredGames;
            for (int seat : std::as_const(seats)) {
                if (seat >= int(f.players.size()))
                    continue;
                const PlayerFigures &p = f.players[size_t(seat)];
                for (int r = 0; r < rules::ReasonCount; ++r)
                    s.points[size_t(r)] += p.points[size_t(r)];
                s.plagueLost += p.plagueLost;
                s.plagueFollowers += p.plagueFollowers;
                s.tilesLaid += p.tilesLaid;
                s.followersUsed += p.followersUsed;
            }
        }

        if (!g->analysis.isEmpty()) {
            Accuracy a;
            for (const QJsonValue &v : QJsonDocument::fromJson(g->analysis).array()) {
                const QJsonObject o = v.toObject();
                if (!seats.contains(o.value(QLatin1String("seat")).toInt(-1)))
                    continue;
                a.decisions += o.value(QLatin1String("decisions")).toInt();
                a.lost += o.value(QLatin1String("lost")).toDouble();
            }
            if (a.decisions > 0) {
                for (Accuracy *t : {&s.accuracy, period >= 0 ? &s.accuracyPeriods[period] : nullptr}) {
                    if (!t)
                        continue;
                    ++t->games;
                    t->decisions += a.decisions;
                    t->lost += a.lost;
                }
            }
        }
    }
    std::stable_sort(s.levels.begin(), s.levels.end(), [](const Level &a, const Level &b) {
        const int ra = levelRank(a.level), rb = levelRank(b.level);
        return ra != rb ? ra < rb : a.level < b.level;
    });
    return s;
}

} // namespace fortuna::model
