// SPDX-License-Identifier: GPL-3.0-or-later
#include "featureglow.h"

#include "tilelayout.h"

#include <QPainter>
#include <QTransform>

#include <algorithm>

using namespace fortuna::gui;

FeatureGlow::FeatureGlow(QQuickItem *parent)
    : ArtItem(parent)
{
}

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
    // The region raster (local orientation), one pixel per cell, turned to the board: the
    // feature filled with the colour, its border against the rest of the tile drawn opaque.
    QImage mask(RegionGrid, RegionGrid, QImage::Format_ARGB32_Premultiplied);
    mask.fill(Qt::transparent);
    const auto at = [&L](int x, int y) {
        return L.region[size_t(std::clamp(y, 0, RegionGrid - 1) * RegionGrid + std::clamp(x, 0, RegionGrid - 1))];
    };
    QColor edgeColour = m_color;
    edgeColour.setAlpha(235);
    const QRgb fill = qPremultiply(m_color.rgba());
    const QRgb edge = qPremultiply(edgeColour.rgba());
    for (int y = 0; y < RegionGrid; ++y) {
        auto *line = reinterpret_cast<QRgb *>(mask.scanLine(y));
        for (int x = 0; x < RegionGrid; ++x) {
            if (at(x, y) != m_feature)
                continue;
            bool border = false;
            for (int dy = -2; dy <= 2 && !border; ++dy) {
                for (int dx = -2; dx <= 2 && !border; ++dx)
                    border = at(x + dx, y + dy) != m_feature;
            }
            line[x] = border ? edge : fill;
        }
    }
    mask = mask.transformed(QTransform().rotate(90.0 * m_turns));
    const QRectF area = square();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(area, mask.scaled(256, 256, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
}
