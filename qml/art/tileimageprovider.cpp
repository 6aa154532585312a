// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileimageprovider.h"

#include "tilelayout.h"
#include "tilepainter.h"

#include <QPainter>
#include <QUrlQuery>

using namespace fortuna::gui;

TileImageProvider::TileImageProvider() : QQuickImageProvider(QQuickImageProvider::Image) {}

QImage TileImageProvider::requestImage(const QString &id, QSize *size, const QSize &requestedSize)
{
    const QString tile = id.section(QLatin1Char('?'), 0, 0);
    const QUrlQuery query(id.section(QLatin1Char('?'), 1));
    const int rotation = query.queryItemValue(QStringLiteral("r")).toInt();
    int side = std::max(requestedSize.width(), requestedSize.height());
    if (side <= 0)
        side = DefaultSize;
    side = std::clamp(side, 8, 2048);
    QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    int type = -1, icon = 0;
    if (parseTileId(tile, &type, &icon)) {
        QPainter p(&img);
        paintTile(p, QRectF(0, 0, side, side), type, rotation, icon);
    }
    if (size)
        *size = img.size();
    return img;
}
