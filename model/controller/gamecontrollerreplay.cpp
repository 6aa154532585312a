// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the replay of the current game. ReplayView (the mode on screen meanwhile)
// starts and ends the Replayer and refuses every decision; here the controller switches to it
// and back, and the models follow the position it shows; the live game waits untouched until
// the replay ends.
#include "gamecontroller.h"

#include "replayview.h"

namespace fortuna::model
{

QString GameController::startReplay(int turn)
{
    if (!m_played)
        return tr("No game is running.");
    m_computers->cancel();
    const bool fresh = !m_replayView->on();
    const QString error = m_replayView->start(m_live, turn, wheelShown(), m_netDraws);
    if (!error.isEmpty()) {
        scheduleComputer();
        publish();
        return error;
    }
    m_mode = m_replayView.get();
    showReplayPosition(fresh);
    return QString();
}

void GameController::endReplay()
{
    if (!m_replayView->on())
        return;
    // The live game on show before the Replayer stops: its activeChanged brings the end screen
    // back, which reads the scores by reason and the chart (scoreHistory) of the game shown.
    m_mode = m_live;
    m_analysis->deselect(); // its move was shown on the replayed table
    const WheelShown live = m_replayView->end();
    if (!m_played)
        return;
    // Back to the game as it stands: the pig where it is, the sector lit as before the replay.
    showWheel(live);
    m_computerHalted = false;
    syncModels(true);
    scheduleComputer();
    publish();
}

void GameController::showReplayPosition(bool fresh)
{
    if (!m_replayer->game())
        return;
    // The analysis' move shows only on the table before it: elsewhere its caption and the
    // board's framing would speak of another turn than the one on the table.
    if (m_analysis->selected() >= 0 && m_replayer->position() != m_analysis->played().turn - 1)
        m_analysis->deselect();
    showWheel(m_replayView->shownWheel());
    syncModels(fresh);
    publish();
}

WheelShown GameController::wheelShown() const
{
    return WheelShown{m_displayedPigSteps, m_lastWheelLog, m_highlightedSector};
}

void GameController::showWheel(const WheelShown &wheel)
{
    m_displayedPigSteps = wheel.pigSteps;
    m_lastWheelLog = wheel.lastWheelLog;
    m_highlightedSector = wheel.highlightedSector;
}

} // namespace fortuna::model
