// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuetypes.h"

#include "rules/standings.h"

namespace fortuna::model
{

namespace
{

void appendPoints(QList<PointsLine> &out, const rules::Game &game, const rules::LogEntry &entry)
{
    const auto &points = game.logPoints();
    for (uint32_t i = entry.pointsBegin; i < entry.pointsEnd && i < points.size(); ++i) {
        const rules::PointsEntry &p = points[i];
        out.append(PointsLine{p.player, p.points, int(p.reason)});
    }
}

} // namespace

WheelEvent WheelEvent::at(const rules::Game &game, int logIndex)
{
    const auto &log = game.log();
    const rules::LogEntry &e = log[size_t(logIndex)];
    WheelEvent w;
    w.logIndex = logIndex;
    w.turn = e.turn;
    w.player = e.player;
    w.tileId = tileName(e.tile);
    w.moved = e.moved;
    w.sector = int(e.sector);
    appendPoints(w.points, game, e);
    for (size_t i = size_t(logIndex) + 1; i < log.size(); ++i) {
        const rules::LogEntry &next = log[i];
        if (next.kind == rules::LogKind::Plague) {
            w.removals.append(PlagueRemoval{next.player, next.at.x, next.at.y, int(next.feature)});
            continue;
        }
        if (next.kind == rules::LogKind::Crown && next.sector == e.sector)
            appendPoints(w.points, game, next);
        break;
    }
    for (const PointsLine &p : std::as_const(w.points))
        w.total += p.points;
    return w;
}

QList<int> ScoreHistory::reasonsOf(const rules::Options &options)
{
    QList<int> all;
    for (int r = 0; r < rules::ReasonCount; ++r) {
        if (r == int(rules::Reason::Tent) && !options.fortuneTeller)
            continue;
        all.append(r);
    }
    return all;
}

ScoreHistory ScoreHistory::of(const rules::Game &game, const Seats &seats)
{
    const rules::ScoreTimeline timeline = rules::scoreTimeline(game);
    ScoreHistory h;
    h.valid = true;
    h.turns = timeline.turns;
    h.reasons = reasonsOf(game.options());
    for (const rules::ScoreTimeline::WheelTurn &w : timeline.wheelTurns)
        h.wheelTurns.append(WheelTurn{w.turn, int(w.sector)});
    for (size_t p = 0; p < timeline.scores.size(); ++p) {
        ScoreSeries s;
        s.player = int(p);
        const record::PlayerInfo seat = seatAt(seats, int(p));
        s.name = seatName(seat.name);
        s.color = int(seat.color);
        for (int score : timeline.scores[p])
            s.scores.append(score);
        s.finalScore = timeline.finals[p];
        for (int r = 0; r < rules::ReasonCount; ++r)
            s.breakdown.append(game.points(int(p), rules::Reason(r)));
        h.players.append(s);
    }
    return h;
}

} // namespace fortuna::model
