// SPDX-License-Identifier: GPL-3.0-or-later
// Standings derived from a game: the score of every player after every turn (from the log),
// and the ranking with its winners. Pure C++17, no Qt; used by the GUI's score chart and
// player cards, the CLI's self-play statistics and the AI tournament.
#pragma once

#include "rules/game.h"

#include <vector>

namespace fortuna::rules
{

struct ScoreTimeline {
    struct WheelTurn {
        int turn = 0;
        Sector sector = Sector::Fortune;
    };
    // Complete turns: every turn logged once the game is over, else the turns before the one
    // in progress.
    int turns = 0;
    // scores[player][t]: the player's score after turn t (0..turns), without final scoring.
    std::vector<std::vector<int>> scores;
    // The player's score with everything logged so far (final scoring included); equals
    // Game::score(player).
    std::vector<int> finals;
    // The wheel events in order: the turn and the sector the pig reached.
    std::vector<WheelTurn> wheelTurns;
};

ScoreTimeline scoreTimeline(const Game &game);

// The place of each player: 1 + the number of players with a higher score, so tied players
// share a place (scores 9, 12, 12, 4 give 3, 1, 1, 4).
std::vector<int> ranking(const std::vector<int> &scores);
std::vector<int> ranking(const Game &game);

// The players in first place once the game is over (more than one when tied for first);
// none while it runs.
std::vector<int> winners(const Game &game);

} // namespace fortuna::rules
