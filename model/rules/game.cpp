// SPDX-License-Identifier: GPL-3.0-or-later
// The turn state machine: draws, discards, the wheel, decisions. Scoring is in scoring.cpp.
#include "rules/game.h"

namespace fortuna::rules {

namespace {
std::string placeText(Pos p)
{
    return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]";
}
} // namespace

std::optional<Game> Game::create(const Setup &setup, std::string *error)
{
    auto fail = [error](std::string why) -> std::optional<Game> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    if (setup.players < 2 || setup.players > MaxPlayers)
        return fail("2 to 5 players are needed, found " + std::to_string(setup.players));
    const Catalogue &cat = Catalogue::instance();
    if (setup.deck) {
        for (const TileRef &t : *setup.deck) {
            if (t.type >= cat.size())
                return fail("the deck holds an unknown tile");
            if (cat.type(t).fortuneTellerTile && !setup.options.fortuneTeller)
                return fail("the deck holds " + cat.name(t) + ", which needs the Fortune Teller option");
        }
    }
    Game g;
    g.m_options = setup.options;
    g.m_board = Board(setup.options.wheelAsStart);
    g.m_rng.reseed(setup.seed);
    g.m_playerCount = setup.players;
    g.m_explicitDeck = bool(setup.deck);
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

std::vector<FollowerInfo> Game::followers() const
{
    std::vector<FollowerInfo> out;
    for (int n = 0; n < m_board.nodeCount(); ++n) {
        const Node &node = m_board.node(n);
        if (node.occupant < 0)
            continue;
        FollowerInfo f;
        f.player = node.occupant;
        f.at = m_board.cell(node.cell).pos;
        f.feature = node.kind;
        f.port = m_board.canonicalPort(n);
        f.node = n;
        out.push_back(f);
    }
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
        const TileRef t = m_pile[m_pileHead++];
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

void Game::continueDraws()
{
    while (true) {
        if (tilesLeft() == 0) {
            m_finalAllDiscards = true;
            endGame();
            return;
        }
        m_tile = m_pile[m_pileHead++];
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
        return Status::failure("there is no tile to choose now");
    if (index < 0 || index >= int(m_drawn.size()))
        return Status::failure("no drawn tile has that index");
    if (!m_drawnPlaceable[size_t(index)])
        return Status::failure("tile " + Catalogue::instance().name(m_drawn[size_t(index)]) + " cannot be placed anywhere");
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

int Game::plaguePlayer() const
{
    return m_phase == Phase::Plague && !m_plagueQueue.empty() ? m_plagueQueue.front() : -1;
}

std::vector<FollowerInfo> Game::legalPlagueRemovals() const
{
    std::vector<FollowerInfo> out;
    const int player = plaguePlayer();
    if (player < 0)
        return out;
    for (const FollowerInfo &f : followers()) {
        if (!f.onCrown && f.player == player)
            out.push_back(f);
    }
    return out;
}

Status Game::removeFollower(Pos at, FeatureKind feature, int port)
{
    if (m_phase != Phase::Plague)
        return Status::failure("no plague is waiting for a follower");
    const int player = m_plagueQueue.front();
    const int cell = m_board.cellIndexAt(at);
    const int node = m_board.featureNode(cell, feature, port);
    if (node < 0)
        return Status::failure("there is no " + std::string(featureKindName(feature)) + " at " + placeText(at) + " with that port");
    if (m_board.node(node).occupant != player)
        return Status::failure("player " + std::to_string(player + 1) + " has no follower on the " + std::string(featureKindName(feature)) + " at "
                               + placeText(at));
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
        return Status::failure("no tile is waiting to be placed");
    std::string why;
    if (!m_board.fits(m_tile, where, &why)) {
        return Status::failure("tile " + Catalogue::instance().name(m_tile) + " does not fit at " + placeText(where.pos) + " rotation "
                               + std::to_string(where.rotation * 90) + ": " + why);
    }
    m_pending = where;
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
        return Status::failure("no placement to take back");
    m_pending.reset();
    m_phase = Phase::Place;
    return Status::success();
}

std::vector<Deployment> Game::legalDeployments() const
{
    std::vector<Deployment> out;
    legalDeployments(out);
    return out;
}

void Game::legalDeployments(std::vector<Deployment> &out) const
{
    out.clear();
    if (m_phase != Phase::Deploy)
        return;
    out.push_back(Deployment::none());
    if (m_supply[size_t(m_current)] == 0)
        return;
    const TileType &tt = Catalogue::instance().type(m_tile);
    const int r = m_pending->rotation;
    const uint32_t occupied = m_board.occupiedFeaturesAfterPlacing(m_tile, *m_pending);
    for (int i = 0; i < tt.featureCount; ++i) {
        const FeatureSpec &f = tt.features[size_t(i)];
        switch (f.kind) {
        case FeatureKind::Cloister:
            out.push_back(Deployment::onFeature(f.kind, -1));
            break;
        case FeatureKind::Tent:
            if (m_tellers[size_t(m_current)] < MaxFortuneTellers)
                out.push_back(Deployment::onFeature(f.kind, -1));
            break;
        case FeatureKind::Road:
        case FeatureKind::City:
            if (!(occupied & (1u << i))) {
                for (int s = 0; s < 4; ++s) {
                    if (f.edges & (1u << localSide(s, r))) {
                        out.push_back(Deployment::onFeature(f.kind, s));
                        break;
                    }
                }
            }
            break;
        case FeatureKind::Field:
            if (!(occupied & (1u << i))) {
                for (int p = 0; p < 8; ++p) {
                    if (f.ports & (1u << localPort(p, r))) {
                        out.push_back(Deployment::onFeature(f.kind, p));
                        break;
                    }
                }
            }
            break;
        }
    }
    for (int c = 0; c < CrownSpaceCount; ++c) {
        if (m_crowns[size_t(c)] < 0)
            out.push_back(Deployment::onCrown(crownSpace(c).sector, crownSpace(c).slot));
    }
}

int Game::localFeatureFor(const Deployment &d) const
{
    const TileType &tt = Catalogue::instance().type(m_tile);
    const int r = m_pending->rotation;
    int lf = -1;
    switch (d.feature) {
    case FeatureKind::Road:
    case FeatureKind::City:
        if (d.port >= 0 && d.port < 4)
            lf = tt.edgeFeature[size_t(localSide(d.port, r))];
        break;
    case FeatureKind::Field:
        if (d.port >= 0 && d.port < 8)
            lf = tt.portFeature[size_t(localPort(d.port, r))];
        break;
    case FeatureKind::Cloister:
        lf = tt.cloister;
        break;
    case FeatureKind::Tent:
        lf = tt.tent;
        break;
    }
    if (lf >= 0 && tt.features[size_t(lf)].kind != d.feature)
        lf = -1;
    return lf;
}

Status Game::checkDeployment(const Deployment &d) const
{
    if (m_phase != Phase::Deploy)
        return Status::failure("no placed tile is waiting for a follower");
    if (d.kind == Deployment::Kind::None)
        return Status::success();
    if (m_supply[size_t(m_current)] == 0)
        return Status::failure("no follower is left in supply");
    if (d.kind == Deployment::Kind::Crown) {
        const int index = crownIndex(d.sector, d.slot);
        if (index < 0)
            return Status::failure("the " + std::string(sectorName(d.sector)) + " sector has no crown space " + std::to_string(d.slot));
        if (m_crowns[size_t(index)] >= 0)
            return Status::failure("the crown space " + std::string(sectorName(d.sector)) + " " + std::to_string(d.slot) + " is taken");
        return Status::success();
    }
    const std::string what(featureKindName(d.feature));
    const int lf = localFeatureFor(d);
    if (lf < 0)
        return Status::failure("the placed tile has no " + what + " there");
    if (d.feature == FeatureKind::Tent && m_tellers[size_t(m_current)] >= MaxFortuneTellers)
        return Status::failure("a player may have at most 2 fortune tellers");
    const int occupant = m_board.occupantAfterPlacing(m_tile, *m_pending, lf);
    if (occupant >= 0) {
        const Node &n = m_board.node(occupant);
        return Status::failure("the " + what + " is already occupied once the tile is laid: it joins the " + what + " where player "
                               + std::to_string(n.occupant + 1) + " has a follower at " + placeText(m_board.cell(n.cell).pos));
    }
    return Status::success();
}

Status Game::deploy(const Deployment &d)
{
    Status s = checkDeployment(d);
    if (!s)
        return s;
    const int cell = m_board.place(m_tile, *m_pending);
    m_pending.reset();
    if (d.kind == Deployment::Kind::Feature) {
        const int node = m_board.featureNode(cell, d.feature, d.port);
        m_board.addFollower(node, m_current);
        --m_supply[size_t(m_current)];
        if (d.feature == FeatureKind::Tent)
            ++m_tellers[size_t(m_current)];
    } else if (d.kind == Deployment::Kind::Crown) {
        m_crowns[size_t(crownIndex(d.sector, d.slot))] = int8_t(m_current);
        --m_supply[size_t(m_current)];
    }
    scoreCompletedAround(cell);
    finishTurn();
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
        static constexpr const char *names[] = {"choosing a tile", "a plague removal", "placing the tile", "deploying a follower", "nothing (the game is over)"};
        return Status::failure(std::string("the game waits for ") + names[int(m_phase)]);
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
    return Status::failure("the game is over");
}

void Game::redeterminize(uint64_t seed)
{
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
