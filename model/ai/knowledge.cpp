// SPDX-License-Identifier: GPL-3.0-or-later
// What a computer player knows of a position: the wheel forecast from the unseen icons, the
// unseen tiles that fit each hole (Knowledge), and the View an evaluator reads.
#include "ai/evaluation.h"

#include <algorithm>
#include <cmath>

namespace fortuna::ai
{

using namespace rules;

// --- The wheel forecast ----------------------------------------------------------------------

namespace
{

constexpr int MaxOnes = 11, MaxTwos = 5, MaxThrees = 3; // icons of every rule set (rules.md §6)

struct ForecastTable {
    // [ones][twos][threes][pig]
    std::vector<WheelForecast> table;
    static int index(int a, int b, int c, int pig) { return ((a * (MaxTwos + 1) + b) * (MaxThrees + 1) + c) * SectorCount + pig; }

    ForecastTable()
        : table(size_t((MaxOnes + 1) * (MaxTwos + 1) * (MaxThrees + 1) * SectorCount))
    {
        // Fewer icons first, so that every sub-state is ready.
        for (int total = 0; total <= MaxOnes + MaxTwos + MaxThrees; ++total) {
            for (int a = 0; a <= MaxOnes; ++a) {
                for (int b = 0; b <= MaxTwos; ++b) {
                    const int c = total - a - b;
                    if (c < 0 || c > MaxThrees)
                        continue;
                    for (int pig = 0; pig < SectorCount; ++pig)
                        fill(a, b, c, pig);
                }
            }
        }
    }

    void fill(int a, int b, int c, int pig)
    {
        WheelForecast &f = table[size_t(index(a, b, c, pig))];
        const int n = a + b + c;
        if (n == 0) {
            f.hit.fill(0);
            f.stops.fill(0);
            f.firstAt.fill(1);
            return;
        }
        const int counts[3] = {a, b, c};
        for (int k = 1; k <= 3; ++k) {
            if (counts[k - 1] == 0)
                continue;
            const double w = double(counts[k - 1]) / n;
            const int next = (pig + k) % SectorCount;
            const WheelForecast &sub = table[size_t(index(a - (k == 1), b - (k == 2), c - (k == 3), next))];
            for (int s = 0; s < SectorCount; ++s) {
                const bool here = s == next;
                f.hit[size_t(s)] += w * (here ? 1.0 : sub.hit[size_t(s)]);
                f.stops[size_t(s)] += w * ((here ? 1.0 : 0.0) + sub.stops[size_t(s)]);
                f.firstAt[size_t(s)] += w * (here ? 1.0 : 1.0 + sub.firstAt[size_t(s)]);
            }
        }
    }
};

} // namespace

WheelForecast wheelForecast(Sector pig, int ones, int twos, int threes)
{
    static const ForecastTable table;
    ones = std::clamp(ones, 0, MaxOnes);
    twos = std::clamp(twos, 0, MaxTwos);
    threes = std::clamp(threes, 0, MaxThrees);
    return table.table[size_t(ForecastTable::index(ones, twos, threes, int(pig)))];
}

// --- Knowledge -------------------------------------------------------------------------------

void Knowledge::compute(const Game &game)
{
    const Catalogue &cat = Catalogue::instance();
    m_count.fill(0);
    for (const TileRef &t : cat.tileSet(game.options()))
        ++m_count[size_t(refIndex(t))];
    const Board &board = game.board();
    for (int c = 0; c < board.cellCount(); ++c) {
        const Cell &cell = board.cell(c);
        if (cell.isWheel() || (!board.hasWheel() && c == 0))
            continue;
        --m_count[size_t(refIndex(cell.tile))];
    }
    for (const LogEntry &e : game.log()) {
        if (e.kind == LogKind::Discard)
            --m_count[size_t(refIndex(e.tile))];
    }
    switch (game.phase()) {
    case Phase::Place:
    case Phase::Deploy:
    case Phase::Plague:
        --m_count[size_t(refIndex(game.currentTile()))];
        break;
    case Phase::ChooseTile:
        for (const TileRef &t : game.drawnTiles())
            --m_count[size_t(refIndex(t))];
        break;
    case Phase::GameOver:
        break;
    }
    m_total = 0;
    m_icons.fill(0);
    m_distinct.clear();
    for (int i = 0; i < MaxTileRefs; ++i) {
        if (m_count[size_t(i)] <= 0) {
            m_count[size_t(i)] = 0;
            continue;
        }
        m_total += m_count[size_t(i)];
        m_icons[size_t(i & 3)] += m_count[size_t(i)];
        m_distinct.push_back(uint16_t(i));
    }
    m_pig = game.pig();
    m_forecast = wheelForecast(m_pig, m_icons[1], m_icons[2], m_icons[3]);
    m_perType.fill(0);
    m_typeMask = 0;
    for (uint16_t idx : m_distinct) {
        m_perType[size_t(idx >> 2)] += m_count[idx];
        m_typeMask |= uint64_t(1) << (idx >> 2);
    }
}

int Knowledge::holeKey(const Board &board, Pos hole)
{
    int key = 0;
    for (int s = 0; s < 4; ++s) {
        const int c = board.cellIndexAt({hole.x + SideOffset[size_t(s)].x, hole.y + SideOffset[size_t(s)].y});
        if (c < 0)
            continue;
        const int edge = int(packedEdge(board.cell(c).packedEdges, oppositeSide(s)));
        key |= (1 + edge) << (2 * s);
    }
    return key;
}

namespace
{

// For every hole key and entry side (entry + 1, 0: none), the tile types that fit the hole in
// some rotation, and those that also close the road or city entering from `entry` (no new
// open edge): bit t is type t of the catalogue. The same for every game, computed once.
struct FitTable {
    std::array<uint64_t, 256 * 5> fit{};
    std::array<uint64_t, 256 * 5> close{};

    FitTable()
    {
        const Catalogue &cat = Catalogue::instance();
        const int types = std::min(cat.size(), 64);
        for (int key = 0; key < 256; ++key) {
            for (int entry = -1; entry < 4; ++entry) {
                const size_t slot = size_t(key * 5 + entry + 1);
                for (int t = 0; t < types; ++t) {
                    const TileType &tt = cat.type(t);
                    bool fits = false;
                    bool closes = false;
                    for (int r = 0; r < 4 && !closes; ++r) {
                        const uint8_t packed = tt.packedEdges[size_t(r)];
                        bool ok = true;
                        for (int s = 0; s < 4 && ok; ++s) {
                            const int state = (key >> (2 * s)) & 3;
                            ok = state == 0 || int(packedEdge(packed, s)) == state - 1;
                        }
                        if (!ok)
                            continue;
                        fits = true;
                        if (entry < 0)
                            break;
                        const int lf = tt.edgeFeature[size_t(localSide(entry, r))];
                        if (lf < 0)
                            continue;
                        const uint8_t edges = tt.features[size_t(lf)].edges;
                        bool opens = false;
                        for (int ls = 0; ls < 4; ++ls) {
                            if (!(edges & (1u << ls)))
                                continue;
                            const int bs = boardSide(ls, r);
                            if (bs != entry && ((key >> (2 * bs)) & 3) == 0)
                                opens = true;
                        }
                        closes = !opens;
                    }
                    fit[slot] |= fits ? uint64_t(1) << t : 0;
                    close[slot] |= closes ? uint64_t(1) << t : 0;
                }
            }
        }
    }
};

int countOf(uint64_t mask, const std::array<int16_t, 64> &perType)
{
    int n = 0;
    while (mask) {
        n += perType[size_t(__builtin_ctzll(mask))];
        mask &= mask - 1;
    }
    return n;
}

} // namespace

FitCount Knowledge::fits(int key, int entry) const
{
    static const FitTable table;
    const size_t slot = size_t(key * 5 + entry + 1);
    return FitCount{countOf(table.fit[slot] & m_typeMask, m_perType), countOf(table.close[slot] & m_typeMask, m_perType)};
}

// --- Views -----------------------------------------------------------------------------------

View viewOf(const Game &game)
{
    View v;
    v.board = &game.board();
    v.players = game.playerCount();
    v.toMove = game.currentPlayer();
    v.over = game.phase() == Phase::GameOver;
    v.turnsLeft = game.tilesLeft();
    switch (game.phase()) {
    case Phase::Place:
    case Phase::Deploy:
    case Phase::Plague:
        v.turnsLeft += 1;
        break;
    case Phase::ChooseTile:
        v.turnsLeft += int(game.drawnTiles().size());
        break;
    case Phase::GameOver:
        break;
    }
    v.pig = game.pig();
    v.famineMajority = game.options().famine == FamineRule::Majority;
    for (int p = 0; p < v.players; ++p) {
        v.score[size_t(p)] = game.score(p);
        v.supply[size_t(p)] = game.supply(p);
        v.tellers[size_t(p)] = game.fortuneTellers(p);
    }
    for (int i = 0; i < CrownSpaceCount; ++i) {
        const CrownSpace cs = crownSpace(i);
        v.crowns[size_t(i)] = int8_t(game.crownOccupant(cs.sector, cs.slot));
    }
    return v;
}

View viewAfterMove(const Game &before, const Game &after)
{
    View v = viewOf(after);
    const int myTurn = before.turn();
    v.toMove = (before.currentPlayer() + 1) % before.playerCount();
    v.turnsLeft = before.tilesLeft() + (before.phase() == Phase::ChooseTile ? int(before.drawnTiles().size()) - 1 : 0);
    // Take back what the next draws did: wheel events, crown scoring, the pig's walk.
    int moved = 0;
    const auto &log = after.log();
    const auto &points = after.logPoints();
    for (size_t i = before.log().size(); i < log.size(); ++i) {
        const LogEntry &e = log[i];
        if (e.turn <= myTurn)
            continue;
        if (e.kind == LogKind::Wheel)
            moved += e.moved;
        if (e.kind != LogKind::Wheel && e.kind != LogKind::Crown)
            continue;
        for (uint32_t k = e.pointsBegin; k < e.pointsEnd; ++k) {
            const PointsEntry &pe = points[k];
            v.score[size_t(pe.player)] -= pe.points;
            if (e.kind == LogKind::Crown) {
                v.supply[size_t(pe.player)] -= 1;
                const int first = crownIndex(e.sector, 0);
                for (int s = 0; s < CrownSpaces[size_t(e.sector)]; ++s) {
                    if (v.crowns[size_t(first + s)] < 0) {
                        v.crowns[size_t(first + s)] = int8_t(pe.player);
                        break;
                    }
                }
            }
        }
    }
    v.pig = Sector(((int(after.pig()) - moved) % SectorCount + SectorCount) % SectorCount);
    v.over = after.phase() == Phase::GameOver;
    return v;
}

} // namespace fortuna::ai
