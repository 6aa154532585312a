// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel's layout for QML: sectors and crown spaces as the rules engine defines them
// (rules/wheel.h, CrownSpaces), plus where the art puts them. No game state.
#pragma once

#include <QList>
#include <QObject>
#include <QPointF>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class WheelLayout : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int sectorCount READ sectorCount CONSTANT)
    Q_PROPERTY(int crownSpaceCount READ crownSpaceCount CONSTANT)
    Q_PROPERTY(QList<int> crownsPerSector READ crownsPerSector CONSTANT)
    Q_PROPERTY(QList<int> crownSectors READ crownSectors CONSTANT)
    Q_PROPERTY(QList<int> crownSlots READ crownSlots CONSTANT)
    Q_PROPERTY(qreal wheelRadius READ wheelRadius CONSTANT)
    Q_PROPERTY(qreal faceRadius READ faceRadius CONSTANT)
    Q_PROPERTY(qreal crownRadius READ crownRadius CONSTANT)
public:
    static constexpr qreal WheelRadiusCells = 1.55; // the wheel's radius, in board cells

    explicit WheelLayout(QObject *parent = nullptr);

    int sectorCount() const;
    int crownSpaceCount() const;
    QList<int> crownsPerSector() const;
    QList<int> crownSectors() const; // per crown space index: its sector
    QList<int> crownSlots() const; // per crown space index: its slot in the sector
    qreal wheelRadius() const { return WheelRadiusCells; }
    qreal faceRadius() const; // fraction of the wheel radius where the sectors end
    qreal crownRadius() const; // fraction of the wheel radius where crown spaces sit

    // Crown space index of (sector, slot), -1 if none.
    Q_INVOKABLE int crownIndex(int sector, int slot) const;
    // Where crown space `index` sits: degrees clockwise from the top.
    Q_INVOKABLE qreal crownAngle(int index) const;
    // The middle of a sector, degrees clockwise from the top.
    Q_INVOKABLE qreal sectorAngle(int sector) const;
    // The sector under a point given relative to the wheel centre (screen axes).
    Q_INVOKABLE int sectorAt(qreal dx, qreal dy) const;
};

} // namespace fortuna::gui
