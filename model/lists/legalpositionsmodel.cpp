// SPDX-License-Identifier: GPL-3.0-or-later
#include "legalpositionsmodel.h"

#include "rules/game.h"

#include <map>

namespace fortuna::model
{

using namespace fortuna::rules;

LegalPositionsModel::LegalPositionsModel(QObject *parent)
    : RowModel({"x", "y", "rotations"}, parent) // in the order of Roles
{
}

void LegalPositionsModel::update(const Game *game, int rotation, bool fresh)
{
    QVector<Row> rows;
    if (game && game->phase() == Phase::Place) {
        const auto &legal = game->legalPlacements();
        std::map<std::pair<int, int>, QVariantList> rotations;
        for (const Placement &p : legal)
            rotations[{p.pos.x, p.pos.y}].append(p.rotation);
        for (const Placement &p : legal) {
            if (p.rotation != rotation)
                continue;
            Row row = makeRow(QByteArray::number(p.pos.x) + ',' + QByteArray::number(p.pos.y));
            row.values[0] = p.pos.x;
            row.values[1] = p.pos.y;
            row.values[2] = rotations[{p.pos.x, p.pos.y}];
            rows.append(std::move(row));
        }
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
