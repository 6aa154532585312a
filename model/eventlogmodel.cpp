// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventlogmodel.h"

#include "convert.h"

namespace fortuna::model {

using namespace fortuna::rules;

EventLogModel::EventLogModel(QObject *parent)
    : RowModel({"turn", "player", "kind", "sector", "sectorName", "moved", "feature", "tiles", "x", "y", "tileId", "points", "total"}, parent) // in the order of Roles
{
}

void EventLogModel::update(const Game *game, bool fresh)
{
    static const std::vector<LogEntry> empty;
    const std::vector<LogEntry> &log = game ? game->log() : empty;
    // Append-only: rebuild only rows not yet present (earlier entries never change).
    QVector<Row> rows;
    const int keep = fresh ? 0 : std::min(count(), int(log.size()));
    rows.reserve(int(log.size()));
    for (int i = 0; i < keep; ++i)
        rows.append(this->rows()[i]);
    for (int i = keep; i < int(log.size()); ++i) {
        const LogEntry &e = log[size_t(i)];
        Row row = makeRow(QByteArray::number(i));
        auto set = [&row](int role, QVariant v) { row.values[role - Qt::UserRole - 1] = std::move(v); };
        const bool wheel = e.kind == LogKind::Wheel || e.kind == LogKind::Crown;
        const bool hasFeature = e.kind == LogKind::Plague || e.kind == LogKind::Score || e.kind == LogKind::Final;
        const bool hasCell = hasFeature || e.kind == LogKind::Tent;
        const bool hasTile = e.kind == LogKind::Wheel || e.kind == LogKind::Discard;
        const QVariantList points = pointsOf(*game, e);
        int total = 0;
        for (const QVariant &p : points)
            total += p.toMap().value(QStringLiteral("points")).toInt();
        set(TurnRole, e.turn);
        set(PlayerRole, e.player);
        set(KindRole, int(e.kind));
        set(SectorRole, wheel ? int(e.sector) : -1);
        set(SectorNameRole, wheel ? sectorText(e.sector) : QString());
        set(MovedRole, e.kind == LogKind::Wheel ? e.moved : 0);
        set(FeatureRole, hasFeature ? int(e.feature) : -1);
        set(TilesRole, (e.kind == LogKind::Score || e.kind == LogKind::Final) ? e.tiles : 0);
        set(XRole, hasCell ? e.at.x : 0);
        set(YRole, hasCell ? e.at.y : 0);
        set(TileIdRole, hasTile ? tileName(e.tile) : QString());
        set(PointsRole, points);
        set(TotalRole, total);
        rows.append(std::move(row));
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
