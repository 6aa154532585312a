// SPDX-License-Identifier: GPL-3.0-or-later
// "image://tile/<id>[?r=<quarter turns>]" -> the tile art, e.g. image://tile/U/2?r=1.
// Registered on every engine that imports Fortuna (see fortunaplugin.cpp). Use the Image's
// sourceSize to choose the resolution; identical tiles share one cached texture.
#pragma once

#include <QQuickImageProvider>

class TileImageProvider : public QQuickImageProvider
{
public:
    TileImageProvider();
    QImage requestImage(const QString &id, QSize *size, const QSize &requestedSize) override;

    static constexpr int DefaultSize = 128;
};
