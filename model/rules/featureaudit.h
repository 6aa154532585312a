// SPDX-License-Identifier: GPL-3.0-or-later
// The board recomputed from scratch, to check the incremental one (check mode).
//
// FeatureAudit reads only what never changes once written: the cells (position, tile,
// rotation), the catalogue, the nodes' cells and occupants, and the wheel board's rim as laid
// at the start. From those it finds every feature by a flood fill over the cells (no
// union-find), with its members, open edges, pennants, followers of each player, the cities
// that each field touches and whether it is complete; it also recomputes the frontier and the
// legal placements of a tile. compare() lists every difference with the Board's incremental
// state (union-find roots, member lists, counters, frontier, the nodes holding a follower).
#pragma once

#include "rules/board.h"

#include <string>
#include <vector>

namespace fortuna::rules
{

// Placements ordered by (y, x, rotation).
bool placementBefore(const Placement &a, const Placement &b);

class FeatureAudit
{
public:
    // Recomputes the features of `board` (buffers are kept between calls: no allocation
    // once warm). Returns false, with problems(), when the cells themselves are inconsistent.
    // With `fromNode` >= 0 only the features of the nodes from `fromNode` on are flooded (the
    // newest tile's: enough to judge its deployments); compare() then needs a full recompute.
    bool recompute(const Board &board, int fromNode = -1);

    // After recompute(): every difference between the recomputation and the board's
    // incremental state, each a sentence naming the feature ("city at [3,-1] N: ...").
    // At most `limit` are listed.
    void compare(const Board &board, bool checkScored, std::vector<std::string> &out, int limit = 8) const;

    // After recompute(): the component (flood-fill id) of a node and what it holds.
    int component(int node) const { return m_comp[size_t(node)]; }
    int followersOf(int component) const;
    int openOf(int component) const { return m_open[size_t(component)]; }

    // After recompute(): the legal placements of `tile` recomputed from the cells (every empty
    // neighbour of a cell, every rotation, edges compared with the catalogue), in
    // placementBefore order.
    void legalPlacements(TileRef tile, std::vector<Placement> &out) const;
    // After recompute(): how many legal placements each tile type of the catalogue has (the
    // same recount, for every type at once).
    void placementCounts(std::vector<int> &out) const;

    const std::vector<std::string> &problems() const { return m_problems; }

    // A feature named for people: "field at [3,-1] NNW".
    static std::string describe(const Board &board, int node);

private:
    int cellAt(Pos p) const;
    int sideNode(int cell, int side) const { return m_sideNode[size_t(cell) * 4 + size_t(side)]; }
    int portNode(int cell, int port) const { return m_portNode[size_t(cell) * 8 + size_t(port)]; }
    void flood(const Board &board, int fromNode);
    EdgeType edge(int cell, int side) const { return EdgeType(m_edge[size_t(cell) * 4 + size_t(side)]); }

    // A dense grid over the cells' bounding box (plus a border), independent of the board's hash.
    Pos m_min, m_max;
    int m_width = 0;
    std::vector<int16_t> m_grid;
    std::vector<int16_t> m_sideNode; // 4 per cell: road/city node on that side, -1 for none
    std::vector<int16_t> m_portNode; // 8 per cell: field node on that half-edge, -1 for none
    std::vector<int16_t> m_firstNode; // per cell: its first node
    std::vector<uint8_t> m_edge; // 4 per cell: the EdgeType of each side
    std::vector<uint8_t> m_pennant; // per node
    // Per node: the slots (cell * 12 + 0..3 side, 4..11 port) where it lies, CSR layout.
    std::vector<int32_t> m_slotBegin;
    std::vector<int32_t> m_slots;
    std::vector<int32_t> m_comp; // per node: component id
    std::vector<int32_t> m_queue;
    // Per component.
    std::vector<int32_t> m_size, m_open, m_pennants;
    std::vector<std::array<int16_t, MaxPlayers>> m_followers;
    std::vector<int32_t> m_firstMember;
    std::vector<Pos> m_frontier; // empty cells next to a placed one, within the board's range
    mutable std::vector<int32_t> m_rootToComp, m_compToRoot;
    std::vector<std::string> m_problems;
};

} // namespace fortuna::rules
