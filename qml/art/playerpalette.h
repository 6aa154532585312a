// SPDX-License-Identifier: GPL-3.0-or-later
// The player colours for QML, from the art's one table (Palette::player, figurepainter.cpp):
// Theme.playerColors and every chip, line and outline use the colours the meeples are drawn in.
#pragma once

#include <QColor>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class PlayerPalette : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // red, blue, green, yellow, black (PlayerColor order)
    Q_PROPERTY(QVariantList colors READ colors CONSTANT)
public:
    explicit PlayerPalette(QObject *parent = nullptr);

    QVariantList colors() const;
    // The colour of player colour `index` (PlayerColor.Red ...), as the meeple is drawn.
    Q_INVOKABLE QColor color(int index) const;
    // The contrasting colour of marks drawn on a follower of that colour.
    Q_INVOKABLE QColor ink(int index) const;
};

} // namespace fortuna::gui
