// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to the tile layout: the raster analysis of a layout whose cities and roads are set.
#pragma once

#include "tilelayout.h"

namespace fortuna::gui
{

// Fills in follower points, tent, roofs, pennants, grass and shrubs, and the self-check.
void analyseLayout(TileLayout &layout, const rules::TileType &type);

} // namespace fortuna::gui
