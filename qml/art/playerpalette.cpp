// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpalette.h"

#include "palette.h"

#include "rules/types.h"

using namespace fortuna::gui;

PlayerPalette::PlayerPalette(QObject *parent)
    : QObject(parent)
{
}

QVariantList PlayerPalette::colors() const
{
    QVariantList list;
    for (int i = 0; i < fortuna::rules::ColorCount; ++i)
        list.append(Palette::player(i));
    return list;
}

QColor PlayerPalette::color(int index) const
{
    return Palette::player(index);
}

QColor PlayerPalette::ink(int index) const
{
    return Palette::playerInk(index);
}
