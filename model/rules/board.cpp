// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/board.h"

#include <algorithm>
#include <cstddef>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace fortuna::rules
{

namespace
{

int popcount4(uint8_t v)
{
    constexpr uint8_t BitCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return BitCount[v & 0xfu];
}

// The wheel board's rim (rules.md §5). Nodes: c1 c2 c3 (cities), r1 r2 r3 (roads), A B C (fields).
enum WheelNode : int8_t { C1, C2, C3, R1, R2, R3, FA, FB, FC, WheelNodeCount };

struct RimSlot {
    int8_t x, y, side;
    EdgeType type;
    int8_t edgeNode; // city or road node, -1 for a field edge
    int8_t firstHalf, secondHalf; // field nodes on the side's two half-edges (ports 2*side, 2*side+1)
};

constexpr RimSlot Rim[] = {
    // north (ports NNW, NNE)
    {0, 0, SideN, EdgeType::City, C1, -1, -1},
    {1, 0, SideN, EdgeType::Field, -1, FC, FC},
    {2, 0, SideN, EdgeType::Road, R1, FC, FA},
    {3, 0, SideN, EdgeType::Field, -1, FA, FA},
    // east (ports ENE, ESE)
    {3, 0, SideE, EdgeType::Field, -1, FA, FA},
    {3, 1, SideE, EdgeType::Field, -1, FA, FA},
    {3, 2, SideE, EdgeType::City, C2, -1, -1},
    {3, 3, SideE, EdgeType::Field, -1, FA, FA},
    // south (ports SSE, SSW)
    {3, 3, SideS, EdgeType::Road, R2, FA, FB},
    {2, 3, SideS, EdgeType::Field, -1, FB, FB},
    {1, 3, SideS, EdgeType::Field, -1, FB, FB},
    {0, 3, SideS, EdgeType::City, C3, -1, -1},
    // west (ports WSW, WNW)
    {0, 3, SideW, EdgeType::City, C3, -1, -1},
    {0, 2, SideW, EdgeType::Field, -1, FB, FB},
    {0, 1, SideW, EdgeType::Road, R3, FB, FC},
    {0, 0, SideW, EdgeType::Field, -1, FC, FC},
};

// For each mask of fitting rotations, those rotations in order, each in the rotation lane of
// a 16-byte placement write (Board::legalPlacements writes four for each frontier cell).
struct RotationLanes {
    alignas(16) int32_t lane[16][4][4];
};
constexpr RotationLanes makeRotationLanes()
{
    RotationLanes t{};
    for (int bits = 0; bits < 16; ++bits) {
        int k = 0;
        for (int r = 0; r < 4; ++r) {
            if (bits & (1 << r))
                t.lane[bits][k++][2] = r;
        }
    }
    return t;
}
constexpr RotationLanes Rotations = makeRotationLanes();

} // namespace

Board::Board(bool wheelAsStart)
    : m_hasWheel(wheelAsStart)
{
    // Every game starts from one of two boards: those are set up once, then copied (into
    // vectors reserved for a whole game: copying keeps a reserved capacity).
    static const Board wheelStart(true, SetUp{});
    static const Board tileStart(false, SetUp{});
    const Board &start = wheelAsStart ? wheelStart : tileStart;
    reserveForGame();
    m_grid = start.m_grid;
    m_cells = start.m_cells;
    m_nodes = start.m_nodes;
    m_frontier = start.m_frontier;
    m_frontierNeighbours = start.m_frontierNeighbours;
    m_cityLinks = start.m_cityLinks;
    m_stamp = start.m_stamp;
    m_occupied = start.m_occupied;
    m_occupiedCount = start.m_occupiedCount;
    m_spots = start.m_spots;
    m_spotCount = start.m_spotCount;
    m_placementCount = start.m_placementCount;
    m_stampValue = start.m_stampValue; // every member but m_hasWheel (set above)
}

Board::Board(bool wheelAsStart, SetUp)
    : m_grid(size_t(GridCapacity), GridSlot{NoKey, -1})
    , m_hasWheel(wheelAsStart)
{
    reserveForGame();
    if (wheelAsStart)
        setUpWheel();
    else
        place(Catalogue::instance().startTile(), Placement{{0, 0}, 0});
}

void Board::reserveForGame()
{
    m_cells.reserve(128);
    m_nodes.reserve(640);
    m_frontier.reserve(128);
    m_frontierNeighbours.reserve(128);
    m_cityLinks.reserve(256);
}

void Board::setUpWheel()
{
    // Cells first (node cells refer to them), then the nine rim features.
    int cellOf[4][4];
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x) {
            Cell c;
            c.pos = {x, y};
            c.tile = TileRef{WheelCellType, 0};
            for (const RimSlot &slot : Rim) {
                if (slot.x == x && slot.y == y)
                    c.packedEdges |= uint8_t(uint8_t(slot.type) << (2 * slot.side));
            }
            m_cells.push_back(c);
            cellOf[y][x] = addCell();
        }
    }
    int node[WheelNodeCount];
    node[C1] = newNode(FeatureKind::City, cellOf[0][0], 1, false);
    node[C2] = newNode(FeatureKind::City, cellOf[2][3], 1, false);
    node[C3] = newNode(FeatureKind::City, cellOf[3][0], 2, false);
    node[R1] = newNode(FeatureKind::Road, cellOf[0][2], 1, false);
    node[R2] = newNode(FeatureKind::Road, cellOf[3][3], 1, false);
    node[R3] = newNode(FeatureKind::Road, cellOf[1][0], 1, false);
    const int fieldCity[3] = {C2, C3, C1}; // A touches c2, B touches c3, C touches c1
    const int fieldCell[3] = {cellOf[1][3], cellOf[3][2], cellOf[0][1]};
    for (int f = 0; f < 3; ++f) {
        node[FA + f] = newNode(FeatureKind::Field, fieldCell[f], 0, false);
        Node &n = m_nodes[size_t(node[FA + f])];
        n.cityLinkBegin = uint16_t(m_cityLinks.size());
        m_cityLinks.push_back(int16_t(node[fieldCity[f]]));
        n.cityLinkEnd = uint16_t(m_cityLinks.size());
    }
    for (const RimSlot &slot : Rim) {
        Cell &c = m_cells[size_t(cellOf[slot.y][slot.x])];
        if (slot.edgeNode >= 0)
            c.edgeNode[size_t(slot.side)] = int16_t(node[slot.edgeNode]);
        if (slot.firstHalf >= 0) {
            c.portNode[size_t(2 * slot.side)] = int16_t(node[slot.firstHalf]);
            c.portNode[size_t(2 * slot.side + 1)] = int16_t(node[slot.secondHalf]);
        }
    }
}

size_t Board::gridSlot(Pos p)
{
    const uint16_t key = uint16_t((p.y + Origin) * Size + p.x + Origin);
    uint32_t h = (uint32_t(key) * 2654435761u) >> 21;
    while (true) {
        const size_t i = h & (GridCapacity - 1);
        GridSlot &slot = m_grid[i];
        if (slot.key == key)
            return i;
        if (slot.key == NoKey) {
            slot.key = key;
            return i;
        }
        ++h;
    }
}

int16_t &Board::gridAt(Pos p)
{
    return m_grid[gridSlot(p)].value;
}

int Board::newNode(FeatureKind kind, int cell, int open, bool pennant)
{
    const int index = int(m_nodes.size());
    // Written in place (a node built aside and copied in is read back before its stores land).
    Node &n = m_nodes.emplace_back();
    n.parent = int16_t(index);
    n.next = int16_t(index);
    n.cell = int16_t(cell);
    n.open = int16_t(open);
    n.kind = kind;
    n.pennants = pennant ? 1 : 0;
    return index;
}

Pos Board::frontierCell(int i) const
{
    return m_frontier[size_t(i)].pos;
}

std::array<int, 4> Board::neighboursOf(Pos p) const
{
    std::array<int, 4> out;
    const int g = inRange(p) ? gridAt(p) : -1;
    if (g <= -2) {
        const auto &known = m_frontierNeighbours[size_t(-(g + 2))];
        for (int s = 0; s < 4; ++s)
            out[size_t(s)] = known[size_t(s)];
        return out;
    }
    for (int s = 0; s < 4; ++s)
        out[size_t(s)] = cellIndexAt({p.x + SideOffset[size_t(s)].x, p.y + SideOffset[size_t(s)].y});
    return out;
}

int Board::addCell(std::array<int, 4> *neighbours)
{
    const int index = int(m_cells.size()) - 1;
    const Cell &c = m_cells[size_t(index)];
    int16_t &g = gridAt(c.pos);
    // A frontier cell knows the cells beside it: the other sides are empty (no lookup needed
    // for a laid neighbour). Otherwise (the wheel board's first cell, the start tile) every
    // side is looked up.
    std::array<int16_t, 4> known{{-1, -1, -1, -1}};
    if (g <= -2) {
        const size_t f = size_t(-(g + 2));
        known = m_frontierNeighbours[f];
        recountPlacements(m_frontier[f].code, 0);
        m_frontier[f] = m_frontier.back();
        m_frontier.pop_back();
        m_frontierNeighbours[f] = m_frontierNeighbours.back();
        m_frontierNeighbours.pop_back();
        if (f < m_frontier.size())
            m_grid[m_frontier[f].slot].value = int16_t(-(int(f) + 2));
    }
    g = int16_t(index);
    for (int s = 0; s < 4; ++s) {
        const int k = known[size_t(s)];
        if (neighbours)
            (*neighbours)[size_t(s)] = k;
        if (k >= 0)
            continue;
        const Pos q{c.pos.x + SideOffset[size_t(s)].x, c.pos.y + SideOffset[size_t(s)].y};
        if (!inRange(q))
            continue;
        const size_t slot = gridSlot(q);
        int16_t &h = m_grid[slot].value;
        if (h >= 0) {
            if (neighbours)
                (*neighbours)[size_t(s)] = h;
            continue;
        }
        const int os = oppositeSide(s);
        if (h == -1) {
            h = int16_t(-(int(m_frontier.size()) + 2));
            m_frontier.push_back(FrontierCell{q, 0, uint16_t(slot)});
            m_frontierNeighbours.push_back({{-1, -1, -1, -1}});
        }
        const size_t fi = size_t(-(h + 2));
        const uint8_t before = m_frontier[fi].code;
        m_frontier[fi].code |= uint8_t((1u + uint8_t(packedEdge(c.packedEdges, s))) << (2 * os));
        recountPlacements(before, m_frontier[fi].code);
        m_frontierNeighbours[fi][size_t(os)] = int16_t(index);
    }
    if (m_stamp.size() < m_cells.size())
        m_stamp.resize(m_cells.size() + 64, 0);
    return index;
}

void Board::recountPlacements(uint8_t before, uint8_t after)
{
    const Catalogue &cat = Catalogue::instance();
    const auto &gone = cat.placementsAt(before);
    const auto &come = cat.placementsAt(after);
    for (size_t c = 0; c < size_t(MaxPlacementClasses); ++c)
        m_placementCount[c] = int16_t(m_placementCount[c] - gone[c] + come[c]);
}

bool Board::fits(TileRef tile, Placement where, Status *why) const
{
    // The refusal's arguments are written only for a refusal (a fitting placement, the
    // common case, builds no Status part).
    auto refuse = [&](Refusal code, int side = 0, EdgeType mine = EdgeType::Field, EdgeType theirs = EdgeType::Field) {
        if (why) {
            RefusalArgs args;
            args.tile = tile;
            args.at = where.pos;
            args.rotation = where.rotation;
            args.side = side;
            args.mine = mine;
            args.theirs = theirs;
            *why = Status::refuse(code, args);
        }
        return false;
    };
    if (where.rotation < 0 || where.rotation > 3)
        return refuse(Refusal::BadRotation);
    if (!inRange(where.pos))
        return refuse(Refusal::TooFar);
    const int g = gridAt(where.pos);
    if (g >= 0)
        return refuse(Refusal::CellTaken);
    if (g == -1)
        return refuse(Refusal::NotTouching);
    // A frontier cell: its constraint code says at once (the loop below only names the edge).
    const TileType &tt = Catalogue::instance().type(tile);
    if (tt.fittingRotations[m_frontier[size_t(-(g + 2))].code] & (1u << where.rotation))
        return true;
    const uint8_t packed = tt.packedEdges[size_t(where.rotation)];
    for (int s = 0; s < 4; ++s) {
        const Pos q{where.pos.x + SideOffset[size_t(s)].x, where.pos.y + SideOffset[size_t(s)].y};
        const int n = cellIndexAt(q);
        if (n < 0)
            continue;
        const EdgeType mine = packedEdge(packed, s);
        const EdgeType theirs = packedEdge(m_cells[size_t(n)].packedEdges, oppositeSide(s));
        if (mine != theirs)
            return refuse(Refusal::EdgeMismatch, s, mine, theirs);
    }
    return true;
}

void Board::legalPlacements(TileRef tile, std::vector<Placement> &out) const
{
    // Branch-free: whether a frontier cell fits is a coin toss for the branch predictor. The
    // count of placements is kept (placementCount); one pass writes four placements for each
    // cell and advances past those that fit (the vector has room for the spare writes). With SSE2 a
    // placement is written by one 16-byte store (its 12 bytes and the next one's first 4,
    // overwritten by the next write or left in a spare entry).
    constexpr uint8_t BitCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    const TileType &tt = Catalogue::instance().type(tile);
    const auto &fitting = tt.fittingRotations;
    const size_t count = size_t(m_placementCount[tt.placementClass]);
    out.resize(count + 5);
    Placement *p = out.data();
#if defined(__SSE2__)
    static_assert(sizeof(Placement) == 12 && offsetof(Placement, rotation) == 8, "a placement is x, y, rotation");
    for (const FrontierCell &fc : m_frontier) {
        const unsigned bits = fitting[fc.code];
        const __m128i at = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(&fc.pos));
        const __m128i *rot = reinterpret_cast<const __m128i *>(Rotations.lane[bits]);
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p), _mm_or_si128(at, _mm_load_si128(rot)));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p + 1), _mm_or_si128(at, _mm_load_si128(rot + 1)));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p + 2), _mm_or_si128(at, _mm_load_si128(rot + 2)));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p + 3), _mm_or_si128(at, _mm_load_si128(rot + 3)));
        p += BitCount[bits];
    }
#else
    for (const FrontierCell &fc : m_frontier) {
        const unsigned bits = fitting[fc.code];
        for (int r = 0; r < 4; ++r) {
            p->pos = fc.pos;
            p->rotation = r;
            p += (bits >> r) & 1u;
        }
    }
#endif
    out.resize(count);
}

bool Board::canPlaceAnywhere(TileRef tile) const
{
    return m_placementCount[Catalogue::instance().type(tile).placementClass] > 0;
}

int Board::place(TileRef tile, Placement where)
{
    const TileType &tt = Catalogue::instance().type(tile);
    const int r = where.rotation;
    const int cellIndex = int(m_cells.size());
    const int base = int(m_nodes.size());
    // The cell is written in place, as the nodes (see newNode).
    Cell &c = m_cells.emplace_back();
    c.pos = where.pos;
    c.tile = tile;
    c.rotation = uint8_t(r);
    c.packedEdges = tt.packedEdges[size_t(r)];
    for (int s = 0; s < 4; ++s) {
        const int lf = tt.edgeFeature[size_t(localSide(s, r))];
        if (lf >= 0)
            c.edgeNode[size_t(s)] = int16_t(base + lf);
    }
    for (int p = 0; p < 8; ++p) {
        const int lf = tt.portFeature[size_t(localPort(p, r))];
        if (lf >= 0)
            c.portNode[size_t(p)] = int16_t(base + lf);
    }
    if (tt.cloister >= 0)
        c.cloisterNode = int16_t(base + tt.cloister);
    if (tt.tent >= 0)
        c.tentNode = int16_t(base + tt.tent);
    for (int i = 0; i < tt.featureCount; ++i) {
        const FeatureSpec &f = tt.features[size_t(i)];
        const bool linear = f.kind == FeatureKind::Road || f.kind == FeatureKind::City;
        const int node = newNode(f.kind, cellIndex, linear ? popcount4(f.edges) : 0, f.pennant);
        if (f.kind == FeatureKind::Field) {
            Node &n = m_nodes[size_t(node)];
            n.cityLinkBegin = uint16_t(m_cityLinks.size());
            for (int j = 0; j < tt.featureCount; ++j) {
                if (f.cities & (1u << j))
                    m_cityLinks.push_back(int16_t(base + j));
            }
            n.cityLinkEnd = uint16_t(m_cityLinks.size());
        }
    }
    std::array<int, 4> neighbour;
    addCell(&neighbour);

    for (int s = 0; s < 4; ++s) {
        const int n = neighbour[size_t(s)];
        if (n < 0)
            continue;
        const Cell &mine = m_cells[size_t(cellIndex)];
        const Cell &theirs = m_cells[size_t(n)];
        const int os = oppositeSide(s);
        const EdgeType type = packedEdge(mine.packedEdges, s);
        if (type == EdgeType::Field) {
            for (int h = 0; h < 2; ++h) {
                const int p = 2 * s + h;
                const int a = mine.portNode[size_t(p)];
                const int b = theirs.portNode[size_t(oppositePort(p))];
                if (a >= 0 && b >= 0)
                    unite(a, b);
            }
            continue;
        }
        const int a = mine.edgeNode[size_t(s)];
        const int b = theirs.edgeNode[size_t(os)];
        if (a >= 0 && b >= 0) {
            unite(a, b);
            m_nodes[size_t(find(a))].open -= 2;
        }
        if (type == EdgeType::Road) {
            for (int h = 0; h < 2; ++h) {
                const int p = 2 * s + h;
                const int fa = mine.portNode[size_t(p)];
                const int fb = theirs.portNode[size_t(oppositePort(p))];
                if (fa >= 0 && fb >= 0)
                    unite(fa, fb);
            }
        }
    }
    return cellIndex;
}

int Board::findDeep(int node) const
{
    int n = node;
    while (m_nodes[size_t(n)].parent != n) {
        Node &x = m_nodes[size_t(n)];
        x.parent = m_nodes[size_t(x.parent)].parent; // path halving
        n = x.parent;
    }
    return n;
}

void Board::unite(int a, int b)
{
    int ra = find(a);
    int rb = find(b);
    if (ra == rb)
        return;
    if (m_nodes[size_t(ra)].size < m_nodes[size_t(rb)].size)
        std::swap(ra, rb);
    Node &big = m_nodes[size_t(ra)];
    Node &small = m_nodes[size_t(rb)];
    small.parent = int16_t(ra);
    big.size = int16_t(big.size + small.size);
    big.open = int16_t(big.open + small.open);
    big.pennants = uint8_t(big.pennants + small.pennants);
    for (size_t p = 0; p < big.followers.size(); ++p)
        big.followers[p] = uint8_t(big.followers[p] + small.followers[p]);
    big.scored = big.scored || small.scored;
    std::swap(big.next, small.next);
}

} // namespace fortuna::rules
