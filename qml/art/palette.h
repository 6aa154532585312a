// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of the visual brief (notes/visual-brief.md), in one place.
#pragma once

#include <QColor>

namespace fortuna::gui::Palette
{

inline QColor field()
{
    return QColor(0x86, 0xba, 0x50);
} // between #7fb34d and #8cc152
inline QColor fieldLight()
{
    return QColor(0x8c, 0xc1, 0x52);
}
inline QColor fieldDark()
{
    return QColor(0x7f, 0xb3, 0x4d);
}
inline QColor grass()
{
    return QColor(0x4f, 0x80, 0x2c);
}
inline QColor bush()
{
    return QColor(0x3f, 0x74, 0x2a);
}
inline QColor bushLight()
{
    return QColor(0x6a, 0xa3, 0x3e);
}

inline QColor city()
{
    return QColor(0xd9, 0xb7, 0x7a);
}
inline QColor cityLight()
{
    return QColor(0xe6, 0xca, 0x92);
}
inline QColor wall()
{
    return QColor(0x8a, 0x6a, 0x3a);
}
inline QColor wallTop()
{
    return QColor(0xb8, 0x93, 0x58);
}
inline QColor roof()
{
    return QColor(0xb5, 0x53, 0x3c);
}
inline QColor roofDark()
{
    return QColor(0x8c, 0x3b, 0x2a);
}
inline QColor houseWall()
{
    return QColor(0xf3, 0xe6, 0xc8);
}

inline QColor pennantBlue()
{
    return QColor(0x2f, 0x5f, 0xa7);
}
inline QColor pennantWhite()
{
    return QColor(0xff, 0xff, 0xff);
}

inline QColor road()
{
    return QColor(0xef, 0xe3, 0xc4);
}
inline QColor roadEdge()
{
    return QColor(0xb3, 0x9c, 0x6a);
}

inline QColor tentPurple()
{
    return QColor(0x6b, 0x3f, 0xa0);
}
inline QColor tentGold()
{
    return QColor(0xe8, 0xc5, 0x47);
}

inline QColor gold()
{
    return QColor(0xe8, 0xc5, 0x47);
}
inline QColor goldLight()
{
    return QColor(0xfb, 0xe7, 0x8c);
}
inline QColor goldDark()
{
    return QColor(0x9c, 0x76, 0x1c);
}
inline QColor ink()
{
    return QColor(0x3b, 0x2a, 0x1a);
} // dark brown for outlines and text
inline QColor wood()
{
    return QColor(0x7a, 0x4a, 0x22);
}
inline QColor woodDark()
{
    return QColor(0x4e, 0x2c, 0x12);
}
inline QColor parchment()
{
    return QColor(0xf6, 0xec, 0xd2);
}
inline QColor stone()
{
    return QColor(0xc9, 0xc2, 0xb4);
}
inline QColor stoneDark()
{
    return QColor(0x7d, 0x75, 0x68);
}

inline QColor pig()
{
    return QColor(0xf5, 0xa8, 0xbd);
}
inline QColor pigLight()
{
    return QColor(0xfb, 0xcd, 0xd9);
}
inline QColor pigDark()
{
    return QColor(0xb8, 0x55, 0x74);
}

// Player colours: red, blue, green, yellow, black (rules.md §1 order).
QColor player(int index);
QColor playerInk(int index); // a contrasting colour for marks drawn on the follower

} // namespace fortuna::gui::Palette
