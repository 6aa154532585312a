// SPDX-License-Identifier: GPL-3.0-or-later
// Where to draw a follower on a tile, for QML: the point of a feature in unit tile
// coordinates (0..1, x east, y south), in board orientation, consistent with the tile art.
#pragma once

#include <QObject>
#include <QPointF>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class TileGeometry : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    explicit TileGeometry(QObject *parent = nullptr);

    // The follower point of the feature of `kind` (a FeatureKind value, QML: FeatureKind.Road) that a tile `tileId` laid in `rotation`
    // (quarter turns clockwise) has at board `port`: a side 0..3 (N E S W) for roads and
    // cities, a half-edge 0..7 (NNW..WNW) for fields, ignored for cloister and tent.
    // Returns (-1, -1) when the tile has no such feature there.
    Q_INVOKABLE QPointF featurePoint(const QString &tileId, int rotation, int kind, int port) const;

    // Every feature of the tile, in local index order, as {kind, port, x, y} (kind: a
    // FeatureKind value; port: the lowest board side/half-edge the feature reaches, -1 for
    // cloister and tent).
    Q_INVOKABLE QVariantList features(const QString &tileId, int rotation) const;

    // Hit test with the art's own shapes: the tile's local feature index drawn at unit point
    // (x, y) of the tile laid in `rotation` (board orientation), -1 outside the tile or for
    // an unknown tile. Local indices are the catalogue's (DeployOptionsModel's "localFeature").
    Q_INVOKABLE int featureAt(const QString &tileId, int rotation, qreal x, qreal y) const;
    // The follower point (board orientation) of local feature `feature`, (-1, -1) if none.
    Q_INVOKABLE QPointF featureCentre(const QString &tileId, int rotation, int feature) const;

    // The wheel board's rim city drawn on board cell (x, y) of the wheel (0..3) as the city
    // of a land tile: {tileId, rotation, feature}; empty where no rim city is drawn.
    Q_INVOKABLE QVariantMap wheelRimCity(int x, int y) const;

    Q_INVOKABLE bool isValid(const QString &tileId) const;

    // Every catalogue type id; with `withIcons`, also one "id/n" per wheel icon that exists.
    Q_INVOKABLE QStringList tileIds(bool withIcons = false) const;

    // The art's own check against the catalogue: fields the drawing would join or split.
    // Empty when every tile is drawn as its data says.
    Q_INVOKABLE QStringList selfCheck() const;
};

} // namespace fortuna::gui
