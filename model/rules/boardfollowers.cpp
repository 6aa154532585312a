// SPDX-License-Identifier: GPL-3.0-or-later
// Followers on land (board.h): the counts of each feature's root and the list of the nodes
// that hold one, kept in node order.
#include "rules/board.h"

namespace fortuna::rules
{

int Board::followersOn(int node) const
{
    const Node &r = root(node);
    int total = 0;
    for (uint8_t f : r.followers)
        total += f;
    return total;
}

void Board::addFollower(int node, int player)
{
    Node &n = m_nodes[size_t(node)];
    if (n.occupant < 0 && m_occupiedCount < MaxOccupied) {
        int i = m_occupiedCount++;
        for (; i > 0 && m_occupied[size_t(i - 1)] > node; --i)
            m_occupied[size_t(i)] = m_occupied[size_t(i - 1)];
        m_occupied[size_t(i)] = int16_t(node);
    }
    n.occupant = int8_t(player);
    Node &r = m_nodes[size_t(find(node))];
    r.followers[size_t(player)] = uint8_t(r.followers[size_t(player)] + 1);
}

void Board::removeFollower(int node)
{
    Node &n = m_nodes[size_t(node)];
    const int player = n.occupant;
    if (player < 0)
        return;
    n.occupant = -1;
    int i = 0;
    while (i < m_occupiedCount && m_occupied[size_t(i)] != node)
        ++i;
    if (i < m_occupiedCount) {
        --m_occupiedCount;
        for (; i < m_occupiedCount; ++i)
            m_occupied[size_t(i)] = m_occupied[size_t(i + 1)];
    }
    Node &r = m_nodes[size_t(find(node))];
    r.followers[size_t(player)] = uint8_t(r.followers[size_t(player)] - 1);
}

} // namespace fortuna::rules
