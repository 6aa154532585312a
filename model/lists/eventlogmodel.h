// SPDX-License-Identifier: GPL-3.0-or-later
// The whole game as a list of typed rows: every engine log entry (rules::Game::log(): discards,
// wheel moves, crown scoring, plague, scoring) merged with what the record's turns say
// (record::Turn: the Fortune Teller's choice, the tile laid and where the follower went), each
// turn's choice and placement after its draws and before what it completed. Sentences are
// built in QML from these roles (Words.logSentence).
#pragma once

#include "rowmodel.h"

#include <vector>

namespace fortuna::rules
{
class Game;
}
namespace fortuna::record
{
struct Turn;
}

namespace fortuna::model
{

class EventLogModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EventLogModel is provided by GameController.log")

public:
    enum Roles {
        TurnRole = Qt::UserRole + 1,
        PlayerRole, // whose turn (plague: who gave a follower back)
        KindRole, // the LogKind (QML: LogKind.Wheel ...)
        SectorRole, // wheel/crown: 0..5, else -1
        SectorNameRole, // wheel/crown: fortune ... plague, else ""
        MovedRole, // wheel: steps the pig walked
        FeatureRole, // plague/score/final: the FeatureKind (QML: FeatureKind.Road ...); else -1
        TilesRole, // score/final: tiles of the feature
        XRole, // plague/score/tent/final: a cell of the feature
        YRole,
        TileIdRole, // discard/wheel: the drawn tile ("U/2"); place: the tile laid; choose: the tile kept; else ""
        PointsRole, // [{player, points, reason}]
        TotalRole, // sum of the points
        RotationRole, // place: quarter turns clockwise, else 0
        FollowerRole, // place: the FeatureKind the follower went on, -1 for none or a crown
        CrownRole, // place: the sector of the crown space the follower went on, else -1
        HasCellRole, // x, y name a tile of the board (place, plague, score, tent, final)
    };
    Q_ENUM(Roles)

    explicit EventLogModel(QObject *parent = nullptr);

    // `turns`: the record's turns of `game`, of which the first `turnCount` are complete.
    void update(const rules::Game *game, const std::vector<record::Turn> &turns, int turnCount, bool fresh);
};

} // namespace fortuna::model
