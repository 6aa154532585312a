// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel of fortune: six sectors clockwise and their crown spaces (rules.md §2), as data.
#pragma once

#include "rules/types.h"

#include <array>

namespace fortuna::rules
{

// Crown spaces per sector, clockwise from Fortune. The one place this layout is written.
constexpr std::array<int, SectorCount> CrownSpaces{{1, 2, 1, 2, 1, 2}};

constexpr int crownSpaceCount()
{
    int n = 0;
    for (int c : CrownSpaces)
        n += c;
    return n;
}
constexpr int CrownSpaceCount = crownSpaceCount();

// Index of a crown space (sector, slot) in 0..CrownSpaceCount-1, clockwise; -1 if no such slot.
constexpr int crownIndex(Sector sector, int slot)
{
    if (slot < 0 || slot >= CrownSpaces[size_t(sector)])
        return -1;
    int index = 0;
    for (int s = 0; s < int(sector); ++s)
        index += CrownSpaces[size_t(s)];
    return index + slot;
}

struct CrownSpace {
    Sector sector;
    int slot;
};

constexpr CrownSpace crownSpace(int index)
{
    for (int s = 0; s < SectorCount; ++s) {
        if (index < CrownSpaces[size_t(s)])
            return CrownSpace{Sector(s), index};
        index -= CrownSpaces[size_t(s)];
    }
    return CrownSpace{Sector::Fortune, -1};
}

constexpr Sector advance(Sector s, int steps)
{
    return Sector((int(s) + steps) % SectorCount);
}

} // namespace fortuna::rules
