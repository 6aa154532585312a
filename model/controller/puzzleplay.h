// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzlePlay: "Learn from your mistakes" as a decorator over LocalPlay (playmode.h). The game
// is the position before a decision where you lost points (coach/puzzlesession.h); the
// tile is laid on the board as in a game (LocalPlay applies it and can take it back), but the
// decision that completes the move (the follower, a Fortune Teller choice, a Plague) is not
// applied: it is the answer, handed to the puzzle's check. While it is checked and its verdict
// shows, the answer's follower stands on the tile as a staged decision would (staged()), never
// applied. Nobody else moves, nothing is autosaved and nothing goes to "Your games".
#pragma once

#include "playmode.h"

#include <optional>

namespace fortuna::model
{

class Autosaver;
class PuzzleSession;

class PuzzlePlay : public ModeDecorator
{
public:
    PuzzlePlay(PlayTable &table, PlayMode *local, PuzzleSession *puzzle, Autosaver *autosaver);

    QString closed() const override;
    QString decide(const rules::Decision &decision) override;
    QString undo() override;
    QString endTurn() override;
    const rules::Deployment *staged() const override;
    bool computersMove() const override { return false; }
    bool keepsFinished() const override { return false; }
    void installed() override;
    void applied(const rules::Decision &decision, bool turnEnded) override;
    void writeAutosave() override {}
    void autosaveSwitchedOn() override {}
    bool savesView() const override { return false; }
    bool lesson() const override { return true; } // nothing to save: a puzzle is no game of yours

private:
    PlayTable &m_table;
    PuzzleSession *m_puzzle;
    Autosaver *m_autosaver;
    std::optional<rules::Deployment> m_answer; // the follower decision being checked or judged
};

} // namespace fortuna::model
