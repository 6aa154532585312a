// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawntilesmodel.h"

#include "convert.h"

namespace fortuna::model
{

using namespace fortuna::rules;

DrawnTilesModel::DrawnTilesModel(QObject *parent)
    : RowModel({"tileId", "tileType", "icon", "placeable", "index"}, parent) // in the order of Roles
{
}

void DrawnTilesModel::update(const Game *game, bool fresh)
{
    QVector<Row> rows;
    if (game && game->phase() == Phase::ChooseTile) {
        const auto &drawn = game->drawnTiles();
        for (int i = 0; i < int(drawn.size()); ++i) {
            const TileRef tile = drawn[size_t(i)];
            // Keyed by turn, position and tile, so that a new draw replaces the rows.
            Row row = makeRow(QByteArray::number(game->turn()) + '/' + QByteArray::number(i) + '/' + tileName(tile).toLatin1());
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            set(TileIdRole, tileName(tile));
            set(TileTypeRole, tileTypeId(tile));
            set(IconRole, int(tile.icon));
            set(PlaceableRole, game->drawnPlaceable(i));
            set(IndexRole, i);
            rows.append(std::move(row));
        }
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
