// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurepainter.h"

#include "palette.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QRadialGradient>

#include <cmath>

namespace fortuna::gui
{

QColor Palette::player(int index)
{
    // After Okabe and Ito's colour-blind safe palette (vermilion, blue, bluish green, yellow,
    // black), the red, blue and green moved a little so that every pair stays apart in the
    // three common colour-vision deficiencies too (CIEDE2000 >= 20 in the Machado
    // simulations; tests/qml/colourvisiontest.cpp checks it, docs/accessibility.md).
    static const QColor colours[5] = {QColor(0xcc, 0x4a, 0x14),
                                      QColor(0x1f, 0x4f, 0xb8),
                                      QColor(0x00, 0xa0, 0x80),
                                      QColor(0xf0, 0xe4, 0x42),
                                      QColor(0x2e, 0x2b, 0x2a)};
    return colours[((index % 5) + 5) % 5];
}

QColor Palette::playerInk(int index)
{
    const int i = ((index % 5) + 5) % 5;
    return i == 3 ? QColor(0x5a, 0x40, 0x08) : QColor(0xff, 0xf6, 0xe0);
}

namespace
{

QPen outline(const QColor &c, qreal w)
{
    return QPen(c, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

void pigLeg(QPainter &p, QPointF hip, qreal angle, const QColor &fill)
{
    p.save();
    p.translate(hip);
    p.rotate(angle);
    p.setPen(outline(Palette::pigDark(), 0.022));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(-0.055, -0.02, 0.11, 0.27), 0.045, 0.045);
    p.setBrush(QColor(0x7a, 0x3e, 0x4e));
    p.drawRoundedRect(QRectF(-0.055, 0.19, 0.11, 0.06), 0.02, 0.02);
    p.restore();
}

QPainterPath meepleShape()
{
    static const QPainterPath shape = [] {
        QPolygonF body;
        body << QPointF(0.40, 0.30) << QPointF(0.60, 0.30) << QPointF(0.90, 0.40) << QPointF(0.93, 0.52) << QPointF(0.68, 0.54) << QPointF(0.84, 0.93)
             << QPointF(0.58, 0.93) << QPointF(0.50, 0.76) << QPointF(0.42, 0.93) << QPointF(0.16, 0.93) << QPointF(0.32, 0.54) << QPointF(0.07, 0.52)
             << QPointF(0.10, 0.40);
        QPainterPath path;
        path.addPolygon(body);
        path.closeSubpath();
        QPainterPathStroker round;
        round.setWidth(0.1);
        round.setJoinStyle(Qt::RoundJoin);
        path = path.united(round.createStroke(path));
        QPainterPath head;
        head.addEllipse(QPointF(0.5, 0.2), 0.15, 0.15);
        return path.united(head).simplified();
    }();
    return shape;
}

void emblem(QPainter &p, QPointF c, qreal s, int kind)
{
    switch (kind) {
    case 0:
        p.drawEllipse(c, s * 0.5, s * 0.5);
        break;
    case 1:
        p.drawRect(QRectF(c.x() - s * 0.42, c.y() - s * 0.42, s * 0.84, s * 0.84));
        break;
    case 2: {
        QPolygonF t;
        t << c + QPointF(0, -s * 0.55) << c + QPointF(s * 0.52, s * 0.4) << c + QPointF(-s * 0.52, s * 0.4);
        p.drawPolygon(t);
        break;
    }
    case 3: {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const qreal a = -M_PI / 2 + i * M_PI / 5;
            const qreal r = (i % 2 ? 0.25 : 0.6) * s;
            star << c + QPointF(std::cos(a) * r, std::sin(a) * r);
        }
        p.drawPolygon(star);
        break;
    }
    default: {
        const qreal w = s * 0.22, l = s * 0.55;
        p.drawRect(QRectF(c.x() - w, c.y() - l, 2 * w, 2 * l));
        p.drawRect(QRectF(c.x() - l, c.y() - w, 2 * l, 2 * w));
        break;
    }
    }
}

void crown(QPainter &p, QPointF c, qreal s)
{
    QPainterPath shape;
    shape.moveTo(c + QPointF(-0.5, 0.3) * s);
    shape.lineTo(c + QPointF(-0.55, -0.3) * s);
    shape.lineTo(c + QPointF(-0.25, 0.0) * s);
    shape.lineTo(c + QPointF(0.0, -0.42) * s);
    shape.lineTo(c + QPointF(0.25, 0.0) * s);
    shape.lineTo(c + QPointF(0.55, -0.3) * s);
    shape.lineTo(c + QPointF(0.5, 0.3) * s);
    shape.closeSubpath();
    QLinearGradient g(c + QPointF(0, -0.4) * s, c + QPointF(0, 0.3) * s);
    g.setColorAt(0, Palette::goldLight());
    g.setColorAt(1, Palette::goldDark());
    p.setPen(outline(QColor(0x6a, 0x48, 0x08), s * 0.07));
    p.setBrush(g);
    p.drawPath(shape);
    p.drawRect(QRectF(c + QPointF(-0.5, 0.22) * s, c + QPointF(0.5, 0.42) * s));
    p.setPen(Qt::NoPen);
    p.setBrush(Palette::goldLight());
    for (const QPointF &tip : {QPointF(-0.55, -0.3), QPointF(0, -0.42), QPointF(0.55, -0.3)})
        p.drawEllipse(c + tip * s, s * 0.085, s * 0.085);
    p.setBrush(QColor(0xc0, 0x2c, 0x2c));
    p.drawEllipse(c + QPointF(0, 0.32) * s, s * 0.07, s * 0.07);
}

} // namespace

void paintPig(QPainter &p, const QRectF &r, qreal stride)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(r.topLeft());
    p.scale(r.width() / PigAspect, r.height());
    const qreal swing = 20.0 * stride;

    QRadialGradient ground(QPointF(0.72, 0.97), 0.55);
    ground.setColorAt(0, QColor(20, 20, 0, 90));
    ground.setColorAt(1, QColor(20, 20, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(ground);
    p.save();
    p.translate(0, 0.97);
    p.scale(1, 0.1);
    p.drawEllipse(QPointF(0.72, 0), 0.55, 0.55);
    p.restore();

    const QColor far = Palette::pig().darker(112);
    pigLeg(p, QPointF(0.4, 0.7), -swing, far);
    pigLeg(p, QPointF(0.98, 0.7), swing, far);

    // curly tail
    p.setBrush(Qt::NoBrush);
    p.setPen(outline(Palette::pigDark(), 0.03));
    QPainterPath tail;
    tail.moveTo(0.22, 0.46);
    tail.cubicTo(0.1, 0.5, 0.04, 0.36, 0.12, 0.33);
    tail.cubicTo(0.19, 0.31, 0.2, 0.4, 0.13, 0.41);
    p.drawPath(tail);

    // body
    QLinearGradient skin(0, 0.2, 0, 0.85);
    skin.setColorAt(0, Palette::pigLight());
    skin.setColorAt(0.55, Palette::pig());
    skin.setColorAt(1, Palette::pig().darker(108));
    p.setPen(outline(Palette::pigDark(), 0.024));
    p.setBrush(skin);
    p.drawEllipse(QPointF(0.68, 0.52), 0.5, 0.31);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 70));
    p.drawEllipse(QPointF(0.62, 0.36), 0.28, 0.08);

    pigLeg(p, QPointF(0.5, 0.72), swing, Palette::pig());
    pigLeg(p, QPointF(1.06, 0.72), -swing, Palette::pig());

    // head
    p.setPen(outline(Palette::pigDark(), 0.024));
    p.setBrush(skin);
    p.drawEllipse(QPointF(1.12, 0.43), 0.23, 0.22);
    // ear, flopping forwards
    QPainterPath ear;
    ear.moveTo(0.98, 0.27);
    ear.quadTo(1.02, 0.06, 1.2, 0.1);
    ear.quadTo(1.16, 0.2, 1.12, 0.26);
    ear.closeSubpath();
    p.setBrush(Palette::pig().darker(106));
    p.drawPath(ear);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xe8, 0x7f, 0x9e));
    p.drawEllipse(QPointF(1.07, 0.18), 0.04, 0.06);
    // snout
    p.setPen(outline(Palette::pigDark(), 0.022));
    p.setBrush(QColor(0xf0, 0x90, 0xaa));
    p.drawEllipse(QPointF(1.34, 0.48), 0.075, 0.1);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x8a, 0x3a, 0x52));
    p.drawEllipse(QPointF(1.33, 0.44), 0.014, 0.024);
    p.drawEllipse(QPointF(1.37, 0.51), 0.014, 0.024);
    // eye, cheek, smile
    p.setBrush(QColor(0x2a, 0x18, 0x1c));
    p.drawEllipse(QPointF(1.19, 0.37), 0.026, 0.036);
    p.setBrush(Qt::white);
    p.drawEllipse(QPointF(1.198, 0.36), 0.009, 0.011);
    p.setBrush(QColor(0xf0, 0x6f, 0x90, 110));
    p.drawEllipse(QPointF(1.17, 0.5), 0.055, 0.032);
    p.setPen(outline(Palette::pigDark(), 0.018));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(1.2, 0.5, 0.11, 0.09), 200 * 16, 120 * 16);
    p.restore();
}

void paintMeeple(QPainter &p, const QRectF &r, const QColor &fill, const QColor &markColour, int emblemKind)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(r.topLeft());
    p.scale(r.width(), r.height());
    const QPainterPath shape = meepleShape();
    // shadow
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawPath(shape.translated(0.035, 0.035));
    QLinearGradient g(0.2, 0.05, 0.8, 1.0);
    g.setColorAt(0, fill.lighter(135));
    g.setColorAt(0.5, fill);
    g.setColorAt(1, fill.darker(125));
    p.setBrush(g);
    p.setPen(outline(QColor(0x1a, 0x12, 0x0c), 0.055));
    p.drawPath(shape);
    if (emblemKind >= 0) {
        p.setPen(outline(fill.darker(160), 0.02));
        p.setBrush(markColour);
        emblem(p, QPointF(0.5, 0.57), 0.22, emblemKind % 5);
    }
    p.restore();
}

void paintCrownSpace(QPainter &p, const QRectF &r, bool lit)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(r.center());
    p.scale(r.width(), r.height());
    if (lit) {
        QRadialGradient halo(QPointF(0, 0), 0.5);
        halo.setColorAt(0.55, QColor(255, 226, 110, 255));
        halo.setColorAt(1, QColor(255, 226, 110, 0));
        p.setPen(Qt::NoPen);
        p.setBrush(halo);
        p.drawEllipse(QPointF(0, 0), 0.5, 0.5);
    }
    // plinth: a stone drum seen from slightly above
    p.setPen(outline(Palette::stoneDark().darker(130), 0.035));
    p.setBrush(Palette::stoneDark());
    p.drawEllipse(QPointF(0, 0.05), 0.4, 0.38);
    QRadialGradient top(QPointF(-0.12, -0.14), 0.5);
    top.setColorAt(0, QColor(0xf0, 0xeb, 0xe0));
    top.setColorAt(1, Palette::stone());
    p.setBrush(top);
    p.drawEllipse(QPointF(0, 0), 0.38, 0.36);
    p.setPen(outline(lit ? Palette::goldDark() : QColor(0x9a, 0x90, 0x80), lit ? 0.04 : 0.02));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QPointF(0, 0), 0.29, 0.27);
    crown(p, QPointF(0, 0.01), 0.36);
    p.restore();
}

} // namespace fortuna::gui
