// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring: completed features, Fortune Teller tents, wheel events, final scoring.
#include "rules/game.h"

namespace fortuna::rules
{

int Game::filledAround(Pos p, bool diagonals) const
{
    int filled = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if ((dx == 0 && dy == 0) || (!diagonals && dx != 0 && dy != 0))
                continue;
            filled += m_board.filled({p.x + dx, p.y + dy}) ? 1 : 0;
        }
    }
    return filled;
}

// Scores a road or city (completed during play, or at the end) or returns nothing when no
// follower stands on it. Returns the followers of the feature.
void Game::scoreFeature(int node, LogKind kind)
{
    const Node &root = m_board.root(node);
    int most = 0;
    for (int p = 0; p < m_playerCount; ++p)
        most = std::max(most, int(root.followers[size_t(p)]));
    if (most == 0)
        return;
    const bool complete = root.open == 0;
    const int tiles = m_board.tileCount(node);
    int points = 0;
    Reason reason = Reason::Road;
    if (root.kind == FeatureKind::Road) {
        points = tiles;
    } else {
        reason = Reason::City;
        points = complete && kind == LogKind::Score ? 2 * tiles + 2 * root.pennants : tiles + root.pennants;
    }
    const std::array<uint8_t, MaxPlayers> counts = root.followers;
    LogEntry &e = addLog(kind);
    e.feature = root.kind;
    e.at = m_board.cell(m_board.node(node).cell).pos;
    e.tiles = tiles;
    for (int p = 0; p < m_playerCount; ++p) {
        if (counts[size_t(p)] == most)
            award(p, points, reason);
    }
    m_board.forEachMember(node, [this](int n) {
        if (m_board.node(n).occupant >= 0)
            returnFollower(n);
    });
}

void Game::scoreCompletedAround(int cellIndex)
{
    const Cell &cell = m_board.cell(cellIndex);
    const Pos pos = cell.pos;
    // Roads and cities through the new tile.
    for (int s = 0; s < 4; ++s) {
        const int node = m_board.cell(cellIndex).edgeNode[size_t(s)];
        if (node < 0)
            continue;
        const Node &root = m_board.root(node); // a road or a city: complete when no edge is open
        if (root.scored || root.open != 0)
            continue;
        m_board.markScored(node);
        scoreFeature(node, LogKind::Score);
    }
    // Cloisters on the new tile or around it, and Fortune Teller tents on the new tile or
    // beside it (the placer scores): only those holding a follower can score, so the occupied
    // cloisters and tents are looked at, in the order of the cells around (row by row; the tile first, then
    // N E S W for the tents).
    std::array<int16_t, 9> cloisterAt;
    std::array<int16_t, 5> tentAt;
    cloisterAt.fill(-1);
    tentAt.fill(-1);
    bool near = false;
    for (int i = 0; i < m_board.occupiedSpotCount(); ++i) {
        const int node = m_board.occupiedSpot(i);
        const Node &n = m_board.node(node);
        const Pos p = m_board.cell(n.cell).pos;
        const int dx = p.x - pos.x, dy = p.y - pos.y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1)
            continue;
        if (n.kind == FeatureKind::Cloister) {
            cloisterAt[size_t((dy + 1) * 3 + dx + 1)] = int16_t(node);
            near = true;
        } else if (dx == 0 || dy == 0) {
            near = true;
            int slot = 0; // the tile itself
            for (int s = 0; s < 4; ++s) {
                if (SideOffset[size_t(s)] == Pos{dx, dy})
                    slot = s + 1;
            }
            tentAt[size_t(slot)] = int16_t(node);
        }
    }
    if (!near)
        return;
    for (const int node : cloisterAt) {
        if (node < 0)
            continue;
        const Pos p = m_board.cell(m_board.node(node).cell).pos;
        if (filledAround(p, true) < 8)
            continue;
        LogEntry &e = addLog(LogKind::Score);
        e.feature = FeatureKind::Cloister;
        e.at = p;
        e.tiles = 9;
        award(m_board.node(node).occupant, 9, Reason::Cloister);
        returnFollower(node);
    }
    for (const int node : tentAt) {
        if (node < 0)
            continue;
        const Pos p = m_board.cell(m_board.node(node).cell).pos;
        if (filledAround(p, false) < 4)
            continue;
        LogEntry &e = addLog(LogKind::Tent);
        e.feature = FeatureKind::Tent;
        e.at = p;
        award(m_current, 3, Reason::Tent);
        returnFollower(node);
    }
}

void Game::applyEvent(Sector sector)
{
    std::array<int, MaxPlayers> points{};
    switch (sector) {
    case Sector::Fortune:
        award(m_current, 3, Reason::Fortune);
        return;
    case Sector::Taxes:
        // Each knight earns (pennants of its city) + (its owner's knights in that city).
        m_board.forEachOccupied(FeatureKind::City, [&](int root) {
            const Node &r = m_board.node(root);
            for (int p = 0; p < m_playerCount; ++p) {
                const int k = r.followers[size_t(p)];
                points[size_t(p)] += k * (r.pennants + k);
            }
        });
        awardPerPlayer(points, Reason::Taxes);
        return;
    case Sector::Famine:
        m_board.forEachOccupied(FeatureKind::Field, [&](int root) {
            const Node &r = m_board.node(root);
            const int cities = m_board.completedCitiesOfFarm(root);
            int most = 0;
            for (int p = 0; p < m_playerCount; ++p)
                most = std::max(most, int(r.followers[size_t(p)]));
            for (int p = 0; p < m_playerCount; ++p) {
                const int k = r.followers[size_t(p)];
                if (m_options.famine == FamineRule::AnyFarmer || k == most)
                    points[size_t(p)] += k * cities;
            }
        });
        awardPerPlayer(points, Reason::Famine);
        return;
    case Sector::Storm:
        for (int p = 0; p < m_playerCount; ++p)
            points[size_t(p)] = m_supply[size_t(p)];
        awardPerPlayer(points, Reason::Storm);
        return;
    case Sector::Inquisition:
        for (int i = 0; i < m_board.occupiedCount(); ++i) {
            const Node &node = m_board.node(m_board.occupiedNode(i));
            if (node.kind == FeatureKind::Cloister)
                points[size_t(node.occupant)] += 2;
        }
        awardPerPlayer(points, Reason::Inquisition);
        return;
    case Sector::Plague: {
        m_plagueQueue.clear();
        std::array<bool, MaxPlayers> onLand{};
        for (int i = 0; i < m_board.occupiedCount(); ++i)
            onLand[size_t(m_board.node(m_board.occupiedNode(i)).occupant)] = true;
        for (int i = 0; i < m_playerCount; ++i) {
            const int p = (m_current + i) % m_playerCount;
            if (onLand[size_t(p)])
                m_plagueQueue.push_back(int8_t(p));
        }
        if (!m_plagueQueue.empty())
            m_phase = Phase::Plague;
        return;
    }
    }
}

void Game::finalScoring()
{
    // The occupied nodes as they are now: scoring a road or a city sends its followers home
    // (those nodes are passed over), the other features keep theirs until the end.
    const int occupiedCount = m_board.occupiedCount();
    std::array<int16_t, Board::MaxOccupied> occupied;
    for (int i = 0; i < occupiedCount; ++i)
        occupied[size_t(i)] = int16_t(m_board.occupiedNode(i));
    std::array<int16_t, Board::MaxOccupied> seen;
    int seenCount = 0;
    for (int i = 0; i < occupiedCount; ++i) {
        const int n = occupied[size_t(i)];
        const Node &node = m_board.node(n);
        if (node.occupant < 0)
            continue;
        const int root = m_board.find(n);
        bool known = false;
        for (int k = 0; k < seenCount && !known; ++k)
            known = seen[size_t(k)] == root;
        if (known)
            continue;
        seen[size_t(seenCount++)] = int16_t(root);
        const Pos at = m_board.cell(node.cell).pos;
        switch (node.kind) {
        case FeatureKind::Road:
        case FeatureKind::City:
            scoreFeature(n, LogKind::Final);
            break;
        case FeatureKind::Cloister: {
            const int filled = filledAround(at, true);
            LogEntry &e = addLog(LogKind::Final);
            e.feature = FeatureKind::Cloister;
            e.at = at;
            e.tiles = 1 + filled;
            award(node.occupant, 1 + filled, Reason::Cloister);
            break;
        }
        case FeatureKind::Field: {
            const Node &r = m_board.node(root);
            const int cities = m_board.completedCitiesOfFarm(n);
            if (cities == 0)
                break;
            int most = 0;
            for (int p = 0; p < m_playerCount; ++p)
                most = std::max(most, int(r.followers[size_t(p)]));
            LogEntry &e = addLog(LogKind::Final);
            e.feature = FeatureKind::Field;
            e.at = at;
            e.tiles = cities;
            for (int p = 0; p < m_playerCount; ++p) {
                if (r.followers[size_t(p)] == most)
                    award(p, 3 * cities, Reason::Farm);
            }
            break;
        }
        case FeatureKind::Tent:
            break;
        }
    }
    // Every follower on a land tile goes home; crown followers stay and score nothing.
    while (m_board.occupiedCount() > 0)
        returnFollower(m_board.occupiedNode(m_board.occupiedCount() - 1));
}

void Game::endGame()
{
    finalScoring();
    addLog(LogKind::GameEnd);
    m_phase = Phase::GameOver;
}

} // namespace fortuna::rules
