// SPDX-License-Identifier: GPL-3.0-or-later
// Recorder: writes the record of a live game. The app calls recorder.apply(game, decision)
// instead of game.apply(decision); record() is then a valid `fortuna-record/1` of every
// complete turn so far (an autosave may write it at any time).
#pragma once

#include "record/record.h"

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
    // prescribes). Undoing a placement (game.undoPlacement()) needs no recorder call: a turn
    // is written when the follower decision ends it.
    rules::Status apply(rules::Game &game, const rules::Decision &decision);

    const Record &record() const { return m_record; }
    Record &record() { return m_record; }

    // Whether each turn carries its `draw` (default true: records check themselves on replay).
    void setWriteDraws(bool on) { m_writeDraws = on; }

private:
    void sync(const rules::Game &game);

    Record m_record;
    Turn m_open;
    int m_openTurn = -1;
    bool m_finalWritten = false;
    bool m_writeDraws = true;
};

} // namespace fortuna::record
