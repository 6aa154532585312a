// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's refusals: their names and their English text (types.h).
#include "rules/catalogue.h"

namespace fortuna::rules
{

namespace
{

constexpr std::string_view RefusalNames[RefusalCount] = {
    "none",
    "player-count",
    "deck-unknown-tile",
    "deck-needs-fortune-teller",
    "no-tile-to-choose",
    "no-such-drawn-tile",
    "drawn-tile-fits-nowhere",
    "no-plague",
    "no-feature-there",
    "not-players-follower",
    "no-tile-to-place",
    "bad-rotation",
    "too-far",
    "cell-taken",
    "not-touching",
    "edge-mismatch",
    "no-placement-to-undo",
    "no-tile-for-follower",
    "no-follower-in-supply",
    "no-such-crown-space",
    "crown-space-taken",
    "no-feature-on-tile",
    "too-many-fortune-tellers",
    "feature-occupied",
    "wrong-phase",
    "game-is-over",
};

constexpr std::string_view DirectionNames[4] = {"north", "east", "south", "west"};
constexpr std::string_view PhaseWaits[] = {"choosing a tile", "a plague removal", "placing the tile", "deploying a follower", "nothing (the game is over)"};

std::string placeText(Pos p)
{
    return "[" + std::to_string(p.x) + "," + std::to_string(p.y) + "]";
}

std::string str(std::string_view v)
{
    return std::string(v);
}

} // namespace

std::string_view refusalName(Refusal code)
{
    return RefusalNames[size_t(code)];
}

std::optional<Refusal> refusalFromName(std::string_view name)
{
    for (int i = 0; i < RefusalCount; ++i) {
        if (RefusalNames[size_t(i)] == name)
            return Refusal(i);
    }
    return std::nullopt;
}

Status Status::refuse(Refusal code, const RefusalArgs &args)
{
    Status s;
    s.code = code;
    s.args = args;
    s.message = refusalText(code, args);
    return s;
}

std::string refusalText(Refusal code, const RefusalArgs &a)
{
    const std::string feature = str(featureKindName(a.feature));
    const std::string tile = code == Refusal::None ? std::string() : Catalogue::instance().name(a.tile);
    const std::string notFit = "tile " + tile + " does not fit at " + placeText(a.at) + " rotation " + std::to_string(a.rotation * 90) + ": ";
    switch (code) {
    case Refusal::None:
        return {};
    case Refusal::PlayerCount:
        return "2 to 5 players are needed, found " + std::to_string(a.count);
    case Refusal::DeckUnknownTile:
        return "the deck holds an unknown tile";
    case Refusal::DeckNeedsFortuneTeller:
        return "the deck holds " + tile + ", which needs the Fortune Teller option";
    case Refusal::NoTileToChoose:
        return "there is no tile to choose now";
    case Refusal::NoSuchDrawnTile:
        return "no drawn tile has that index";
    case Refusal::DrawnTileFitsNowhere:
        return "tile " + tile + " cannot be placed anywhere";
    case Refusal::NoPlague:
        return "no plague is waiting for a follower";
    case Refusal::NoFeatureThere:
        return "there is no " + feature + " at " + placeText(a.at) + " with that port";
    case Refusal::NotPlayersFollower:
        return "player " + std::to_string(a.player + 1) + " has no follower on the " + feature + " at " + placeText(a.at);
    case Refusal::NoTileToPlace:
        return "no tile is waiting to be placed";
    case Refusal::BadRotation:
        return notFit + "the rotation must be 0, 90, 180 or 270";
    case Refusal::TooFar:
        return notFit + "the position is too far from the other tiles";
    case Refusal::CellTaken:
        return notFit + "the cell is already taken";
    case Refusal::NotTouching:
        return notFit + "it does not touch any placed tile";
    case Refusal::EdgeMismatch:
        return notFit + str(edgeTypeName(a.mine)) + " meets " + str(edgeTypeName(a.theirs)) + " on its " + str(DirectionNames[a.side & 3]) + " edge";
    case Refusal::NoPlacementToUndo:
        return "no placement to take back";
    case Refusal::NoTileForFollower:
        return "no placed tile is waiting for a follower";
    case Refusal::NoFollowerInSupply:
        return "no follower is left in supply";
    case Refusal::NoSuchCrownSpace:
        return "the " + str(sectorName(a.sector)) + " sector has no crown space " + std::to_string(a.slot);
    case Refusal::CrownSpaceTaken:
        return "the crown space " + str(sectorName(a.sector)) + " " + std::to_string(a.slot) + " is taken";
    case Refusal::NoFeatureOnTile:
        return "the placed tile has no " + feature + " there";
    case Refusal::TooManyFortuneTellers:
        return "a player may have at most 2 fortune tellers";
    case Refusal::FeatureOccupied:
        return "the " + feature + " is already occupied once the tile is laid: it joins the " + feature + " where player " + std::to_string(a.player + 1)
            + " has a follower at " + placeText(a.other);
    case Refusal::WrongPhase:
        return "the game waits for " + str(PhaseWaits[size_t(a.count) % std::size(PhaseWaits)]);
    case Refusal::GameIsOver:
        return "the game is over";
    }
    return "refused";
}

} // namespace fortuna::rules
