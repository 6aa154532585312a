// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the view state that saves keep beside the record (ViewState): the rotation
// of the tile in hand and whether the wheel event is open. A change is autosaved a moment
// later (a burst of turns is one write); an opened or resumed game gets it back.
#include "gamecontroller.h"

namespace fortuna::model
{

void GameController::setEventShown(bool shown)
{
    if (shown == m_eventShown || m_restoringView)
        return;
    m_eventShown = shown;
    Q_EMIT eventShownChanged();
    viewChanged();
}

void GameController::viewChanged()
{
    if (m_game && !m_networked && !m_replayer->active() && m_autosaver->enabled())
        m_viewSave->start();
}

void GameController::restoreView(const std::optional<ViewState> &view)
{
    bool shown = false;
    if (view) {
        shown = view->eventShown;
    } else if (m_game && m_lastWheelLog >= 0 && m_game->phase() != rules::Phase::GameOver) {
        // a file without it: the event shows when the turn began with it
        shown = m_game->log()[size_t(m_lastWheelLog)].turn == m_game->turn();
    }
    if (shown != m_eventShown) {
        m_eventShown = shown;
        Q_EMIT eventShownChanged();
    }
}

} // namespace fortuna::model
