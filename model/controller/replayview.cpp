// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayview.h"

#include "controllertext.h"
#include "replayer.h"

namespace fortuna::model
{

ReplayView::ReplayView(Replayer *replayer)
    : m_replayer(replayer)
{
}

QString ReplayView::closed() const
{
    return ControllerText::tr("This is a replay: leave it to play.");
}

QString ReplayView::decide(const rules::Decision &)
{
    return closed();
}

QString ReplayView::undo()
{
    return closed();
}

QString ReplayView::endTurn()
{
    // what the live game would say without a staged decision, else that this is a replay
    return inner()->staged() ? closed() : PlayMode::endTurn();
}

const rules::Game *ReplayView::shownGame() const
{
    return m_replayer->game();
}

const std::vector<record::Turn> &ReplayView::shownTurns() const
{
    return m_replayer->record().turns;
}

int ReplayView::shownPosition() const
{
    return m_replayer->position();
}

} // namespace fortuna::model
