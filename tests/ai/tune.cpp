// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-tune: tunes the weights of the heuristic evaluation by self-play against Normal
// (pure C++, a development tool: not a test, not installed).
//
//   fortuna-tune [--games 1000] [--players 2] [--seed 1] [--threads 2] [--passes 3]
//                [--step 0.35] [--rules tellers,base,side,majority] [--set name=value,...]
//                [--only name,...] [--eval]
//
// A one-ply player with the weights being tuned meets Normal (default weights) on a fixed set
// of deals, each played once from every seat (`--games` deals x `--players` games). Each
// pass tries every weight scaled by (1 - step) and (1 + step) on the same deals (common
// random numbers) and keeps a change whose wins beat the current weights' by more than two
// standard errors of the paired per-game differences; the step halves after every pass.
// --eval only measures the weights given with --set against Normal. Prints every trial and
// the weights after each pass as a `--set` argument.
#include "ai/agent.h"
#include "ai/levels.h"
#include "devtools.h"
#include "rules/rng.h"
#include "rules/standings.h"
#include "support/play.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace fortuna::rules;
namespace ai = fortuna::ai;
using ai::WeightParam;
using ai::Weights;

namespace
{

using Config = ai::SelfPlay;

// Per game (deal d, rotation r at index d * players + r): 1 if the tuned player won (ties
// for first included), and its score minus the best opponent's.
struct Results {
    std::vector<int8_t> win;
    std::vector<int16_t> margin;
    double rate() const
    {
        long w = 0;
        for (int8_t x : win)
            w += x;
        return win.empty() ? 0 : double(w) / double(win.size());
    }
    double meanMargin() const
    {
        double m = 0;
        for (int16_t x : margin)
            m += x;
        return margin.empty() ? 0 : m / double(margin.size());
    }
};

Results play(const Config &c, const Weights &w)
{
    const long total = c.games * c.players;
    Results r;
    r.win.assign(size_t(total), 0);
    r.margin.assign(size_t(total), 0);
    std::atomic<long> next{0};
    auto worker = [&] {
        for (long g = next++; g < total; g = next++) {
            Setup setup;
            setup.options = c.options;
            setup.players = c.players;
            setup.seed = mixSeed(c.seed, uint64_t(g / c.players), 0x7e57);
            std::optional<Game> game = Game::create(setup);
            const int tuned = int(g % c.players);
            std::vector<std::unique_ptr<ai::Agent>> agents;
            for (int s = 0; s < c.players; ++s)
                agents.push_back(s == tuned ? ai::makeOnePly(std::make_unique<ai::HeuristicEvaluator>(w), 0.0, uint64_t(g) * 8 + uint64_t(s))
                                            : ai::makeNormal(uint64_t(g) * 8 + uint64_t(s)));
            fortuna::testing::Play play;
            play.limit = 9999;
            play.guard = 9999;
            fortuna::testing::playToEnd(*game, fortuna::testing::seats(agents), play);
            const std::vector<int> rank = ranking(*game);
            int best = -100000;
            for (int s = 0; s < c.players; ++s) {
                if (s != tuned)
                    best = std::max(best, game->score(s));
            }
            r.win[size_t(g)] = rank[size_t(tuned)] == 1 ? 1 : 0;
            r.margin[size_t(g)] = int16_t(game->score(tuned) - best);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < c.threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();
    return r;
}

// Mean and standard error of the paired win differences a - b.
void paired(const Results &a, const Results &b, double &mean, double &se)
{
    const size_t n = a.win.size();
    double s = 0, sq = 0;
    for (size_t i = 0; i < n; ++i) {
        const double d = a.win[i] - b.win[i];
        s += d;
        sq += d * d;
    }
    mean = s / double(n);
    se = std::sqrt(std::max(0.0, sq / double(n) - mean * mean) / double(n));
}

} // namespace

int main(int argc, char **argv)
{
    ai::Args args(argc,
                  argv,
                  "fortuna-tune",
                  "[--games N] [--players N] [--seed S] [--threads N] [--passes N] [--step X] [--rules tellers,base,side,majority] [--set name=value,...] "
                  "[--only name,...] [--eval]");
    Config c;
    c.games = 1000;
    Weights w;
    int passes = 3;
    double step = 0.35;
    bool evalOnly = false;
    std::vector<const WeightParam *> only;
    while (args.next()) {
        const std::string a = args.word();
        if (a == "--passes")
            passes = std::atoi(args.value().c_str());
        else if (a == "--step")
            step = std::atof(args.value().c_str());
        else if (a == "--eval")
            evalOnly = true;
        else if (ai::weightOption(args, a, w, only))
            ;
        else if (!ai::selfPlayOption(args, a, c))
            args.usage("unknown argument");
    }
    if (c.players < 2 || c.players > MaxPlayers || c.games < 1)
        args.usage("bad --players or --games");
    Results current = play(c, w);
    std::printf("start: win %.2f%% margin %+.2f over %zu games\n", 100 * current.rate(), current.meanMargin(), current.win.size());
    printWeights("start", w);
    if (evalOnly)
        return 0;
    ai::searchWeights(
        w,
        only,
        passes,
        step,
        [&](const Weights &from, const Weights &trial, const WeightParam &p, int pass) {
            const Results r = play(c, trial);
            double mean = 0, se = 0;
            paired(r, current, mean, se);
            const bool keep = mean > 2 * se;
            std::printf("pass %d %-16s %8.4g -> %8.4g: win %.2f%% (%+.2f ± %.2f) margin %+.2f%s\n",
                        pass,
                        p.name,
                        from.*p.field,
                        trial.*p.field,
                        100 * r.rate(),
                        100 * mean,
                        100 * se,
                        r.meanMargin(),
                        keep ? "  kept" : "");
            std::fflush(stdout);
            if (keep)
                current = r;
            return keep;
        },
        [](int) {});
    return 0;
}
