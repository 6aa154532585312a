// SPDX-License-Identifier: GPL-3.0-or-later
// Every follower on the board: on land (tile, feature, port) or on a crown space. In the
// Plague phase GameController.removeFollower(row) gives a removable one back.
#pragma once

#include "convert.h"
#include "rowmodel.h"

#include "rules/game.h"

#include <optional>
#include <vector>

namespace fortuna::model
{

class FollowersModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("FollowersModel is provided by GameController.followers")

public:
    enum Roles {
        PlayerRole = Qt::UserRole + 1,
        ColorNameRole, // red, blue, ...
        XRole, // land: cell of the tile
        YRole,
        FeatureRole, // land: the FeatureKind (QML: FeatureKind.Road ...); -1 on a crown
        PortRole, // land: the board-orientation port as a number (rules/types.h); -1 for none
        OnCrownRole,
        SectorRole, // crown: 0..5; -1 on land
        SectorNameRole,
        SlotRole, // crown: 0..1; -1 on land
        TileIdRole, // land: the tile it stands on ("U/2")
        RotationRole, // land: that tile's rotation 0..3
        RemovableRole, // Plague phase: one of the plague player's followers on land
    };
    Q_ENUM(Roles)

    explicit FollowersModel(QObject *parent = nullptr);

    void update(const rules::Game *game, const Seats &seats, bool fresh);
    // The follower of a row; nullopt for none.
    std::optional<rules::FollowerInfo> follower(int row) const;

private:
    std::vector<rules::FollowerInfo> m_followers; // one per row
};

} // namespace fortuna::model
