// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/featureaudit.h"

#include <algorithm>

namespace fortuna::rules
{

namespace
{

std::string placeText(Pos p)
{
    return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]";
}

Pos step(Pos p, int side)
{
    return {p.x + SideOffset[size_t(side)].x, p.y + SideOffset[size_t(side)].y};
}

// The edge type of a cell's side: the catalogue for a land tile, the rim as laid for the wheel.
EdgeType edgeOf(const Board &board, int cellIndex, int side)
{
    const Cell &c = board.cell(cellIndex);
    if (c.isWheel())
        return packedEdge(c.packedEdges, side);
    return Catalogue::instance().type(c.tile).edges[size_t(localSide(side, c.rotation))];
}

bool linear(FeatureKind k)
{
    return k == FeatureKind::Road || k == FeatureKind::City;
}

} // namespace

bool placementBefore(const Placement &a, const Placement &b)
{
    return a.pos.y != b.pos.y ? a.pos.y < b.pos.y : a.pos.x != b.pos.x ? a.pos.x < b.pos.x : a.rotation < b.rotation;
}

std::string FeatureAudit::describe(const Board &board, int node)
{
    const Node &n = board.node(node);
    std::string s(featureKindName(n.kind));
    s += " at " + placeText(board.cell(n.cell).pos);
    const int port = board.canonicalPort(node);
    if (port >= 0)
        s += " " + std::string(linear(n.kind) ? sideName(port) : portName(port));
    return s;
}

int FeatureAudit::cellAt(Pos p) const
{
    const int x = p.x - m_min.x + 1, y = p.y - m_min.y + 1;
    if (x < 0 || y < 0 || x >= m_width || y >= m_max.y - m_min.y + 3)
        return -1;
    return m_grid[size_t(y * m_width + x)];
}

int FeatureAudit::followersOf(int component) const
{
    int total = 0;
    for (int16_t f : m_followers[size_t(component)])
        total += f;
    return total;
}

bool FeatureAudit::recompute(const Board &board, int fromNode)
{
    m_problems.clear();
    const int cells = board.cellCount();
    const int nodes = board.nodeCount();
    auto problem = [this](std::string what) {
        if (m_problems.size() < 8)
            m_problems.push_back(std::move(what));
    };

    // Positions: a dense grid of the bounding box, so that no lookup goes through the board's hash.
    m_min = m_max = cells ? board.cell(0).pos : Pos{};
    for (int c = 0; c < cells; ++c) {
        const Pos p = board.cell(c).pos;
        m_min = {std::min(m_min.x, p.x), std::min(m_min.y, p.y)};
        m_max = {std::max(m_max.x, p.x), std::max(m_max.y, p.y)};
    }
    m_width = m_max.x - m_min.x + 3;
    m_grid.assign(size_t(m_width) * size_t(m_max.y - m_min.y + 3), -1);
    for (int c = 0; c < cells; ++c) {
        const Pos p = board.cell(c).pos;
        int16_t &g = m_grid[size_t((p.y - m_min.y + 1) * m_width + p.x - m_min.x + 1)];
        if (g >= 0)
            problem("two cells at " + placeText(p));
        g = int16_t(c);
        if (board.cellIndexAt(p) != c)
            problem("the board's grid does not find the cell at " + placeText(p));
    }

    m_frontier.clear();
    for (int y = m_min.y - 1; y <= m_max.y + 1; ++y) {
        for (int x = m_min.x - 1; x <= m_max.x + 1; ++x) {
            const Pos q{x, y};
            if (cellAt(q) >= 0 || !board.inRange(q))
                continue;
            for (int s = 0; s < 4; ++s) {
                if (cellAt(step(q, s)) >= 0) {
                    m_frontier.push_back(q);
                    break;
                }
            }
        }
    }

    // Each cell's features: the catalogue for land tiles (a tile's nodes are made in feature
    // order), the rim laid at the start for the wheel board.
    m_firstNode.assign(size_t(cells), int16_t(nodes));
    for (int n = 0; n < nodes; ++n) {
        const int c = board.node(n).cell;
        if (c < 0 || c >= cells) {
            problem("node " + std::to_string(n) + " lies on no cell");
            return false;
        }
        m_firstNode[size_t(c)] = std::min<int16_t>(m_firstNode[size_t(c)], int16_t(n));
    }
    m_sideNode.assign(size_t(cells) * 4, -1);
    m_portNode.assign(size_t(cells) * 8, -1);
    m_pennant.assign(size_t(nodes), 0);
    for (int c = 0; c < cells; ++c) {
        const Cell &cell = board.cell(c);
        if (cell.isWheel()) {
            for (int s = 0; s < 4; ++s)
                m_sideNode[size_t(c) * 4 + size_t(s)] = cell.edgeNode[size_t(s)];
            for (int p = 0; p < 8; ++p)
                m_portNode[size_t(c) * 8 + size_t(p)] = cell.portNode[size_t(p)];
            continue;
        }
        const TileType &tt = Catalogue::instance().type(cell.tile);
        const int base = m_firstNode[size_t(c)];
        for (int lf = 0; lf < tt.featureCount; ++lf) {
            const int n = base + lf;
            if (n >= nodes || board.node(n).cell != c || board.node(n).kind != tt.features[size_t(lf)].kind) {
                problem("the nodes of the tile at " + placeText(cell.pos) + " do not match its catalogue features");
                return false;
            }
            m_pennant[size_t(n)] = tt.features[size_t(lf)].pennant ? 1 : 0;
        }
        for (int s = 0; s < 4; ++s) {
            const int lf = tt.edgeFeature[size_t(localSide(s, cell.rotation))];
            m_sideNode[size_t(c) * 4 + size_t(s)] = int16_t(lf >= 0 ? base + lf : -1);
        }
        for (int p = 0; p < 8; ++p) {
            const int lf = tt.portFeature[size_t(localPort(p, cell.rotation))];
            m_portNode[size_t(c) * 8 + size_t(p)] = int16_t(lf >= 0 ? base + lf : -1);
        }
    }

    // Neighbouring edges must agree.
    m_edge.resize(size_t(cells) * 4);
    for (int c = 0; c < cells; ++c) {
        for (int s = 0; s < 4; ++s)
            m_edge[size_t(c) * 4 + size_t(s)] = uint8_t(edgeOf(board, c, s));
    }
    for (int c = 0; c < cells; ++c) {
        for (int s = 0; s < 4; ++s) {
            const int m = cellAt(step(board.cell(c).pos, s));
            if (m >= 0 && edge(c, s) != edge(m, oppositeSide(s)))
                problem("the cells at " + placeText(board.cell(c).pos) + " and " + placeText(board.cell(m).pos) + " do not match");
        }
    }

    // Slots of each node (CSR): where on which cell the node lies.
    m_slotBegin.assign(size_t(nodes) + 1, 0);
    auto forEachSlot = [&](auto &&f) {
        for (int c = 0; c < cells; ++c) {
            for (int k = 0; k < 4; ++k) {
                if (const int n = sideNode(c, k); n >= 0)
                    f(n, c * 12 + k);
            }
            for (int k = 0; k < 8; ++k) {
                if (const int n = portNode(c, k); n >= 0)
                    f(n, c * 12 + 4 + k);
            }
        }
    };
    forEachSlot([&](int n, int) {
        ++m_slotBegin[size_t(n) + 1];
    });
    for (int n = 0; n < nodes; ++n)
        m_slotBegin[size_t(n) + 1] += m_slotBegin[size_t(n)];
    m_slots.resize(size_t(m_slotBegin[size_t(nodes)]));
    m_queue.assign(m_slotBegin.begin(), m_slotBegin.end() - 1); // fill cursors
    forEachSlot([&](int n, int slot) {
        m_slots[size_t(m_queue[size_t(n)]++)] = slot;
    });

    flood(board, fromNode);
    return m_problems.empty();
}

void FeatureAudit::flood(const Board &board, int fromNode)
{
    const int nodes = board.nodeCount();
    m_comp.assign(size_t(nodes), -1);
    m_size.clear();
    m_open.clear();
    m_pennants.clear();
    m_followers.clear();
    m_firstMember.clear();
    m_queue.clear();
    for (int start = std::max(fromNode, 0); start < nodes; ++start) {
        if (m_comp[size_t(start)] >= 0)
            continue;
        const int id = int(m_size.size());
        m_size.push_back(0);
        m_open.push_back(0);
        m_pennants.push_back(0);
        m_followers.push_back({});
        m_firstMember.push_back(start);
        m_queue.clear();
        m_queue.push_back(start);
        m_comp[size_t(start)] = id;
        for (size_t head = 0; head < m_queue.size(); ++head) {
            const int n = m_queue[head];
            ++m_size[size_t(id)];
            m_pennants[size_t(id)] += m_pennant[size_t(n)];
            if (const int who = board.node(n).occupant; who >= 0 && who < MaxPlayers)
                ++m_followers[size_t(id)][size_t(who)];
            for (int32_t i = m_slotBegin[size_t(n)]; i < m_slotBegin[size_t(n) + 1]; ++i) {
                const int c = m_slots[size_t(i)] / 12, k = m_slots[size_t(i)] % 12;
                const int side = k < 4 ? k : (k - 4) / 2;
                const int m = cellAt(step(board.cell(c).pos, side));
                int other = -1;
                if (k < 4) {
                    if (m < 0)
                        ++m_open[size_t(id)];
                    else
                        other = sideNode(m, oppositeSide(k));
                } else if (m >= 0) {
                    other = portNode(m, oppositePort(k - 4));
                }
                if (other >= 0 && m_comp[size_t(other)] < 0) {
                    m_comp[size_t(other)] = id;
                    m_queue.push_back(other);
                }
            }
        }
    }
}

void FeatureAudit::compare(const Board &board, bool checkScored, std::vector<std::string> &out, int limit) const
{
    auto report = [&](int node, const std::string &what) {
        if (int(out.size()) < limit)
            out.push_back(describe(board, node) + ": " + what);
    };
    for (const std::string &p : m_problems) {
        if (int(out.size()) < limit)
            out.push_back(p);
    }
    if (!m_problems.empty())
        return;
    const int nodes = board.nodeCount();
    const int comps = int(m_size.size());
    std::vector<int32_t> &rootToComp = m_rootToComp, &compToRoot = m_compToRoot;
    rootToComp.assign(size_t(nodes), -1);
    compToRoot.assign(size_t(comps), -1);
    for (int n = 0; n < nodes; ++n) {
        const int r = board.find(n), c = m_comp[size_t(n)];
        if (rootToComp[size_t(r)] < 0)
            rootToComp[size_t(r)] = c;
        else if (rootToComp[size_t(r)] != c)
            report(n, "the board counts it in the feature of " + describe(board, r) + ", the recount does not");
        if (compToRoot[size_t(c)] < 0)
            compToRoot[size_t(c)] = r;
        else if (compToRoot[size_t(c)] != r)
            report(n, "the recount joins it to " + describe(board, m_firstMember[size_t(c)]) + ", the board does not");
    }
    if (!out.empty())
        return;
    auto number = [](const char *what, int board, int recount) {
        return std::string(what) + " " + std::to_string(board) + " on the board, " + std::to_string(recount) + " recounted";
    };
    const auto &cat = Catalogue::instance();
    std::vector<int> mine, theirs;
    for (int c = 0; c < comps; ++c) {
        const int r = compToRoot[size_t(c)];
        const Node &root = board.node(r);
        int members = 0;
        bool strays = false;
        board.forEachMember(r, [&](int m) {
            ++members;
            strays = strays || m_comp[size_t(m)] != c;
        });
        if (members != m_size[size_t(c)] || root.size != m_size[size_t(c)] || strays)
            report(r, number("members", root.size, m_size[size_t(c)]) + " (member list " + std::to_string(members) + ")");
        if (linear(root.kind)) {
            if (root.open != m_open[size_t(c)])
                report(r, number("open edges", root.open, m_open[size_t(c)]));
            const bool complete = m_open[size_t(c)] == 0;
            if (board.complete(r) != complete)
                report(r, complete ? "complete, but the board says not" : "not complete, but the board says so");
            if (checkScored && root.scored != complete)
                report(r, complete ? "complete but not scored" : "scored but not complete");
        }
        if (root.pennants != m_pennants[size_t(c)])
            report(r, number("pennants", root.pennants, m_pennants[size_t(c)]));
        for (int p = 0; p < MaxPlayers; ++p) {
            if (root.followers[size_t(p)] != m_followers[size_t(c)][size_t(p)])
                report(r, number(("followers of player " + std::to_string(p + 1)).c_str(), root.followers[size_t(p)], m_followers[size_t(c)][size_t(p)]));
        }
        if (root.kind != FeatureKind::Field)
            continue;
        // The cities the farm touches: the catalogue's links (the rim's for the wheel's fields).
        mine.clear();
        theirs.clear();
        board.forEachMember(r, [&](int m) {
            const Node &field = board.node(m);
            const Cell &cell = board.cell(field.cell);
            if (cell.isWheel()) {
                for (uint16_t i = field.cityLinkBegin; i < field.cityLinkEnd; ++i)
                    mine.push_back(m_comp[size_t(board.cityLinks()[i])]);
            } else {
                const TileType &tt = cat.type(cell.tile);
                const int lf = m - m_firstNode[size_t(field.cell)];
                for (int j = 0; j < tt.featureCount; ++j) {
                    if (tt.features[size_t(lf)].cities & (1u << j))
                        mine.push_back(m_comp[size_t(m_firstNode[size_t(field.cell)] + j)]);
                }
            }
            for (uint16_t i = field.cityLinkBegin; i < field.cityLinkEnd; ++i)
                theirs.push_back(rootToComp[size_t(board.find(board.cityLinks()[i]))]);
        });
        for (auto *v : {&mine, &theirs}) {
            std::sort(v->begin(), v->end());
            v->erase(std::unique(v->begin(), v->end()), v->end());
        }
        if (mine != theirs)
            report(r, number("cities touched", int(theirs.size()), int(mine.size())));
        int completed = 0;
        for (int city : mine)
            completed += m_open[size_t(city)] == 0 ? 1 : 0;
        if (board.completedCitiesOfFarm(r) != completed)
            report(r, number("completed cities touched", board.completedCitiesOfFarm(r), completed));
    }

    // The frontier: every empty cell next to a placed one (within the board's range), with
    // the cells beside it.
    bool frontierOk = int(m_frontier.size()) == board.frontierSize();
    for (int i = 0; i < board.frontierSize() && frontierOk; ++i) {
        const Pos q = board.frontierCell(i);
        bool touches = false;
        for (int s = 0; s < 4 && !touches; ++s)
            touches = cellAt(step(q, s)) >= 0;
        frontierOk = cellAt(q) < 0 && touches;
    }
    if (!frontierOk && int(out.size()) < limit)
        out.push_back("the frontier has " + std::to_string(board.frontierSize()) + " cells on the board, " + std::to_string(m_frontier.size())
                      + " recounted around " + std::to_string(board.cellCount()) + " cells");
    for (int i = 0; i < board.frontierSize() && frontierOk; ++i) {
        const Pos q = board.frontierCell(i);
        for (int s = 0; s < 4; ++s) {
            const int known = board.frontierNeighbour(i, s), recounted = cellAt(step(q, s));
            if (known != recounted && int(out.size()) < limit) {
                out.push_back("the frontier cell " + placeText(q) + " knows cell " + std::to_string(known) + " on its " + std::string(sideName(s))
                              + " side, the recount finds " + std::to_string(recounted));
                frontierOk = false;
                break;
            }
        }
    }

    // The list of occupied nodes: every node holding a follower, once, in node order.
    int listed = 0;
    bool occupiedOk = true;
    for (int n = 0; n < nodes && occupiedOk; ++n) {
        if (board.node(n).occupant < 0)
            continue;
        occupiedOk = listed < board.occupiedCount() && board.occupiedNode(listed) == n;
        ++listed;
    }
    if ((!occupiedOk || listed != board.occupiedCount()) && int(out.size()) < limit)
        out.push_back("the board lists " + std::to_string(board.occupiedCount()) + " nodes holding a follower, " + std::to_string(listed)
                      + (occupiedOk ? " recounted" : " recounted before a difference"));

    // The same for the cloisters and tents alone.
    int spots = 0;
    bool spotsOk = true;
    for (int n = 0; n < nodes && spotsOk; ++n) {
        const Node &node = board.node(n);
        if (node.occupant < 0 || (node.kind != FeatureKind::Cloister && node.kind != FeatureKind::Tent))
            continue;
        spotsOk = spots < board.occupiedSpotCount() && board.occupiedSpot(spots) == n;
        ++spots;
    }
    if ((!spotsOk || spots != board.occupiedSpotCount()) && int(out.size()) < limit)
        out.push_back("the board lists " + std::to_string(board.occupiedSpotCount()) + " cloisters and tents holding a follower, " + std::to_string(spots)
                      + (spotsOk ? " recounted" : " recounted before a difference"));
}

void FeatureAudit::legalPlacements(TileRef tile, std::vector<Placement> &out) const
{
    out.clear();
    const TileType &tt = Catalogue::instance().type(tile);
    for (const Pos q : m_frontier) {
        for (int r = 0; r < 4; ++r) {
            bool fits = true;
            for (int s = 0; s < 4 && fits; ++s) {
                const int m = cellAt(step(q, s));
                fits = m < 0 || tt.edges[size_t(localSide(s, r))] == edge(m, oppositeSide(s));
            }
            if (fits)
                out.push_back(Placement{q, r});
        }
    }
    // The frontier is listed row by row, west to east: `out` is in placementBefore order.
}

void FeatureAudit::placementCounts(std::vector<int> &out) const
{
    const Catalogue &cat = Catalogue::instance();
    out.assign(size_t(cat.size()), 0);
    for (const Pos q : m_frontier) {
        std::array<int, 4> neighbour;
        for (int s = 0; s < 4; ++s)
            neighbour[size_t(s)] = cellAt(step(q, s));
        for (int t = 0; t < cat.size(); ++t) {
            const TileType &tt = cat.type(t);
            for (int r = 0; r < 4; ++r) {
                bool fits = true;
                for (int s = 0; s < 4 && fits; ++s) {
                    const int m = neighbour[size_t(s)];
                    fits = m < 0 || tt.edges[size_t(localSide(s, r))] == edge(m, oppositeSide(s));
                }
                out[size_t(t)] += fits ? 1 : 0;
            }
        }
    }
}

} // namespace fortuna::rules
