// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventlogmodel.h"

#include "convert.h"
#include "enums.h"

#include "record/record.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

namespace
{

// Entries that follow the placement of their turn: what the tile completed, the final scoring.
bool afterPlacement(LogKind kind)
{
    return kind == LogKind::Score || kind == LogKind::Tent || kind == LogKind::Final || kind == LogKind::GameEnd;
}

} // namespace

EventLogModel::EventLogModel(QObject *parent)
    : RowModel({"turn",
                "player",
                "kind",
                "sector",
                "sectorName",
                "moved",
                "feature",
                "tiles",
                "x",
                "y",
                "tileId",
                "points",
                "total",
                "rotation",
                "follower",
                "crown",
                "hasCell"},
               parent) // in the order of Roles
{
}

void EventLogModel::update(const Game *game, const std::vector<record::Turn> &turns, int turnCount, bool fresh)
{
    static const std::vector<LogEntry> empty;
    const std::vector<LogEntry> &log = game ? game->log() : empty;
    turnCount = game ? std::clamp(turnCount, 0, int(turns.size())) : 0;
    QVector<Row> rows;
    rows.reserve(int(log.size()) + 2 * turnCount);
    auto blank = [this](const QByteArray &key, int turn, int player, int kind) {
        Row row = makeRow(key);
        row.values[TurnRole - Qt::UserRole - 1] = turn;
        row.values[PlayerRole - Qt::UserRole - 1] = player;
        row.values[KindRole - Qt::UserRole - 1] = kind;
        row.values[SectorRole - Qt::UserRole - 1] = -1;
        row.values[SectorNameRole - Qt::UserRole - 1] = QString();
        row.values[MovedRole - Qt::UserRole - 1] = 0;
        row.values[FeatureRole - Qt::UserRole - 1] = -1;
        row.values[TilesRole - Qt::UserRole - 1] = 0;
        row.values[XRole - Qt::UserRole - 1] = 0;
        row.values[YRole - Qt::UserRole - 1] = 0;
        row.values[TileIdRole - Qt::UserRole - 1] = QString();
        row.values[PointsRole - Qt::UserRole - 1] = QVariantList();
        row.values[TotalRole - Qt::UserRole - 1] = 0;
        row.values[RotationRole - Qt::UserRole - 1] = 0;
        row.values[FollowerRole - Qt::UserRole - 1] = -1;
        row.values[CrownRole - Qt::UserRole - 1] = -1;
        row.values[HasCellRole - Qt::UserRole - 1] = false;
        return row;
    };
    auto set = [](Row &row, int role, QVariant v) {
        row.values[role - Qt::UserRole - 1] = std::move(v);
    };

    // The rows of record turn `k` (1-based): the Fortune Teller's choice, the tile laid.
    auto addTurn = [&](int k) {
        const record::Turn &t = turns[size_t(k - 1)];
        const int player = (k - 1) % game->playerCount();
        if (t.choose) {
            Row row = blank("c" + QByteArray::number(k), k, player, vocab::LogKindEnum::Choose);
            set(row, TileIdRole, tileName(*t.choose));
            rows.append(std::move(row));
        }
        if (!t.at)
            return;
        const int cell = game->board().cellIndexAt(*t.at);
        if (cell < 0)
            return;
        const Cell &c = game->board().cell(cell);
        Row row = blank("p" + QByteArray::number(k), k, player, vocab::LogKindEnum::Place);
        set(row, TileIdRole, tileName(c.tile));
        set(row, XRole, t.at->x);
        set(row, YRole, t.at->y);
        set(row, RotationRole, int(c.rotation));
        set(row, HasCellRole, true);
        if (t.follower.kind == Deployment::Kind::Feature)
            set(row, FollowerRole, int(t.follower.feature));
        else if (t.follower.kind == Deployment::Kind::Crown)
            set(row, CrownRole, int(t.follower.sector));
        rows.append(std::move(row));
    };

    int next = 1; // the next record turn to show
    for (int i = 0; i < int(log.size()); ++i) {
        const LogEntry &e = log[size_t(i)];
        while (next <= turnCount && (e.turn > next || (e.turn == next && afterPlacement(e.kind))))
            addTurn(next++);
        Row row = blank("e" + QByteArray::number(i), e.turn, e.player, int(e.kind));
        const bool wheel = e.kind == LogKind::Wheel || e.kind == LogKind::Crown;
        const bool hasFeature = e.kind == LogKind::Plague || e.kind == LogKind::Score || e.kind == LogKind::Final;
        const bool hasCell = hasFeature || e.kind == LogKind::Tent;
        const bool hasTile = e.kind == LogKind::Wheel || e.kind == LogKind::Discard;
        const QVariantList points = pointsOf(*game, e);
        int total = 0;
        for (const QVariant &p : points)
            total += p.toMap().value(QStringLiteral("points")).toInt();
        set(row, SectorRole, wheel ? int(e.sector) : -1);
        set(row, SectorNameRole, wheel ? sectorText(e.sector) : QString());
        set(row, MovedRole, e.kind == LogKind::Wheel ? e.moved : 0);
        set(row, FeatureRole, hasFeature ? int(e.feature) : -1);
        set(row, TilesRole, (e.kind == LogKind::Score || e.kind == LogKind::Final) ? e.tiles : 0);
        set(row, XRole, hasCell ? e.at.x : 0);
        set(row, YRole, hasCell ? e.at.y : 0);
        set(row, TileIdRole, hasTile ? tileName(e.tile) : QString());
        set(row, PointsRole, points);
        set(row, TotalRole, total);
        set(row, HasCellRole, hasCell);
        rows.append(std::move(row));
    }
    while (next <= turnCount)
        addTurn(next++);
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
