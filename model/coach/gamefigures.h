// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of one finished game, per player, worked out by replaying its record through the
// rules engine (never in QML): the tiles laid, the followers put on the board (land and
// crowns), the points by scoring reason (Game::points, the end screen's breakdown), the points
// from the wheel (its events and crowns) and what the Plague cost: the followers given back
// and the points they were worth when given back (what the final scoring of the land would
// have paid the player just before, less the same just after: Game::scoresIfEndedNow less
// the score; the crowns the Plague pays after the removals are not counted against it). The
// end screen shows them for the game on screen; the statistics (lists/statisticsmodel.h) sum
// them over your games.
#pragma once

#include "record/record.h"

#include <QByteArray>

#include <array>
#include <optional>
#include <vector>

namespace fortuna::model
{

struct PlayerFigures {
    int tilesLaid = 0;
    int followersUsed = 0;
    int wheelPoints = 0; // Fortune, Taxes, Famine, Storm, Inquisition and the crowns
    int plagueFollowers = 0; // followers given back to the Plague
    int plagueLost = 0; // the points they were worth then
    int score = 0;
    std::array<int, rules::ReasonCount> points{}; // by rules::Reason
    bool operator==(const PlayerFigures &o) const
    {
        return tilesLaid == o.tilesLaid && followersUsed == o.followersUsed && wheelPoints == o.wheelPoints && plagueFollowers == o.plagueFollowers
            && plagueLost == o.plagueLost && score == o.score && points == o.points;
    }
};

struct GameFigures {
    bool ok = false; // false: the record did not replay
    std::vector<PlayerFigures> players;
};

// The figures as the store keeps them (compact JSON with a version: figures of another
// version, or broken, read as none and are worked out again).
QByteArray figuresJson(const GameFigures &figures);
std::optional<GameFigures> figuresFromJson(const QByteArray &json);

// Whether a reason's points come from the wheel.
bool isWheelReason(rules::Reason reason);

// The figures of the game of `record` replayed from `setup` (record.setup(), with a network
// game's draws), as far as the record goes.
GameFigures figuresOf(const record::Record &record, const rules::Setup &setup);
// The same from a stored game: its record bytes and its draws (GameStore::draws, "" for none).
GameFigures figuresOf(const QByteArray &recordBytes, const QByteArray &drawsJson = QByteArray());

} // namespace fortuna::model
