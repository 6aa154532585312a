// SPDX-License-Identifier: GPL-3.0-or-later
// The last move of each player, for the marks that show what the others did: one row per
// player who has laid a tile (the tile, and the follower of that turn while it still stands
// there), and the pig's last walk on the wheel (from where it started, how far, whose draw).
#pragma once

#include "rowmodel.h"

#include "record/record.h"

#include <vector>

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class LastMovesModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LastMovesModel is provided by GameController.lastMoves")
    // The pig's last walk: the sector it started from, its steps (0: it has not walked yet)
    // and the player whose draw moved it (-1: none).
    Q_PROPERTY(int pigFrom READ pigFrom NOTIFY pigWalkChanged)
    Q_PROPERTY(int pigWalk READ pigWalk NOTIFY pigWalkChanged)
    Q_PROPERTY(int pigPlayer READ pigPlayer NOTIFY pigWalkChanged)

public:
    enum Roles {
        PlayerRole = Qt::UserRole + 1,
        TurnRole, // the turn, 1-based
        XRole, // the tile laid
        YRole,
        TileIdRole, // "U/2"
        RotationRole, // 0..3
        FollowerRole, // "land", "crown", or "" (no follower that turn, or it has left)
        FeatureRole, // land: the FeatureKind; -1 otherwise
        PortRole, // land: its port as the followers model gives it; -1 for none
        SectorRole, // crown: 0..5; -1 otherwise
        SlotRole, // crown: 0..1; -1 otherwise
    };
    Q_ENUM(Roles)

    explicit LastMovesModel(QObject *parent = nullptr);

    // From the game shown and the turns it played (its first `shown` turns of `turns`).
    void update(const rules::Game *game, const std::vector<record::Turn> &turns, int shown, bool fresh);

    int pigFrom() const { return m_pigFrom; }
    int pigWalk() const { return m_pigWalk; }
    int pigPlayer() const { return m_pigPlayer; }

Q_SIGNALS:
    void pigWalkChanged();

private:
    int m_pigFrom = 0;
    int m_pigWalk = 0;
    int m_pigPlayer = -1;
};

} // namespace fortuna::model
