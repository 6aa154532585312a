// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the post-game analysis of the current game (GameAnalysis runs it; here it
// starts from the game's record, and a decision is shown on the replayed table).
#include "gamecontroller.h"

#include "replayview.h"

namespace fortuna::model
{

QString GameController::analyseGame()
{
    if (!m_played)
        return tr("No game is running.");
    if (m_state.aidsOff)
        return tr("This game is played without aids: it can be analysed once it is over.");
    return m_analysis->start(liveRecord(), m_netDraws);
}

QString GameController::showAnalysedDecision(int row)
{
    if (!m_played)
        return tr("No game is running.");
    const int turn = m_analysis->select(row);
    if (turn < 1)
        return tr("There is no such decision in the analysis.");
    // The table before the decision's turn: its tile not laid yet.
    if (m_replayView->on()) { // the replay is on screen
        m_replayer->jumpTo(turn - 1);
        return QString();
    }
    return startReplay(turn - 1);
}

} // namespace fortuna::model
