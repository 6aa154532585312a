// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileimageprovider.h"

#include "tilelayout.h"
#include "tilepainter.h"

#include <QPainter>
#include <QQuickWindow>
#include <QUrlQuery>

using namespace fortuna::gui;

namespace
{

class TileTexture : public QQuickTextureFactory
{
public:
    explicit TileTexture(QImage image)
        : m_image(std::move(image))
    {
    }
    QSGTexture *createTexture(QQuickWindow *window) const override
    {
        return window->createTextureFromImage(m_image); // without TextureCanUseAtlas
    }
    QSize textureSize() const override { return m_image.size(); }
    int textureByteCount() const override { return int(m_image.sizeInBytes()); }
    QImage image() const override { return m_image; }

private:
    QImage m_image;
};

} // namespace

TileImageProvider::TileImageProvider()
    : QQuickImageProvider(QQuickImageProvider::Texture, QQmlImageProviderBase::ForceAsynchronousImageLoading)
{
}

QQuickTextureFactory *TileImageProvider::requestTexture(const QString &id, QSize *size, const QSize &requestedSize)
{
    QImage img = paint(id, requestedSize);
    if (size)
        *size = img.size();
    return new TileTexture(std::move(img));
}

QImage TileImageProvider::paint(const QString &id, const QSize &requestedSize)
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
    return img;
}
