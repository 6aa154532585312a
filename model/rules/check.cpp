// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/check.h"

#include <algorithm>

namespace fortuna::rules
{

namespace
{

std::string placeText(Pos p)
{
    return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]";
}

bool samePlacement(const Placement &a, const Placement &b)
{
    return a.pos == b.pos && a.rotation == b.rotation;
}

std::string portText(FeatureKind kind, int port)
{
    if (port < 0)
        return {};
    return " " + std::string(kind == FeatureKind::Field ? portName(port) : sideName(port));
}

} // namespace

// What changes the features: tiles laid, followers put on or taken off the land (each of
// which changes a supply; crown moves do too, and only cost a needless recount).
long InvariantChecker::boardState(const Game &game)
{
    long supplies = 0;
    for (int p = 0; p < game.playerCount(); ++p)
        supplies = supplies * 8 + game.supply(p);
    return long(game.board().cellCount()) * 32768L + supplies;
}

int InvariantChecker::tilesAccounted(const Game &game) const
{
    int discards = 0;
    for (const LogEntry &e : game.log())
        discards += e.kind == LogKind::Discard ? 1 : 0;
    int landCells = 0;
    for (int c = 0; c < game.board().cellCount(); ++c)
        landCells += game.board().cell(c).isWheel() ? 0 : 1;
    const Phase ph = game.phase();
    const int inHand = int(game.drawnTiles().size()) + ((ph == Phase::Place || ph == Phase::Deploy || ph == Phase::Plague) ? 1 : 0);
    return landCells + discards + game.tilesLeft() + inHand;
}

void InvariantChecker::start(const Game &game)
{
    m_players = game.playerCount();
    for (int p = 0; p < m_players; ++p)
        m_scores[size_t(p)] = game.score(p);
    m_tilesLeft = game.tilesLeft();
    m_tilesTotal = tilesAccounted(game);
    m_auditedState = -1;
    m_auditIsOfGame = false;
    m_violation.clear();
    after(game, 0);
}

bool InvariantChecker::fail(const Game &game, const std::string &why)
{
    if (m_violation.empty())
        m_violation = "turn " + std::to_string(game.turn()) + ": " + why;
    return false;
}

bool InvariantChecker::after(const Game &game, int returnable)
{
    if (!m_violation.empty())
        return false;
    checkCounts(game, returnable);
    if (m_violation.empty() && boardState(game) != m_auditedState)
        checkBoard(game);
    if (m_violation.empty() && game.phase() == Phase::Place)
        checkPlacements(game);
    if (m_violation.empty() && game.phase() == Phase::Deploy)
        checkDeployments(game);
    return m_violation.empty();
}

void InvariantChecker::checkCounts(const Game &game, int returnable)
{
    std::array<int, MaxPlayers> placed{};
    for (const FollowerInfo &f : game.followers()) {
        if (f.player < 0 || f.player >= m_players) {
            fail(game, "a follower belongs to no player (" + std::to_string(f.player) + ")");
            return;
        }
        ++placed[size_t(f.player)];
    }
    for (int p = 0; p < m_players; ++p) {
        const std::string who = "player " + std::to_string(p + 1) + ": ";
        if (game.supply(p) < 0 || game.supply(p) + placed[size_t(p)] != FollowersPerPlayer) {
            fail(game,
                 who + std::to_string(game.supply(p)) + " in supply + " + std::to_string(placed[size_t(p)]) + " on the board is not "
                     + std::to_string(FollowersPerPlayer));
            return;
        }
        if (game.fortuneTellers(p) > MaxFortuneTellers) {
            fail(game, who + std::to_string(game.fortuneTellers(p)) + " fortune tellers");
            return;
        }
        if (game.score(p) < m_scores[size_t(p)]) {
            fail(game, who + "score went down from " + std::to_string(m_scores[size_t(p)]) + " to " + std::to_string(game.score(p)));
            return;
        }
        m_scores[size_t(p)] = game.score(p);
    }
    if (game.tilesLeft() > m_tilesLeft + returnable) {
        fail(game, "tiles left went up from " + std::to_string(m_tilesLeft) + " to " + std::to_string(game.tilesLeft()));
        return;
    }
    m_tilesLeft = game.tilesLeft();
    if (const int accounted = tilesAccounted(game); accounted != m_tilesTotal) {
        fail(game, "tile accounting: " + std::to_string(accounted) + " tiles in pile, hand, board and discards, not " + std::to_string(m_tilesTotal));
        return;
    }
    if (game.phase() == Phase::Place && game.legalPlacements().empty())
        fail(game, "the game waits for a placement of " + Catalogue::instance().name(game.currentTile()) + " that fits nowhere");
}

void InvariantChecker::checkBoard(const Game &game)
{
    ++m_featureAudits;
    m_auditedState = boardState(game);
    m_audit.recompute(game.board());
    m_auditIsOfGame = true;
    m_differences.clear();
    // Completed roads and cities are scored at once during play; final scoring marks the rest.
    m_audit.compare(game.board(), game.phase() != Phase::GameOver, m_differences, 1);
    if (!m_differences.empty())
        fail(game, "recount: " + m_differences.front());
}

void InvariantChecker::checkPlacements(const Game &game)
{
    if (!m_auditIsOfGame)
        m_audit.recompute(game.board());
    m_auditIsOfGame = true;
    m_audit.legalPlacements(game.currentTile(), m_recounted);
    m_placements = game.legalPlacements();
    std::sort(m_placements.begin(), m_placements.end(), placementBefore);
    if (m_placements.size() != m_recounted.size() || !std::equal(m_placements.begin(), m_placements.end(), m_recounted.begin(), samePlacement)) {
        fail(game,
             "the engine lists " + std::to_string(m_placements.size()) + " placements of " + Catalogue::instance().name(game.currentTile()) + ", the recount "
                 + std::to_string(m_recounted.size()));
    }
    // The board's placement count of every tile type (what canPlaceAnywhere answers and
    // legalPlacements sizes its list by).
    m_audit.placementCounts(m_counts);
    for (int t = 0; t < int(m_counts.size()); ++t) {
        if (game.board().placementCount(t) != m_counts[size_t(t)]) {
            fail(game,
                 "the board counts " + std::to_string(game.board().placementCount(t)) + " placements of " + Catalogue::instance().type(t).id + ", the recount "
                     + std::to_string(m_counts[size_t(t)]));
            break;
        }
    }
}

void InvariantChecker::checkDeployments(const Game &game)
{
    const std::optional<Placement> pending = game.pendingPlacement();
    if (!pending) {
        fail(game, "the game waits for a follower but no tile lies provisionally");
        return;
    }
    // The tile laid on a copy, the features it belongs to recounted from scratch (the whole
    // board is compared once the turn is over).
    Board copy = game.board();
    const int base = copy.nodeCount();
    copy.place(game.currentTile(), *pending);
    m_auditIsOfGame = false;
    if (!m_audit.recompute(copy, base)) {
        fail(game, "recount with the tile laid at " + placeText(pending->pos) + ": " + m_audit.problems().front());
        return;
    }
    game.legalDeployments(m_offered);
    // The list without the list (what the random player draws from): its size and each entry.
    if (game.legalDeploymentCount() != int(m_offered.size())) {
        fail(game, "the engine counts " + std::to_string(game.legalDeploymentCount()) + " legal deployments, its list has " + std::to_string(m_offered.size()));
        return;
    }
    for (int k = 0; k < int(m_offered.size()); ++k) {
        const Deployment d = game.legalDeployment(k), &o = m_offered[size_t(k)];
        if (d.kind != o.kind || d.feature != o.feature || d.port != o.port || d.sector != o.sector || d.slot != o.slot) {
            fail(game, "legal deployment " + std::to_string(k) + " differs from entry " + std::to_string(k) + " of the list");
            return;
        }
    }
    const int me = game.currentPlayer();
    const bool haveFollower = game.supply(me) > 0;
    auto offered = [&](const Deployment &d) {
        return std::any_of(m_offered.begin(), m_offered.end(), [&](const Deployment &o) {
            return o.kind == d.kind && o.feature == d.feature && o.port == d.port && o.sector == d.sector && o.slot == d.slot;
        });
    };
    auto judge = [&](const Deployment &d, bool legal, bool listedOnce, const std::string &what, const std::string &why) {
        ++m_deploymentsChecked;
        const Status engine = game.checkDeployment(d);
        if (engine.ok() != legal) {
            fail(game,
                 std::string(engine.ok() ? "the engine allows" : "the engine refuses") + " a follower on " + what + " (" + why + ")"
                     + (engine.ok() ? "" : ": " + engine.message));
            return false;
        }
        if (listedOnce != legal) {
            fail(game, std::string(legal ? "the engine does not offer" : "the engine offers") + " a follower on " + what + " (" + why + ")");
            return false;
        }
        return true;
    };

    const TileType &tt = Catalogue::instance().type(game.currentTile());
    const int r = pending->rotation;
    for (int i = 0; i < tt.featureCount; ++i) {
        const FeatureSpec &f = tt.features[size_t(i)];
        const int comp = m_audit.component(base + i);
        const int holders = m_audit.followersOf(comp);
        bool legal = haveFollower && holders == 0;
        std::string why = holders ? std::to_string(holders) + " follower(s) in it once the tile is laid" : "free once the tile is laid";
        if (!haveFollower)
            why = "no follower in supply";
        if (f.kind == FeatureKind::Tent && game.fortuneTellers(me) >= MaxFortuneTellers) {
            legal = false;
            why = "two fortune tellers already";
        }
        std::vector<int> ports;
        if (f.kind == FeatureKind::Road || f.kind == FeatureKind::City) {
            for (int s = 0; s < 4; ++s) {
                if (f.edges & (1u << localSide(s, r)))
                    ports.push_back(s);
            }
        } else if (f.kind == FeatureKind::Field) {
            for (int p = 0; p < 8; ++p) {
                if (f.ports & (1u << localPort(p, r)))
                    ports.push_back(p);
            }
        } else {
            ports.push_back(-1);
        }
        int listed = 0;
        for (int port : ports)
            listed += offered(Deployment::onFeature(f.kind, port)) ? 1 : 0;
        for (int port : ports) {
            const std::string what = std::string(featureKindName(f.kind)) + portText(f.kind, port) + " of the tile at " + placeText(pending->pos);
            if (!judge(Deployment::onFeature(f.kind, port), legal, listed == 1, what, why))
                return;
        }
    }
    for (int c = 0; c < CrownSpaceCount; ++c) {
        const CrownSpace cs = crownSpace(c);
        const bool taken = game.crownOccupant(cs.sector, cs.slot) >= 0;
        const Deployment d = Deployment::onCrown(cs.sector, cs.slot);
        const std::string what = "crown " + std::string(sectorName(cs.sector)) + " " + std::to_string(cs.slot);
        if (!judge(d, haveFollower && !taken, offered(d), what, taken ? "taken" : haveFollower ? "free" : "no follower in supply"))
            return;
    }
    if (!game.checkDeployment(Deployment::none()).ok() || m_offered.empty() || m_offered.front().kind != Deployment::Kind::None)
        fail(game, "deploying no follower is not offered");
}

bool InvariantChecker::finish(const Game &game)
{
    if (!m_violation.empty())
        return false;
    if (game.phase() != Phase::GameOver)
        return fail(game, "the game did not end");
    if (boardState(game) != m_auditedState)
        checkBoard(game);
    if (!m_violation.empty())
        return false;
    std::array<long, MaxPlayers> sums{};
    for (const LogEntry &e : game.log()) {
        for (uint32_t i = e.pointsBegin; i < e.pointsEnd && i < game.logPoints().size(); ++i)
            sums[size_t(game.logPoints()[i].player)] += game.logPoints()[i].points;
    }
    for (int p = 0; p < m_players; ++p) {
        long breakdown = 0;
        for (int reason = 0; reason < ReasonCount; ++reason)
            breakdown += game.points(p, Reason(reason));
        const std::string who = "player " + std::to_string(p + 1) + ": score " + std::to_string(game.score(p));
        if (breakdown != game.score(p))
            return fail(game, who + " but the breakdown sums to " + std::to_string(breakdown));
        if (sums[size_t(p)] != game.score(p))
            return fail(game, who + " but the log's points sum to " + std::to_string(sums[size_t(p)]));
    }
    for (const FollowerInfo &f : game.followers()) {
        if (!f.onCrown)
            return fail(game, "player " + std::to_string(f.player + 1) + " still has a follower on land after final scoring");
    }
    return true;
}

} // namespace fortuna::rules
