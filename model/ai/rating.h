// SPDX-License-Identifier: GPL-3.0-or-later
// A person's rating from their results against the rated computer levels: Glicko-2
// (Glickman, "Example of the Glicko-2 system", 2013), on the ladder's Elo-like scale (the
// levels' ratings, ai/agent.h: ladderLevels(), are Bradley-Terry ratings, the scale Glicko's
// r uses). Pure C++17, no Qt.
//
// A rating period is a batch of games (the app: one period per game, or per day); a period
// with no game only widens the deviation. suggestLevel() picks the level closest to an even
// game for a rating.
#pragma once

#include <string_view>
#include <vector>

namespace fortuna::ai
{

struct Rating {
    double rating = 1500; // r
    double deviation = 350; // RD: 95 % of the time the true rating is within about 2 RD
    double volatility = 0.06; // sigma: how erratic the player's results are
};

struct RatedResult {
    double opponent = 1500; // the opponent's rating r_j
    double deviation = 0; // its deviation RD_j (a measured level: its interval's half-width / 1.96)
    double score = 0; // 1 a win, 0.5 a tie for first, 0 a loss
};

struct GlickoSystem {
    double tau = 0.5; // constrains the volatility's change (Glickman: 0.3 to 1.2)
    double epsilon = 1e-6; // convergence of the volatility's iteration
};

// The rating after one period with `results` (none: only the deviation grows).
Rating glickoUpdate(const Rating &before, const std::vector<RatedResult> &results, const GlickoSystem &system = {});

// The expected score of `rating` against an opponent of rating `opponent` and deviation
// `deviation` (Glicko's E).
double expectedScore(double rating, double opponent, double deviation = 0);

struct RatedLevel {
    std::string_view level; // a level name (makeAgent)
    double rating = 0;
    double deviation = 0;
};

// The level whose game is the most even for `rating` (expected score closest to one half);
// an empty name for an empty list.
std::string_view suggestLevel(double rating, const std::vector<RatedLevel> &levels);

} // namespace fortuna::ai
