// SPDX-License-Identifier: GPL-3.0-or-later
// The cells where the current tile fits in the preview rotation (Place phase).
#pragma once

#include "rowmodel.h"

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class LegalPositionsModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LegalPositionsModel is provided by GameController.legalPositions")

public:
    enum Roles {
        XRole = Qt::UserRole + 1,
        YRole,
        RotationsRole, // every rotation (0..3) that fits at this cell
    };
    Q_ENUM(Roles)

    explicit LegalPositionsModel(QObject *parent = nullptr);

    void update(const rules::Game *game, int rotation, bool fresh);
};

} // namespace fortuna::model
