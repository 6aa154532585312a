// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournamentladder.h"

#include <algorithm>
#include <cstdio>

namespace fortuna::rules::tournament
{

void printLadder(const std::vector<std::string> &names, const std::vector<Stats> &stats, std::vector<ai::PairGames> pairs, int anchor)
{
    std::printf("\npair                          games  first's score\n");
    for (ai::PairGames &p : pairs) {
        p.scores.erase(std::remove(p.scores.begin(), p.scores.end(), -1.0), p.scores.end());
        double sum = 0;
        for (double x : p.scores)
            sum += x;
        const std::string label = names[size_t(p.a)] + " - " + names[size_t(p.b)];
        std::printf("%-29s %5zu  %5.1f%%\n", label.c_str(), p.scores.size(), p.scores.empty() ? 0.0 : 100.0 * sum / double(p.scores.size()));
    }
    pairs.erase(std::remove_if(pairs.begin(),
                               pairs.end(),
                               [](const ai::PairGames &p) {
                                   return p.scores.empty();
                               }),
                pairs.end());
    const std::vector<ai::RatingInterval> rated = ai::rateLevels(pairs, int(names.size()), anchor);
    std::printf("\nBradley-Terry (Elo scale), %s = 0, 95%% bootstrap interval\n", names[size_t(anchor)].c_str());
    std::printf("%-14s %7s %17s %6s %9s %9s %9s\n", "level", "rating", "95% interval", "games", "s/turn", "cpu/turn", "max s");
    for (size_t l = 0; l < names.size(); ++l) {
        const Stats &s = stats[l];
        // A level with few games, or that won or lost all of them, has a rating the prior sets
        // and an interval the bootstrap cannot widen: marked "?".
        long played = 0;
        double score = 0;
        for (const ai::PairGames &p : pairs) {
            if (p.a != int(l) && p.b != int(l))
                continue;
            played += long(p.scores.size());
            for (double x : p.scores)
                score += p.a == int(l) ? x : 1 - x;
        }
        const bool unsure = int(l) != anchor && (played < 30 || score <= 0 || score >= double(played));
        char interval[40];
        std::snprintf(interval, sizeof interval, "%.0f .. %.0f%s", rated[l].low, rated[l].high, unsure ? "?" : "");
        std::printf("%-14s %7.0f %17s %6ld %9.5f %9.5f %9.5f\n",
                    names[l].c_str(),
                    rated[l].rating,
                    interval,
                    played,
                    s.turns ? s.seconds / double(s.turns) : 0,
                    s.turns ? s.cpu / double(s.turns) : 0,
                    s.worst);
    }
    std::printf("(?: fewer than 30 games or all won or lost: the interval is not to be trusted)\n");
}

bool fitLogs(const std::vector<std::string> &files, std::vector<std::string> names, const std::string &anchor)
{
    std::vector<ai::PairGames> pairs;
    std::vector<Stats> stats(names.size());
    const auto index = [&](const std::string &name) {
        const auto it = std::find(names.begin(), names.end(), name);
        if (it != names.end())
            return size_t(it - names.begin());
        names.push_back(name);
        stats.emplace_back();
        return names.size() - 1;
    };
    for (const std::string &file : files) {
        FILE *f = std::fopen(file.c_str(), "r");
        if (!f) {
            std::fprintf(stderr, "cannot read %s\n", file.c_str());
            return false;
        }
        char a[256], b[256];
        double score = 0, cpuA = 0, cpuB = 0;
        long turnsA = 0, turnsB = 0;
        while (std::fscanf(f, "%255s %255s %lf %lf %ld %lf %ld", a, b, &score, &cpuA, &turnsA, &cpuB, &turnsB) == 7) {
            size_t ia = index(a), ib = index(b);
            if (ia > ib) {
                std::swap(ia, ib);
                std::swap(cpuA, cpuB);
                std::swap(turnsA, turnsB);
                score = 1 - score;
            }
            auto it = std::find_if(pairs.begin(), pairs.end(), [&](const ai::PairGames &p) {
                return p.a == int(ia) && p.b == int(ib);
            });
            if (it == pairs.end())
                it = pairs.insert(pairs.end(), ai::PairGames{int(ia), int(ib), {}});
            it->scores.push_back(score);
            stats[ia].cpu += cpuA;
            stats[ia].turns += turnsA;
            stats[ib].cpu += cpuB;
            stats[ib].turns += turnsB;
        }
        std::fclose(f);
    }
    if (names.size() < 2 || pairs.empty()) {
        std::fprintf(stderr, "no games\n");
        return false;
    }
    std::sort(pairs.begin(), pairs.end(), [](const ai::PairGames &x, const ai::PairGames &y) {
        return std::make_pair(x.a, x.b) < std::make_pair(y.a, y.b);
    });
    const auto it = std::find(names.begin(), names.end(), anchor);
    printLadder(names, stats, pairs, it == names.end() ? 0 : int(it - names.begin()));
    return true;
}

} // namespace fortuna::rules::tournament
