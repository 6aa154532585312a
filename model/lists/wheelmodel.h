// SPDX-License-Identifier: GPL-3.0-or-later
// The nine crown spaces of the wheel, clockwise from Fortune (rules/wheel.h is the layout).
#pragma once

#include "rowmodel.h"

#include <vector>

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class WheelModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("WheelModel is provided by GameController.wheel")
    Q_PROPERTY(QStringList sectorNames READ sectorNames CONSTANT)

public:
    enum Roles {
        SectorRole = Qt::UserRole + 1, // 0..5 clockwise from Fortune
        SectorNameRole, // fortune, taxes, famine, storm, inquisition, plague
        SlotRole, // 0 or 1, clockwise within the sector
        SlotCountRole, // crown spaces of this sector
        OccupantRole, // player index, or -1
        AvailableRole, // a follower may be deployed here now (Deploy phase)
    };
    Q_ENUM(Roles)

    explicit WheelModel(QObject *parent = nullptr);
    QStringList sectorNames() const;

    // `available`: crown indices where the current deploy options allow a follower.
    void update(const rules::Game *game, const std::vector<bool> &available);
};

} // namespace fortuna::model
