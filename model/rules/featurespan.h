// SPDX-License-Identifier: GPL-3.0-or-later
// What a feature on the board is now, for the player who considers deploying on it: every
// tile part it spans, the followers on it, and what it would score if scored now (rules.md
// §3: completed during play, or at the end of the game for an unfinished one).
#pragma once

#include "rules/board.h"

#include <array>
#include <optional>
#include <vector>

namespace fortuna::rules
{

struct FeaturePart {
    Pos at;
    int port = -1; // board orientation, names the feature on that cell; -1 cloister, tent
    bool wheel = false; // a cell of the wheel board
};

struct FeatureSpan {
    FeatureKind kind = FeatureKind::Road;
    std::vector<FeaturePart> parts;
    std::array<uint8_t, MaxPlayers> followers{}; // per player
    bool complete = false;
    int points = 0; // road, city, cloister: as scored now; farm: 3 per completed city; tent: 3
};

// The feature of the board that `node` belongs to.
FeatureSpan featureSpan(const Board &board, int node);

// The feature that (kind, port) of `tile` would belong to once laid at `where` (which must
// fit); nothing when the tile has no such feature there. The board is not changed.
std::optional<FeatureSpan> featureAfterPlacing(const Board &board, TileRef tile, Placement where, FeatureKind kind, int port);

} // namespace fortuna::rules
