// SPDX-License-Identifier: GPL-3.0-or-later
// The bag: one row per kind of tile of the game's tile set (type and wheel icon), with how
// many are still to be drawn (rules::Game::bag(): what the players cannot see yet, counted,
// never in pile order). Kinds all drawn stay listed with a count of 0.
#pragma once

#include "rowmodel.h"

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class BagModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("BagModel is provided by GameController.bag")
    // Kinds with at least one tile left.
    Q_PROPERTY(int kindsLeft READ kindsLeft NOTIFY kindsLeftChanged)

public:
    enum Roles {
        TileIdRole = Qt::UserRole + 1, // "U/2": the tile with its wheel icon (image://tile/U/2)
        TileTypeRole, // "U"
        IconRole, // 0..3 (0: no wheel icon)
        CountRole, // tiles of this kind still in the bag
    };
    Q_ENUM(Roles)

    explicit BagModel(QObject *parent = nullptr);

    void update(const rules::Game *game, bool fresh);
    int kindsLeft() const { return m_kindsLeft; }

Q_SIGNALS:
    void kindsLeftChanged();

private:
    int m_kindsLeft = 0;
};

} // namespace fortuna::model
