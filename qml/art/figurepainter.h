// SPDX-License-Identifier: GPL-3.0-or-later
// Figures drawn with QPainter: the pig, the followers (meeples) and the crown spaces.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>

namespace fortuna::gui
{

// The big pink pig, side view, nose to the right, feet on the bottom of `r` (aspect 1.45:1).
// `stride` in -1..1 swings the legs.
void paintPig(QPainter &p, const QRectF &r, qreal stride);
constexpr qreal PigAspect = 1.45;

// The classic follower silhouette in `fill` with a dark outline and a mark of `emblem`
// (0 circle, 1 square, 2 triangle, 3 star, 4 cross) in `markColour`, so that colour is not
// the only cue. A negative emblem draws no mark.
void paintMeeple(QPainter &p, const QRectF &r, const QColor &fill, const QColor &markColour, int emblem);

// A round stone plinth with a gold crown. `lit` makes it glow (a choice is wanted).
void paintCrownSpace(QPainter &p, const QRectF &r, bool lit);

} // namespace fortuna::gui
