// SPDX-License-Identifier: GPL-3.0-or-later
// The turn state machine: draws, discards, the wheel, decisions. Scoring is in scoring.cpp.
#include "rules/game.h"

#include <algorithm>

namespace fortuna::rules
{

std::optional<Game> Game::create(const Setup &setup, Status *refused)
{
    auto fail = [refused](Refusal code, RefusalArgs args = {}) -> std::optional<Game> {
        if (refused)
            *refused = Status::refuse(code, args);
        return std::nullopt;
    };
    if (setup.players < 2 || setup.players > MaxPlayers) {
        RefusalArgs args;
        args.count = setup.players;
        return fail(Refusal::PlayerCount, args);
    }
    const Catalogue &cat = Catalogue::instance();
    if (setup.deck) {
        for (const TileRef &t : *setup.deck) {
            if (t.type >= cat.size())
                return fail(Refusal::DeckUnknownTile);
            if (cat.type(t).fortuneTellerTile && !setup.options.fortuneTeller) {
                RefusalArgs args;
                args.tile = t;
                return fail(Refusal::DeckNeedsFortuneTeller, args);
            }
        }
    }
    Game g;
    g.m_options = setup.options;
    g.m_board = Board(setup.options.wheelAsStart);
    g.m_rng.reseed(setup.seed);
    g.m_playerCount = setup.players;
    g.m_explicitDeck = bool(setup.deck);
    g.m_keepDraws = setup.keepDraws;
    g.m_forced = setup.draws;
    if (setup.deck) {
        g.m_pile = *setup.deck;
    } else {
        g.m_pile = cat.tileSet(setup.options);
        g.m_rng.shuffle(g.m_pile);
    }
    for (int p = 0; p < MaxPlayers; ++p)
        g.m_supply[size_t(p)] = p < setup.players ? FollowersPerPlayer : 0;
    g.m_crowns.fill(-1);
    g.m_log.reserve(256);
    g.m_logPoints.reserve(256);
    g.startTurn();
    return g;
}

int Game::score(int player) const
{
    int total = 0;
    for (int v : m_breakdown[size_t(player)])
        total += v;
    return total;
}

int Game::fortuneTellers(int player) const
{
    return m_tellers[size_t(player)];
}

int Game::crownOccupant(Sector s, int slot) const
{
    const int index = crownIndex(s, slot);
    return index < 0 ? -1 : m_crowns[size_t(index)];
}

// The land followers of `player` (every player's with -1), in node order.
static void landFollowers(const Board &board, int player, std::vector<FollowerInfo> &out)
{
    for (int i = 0; i < board.occupiedCount(); ++i) {
        const int n = board.occupiedNode(i);
        const Node &node = board.node(n);
        if (player >= 0 && node.occupant != player)
            continue;
        FollowerInfo f;
        f.player = node.occupant;
        f.at = board.cell(node.cell).pos;
        f.feature = node.kind;
        f.port = board.canonicalPort(n);
        f.node = n;
        out.push_back(f);
    }
}

std::vector<FollowerInfo> Game::followers() const
{
    std::vector<FollowerInfo> out;
    out.reserve(size_t(m_board.occupiedCount()) + CrownSpaceCount);
    landFollowers(m_board, -1, out);
    for (int i = 0; i < CrownSpaceCount; ++i) {
        if (m_crowns[size_t(i)] < 0)
            continue;
        FollowerInfo f;
        f.player = m_crowns[size_t(i)];
        f.onCrown = true;
        f.sector = crownSpace(i).sector;
        f.slot = crownSpace(i).slot;
        out.push_back(f);
    }
    return out;
}

LogEntry &Game::addLog(LogKind kind)
{
    LogEntry e;
    e.turn = m_turn;
    e.player = m_current;
    e.kind = kind;
    e.pointsBegin = e.pointsEnd = uint32_t(m_logPoints.size());
    m_log.push_back(e);
    return m_log.back();
}

void Game::award(int player, int points, Reason reason)
{
    m_breakdown[size_t(player)][size_t(reason)] += points;
    m_logPoints.push_back(PointsEntry{player, points, reason});
    m_log.back().pointsEnd = uint32_t(m_logPoints.size());
}

void Game::awardPerPlayer(const std::array<int, MaxPlayers> &points, Reason reason)
{
    for (int p = 0; p < m_playerCount; ++p) {
        if (points[size_t(p)] > 0)
            award(p, points[size_t(p)], reason);
    }
}

void Game::logDiscard(TileRef tile)
{
    addLog(LogKind::Discard).tile = tile;
}

// --- Draws ---------------------------------------------------------------------------------

void Game::startTurn()
{
    m_drawn.clear();
    m_drawnPlaceable.clear();
    m_pending.reset();
    m_finalAllDiscards = false;
    m_phase = Phase::Place;
    if (tilesLeft() == 0) {
        endGame();
        return;
    }
    ++m_turn;
    int count = 1;
    if (m_options.fortuneTeller)
        count += m_tellers[size_t(m_current)];
    if (count > tilesLeft())
        count = tilesLeft();
    if (count == 1) {
        continueDraws();
        return;
    }
    int placeable = 0;
    int lastPlaceable = -1;
    for (int i = 0; i < count; ++i) {
        const TileRef t = takeFromPile();
        m_drawn.push_back(t);
        const bool ok = m_board.canPlaceAnywhere(t);
        m_drawnPlaceable.push_back(ok ? 1 : 0);
        if (ok) {
            ++placeable;
            lastPlaceable = i;
        }
    }
    if (placeable >= 2) {
        m_phase = Phase::ChooseTile;
        return;
    }
    if (placeable == 1) {
        chooseTile(lastPlaceable);
        return;
    }
    // Nothing fits: all go back, then one tile at a time.
    std::vector<TileRef> back;
    back.swap(m_drawn);
    m_drawnPlaceable.clear();
    returnPile(back);
    continueDraws();
}

TileRef Game::takeFromPile()
{
    if (m_forcedHead < m_forced.size()) {
        const TileRef want = m_forced[m_forcedHead++];
        const auto it = std::find(m_pile.begin() + long(m_pileHead), m_pile.end(), want);
        if (it != m_pile.end())
            std::iter_swap(it, m_pile.begin() + long(m_pileHead));
        else
            ++m_forcedMissing;
        if (m_forcedHead == m_forced.size()) {
            m_forced.clear();
            m_forcedHead = 0;
        }
    }
    const TileRef t = m_pile[m_pileHead++];
    if (m_keepDraws)
        m_draws.push_back(t);
    return t;
}

void Game::forceDraws(const std::vector<TileRef> &tiles)
{
    m_forced.insert(m_forced.end(), tiles.begin(), tiles.end());
}

void Game::continueDraws()
{
    while (true) {
        if (tilesLeft() == 0) {
            m_finalAllDiscards = true;
            endGame();
            return;
        }
        m_tile = takeFromPile();
        if (m_tile.icon) {
            moveWheel(m_tile);
            if (m_phase == Phase::Plague)
                return; // resumes in afterWheelEvent()
        }
        if (m_board.canPlaceAnywhere(m_tile)) {
            enterPlace();
            return;
        }
        logDiscard(m_tile);
    }
}

void Game::afterWheelEvent()
{
    if (m_board.canPlaceAnywhere(m_tile)) {
        enterPlace();
        return;
    }
    logDiscard(m_tile);
    continueDraws();
}

void Game::returnPile(const std::vector<TileRef> &tiles)
{
    if (m_pileHead > 0) {
        m_pile.erase(m_pile.begin(), m_pile.begin() + long(m_pileHead));
        m_pileHead = 0;
    }
    m_pile.insert(m_pile.end(), tiles.begin(), tiles.end());
    if (!m_explicitDeck)
        m_rng.shuffle(m_pile);
}

bool Game::drawnPlaceable(int index) const
{
    return index >= 0 && index < int(m_drawnPlaceable.size()) && m_drawnPlaceable[size_t(index)];
}

Status Game::chooseTile(int index)
{
    if (m_drawn.empty())
        return Status::refuse(Refusal::NoTileToChoose);
    if (index < 0 || index >= int(m_drawn.size()))
        return Status::refuse(Refusal::NoSuchDrawnTile);
    if (!m_drawnPlaceable[size_t(index)]) {
        RefusalArgs args;
        args.tile = m_drawn[size_t(index)];
        return Status::refuse(Refusal::DrawnTileFitsNowhere, args);
    }
    m_tile = m_drawn[size_t(index)];
    std::vector<TileRef> back;
    for (size_t i = 0; i < m_drawn.size(); ++i) {
        if (int(i) != index)
            back.push_back(m_drawn[i]);
    }
    m_drawn.clear();
    m_drawnPlaceable.clear();
    returnPile(back);
    if (m_tile.icon) {
        moveWheel(m_tile);
        if (m_phase == Phase::Plague)
            return Status::success();
    }
    enterPlace();
    return Status::success();
}

// --- The wheel -----------------------------------------------------------------------------

void Game::moveWheel(TileRef tile)
{
    m_pig = advance(m_pig, tile.icon);
    m_pigSteps += tile.icon;
    LogEntry &e = addLog(LogKind::Wheel);
    e.tile = tile;
    e.moved = tile.icon;
    e.sector = m_pig;
    applyEvent(m_pig);
    if (m_phase == Phase::Plague)
        return;
    scoreCrowns(m_pig);
}

void Game::scoreCrowns(Sector sector)
{
    const int first = crownIndex(sector, 0);
    const int spaces = CrownSpaces[size_t(sector)];
    int occupied = 0;
    for (int i = 0; i < spaces; ++i)
        occupied += m_crowns[size_t(first + i)] >= 0 ? 1 : 0;
    if (occupied == 0)
        return;
    LogEntry &e = addLog(LogKind::Crown);
    e.sector = sector;
    const int points = (spaces == 2 && occupied == 1) ? 6 : 3;
    for (int i = 0; i < spaces; ++i) {
        const int player = m_crowns[size_t(first + i)];
        if (player < 0)
            continue;
        award(player, points, Reason::Crown);
        m_crowns[size_t(first + i)] = -1;
        ++m_supply[size_t(player)];
    }
}

int Game::actingPlayer() const
{
    switch (m_phase) {
    case Phase::Plague:
        return plaguePlayer();
    case Phase::GameOver:
        return -1;
    default:
        return m_current;
    }
}

int Game::plaguePlayer() const
{
    return m_phase == Phase::Plague && !m_plagueQueue.empty() ? m_plagueQueue.front() : -1;
}

std::vector<FollowerInfo> Game::legalPlagueRemovals() const
{
    std::vector<FollowerInfo> out;
    const int player = plaguePlayer();
    if (player >= 0)
        landFollowers(m_board, player, out);
    return out;
}

Status Game::removeFollower(Pos at, FeatureKind feature, int port)
{
    if (m_phase != Phase::Plague)
        return Status::refuse(Refusal::NoPlague);
    const int player = m_plagueQueue.front();
    const int cell = m_board.cellIndexAt(at);
    const int node = m_board.featureNode(cell, feature, port);
    RefusalArgs args;
    args.feature = feature;
    args.at = at;
    args.player = player;
    if (node < 0)
        return Status::refuse(Refusal::NoFeatureThere, args);
    if (m_board.node(node).occupant != player)
        return Status::refuse(Refusal::NotPlayersFollower, args);
    returnFollower(node);
    LogEntry &e = addLog(LogKind::Plague);
    e.player = player;
    e.at = at;
    e.feature = feature;
    e.port = m_board.canonicalPort(node);
    m_plagueQueue.erase(m_plagueQueue.begin());
    if (!m_plagueQueue.empty())
        return Status::success();
    scoreCrowns(Sector::Plague);
    m_phase = Phase::Place; // leave the Plague phase before going on with the draw
    afterWheelEvent();
    return Status::success();
}

// --- Placement and deployment --------------------------------------------------------------

void Game::enterPlace()
{
    m_phase = Phase::Place;
    m_pending.reset();
    m_board.legalPlacements(m_tile, m_legal);
}

Status Game::place(Placement where)
{
    if (m_phase != Phase::Place)
        return Status::refuse(Refusal::NoTileToPlace);
    if (!m_board.fits(m_tile, where)) {
        Status why;
        m_board.fits(m_tile, where, &why);
        return why;
    }
    m_pending = where;
    // Without a follower in supply nothing is deployed on the tile (checkDeployment says so first).
    m_pendingOccupied = m_supply[size_t(m_current)] > 0 ? m_board.occupiedFeaturesAfterPlacing(m_tile, where) : 0;
    m_phase = Phase::Deploy;
    return Status::success();
}

std::optional<Placement> Game::pendingPlacement() const
{
    return m_pending;
}

Status Game::undoPlacement()
{
    if (m_phase != Phase::Deploy)
        return Status::refuse(Refusal::NoPlacementToUndo);
    m_pending.reset();
    m_phase = Phase::Place;
    return Status::success();
}

void Game::finishTurn()
{
    m_current = (m_current + 1) % m_playerCount;
    startTurn();
}

Status Game::apply(const Decision &d)
{
    if (d.phase != m_phase) {
        RefusalArgs args;
        args.count = int(m_phase);
        return Status::refuse(Refusal::WrongPhase, args);
    }
    switch (d.phase) {
    case Phase::ChooseTile:
        return chooseTile(d.choose);
    case Phase::Plague:
        return removeFollower(d.at, d.feature, d.port);
    case Phase::Place:
        return place(d.placement);
    case Phase::Deploy:
        return deploy(d.deployment);
    case Phase::GameOver:
        break;
    }
    return Status::refuse(Refusal::GameIsOver);
}

std::vector<Game::BagCount> Game::bag() const
{
    std::vector<TileRef> left(m_pile.begin() + long(m_pileHead), m_pile.end());
    std::sort(left.begin(), left.end(), [](TileRef a, TileRef b) {
        return a.type != b.type ? a.type < b.type : a.icon < b.icon;
    });
    std::vector<BagCount> counts;
    for (const TileRef t : left) {
        if (counts.empty() || counts.back().tile != t)
            counts.push_back(BagCount{t, 0});
        ++counts.back().count;
    }
    return counts;
}

void Game::redeterminize(uint64_t seed)
{
    // Sorted first: the new order is a function of the unseen multiset and the seed only,
    // never of the order the pile had (a searcher cannot learn it through the shuffle).
    std::sort(m_pile.begin() + long(m_pileHead), m_pile.end(), [](TileRef a, TileRef b) {
        return a.type != b.type ? a.type < b.type : a.icon < b.icon;
    });
    m_rng.reseed(seed);
    m_rng.shuffle(m_pile, m_pileHead);
}

void Game::returnFollower(int node)
{
    const Node &n = m_board.node(node);
    const int player = n.occupant;
    if (player < 0)
        return;
    if (n.kind == FeatureKind::Tent)
        --m_tellers[size_t(player)];
    m_board.removeFollower(node);
    ++m_supply[size_t(player)];
}

} // namespace fortuna::rules
