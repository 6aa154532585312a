// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayView: the replay of the current game over the live mode (playmode.h). It starts and
// ends the Replayer, which steps through the live game's record; the models show its position;
// every decision is refused and the computers wait, while the live game underneath goes on
// receiving what its own mode receives (a network table's updates). The analysis shows its
// decisions on it. It keeps the wheel the live game showed, given back when the replay ends.
#pragma once

#include "playmode.h"

namespace fortuna::model
{

class Replayer;

class ReplayView : public ModeDecorator
{
public:
    ReplayView(PlayTable &table, Replayer *replayer);

    // Replays the live game's record from `turn` (the replay on already: again from there) over
    // the live mode `live`, whose wheel as shown is `liveWheel` (kept for end() when the replay
    // begins); `draws`: a network game's draws, which its record alone does not reproduce.
    // "" or why not (translated).
    QString start(PlayMode *live, int turn, const WheelShown &liveWheel, const std::vector<rules::TileRef> &draws);
    // The replay is on (from a start() that succeeded to end()).
    bool on() const { return m_on; }
    // The wheel of the replayed position: no walk to wait for, its last wheel event lit.
    WheelShown shownWheel() const;
    // Ends the replay (none: nothing): the wheel the live game showed when it began, the pig
    // where the live game's stands now.
    WheelShown end();

    QString closed() const override;
    QString decide(const rules::Decision &decision) override;
    QString undo() override;
    QString endTurn() override;
    // Nothing is staged on the replayed position (the live game's staged decision waits below).
    const rules::Deployment *staged() const override { return nullptr; }
    bool computersMove() const override { return false; }
    bool savesView() const override { return false; }
    const rules::Game *shownGame() const override;
    const std::vector<record::Turn> &shownTurns() const override;
    int shownPosition() const override;

private:
    PlayTable &m_table;
    Replayer *m_replayer;
    bool m_on = false;
    WheelShown m_liveWheel;
};

} // namespace fortuna::model
