// SPDX-License-Identifier: GPL-3.0-or-later
#include "artitems.h"

#include "figurepainter.h"
#include "palette.h"
#include "tilelayout.h"
#include "tilepainter.h"
#include "wheellayout.h"
#include "wheelpainter.h"

#include <QLinearGradient>
#include <QMetaProperty>
#include <QPainter>

#include <cmath>

using namespace fortuna::gui;

ArtItem::ArtItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void ArtItem::setRenderScale(qreal scale)
{
    scale = std::clamp(scale, 0.25, 8.0);
    if (qFuzzyCompare(scale, m_renderScale))
        return;
    m_renderScale = scale;
    updateTexture();
    Q_EMIT renderScaleChanged();
}

void ArtItem::componentComplete()
{
    QQuickPaintedItem::componentComplete();
    const QMetaObject *mo = metaObject();
    const QMetaMethod repaint = staticMetaObject.method(staticMetaObject.indexOfSlot("update()"));
    for (int i = ArtItem::staticMetaObject.propertyCount(); i < mo->propertyCount(); ++i) {
        const QMetaProperty p = mo->property(i);
        if (p.hasNotifySignal())
            connect(this, p.notifySignal(), this, repaint);
    }
}

void ArtItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        updateTexture();
}

void ArtItem::updateTexture()
{
    setTextureSize(QSize(int(std::ceil(width() * m_renderScale)), int(std::ceil(height() * m_renderScale))));
    update();
}

QRectF ArtItem::square() const
{
    const qreal s = std::min(width(), height());
    return QRectF((width() - s) / 2, (height() - s) / 2, s, s);
}

// ---- TileItem

TileItem::TileItem(QQuickItem *parent)
    : ArtItem(parent)
{
}

void TileItem::setTileId(const QString &id)
{
    if (id == m_tileId)
        return;
    m_tileId = id;
    if (!parseTileId(id, &m_type, &m_icon)) {
        m_type = -1;
        m_icon = 0;
    }
    update();
    Q_EMIT tileIdChanged();
}

void TileItem::setTurns(int turns)
{
    turns &= 3;
    if (turns == m_turns)
        return;
    m_turns = turns;
    update();
    Q_EMIT turnsChanged();
}

void TileItem::paint(QPainter *painter)
{
    if (m_type >= 0)
        paintTile(*painter, square(), m_type, m_turns, m_icon);
}

// ---- WheelLand

WheelLand::WheelLand(QQuickItem *parent)
    : ArtItem(parent)
{
}

void WheelLand::paint(QPainter *painter)
{
    paintWheelLand(*painter, square(), WheelLayout::WheelRadiusCells);
}

// ---- WheelFace

WheelFace::WheelFace(QQuickItem *parent)
    : ArtItem(parent)
{
}

void WheelFace::paint(QPainter *painter)
{
    const QRectF s = square();
    paintWheelFace(*painter, s.center(), s.width() / 2, m_names);
}

// ---- SectorGlow

SectorGlow::SectorGlow(QQuickItem *parent)
    : ArtItem(parent)
{
}

void SectorGlow::paint(QPainter *painter)
{
    const QRectF s = square();
    if (m_sector >= 0 && m_sector < 6)
        paintSectorGlow(*painter, s.center(), s.width() / 2, m_sector);
}

// ---- SectorSymbol

SectorSymbol::SectorSymbol(QQuickItem *parent)
    : ArtItem(parent)
{
}

void SectorSymbol::paint(QPainter *painter)
{
    const QRectF s = square();
    paintSectorSymbol(*painter, s.center(), s.width(), m_sector);
}

// ---- CrownPlinth

CrownPlinth::CrownPlinth(QQuickItem *parent)
    : ArtItem(parent)
{
}

void CrownPlinth::paint(QPainter *painter)
{
    paintCrownSpace(*painter, square(), m_lit);
}

// ---- PigFigure

PigFigure::PigFigure(QQuickItem *parent)
    : ArtItem(parent)
{
}

qreal PigFigure::aspect() const
{
    return PigAspect;
}

void PigFigure::paint(QPainter *painter)
{
    // fit a PigAspect:1 box, feet on the bottom edge
    qreal w = width(), h = w / PigAspect;
    if (h > height()) {
        h = height();
        w = h * PigAspect;
    }
    if (m_mirrored) {
        painter->translate(width(), 0);
        painter->scale(-1, 1);
    }
    paintPig(*painter, QRectF((width() - w) / 2, height() - h, w, h), m_stride);
}

// ---- Meeple

Meeple::Meeple(QQuickItem *parent)
    : ArtItem(parent)
{
}

QColor Meeple::color() const
{
    return m_player >= 0 ? Palette::player(m_player) : QColor(Qt::transparent);
}

void Meeple::paint(QPainter *painter)
{
    if (m_player < 0)
        return;
    paintMeeple(*painter, square(), Palette::player(m_player), Palette::playerInk(m_player), m_showMark ? m_player : -1);
}

// ---- TableCloth

TableCloth::TableCloth(QQuickItem *parent)
    : ArtItem(parent)
{
}

void TableCloth::paint(QPainter *painter)
{
    QPainter &p = *painter;
    const qreal plank = 118;
    quint32 seed = 0x7ab1e;
    auto rnd = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) / qreal(1 << 24);
    };
    for (int i = 0; i * plank < height() + plank; ++i) {
        const QRectF r(0, i * plank, width(), plank);
        const QColor base = QColor(0x9a, 0x6a, 0x3e).darker(100 + int(rnd() * 18));
        QLinearGradient g(r.topLeft(), r.bottomLeft());
        g.setColorAt(0, base.lighter(108));
        g.setColorAt(1, base.darker(106));
        p.fillRect(r, g);
        p.setRenderHint(QPainter::Antialiasing);
        for (int k = 0; k < 7; ++k) {
            const qreal y = r.top() + 8 + rnd() * (plank - 16);
            QPainterPath grain;
            grain.moveTo(0, y);
            for (qreal x = 0; x < width() + 160; x += 160)
                grain.quadTo(x + 80, y + (rnd() - 0.5) * 10, x + 160, y + (rnd() - 0.5) * 6);
            p.setPen(QPen(QColor(0x5a, 0x36, 0x18, 28 + int(rnd() * 30)), 1.0 + rnd()));
            p.setBrush(Qt::NoBrush);
            p.drawPath(grain);
        }
        p.setPen(QPen(QColor(0x3e, 0x22, 0x0c, 150), 2));
        p.drawLine(QPointF(0, r.top()), QPointF(width(), r.top()));
        p.setPen(QPen(QColor(0xd8, 0xa8, 0x70, 60), 1));
        p.drawLine(QPointF(0, r.top() + 2), QPointF(width(), r.top() + 2));
    }
}
