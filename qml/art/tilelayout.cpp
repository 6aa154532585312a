// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilelayout.h"

#include "tileanalysis.h"

#include <QMutex>
#include <QMutexLocker>
#include <QTransform>

#include <cmath>
#include <map>
#include <memory>

namespace fortuna::gui
{

using rules::Catalogue;
using rules::FeatureKind;
using rules::TileType;

namespace
{

// Calls fn(index, spec) for each feature of `t` of the given kind.
template<typename Fn>
void forEachFeature(const TileType &t, FeatureKind kind, Fn fn)
{
    for (int f = 0; f < t.featureCount; ++f) {
        if (t.features[size_t(f)].kind == kind)
            fn(f, t.features[size_t(f)]);
    }
}

QTransform quarterTurns(int r)
{
    QTransform t;
    t.translate(0.5, 0.5);
    t.rotate(90.0 * (r & 3));
    t.translate(-0.5, -0.5);
    return t;
}

int bitCount(uint8_t v)
{
    int n = 0;
    for (; v; v &= uint8_t(v - 1))
        ++n;
    return n;
}

int firstSide(uint8_t edges)
{
    for (int s = 0; s < 4; ++s) {
        if (edges & (1 << s))
            return s;
    }
    return 0;
}

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

QPointF nearestOnPath(const QPainterPath &path, QPointF p)
{
    QPointF best;
    qreal bestD = 1e9;
    for (int i = 0; i <= 200; ++i) {
        const QPointF q = path.pointAtPercent(i / 200.0);
        const qreal d = length(q - p);
        if (d < bestD) {
            bestD = d;
            best = q;
        }
    }
    return best;
}

void addRoads(TileLayout &L, const TileType &t)
{
    int deadEnds = 0;
    forEachFeature(t, FeatureKind::Road, [&](int, const auto &spec) {
        deadEnds += bitCount(spec.edges) == 1 ? 1 : 0;
    });
    L.chapel = t.cloister >= 0;
    L.chapelPos = QPointF(0.5, 0.5);
    L.junction = !L.chapel && deadEnds >= 3;
    L.junctionPos = QPointF(0.5, 0.5);

    forEachFeature(t, FeatureKind::Road, [&](int f, const auto &spec) {
        RoadShape r;
        r.feature = f;
        r.edges = spec.edges;
        if (bitCount(spec.edges) == 2) {
            int a = firstSide(spec.edges);
            int b = firstSide(uint8_t(spec.edges & ~(1 << a)));
            r.path.moveTo(sideMid(a));
            if ((a + 2) % 4 == b) {
                r.path.lineTo(sideMid(b));
            } else {
                const qreal k = 0.5 * 0.5523;
                r.path.cubicTo(sideMid(a) + inward(a) * k, sideMid(b) + inward(b) * k, sideMid(b));
            }
            r.anchor = r.path.pointAtPercent(0.5);
        } else {
            const int s = firstSide(spec.edges);
            const QPointF mid = sideMid(s);
            const QPointF in = inward(s);
            QPointF end;
            if (L.chapel) {
                r.end = RoadEnd::Chapel;
                end = L.chapelPos - in * (Metrics::ChapelSize * 0.42);
            } else if (L.junction) {
                r.end = RoadEnd::Junction;
                end = L.junctionPos;
            } else if (!L.cities.isEmpty()) {
                r.end = RoadEnd::Gate;
                const QPointF aim = mid + in * 0.3;
                qreal bestD = 1e9;
                for (const CityShape &c : L.cities) {
                    const QPointF q = nearestOnPath(c.wall, aim);
                    if (length(q - aim) < bestD) {
                        bestD = length(q - aim);
                        end = q;
                    }
                }
            } else {
                r.end = RoadEnd::House;
                end = mid + in * 0.36;
            }
            const qreal along = QPointF::dotProduct(end - mid, in);
            const QPointF control = mid + in * along;
            r.path.moveTo(mid);
            r.path.quadTo(control, end);
            r.endPoint = end;
            const QPointF dir = end - control;
            r.endDirection = length(dir) > 1e-6 ? dir / length(dir) : in;
            // A stub to a chapel is short: its follower stands near the tile's edge, clear
            // of the chapel's door.
            r.anchor = r.end == RoadEnd::Chapel ? mid + in * 0.15 : r.path.pointAtPercent(r.end == RoadEnd::Junction ? 0.45 : 0.5);
        }
        L.roads.append(r);
    });
}

std::unique_ptr<TileLayout> buildLayout(int typeIndex)
{
    auto L = std::make_unique<TileLayout>();
    L->typeIndex = typeIndex;
    const TileType &t = Catalogue::instance().type(typeIndex);
    forEachFeature(t, FeatureKind::City, [&](int f, const auto &spec) {
        CityShape c;
        c.feature = f;
        c.edges = spec.edges;
        c.pennant = spec.pennant;
        c.area = cityArea(spec.edges, &c.wall);
        L->cities.append(c);
    });
    addRoads(*L, t);
    analyseLayout(*L, t);
    return L;
}

} // namespace

QPointF sideMid(int side)
{
    static const QPointF mids[4] = {{0.5, 0.0}, {1.0, 0.5}, {0.5, 1.0}, {0.0, 0.5}};
    return mids[side & 3];
}

QPointF inward(int side)
{
    static const QPointF dirs[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    return dirs[side & 3];
}

QPointF portPoint(int port, qreal depth)
{
    const int side = (port & 7) / 2;
    const bool second = port & 1; // clockwise second half of the side
    const QPointF along[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}}; // clockwise direction along each side
    return sideMid(side) + along[side] * (second ? 0.25 : -0.25) + inward(side) * depth;
}

QPointF rotateUnit(QPointF p, int quarterTurns)
{
    for (int i = 0; i < (quarterTurns & 3); ++i)
        p = QPointF(1.0 - p.y(), p.x());
    return p;
}

QPainterPath cityArea(uint8_t edges, QPainterPath *wall)
{
    QPainterPath area, border;
    const int n = bitCount(edges);
    int turns = 0;
    const qreal d = Metrics::CapDepth;
    if (n >= 4) {
        area.addRect(0, 0, 1, 1);
    } else if (n == 1) {
        turns = firstSide(edges);
        border.moveTo(1, 0);
        border.cubicTo(0.82, 0.02, 0.78, d, 0.5, d);
        border.cubicTo(0.22, d, 0.18, 0.02, 0, 0);
        area.moveTo(0, 0);
        area.lineTo(1, 0);
        area.connectPath(border);
        area.closeSubpath();
    } else if (n == 2 && (edges == 0b0101 || edges == 0b1010)) {
        turns = edges == 0b1010 ? 0 : 1; // canonical: E-W band
        area.moveTo(0, 0);
        area.cubicTo(0.3, 0.4, 0.7, 0.4, 1, 0);
        area.lineTo(1, 1);
        area.cubicTo(0.7, 0.6, 0.3, 0.6, 0, 1);
        area.closeSubpath();
        border.moveTo(0, 0);
        border.cubicTo(0.3, 0.4, 0.7, 0.4, 1, 0);
        border.moveTo(1, 1);
        border.cubicTo(0.7, 0.6, 0.3, 0.6, 0, 1);
    } else if (n == 2) {
        // canonical: the north-west corner
        turns = edges == 0b1001 ? 0 : edges == 0b0011 ? 1 : edges == 0b0110 ? 2 : 3;
        border.moveTo(1, 0);
        border.cubicTo(0.62, 0.28, 0.28, 0.62, 0, 1);
        area.moveTo(0, 0);
        area.lineTo(1, 0);
        area.connectPath(border);
        area.closeSubpath();
    } else {
        // canonical: N, E and W, open to the south
        const int missing = firstSide(uint8_t(~edges & 0xf));
        turns = (missing - 2) & 3;
        border.moveTo(1, 1);
        border.cubicTo(0.78, 0.52, 0.22, 0.52, 0, 1);
        area.moveTo(0, 0);
        area.lineTo(1, 0);
        area.lineTo(1, 1);
        area.connectPath(border);
        area.closeSubpath();
    }
    const QTransform tr = quarterTurns(turns);
    if (wall)
        *wall = tr.map(border);
    return tr.map(area);
}

int regionAt(const TileLayout &layout, QPointF p)
{
    if (!(p.x() >= 0 && p.x() <= 1 && p.y() >= 0 && p.y() <= 1))
        return -1;
    const int x = std::min(RegionGrid - 1, int(p.x() * RegionGrid));
    const int y = std::min(RegionGrid - 1, int(p.y() * RegionGrid));
    return layout.region[size_t(y * RegionGrid + x)];
}

bool parseTileId(const QString &text, int *typeIndex, int *icon)
{
    const QString id = text.section(QLatin1Char('/'), 0, 0);
    const QString n = text.section(QLatin1Char('/'), 1);
    int iconValue = 0;
    if (!n.isEmpty()) {
        bool ok = false;
        iconValue = n.toInt(&ok);
        if (!ok || iconValue < 1 || iconValue > 3)
            return false;
    }
    const int index = Catalogue::instance().indexOf(id.toStdString());
    if (index < 0)
        return false;
    if (typeIndex)
        *typeIndex = index;
    if (icon)
        *icon = iconValue;
    return true;
}

const TileLayout &tileLayout(int typeIndex)
{
    static QMutex mutex;
    static std::map<int, std::unique_ptr<TileLayout>> cache;
    QMutexLocker lock(&mutex);
    auto &slot = cache[typeIndex];
    if (!slot)
        slot = buildLayout(typeIndex);
    return *slot;
}

QList<RimCity> wheelRimCities()
{
    const Catalogue &cat = Catalogue::instance();
    const int capType = cat.indexOf("E"); // a one-side city cap, north
    const int cornerType = cat.indexOf("N"); // a two-side corner city, north-west
    // c1 (0,0) north cap, c2 (3,2) east cap, c3 (0,3) south-west corner
    return {{capType, {0, 0}, 0}, {capType, {3, 2}, 1}, {cornerType, {0, 3}, 3}};
}

} // namespace fortuna::gui
