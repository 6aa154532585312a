// SPDX-License-Identifier: GPL-3.0-or-later
// Ratings of levels from their games against each other (fortuna-tournament --span): the
// Bradley-Terry model on the Elo scale, P(i beats j) = 1 / (1 + 10^((r_j - r_i) / 400)),
// fitted by maximum likelihood (Hunter's MM iterations), one level anchored at 0, with 95 %
// intervals by bootstrap (the games of each pair resampled with replacement; of a game of three
// or more players, split into the pairs of its players, the whole game). A tie counts as half a
// win for each. Pure C++.
#pragma once

#include "rules/rng.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fortuna::ai
{

struct PairGames {
    int a = 0, b = 0; // the two levels (indices)
    std::vector<double> scores; // per game, a's score: 1 win, 0.5 tie, 0 loss
    // The pairs of one game of three or more players share a group (>= 0): their scores[k]
    // come from the same game k, and the bootstrap draws whole games for them.
    int group = -1;
};

// Maximum-likelihood Elo ratings of `levels` levels, rating[anchor] = 0. Every pair gets a
// tenth of a virtual drawn game (a prior too weak to move a fit of a few dozen games, that
// keeps the estimate finite when a level won or lost all its games).
inline std::vector<double> fitBradleyTerry(const std::vector<PairGames> &pairs, int levels, int anchor, int iterations = 2000)
{
    const size_t n = size_t(levels);
    std::vector<double> wins(n, 0.0), gamma(n, 1.0);
    std::vector<std::vector<double>> games(n, std::vector<double>(n, 0.0));
    constexpr double Prior = 0.1;
    for (const PairGames &p : pairs) {
        double sa = Prior / 2;
        for (double s : p.scores)
            sa += s;
        const double total = double(p.scores.size()) + Prior;
        wins[size_t(p.a)] += sa;
        wins[size_t(p.b)] += total - sa;
        games[size_t(p.a)][size_t(p.b)] += total;
        games[size_t(p.b)][size_t(p.a)] += total;
    }
    for (int it = 0; it < iterations; ++it) {
        double change = 0;
        for (size_t i = 0; i < n; ++i) {
            double denom = 0;
            for (size_t j = 0; j < n; ++j)
                if (j != i && games[i][j] > 0)
                    denom += games[i][j] / (gamma[i] + gamma[j]);
            if (denom <= 0 || wins[i] <= 0)
                continue;
            const double next = wins[i] / denom;
            change = std::max(change, std::fabs(std::log(next / gamma[i])));
            gamma[i] = next;
        }
        // Normalize (the scale is free): the geometric mean stays 1.
        double logSum = 0;
        for (double g : gamma)
            logSum += std::log(g);
        for (double &g : gamma)
            g *= std::exp(-logSum / double(n));
        if (change < 1e-10)
            break;
    }
    std::vector<double> rating(n);
    for (size_t i = 0; i < n; ++i)
        rating[i] = 400.0 * std::log10(gamma[i] / gamma[size_t(anchor)]);
    return rating;
}

struct RatingInterval {
    double rating = 0, low = 0, high = 0; // the fit and its 95 % bootstrap interval
};

inline std::vector<RatingInterval> rateLevels(const std::vector<PairGames> &pairs, int levels, int anchor, int resamples = 1000, uint64_t seed = 1)
{
    const std::vector<double> fit = fitBradleyTerry(pairs, levels, anchor);
    std::vector<std::vector<double>> samples(static_cast<size_t>(levels));
    rules::Rng rng(seed);
    std::vector<PairGames> drawn = pairs;
    std::vector<std::vector<uint32_t>> groupDraws; // a group's games drawn in this resample
    for (int r = 0; r < resamples; ++r) {
        groupDraws.clear();
        for (size_t p = 0; p < pairs.size(); ++p) {
            const std::vector<double> &from = pairs[p].scores;
            const int group = pairs[p].group;
            if (group < 0) {
                for (double &s : drawn[p].scores)
                    s = from[rng.below(uint32_t(from.size()))];
                continue;
            }
            if (size_t(group) >= groupDraws.size())
                groupDraws.resize(size_t(group) + 1);
            std::vector<uint32_t> &games = groupDraws[size_t(group)];
            if (games.empty())
                for (size_t k = 0; k < from.size(); ++k)
                    games.push_back(rng.below(uint32_t(from.size())));
            for (size_t k = 0; k < from.size() && k < games.size(); ++k)
                drawn[p].scores[k] = from[games[k] % from.size()];
        }
        const std::vector<double> one = fitBradleyTerry(drawn, levels, anchor, 500);
        for (size_t i = 0; i < one.size(); ++i)
            samples[i].push_back(one[i]);
    }
    std::vector<RatingInterval> out(static_cast<size_t>(levels));
    for (size_t i = 0; i < out.size(); ++i) {
        std::vector<double> &s = samples[i];
        std::sort(s.begin(), s.end());
        out[i].rating = fit[i];
        if (!s.empty()) {
            out[i].low = s[size_t(0.025 * double(s.size() - 1) + 0.5)];
            out[i].high = s[size_t(0.975 * double(s.size() - 1) + 0.5)];
        }
    }
    return out;
}

} // namespace fortuna::ai
