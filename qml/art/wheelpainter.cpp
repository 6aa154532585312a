// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelpainter.h"

#include "palette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace fortuna::gui
{

namespace
{

constexpr int Sectors = 6;

QPainterPath wedge(QPointF c, qreal inner, qreal outer, qreal fromDeg, qreal sweepDeg)
{
    // Qt arcs: 0 at three o'clock, counter-clockwise; ours: 0 at the top, clockwise.
    const QRectF o(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer);
    const QRectF i(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner);
    QPainterPath path;
    path.arcMoveTo(o, 90 - fromDeg);
    path.arcTo(o, 90 - fromDeg, -sweepDeg);
    if (inner > 0)
        path.arcTo(i, 90 - fromDeg - sweepDeg, sweepDeg);
    else
        path.lineTo(c);
    path.closeSubpath();
    return path;
}

// Returns the sweep the text took, in degrees.
qreal textOnArc(QPainter &p, QPointF c, qreal r, qreal midDeg, const QString &text, qreal maxSweepDeg)
{
    QFont f;
    f.setFamily(QStringLiteral("DejaVu Serif"));
    f.setBold(true);
    f.setLetterSpacing(QFont::PercentageSpacing, 104);
    f.setPixelSize(std::max(6, int(r * 0.082)));
    QFontMetricsF fm(f);
    qreal width = fm.horizontalAdvance(text);
    while (width / r * 180 / M_PI > maxSweepDeg && f.pixelSize() > 6) {
        f.setPixelSize(f.pixelSize() - 1);
        fm = QFontMetricsF(f);
        width = fm.horizontalAdvance(text);
    }
    p.setFont(f);
    // Names on the lower half read left to right too: lay them counter-clockwise, flipped.
    const bool flip = midDeg > 90.5 && midDeg < 269.5;
    const qreal sweep = width / r * 180 / M_PI;
    qreal at = flip ? midDeg + sweep / 2 : midDeg - sweep / 2;
    for (const QChar ch : text) {
        const qreal w = fm.horizontalAdvance(ch);
        const qreal half = w / 2 / r * 180 / M_PI;
        at += flip ? -half : half;
        const QPointF pos = c + wheelDirection(at) * r;
        p.save();
        p.translate(pos);
        p.rotate(flip ? at + 180 : at);
        p.setPen(QColor(0x2a, 0x16, 0x08, 170));
        p.drawText(QRectF(-w / 2 + 0.6, -fm.height() / 2 + 0.8, w, fm.height()), Qt::AlignCenter, QString(ch));
        p.setPen(QColor(0xfb, 0xe9, 0xb7));
        p.drawText(QRectF(-w / 2, -fm.height() / 2, w, fm.height()), Qt::AlignCenter, QString(ch));
        p.restore();
        at += flip ? -half : half;
    }
    return sweep;
}

} // namespace

QPointF wheelDirection(qreal degreesFromTop)
{
    const qreal a = degreesFromTop * M_PI / 180.0;
    return QPointF(std::sin(a), -std::cos(a));
}

QColor sectorColour(int sector)
{
    static const QColor colours[Sectors] = {
        QColor(0xf4, 0xd3, 0x76), // Fortune: warm gold
        QColor(0xe2, 0xc2, 0x97), // Taxes: ledger tan
        QColor(0xee, 0xe0, 0xb2), // Famine: pale straw
        QColor(0xa9, 0xb9, 0xc9), // Storm: slate sky
        QColor(0xcf, 0x97, 0x8a), // Inquisition: dusky red
        QColor(0xbc, 0xc4, 0x9a), // Plague: sickly sage
    };
    return colours[((sector % Sectors) + Sectors) % Sectors];
}

void paintWheelFace(QPainter &p, QPointF c, qreal R, const QStringList &names)
{
    using namespace WheelMetrics;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);

    // Wooden ring.
    QRadialGradient wood(c, R);
    wood.setColorAt(FaceRadius - 0.02, Palette::woodDark());
    wood.setColorAt(FaceRadius + 0.04, QColor(0x8d, 0x58, 0x2a));
    wood.setColorAt(0.97, Palette::wood());
    wood.setColorAt(1.0, Palette::woodDark());
    p.setPen(QPen(Palette::woodDark(), R * 0.018));
    p.setBrush(wood);
    p.drawEllipse(c, R, R);
    // wood grain
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < 3; ++i) {
        p.setPen(QPen(QColor(0x3e, 0x22, 0x0c, 50), R * 0.006));
        const qreal rr = R * (FaceRadius + 0.035 + 0.035 * i);
        p.drawEllipse(c, rr, rr);
    }

    // Sectors.
    const qreal face = R * FaceRadius;
    for (int s = 0; s < Sectors; ++s) {
        const QPainterPath w = wedge(c, 0, face, s * 60.0, 60.0);
        QRadialGradient g(c, face);
        g.setColorAt(0, sectorColour(s).lighter(118));
        g.setColorAt(0.75, sectorColour(s));
        g.setColorAt(1, sectorColour(s).darker(112));
        p.setPen(Qt::NoPen);
        p.setBrush(g);
        p.drawPath(w);
    }
    // inner gold line and dividers
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Palette::goldDark(), R * 0.012));
    p.drawEllipse(c, face * 0.985, face * 0.985);
    p.setPen(QPen(Palette::woodDark(), R * 0.02, Qt::SolidLine, Qt::FlatCap));
    for (int s = 0; s < Sectors; ++s)
        p.drawLine(c + wheelDirection(s * 60.0) * R * HubRadius, c + wheelDirection(s * 60.0) * face);

    // Names along the ring, each after its sector's symbol (names that look alike in some
    // language, Romanian "Fortuna" and "Furtună", stay apart), studs between them.
    for (int s = 0; s < Sectors && s < names.size(); ++s) {
        const qreal mid = s * 60.0 + 30.0;
        const qreal size = R * RimSymbolSize;
        const qreal symbolSweep = size / (R * NameRadius) * 180 / M_PI;
        // before the name as it reads: clockwise on the upper half, the other way below
        const bool flip = mid > 90.5 && mid < 269.5;
        const qreal textMid = mid + (flip ? -1 : 1) * (symbolSweep + 1) / 2;
        const qreal sweep = textOnArc(p, c, R * NameRadius, textMid, names.at(s), 54.0 - symbolSweep - 1);
        const qreal at = flip ? textMid + sweep / 2 + 1 + symbolSweep / 2 : textMid - sweep / 2 - 1 - symbolSweep / 2;
        paintSectorSymbol(p, c + wheelDirection(at) * R * NameRadius, size, s);
    }
    for (int s = 0; s < Sectors; ++s) {
        const QPointF at = c + wheelDirection(s * 60.0) * R * NameRadius;
        QRadialGradient brass(at + QPointF(-0.01, -0.01) * R, R * 0.03);
        brass.setColorAt(0, Palette::goldLight());
        brass.setColorAt(1, Palette::goldDark());
        p.setPen(QPen(Palette::woodDark(), R * 0.006));
        p.setBrush(brass);
        p.drawEllipse(at, R * 0.024, R * 0.024);
    }

    // Symbols.
    for (int s = 0; s < Sectors; ++s)
        paintSectorSymbol(p, c + wheelDirection(s * 60.0 + 30.0) * R * SymbolRadius, R * SymbolSize, s);

    // Hub.
    const qreal hub = R * HubRadius;
    QRadialGradient brass(c + QPointF(-0.3, -0.3) * hub, hub * 1.5);
    brass.setColorAt(0, Palette::goldLight());
    brass.setColorAt(0.55, Palette::gold());
    brass.setColorAt(1, Palette::goldDark());
    p.setPen(QPen(Palette::woodDark(), R * 0.012));
    p.setBrush(brass);
    p.drawEllipse(c, hub, hub);
    p.setBrush(Palette::goldDark());
    p.setPen(Qt::NoPen);
    for (int s = 0; s < Sectors; ++s)
        p.drawEllipse(c + wheelDirection(s * 60.0 + 30.0) * hub * 0.7, hub * 0.09, hub * 0.09);
    p.setPen(QPen(Palette::woodDark(), R * 0.008));
    p.setBrush(Palette::gold());
    p.drawEllipse(c, hub * 0.32, hub * 0.32);
    p.restore();
}

void paintSectorGlow(QPainter &p, QPointF c, qreal R, int sector)
{
    using namespace WheelMetrics;
    if (sector < 0)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal face = R * FaceRadius;
    const qreal from = sector * 60.0;
    // warm light over the sector, strongest towards the rim
    QRadialGradient g(c, face);
    g.setColorAt(0.15, QColor(255, 248, 200, 30));
    g.setColorAt(0.7, QColor(255, 240, 170, 120));
    g.setColorAt(1.0, QColor(255, 226, 120, 200));
    p.setPen(Qt::NoPen);
    p.setBrush(g);
    p.drawPath(wedge(c, R * HubRadius, face, from, 60.0));
    // the ring segment with its name lights up
    const qreal ring = R * NameRadius;
    const QRectF o(c.x() - ring, c.y() - ring, 2 * ring, 2 * ring);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 214, 90, 110), R * 0.12, Qt::SolidLine, Qt::FlatCap));
    p.drawArc(o, int((90 - from - 1) * 16), int(-58 * 16));
    // a golden outline with a soft halo
    const QPainterPath outline = wedge(c, R * HubRadius, R * 0.995, from, 60.0);
    p.setPen(QPen(QColor(255, 220, 110, 90), R * 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(outline);
    p.setPen(QPen(QColor(255, 204, 64, 255), R * 0.022, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(outline);
    p.restore();
}

} // namespace fortuna::gui
