// SPDX-License-Identifier: GPL-3.0-or-later
#include "bagmodel.h"

#include "convert.h"

#include "rules/catalogue.h"
#include "rules/game.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

BagModel::BagModel(QObject *parent)
    : RowModel({"tileId", "tileType", "icon", "count"}, parent) // in the order of Roles
{
}

void BagModel::update(const Game *game, bool fresh)
{
    std::vector<Game::BagCount> counts;
    if (game) {
        // Every kind of the tile set, then the counts of the bag (a kind may also come from an
        // explicit deck only).
        for (const TileRef t : Catalogue::instance().tileSet(game->options()))
            counts.push_back(Game::BagCount{t, 0});
        for (const Game::BagCount &c : game->bag())
            counts.push_back(c);
        std::stable_sort(counts.begin(), counts.end(), [](const Game::BagCount &a, const Game::BagCount &b) {
            return a.tile.type != b.tile.type ? a.tile.type < b.tile.type : a.tile.icon < b.tile.icon;
        });
    }
    QVector<Row> rows;
    int kinds = 0;
    for (size_t i = 0; i < counts.size();) {
        const TileRef tile = counts[i].tile;
        int count = 0;
        for (; i < counts.size() && counts[i].tile == tile; ++i)
            count += counts[i].count;
        const QString name = tileName(tile);
        Row row = makeRow(name.toLatin1());
        auto set = [&row](int role, QVariant v) {
            row.values[role - Qt::UserRole - 1] = std::move(v);
        };
        set(TileIdRole, name);
        set(TileTypeRole, tileTypeId(tile));
        set(IconRole, int(tile.icon));
        set(CountRole, count);
        rows.append(std::move(row));
        if (count > 0)
            ++kinds;
    }
    publish(std::move(rows), fresh);
    if (kinds != m_kindsLeft) {
        m_kindsLeft = kinds;
        Q_EMIT kindsLeftChanged();
    }
}

} // namespace fortuna::model
