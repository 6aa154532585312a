// SPDX-License-Identifier: GPL-3.0-or-later
// --panel games: "Your games" with a dozen games in it (random legal play against each
// computer level, some won, some lost, one with the Fortune Teller), as a player's list
// looks after a few evenings.
#pragma once

#include <QString>
#include <QStringList>

class QObject;

namespace fortuna::model
{
class GameController;
class GamesModel;
}

namespace fortuna::shots
{
// Fills the (scratch) store of `games`. "" or why not.
QString fillDemoGames(model::GamesModel *games);
// --panel statistics: thirty games over eleven months, against the three levels, the later
// ones won more often and analysed, with fewer points lost per decision as the months go.
QString fillDemoStatistics(model::GamesModel *games);
// --panel puzzles: three games played at random against the computer, analysed for your
// seat, their mistakes as puzzles (two solved); --panel puzzle: the first one on the board,
// answered with the first lit spot and no follower, and, if that is wrong, the better move;
// --panel puzzle-wrong: the same answer's verdict.
QString fillDemoPuzzles(model::GamesModel *games);

// The panels above: "games", "statistics", "puzzles", "puzzle", "puzzle-wrong".
QStringList demoPanels();
// Fills the store and opens the panel's screen on `view` (GameView). "" or why not.
QString demoPanel(const QString &panel, QObject *view, model::GameController *controller);
} // namespace fortuna::shots
