// SPDX-License-Identifier: GPL-3.0-or-later
// The six sector symbols, drawn with shapes (visual brief: Fortune a bag of gold coins, Taxes
// coins on a ledger, Famine an empty bowl and a broken wheat ear, Storm a dark cloud with
// lightning, Inquisition a monk's hood, Plague a plague doctor's beaked mask).
#include "wheelpainter.h"

#include "palette.h"

#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace fortuna::gui
{

namespace
{

// All symbols are drawn in a box from -0.5 to 0.5; the caller scales.
QPen ink(qreal w = 0.025)
{
    return QPen(Palette::ink(), w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

// `path` outlined in ink and filled with a gradient from `light` at `line`'s start to `dark`
// at its end.
void drawShaded(QPainter &p, const QPainterPath &path, const QLineF &line, const QColor &light, const QColor &dark)
{
    QLinearGradient g(line.p1(), line.p2());
    g.setColorAt(0, light);
    g.setColorAt(1, dark);
    p.setPen(ink());
    p.setBrush(g);
    p.drawPath(path);
}

void coin(QPainter &p, QPointF at, qreal r, qreal tilt = 0.45)
{
    QRadialGradient g(at + QPointF(-0.3, -0.3) * r, r * 1.6);
    g.setColorAt(0, Palette::goldLight());
    g.setColorAt(0.6, Palette::gold());
    g.setColorAt(1, Palette::goldDark());
    p.setPen(QPen(QColor(0x7a, 0x55, 0x10), 0.018));
    p.setBrush(Palette::goldDark());
    p.drawEllipse(at + QPointF(0, r * tilt * 0.25), r, r * tilt);
    p.setBrush(g);
    p.drawEllipse(at, r, r * tilt);
}

void fortune(QPainter &p)
{
    QPainterPath sack;
    sack.moveTo(-0.11, -0.2);
    sack.cubicTo(-0.46, -0.08, -0.44, 0.38, 0.0, 0.38);
    sack.cubicTo(0.44, 0.38, 0.46, -0.08, 0.11, -0.2);
    sack.closeSubpath();
    drawShaded(p, sack, {-0.4, -0.2, 0.4, 0.4}, QColor(0xc9, 0x9a, 0x62), QColor(0x8a, 0x5e, 0x30));
    // the gathered top
    QPainterPath top;
    top.moveTo(-0.1, -0.2);
    top.lineTo(-0.2, -0.36);
    top.quadTo(0, -0.3, 0.2, -0.37);
    top.lineTo(0.1, -0.2);
    top.closeSubpath();
    p.setBrush(QColor(0xb0, 0x83, 0x4e));
    p.drawPath(top);
    p.setPen(QPen(QColor(0x9c, 0x2f, 0x22), 0.04, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(-0.13, -0.2), QPointF(0.13, -0.2));
    // a coin stamped on the sack, and coins spilling out
    p.setPen(QPen(Palette::goldDark(), 0.02));
    p.setBrush(Palette::gold());
    p.drawEllipse(QPointF(-0.02, 0.1), 0.09, 0.09);
    coin(p, QPointF(0.3, 0.38), 0.12);
    coin(p, QPointF(0.4, 0.26), 0.1);
    coin(p, QPointF(0.16, 0.44), 0.1);
}

void taxes(QPainter &p)
{
    // ledger: cover, two pages, ruled lines
    QPolygonF cover;
    cover << QPointF(-0.47, -0.12) << QPointF(0, -0.06) << QPointF(0.47, -0.12) << QPointF(0.47, 0.34) << QPointF(0, 0.42) << QPointF(-0.47, 0.34);
    p.setPen(ink());
    p.setBrush(QColor(0x7a, 0x2e, 0x22));
    p.drawPolygon(cover);
    QPolygonF left, right;
    left << QPointF(-0.43, -0.16) << QPointF(0, -0.1) << QPointF(0, 0.36) << QPointF(-0.43, 0.29);
    right << QPointF(0.43, -0.16) << QPointF(0, -0.1) << QPointF(0, 0.36) << QPointF(0.43, 0.29);
    p.setBrush(Palette::parchment());
    p.drawPolygon(left);
    p.drawPolygon(right);
    p.setPen(QPen(QColor(0x8a, 0x6a, 0x3a, 160), 0.012));
    for (int i = 0; i < 5; ++i) {
        const qreal y = -0.06 + i * 0.075;
        p.drawLine(QPointF(-0.38, y - 0.045 + 0.0), QPointF(-0.05, y));
        p.drawLine(QPointF(0.05, y), QPointF(0.2, y - 0.02));
    }
    // a stack of coins on the right page
    for (int i = 0; i < 4; ++i)
        coin(p, QPointF(0.27, 0.18 - i * 0.075), 0.13, 0.42);
    coin(p, QPointF(-0.2, 0.22), 0.1, 0.42);
}

void famine(QPainter &p)
{
    // broken wheat ear above the bowl
    const QColor straw(0xc9, 0x9a, 0x3e);
    p.setPen(QPen(QColor(0x8a, 0x62, 0x1c), 0.03, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(-0.42, -0.02), QPointF(-0.08, -0.2)); // stalk
    p.drawLine(QPointF(-0.04, -0.26), QPointF(0.1, -0.34)); // the broken-off top, apart
    p.setPen(QPen(QColor(0x7a, 0x55, 0x10), 0.014));
    p.setBrush(straw);
    for (int i = 0; i < 4; ++i) {
        const QPointF base(0.12 + i * 0.075, -0.33 + i * 0.035);
        p.save();
        p.translate(base);
        p.rotate(20);
        p.drawEllipse(QPointF(0, -0.035), 0.03, 0.05);
        p.drawEllipse(QPointF(0, 0.035), 0.03, 0.05);
        p.restore();
    }
    p.setPen(QPen(QColor(0x8a, 0x62, 0x1c), 0.012));
    p.drawLine(QPointF(0.4, -0.2), QPointF(0.47, -0.26));
    // the jagged break
    p.setPen(ink(0.014));
    p.drawLine(QPointF(-0.08, -0.2), QPointF(-0.06, -0.24));
    p.drawLine(QPointF(-0.06, -0.24), QPointF(-0.04, -0.26));
    // an empty bowl
    QPainterPath bowl;
    bowl.moveTo(-0.4, 0.08);
    bowl.cubicTo(-0.38, 0.46, 0.38, 0.46, 0.4, 0.08);
    bowl.closeSubpath();
    drawShaded(p, bowl, {-0.4, 0, 0.4, 0.4}, QColor(0xb0, 0x7a, 0x44), QColor(0x6e, 0x45, 0x20));
    p.setBrush(QColor(0x4a, 0x2c, 0x12));
    p.drawEllipse(QPointF(0, 0.08), 0.4, 0.085);
    p.setPen(QPen(QColor(0xd8, 0xa8, 0x6a), 0.015));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(-0.34, 0.02, 0.68, 0.12), 200 * 16, 140 * 16);
}

void storm(QPainter &p)
{
    // rain
    p.setPen(QPen(QColor(0x4f, 0x6f, 0x93), 0.025, Qt::SolidLine, Qt::RoundCap));
    for (qreal x : {-0.3, -0.16, 0.2, 0.34})
        p.drawLine(QPointF(x, 0.12), QPointF(x - 0.06, 0.3));
    // lightning
    QPolygonF bolt;
    bolt << QPointF(0.05, 0.02) << QPointF(-0.12, 0.25) << QPointF(-0.01, 0.25) << QPointF(-0.1, 0.48) << QPointF(0.17, 0.16) << QPointF(0.05, 0.16)
         << QPointF(0.14, 0.02);
    p.setPen(QPen(QColor(0x5a, 0x40, 0x08), 0.02, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(0xf7, 0xd7, 0x3c));
    p.drawPolygon(bolt);
    // cloud
    QPainterPath cloud;
    cloud.setFillRule(Qt::WindingFill);
    cloud.addEllipse(QPointF(-0.22, -0.08), 0.19, 0.17);
    cloud.addEllipse(QPointF(0.0, -0.2), 0.22, 0.2);
    cloud.addEllipse(QPointF(0.23, -0.08), 0.18, 0.16);
    cloud.addRoundedRect(QRectF(-0.4, -0.1, 0.8, 0.17), 0.08, 0.08);
    cloud = cloud.simplified();
    QLinearGradient g(0, -0.42, 0, 0.1);
    g.setColorAt(0, QColor(0x6a, 0x76, 0x86));
    g.setColorAt(1, QColor(0x2f, 0x37, 0x44));
    p.setPen(QPen(QColor(0x1e, 0x24, 0x2c), 0.025));
    p.setBrush(g);
    p.drawPath(cloud);
    p.setPen(QPen(QColor(255, 255, 255, 60), 0.02, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(-0.16, -0.36, 0.3, 0.26), 60 * 16, 90 * 16);
}

void inquisition(QPainter &p)
{
    QPainterPath hood;
    hood.moveTo(0, -0.47);
    hood.cubicTo(0.24, -0.42, 0.3, -0.08, 0.3, 0.12);
    hood.quadTo(0.44, 0.28, 0.42, 0.45);
    hood.lineTo(-0.42, 0.45);
    hood.quadTo(-0.44, 0.28, -0.3, 0.12);
    hood.cubicTo(-0.3, -0.08, -0.24, -0.42, 0, -0.47);
    hood.closeSubpath();
    drawShaded(p, hood, {-0.4, -0.4, 0.4, 0.4}, QColor(0x7a, 0x3e, 0x32), QColor(0x3e, 0x1c, 0x16));
    // folds
    p.setPen(QPen(QColor(0x2a, 0x10, 0x0c, 140), 0.018, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(-0.2, 0.25), QPointF(-0.24, 0.43));
    p.drawLine(QPointF(0.2, 0.25), QPointF(0.24, 0.43));
    // the dark opening
    QPainterPath face;
    face.moveTo(0, -0.27);
    face.cubicTo(0.19, -0.25, 0.2, 0.12, 0, 0.2);
    face.cubicTo(-0.2, 0.12, -0.19, -0.25, 0, -0.27);
    p.setPen(QPen(QColor(0x2a, 0x10, 0x0c), 0.02));
    p.setBrush(QColor(0x14, 0x0b, 0x08));
    p.drawPath(face);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xf2, 0xd8, 0x8a, 190));
    p.drawEllipse(QPointF(-0.065, -0.05), 0.028, 0.016);
    p.drawEllipse(QPointF(0.065, -0.05), 0.028, 0.016);
    // cord and cross
    p.setPen(QPen(Palette::gold(), 0.02));
    p.drawLine(QPointF(0, 0.22), QPointF(0, 0.4));
    p.drawLine(QPointF(-0.045, 0.29), QPointF(0.045, 0.29));
}

void plague(QPainter &p)
{
    // collar
    QPainterPath collar;
    collar.moveTo(-0.36, 0.46);
    collar.quadTo(-0.34, 0.14, -0.1, 0.12);
    collar.lineTo(0.12, 0.14);
    collar.quadTo(0.26, 0.25, 0.24, 0.46);
    collar.closeSubpath();
    p.setPen(ink());
    p.setBrush(QColor(0x2b, 0x24, 0x20));
    p.drawPath(collar);
    // head
    QRadialGradient leather(QPointF(-0.15, -0.12), 0.3);
    leather.setColorAt(0, QColor(0x9a, 0x74, 0x4c));
    leather.setColorAt(1, QColor(0x5e, 0x40, 0x26));
    p.setBrush(leather);
    p.drawEllipse(QPointF(-0.1, -0.02), 0.21, 0.21);
    // beak
    QPainterPath beak;
    beak.moveTo(0.02, -0.12);
    beak.quadTo(0.3, -0.06, 0.47, 0.27);
    beak.quadTo(0.26, 0.12, 0.02, 0.1);
    beak.closeSubpath();
    QLinearGradient bg(0, -0.1, 0.4, 0.25);
    bg.setColorAt(0, QColor(0xc0, 0x9a, 0x6c));
    bg.setColorAt(1, QColor(0x8a, 0x66, 0x40));
    p.setBrush(bg);
    p.drawPath(beak);
    p.setPen(QPen(QColor(0x5e, 0x40, 0x26), 0.012));
    p.drawLine(QPointF(0.04, -0.01), QPointF(0.36, 0.16));
    // hat
    p.setPen(ink());
    p.setBrush(QColor(0x26, 0x1f, 0x1b));
    p.drawEllipse(QPointF(-0.1, -0.21), 0.34, 0.07);
    p.drawRect(QRectF(-0.28, -0.45, 0.34, 0.24));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x7a, 0x2e, 0x22));
    p.drawRect(QRectF(-0.28, -0.3, 0.34, 0.05));
    // goggles
    for (const QPointF &e : {QPointF(-0.17, -0.06), QPointF(-0.01, -0.05)}) {
        p.setPen(QPen(Palette::goldDark(), 0.025));
        QRadialGradient glass(e + QPointF(-0.02, -0.02), 0.07);
        glass.setColorAt(0, QColor(0xe4, 0xf4, 0xe8));
        glass.setColorAt(1, QColor(0x7f, 0xb3, 0x9e));
        p.setBrush(glass);
        p.drawEllipse(e, 0.062, 0.062);
    }
}

} // namespace

void paintSectorSymbol(QPainter &p, QPointF centre, qreal size, int sector)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(centre);
    p.scale(size, size);
    switch (((sector % 6) + 6) % 6) {
    case 0:
        fortune(p);
        break;
    case 1:
        taxes(p);
        break;
    case 2:
        famine(p);
        break;
    case 3:
        storm(p);
        break;
    case 4:
        inquisition(p);
        break;
    default:
        plague(p);
        break;
    }
    p.restore();
}

} // namespace fortuna::gui
