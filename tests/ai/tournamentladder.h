// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-tournament's ladder: each level's figures, the table of the fitted ratings, and
// --fit (the games of --log files fitted without playing). tournament.cpp plays the games.
#pragma once

#include "bradleyterry.h"

#include <string>
#include <vector>

namespace fortuna::rules::tournament
{

// One level's figures over a run.
struct Stats {
    long seats = 0, wins = 0, moves = 0, turns = 0, playouts = 0, searches = 0, overruled = 0;
    double score = 0, seconds = 0, worst = 0, searchCpu = 0, cpu = 0, worstCpu = 0;
    std::vector<float> wallTimes, cpuTimes; // per decision
};

// The ladder's pairs (games played, the first's score) and the fitted ratings, `anchor` at 0.
void printLadder(const std::vector<std::string> &names, const std::vector<Stats> &stats, std::vector<ai::PairGames> pairs, int anchor);

// --fit: the games of --log files, fitted; false (with a message) when a file cannot be read
// or holds no games.
bool fitLogs(const std::vector<std::string> &files, std::vector<std::string> names, const std::string &anchor);

} // namespace fortuna::rules::tournament
