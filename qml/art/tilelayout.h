// SPDX-License-Identifier: GPL-3.0-or-later
// Where things lie on a land tile, derived from the catalogue's feature data: the shapes of
// cities and roads, where roads end, where the chapel and the tent stand, and one point per
// feature where a follower is drawn. Everything is in the tile's own orientation, in unit
// coordinates (0..1, x east, y south). Computed once per tile type, then shared.
#pragma once

#include "rules/catalogue.h"

#include <QList>
#include <QPainterPath>
#include <QPoint>
#include <QPointF>
#include <QString>

#include <array>

namespace fortuna::gui
{

// Proportions shared by the painter and the layout analysis.
namespace Metrics
{
constexpr qreal RoadWidth = 0.12;
constexpr qreal CapDepth = 0.30; // a one-side city reaches this far into the tile
constexpr qreal ChapelSize = 0.30;
constexpr qreal JunctionSize = 0.17;
constexpr qreal TentSize = 0.30;
}

struct CityShape {
    int feature = -1;
    uint8_t edges = 0; // sides reached (local)
    bool pennant = false;
    QPainterPath area; // closed shape, including the tile-edge part
    QPainterPath wall; // the open border against the fields
    QPointF anchor; // deepest point: the follower stands here
    QPointF pennantPos;
    QList<QPointF> roofs; // small houses drawn inside
};

enum class RoadEnd : uint8_t { Through, Junction, Gate, Chapel, House };

struct RoadShape {
    int feature = -1;
    uint8_t edges = 0;
    QPainterPath path; // centre line
    RoadEnd end = RoadEnd::Through;
    QPointF endPoint; // where a dead end stops
    QPointF endDirection; // unit direction of travel at the end
    QPointF anchor;
};

// The hit raster: the tile's local feature under each of RegionGrid x RegionGrid cells.
constexpr int RegionGrid = 64;

struct TileLayout {
    int typeIndex = -1;
    QList<CityShape> cities;
    QList<RoadShape> roads;
    bool junction = false;
    QPointF junctionPos;
    bool chapel = false;
    QPointF chapelPos;
    bool tent = false;
    QPointF tentPos;
    qreal tentSize = Metrics::TentSize;
    std::array<QPointF, rules::MaxTileFeatures> featurePoint{}; // follower point per local feature
    QList<QPointF> grass; // field texture tufts (only where the field shows)
    QList<QPointF> bushes; // a few shrubs in roomy fields
    QStringList problems; // self-check: field separation that the drawing does not honour
    // Which local feature is drawn at each cell of a RegionGrid raster (row-major, local
    // orientation), from the same shapes as the painter: cities over chapel over roads over
    // tent over fields; the few cells that belong to none (the junction's plaza) go to the
    // nearest feature. Every cell names a feature.
    std::array<qint8, RegionGrid * RegionGrid> region{};
};

// The local feature drawn at unit point `p` (local orientation), -1 outside the tile.
int regionAt(const TileLayout &layout, QPointF p);

// The layout of catalogue type `typeIndex` (thread-safe, cached).
const TileLayout &tileLayout(int typeIndex);

// "U/2" -> type index and icon; false for unknown ids. A bare id with no icon is accepted
// for every type (the art does not depend on which copies exist).
bool parseTileId(const QString &text, int *typeIndex, int *icon);

// Rotation of a unit-square point by `quarterTurns` clockwise about the tile centre.
QPointF rotateUnit(QPointF p, int quarterTurns);

// Midpoint of local side s and the inward normal.
QPointF sideMid(int side);
QPointF inward(int side);
// A point just inside half-edge port p.
QPointF portPoint(int port, qreal depth);

// Canonical city outlines for a side mask, in local coordinates (used for the wheel board's
// rim too). `wall` receives the open field-facing border.
QPainterPath cityArea(uint8_t edges, QPainterPath *wall);

// The rim cities of the wheel board, drawn with the city art of a land tile: the board cell
// (0..3), the catalogue type whose city is drawn there and its rotation.
struct RimCity {
    int type;
    QPoint cell;
    int rotation;
};
QList<RimCity> wheelRimCities();

} // namespace fortuna::gui
