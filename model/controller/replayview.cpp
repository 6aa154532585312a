// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayview.h"

#include "controllertext.h"
#include "replayer.h"

#include "record/recorder.h"

namespace fortuna::model
{

ReplayView::ReplayView(PlayTable &table, Replayer *replayer)
    : m_table(table)
    , m_replayer(replayer)
{
}

QString ReplayView::start(PlayMode *live, int turn, const WheelShown &liveWheel, const std::vector<rules::TileRef> &draws)
{
    if (!m_on)
        m_liveWheel = liveWheel; // before the Replayer's first position replaces what is shown
    const QString error = m_replayer->start(m_table.liveRecord(), turn, draws);
    if (!error.isEmpty())
        return error;
    setInner(live);
    m_on = true;
    return QString();
}

WheelShown ReplayView::shownWheel() const
{
    WheelShown shown;
    if (const rules::Game *g = m_replayer->game()) {
        shown.pigSteps = int(g->pigSteps());
        shown.lastWheelLog = lastWheelLog(*g);
        shown.highlightedSector = shown.lastWheelLog >= 0 ? int(g->log()[size_t(shown.lastWheelLog)].sector) : -1;
    }
    return shown;
}

WheelShown ReplayView::end()
{
    m_replayer->stop();
    m_on = false;
    WheelShown live = m_liveWheel;
    if (const rules::Game *g = m_table.liveGame())
        live.pigSteps = int(g->pigSteps());
    return live;
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
