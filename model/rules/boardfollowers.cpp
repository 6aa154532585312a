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

namespace
{

// Inserts `node` into the ascending list list[0..count).
template<size_t N>
void insertSorted(std::array<int16_t, N> &list, int &count, int node)
{
    if (count >= int(N))
        return;
    int i = count++;
    for (; i > 0 && list[size_t(i - 1)] > node; --i)
        list[size_t(i)] = list[size_t(i - 1)];
    list[size_t(i)] = int16_t(node);
}

template<size_t N>
void eraseSorted(std::array<int16_t, N> &list, int &count, int node)
{
    int i = 0;
    while (i < count && list[size_t(i)] != node)
        ++i;
    if (i < count) {
        --count;
        for (; i < count; ++i)
            list[size_t(i)] = list[size_t(i + 1)];
    }
}

bool isSpot(FeatureKind kind)
{
    return kind == FeatureKind::Cloister || kind == FeatureKind::Tent;
}

} // namespace

void Board::addFollower(int node, int player)
{
    Node &n = m_nodes[size_t(node)];
    if (n.occupant < 0) {
        insertSorted(m_occupied, m_occupiedCount, node);
        if (isSpot(n.kind))
            insertSorted(m_spots, m_spotCount, node);
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
    eraseSorted(m_occupied, m_occupiedCount, node);
    if (isSpot(n.kind))
        eraseSorted(m_spots, m_spotCount, node);
    Node &r = m_nodes[size_t(find(node))];
    r.followers[size_t(player)] = uint8_t(r.followers[size_t(player)] - 1);
}

} // namespace fortuna::rules
