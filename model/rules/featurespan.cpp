// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/featurespan.h"

namespace fortuna::rules
{

namespace
{

int filledAround(const Board &board, Pos p, bool diagonals)
{
    int filled = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if ((dx == 0 && dy == 0) || (!diagonals && dx != 0 && dy != 0))
                continue;
            filled += board.filled({p.x + dx, p.y + dy}) ? 1 : 0;
        }
    }
    return filled;
}

} // namespace

FeatureSpan featureSpan(const Board &board, int node)
{
    FeatureSpan span;
    const Node &root = board.root(node);
    span.kind = root.kind;
    span.followers = root.followers;
    board.forEachMember(node, [&](int n) {
        const Cell &c = board.cell(board.node(n).cell);
        span.parts.push_back({c.pos, board.canonicalPort(n), c.isWheel()});
    });
    const Pos at = board.cell(board.node(node).cell).pos;
    switch (root.kind) {
    case FeatureKind::Road:
        span.complete = board.complete(node);
        span.points = board.tileCount(node);
        break;
    case FeatureKind::City: {
        span.complete = board.complete(node);
        const int tiles = board.tileCount(node);
        span.points = span.complete ? 2 * tiles + 2 * root.pennants : tiles + root.pennants;
        break;
    }
    case FeatureKind::Cloister: {
        const int filled = filledAround(board, at, true);
        span.complete = filled == 8;
        span.points = 1 + filled;
        break;
    }
    case FeatureKind::Field:
        span.points = 3 * board.completedCitiesOfFarm(node);
        break;
    case FeatureKind::Tent:
        span.complete = filledAround(board, at, false) == 4;
        span.points = 3;
        break;
    }
    return span;
}

std::optional<FeatureSpan> featureAfterPlacing(const Board &board, TileRef tile, Placement where, FeatureKind kind, int port)
{
    if (!board.fits(tile, where))
        return std::nullopt;
    Board after = board;
    const int cell = after.place(tile, where);
    const int node = after.featureNode(cell, kind, port);
    if (node < 0)
        return std::nullopt;
    return featureSpan(after, node);
}

} // namespace fortuna::rules
