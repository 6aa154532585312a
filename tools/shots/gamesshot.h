// SPDX-License-Identifier: GPL-3.0-or-later
// --panel games: "Your games" with a dozen games in it (random legal play against each
// computer level, some won, some lost, one with the Fortune Teller), as a player's list
// looks after a few evenings.
#pragma once

#include <QString>

namespace fortuna::model
{
class GamesModel;
}

namespace fortuna::shots
{
// Fills the (scratch) store of `games`. "" or why not.
QString fillDemoGames(model::GamesModel *games);
// --panel statistics: thirty games over eleven months, against the three levels, the later
// ones won more often and analysed, with fewer points lost per decision as the months go.
QString fillDemoStatistics(model::GamesModel *games);
} // namespace fortuna::shots
