// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and the statistics (issue 45): the figures of the finished game on screen
// for the end screen's row (coach/gamefigures.h), replayed from its record.
#include "gamecontroller.h"

#include "gamefigures.h"
#include "statisticsmodel.h"

namespace fortuna::model
{

QVariantList GameController::gameFigures() const
{
    if (!m_played || m_played->game.phase() != rules::Phase::GameOver)
        return {};
    const record::Record &record = liveRecord();
    rules::Setup setup = record.setup();
    setup.draws = m_netDraws; // a network game follows the server's draws
    return StatisticsModel::figuresList(figuresOf(record, setup));
}

} // namespace fortuna::model
