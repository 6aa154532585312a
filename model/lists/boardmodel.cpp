// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardmodel.h"

#include "convert.h"

#include "rules/game.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

BoardModel::BoardModel(QObject *parent)
    : RowModel({"x", "y", "tileId", "tileType", "icon", "rotation", "isWheel", "pending", "turn"}, parent) // in the order of Roles
{
}

void BoardModel::update(const Game *game, bool fresh)
{
    QVector<Row> rows;
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    if (game) {
        const Board &board = game->board();
        bool any = false;
        auto extend = [&](Pos p) {
            if (!any) {
                minX = maxX = p.x;
                minY = maxY = p.y;
                any = true;
                return;
            }
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        };
        rows.reserve(board.cellCount() + 1);
        auto addRow = [&](Pos pos, TileRef tile, int rotation, bool isPending) {
            Row row = makeRow(QByteArray::number(pos.x) + ',' + QByteArray::number(pos.y));
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            set(XRole, pos.x);
            set(YRole, pos.y);
            set(TileIdRole, tileName(tile));
            set(TileTypeRole, tileTypeId(tile));
            set(IconRole, int(tile.icon));
            set(RotationRole, rotation);
            set(IsWheelRole, false);
            set(PendingRole, isPending);
            set(TurnRole, int(rows.size()) + 1);
            rows.append(std::move(row));
        };
        for (int i = 0; i < board.cellCount(); ++i) {
            const Cell &cell = board.cell(i);
            extend(cell.pos);
            if (!cell.isWheel())
                addRow(cell.pos, cell.tile, int(cell.rotation), false);
        }
        // The tile laid this turn lies beside the engine's board until the follower decision.
        if (const std::optional<Placement> pending = game->pendingPlacement()) {
            extend(pending->pos);
            addRow(pending->pos, game->currentTile(), pending->rotation, true);
        }
    }
    QVariantMap last = rows.isEmpty() ? QVariantMap() : toMap(rows.last());
    const bool lastChanged = last != m_lastTile;
    m_lastTile = std::move(last);
    publish(std::move(rows), fresh);
    if (lastChanged)
        Q_EMIT lastTileChanged();
    if (minX != m_minX || minY != m_minY || maxX != m_maxX || maxY != m_maxY) {
        m_minX = minX;
        m_minY = minY;
        m_maxX = maxX;
        m_maxY = maxY;
        Q_EMIT extentChanged();
    }
}

} // namespace fortuna::model
