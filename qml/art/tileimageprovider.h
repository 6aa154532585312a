// SPDX-License-Identifier: GPL-3.0-or-later
// "image://tile/<id>[?r=<quarter turns>]" -> the tile art, e.g. image://tile/U/2?r=1.
// Registered on every engine that imports Fortuna (see fortunaplugin.cpp). Use the Image's
// sourceSize to choose the resolution; identical tiles share one cached texture.
// The art is painted off the GUI thread (asynchronous loading) and handed over as a texture
// of its own, outside Qt Quick's texture atlas: the board mipmaps its tiles, and an atlas
// texture taken out to be mipmapped has no image left (Qt warns "Mipmap settings changed
// without having image data available" and draws the tile unmipmapped).
#pragma once

#include <QQuickImageProvider>

namespace fortuna::gui
{

class TileImageProvider : public QQuickImageProvider
{
public:
    TileImageProvider();
    QQuickTextureFactory *requestTexture(const QString &id, QSize *size, const QSize &requestedSize) override;
    // The art itself.
    static QImage paint(const QString &id, const QSize &requestedSize);

    static constexpr int DefaultSize = 128;
};

} // namespace fortuna::gui
