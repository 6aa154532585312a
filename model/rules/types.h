// SPDX-License-Identifier: GPL-3.0-or-later
// Basic value types of the Fortuna rules engine. Pure C++17, no Qt, no exceptions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rules/options.h"

namespace fortuna::rules
{

constexpr int MaxPlayers = 5;
constexpr int FollowersPerPlayer = 7;
constexpr int MaxFortuneTellers = 2;

// Edge types, 2 bits each when packed.
enum class EdgeType : uint8_t { Field = 0, Road = 1, City = 2 };

enum class FeatureKind : uint8_t { Road, City, Field, Cloister, Tent };
constexpr int FeatureKindCount = 5;

enum class Sector : uint8_t { Fortune, Taxes, Famine, Storm, Inquisition, Plague };
constexpr int SectorCount = 6;

// The eleven scoring reasons of game-record.md, in the order of its breakdown.
enum class Reason : uint8_t { Road, City, Cloister, Farm, Fortune, Taxes, Famine, Storm, Inquisition, Crown, Tent };
constexpr int ReasonCount = 11;

enum class Color : uint8_t { Red, Blue, Green, Yellow, Black };
constexpr int ColorCount = 5;

// What the game's log records (Game::log()).
// The decision a Game waits for (rules/game.h says what each means).
enum class Phase : uint8_t { ChooseTile, Plague, Place, Deploy, GameOver };
constexpr int PhaseCount = int(Phase::GameOver) + 1;

enum class LogKind : uint8_t {
    Discard, // tile: a drawn tile fits nowhere
    Wheel, // tile, moved, sector; points of the event and of the sector's crowns
    Plague, // player gave back the follower at `at` (feature)
    Score, // feature completed during play (feature, at, tiles, points)
    Tent, // a fortune teller's tent completed (at, points)
    Final, // final scoring of one feature (feature, at, tiles, points)
    GameEnd,
    Crown, // the crown spaces of `sector` scored (points) after its event
};
constexpr int LogKindCount = int(LogKind::Crown) + 1;

// Sides: N=0 E=1 S=2 W=3. Half-edge ports: NNW=0 NNE=1 ENE=2 ESE=3 SSE=4 SSW=5 WSW=6 WNW=7.
constexpr int SideN = 0, SideE = 1, SideS = 2, SideW = 3;

struct Pos {
    int x = 0;
    int y = 0;
    bool operator==(const Pos &o) const { return x == o.x && y == o.y; }
    bool operator!=(const Pos &o) const { return !(*this == o); }
};

constexpr std::array<Pos, 4> SideOffset{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

constexpr int oppositeSide(int side)
{
    return (side + 2) & 3;
}
// The half-edge that touches `port` across the edge.
constexpr int oppositePort(int port)
{
    constexpr int table[8] = {5, 4, 7, 6, 1, 0, 3, 2};
    return table[port & 7];
}

// A tile in a pile: its catalogue type and its wheel icon (0 = none, 1..3).
struct TileRef {
    uint8_t type = 0;
    uint8_t icon = 0;
    bool operator==(const TileRef &o) const { return type == o.type && icon == o.icon; }
    bool operator!=(const TileRef &o) const { return !(*this == o); }
};

// Why the engine refuses a command. The arguments each one uses are listed beside it; the
// English text (Status::message, the record's and the CLI's wording) is derived from the code
// and its arguments by refusal.cpp, and a translated UI builds its own sentence from the same.
enum class Refusal : uint8_t {
    None,
    PlayerCount, // count: the players asked for
    DeckUnknownTile,
    DeckNeedsFortuneTeller, // tile
    NoTileToChoose,
    NoSuchDrawnTile,
    DrawnTileFitsNowhere, // tile
    NoPlague,
    NoFeatureThere, // feature, at
    NotPlayersFollower, // player (who must give one back), feature, at
    NoTileToPlace,
    BadRotation, // tile, at, rotation
    TooFar, // tile, at, rotation
    CellTaken, // tile, at, rotation
    NotTouching, // tile, at, rotation
    EdgeMismatch, // tile, at, rotation, side (of the tile, board orientation), mine, theirs
    NoPlacementToUndo,
    NoTileForFollower,
    NoFollowerInSupply,
    NoSuchCrownSpace, // sector, slot
    CrownSpaceTaken, // sector, slot
    NoFeatureOnTile, // feature
    TooManyFortuneTellers,
    FeatureOccupied, // feature, player (a follower's owner), other (where it stands)
    WrongPhase, // count: the phase the game waits for (Phase)
    GameIsOver,
};
constexpr int RefusalCount = int(Refusal::GameIsOver) + 1;

struct RefusalArgs {
    TileRef tile;
    Pos at;
    int rotation = 0; // quarter turns clockwise
    int side = 0;
    EdgeType mine = EdgeType::Field;
    EdgeType theirs = EdgeType::Field;
    FeatureKind feature = FeatureKind::Road;
    Sector sector = Sector::Fortune;
    int slot = 0;
    int player = -1;
    Pos other;
    int count = 0;
};

// Errors are values: a refusal code with its arguments, and its English text.
struct Status {
    Refusal code = Refusal::None;
    RefusalArgs args;
    std::string message; // English, derived from code and args (empty on success)
    bool ok() const { return code == Refusal::None; }
    explicit operator bool() const { return ok(); }
    static Status success() { return {}; }
    static Status refuse(Refusal code, const RefusalArgs &args = {});
};

// The English sentence of a refusal ("tile U/2 does not fit at [3,-1] rotation 90: road meets
// city on its east edge").
std::string refusalText(Refusal code, const RefusalArgs &args);
// Stable names of the codes ("feature-occupied"), for tests and tools.
std::string_view refusalName(Refusal code);
std::optional<Refusal> refusalFromName(std::string_view name);

// Names used by the record format and the CLI.
std::string_view sectorName(Sector s);
std::optional<Sector> sectorFromName(std::string_view name);
std::string_view reasonName(Reason r);
std::string_view featureKindName(FeatureKind k);
std::optional<FeatureKind> featureKindFromName(std::string_view name);
std::string_view colorName(Color c);
std::optional<Color> colorFromName(std::string_view name);
std::string_view sideName(int side);
std::optional<int> sideFromName(std::string_view name);
std::string_view portName(int port);
std::optional<int> portFromName(std::string_view name);
std::string_view edgeTypeName(EdgeType t);
std::string_view phaseName(Phase p); // "choose", "plague", "place", "deploy", "over" (the network's state)
std::optional<Phase> phaseFromName(std::string_view name);
std::string_view logKindName(LogKind k); // the result's log events: "discard", "wheel", ..., "end", "crown"
std::optional<LogKind> logKindFromName(std::string_view name);

} // namespace fortuna::rules
