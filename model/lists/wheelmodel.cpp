// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelmodel.h"

#include "convert.h"
#include "rules/wheel.h"

namespace fortuna::model
{

using namespace fortuna::rules;

WheelModel::WheelModel(QObject *parent)
    : RowModel({"sector", "sectorName", "slot", "slotCount", "occupant", "available"}, parent) // in the order of Roles
{
    update(nullptr, {});
}

QStringList WheelModel::sectorNames() const
{
    QStringList names;
    for (int s = 0; s < SectorCount; ++s)
        names.append(sectorText(Sector(s)));
    return names;
}

void WheelModel::update(const Game *game, const std::vector<bool> &available)
{
    QVector<Row> rows;
    for (int i = 0; i < CrownSpaceCount; ++i) {
        const CrownSpace space = crownSpace(i);
        Row row = makeRow(QByteArray::number(i));
        auto set = [&row](int role, QVariant v) {
            row.values[role - Qt::UserRole - 1] = std::move(v);
        };
        set(SectorRole, int(space.sector));
        set(SectorNameRole, sectorText(space.sector));
        set(SlotRole, space.slot);
        set(SlotCountRole, CrownSpaces[size_t(space.sector)]);
        set(OccupantRole, game ? game->crownOccupant(space.sector, space.slot) : -1);
        set(AvailableRole, size_t(i) < available.size() && available[size_t(i)]);
        rows.append(std::move(row));
    }
    sync(std::move(rows));
}

} // namespace fortuna::model
