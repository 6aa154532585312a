// SPDX-License-Identifier: GPL-3.0-or-later
// Recorder: writes the record of a live game. The app calls recorder.apply(game, decision)
// instead of game.apply(decision); record() is then a valid `fortuna-record/1` of every
// complete turn so far (an autosave may write it at any time), and openTurn() the decisions of
// the turn in progress (what a network table saves and sends beside its record: replaying the
// record, then applying them through the recorder, gives the same game and recorder back).
#pragma once

#include "record/record.h"
#include "rules/game.h"

namespace fortuna::record
{

class Recorder
{
public:
    Recorder() = default;
    // `header` gives the options, seed, players and deck of `game` (created from
    // header.setup()), and the turns already played when `game` was replayed from it; new
    // turns are appended.
    Recorder(Record header, const rules::Game &game) { reset(std::move(header), game); }
    void reset(Record header, const rules::Game &game);

    // Applies the decision to the game and records it on success. With Fortune Teller draws
    // holding two copies of the chosen tile, the first drawn copy is taken (as the format
    // prescribes).
    rules::Status apply(rules::Game &game, const rules::Decision &decision);
    // Takes back the placement of the turn in progress (game.undoPlacement()) and its decision
    // from openTurn(). (The record needs no call: a turn is written when the follower decision
    // ends it.)
    rules::Status undoPlacement(rules::Game &game);

    // The decisions applied since the last turn written, in order, as given (a Fortune Teller
    // choice's index as the player chose it).
    const std::vector<rules::Decision> &openTurn() const { return m_openDecisions; }

    const Record &record() const { return m_record; }
    Record &record() { return m_record; }

    // Whether each turn carries its `draw` (default true: records check themselves on replay).
    void setWriteDraws(bool on) { m_writeDraws = on; }

private:
    // apply() but for the open decisions and the final turn.
    rules::Status applyAndRecord(rules::Game &game, const rules::Decision &decision);
    void sync(const rules::Game &game);

    Record m_record;
    Turn m_open;
    std::vector<rules::Decision> m_openDecisions;
    int m_openTurn = -1;
    bool m_finalWritten = false;
    bool m_writeDraws = true;
};

// A game in play and its recorder, together: what a network table plays on and what a window
// shows. A table hosted inside the app shares its own with the host's window (one game per
// table in the process: the window shows the table's game, it keeps no copy of it).
struct PlayedGame {
    PlayedGame(rules::Game g, Record header)
        : game(std::move(g))
        , recorder(std::move(header), game)
    {
    }
    rules::Game game;
    Recorder recorder;
};

} // namespace fortuna::record
