// SPDX-License-Identifier: GPL-3.0-or-later
// Land art drawn with QPainter from the catalogue data: whole tiles, the wheel board's rim,
// and the small pieces they are made of (shared with the wheel art).
#pragma once

#include <QImage>
#include <QList>
#include <QPainter>
#include <QRectF>

namespace fortuna::gui
{

// Paints catalogue type `typeIndex`, turned `rotation` quarter turns clockwise, into `rect`.
// A wheel icon 1..3 is drawn as a gold disc in the tile's upper-right corner (kept upright).
void paintTile(QPainter &p, const QRectF &rect, int typeIndex, int rotation, int icon);

// Paints the land of the 4x4 wheel board (rules.md §5) into `rect`: the rim cities, roads and
// fields, and the wheel's shadow. The wheel itself is drawn on top by the wheel art.
void paintWheelLand(QPainter &p, const QRectF &rect, qreal wheelRadiusCells);

// A gold wheel-icon disc with its number, centred at `centre` (device units of `p`).
void paintWheelIcon(QPainter &p, QPointF centre, qreal radius, int number);

// Every catalogue tile in rotation 0 (and the one with each icon), labelled: a check sheet.
QImage renderTileSheet(int cellPixels);

} // namespace fortuna::gui
