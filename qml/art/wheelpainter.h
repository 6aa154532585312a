// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel of fortune drawn with QPainter: the wheel face (six sectors, names on the rim,
// symbols), the glow of a reached sector, and the sector symbols on their own.
#pragma once

#include <QPainter>
#include <QPointF>
#include <QStringList>

namespace fortuna::gui
{

namespace WheelMetrics
{
constexpr qreal FaceRadius = 0.86; // sectors end here; the wooden ring fills the rest
constexpr qreal NameRadius = 0.93; // names run along the ring
constexpr qreal RimSymbolSize = 0.1; // the sector's symbol before its name on the ring
constexpr qreal SymbolRadius = 0.42;
constexpr qreal SymbolSize = 0.33;
constexpr qreal CrownRadius = 0.755;
constexpr qreal HubRadius = 0.12;
}

// Clockwise angle from the top (degrees) to a unit direction in screen coordinates.
QPointF wheelDirection(qreal degreesFromTop);

// The whole face; `names` are the six translated sector names, clockwise from Fortune.
void paintWheelFace(QPainter &p, QPointF centre, qreal radius, const QStringList &names);

// A warm glow over sector `sector` (0..5).
void paintSectorGlow(QPainter &p, QPointF centre, qreal radius, int sector);

// The symbol of `sector` centred at `centre`, `size` wide.
void paintSectorSymbol(QPainter &p, QPointF centre, qreal size, int sector);

// The sector's own background tint.
QColor sectorColour(int sector);

} // namespace fortuna::gui
