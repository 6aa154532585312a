// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-fit: how well the heuristic evaluation predicts how games end, and weights that
// predict it better (pure C++, a development tool: not a test, not installed).
//
//   fortuna-fit [--games 400] [--players 2] [--seed 1] [--every 3] [--threads 2]
//               [--rules tellers,base,side,majority] [--set name=value,...] [--passes 0]
//               [--step 0.35] [--only name,...] [--soft 0.5,1,2]
//
// Normal plays `--games` games against itself; every `--every`-th placement (a turn's start)
// is kept with the game's final scores. The Strong search cuts its playouts off with the
// evaluation's standing of each player (its value minus the best opponent's), so that is
// what is measured: the standing predicted at the kept positions against the final one,
// as the mean squared error, the slope and R^2 of the final standing on the predicted one,
// by stage of the game (tiles left). Even-numbered games fit, odd-numbered games check:
// with --passes P, each weight is scaled by (1 - step) and (1 + step) and a change that
// lowers the fitting games' error is kept (the step halves after every pass); the checking
// games' error is printed beside it, and the weights after each pass as a `--set` argument.
// --soft: the same measures with the best opponent taken as a soft maximum (`softStanding`).
#include "ai/agent.h"
#include "ai/evaluation.h"
#include "ai/levels.h"
#include "devtools.h"
#include "rules/rng.h"
#include "support/play.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace fortuna::rules;
namespace ai = fortuna::ai;
using ai::WeightParam;
using ai::Weights;

namespace
{

struct Sample {
    Game game; // at a Place decision
    std::array<int, MaxPlayers> final{};
    bool check = false; // from a checking game
};

struct Config : ai::SelfPlay {
    int every = 3; // keep every this many placements
};

std::vector<Sample> collect(const Config &c)
{
    std::vector<Sample> out;
    std::mutex lock;
    std::atomic<long> next{0};
    auto worker = [&] {
        for (long g = next++; g < c.games; g = next++) {
            Setup setup;
            setup.options = c.options;
            setup.players = c.players;
            setup.seed = mixSeed(c.seed, uint64_t(g), 0xf17);
            std::optional<Game> game = Game::create(setup);
            std::vector<std::unique_ptr<ai::Agent>> agents;
            for (int s = 0; s < c.players; ++s)
                agents.push_back(ai::makeNormal(uint64_t(g) * 8 + uint64_t(s)));
            std::vector<Sample> kept;
            int places = 0;
            fortuna::testing::Play play;
            play.limit = 9999;
            play.guard = 9999;
            play.until = [&](const Game &played) {
                if (played.phase() == Phase::Place && places++ % c.every == 0)
                    kept.push_back({played, {}, g % 2 == 1});
                return false;
            };
            fortuna::testing::playToEnd(*game, fortuna::testing::seats(agents), play);
            for (Sample &s : kept) {
                for (int p = 0; p < c.players; ++p)
                    s.final[size_t(p)] = game->score(p);
            }
            std::lock_guard<std::mutex> guard(lock);
            for (Sample &s : kept)
                out.push_back(std::move(s));
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < c.threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();
    return out;
}

// Sums for the regression of the final standing (y) on the predicted one (x).
struct Fit {
    double n = 0, x = 0, y = 0, xx = 0, yy = 0, xy = 0;
    void add(double px, double py)
    {
        n += 1;
        x += px;
        y += py;
        xx += px * px;
        yy += py * py;
        xy += px * py;
    }
    void merge(const Fit &o)
    {
        n += o.n;
        x += o.x;
        y += o.y;
        xx += o.xx;
        yy += o.yy;
        xy += o.xy;
    }
    double mse() const { return n > 0 ? (yy - 2 * xy + xx) / n : 0; }
    double slope() const
    {
        const double vx = xx / n - (x / n) * (x / n);
        return vx > 0 ? (xy / n - (x / n) * (y / n)) / vx : 0;
    }
    double r2() const
    {
        const double vx = xx / n - (x / n) * (x / n);
        const double vy = yy / n - (y / n) * (y / n);
        const double cov = xy / n - (x / n) * (y / n);
        return vx > 0 && vy > 0 ? cov * cov / (vx * vy) : 0;
    }
};

constexpr int Stages = 4; // by the share of the tiles left: > 3/4, > 1/2, > 1/4, the rest

struct Measure {
    Fit all[2]; // fitting, checking
    Fit win[2]; // the predicted standing against the win (1, ties too) or not (0)
    Fit stage[2][Stages];
};

// soft: the soft maximum's tau is soft x the square root of the own turns left.
Measure measure(const std::vector<Sample> &samples, const Weights &w, int players, int threads, double soft = 0)
{
    std::vector<Measure> part(static_cast<size_t>(threads));
    std::atomic<size_t> next{0};
    int maxLeft = 1;
    for (const Sample &s : samples)
        maxLeft = std::max(maxLeft, s.game.tilesLeft());
    auto worker = [&](Measure &m) {
        ai::HeuristicEvaluator eval(w);
        std::array<double, MaxPlayers> v{}, f{};
        for (size_t i = next++; i < samples.size(); i = next++) {
            const Sample &s = samples[i];
            eval.prepare(s.game);
            const ai::View view = ai::viewOf(s.game);
            eval.values(view, v);
            const double tau = soft * std::sqrt(double(view.turnsLeft) / players);
            for (int p = 0; p < players; ++p)
                f[size_t(p)] = s.final[size_t(p)];
            const int stage = std::clamp(Stages - 1 - s.game.tilesLeft() * Stages / (maxLeft + 1), 0, Stages - 1);
            for (int p = 0; p < players; ++p) {
                const double x = ai::softStanding(v, players, p, tau);
                const double y = ai::softStanding(f, players, p, 0);
                m.all[s.check].add(x, y);
                m.win[s.check].add(x, y >= 0 ? 1 : 0);
                m.stage[s.check][stage].add(x, y);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker, std::ref(part[size_t(t)]));
    worker(part[0]);
    for (std::thread &t : pool)
        t.join();
    Measure m;
    for (const Measure &p : part) {
        for (int c = 0; c < 2; ++c) {
            m.all[c].merge(p.all[c]);
            m.win[c].merge(p.win[c]);
            for (int s = 0; s < Stages; ++s)
                m.stage[c][s].merge(p.stage[c][s]);
        }
    }
    return m;
}

void printMeasure(const Measure &m)
{
    const char *names[Stages] = {"first quarter", "second quarter", "third quarter", "last quarter"};
    for (int c = 0; c < 2; ++c) {
        std::printf("%s games: %6.0f standings, error %7.2f (rms %5.2f), slope %.3f, R^2 %.3f; the win: R^2 %.3f\n",
                    c == 0 ? "fitting " : "checking",
                    m.all[c].n,
                    m.all[c].mse(),
                    std::sqrt(m.all[c].mse()),
                    m.all[c].slope(),
                    m.all[c].r2(),
                    m.win[c].r2());
        for (int s = 0; s < Stages; ++s)
            std::printf("  %-15s %6.0f standings, error %7.2f, slope %.3f, R^2 %.3f, mean predicted %+6.2f, final %+6.2f\n",
                        names[s],
                        m.stage[c][s].n,
                        m.stage[c][s].mse(),
                        m.stage[c][s].slope(),
                        m.stage[c][s].r2(),
                        m.stage[c][s].x / std::max(1.0, m.stage[c][s].n),
                        m.stage[c][s].y / std::max(1.0, m.stage[c][s].n));
    }
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    ai::Args args(argc,
                  argv,
                  "fortuna-fit",
                  "[--games N] [--players N] [--seed S] [--every K] [--threads N] [--rules tellers,base,side,majority] [--set name=value,...] "
                  "[--passes N] [--step X] [--only name,...] [--soft X,...]");
    Config c;
    Weights w;
    int passes = 0;
    std::vector<std::string> soft; // soft maxima to compare
    double step = 0.35;
    std::vector<const WeightParam *> only;
    while (args.next()) {
        const std::string a = args.word();
        if (a == "--every")
            c.every = std::max(1, std::atoi(args.value().c_str()));
        else if (a == "--passes")
            passes = std::atoi(args.value().c_str());
        else if (a == "--soft")
            soft = ai::splitList(args.value());
        else if (a == "--step")
            step = std::atof(args.value().c_str());
        else if (ai::weightOption(args, a, w, only))
            ;
        else if (!ai::selfPlayOption(args, a, c))
            args.usage("unknown argument");
    }
    if (c.players < 2 || c.players > MaxPlayers || c.games < 2)
        args.usage("bad --players or --games");
    const std::vector<Sample> samples = collect(c);
    Measure current = measure(samples, w, c.players, c.threads);
    std::printf("%zu positions of %ld games, %d players\n", samples.size(), c.games, c.players);
    printWeights("start", w);
    printMeasure(current);
    for (const std::string &x : soft) {
        std::printf("soft maximum of the opponents, tau = %s x sqrt(own turns left):\n", x.c_str());
        printMeasure(measure(samples, w, c.players, c.threads, std::atof(x.c_str())));
    }
    ai::searchWeights(
        w,
        only,
        passes,
        step,
        [&](const Weights &from, const Weights &trial, const WeightParam &p, int pass) {
            const Measure m = measure(samples, trial, c.players, c.threads);
            // A change must lower the error by more than the rounding of the sums: a weight the
            // fitting games never use (tellerTurn without fortune tellers) must stay put.
            const bool keep = m.all[0].mse() < current.all[0].mse() * (1 - 1e-9);
            std::printf("pass %d %-16s %8.4g -> %8.4g: error %.2f (check %.2f)%s\n",
                        pass,
                        p.name,
                        from.*p.field,
                        trial.*p.field,
                        m.all[0].mse(),
                        m.all[1].mse(),
                        keep ? "  kept" : "");
            std::fflush(stdout);
            if (keep)
                current = m;
            return keep;
        },
        [&](int) {
            printMeasure(current);
        });
    return 0;
}
