// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilegeometry.h"

#include "tilelayout.h"

#include "rules/catalogue.h"

#include <QVariantMap>

using fortuna::rules::Catalogue;
using RulesKind = fortuna::rules::FeatureKind;
using namespace fortuna::gui;

TileGeometry::TileGeometry(QObject *parent)
    : QObject(parent)
{
}

QPointF TileGeometry::featurePoint(const QString &tileId, int rotation, int kind, int port) const
{
    const QPointF none(-1, -1);
    int type = -1;
    if (!parseTileId(tileId, &type, nullptr) || kind < 0 || kind >= fortuna::rules::FeatureKindCount)
        return none;
    const int r = rotation & 3;
    const int feature = fortuna::rules::localFeatureAt(Catalogue::instance().type(type), RulesKind(kind), port, r);
    if (feature < 0)
        return none;
    return rotateUnit(tileLayout(type).featurePoint[size_t(feature)], r);
}

QVariantList TileGeometry::features(const QString &tileId, int rotation) const
{
    QVariantList out;
    int type = -1;
    if (!parseTileId(tileId, &type, nullptr))
        return out;
    const auto &t = Catalogue::instance().type(type);
    const int r = rotation & 3;
    const TileLayout &L = tileLayout(type);
    for (int f = 0; f < t.featureCount; ++f) {
        const auto &spec = t.features[size_t(f)];
        int port = -1;
        if (spec.kind == RulesKind::Road || spec.kind == RulesKind::City) {
            for (int s = 0; s < 4; ++s) {
                const int board = fortuna::rules::boardSide(s, r);
                if ((spec.edges & (1 << s)) && (port < 0 || board < port))
                    port = board;
            }
        } else if (spec.kind == RulesKind::Field) {
            for (int h = 0; h < 8; ++h) {
                const int board = fortuna::rules::boardPort(h, r);
                if ((spec.ports & (1 << h)) && (port < 0 || board < port))
                    port = board;
            }
        }
        const QPointF at = rotateUnit(L.featurePoint[size_t(f)], r);
        out.append(QVariantMap{{QStringLiteral("kind"), int(spec.kind)},
                               {QStringLiteral("port"), port},
                               {QStringLiteral("x"), at.x()},
                               {QStringLiteral("y"), at.y()}});
    }
    return out;
}

int TileGeometry::featureAt(const QString &tileId, int rotation, qreal x, qreal y) const
{
    int type = -1;
    if (!parseTileId(tileId, &type, nullptr))
        return -1;
    // board orientation -> local: turn back
    return regionAt(tileLayout(type), rotateUnit(QPointF(x, y), (4 - (rotation & 3)) & 3));
}

QPointF TileGeometry::featureCentre(const QString &tileId, int rotation, int feature) const
{
    int type = -1;
    if (!parseTileId(tileId, &type, nullptr) || feature < 0 || feature >= Catalogue::instance().type(type).featureCount)
        return QPointF(-1, -1);
    return rotateUnit(tileLayout(type).featurePoint[size_t(feature)], rotation & 3);
}

QVariantMap TileGeometry::wheelRimCity(int x, int y) const
{
    for (const RimCity &c : wheelRimCities()) {
        if (c.type < 0 || c.cell != QPoint(x, y))
            continue;
        const auto &t = Catalogue::instance().type(c.type);
        for (int f = 0; f < t.featureCount; ++f) {
            if (t.features[size_t(f)].kind == RulesKind::City)
                return {{QStringLiteral("tileId"), QString::fromStdString(t.id)}, {QStringLiteral("rotation"), c.rotation}, {QStringLiteral("feature"), f}};
        }
    }
    return {};
}

bool TileGeometry::isValid(const QString &tileId) const
{
    return parseTileId(tileId, nullptr, nullptr);
}

QStringList TileGeometry::tileIds(bool withIcons) const
{
    QStringList out;
    const Catalogue &cat = Catalogue::instance();
    for (int i = 0; i < cat.size(); ++i) {
        const auto &t = cat.type(i);
        const QString id = QString::fromStdString(t.id);
        out << id;
        if (!withIcons)
            continue;
        QList<int> seen;
        for (uint8_t icon : t.wheelIcons) {
            if (icon && !seen.contains(icon)) {
                seen << icon;
                out << QStringLiteral("%1/%2").arg(id).arg(icon);
            }
        }
    }
    return out;
}

QStringList TileGeometry::selfCheck() const
{
    QStringList problems;
    for (int i = 0; i < Catalogue::instance().size(); ++i)
        problems << tileLayout(i).problems;
    return problems;
}
