// SPDX-License-Identifier: GPL-3.0-or-later
#include "followersmodel.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

FollowersModel::FollowersModel(QObject *parent)
    : RowModel({"player", "colorName", "x", "y", "feature", "port", "onCrown", "sector", "sectorName", "slot", "tileId", "rotation", "removable"},
               parent) // in the order of Roles
{
}

void FollowersModel::update(const Game *game, const Seats &seats, bool fresh)
{
    QVector<Row> rows;
    m_followers.clear();
    if (game) {
        // The engine says which followers the plague player may give back.
        const std::vector<FollowerInfo> removable = game->phase() == Phase::Plague ? game->legalPlagueRemovals() : std::vector<FollowerInfo>{};
        const auto isRemovable = [&removable](const FollowerInfo &f) {
            return std::any_of(removable.begin(), removable.end(), [&f](const FollowerInfo &r) {
                return r.player == f.player && r.at == f.at && r.feature == f.feature && r.port == f.port && r.node == f.node;
            });
        };
        const Board &board = game->board();
        for (const FollowerInfo &f : game->followers()) {
            const Color color = f.player >= 0 && size_t(f.player) < seats.size() ? seats[size_t(f.player)].color : Color(f.player % ColorCount);
            QByteArray key;
            if (f.onCrown) {
                key = "crown/" + QByteArray::number(int(f.sector)) + '/' + QByteArray::number(f.slot);
            } else {
                key = "land/" + QByteArray::number(f.at.x) + ',' + QByteArray::number(f.at.y) + '/' + QByteArray::number(int(f.feature)) + '/'
                    + QByteArray::number(f.port) + '/' + QByteArray::number(f.player);
            }
            Row row = makeRow(key);
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            set(PlayerRole, f.player);
            set(ColorNameRole, colorText(color));
            set(OnCrownRole, f.onCrown);
            if (f.onCrown) {
                set(XRole, 0);
                set(YRole, 0);
                set(FeatureRole, -1);
                set(PortRole, -1);
                set(SectorRole, int(f.sector));
                set(SectorNameRole, sectorText(f.sector));
                set(SlotRole, f.slot);
                set(TileIdRole, QString());
                set(RotationRole, 0);
                set(RemovableRole, false);
            } else {
                const int cellIndex = board.cellIndexAt(f.at);
                set(XRole, f.at.x);
                set(YRole, f.at.y);
                set(FeatureRole, int(f.feature));
                set(PortRole, f.port);
                set(SectorRole, -1);
                set(SectorNameRole, QString());
                set(SlotRole, -1);
                set(TileIdRole, cellIndex >= 0 ? tileName(board.cell(cellIndex).tile) : QString());
                set(RotationRole, cellIndex >= 0 ? int(board.cell(cellIndex).rotation) : 0);
                set(RemovableRole, isRemovable(f));
            }
            rows.append(std::move(row));
            m_followers.push_back(f);
        }
    }
    publish(std::move(rows), fresh);
}

std::optional<FollowerInfo> FollowersModel::follower(int row) const
{
    if (row < 0 || size_t(row) >= m_followers.size())
        return std::nullopt;
    return m_followers[size_t(row)];
}

} // namespace fortuna::model
