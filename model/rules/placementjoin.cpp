// SPDX-License-Identifier: GPL-3.0-or-later
// Deployment legality on the board as it is once a tile is laid (board.h): the tile's features
// merged through the existing features they touch.
#include "rules/board.h"

#include <algorithm>

namespace fortuna::rules
{

Board::PlacementJoin Board::joinAfterPlacing(TileRef tile, Placement where) const
{
    const TileType &tt = Catalogue::instance().type(tile);
    const int r = where.rotation;
    PlacementJoin join;
    int lastLocal = -1, lastNode = -1;
    auto touch = [&](int local, int neighbourNode) {
        if (local < 0 || neighbourNode < 0 || join.count >= int(join.root.size()))
            return;
        // The same pair again (a field on both half-edges of a side) adds nothing.
        if (local == lastLocal && neighbourNode == lastNode)
            return;
        lastLocal = local;
        lastNode = neighbourNode;
        join.local[size_t(join.count)] = int8_t(local);
        join.root[size_t(join.count)] = int16_t(find(neighbourNode));
        ++join.count;
    };
    const std::array<int, 4> neighbour = neighboursOf(where.pos);
    for (int s = 0; s < 4; ++s) {
        const int n = neighbour[size_t(s)];
        if (n < 0)
            continue;
        const Cell &theirs = m_cells[size_t(n)];
        touch(tt.edgeFeature[size_t(localSide(s, r))], theirs.edgeNode[size_t(oppositeSide(s))]);
        for (int h = 0; h < 2; ++h) {
            const int p = 2 * s + h;
            touch(tt.portFeature[size_t(localPort(p, r))], theirs.portNode[size_t(oppositePort(p))]);
        }
    }
    return join;
}

void Board::groupJoin(PlacementJoin &join)
{
    for (int i = 0; i < MaxTileFeatures; ++i)
        join.group[size_t(i)] = int8_t(i);
    // Two of the tile's features that touch one existing feature are one feature: merge their
    // groups (a handful of entries, so a quadratic pass and relabelling are cheapest).
    for (int a = 0; a < join.count; ++a) {
        for (int b = a + 1; b < join.count; ++b) {
            if (join.root[size_t(a)] != join.root[size_t(b)])
                continue;
            const int8_t ga = join.group[size_t(join.local[size_t(a)])];
            const int8_t gb = join.group[size_t(join.local[size_t(b)])];
            if (ga == gb)
                continue;
            const int8_t keep = std::min(ga, gb), drop = std::max(ga, gb);
            for (int8_t &g : join.group) {
                if (g == drop)
                    g = keep;
            }
        }
    }
}

uint32_t Board::occupiedFeaturesAfterPlacing(TileRef tile, Placement where) const
{
    PlacementJoin join = joinAfterPlacing(tile, where);
    // Which touched features hold a follower; none (most placements): nothing is taken, and
    // the tile's features need not be grouped.
    uint32_t occupiedTouches = 0;
    for (int e = 0; e < join.count; ++e) {
        if (holdsFollower(m_nodes[size_t(join.root[size_t(e)])]))
            occupiedTouches |= 1u << e;
    }
    if (!occupiedTouches)
        return 0;
    groupJoin(join);
    uint32_t occupiedGroups = 0;
    for (int e = 0; e < join.count; ++e) {
        if (occupiedTouches & (1u << e))
            occupiedGroups |= 1u << join.group[size_t(join.local[size_t(e)])];
    }
    uint32_t mask = 0;
    if (occupiedGroups) {
        const int count = Catalogue::instance().type(tile).featureCount;
        for (int i = 0; i < count; ++i) {
            if (occupiedGroups & (1u << join.group[size_t(i)]))
                mask |= 1u << i;
        }
    }
    return mask;
}

int Board::occupantAfterPlacing(TileRef tile, Placement where, int localFeature) const
{
    if (localFeature < 0 || localFeature >= MaxTileFeatures)
        return -1;
    PlacementJoin join = joinAfterPlacing(tile, where);
    groupJoin(join);
    for (int e = 0; e < join.count; ++e) {
        if (join.group[size_t(join.local[size_t(e)])] != join.group[size_t(localFeature)] || followersOn(join.root[size_t(e)]) == 0)
            continue;
        int found = -1;
        forEachMember(join.root[size_t(e)], [&](int n) {
            if (found < 0 && m_nodes[size_t(n)].occupant >= 0)
                found = n;
        });
        return found;
    }
    return -1;
}

} // namespace fortuna::rules
