// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilepainter.h"

#include "landpieces.h"
#include "palette.h"
#include "tilelayout.h"

#include "rules/catalogue.h"

#include <QFont>
#include <QLinearGradient>
#include <QRadialGradient>

#include <cmath>

namespace fortuna::gui
{

using rules::Catalogue;

namespace
{

quint32 hashOf(const std::string &s, quint32 salt)
{
    quint32 h = 2166136261u ^ salt;
    for (char c : s)
        h = (h ^ quint8(c)) * 16777619u;
    return h;
}

// One cell of land: a tile layout drawn at `cell` (unit = one cell) in a rotation. Pieces that
// stand up (houses, chapel, tent, shrubs) keep upright whatever the rotation.
class CellArt
{
public:
    CellArt(QPainter &p, QPointF cell, int rotation)
        : m_p(p)
        , m_cell(cell)
        , m_rotation(rotation & 3)
    {
        m_board = p.transform();
        m_board.translate(cell.x(), cell.y());
        m_local = m_board;
        m_local.translate(0.5, 0.5);
        m_local.rotate(90.0 * m_rotation);
        m_local.translate(-0.5, -0.5);
    }
    void local() { m_p.setTransform(m_local); }
    void board() { m_p.setTransform(m_board); }
    QPointF upright(QPointF localPoint) const { return rotateUnit(localPoint, m_rotation); }

    void features(const TileLayout &L, const std::string &id, bool groundTexture = true)
    {
        local();
        if (groundTexture) {
            for (const QPointF &g : L.grass)
                pieces::grassTuft(m_p, g, 0.028);
        }
        for (const RoadShape &r : L.roads)
            pieces::road(m_p, r.path, r.end != RoadEnd::Through);
        if (L.junction)
            pieces::junction(m_p, L.junctionPos);
        for (int i = 0; i < L.cities.size(); ++i) {
            const CityShape &c = L.cities[i];
            pieces::cityArea(m_p, c.area, c.anchor, hashOf(id, quint32(i)));
        }
        for (const CityShape &c : L.cities)
            pieces::cityWall(m_p, c.wall, c.area);
        for (const RoadShape &r : L.roads) {
            if (r.end == RoadEnd::Gate)
                pieces::gate(m_p, r.endPoint, r.endDirection);
        }
        board();
        int variant = int(hashOf(id, 7) % 5);
        for (const QPointF &b : L.bushes)
            pieces::bush(m_p, upright(b), 0.085);
        for (const CityShape &c : L.cities) {
            QList<QPointF> roofs = c.roofs;
            std::sort(roofs.begin(), roofs.end(), [this](QPointF a, QPointF b) {
                return upright(a).y() < upright(b).y();
            });
            for (const QPointF &r : roofs)
                pieces::roof(m_p, upright(r), variant++);
            if (c.pennant)
                pieces::pennant(m_p, upright(c.pennantPos), 0.13);
        }
        for (const RoadShape &r : L.roads) {
            if (r.end == RoadEnd::House)
                pieces::house(m_p, upright(r.endPoint), 0.09, variant++);
        }
        if (L.junction)
            pieces::well(m_p, upright(L.junctionPos));
        if (L.chapel)
            pieces::chapel(m_p, upright(L.chapelPos), Metrics::ChapelSize);
        if (L.tent)
            pieces::tent(m_p, upright(L.tentPos), L.tentSize);
    }

private:
    QPainter &m_p;
    QPointF m_cell;
    int m_rotation;
    QTransform m_board, m_local;
};

void bevel(QPainter &p, const QRectF &r)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 240, 70), 0.012));
    p.drawLine(QPointF(r.left() + 0.012, r.bottom() - 0.012), QPointF(r.left() + 0.012, r.top() + 0.012));
    p.drawLine(QPointF(r.left() + 0.012, r.top() + 0.012), QPointF(r.right() - 0.012, r.top() + 0.012));
    p.setPen(QPen(QColor(40, 30, 10, 70), 0.012));
    p.drawLine(QPointF(r.right() - 0.012, r.top() + 0.012), QPointF(r.right() - 0.012, r.bottom() - 0.012));
    p.drawLine(QPointF(r.right() - 0.012, r.bottom() - 0.012), QPointF(r.left() + 0.012, r.bottom() - 0.012));
    p.setPen(QPen(QColor(60, 45, 20, 150), 0.012));
    p.drawRect(r.adjusted(0.003, 0.003, -0.003, -0.003));
}

} // namespace

void paintWheelIcon(QPainter &p, QPointF centre, qreal radius, int number)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QRadialGradient g(centre + QPointF(-0.35, -0.35) * radius, radius * 1.4);
    g.setColorAt(0, Palette::goldLight());
    g.setColorAt(0.6, Palette::gold());
    g.setColorAt(1, Palette::goldDark());
    p.setPen(QPen(Palette::ink(), std::max(1.0, radius * 0.1)));
    p.setBrush(g);
    p.drawEllipse(centre, radius, radius);
    p.setPen(QPen(QColor(0x7a, 0x58, 0x12, 160), std::max(0.8, radius * 0.07)));
    for (int i = 0; i < 6; ++i) {
        const qreal a = i * M_PI / 3;
        const QPointF d(std::sin(a), -std::cos(a));
        p.drawLine(centre + d * radius * 0.72, centre + d * radius * 0.9);
    }
    QFont f;
    f.setFamily(QStringLiteral("DejaVu Serif"));
    f.setBold(true);
    f.setPixelSize(std::max(6, int(radius * 1.25)));
    p.setFont(f);
    p.setPen(Palette::ink());
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, QString::number(number));
    p.restore();
}

void paintTile(QPainter &p, const QRectF &rect, int typeIndex, int rotation, int icon)
{
    if (typeIndex < 0 || typeIndex >= Catalogue::instance().size())
        return;
    const TileLayout &L = tileLayout(typeIndex);
    const std::string &id = Catalogue::instance().type(typeIndex).id;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());
    p.scale(rect.width(), rect.height());
    p.setClipRect(QRectF(0, 0, 1, 1), Qt::IntersectClip);
    {
        CellArt art(p, QPointF(0, 0), rotation);
        art.local();
        pieces::ground(p, QRectF(0, 0, 1, 1), hashOf(id, 1));
        art.features(L, id);
        art.board();
        bevel(p, QRectF(0, 0, 1, 1));
    }
    const QTransform device = p.transform();
    p.restore();
    if (icon > 0) {
        const QPointF c = device.map(QPointF(0.85, 0.15));
        const qreal r = 0.105 * rect.width();
        paintWheelIcon(p, c, r, icon);
    }
}

void paintWheelLand(QPainter &p, const QRectF &rect, qreal wheelRadiusCells)
{
    const Catalogue &cat = Catalogue::instance();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());
    p.scale(rect.width() / 4.0, rect.height() / 4.0);
    p.setClipRect(QRectF(0, 0, 4, 4), Qt::IntersectClip);
    pieces::ground(p, QRectF(0, 0, 4, 4), 0x5eed);

    // Roads r1 (north), r2 (south-east corner), r3 (west): each from its rim slot to the wheel.
    QPainterPath r1, r2, r3;
    r1.moveTo(2.5, 0);
    r1.lineTo(2.5, 1.2);
    r2.moveTo(3.5, 4);
    r2.quadTo(3.5, 3.1, 2.8, 2.8);
    r3.moveTo(0, 1.5);
    r3.lineTo(1.2, 1.5);
    for (const QPainterPath &r : {r1, r2, r3})
        pieces::road(p, r, false);

    // The wheel's shadow on the land.
    QRadialGradient shade(QPointF(2.06, 2.1), wheelRadiusCells * 1.12);
    shade.setColorAt(0.82, QColor(20, 30, 5, 120));
    shade.setColorAt(1, QColor(20, 30, 5, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawEllipse(QPointF(2.06, 2.1), wheelRadiusCells * 1.12, wheelRadiusCells * 1.12);

    // The rim cities, drawn with the same art as the land tiles that share their shapes.
    for (const RimCity &c : wheelRimCities()) {
        if (c.type < 0)
            continue;
        TileLayout cityOnly = tileLayout(c.type);
        cityOnly.roads.clear();
        cityOnly.grass.clear();
        cityOnly.bushes.clear();
        p.save();
        CellArt art(p, QPointF(c.cell), c.rotation);
        art.features(cityOnly, cat.type(c.type).id, false);
        p.restore();
    }
    // A little life in the open fields of the rim.
    const QPointF shrubs[] = {{3.55, 0.45}, {3.3, 0.75}, {0.55, 2.45}, {1.45, 3.62}, {3.72, 1.4}, {0.3, 0.78}};
    for (const QPointF &s : shrubs)
        pieces::bush(p, s, 0.1);
    p.restore();
}

QImage renderTileSheet(int cellPixels)
{
    const Catalogue &cat = Catalogue::instance();
    struct Entry {
        int type, icon;
    };
    QList<Entry> entries;
    for (int i = 0; i < cat.size(); ++i) {
        const auto &t = cat.type(i);
        bool plain = t.baseCount > 0 || t.fortuneTellerTile;
        QList<int> icons;
        for (uint8_t icon : t.wheelIcons) {
            if (icon == 0)
                plain = true;
            else if (!icons.contains(icon))
                icons << icon;
        }
        if (plain || icons.isEmpty())
            entries.append({i, 0});
        for (int icon : icons)
            entries.append({i, icon});
    }
    const int columns = 10;
    const int gap = cellPixels / 6;
    const int label = cellPixels / 5;
    const int rows = int((entries.size() + columns - 1) / columns);
    QImage img((cellPixels + gap) * columns + gap, (cellPixels + gap + label) * rows + gap, QImage::Format_ARGB32_Premultiplied);
    img.fill(QColor(0xe9, 0xdc, 0xc0));
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    QFont f;
    f.setPixelSize(std::max(9, label * 3 / 4));
    p.setFont(f);
    for (int k = 0; k < entries.size(); ++k) {
        const int col = k % columns, row = k / columns;
        const QRectF r(gap + col * (cellPixels + gap), gap + row * (cellPixels + gap + label), cellPixels, cellPixels);
        paintTile(p, r, entries[k].type, 0, entries[k].icon);
        QString name = QString::fromStdString(cat.type(entries[k].type).id);
        if (entries[k].icon)
            name += QStringLiteral("/%1").arg(entries[k].icon);
        p.setPen(Palette::ink());
        p.drawText(QRectF(r.left(), r.bottom(), r.width(), label), Qt::AlignCenter, name);
    }
    return img;
}

} // namespace fortuna::gui
