// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the view state that saves keep beside the record (ViewState): the rotation
// of the tile in hand and whether the wheel event is open. A change is autosaved a moment
// later (a burst of turns is one write); an opened or resumed game gets it back. Also the
// players' aids read off the game on screen: the score history and what a sector would pay.
#include "gamecontroller.h"

#include "convert.h"

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
    if (m_played && m_mode->savesView() && m_autosaver->enabled())
        m_viewSave->start();
}

void GameController::restoreView(const std::optional<ViewState> &view)
{
    bool shown = false;
    if (view) {
        shown = view->eventShown;
    } else if (m_played && m_lastWheelLog >= 0 && m_played->game.phase() != rules::Phase::GameOver) {
        // a file without it: the event shows when the turn began with it
        shown = m_played->game.log()[size_t(m_lastWheelLog)].turn == m_played->game.turn();
    }
    if (shown != m_eventShown) {
        m_eventShown = shown;
        Q_EMIT eventShownChanged();
    }
}

ScoreHistory GameController::scoreHistory() const
{
    return game() ? ScoreHistory::of(*game(), seats()) : ScoreHistory();
}

QVariantList GameController::sectorPreview(int sector) const
{
    QVariantList out;
    const rules::Game *g = game();
    if (!g || m_state.aidsOff || g->phase() == rules::Phase::GameOver || sector < 0 || sector >= rules::SectorCount)
        return out;
    const rules::Game::SectorPayout pay = g->payoutIfPigStops(rules::Sector(sector));
    for (int p = 0; p < g->playerCount(); ++p) {
        out.append(QVariantMap{{QStringLiteral("player"), p},
                               {QStringLiteral("name"), seatName(seatAt(seats(), p).name)},
                               {QStringLiteral("color"), int(seatAt(seats(), p).color)},
                               {QStringLiteral("event"), pay.event[size_t(p)]},
                               {QStringLiteral("crowns"), pay.crowns[size_t(p)]}});
    }
    return out;
}

} // namespace fortuna::model
