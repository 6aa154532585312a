// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/standings.h"

#include <algorithm>

namespace fortuna::rules
{

ScoreTimeline scoreTimeline(const Game &game)
{
    ScoreTimeline t;
    const int n = game.playerCount();
    const auto &log = game.log();
    const auto &points = game.logPoints();
    for (const LogEntry &e : log)
        t.turns = std::max(t.turns, e.turn);
    if (game.phase() != Phase::GameOver)
        t.turns = std::max(0, game.turn() - 1); // the turn in progress is not complete
    t.scores.assign(size_t(n), std::vector<int>(size_t(t.turns) + 1, 0));
    t.finals.assign(size_t(n), 0);
    for (const LogEntry &e : log) {
        if (e.kind == LogKind::Wheel)
            t.wheelTurns.push_back({e.turn, e.sector});
        for (uint32_t i = e.pointsBegin; i < e.pointsEnd && i < points.size(); ++i) {
            const PointsEntry &p = points[i];
            if (p.player < 0 || p.player >= n)
                continue;
            t.finals[size_t(p.player)] += p.points;
            if (e.kind == LogKind::Final || e.kind == LogKind::GameEnd)
                continue;
            for (int turn = std::max(e.turn, 0); turn <= t.turns; ++turn)
                t.scores[size_t(p.player)][size_t(turn)] += p.points;
        }
    }
    return t;
}

std::vector<int> ranking(const std::vector<int> &scores)
{
    std::vector<int> ranks(scores.size(), 1);
    for (size_t p = 0; p < scores.size(); ++p) {
        for (int other : scores) {
            if (other > scores[p])
                ++ranks[p];
        }
    }
    return ranks;
}

std::vector<int> ranking(const Game &game)
{
    std::vector<int> scores(size_t(std::max(0, game.playerCount())));
    for (size_t p = 0; p < scores.size(); ++p)
        scores[p] = game.score(int(p));
    return ranking(scores);
}

std::vector<int> winners(const Game &game)
{
    std::vector<int> first;
    if (game.phase() != Phase::GameOver)
        return first;
    const std::vector<int> ranks = ranking(game);
    for (size_t p = 0; p < ranks.size(); ++p) {
        if (ranks[p] == 1)
            first.push_back(int(p));
    }
    return first;
}

} // namespace fortuna::rules
