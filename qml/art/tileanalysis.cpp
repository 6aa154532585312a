// SPDX-License-Identifier: GPL-3.0-or-later
// The raster half of the tile layout: it rasterises a tile's cities and roads, floods the
// meadow from each field port to check the drawing against the catalogue, and picks the
// follower points, the tent spot, the roofs and the grass where there is room.
#include "tileanalysis.h"

#include <QImage>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fortuna::gui
{

using rules::FeatureKind;
using rules::TileType;

namespace
{

constexpr int Grid = RegionGrid; // analysis raster, cells per tile side

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

// A small deterministic generator for decoration (same art on every run).
struct Scatter {
    quint32 state;
    explicit Scatter(quint32 seed)
        : state(seed * 2654435761u + 12345u)
    {
    }
    qreal next()
    {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        return (state & 0xffffff) / qreal(0x1000000);
    }
};

quint32 seedFor(const std::string &id)
{
    quint32 h = 2166136261u;
    for (char c : id)
        h = (h ^ quint8(c)) * 16777619u;
    return h;
}

// Raster masks of one tile in local orientation.
struct Masks {
    std::array<qint8, Grid * Grid> city{}; // city index + 1, 0 = none
    std::array<bool, Grid * Grid> blocked{}; // roads, junction, chapel, houses: separate fields
    std::array<bool, Grid * Grid> tent{};
};

QPointF cellCentre(int i)
{
    return QPointF((i % Grid + 0.5) / Grid, (i / Grid + 0.5) / Grid);
}
int cellAt(QPointF p)
{
    const int x = qBound(0, int(p.x() * Grid), Grid - 1);
    const int y = qBound(0, int(p.y() * Grid), Grid - 1);
    return y * Grid + x;
}

// Paints `draw` into a Grid x Grid raster and returns which cells it covered.
template<typename Draw>
std::array<bool, Grid * Grid> rasterise(Draw &&draw)
{
    QImage img(Grid, Grid, QImage::Format_Grayscale8);
    img.fill(0);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.scale(Grid, Grid);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        draw(p);
    }
    std::array<bool, Grid * Grid> out{};
    for (int y = 0; y < Grid; ++y) {
        const uchar *line = img.constScanLine(y);
        for (int x = 0; x < Grid; ++x)
            out[size_t(y * Grid + x)] = line[x] > 127;
    }
    return out;
}

// Chamfer distance (in unit lengths) from the cells where `free` is false and from the border.
template<typename Free>
std::array<float, Grid * Grid> distanceMap(Free &&free)
{
    std::array<float, Grid * Grid> d{};
    for (int i = 0; i < Grid * Grid; ++i) {
        const int x = i % Grid, y = i / Grid;
        d[size_t(i)] = free(i) ? float(std::min({x + 0.5, y + 0.5, Grid - x - 0.5, Grid - y - 0.5})) : 0.f;
    }
    const float a = 1.f, b = 1.41421356f;
    auto relax = [&](int x, int y, int dx, int dy, float w) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= Grid || ny >= Grid)
            return;
        float &v = d[size_t(y * Grid + x)];
        v = std::min(v, d[size_t(ny * Grid + nx)] + w);
    };
    for (int y = 0; y < Grid; ++y) {
        for (int x = 0; x < Grid; ++x) {
            relax(x, y, -1, 0, a), relax(x, y, 0, -1, a), relax(x, y, -1, -1, b), relax(x, y, 1, -1, b);
        }
    }
    for (int y = Grid - 1; y >= 0; --y) {
        for (int x = Grid - 1; x >= 0; --x) {
            relax(x, y, 1, 0, a), relax(x, y, 0, 1, a), relax(x, y, 1, 1, b), relax(x, y, -1, 1, b);
        }
    }
    for (float &v : d)
        v /= Grid;
    return d;
}

// The best cell among `cells` for a marker: far from obstacles, slightly drawn to `towards`.
QPointF bestPoint(const std::vector<int> &cells, const std::array<float, Grid * Grid> &dist, QPointF towards, qreal pull)
{
    qreal best = -1e9;
    QPointF at = towards;
    for (int i : cells) {
        const QPointF c = cellCentre(i);
        const qreal score = dist[size_t(i)] - pull * length(c - towards);
        if (score > best + 1e-9) {
            best = score;
            at = c;
        }
    }
    return at;
}

} // namespace

void analyseLayout(TileLayout &L, const TileType &t)
{
    // Cities.
    Masks m;
    for (int i = 0; i < L.cities.size(); ++i) {
        const auto cover = rasterise([&](QPainter &p) {
            p.drawPath(L.cities[i].area);
        });
        for (size_t c = 0; c < cover.size(); ++c) {
            if (cover[c] && !m.city[c])
                m.city[c] = qint8(i + 1);
        }
    }
    m.blocked = rasterise([&](QPainter &p) {
        QPainterPathStroker stroker;
        stroker.setWidth(Metrics::RoadWidth);
        stroker.setCapStyle(Qt::RoundCap);
        for (const RoadShape &r : L.roads) {
            p.drawPath(stroker.createStroke(r.path));
            if (r.end == RoadEnd::House)
                p.drawEllipse(r.endPoint, 0.07, 0.07);
        }
        if (L.junction)
            p.drawRect(QRectF(L.junctionPos - QPointF(0.09, 0.09), QSizeF(0.18, 0.18)));
        if (L.chapel)
            p.drawRect(QRectF(L.chapelPos - QPointF(0.15, 0.17), QSizeF(0.3, 0.32)));
    });
    auto isField = [&](int i) {
        return !m.city[size_t(i)] && !m.blocked[size_t(i)];
    };

    // City anchors, pennants, roofs.
    Scatter rnd(seedFor(t.id));
    for (int ci = 0; ci < L.cities.size(); ++ci) {
        CityShape &c = L.cities[ci];
        const auto d = distanceMap([&](int i) {
            return m.city[size_t(i)] == ci + 1;
        });
        std::vector<int> cells;
        for (int i = 0; i < Grid * Grid; ++i) {
            if (m.city[size_t(i)] == ci + 1)
                cells.push_back(i);
        }
        // deep inside, but kept near the middle of the city (a city running off the tile's
        // edges is deepest at the edge, which looks lost)
        QPointF centroid;
        for (int i : cells)
            centroid += cellCentre(i);
        centroid /= qreal(std::max<size_t>(1, cells.size()));
        c.anchor = bestPoint(cells, d, centroid, 0.3);
        const qreal area = qreal(cells.size()) / (Grid * Grid);
        // Pennant: roomy, a little away from where the follower stands.
        c.pennantPos = c.anchor + QPointF(0.12, 0.0);
        qreal best = -1;
        for (int i : cells) {
            const QPointF q = cellCentre(i);
            const qreal away = length(q - c.anchor);
            if (away < 0.17 || away > 0.32 || d[size_t(i)] < 0.07)
                continue;
            const qreal score = d[size_t(i)] - 0.2 * away;
            if (score > best) {
                best = score;
                c.pennantPos = q;
            }
        }
        const int wanted = qBound(2, int(std::lround(area * 9)), 7);
        for (int tries = 0; tries < 300 && c.roofs.size() < wanted; ++tries) {
            const int i = cells[size_t(rnd.next() * cells.size()) % cells.size()];
            const QPointF q = cellCentre(i);
            if (d[size_t(i)] < 0.075 || length(q - c.anchor) < 0.14 || (c.pennant && length(q - c.pennantPos) < 0.13))
                continue;
            bool crowded = false;
            for (const QPointF &o : c.roofs)
                crowded = crowded || length(q - o) < 0.15;
            if (!crowded)
                c.roofs.append(q);
        }
        L.featurePoint[size_t(c.feature)] = c.anchor;
    }
    for (const RoadShape &r : L.roads)
        L.featurePoint[size_t(r.feature)] = r.anchor;

    // Tent: the roomiest field spot, kept towards the middle.
    if (t.tent >= 0) {
        const auto d = distanceMap(isField);
        std::vector<int> cells;
        for (int i = 0; i < Grid * Grid; ++i) {
            if (isField(i))
                cells.push_back(i);
        }
        L.tent = true;
        L.tentPos = bestPoint(cells, d, QPointF(0.5, 0.5), 0.25);
        L.tentSize = std::min(Metrics::TentSize, qreal(d[size_t(cellAt(L.tentPos))]) * 1.7);
        L.featurePoint[size_t(t.tent)] = L.tentPos + QPointF(0, L.tentSize * 0.1);
        m.tent = rasterise([&](QPainter &p) {
            const qreal h = L.tentSize * 0.55;
            p.drawRect(QRectF(L.tentPos.x() - h, L.tentPos.y() - h, 2 * h, 2 * h));
        });
    }
    if (L.chapel)
        L.featurePoint[size_t(t.cloister)] = L.chapelPos;

    // Fields: flood the free raster from each port and check it against the catalogue.
    std::array<int, Grid * Grid> comp;
    comp.fill(-1);
    int comps = 0;
    for (int start = 0; start < Grid * Grid; ++start) {
        if (comp[size_t(start)] >= 0 || !isField(start))
            continue;
        std::vector<int> stack{start};
        comp[size_t(start)] = comps;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            const int x = i % Grid, y = i / Grid;
            const int nb[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
            for (const auto &n : nb) {
                if (n[0] < 0 || n[1] < 0 || n[0] >= Grid || n[1] >= Grid)
                    continue;
                const int j = n[1] * Grid + n[0];
                if (comp[size_t(j)] < 0 && isField(j)) {
                    comp[size_t(j)] = comps;
                    stack.push_back(j);
                }
            }
        }
        ++comps;
    }
    auto portComponent = [&](int port) {
        for (qreal depth = 0.02; depth < 0.3; depth += 0.5 / Grid) {
            const int i = cellAt(portPoint(port, depth));
            if (comp[size_t(i)] >= 0)
                return comp[size_t(i)];
        }
        return -1;
    };
    const auto markerDist = distanceMap([&](int i) {
        return isField(i) && !m.tent[size_t(i)];
    });
    std::vector<int> fieldOfComp(size_t(comps), -1);
    for (int f = 0; f < t.featureCount; ++f) {
        const auto &spec = t.features[size_t(f)];
        if (spec.kind != FeatureKind::Field)
            continue;
        std::vector<int> mine;
        for (int port = 0; port < 8; ++port) {
            if (!(spec.ports & (1 << port)))
                continue;
            const int c = portComponent(port);
            if (c < 0) {
                L.problems << QStringLiteral("%1: port %2 of field %3 is covered").arg(QString::fromStdString(t.id)).arg(port).arg(f);
                continue;
            }
            if (fieldOfComp[size_t(c)] >= 0 && fieldOfComp[size_t(c)] != f)
                L.problems << QStringLiteral("%1: fields %2 and %3 are drawn joined").arg(QString::fromStdString(t.id)).arg(fieldOfComp[size_t(c)]).arg(f);
            fieldOfComp[size_t(c)] = f;
            if (std::find(mine.begin(), mine.end(), c) == mine.end())
                mine.push_back(c);
        }
        if (mine.size() > 1)
            L.problems << QStringLiteral("%1: field %2 is drawn in %3 parts").arg(QString::fromStdString(t.id)).arg(f).arg(mine.size());
        std::vector<int> cells;
        QPointF mean;
        int ports = 0;
        for (int port = 0; port < 8; ++port) {
            if (spec.ports & (1 << port)) {
                mean += portPoint(port, 0.2);
                ++ports;
            }
        }
        mean /= std::max(1, ports);
        for (int i = 0; i < Grid * Grid; ++i) {
            if (comp[size_t(i)] >= 0 && std::find(mine.begin(), mine.end(), comp[size_t(i)]) != mine.end() && !m.tent[size_t(i)])
                cells.push_back(i);
        }
        L.featurePoint[size_t(f)] = cells.empty() ? mean : bestPoint(cells, markerDist, mean, 0.35);
    }

    // The hit raster, painted in the drawing's order: fields, the tent, roads (their drawn
    // width, the house at a dead end), the chapel, cities on top.
    L.region.fill(-1);
    for (int i = 0; i < Grid * Grid; ++i) {
        if (comp[size_t(i)] >= 0)
            L.region[size_t(i)] = qint8(fieldOfComp[size_t(comp[size_t(i)])]);
        if (t.tent >= 0 && m.tent[size_t(i)])
            L.region[size_t(i)] = qint8(t.tent);
    }
    for (const RoadShape &r : L.roads) {
        const auto cover = rasterise([&](QPainter &p) {
            QPainterPathStroker stroker;
            stroker.setWidth(Metrics::RoadWidth + 0.022);
            stroker.setCapStyle(r.end == RoadEnd::Through ? Qt::FlatCap : Qt::RoundCap);
            p.drawPath(stroker.createStroke(r.path));
            if (r.end == RoadEnd::House)
                p.drawEllipse(r.endPoint, 0.07, 0.07);
        });
        for (size_t i = 0; i < cover.size(); ++i) {
            if (cover[i])
                L.region[i] = qint8(r.feature);
        }
    }
    if (L.chapel) {
        const auto cover = rasterise([&](QPainter &p) {
            p.drawRect(QRectF(L.chapelPos - QPointF(0.15, 0.17), QSizeF(0.3, 0.32)));
        });
        for (size_t i = 0; i < cover.size(); ++i) {
            if (cover[i])
                L.region[i] = qint8(t.cloister);
        }
    }
    for (size_t i = 0; i < L.region.size(); ++i) {
        if (m.city[i])
            L.region[i] = qint8(L.cities[m.city[i] - 1].feature);
    }
    // Cells of no feature (the plaza of a junction) go to the nearest one.
    std::vector<int> frontier;
    for (int i = 0; i < Grid * Grid; ++i) {
        if (L.region[size_t(i)] >= 0)
            frontier.push_back(i);
    }
    while (!frontier.empty()) {
        std::vector<int> next;
        for (int i : frontier) {
            const int x = i % Grid, y = i / Grid;
            const int nb[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
            for (const auto &n : nb) {
                if (n[0] < 0 || n[1] < 0 || n[0] >= Grid || n[1] >= Grid)
                    continue;
                const size_t j = size_t(n[1] * Grid + n[0]);
                if (L.region[j] < 0) {
                    L.region[j] = L.region[size_t(i)];
                    next.push_back(int(j));
                }
            }
        }
        frontier.swap(next);
    }

    // Texture: grass tufts where the field shows, and a few shrubs in roomy corners.
    for (int k = 0; k < 70; ++k) {
        const QPointF q(0.04 + 0.92 * rnd.next(), 0.04 + 0.92 * rnd.next());
        const int i = cellAt(q);
        if (isField(i) && !m.tent[size_t(i)] && markerDist[size_t(i)] > 0.02)
            L.grass.append(q);
    }
    for (int k = 0; k < 40 && L.bushes.size() < 2; ++k) {
        const QPointF q(0.1 + 0.8 * rnd.next(), 0.1 + 0.8 * rnd.next());
        const int i = cellAt(q);
        if (!isField(i) || markerDist[size_t(i)] < 0.1)
            continue;
        bool clear = true;
        for (int f = 0; f < t.featureCount; ++f)
            clear = clear && length(q - L.featurePoint[size_t(f)]) > 0.2;
        for (const QPointF &b : L.bushes)
            clear = clear && length(q - b) > 0.25;
        if (clear && rnd.next() < 0.6)
            L.bushes.append(q);
    }
}

} // namespace fortuna::gui
