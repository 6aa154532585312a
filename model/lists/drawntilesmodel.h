// SPDX-License-Identifier: GPL-3.0-or-later
// The tiles of a Fortune Teller draw while the player chooses one (ChooseTile phase).
#pragma once

#include "rowmodel.h"

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class DrawnTilesModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DrawnTilesModel is provided by GameController.drawnTiles")

public:
    enum Roles {
        TileIdRole = Qt::UserRole + 1, // "U/2"
        TileTypeRole, // "U"
        IconRole, // 0..3
        PlaceableRole, // may be chosen
        IndexRole, // the argument of GameController.chooseTile
    };
    Q_ENUM(Roles)

    explicit DrawnTilesModel(QObject *parent = nullptr);

    void update(const rules::Game *game, bool fresh);
};

} // namespace fortuna::model
