// SPDX-License-Identifier: GPL-3.0-or-later
#include "landpieces.h"

#include "palette.h"
#include "tilelayout.h"

#include <QLinearGradient>
#include <QPainterPathStroker>
#include <QRadialGradient>

#include <cmath>

namespace fortuna::gui::pieces
{

namespace
{

struct Noise {
    quint32 s;
    explicit Noise(quint32 seed)
        : s(seed ^ 0x9e3779b9u)
    {
        next();
    }
    qreal next()
    {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return (s & 0xffffff) / qreal(0x1000000);
    }
};

QColor alpha(QColor c, int a)
{
    c.setAlpha(a);
    return c;
}

QPen pen(const QColor &c, qreal w, Qt::PenCapStyle cap = Qt::RoundCap)
{
    return QPen(c, w, Qt::SolidLine, cap, Qt::RoundJoin);
}

} // namespace

void ground(QPainter &p, const QRectF &area, quint32 seed)
{
    QLinearGradient g(area.topLeft(), area.bottomRight());
    g.setColorAt(0, Palette::fieldLight());
    g.setColorAt(1, Palette::fieldDark());
    p.fillRect(area, g);
    Noise n(seed);
    const int patches = int(6 * area.width() * area.height()) + 4;
    p.setPen(Qt::NoPen);
    for (int i = 0; i < patches; ++i) {
        const QPointF c(area.left() + n.next() * area.width(), area.top() + n.next() * area.height());
        const qreal r = 0.12 + 0.2 * n.next();
        QRadialGradient rg(c, r);
        const QColor tint = n.next() < 0.5 ? QColor(0xa6, 0xcf, 0x62) : QColor(0x5e, 0x93, 0x3a);
        rg.setColorAt(0, alpha(tint, 46));
        rg.setColorAt(1, alpha(tint, 0));
        p.setBrush(rg);
        p.drawEllipse(c, r, r);
    }
}

void grassTuft(QPainter &p, QPointF at, qreal size)
{
    p.setPen(pen(alpha(Palette::grass(), 120), size * 0.22));
    p.setBrush(Qt::NoBrush);
    p.drawLine(at, at + QPointF(-size * 0.45, -size * 0.8));
    p.drawLine(at, at + QPointF(0, -size));
    p.drawLine(at, at + QPointF(size * 0.45, -size * 0.8));
}

void shadow(QPainter &p, QPointF at, qreal rx, qreal ry)
{
    QRadialGradient g(at, rx);
    g.setColorAt(0, QColor(30, 40, 10, 90));
    g.setColorAt(1, QColor(30, 40, 10, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(g);
    p.save();
    p.translate(at);
    p.scale(1, ry / rx);
    p.translate(-at);
    p.drawEllipse(at, rx, rx);
    p.restore();
}

void bush(QPainter &p, QPointF at, qreal size)
{
    shadow(p, at + QPointF(0.1 * size, 0.35 * size), size * 0.75, size * 0.3);
    const QPointF blobs[3] = {{-0.3, 0.05}, {0.28, 0.08}, {0, -0.18}};
    p.setPen(pen(QColor(0x2c, 0x55, 0x1e), size * 0.06));
    for (const QPointF &b : blobs) {
        const QPointF c = at + b * size;
        QRadialGradient g(c + QPointF(-0.12, -0.12) * size, size * 0.42);
        g.setColorAt(0, Palette::bushLight());
        g.setColorAt(1, Palette::bush());
        p.setBrush(g);
        p.drawEllipse(c, size * 0.36, size * 0.33);
    }
}

void road(QPainter &p, const QPainterPath &centreLine, bool roundEnd)
{
    const Qt::PenCapStyle cap = roundEnd ? Qt::RoundCap : Qt::FlatCap;
    p.setBrush(Qt::NoBrush);
    p.setPen(pen(Palette::roadEdge(), Metrics::RoadWidth + 0.022, cap));
    p.drawPath(centreLine);
    p.setPen(pen(Palette::road(), Metrics::RoadWidth, cap));
    p.drawPath(centreLine);
    // two faint cart ruts
    p.setPen(pen(alpha(Palette::roadEdge(), 70), 0.007, cap));
    QPainterPathStroker ruts;
    ruts.setWidth(Metrics::RoadWidth * 0.45);
    ruts.setCapStyle(Qt::FlatCap);
    p.drawPath(ruts.createStroke(centreLine));
}

void junction(QPainter &p, QPointF at)
{
    const qreal h = Metrics::JunctionSize / 2;
    const QRectF r(at.x() - h, at.y() - h, 2 * h, 2 * h);
    p.setPen(pen(Palette::roadEdge(), 0.014));
    p.setBrush(QColor(0xe9, 0xda, 0xb4));
    p.drawRoundedRect(r, 0.025, 0.025);
    p.setPen(pen(alpha(Palette::roadEdge(), 90), 0.006));
    for (int i = 1; i < 4; ++i) {
        const qreal t = r.left() + r.width() * i / 4;
        p.drawLine(QPointF(t, r.top() + 0.01), QPointF(t, r.bottom() - 0.01));
    }
}

void well(QPainter &p, QPointF at)
{
    shadow(p, at + QPointF(0.01, 0.03), 0.06, 0.025);
    p.setPen(pen(Palette::stoneDark(), 0.01));
    p.setBrush(Palette::stone());
    p.drawEllipse(at, 0.045, 0.035);
    p.setBrush(QColor(0x3a, 0x5f, 0x86));
    p.drawEllipse(at, 0.026, 0.018);
}

void gate(QPainter &p, QPointF at, QPointF dir)
{
    p.save();
    p.translate(at);
    p.rotate(std::atan2(dir.y(), dir.x()) * 180.0 / M_PI + 90.0);
    const QRectF body(-0.075, -0.045, 0.15, 0.07);
    p.setPen(pen(Palette::wall(), 0.012));
    p.setBrush(Palette::wallTop());
    p.drawRect(body);
    p.drawRect(QRectF(-0.085, -0.06, 0.04, 0.09));
    p.drawRect(QRectF(0.045, -0.06, 0.04, 0.09));
    QPainterPath arch;
    arch.moveTo(-0.025, 0.025);
    arch.lineTo(-0.025, -0.005);
    arch.arcTo(QRectF(-0.025, -0.03, 0.05, 0.05), 180, -180);
    arch.lineTo(0.025, 0.025);
    arch.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x3b, 0x2a, 0x1a));
    p.drawPath(arch);
    p.restore();
}

void house(QPainter &p, QPointF at, qreal s, int variant)
{
    shadow(p, at + QPointF(0.1 * s, 0.55 * s), 0.85 * s, 0.25 * s);
    const QColor roofColour = variant % 3 == 0 ? Palette::roof() : variant % 3 == 1 ? Palette::roofDark() : QColor(0x9a, 0x6b, 0x3f);
    p.setPen(pen(Palette::ink(), s * 0.08));
    p.setBrush(Palette::houseWall());
    p.drawRect(QRectF(at.x() - 0.5 * s, at.y() - 0.05 * s, s, 0.55 * s));
    QPolygonF r;
    r << at + QPointF(-0.65 * s, 0) << at + QPointF(-0.35 * s, -0.55 * s) << at + QPointF(0.35 * s, -0.55 * s) << at + QPointF(0.65 * s, 0);
    p.setBrush(roofColour);
    p.drawPolygon(r);
    p.setPen(Qt::NoPen);
    p.setBrush(Palette::ink());
    p.drawRect(QRectF(at.x() - 0.1 * s, at.y() + 0.2 * s, 0.2 * s, 0.3 * s));
}

void cityArea(QPainter &p, const QPainterPath &area, QPointF light, quint32 seed)
{
    p.save();
    p.setClipPath(area, Qt::IntersectClip);
    QRadialGradient g(light, 0.75);
    g.setColorAt(0, Palette::cityLight());
    g.setColorAt(1, Palette::city());
    p.setPen(Qt::NoPen);
    p.setBrush(g);
    p.drawPath(area);
    // cobbles
    Noise n(seed);
    const QRectF b = area.boundingRect();
    const int count = int(110 * b.width() * b.height()) + 6;
    for (int i = 0; i < count; ++i) {
        const QPointF c(b.left() + n.next() * b.width(), b.top() + n.next() * b.height());
        const bool darker = n.next() < 0.5;
        p.setPen(pen(alpha(darker ? Palette::wall() : QColor(0xf4, 0xdf, 0xb0), darker ? 40 : 70), 0.005));
        p.setBrush(Qt::NoBrush);
        const qreal w = 0.03 + 0.025 * n.next();
        p.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - 0.012, w, 0.024), 0.008, 0.008);
    }
    p.restore();
}

void cityWall(QPainter &p, const QPainterPath &wall, const QPainterPath &area)
{
    if (wall.isEmpty())
        return;
    p.setBrush(Qt::NoBrush);
    // crenellations on the outside of the wall
    const qreal len = wall.length();
    const int merlons = int(len / 0.055);
    p.setPen(Qt::NoPen);
    p.setBrush(Palette::wall());
    for (int i = 1; i < merlons; ++i) {
        const qreal t = wall.percentAtLength(len * i / merlons);
        const QPointF q = wall.pointAtPercent(t);
        const qreal a = wall.angleAtPercent(t) * M_PI / 180.0;
        QPointF normal(-std::sin(a), -std::cos(a)); // angleAtPercent is counter-clockwise, y up
        if (area.contains(q + normal * 0.03))
            normal = -normal;
        const QPointF m = q + normal * 0.026;
        p.drawRect(QRectF(m.x() - 0.012, m.y() - 0.012, 0.024, 0.024));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(pen(Palette::wall(), 0.05, Qt::FlatCap));
    p.drawPath(wall);
    p.setPen(pen(Palette::wallTop(), 0.018, Qt::FlatCap));
    p.drawPath(wall);
}

void roof(QPainter &p, QPointF at, int variant)
{
    house(p, at, 0.075 + 0.012 * (variant % 3), variant);
}

void pennant(QPainter &p, QPointF at, qreal s)
{
    QPainterPath shield;
    shield.moveTo(at + QPointF(-0.5 * s, -0.55 * s));
    shield.lineTo(at + QPointF(0.5 * s, -0.55 * s));
    shield.lineTo(at + QPointF(0.5 * s, 0.0));
    shield.quadTo(at + QPointF(0.45 * s, 0.42 * s), at + QPointF(0, 0.62 * s));
    shield.quadTo(at + QPointF(-0.45 * s, 0.42 * s), at + QPointF(-0.5 * s, 0.0));
    shield.closeSubpath();
    shadow(p, at + QPointF(0.08 * s, 0.7 * s), 0.5 * s, 0.15 * s);
    p.setPen(Qt::NoPen);
    p.setBrush(Palette::pennantBlue());
    p.drawPath(shield);
    p.save();
    p.setClipPath(shield);
    p.setBrush(Palette::pennantWhite());
    QPolygonF chevron;
    chevron << at + QPointF(-0.6 * s, 0.05 * s) << at + QPointF(0, -0.35 * s) << at + QPointF(0.6 * s, 0.05 * s) << at + QPointF(0.6 * s, 0.3 * s)
            << at + QPointF(0, -0.1 * s) << at + QPointF(-0.6 * s, 0.3 * s);
    p.drawPolygon(chevron);
    p.restore();
    p.setPen(pen(QColor(0x1c, 0x2f, 0x52), s * 0.09));
    p.setBrush(Qt::NoBrush);
    p.drawPath(shield);
}

void chapel(QPainter &p, QPointF at, qreal size)
{
    const qreal s = size / 0.3;
    auto P = [&](qreal x, qreal y) {
        return at + QPointF(x, y) * s;
    };
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xb4, 0xd6, 0x7c, 150));
    p.drawEllipse(P(0, 0.06), 0.17 * s, 0.1 * s);
    shadow(p, P(0.02, 0.1), 0.15 * s, 0.04 * s);
    const QPen outline = pen(Palette::ink(), 0.01 * s);
    // nave
    p.setPen(outline);
    p.setBrush(Palette::houseWall());
    p.drawRect(QRectF(P(-0.1, -0.02), P(0.1, 0.1)));
    QPolygonF gable;
    gable << P(-0.125, -0.005) << P(0, -0.11) << P(0.125, -0.005);
    p.setBrush(Palette::roof());
    p.drawPolygon(gable);
    // bell tower on the ridge
    p.setBrush(Palette::houseWall());
    p.drawRect(QRectF(P(-0.025, -0.16), P(0.025, -0.08)));
    QPolygonF spire;
    spire << P(-0.035, -0.16) << P(0, -0.2) << P(0.035, -0.16);
    p.setBrush(Palette::roofDark());
    p.drawPolygon(spire);
    p.setPen(pen(Palette::goldDark(), 0.012 * s));
    p.drawLine(P(0, -0.2), P(0, -0.255));
    p.drawLine(P(-0.018, -0.235), P(0.018, -0.235));
    // door and rose window
    p.setPen(Qt::NoPen);
    p.setBrush(Palette::ink());
    QPainterPath door;
    door.moveTo(P(-0.025, 0.1));
    door.lineTo(P(-0.025, 0.045));
    door.arcTo(QRectF(P(-0.025, 0.02), P(0.025, 0.07)), 180, -180);
    door.lineTo(P(0.025, 0.1));
    door.closeSubpath();
    p.drawPath(door);
    p.setBrush(QColor(0x5b, 0x7d, 0xb5));
    p.drawEllipse(P(0, -0.045), 0.018 * s, 0.018 * s);
}

void tent(QPainter &p, QPointF at, qreal size)
{
    const qreal s = size;
    auto P = [&](qreal x, qreal y) {
        return at + QPointF(x, y) * s;
    };
    shadow(p, P(0.05, 0.34), 0.55 * s, 0.12 * s);
    QPainterPath body;
    body.moveTo(P(0, -0.42));
    body.cubicTo(P(-0.12, -0.2), P(-0.32, 0.0), P(-0.46, 0.3));
    body.quadTo(P(0, 0.38), P(0.46, 0.3));
    body.cubicTo(P(0.32, 0.0), P(0.12, -0.2), P(0, -0.42));
    body.closeSubpath();
    p.save();
    p.setClipPath(body, Qt::IntersectClip);
    p.setPen(Qt::NoPen);
    const int stripes = 7;
    for (int i = 0; i < stripes; ++i) {
        QPolygonF wedge;
        const qreal x0 = -0.5 + i / qreal(stripes), x1 = -0.5 + (i + 1) / qreal(stripes);
        wedge << P(0, -0.45) << P(x0 * 1.05, 0.4) << P(x1 * 1.05, 0.4);
        p.setBrush(i % 2 ? Palette::tentGold() : Palette::tentPurple());
        p.drawPolygon(wedge);
    }
    QLinearGradient shade(P(-0.5, 0), P(0.5, 0));
    shade.setColorAt(0, QColor(255, 255, 255, 40));
    shade.setColorAt(1, QColor(0, 0, 0, 60));
    p.setBrush(shade);
    p.drawPath(body);
    p.restore();
    // entrance
    QPainterPath door;
    door.moveTo(P(0, -0.02));
    door.quadTo(P(-0.1, 0.15), P(-0.11, 0.34));
    door.lineTo(P(0.11, 0.34));
    door.quadTo(P(0.1, 0.15), P(0, -0.02));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x2e, 0x1a, 0x45));
    p.drawPath(door);
    p.setPen(pen(QColor(0x3a, 0x22, 0x55), 0.03 * s));
    p.setBrush(Qt::NoBrush);
    p.drawPath(body);
    // pole and flag
    p.setPen(pen(Palette::ink(), 0.025 * s));
    p.drawLine(P(0, -0.42), P(0, -0.6));
    QPolygonF flag;
    flag << P(0, -0.6) << P(0.2, -0.545) << P(0, -0.49);
    p.setPen(pen(Palette::goldDark(), 0.015 * s));
    p.setBrush(Palette::tentGold());
    p.drawPolygon(flag);
}

} // namespace fortuna::gui::pieces
