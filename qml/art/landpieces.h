// SPDX-License-Identifier: GPL-3.0-or-later
// The small pieces the land art is made of. Each draws in the painter's current coordinate
// system, where 1 unit is one tile side; the caller sets the transform.
#pragma once

#include <QList>
#include <QPainter>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

namespace fortuna::gui::pieces
{

// Meadow: base colour with soft patches; `seed` varies the patches.
void ground(QPainter &p, const QRectF &area, quint32 seed);
void grassTuft(QPainter &p, QPointF at, qreal size);
void bush(QPainter &p, QPointF at, qreal size); // upright

// A road along `centreLine`; round end caps when `roundEnd`.
void road(QPainter &p, const QPainterPath &centreLine, bool roundEnd);
void junction(QPainter &p, QPointF at); // plaza, local orientation
void well(QPainter &p, QPointF at); // upright
void gate(QPainter &p, QPointF at, QPointF directionIntoCity);
void house(QPainter &p, QPointF at, qreal size, int variant); // upright, door at the bottom

// A city: stone area with cobbles, then its wall along `wall`.
void cityArea(QPainter &p, const QPainterPath &area, QPointF light, quint32 seed);
void cityWall(QPainter &p, const QPainterPath &wall, const QPainterPath &area);
void roof(QPainter &p, QPointF at, int variant); // upright little house seen from above-front
void pennant(QPainter &p, QPointF at, qreal size); // upright shield

void chapel(QPainter &p, QPointF at, qreal size); // upright
void tent(QPainter &p, QPointF at, qreal size); // upright, striped purple and gold

// Soft contact shadow of an object standing at `at`.
void shadow(QPainter &p, QPointF at, qreal rx, qreal ry);

} // namespace fortuna::gui::pieces
