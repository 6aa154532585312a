// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayView: the replay of the current game over the live mode (playmode.h). The Replayer
// steps through the record; the models show its position; every decision is refused and the
// computers wait, while the live game underneath goes on receiving what its own mode receives
// (a network table's updates). The analysis shows its decisions on it.
#pragma once

#include "playmode.h"

namespace fortuna::model
{

class Replayer;

class ReplayView : public ModeDecorator
{
public:
    explicit ReplayView(Replayer *replayer);

    QString closed() const override;
    QString decide(const rules::Decision &decision) override;
    QString undo() override;
    QString endTurn() override;
    bool computersMove() const override { return false; }
    bool savesView() const override { return false; }
    const rules::Game *shownGame() const override;
    const std::vector<record::Turn> &shownTurns() const override;
    int shownPosition() const override;

private:
    Replayer *m_replayer;
};

} // namespace fortuna::model
