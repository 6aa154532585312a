// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusaltext.h"

#include <QCoreApplication>

namespace fortuna::model
{

namespace
{

// An edge of a tile: the kind of land that meets its neighbour there (nominative).
QString edgeNoun(rules::EdgeType type)
{
    switch (type) {
    case rules::EdgeType::Road:
        return QCoreApplication::translate("Refusal", "road");
    case rules::EdgeType::City:
        return QCoreApplication::translate("Refusal", "city");
    case rules::EdgeType::Field:
        break;
    }
    return QCoreApplication::translate("Refusal", "field");
}

QString sectorNoun(rules::Sector sector)
{
    switch (sector) {
    case rules::Sector::Fortune:
        return QCoreApplication::translate("Refusal", "Fortune");
    case rules::Sector::Taxes:
        return QCoreApplication::translate("Refusal", "Taxes");
    case rules::Sector::Famine:
        return QCoreApplication::translate("Refusal", "Famine");
    case rules::Sector::Storm:
        return QCoreApplication::translate("Refusal", "Storm");
    case rules::Sector::Inquisition:
        return QCoreApplication::translate("Refusal", "Inquisition");
    case rules::Sector::Plague:
        break;
    }
    return QCoreApplication::translate("Refusal", "Plague");
}

QString edgeMismatch(const rules::RefusalArgs &a)
{
    const QString mine = edgeNoun(a.mine), theirs = edgeNoun(a.theirs);
    switch (a.side & 3) {
    case rules::SideN:
        return QCoreApplication::translate("Refusal", "The north edge does not match (this tile: %1, its neighbour: %2).").arg(mine, theirs);
    case rules::SideE:
        return QCoreApplication::translate("Refusal", "The east edge does not match (this tile: %1, its neighbour: %2).").arg(mine, theirs);
    case rules::SideS:
        return QCoreApplication::translate("Refusal", "The south edge does not match (this tile: %1, its neighbour: %2).").arg(mine, theirs);
    default:
        break;
    }
    return QCoreApplication::translate("Refusal", "The west edge does not match (this tile: %1, its neighbour: %2).").arg(mine, theirs);
}

QString occupied(const rules::RefusalArgs &a, const QString &who, bool yours)
{
    // No board coordinates: a player finds the follower by the feature the tile would join.
    // The player's own follower: spoken to them ("you"), not of them in the third person.
    if (yours) {
        switch (a.feature) {
        case rules::FeatureKind::Road:
            return QCoreApplication::translate("Refusal", "This road is taken: with the tile down it joins the road where you have a follower.");
        case rules::FeatureKind::City:
            return QCoreApplication::translate("Refusal", "This city is taken: with the tile down it joins the city where you have a follower.");
        case rules::FeatureKind::Field:
            return QCoreApplication::translate("Refusal", "This field is taken: with the tile down it joins the farm where you have a follower.");
        case rules::FeatureKind::Cloister:
        case rules::FeatureKind::Tent:
            break;
        }
        return QCoreApplication::translate("Refusal", "You already have a follower there.");
    }
    switch (a.feature) {
    case rules::FeatureKind::Road:
        return QCoreApplication::translate("Refusal", "This road is taken: with the tile down it joins the road where %1 has a follower.").arg(who);
    case rules::FeatureKind::City:
        return QCoreApplication::translate("Refusal", "This city is taken: with the tile down it joins the city where %1 has a follower.").arg(who);
    case rules::FeatureKind::Field:
        return QCoreApplication::translate("Refusal", "This field is taken: with the tile down it joins the farm where %1 has a follower.").arg(who);
    case rules::FeatureKind::Cloister:
    case rules::FeatureKind::Tent:
        break;
    }
    return QCoreApplication::translate("Refusal", "%1 already has a follower there.").arg(who);
}

QString waitingFor(int phase)
{
    switch (phase) {
    case 0:
        return QCoreApplication::translate("Refusal", "Choose one of the drawn tiles first.");
    case 1:
        return QCoreApplication::translate("Refusal", "The plague comes first: a follower must be given back.");
    case 2:
        return QCoreApplication::translate("Refusal", "Place the tile first.");
    case 3:
        return QCoreApplication::translate("Refusal", "Deploy a follower or skip first.");
    default:
        break;
    }
    return QCoreApplication::translate("Refusal", "The game is over.");
}

} // namespace

QString refusalText(const rules::Status &status, const std::function<QString(int)> &playerName, int self)
{
    using rules::Refusal;
    const rules::RefusalArgs &a = status.args;
    const QString tile = tileName(a.tile);
    switch (status.code) {
    case Refusal::None:
        return QString();
    case Refusal::PlayerCount:
        return QCoreApplication::translate("Refusal", "A game needs 2 to 5 players, not %1.").arg(a.count);
    case Refusal::DeckUnknownTile:
        return QCoreApplication::translate("Refusal", "The deck holds a tile that does not exist.");
    case Refusal::DeckNeedsFortuneTeller:
        return QCoreApplication::translate("Refusal", "The deck holds tile %1, which needs the Fortune Teller option.").arg(tile);
    case Refusal::NoTileToChoose:
        return QCoreApplication::translate("Refusal", "There is no tile to choose now.");
    case Refusal::NoSuchDrawnTile:
        return QCoreApplication::translate("Refusal", "There is no such drawn tile.");
    case Refusal::DrawnTileFitsNowhere:
        return QCoreApplication::translate("Refusal", "Tile %1 fits nowhere on the table.").arg(tile);
    case Refusal::NoPlague:
        return QCoreApplication::translate("Refusal", "No plague is waiting for a follower.");
    case Refusal::NoFeatureThere:
        return QCoreApplication::translate("Refusal", "There is no such place for a follower on that tile.");
    case Refusal::NotPlayersFollower:
        return QCoreApplication::translate("Refusal", "%1 has no follower there.").arg(playerName(a.player));
    case Refusal::NoTileToPlace:
        return QCoreApplication::translate("Refusal", "No tile is waiting to be placed.");
    case Refusal::BadRotation:
        return QCoreApplication::translate("Refusal", "A tile turns only by quarter turns.");
    case Refusal::TooFar:
        return QCoreApplication::translate("Refusal", "That place is too far from the other tiles.");
    case Refusal::CellTaken:
        return QCoreApplication::translate("Refusal", "A tile already lies there.");
    case Refusal::NotTouching:
        return QCoreApplication::translate("Refusal", "The tile must touch a tile already on the table.");
    case Refusal::EdgeMismatch:
        return edgeMismatch(a);
    case Refusal::NoPlacementToUndo:
        return QCoreApplication::translate("Refusal", "There is no placement to take back.");
    case Refusal::NoTileForFollower:
        return QCoreApplication::translate("Refusal", "No placed tile is waiting for a follower.");
    case Refusal::NoFollowerInSupply:
        return QCoreApplication::translate("Refusal", "No follower is left in the supply.");
    case Refusal::NoSuchCrownSpace:
        return QCoreApplication::translate("Refusal", "The %1 sector has no such crown space.").arg(sectorNoun(a.sector));
    case Refusal::CrownSpaceTaken:
        return QCoreApplication::translate("Refusal", "That crown space is taken.");
    case Refusal::NoFeatureOnTile:
        return QCoreApplication::translate("Refusal", "The tile has no such place for a follower.");
    case Refusal::TooManyFortuneTellers:
        return QCoreApplication::translate("Refusal", "Each player may have at most two fortune tellers on the table.");
    case Refusal::FeatureOccupied:
        return occupied(a, playerName(a.player), self >= 0 && a.player == self);
    case Refusal::WrongPhase:
        return waitingFor(a.count);
    case Refusal::GameIsOver:
        return QCoreApplication::translate("Refusal", "The game is over.");
    }
    // A code this build does not know: never the engine's English text.
    return QCoreApplication::translate("Refusal", "The rules do not allow this.");
}

} // namespace fortuna::model

namespace fortuna::model
{

QString refusalText(const rules::Status &status, const Seats &seats, int self)
{
    return refusalText(
        status,
        [&seats](int player) {
            return player >= 0 && size_t(player) < seats.size() ? seatName(seats[size_t(player)].name) : QString::number(player + 1);
        },
        self);
}

} // namespace fortuna::model
