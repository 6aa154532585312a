// SPDX-License-Identifier: GPL-3.0-or-later
// Board: queries on the merged features (tiles of a feature, a farm's completed cities, the
// node of a tile's feature, a node's canonical port). The union-find itself is in board.cpp.
#include "rules/board.h"

#include <algorithm>

namespace fortuna::rules
{

int Board::tileCount(int node) const
{
    ++m_stampValue;
    if (m_stampValue == 0) {
        std::fill(m_stamp.begin(), m_stamp.end(), 0);
        m_stampValue = 1;
    }
    int count = 0;
    forEachMember(node, [&](int n) {
        const size_t cell = size_t(m_nodes[size_t(n)].cell);
        if (m_stamp[cell] != m_stampValue) {
            m_stamp[cell] = m_stampValue;
            ++count;
        }
    });
    return count;
}

int Board::completedCitiesOfFarm(int node) const
{
    int16_t seen[256];
    int seenCount = 0;
    int complete = 0;
    forEachMember(node, [&](int n) {
        const Node &field = m_nodes[size_t(n)];
        for (uint16_t i = field.cityLinkBegin; i < field.cityLinkEnd; ++i) {
            const int16_t r = int16_t(find(m_cityLinks[i]));
            bool known = false;
            for (int k = 0; k < seenCount && !known; ++k)
                known = seen[k] == r;
            if (known || seenCount >= 256)
                continue;
            seen[seenCount++] = r;
            if (m_nodes[size_t(r)].open == 0)
                ++complete;
        }
    });
    return complete;
}

int Board::featureNode(int cellIndex, FeatureKind kind, int port) const
{
    if (cellIndex < 0 || cellIndex >= int(m_cells.size()))
        return -1;
    const Cell &c = m_cells[size_t(cellIndex)];
    int n = -1;
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        if (port >= 0 && port < 4)
            n = c.edgeNode[size_t(port)];
        break;
    case FeatureKind::Field:
        if (port >= 0 && port < 8)
            n = c.portNode[size_t(port)];
        break;
    case FeatureKind::Cloister:
        n = c.cloisterNode;
        break;
    case FeatureKind::Tent:
        n = c.tentNode;
        break;
    }
    if (n < 0 || m_nodes[size_t(n)].kind != kind)
        return -1;
    return n;
}

int Board::canonicalPort(int node) const
{
    const Node &n = m_nodes[size_t(node)];
    const Cell &c = m_cells[size_t(n.cell)];
    if (n.kind == FeatureKind::Road || n.kind == FeatureKind::City) {
        for (int s = 0; s < 4; ++s) {
            if (c.edgeNode[size_t(s)] == node)
                return s;
        }
    } else if (n.kind == FeatureKind::Field) {
        for (int p = 0; p < 8; ++p) {
            if (c.portNode[size_t(p)] == node)
                return p;
        }
    }
    return -1;
}

} // namespace fortuna::rules
