// SPDX-License-Identifier: GPL-3.0-or-later
#include "featureglow.h"

#include "tilelayout.h"

#include <QPainter>
#include <QTransform>

using namespace fortuna::gui;

FeatureGlow::FeatureGlow(QQuickItem *parent) : ArtItem(parent) {}

void FeatureGlow::setTileId(const QString &id)
{
    if (id == m_tileId)
        return;
    m_tileId = id;
    if (!parseTileId(id, &m_type, nullptr))
        m_type = -1;
    update();
    Q_EMIT changed();
}

void FeatureGlow::setTurns(int turns)
{
    turns &= 3;
    if (turns == m_turns)
        return;
    m_turns = turns;
    update();
    Q_EMIT changed();
}

void FeatureGlow::setFeature(int feature)
{
    if (feature == m_feature)
        return;
    m_feature = feature;
    update();
    Q_EMIT changed();
}

void FeatureGlow::setColor(const QColor &color)
{
    if (color == m_color)
        return;
    m_color = color;
    update();
    Q_EMIT changed();
}

void FeatureGlow::paint(QPainter *painter)
{
    if (m_type < 0 || m_feature < 0)
        return;
    const TileLayout &L = tileLayout(m_type);
    // The region raster (local orientation), one pixel per cell, turned to the board.
    QImage mask(RegionGrid, RegionGrid, QImage::Format_ARGB32_Premultiplied);
    mask.fill(Qt::transparent);
    const QRgb fill = qPremultiply(m_color.rgba());
    for (int y = 0; y < RegionGrid; ++y) {
        auto *line = reinterpret_cast<QRgb *>(mask.scanLine(y));
        for (int x = 0; x < RegionGrid; ++x) {
            if (L.region[size_t(y * RegionGrid + x)] == m_feature)
                line[x] = fill;
        }
    }
    mask = mask.transformed(QTransform().rotate(90.0 * m_turns));
    const QRectF area = square();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(area, mask.scaled(256, 256, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
}
