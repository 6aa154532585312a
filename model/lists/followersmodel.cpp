// SPDX-License-Identifier: GPL-3.0-or-later
#include "followersmodel.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

FollowersModel::FollowersModel(QObject *parent)
    : RowModel({"player",
                "colorName",
                "x",
                "y",
                "feature",
                "port",
                "onCrown",
                "sector",
                "sectorName",
                "slot",
                "tileId",
                "rotation",
                "removable",
                "featureKind",
                "portIndex"},
               parent) // in the order of Roles
{
}

void FollowersModel::update(const Game *game, const QVector<Seat> &seats, bool fresh)
{
    QVector<Row> rows;
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
            const Color color = f.player >= 0 && f.player < seats.size() ? seats[f.player].color : Color(f.player % ColorCount);
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
                set(FeatureRole, QString());
                set(PortRole, QString());
                set(SectorRole, int(f.sector));
                set(SectorNameRole, sectorText(f.sector));
                set(SlotRole, f.slot);
                set(TileIdRole, QString());
                set(RotationRole, 0);
                set(RemovableRole, false);
                set(FeatureKindRole, -1);
                set(PortIndexRole, -1);
            } else {
                const int cellIndex = board.cellIndexAt(f.at);
                set(XRole, f.at.x);
                set(YRole, f.at.y);
                set(FeatureRole, featureText(f.feature));
                set(PortRole, portText(f.feature, f.port));
                set(SectorRole, -1);
                set(SectorNameRole, QString());
                set(SlotRole, -1);
                set(TileIdRole, cellIndex >= 0 ? tileName(board.cell(cellIndex).tile) : QString());
                set(RotationRole, cellIndex >= 0 ? int(board.cell(cellIndex).rotation) : 0);
                set(RemovableRole, isRemovable(f));
                set(FeatureKindRole, int(f.feature));
                set(PortIndexRole, f.port);
            }
            rows.append(std::move(row));
        }
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
