// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-tournament: computer levels against each other, seats rotated (pure C++).
//
//   fortuna-tournament --ai strong:200ms,easy [--games 200] [--players 2] [--seed 1]
//                      [--rules tellers,base,side,majority] [--threads 1] [--minutes M]
//                      [--skip K] [--quiet]
//   fortuna-tournament --ai L1,L2,...,Ln --span K [--anchor LEVEL] [--log FILE] [--games N] ...
//   fortuna-tournament --fit FILE[,FILE...] [--ai L1,...] [--anchor LEVEL]
//
// Game g deals the tiles with seed (seed, g / players) and seats the levels rotated by
// g % players, so each deal is played once from every seat (paired deals). --minutes M: no
// game starts after M minutes (the summary counts the games played). A tie for first
// counts as a win for each tied player. --skip K: games 1 to K are not played (a line
// stopped after K games goes on with the same deals and seats). Prints one line per level: wins, win rate (with a
// 95% interval), mean score, the mean wall-clock and thread-CPU time of a turn (all the
// decisions of the level divided by its turns: a turn is a placement plus its deployment,
// and sometimes a tile choice or a plague removal), the 99th percentile and the worst of
// single decisions (wall clock and thread CPU), and Monte Carlo playouts per second of
// CPU second of search (all its threads).
//
// --span K (two players, two levels or more): a ladder. Every pair of levels at most K apart
// in the --ai list (0: every pair) plays --games games (the pairs take turns, two games at a
// time: one deal from both seats; pair p's deal d is dealt with seed (seed, d), the same deals
// for every pair), and the results are fitted to one Bradley-Terry (Elo) scale
// (bradleyterry.h), the --anchor level (default the first) at 0, with 95 % bootstrap intervals.
// --log FILE (with --span) appends one line per game: the two levels, the first's score (1, 0.5, 0) and
// each one's CPU seconds and turns. --fit reads such logs (of several runs: cheap pairs can
// play more games than slow ones) and fits them without playing (--ai: the order of the
// table, else the order of first appearance).
// --players N --span N-1 (N > 2): a ladder of N-player games. Every N consecutive levels of the
// list sit at one table, which plays --games games (the deals from every seat); each game is
// split into the pairs of its players (the one ranked higher wins the pair; the same score is
// half a win each), fitted as above, and the bootstrap draws whole games, so that the pairs of
// one game vary together. The "games" of the table are pairs of a game. --log writes each pair;
// --fit of such a log resamples the pairs one by one (intervals somewhat too narrow).
#include "ai/agent.h"
#include "ai/levels.h"
#include "bradleyterry.h"
#include "devtools.h"
#include "rules/rng.h"
#include "rules/standings.h"
#include "support/play.h"
#include "tournamentladder.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <time.h>

using namespace fortuna::rules;
namespace ai = fortuna::ai;
using namespace fortuna::rules::tournament;
using Clock = std::chrono::steady_clock;

namespace
{

double percentile(std::vector<float> v, double q)
{
    if (v.empty())
        return 0;
    const size_t k = std::min(v.size() - 1, size_t(q * double(v.size())));
    std::nth_element(v.begin(), v.begin() + long(k), v.end());
    return v[k];
}

// CPU time of the calling thread: what a decision costs when the machine is shared.
double threadCpu()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// A level name, or a strong level with overrides of its configuration (development only):
// strong:2000/depth=2/candidates=10/margin=12/confidence=0.5/select=0.5/tuned=1/w.followerRate=0.3
// (w.NAME: a weight of the evaluation, the two-player one's too; l.NAME: of the playouts'
// cut-off only, starting from Normal's weights in every game, so with two players add fit=0
// or give every l. weight; fit=0: two-player games weighed as the others, with Normal's weights)
// A one-ply player (development only): oneply/eval=provisional/noise=4, or
// oneply/noise=2/fit=1/w.farmShare=0 (heuristic evaluation; fit=1: the two-player weights in
// two-player games, w.NAME applied to both).
std::unique_ptr<ai::Agent> makeOnePlyLevel(const std::string &spec, uint64_t seed)
{
    bool provisional = false;
    double noise = 0;
    ai::Weights weights;
    std::optional<ai::Weights> two;
    size_t start = spec.find('/');
    while (start != std::string::npos && start < spec.size()) {
        ++start;
        size_t end = spec.find('/', start);
        if (end == std::string::npos)
            end = spec.size();
        const std::string kv = spec.substr(start, end - start);
        start = end;
        const size_t eq = kv.find('=');
        if (eq == std::string::npos)
            return nullptr;
        const std::string key = kv.substr(0, eq);
        const std::string value = kv.substr(eq + 1);
        if (key == "eval")
            provisional = value == "provisional";
        else if (key == "noise")
            noise = std::atof(value.c_str());
        else if (key == "fit")
            two = std::atoi(value.c_str()) != 0 ? std::optional<ai::Weights>(ai::twoPlayerWeights()) : std::nullopt;
        else if (const ai::WeightParam *p = key.substr(0, 2) == "w." ? ai::weightParam(key.substr(2)) : nullptr) {
            weights.*p->field = std::atof(value.c_str());
            if (two)
                two.value().*p->field = std::atof(value.c_str());
        } else
            return nullptr;
    }
    if (provisional)
        return ai::makeOnePly(std::make_unique<ai::ProvisionalEvaluator>(), noise, seed);
    return ai::makeOnePly(ai::makeHeuristic(weights, two), noise, seed);
}

std::unique_ptr<ai::Agent> makeLevel(const std::string &name, uint64_t seed)
{
    if (name.rfind("oneply", 0) == 0)
        return makeOnePlyLevel(name, seed);
    const size_t slash = name.find('/');
    if (slash == std::string::npos)
        return ai::makeAgent(name, seed);
    std::optional<ai::StrongConfig> config = ai::strongConfig(name.substr(0, slash));
    if (!config)
        return nullptr;
    size_t start = slash + 1;
    while (start < name.size()) {
        size_t end = name.find('/', start);
        if (end == std::string::npos)
            end = name.size();
        const std::string kv = name.substr(start, end - start);
        start = end + 1;
        const size_t eq = kv.find('=');
        if (eq == std::string::npos)
            return nullptr;
        const std::string key = kv.substr(0, eq);
        const double v = std::atof(kv.c_str() + eq + 1);
        if (key == "depth")
            config->depth = int(v);
        else if (key == "playouts")
            config->playouts = int(v);
        else if (key == "leader")
            config->leader = v;
        else if (key == "soft")
            config->soft = v;
        else if (key == "candidates")
            config->candidates = int(v);
        else if (key == "margin")
            config->margin = v;
        else if (key == "distinct")
            config->distinct = v != 0;
        else if (key == "confidence")
            config->confidence = v;
        else if (key == "select")
            config->selectShare = v;
        else if (key == "threads")
            config->threads = int(v);
        else if (key == "tuned")
            config->tunedRollouts = v != 0;
        else if (key == "fit")
            config->twoPlayer = v != 0 ? std::optional<ai::Weights>(ai::twoPlayerWeights()) : std::nullopt;
        else if (const ai::WeightParam *p = key.substr(0, 2) == "w." ? ai::weightParam(key.substr(2)) : nullptr) {
            config->weights.*p->field = v;
            if (config->twoPlayer)
                config->twoPlayer.value().*p->field = v;
        } else if (const ai::WeightParam *p = key.substr(0, 2) == "l." ? ai::weightParam(key.substr(2)) : nullptr) {
            if (!config->leafWeights)
                config->leafWeights = config->weights;
            config->leafWeights.value().*p->field = v;
        } else
            return nullptr;
    }
    return ai::makeStrong(*config, seed);
}

} // namespace

int main(int argc, char **argv)
{
    ai::Args args(
        argc,
        argv,
        "fortuna-tournament",
        "--ai LEVEL[,LEVEL...] [--games N] [--players N] [--seed S] [--rules tellers,base,side,majority] [--threads N] [--minutes M] [--skip K] [--quiet]");
    std::vector<std::string> levels;
    long games = 200;
    int players = 2;
    uint64_t seed = 1;
    int threads = 1;
    bool quiet = false;
    double minutes = 0; // > 0: no game starts after this many minutes of wall clock
    long skip = 0; // games 1..skip are not played
    int span = -1; // >= 0: a ladder of the levels (pairs at most span apart; 0: all)
    std::string anchor, logFile, fitFiles;
    Options options;
    while (args.next()) {
        const std::string a = args.word();
        if (a == "--ai")
            levels = ai::splitList(args.value());
        else if (a == "--games")
            games = std::atol(args.value().c_str());
        else if (a == "--players")
            players = std::atoi(args.value().c_str());
        else if (a == "--seed")
            seed = std::strtoull(args.value().c_str(), nullptr, 10);
        else if (a == "--threads")
            threads = std::max(1, std::atoi(args.value().c_str()));
        else if (a == "--quiet")
            quiet = true;
        else if (a == "--minutes")
            minutes = std::atof(args.value().c_str());
        else if (a == "--skip")
            skip = std::atol(args.value().c_str());
        else if (a == "--span")
            span = std::max(0, std::atoi(args.value().c_str()));
        else if (a == "--anchor")
            anchor = args.value();
        else if (a == "--log")
            logFile = args.value();
        else if (a == "--fit")
            fitFiles = args.value();
        else if (a == "--rules") {
            if (!ai::applyRules(args.value(), options))
                args.usage("unknown rule");
        } else
            args.usage("unknown argument");
    }
    if (!fitFiles.empty())
        return fitLogs(ai::splitList(fitFiles), levels, anchor) ? 0 : 1;
    if (levels.empty())
        args.usage("--ai is required");
    if (players < 2 || players > MaxPlayers || games < 1 || skip < 0 || skip >= games)
        args.usage("bad --players, --games or --skip");
    // Distinct levels and the level of each seat before rotation.
    std::vector<std::string> names;
    std::vector<int> seatLevel(static_cast<size_t>(players));
    // A ladder: the tables that play (the levels of each, in seat order before rotation),
    // and the games of each pair of levels at one table (group: the table).
    std::vector<std::vector<int>> tables;
    std::vector<ai::PairGames> pairs;
    // Only a ladder writes its games (a match without --span would play them for nothing: the
    // run of Master against Strong on 7 Dec 2026 was lost that way).
    if (!logFile.empty() && span < 0)
        args.usage("--log needs --span (two levels: --span 1)");
    if (span >= 0) {
        if (int(levels.size()) < players || (players > 2 && span != players - 1))
            args.usage("--span needs as many levels as --players or more; with --players N > 2, --span N-1");
        for (const std::string &l : levels) {
            if (std::find(names.begin(), names.end(), l) != names.end() || !makeLevel(l, 0))
                args.usage("unknown or repeated level " + l);
            names.push_back(l);
        }
        if (players == 2) {
            for (int i = 0; i < int(names.size()); ++i)
                for (int j = i + 1; j < int(names.size()) && (span == 0 || j - i <= span); ++j)
                    tables.push_back({i, j});
        } else {
            for (int i = 0; i + players <= int(names.size()); ++i) {
                tables.emplace_back();
                for (int k = 0; k < players; ++k)
                    tables.back().push_back(i + k);
            }
        }
        for (size_t t = 0; t < tables.size(); ++t)
            for (size_t i = 0; i < tables[t].size(); ++i)
                for (size_t j = i + 1; j < tables[t].size(); ++j) {
                    pairs.push_back({tables[t][i], tables[t][j], {}, players > 2 ? int(t) : -1});
                    pairs.back().scores.assign(size_t(games), -1.0);
                }
        games *= long(tables.size());
    }
    int anchorLevel = 0;
    if (!anchor.empty()) {
        const auto it = std::find(names.begin(), names.end(), anchor);
        if (it == names.end())
            args.usage("--anchor is not one of the levels");
        anchorLevel = int(it - names.begin());
    }
    for (int s = 0; s < players && span < 0; ++s) {
        const std::string &l = levels[size_t(s) % levels.size()];
        auto it = std::find(names.begin(), names.end(), l);
        if (it == names.end()) {
            if (!makeLevel(l, 0))
                args.usage("unknown level " + l);
            names.push_back(l);
            it = names.end() - 1;
        }
        seatLevel[size_t(s)] = int(it - names.begin());
    }

    std::vector<Stats> stats(names.size());
    std::mutex lock;
    FILE *log = logFile.empty() ? nullptr : std::fopen(logFile.c_str(), "a");
    if (!logFile.empty() && !log)
        args.usage("cannot open " + logFile);
    std::atomic<long> nextGame{skip};
    std::atomic<long> done{0};
    std::atomic<bool> failed{false};
    const auto begin = Clock::now();

    auto worker = [&]() {
        while (true) {
            if (minutes > 0 && std::chrono::duration<double>(Clock::now() - begin).count() > minutes * 60)
                return;
            const long g = nextGame++;
            if (g >= games || failed)
                return;
            Setup setup;
            setup.options = options;
            setup.players = players;
            setup.seed = mixSeed(seed, uint64_t(g / players), 0x5eed);
            std::vector<int> level(static_cast<size_t>(players));
            for (int s = 0; s < players; ++s)
                level[size_t(s)] = seatLevel[size_t((s + g) % players)];
            // A ladder: global game g is game `inTable` of table `table` (the games of a deal
            // at a time, one from each seat: the table's levels rotated).
            size_t table = 0;
            long inTable = 0;
            if (!tables.empty()) {
                const long n = long(tables.size());
                table = size_t((g / players) % n);
                inTable = (g / (players * n)) * players + g % players;
                setup.seed = mixSeed(seed, uint64_t(inTable / players), 0x5eed);
                for (int s = 0; s < players; ++s)
                    level[size_t(s)] = tables[table][size_t((s + inTable) % players)];
            }
            std::optional<Game> game = Game::create(setup);
            std::vector<std::unique_ptr<ai::Agent>> agents;
            for (int s = 0; s < players; ++s)
                agents.push_back(makeLevel(names[size_t(level[size_t(s)])], mixSeed(seed, uint64_t(g), uint64_t(s) + 1)));
            std::vector<Stats> local(names.size());
            const fortuna::testing::Policy timed = [&](const Game &played, int seat) {
                const auto t0 = Clock::now();
                const double c0 = threadCpu();
                const Decision d = agents[size_t(seat)]->decide(played);
                const double dc = threadCpu() - c0;
                const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
                Stats &st = local[size_t(level[size_t(seat)])];
                st.moves += 1;
                st.turns += played.phase() == Phase::Place ? 1 : 0;
                st.seconds += dt;
                st.worst = std::max(st.worst, dt);
                st.cpu += dc;
                st.worstCpu = std::max(st.worstCpu, dc);
                st.wallTimes.push_back(float(dt));
                st.cpuTimes.push_back(float(dc));
                return d;
            };
            fortuna::testing::Play play;
            play.guard = 10000;
            const fortuna::testing::Played played = fortuna::testing::playToEnd(*game, timed, play);
            if (!played.ok()) {
                std::fprintf(stderr, "game %ld: %s\n", g + 1, played.failure.c_str());
                failed = true;
                return;
            }
            const std::vector<int> rank = ranking(*game); // ties share first place
            for (int s = 0; s < players; ++s) {
                Stats &st = local[size_t(level[size_t(s)])];
                st.seats += 1;
                st.score += game->score(s);
                st.wins += rank[size_t(s)] == 1 ? 1 : 0;
                st.playouts += agents[size_t(s)]->stats().playouts;
                st.searches += agents[size_t(s)]->stats().searches;
                st.overruled += agents[size_t(s)]->stats().overruled;
                st.searchCpu += agents[size_t(s)]->stats().searchCpu;
            }
            std::lock_guard<std::mutex> guard(lock);
            // Each pair of the table's levels: the one ranked higher wins, a tie (two players)
            // or the same rank (more) is half a win each.
            for (ai::PairGames &p : pairs) {
                if (tables.empty() || (p.group >= 0 ? size_t(p.group) != table : (tables[table][0] != p.a || tables[table][1] != p.b)))
                    continue;
                const int seatA = int(std::find(level.begin(), level.end(), p.a) - level.begin());
                const int seatB = int(std::find(level.begin(), level.end(), p.b) - level.begin());
                const int rankA = rank[size_t(seatA)], rankB = rank[size_t(seatB)];
                p.scores[size_t(inTable)] = rankA == rankB ? 0.5 : rankA < rankB ? 1.0 : 0.0;
                if (log) {
                    const Stats &sa = local[size_t(p.a)], &sb = local[size_t(p.b)];
                    std::fprintf(log,
                                 "%s %s %.1f %.4f %ld %.4f %ld\n",
                                 names[size_t(p.a)].c_str(),
                                 names[size_t(p.b)].c_str(),
                                 p.scores[size_t(inTable)],
                                 sa.cpu,
                                 sa.turns,
                                 sb.cpu,
                                 sb.turns);
                    std::fflush(log);
                }
            }
            for (size_t l = 0; l < names.size(); ++l) {
                Stats &t = stats[l];
                const Stats &s = local[l];
                t.seats += s.seats;
                t.wins += s.wins;
                t.moves += s.moves;
                t.turns += s.turns;
                t.playouts += s.playouts;
                t.searches += s.searches;
                t.overruled += s.overruled;
                t.score += s.score;
                t.seconds += s.seconds;
                t.worst = std::max(t.worst, s.worst);
                t.searchCpu += s.searchCpu;
                t.cpu += s.cpu;
                t.worstCpu = std::max(t.worstCpu, s.worstCpu);
                t.wallTimes.insert(t.wallTimes.end(), s.wallTimes.begin(), s.wallTimes.end());
                t.cpuTimes.insert(t.cpuTimes.end(), s.cpuTimes.begin(), s.cpuTimes.end());
            }
            const long n = ++done;
            if (!quiet && !pairs.empty())
                std::fprintf(stderr, "%ld/%ld games\n", n, games - skip);
            if (!quiet && pairs.empty()) {
                std::fprintf(stderr, "%ld/%ld games:", n, games - skip);
                for (size_t l = 0; l < names.size(); ++l)
                    std::fprintf(stderr,
                                 " %s %ld wins (%.1f%%)",
                                 names[l].c_str(),
                                 stats[l].wins,
                                 100.0 * double(stats[l].wins) / (double(n) * double(std::count(seatLevel.begin(), seatLevel.end(), int(l)))));
                std::fprintf(stderr, "\n");
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(worker);
    for (std::thread &t : pool)
        t.join();
    if (failed)
        return 1;
    const double elapsed = std::chrono::duration<double>(Clock::now() - begin).count();

    std::printf("games %ld, players %d, seed %llu, %.1f s\n", done.load(), players, (unsigned long long)seed, elapsed);
    std::printf("%-14s %5s %5s %13s %6s %9s %9s %9s %9s %9s %9s %10s\n",
                "level",
                "seats",
                "wins",
                "win rate",
                "mean",
                "s/turn",
                "p99 s",
                "max s",
                "cpu/turn",
                "p99 cpu",
                "max cpu",
                "playouts/s");
    for (size_t l = 0; l < names.size(); ++l) {
        const Stats &s = stats[l];
        const double rate = s.seats ? double(s.wins) / double(s.seats) : 0;
        const double half = s.seats ? 1.96 * std::sqrt(rate * (1 - rate) / double(s.seats)) : 0;
        char interval[32];
        std::snprintf(interval, sizeof interval, "%.1f%% ±%.1f", 100 * rate, 100 * half);
        std::printf("%-14s %5ld %5ld %13s %6.1f %9.5f %9.5f %9.5f %9.5f %9.5f %9.5f %10.0f\n",
                    names[l].c_str(),
                    s.seats,
                    s.wins,
                    interval,
                    s.seats ? s.score / double(s.seats) : 0,
                    s.turns ? s.seconds / double(s.turns) : 0,
                    percentile(s.wallTimes, 0.99),
                    s.worst,
                    s.turns ? s.cpu / double(s.turns) : 0,
                    percentile(s.cpuTimes, 0.99),
                    s.worstCpu,
                    s.searchCpu > 0 ? double(s.playouts) / s.searchCpu : 0.0);
    }
    for (size_t l = 0; l < names.size(); ++l) {
        const Stats &s = stats[l];
        if (s.searches > 0)
            std::printf("%s: %ld searched decisions (%.1f per turn), Normal's choice overruled in %ld (%.1f%%), %.0f playouts each\n",
                        names[l].c_str(),
                        s.searches,
                        s.turns ? double(s.searches) / double(s.turns) : 0.0,
                        s.overruled,
                        100.0 * double(s.overruled) / double(s.searches),
                        double(s.playouts) / double(s.searches));
    }
    if (log)
        std::fclose(log);
    if (!pairs.empty())
        printLadder(names, stats, pairs, anchorLevel);
    return 0;
}
