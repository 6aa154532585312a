// SPDX-License-Identifier: GPL-3.0-or-later
// One row per engine log entry (rules::Game::log()), append-only during a game.
// Sentences are built in QML from these roles.
#pragma once

#include "rowmodel.h"

namespace fortuna::rules {
class Game;
}

namespace fortuna::model {

class EventLogModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EventLogModel is provided by GameController.log")

public:
    enum Roles {
        TurnRole = Qt::UserRole + 1,
        PlayerRole,     // whose turn (plague: who gave a follower back)
        KindRole,       // the LogKind (QML: LogKind.Wheel ...)
        SectorRole,     // wheel/crown: 0..5, else -1
        SectorNameRole, // wheel/crown: fortune ... plague, else ""
        MovedRole,      // wheel: steps the pig walked
        FeatureRole,    // plague/score/final: the FeatureKind (QML: FeatureKind.Road ...); else -1
        TilesRole,      // score/final: tiles of the feature
        XRole,          // plague/score/tent/final: a cell of the feature
        YRole,
        TileIdRole,     // discard/wheel: the drawn tile ("U/2"), else ""
        PointsRole,     // [{player, points, reason}]
        TotalRole,      // sum of the points
    };
    Q_ENUM(Roles)

    explicit EventLogModel(QObject *parent = nullptr);

    void update(const rules::Game *game, bool fresh);
};

} // namespace fortuna::model
