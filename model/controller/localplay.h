// SPDX-License-Identifier: GPL-3.0-or-later
// LocalPlay: the game played on this computer (playmode.h). The person's decisions are applied
// at once, but for what can still be taken back: a Fortune Teller choice until something random
// shows (its undo point), and with confirmTurns the follower decision, staged until endTurn().
// The computer seats play here; every finished turn is autosaved.
#pragma once

#include "playmode.h"

#include "record/recorder.h"

#include <optional>

namespace fortuna::seats
{
class ComputerSeats;
}

namespace fortuna::model
{

class Autosaver;

class LocalPlay : public LiveMode
{
public:
    LocalPlay(PlayTable &table, Autosaver *autosaver, seats::ComputerSeats *computers);

    bool confirmTurns() const { return m_confirmTurns; }
    void setConfirmTurns(bool on) { m_confirmTurns = on; }

    QString notYours(int player) const override;
    QString decide(const rules::Decision &decision) override;
    QString undo() override;
    QString endTurn() override;
    bool canUndoChoice() const override { return m_beforeChoice.has_value(); }
    const rules::Deployment *staged() const override { return m_staged ? &*m_staged : nullptr; }
    bool othersAct(int player) const override;
    bool personSeat(int seat) const override;
    void installed() override;
    void applied(const rules::Decision &decision, bool turnEnded) override;
    void writeAutosave() override;
    void autosaveSwitchedOn() override;
    bool savesView() const override { return true; }
    void forgetUndo() override;
    void confirmTurnsChanged() override;

protected:
    Autosaver *m_autosaver;

private:
    QString stage(const rules::Deployment &deployment);
    QString choose(const rules::Decision &decision);

    seats::ComputerSeats *m_computers;
    bool m_confirmTurns = false;
    // The game and its recorder before a person's Fortune Teller choice, while it can still be
    // taken back; the staged follower decision of confirmTurns.
    struct UndoPoint {
        rules::Game game;
        record::Recorder recorder;
    };
    std::optional<UndoPoint> m_beforeChoice;
    std::optional<rules::Deployment> m_staged;
};

} // namespace fortuna::model
