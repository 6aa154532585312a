// SPDX-License-Identifier: GPL-3.0-or-later
// The board: a grid of placed cells (land tiles and the 4x4 wheel board), the open frontier,
// placement legality, and the connected features (roads, cities, fields) merged as tiles are
// laid, with the followers standing on them.
#pragma once

#include "rules/catalogue.h"

#include <array>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace fortuna::rules
{

struct Placement {
    Pos pos;
    int rotation = 0; // quarter turns clockwise, 0..3
    bool operator==(const Placement &o) const { return pos == o.pos && rotation == o.rotation; }
};

constexpr uint8_t WheelCellType = 0xff;

struct Cell {
    Pos pos;
    TileRef tile; // tile.type == WheelCellType for a cell of the wheel board
    uint8_t rotation = 0;
    uint8_t packedEdges = 0; // board orientation, 2 bits per side
    std::array<int16_t, 4> edgeNode{{-1, -1, -1, -1}};
    std::array<int16_t, 8> portNode{{-1, -1, -1, -1, -1, -1, -1, -1}};
    int16_t cloisterNode = -1;
    int16_t tentNode = -1;
    bool isWheel() const { return tile.type == WheelCellType; }
};

struct Node {
    int16_t parent = 0;
    int16_t next = 0; // circular list of the members of a component
    int16_t cell = 0; // the cell the node lies on
    int16_t open = 0; // root: open edges left (roads and cities)
    int16_t size = 1; // root: members
    FeatureKind kind = FeatureKind::Field;
    uint8_t pennants = 0; // root: pennants of the component
    int8_t occupant = -1; // the player whose follower stands on this node, or -1
    bool scored = false; // root: completed and scored
    std::array<uint8_t, MaxPlayers> followers{}; // root: followers of each player in the component
    uint16_t cityLinkBegin = 0, cityLinkEnd = 0; // field: range in Board::cityLinks()
};

class Board
{
public:
    static constexpr int Size = 216;
    static constexpr int Origin = 106;

    Board() = default; // empty; use Board(bool) for a game's board
    explicit Board(bool wheelAsStart);

    // Cells.
    bool inRange(Pos p) const { return p.x >= -Origin + 1 && p.y >= -Origin + 1 && p.x < Size - Origin - 1 && p.y < Size - Origin - 1; }
    int cellIndexAt(Pos p) const // -1 when empty
    {
        if (!inRange(p))
            return -1;
        const int g = gridAt(p);
        return g >= 0 ? g : -1;
    }
    bool filled(Pos p) const { return inRange(p) && cellIndexAt(p) >= 0; }
    const Cell &cell(int index) const { return m_cells[size_t(index)]; }
    int cellCount() const { return int(m_cells.size()); }
    bool hasWheel() const { return m_hasWheel; }

    // Placement. `why` (optional) receives the refusal (TooFar, CellTaken, EdgeMismatch, ...).
    bool fits(TileRef tile, Placement where, Status *why = nullptr) const;
    void legalPlacements(TileRef tile, std::vector<Placement> &out) const;
    bool canPlaceAnywhere(TileRef tile) const;
    int frontierSize() const { return int(m_frontier.size()); }
    // The legal placements of a tile type (its legalPlacements().size()), kept as the
    // frontier changes: canPlaceAnywhere and the count of legalPlacements need no scan.
    int placementCount(int type) const { return m_placementCount[Catalogue::instance().type(type).placementClass]; }
    Pos frontierCell(int i) const;
    // The cell on board side s of frontier cell i, or -1 (kept as cells are laid: a cell is
    // on the frontier from the moment its first neighbour is laid).
    int frontierNeighbour(int i, int side) const { return m_frontierNeighbours[size_t(i)][size_t(side)]; }
    int place(TileRef tile, Placement where); // lays the tile (must fit); returns the cell index

    // Features.
    int nodeCount() const { return int(m_nodes.size()); }
    const Node &node(int index) const { return m_nodes[size_t(index)]; }
    int find(int node) const
    {
        const int parent = m_nodes[size_t(node)].parent;
        return parent == node ? node : findDeep(node);
    }
    const Node &root(int node) const { return m_nodes[size_t(find(node))]; }
    bool complete(int node) const // road/city: no open edge left
    {
        const Node &r = root(node);
        return (r.kind == FeatureKind::Road || r.kind == FeatureKind::City) && r.open == 0;
    }
    int tileCount(int node) const; // distinct cells of the component (each tile counts once)
    int pennants(int node) const { return root(node).pennants; }
    const std::vector<int16_t> &cityLinks() const { return m_cityLinks; }
    // Distinct completed cities touching the farm of field `node`.
    int completedCitiesOfFarm(int node) const;
    // Members of the component of `node`, in list order.
    template<typename F>
    void forEachMember(int node, F &&f) const
    {
        const int start = node;
        int n = start;
        do {
            f(n);
            n = m_nodes[size_t(n)].next;
        } while (n != start);
    }
    // Calls f(root) once for each feature of `kind` that holds a follower, in the order of
    // the features' first occupied nodes.
    template<typename F>
    void forEachOccupied(FeatureKind kind, F &&f) const
    {
        std::array<int16_t, MaxOccupied> roots;
        int rootCount = 0;
        for (int i = 0; i < m_occupiedCount; ++i) {
            const int n = m_occupied[size_t(i)];
            if (m_nodes[size_t(n)].kind != kind)
                continue;
            const int16_t root = int16_t(find(n));
            bool seen = false;
            for (int k = 0; k < rootCount && !seen; ++k)
                seen = roots[size_t(k)] == root;
            if (!seen) {
                roots[size_t(rootCount++)] = root;
                f(int(root));
            }
        }
    }
    void markScored(int node) { m_nodes[size_t(find(node))].scored = true; }

    // The node of a feature on a cell: `port` is a board-orientation side (road, city) or
    // half-edge (field); ignored for cloister and tent. -1 when the cell has no such feature there.
    int featureNode(int cellIndex, FeatureKind kind, int port) const;
    // A port that names the node's feature on its cell (board orientation), -1 for cloister/tent.
    int canonicalPort(int node) const;
    // Deployment legality, judged on the board as it is once a tile is laid at `where`
    // (rules.md: a follower goes only on a feature that nobody holds after the placement).
    // Each feature of the tile merges with every existing feature it touches, and two
    // features of the tile that touch the same existing feature are one (a U tile whose two
    // fields reach one farm through different neighbours). Bit i of the result is set when
    // the tile's feature i would belong to a feature that holds a follower. The one rule of
    // deployment legality: the engine's check, its legal list, the AI and the GUI all use it.
    uint32_t occupiedFeaturesAfterPlacing(TileRef tile, Placement where) const;
    // A node holding a follower in the feature that the tile's feature `localFeature` would
    // belong to once laid at `where`, or -1 when that feature would be free (for messages).
    int occupantAfterPlacing(TileRef tile, Placement where, int localFeature) const;

    // Followers on land. The nodes that hold one are also kept in node order (a game has at
    // most MaxOccupied followers on land: every player's whole supply).
    static constexpr int MaxOccupied = MaxPlayers * FollowersPerPlayer;
    int occupiedCount() const { return m_occupiedCount; }
    int occupiedNode(int i) const { return m_occupied[size_t(i)]; }
    // The same for the cloisters and tents alone (what a new tile may complete).
    int occupiedSpotCount() const { return m_spotCount; }
    int occupiedSpot(int i) const { return m_spots[size_t(i)]; }
    void addFollower(int node, int player);
    void removeFollower(int node);
    int followersOn(int node, int player) const { return root(node).followers[size_t(player)]; }
    int followersOn(int node) const;

private:
    // The existing features (roots) that the tile's features touch once laid at `where`;
    // groupJoin() then works out the groups of the tile's features that the placement merges
    // (group[i] = smallest local feature index of i's group).
    struct PlacementJoin {
        int count = 0;
        std::array<int8_t, 12> local{};
        std::array<int16_t, 12> root{};
        std::array<int8_t, MaxTileFeatures> group{};
    };
    struct SetUp {
    };
    Board(bool wheelAsStart, SetUp); // sets up the start (Board(bool) copies such a board)
    void reserveForGame();
    // A frontier cell's constraint code changes from `before` to `after` (0: not on the frontier).
    void recountPlacements(uint8_t before, uint8_t after);
    PlacementJoin joinAfterPlacing(TileRef tile, Placement where) const;
    std::array<int, 4> neighboursOf(Pos p) const; // the cell on each side or -1 (from the frontier when p is on it)
    static void groupJoin(PlacementJoin &join);
    static bool holdsFollower(const Node &root) // any follower in the component (root: a root node)
    {
        static_assert(MaxPlayers == 5, "followers read as 4 + 1 bytes");
        uint32_t first;
        std::memcpy(&first, root.followers.data(), 4);
        return (first | root.followers[4]) != 0;
    }
    int newNode(FeatureKind kind, int cell, int open, bool pennant);
    void unite(int a, int b);
    // The grid is an open-addressing hash of the cells and frontier cells ever touched
    // (a few hundred): cheap to create and to copy, unlike a dense array.
    size_t gridSlot(Pos p); // the slot of p, taken if p had none
    int16_t &gridAt(Pos p);
    int gridAt(Pos p) const
    {
        const uint16_t key = uint16_t((p.y + Origin) * Size + p.x + Origin);
        uint32_t h = (uint32_t(key) * 2654435761u) >> 21;
        while (true) {
            const GridSlot &slot = m_grid[h & (GridCapacity - 1)];
            if (slot.key == key)
                return slot.value;
            if (slot.key == NoKey)
                return -1;
            ++h;
        }
    }
    int findDeep(int node) const; // find() past the node itself (path halving)
    // Registers the last cell of m_cells (grid, frontier); neighbours: the cell on each side or -1.
    int addCell(std::array<int, 4> *neighbours = nullptr);
    void setUpWheel();

    struct FrontierCell {
        Pos pos;
        uint8_t code = 0; // 2 bits per side: 0 free, 1 + EdgeType of the neighbour's edge
        uint16_t slot = 0; // its grid slot (updated without a lookup when the entry moves)
    };

    // 4 bytes a slot: the key (y * Size + x, both shifted by Origin) fits 16 bits, so a
    // board copy moves 8 KB of grid, not 16 KB (the search copies boards all the time).
    static constexpr uint16_t NoKey = 0xffff;
    static_assert(Size * Size < NoKey, "grid keys must fit 16 bits");
    // Trivial (no default member initialisers): a board copy moves the grid with one memmove,
    // not slot by slot. An empty slot is {NoKey, -1}.
    struct GridSlot {
        uint16_t key;
        int16_t value; // >= 0 cell index, -1 empty, <= -2 frontier entry -(i+2)
    };
    static_assert(std::is_trivial_v<GridSlot>, "grid slots are copied as bytes");
    static constexpr int GridCapacity = 2048; // power of two, > 4 x the cells of any game
    std::vector<GridSlot> m_grid;
    std::vector<Cell> m_cells;
    std::vector<FrontierCell> m_frontier;
    // Beside m_frontier, entry for entry (not in FrontierCell: legalPlacements scans that).
    std::vector<std::array<int16_t, 4>> m_frontierNeighbours;
    mutable std::vector<Node> m_nodes;
    std::vector<int16_t> m_cityLinks;
    mutable std::vector<uint32_t> m_stamp;
    std::array<int16_t, MaxOccupied> m_occupied{}; // nodes with occupant >= 0, ascending
    int m_occupiedCount = 0;
    std::array<int16_t, MaxOccupied> m_spots{}; // the cloisters and tents of m_occupied, ascending
    int m_spotCount = 0;
    std::array<int16_t, MaxPlacementClasses> m_placementCount{}; // for each placement class, see placementCount()
    mutable uint32_t m_stampValue = 0;
    bool m_hasWheel = true;
};

} // namespace fortuna::rules
