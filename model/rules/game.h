// SPDX-License-Identifier: GPL-3.0-or-later
// The turn state machine of Carcassonne with the Wheel of Fortune and the Fortune Teller.
//
// A Game runs by itself until it needs a decision; phase() says which one:
//   ChooseTile  Fortune Teller draw of several tiles, more than one placeable: chooseTile()
//   Plague      plaguePlayer() must give back one follower from a land tile: removeFollower()
//   Place       currentTile() must be laid: place() (legalPlacements() lists every option)
//   Deploy      the tile lies provisionally: deploy() ends the turn, undoPlacement() takes it back
//   GameOver    final scoring done
// Draws, discards, wheel moves, events and crown scoring happen automatically in between.
#pragma once

#include "rules/board.h"
#include "rules/rng.h"
#include "rules/wheel.h"

#include <optional>
#include <vector>

namespace fortuna::rules
{

struct Deployment {
    enum class Kind : uint8_t { None, Feature, Crown };
    Kind kind = Kind::None;
    FeatureKind feature = FeatureKind::Road; // Kind::Feature
    int port = -1; // board orientation; -1 for cloister and tent
    Sector sector = Sector::Fortune; // Kind::Crown
    int slot = 0;
    static Deployment none() { return {}; }
    static Deployment onFeature(FeatureKind f, int port) { return {Kind::Feature, f, port, Sector::Fortune, 0}; }
    static Deployment onCrown(Sector s, int slot) { return {Kind::Crown, FeatureKind::Road, -1, s, slot}; }
};

// A follower on the board.
struct FollowerInfo {
    int player = 0;
    bool onCrown = false;
    Sector sector = Sector::Fortune; // on a crown
    int slot = 0;
    Pos at; // on land
    FeatureKind feature = FeatureKind::Road;
    int port = -1; // board orientation, -1 for cloister and tent
    int node = -1; // on land: the board node
};

struct PointsEntry {
    int player = 0;
    int points = 0;
    Reason reason = Reason::Road;
};

struct LogEntry {
    int turn = 0;
    int player = 0; // the player whose turn it is (Plague: the player who gave back)
    LogKind kind = LogKind::Discard;
    TileRef tile;
    int moved = 0;
    Sector sector = Sector::Fortune;
    FeatureKind feature = FeatureKind::Road;
    Pos at;
    int port = -1; // Plague: the port (board orientation) that names the follower's feature
    int tiles = 0;
    uint32_t pointsBegin = 0, pointsEnd = 0; // range in Game::logPoints()
};

// One decision, whatever the phase: what a player (human, computer or record) says.
struct Decision {
    Phase phase = Phase::Place;
    int choose = -1; // ChooseTile: index in drawnTiles()
    Pos at; // Plague: where the follower to give back stands
    FeatureKind feature = FeatureKind::Road; // Plague
    int port = -1; // Plague
    Placement placement; // Place
    Deployment deployment; // Deploy

    static Decision choosing(int index)
    {
        Decision d;
        d.phase = Phase::ChooseTile;
        d.choose = index;
        return d;
    }
    static Decision plague(Pos at, FeatureKind f, int port)
    {
        Decision d;
        d.phase = Phase::Plague;
        d.at = at;
        d.feature = f;
        d.port = port;
        return d;
    }
    static Decision placing(Placement p)
    {
        Decision d;
        d.phase = Phase::Place;
        d.placement = p;
        return d;
    }
    static Decision deploying(Deployment dep)
    {
        Decision d;
        d.phase = Phase::Deploy;
        d.deployment = dep;
        return d;
    }
};

struct Setup {
    Options options;
    uint64_t seed = 0;
    int players = 2;
    std::optional<std::vector<TileRef>> deck; // explicit draw pile, first drawn first
    // Network play: the server's game keeps every tile it takes from the pile (draws()); a
    // client's mirror of it draws `draws` first, in order (each taken from wherever it lies in
    // the pile), so that it follows the server's game without knowing the pile.
    bool keepDraws = false;
    std::vector<TileRef> draws;
};

class Game
{
public:
    // A new game, or nullopt with the refusal in *refused (PlayerCount, DeckUnknownTile,
    // DeckNeedsFortuneTeller).
    static std::optional<Game> create(const Setup &setup, Status *refused = nullptr);

    // State.
    Phase phase() const { return m_phase; }
    const Options &options() const { return m_options; }
    int playerCount() const { return m_playerCount; }
    int currentPlayer() const { return m_current; }
    // The one seat that decides now: the plague player while the Plague waits for a follower,
    // otherwise the current player; -1 once the game is over.
    int actingPlayer() const;
    int turn() const { return m_turn; } // the turn being played (or the last one, when over)
    int score(int player) const;
    int points(int player, Reason reason) const { return m_breakdown[size_t(player)][size_t(reason)]; }
    int supply(int player) const { return m_supply[size_t(player)]; }
    int fortuneTellers(int player) const;
    Sector pig() const { return m_pig; }
    long pigSteps() const { return m_pigSteps; } // total steps walked, only ever grows
    int tilesLeft() const { return int(m_pile.size() - m_pileHead); }
    // The bag as the players know it: how many tiles of each kind (type and wheel icon) are
    // still to be drawn, ordered by type then icon, never in pile order. Tiles in hand (the
    // tile to place, a Fortune Teller's draw) are out of the bag; tiles a draw put back are in.
    struct BagCount {
        TileRef tile;
        int count = 0;
    };
    std::vector<BagCount> bag() const;
    const Board &board() const { return m_board; }
    std::vector<FollowerInfo> followers() const;
    int crownOccupant(Sector s, int slot) const; // player or -1
    bool finalTurnWasAllDiscards() const { return m_finalAllDiscards; }

    // ChooseTile: the tiles drawn and whether each can be placed.
    const std::vector<TileRef> &drawnTiles() const { return m_drawn; }
    bool drawnPlaceable(int index) const;
    Status chooseTile(int index);

    // Plague: whose turn to give a follower back, and the command.
    int plaguePlayer() const;
    // Plague: the followers the plague player may give back (own followers on land tiles).
    std::vector<FollowerInfo> legalPlagueRemovals() const;
    Status removeFollower(Pos at, FeatureKind feature, int port);

    // Place / Deploy.
    TileRef currentTile() const { return m_tile; }
    const std::vector<Placement> &legalPlacements() const { return m_legal; }
    Status place(Placement where);
    std::optional<Placement> pendingPlacement() const;
    Status undoPlacement();
    std::vector<Deployment> legalDeployments() const; // Deploy phase; first entry is none
    void legalDeployments(std::vector<Deployment> &out) const;
    // legalDeployments().size() and legalDeployments()[index], without the list.
    int legalDeploymentCount() const;
    Deployment legalDeployment(int index) const;
    Status checkDeployment(const Deployment &d) const;
    Status deploy(const Deployment &d);

    // Applies a decision of the current phase (dispatches to the commands above).
    Status apply(const Decision &d);

    // Previews (preview.cpp), worked out on a copy by the same code as the real thing; the
    // game is not changed. What the pig would pay each player if it stopped on `sector` now
    // (before the tile in hand is laid): the sector's event (Fortune pays the current player;
    // Plague pays nothing) and its crowns (3 each, 6 for one follower alone on a two-space
    // sector's crowns, rules.md §4).
    struct SectorPayout {
        std::array<int, MaxPlayers> event{};
        std::array<int, MaxPlayers> crowns{};
    };
    SectorPayout payoutIfPigStops(Sector sector) const;
    // Every player's score if the game ended now (the final scoring of the board as it
    // stands, the tile in hand not laid).
    std::array<int, MaxPlayers> scoresIfEndedNow() const;

    // Log of everything that happened, and its points.
    const std::vector<LogEntry> &log() const { return m_log; }
    const std::vector<PointsEntry> &logPoints() const { return m_logPoints; }

    // For computer players: shuffle the unseen pile anew (what a player cannot know). The
    // new order depends on the seed and the unseen multiset only, not on the old order.
    void redeterminize(uint64_t seed);

    // Network play (Setup::keepDraws, Setup::draws): every tile taken from the pile so far, in
    // order (empty unless keepDraws); the next draws of a mirror; and whether every tile
    // forced so far was in the pile (false: the mirror no longer follows its server).
    const std::vector<TileRef> &draws() const { return m_draws; }
    void forceDraws(const std::vector<TileRef> &tiles);
    bool drawsFollowed() const { return m_forcedMissing == 0; }
    // Forgets the forced draws not taken yet: the pile decides again (the post-game analysis
    // of a network game, whose copies must not follow the draws still to come).
    void clearForcedDraws()
    {
        m_forced.clear();
        m_forcedHead = 0;
    }

private:
    TileRef takeFromPile();
    Game() = default;
    void startTurn();
    void continueDraws();
    bool drawOne();
    void afterWheelEvent();
    void moveWheel(TileRef tile);
    void scoreCrowns(Sector sector);
    void returnPile(const std::vector<TileRef> &tiles);
    void enterPlace();
    void finishTurn();
    void endGame();
    void award(int player, int points, Reason reason); // adds to the last log entry
    LogEntry &addLog(LogKind kind);
    void logDiscard(TileRef tile);
    void returnFollower(int node);
    void scoreCompletedAround(int cellIndex);
    void scoreFeature(int node, LogKind kind);
    void finalScoring();
    void applyEvent(Sector s); // a plague sets phase Plague and waits for decisions
    int filledAround(Pos p, bool diagonals) const;
    void awardPerPlayer(const std::array<int, MaxPlayers> &points, Reason reason);
    int localFeatureFor(const Deployment &d) const;
    // Calls emit(deployment) for each legal deployment, in the order of legalDeployments(),
    // until emit returns false.
    template<typename Emit>
    void forEachLegalDeployment(Emit &&emit) const;
    uint32_t deployableFeatures() const; // Deploy, a follower in supply: the tile's features that can take it (bit i)
    // checkDeployment's verdict without its arguments (localFeature: the tile's feature, for FeatureOccupied).
    Refusal deploymentRefusal(const Deployment &d, int *localFeature) const;

    Options m_options;
    Board m_board;
    Rng m_rng;
    bool m_explicitDeck = false;
    bool m_keepDraws = false;
    std::vector<TileRef> m_draws;
    std::vector<TileRef> m_forced;
    size_t m_forcedHead = 0;
    int m_forcedMissing = 0;
    int m_playerCount = 0;
    int m_current = 0;
    int m_turn = 0;
    Phase m_phase = Phase::GameOver;
    std::array<std::array<int, ReasonCount>, MaxPlayers> m_breakdown{};
    std::array<int, MaxPlayers> m_supply{};
    std::array<int8_t, CrownSpaceCount> m_crowns{};
    std::array<int8_t, MaxPlayers> m_tellers{};
    Sector m_pig = Sector::Fortune;
    long m_pigSteps = 0;
    std::vector<TileRef> m_pile;
    size_t m_pileHead = 0;
    std::vector<TileRef> m_drawn;
    std::vector<uint8_t> m_drawnPlaceable;
    TileRef m_tile;
    std::vector<Placement> m_legal;
    std::optional<Placement> m_pending;
    // The occupied features of the tile laid at m_pending (Board::occupiedFeaturesAfterPlacing),
    // worked out once by place() when the player has a follower to deploy: the legal list and
    // the deployment's check both need it (no lazy cache: a const Game stays safe to read
    // from several threads).
    uint32_t m_pendingOccupied = 0;
    // Plague in progress: players still to give back a follower, in order.
    std::vector<int8_t> m_plagueQueue;
    bool m_finalAllDiscards = false;
    std::vector<LogEntry> m_log;
    std::vector<PointsEntry> m_logPoints;
};

} // namespace fortuna::rules
