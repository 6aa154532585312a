// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratinghistory.h"

#include "ai/agent.h"
#include "ai/rating.h"

#include <algorithm>
#include <vector>

namespace fortuna::model
{

namespace
{

ai::Rating newPlayer()
{
    const ai::LadderLevel *normal = ai::ladderLevel("normal");
    return {normal ? normal->rating : 0.0, 350, 0.06};
}

} // namespace

QList<RatingPoint> ratingHistory(const QList<GameStore::Game> &games)
{
    QList<GameStore::Game> sorted = games;
    std::stable_sort(sorted.begin(), sorted.end(), [](const GameStore::Game &a, const GameStore::Game &b) {
        return a.playedAt < b.playedAt || (a.playedAt == b.playedAt && a.id < b.id);
    });
    QList<RatingPoint> history;
    ai::Rating rating = newPlayer();
    for (const GameStore::Game &g : sorted) {
        const auto yours = std::count_if(g.players.begin(), g.players.end(), [](const GameStore::Player &p) {
            return p.yours;
        });
        if (yours != 1)
            continue;
        const auto me = std::find_if(g.players.begin(), g.players.end(), [](const GameStore::Player &p) {
            return p.yours;
        });
        std::vector<ai::RatedResult> results;
        for (const GameStore::Player &p : g.players) {
            if (p.yours || p.level.isEmpty())
                continue;
            const ai::LadderLevel *level = ai::ladderLevel(p.level.toStdString());
            if (!level)
                continue;
            const double score = me->score > p.score ? 1.0 : me->score == p.score ? 0.5 : 0.0;
            results.push_back({level->rating, level->deviation, score});
        }
        if (results.empty())
            continue;
        rating = ai::glickoUpdate(rating, results);
        history.append({g.id, g.playedAt, rating.rating, rating.deviation, rating.volatility});
    }
    return history;
}

QString evenLevel(double rating)
{
    std::vector<ai::RatedLevel> levels;
    for (const ai::LadderLevel &l : ai::ladderLevels())
        levels.push_back({l.level, l.rating, l.deviation});
    const std::string_view best = ai::suggestLevel(rating, levels);
    return QString::fromLatin1(best.data(), qsizetype(best.size()));
}

QString evenLevel(const QList<RatingPoint> &history)
{
    return evenLevel(history.isEmpty() ? newPlayer().rating : history.last().rating);
}

} // namespace fortuna::model
