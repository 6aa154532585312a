// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the replay of the current game (the Replayer does the stepping; ReplayView,
// the mode on screen meanwhile, refuses every decision; here the models follow it, and the live
// game waits untouched until the replay ends).
#include "gamecontroller.h"

#include "replayview.h"

namespace fortuna::model
{

using namespace fortuna::rules;

QString GameController::startReplay(int turn)
{
    if (!m_game)
        return tr("No game is running.");
    m_computers->cancel();
    const bool fresh = m_mode == m_live;
    if (fresh) {
        m_liveHighlightedSector = m_highlightedSector;
        m_liveLastWheelLog = m_lastWheelLog;
    }
    const QString error = m_replayer->start(m_recorder.record(), turn, m_netDraws);
    if (!error.isEmpty()) {
        scheduleComputer();
        publish();
        return error;
    }
    // The replay over the live mode: decisions refused, the replayed position shown.
    m_replayView->setInner(m_live);
    m_mode = m_replayView.get();
    showReplayPosition(fresh);
    return QString();
}

void GameController::endReplay()
{
    if (m_mode == m_live)
        return;
    m_replayer->stop();
    m_mode = m_live;
    if (!m_game)
        return;
    // Back to the game as it stands: the pig where it is, the sector lit as before the replay.
    m_displayedPigSteps = int(m_game->pigSteps());
    m_lastWheelLog = m_liveLastWheelLog;
    m_highlightedSector = m_liveHighlightedSector;
    m_computerHalted = false;
    syncModels(true);
    scheduleComputer();
    publish();
}

void GameController::showReplayPosition(bool fresh)
{
    const Game *g = m_replayer->game();
    if (!g)
        return;
    // The table as it was: no walk to wait for, the last wheel event of the position lit.
    m_displayedPigSteps = int(g->pigSteps());
    findLastWheelLog();
    m_highlightedSector = m_lastWheelLog >= 0 ? int(g->log()[size_t(m_lastWheelLog)].sector) : -1;
    syncModels(fresh);
    publish();
}

void GameController::findLastWheelLog()
{
    m_lastWheelLog = -1;
    if (!game())
        return;
    const auto &log = game()->log();
    for (size_t i = log.size(); i-- > 0;) {
        if (log[i].kind == LogKind::Wheel) {
            m_lastWheelLog = int(i);
            return;
        }
    }
}

} // namespace fortuna::model
