// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheellayout.h"

#include "wheelpainter.h"

#include "rules/wheel.h"

#include <cmath>

using namespace fortuna::gui;

namespace rules = fortuna::rules;

WheelLayout::WheelLayout(QObject *parent)
    : QObject(parent)
{
}

int WheelLayout::sectorCount() const
{
    return rules::SectorCount;
}

int WheelLayout::crownSpaceCount() const
{
    return rules::CrownSpaceCount;
}

QList<int> WheelLayout::crownsPerSector() const
{
    return QList<int>(rules::CrownSpaces.begin(), rules::CrownSpaces.end());
}

QList<int> WheelLayout::crownSectors() const
{
    QList<int> out;
    for (int i = 0; i < rules::CrownSpaceCount; ++i)
        out << int(rules::crownSpace(i).sector);
    return out;
}

QList<int> WheelLayout::crownSlots() const
{
    QList<int> out;
    for (int i = 0; i < rules::CrownSpaceCount; ++i)
        out << rules::crownSpace(i).slot;
    return out;
}

qreal WheelLayout::faceRadius() const
{
    return fortuna::gui::WheelMetrics::FaceRadius;
}

qreal WheelLayout::crownRadius() const
{
    return fortuna::gui::WheelMetrics::CrownRadius;
}

int WheelLayout::crownIndex(int sector, int slot) const
{
    if (sector < 0 || sector >= rules::SectorCount)
        return -1;
    return rules::crownIndex(rules::Sector(sector), slot);
}

qreal WheelLayout::crownAngle(int index) const
{
    if (index < 0 || index >= rules::CrownSpaceCount)
        return 0;
    const auto space = rules::crownSpace(index);
    const int inSector = rules::CrownSpaces[size_t(space.sector)];
    // spread the sector's spaces evenly around its middle, 16 degrees apart
    const qreal offset = (space.slot - (inSector - 1) / 2.0) * 16.0;
    return sectorAngle(int(space.sector)) + offset;
}

qreal WheelLayout::sectorAngle(int sector) const
{
    return sector * 60.0 + 30.0;
}

int WheelLayout::sectorAt(qreal dx, qreal dy) const
{
    qreal deg = std::atan2(dx, -dy) * 180.0 / M_PI;
    if (deg < 0)
        deg += 360.0;
    return std::min(rules::SectorCount - 1, int(deg / 60.0));
}
