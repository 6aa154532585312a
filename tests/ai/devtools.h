// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the AI's development tools (fortuna-tune, fortuna-fit, fortuna-tournament): the
// heuristic evaluation's weights by name (options, printing, a search over them), comma lists
// and the --rules words.
#pragma once

#include "ai/evaluation.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace fortuna::ai
{

struct WeightParam {
    const char *name;
    double Weights::*field;
};

inline const WeightParam WeightParams[] = {
    {"followerBase", &Weights::followerBase},
    {"followerDecay", &Weights::followerDecay},
    {"followerRate", &Weights::followerRate},
    {"followerHorizon", &Weights::followerHorizon},
    {"stormShare", &Weights::stormShare},
    {"extendShare", &Weights::extendShare},
    {"turnShare", &Weights::turnShare},
    {"holeSplit", &Weights::holeSplit},
    {"neighbourShare", &Weights::neighbourShare},
    {"holeTurns", &Weights::holeTurns},
    {"roadGrowth", &Weights::roadGrowth},
    {"cityGrowth", &Weights::cityGrowth},
    {"farmShare", &Weights::farmShare},
    {"crownJoin", &Weights::crownJoin},
    {"tellerTurn", &Weights::tellerTurn},
    {"plagueShare", &Weights::plagueShare},
    {"eventShare", &Weights::eventShare},
};

inline const WeightParam *weightParam(const std::string &name)
{
    for (const WeightParam &p : WeightParams) {
        if (name == p.name)
            return &p;
    }
    return nullptr;
}

// A tool's command line, word by word: usage() prints the tool's usage after the reason and
// exits with status 2.
class Args
{
public:
    Args(int argc, char **argv, const char *tool, const char *usageText)
        : m_argc(argc)
        , m_argv(argv)
        , m_tool(tool)
        , m_usage(usageText)
    {
    }
    // Advances to the next word; false after the last.
    bool next() { return ++m_i < m_argc; }
    std::string word() const { return m_argv[m_i]; }
    // The value after the current word.
    std::string value()
    {
        if (m_i + 1 >= m_argc)
            usage("missing value");
        return m_argv[++m_i];
    }
    [[noreturn]] void usage(const std::string &why) const
    {
        std::fprintf(stderr, "%s: %s\nusage: %s %s\n", m_tool, why.c_str(), m_tool, m_usage);
        std::exit(2);
    }

private:
    int m_argc;
    char **m_argv;
    const char *m_tool;
    const char *m_usage;
    int m_i = 0;
};

inline std::vector<std::string> splitList(const std::string &s, char sep = ',')
{
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= s.size()) {
        const size_t at = s.find(sep, start);
        const size_t end = at == std::string::npos ? s.size() : at;
        if (end > start)
            out.push_back(s.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

// Applies the --rules words (tellers, base, side, majority) to `options`; false on an unknown word.
inline bool applyRules(const std::string &list, rules::Options &options)
{
    for (const std::string &r : splitList(list)) {
        if (r == "tellers")
            options.fortuneTeller = true;
        else if (r == "base")
            options.tileSet = rules::TileSet::BaseAndWheel;
        else if (r == "side")
            options.wheelAsStart = false;
        else if (r == "majority")
            options.famine = rules::FamineRule::Majority;
        else
            return false;
    }
    return true;
}

// The self-play of fortuna-tune and fortuna-fit: how many games, of how many players, from
// which seed, on how many threads, under which rules.
struct SelfPlay {
    long games = 400;
    int players = 2;
    uint64_t seed = 1;
    int threads = 2;
    rules::Options options;
};

// --games, --players, --seed, --threads and --rules into `play`; false when `option` is none
// of them.
inline bool selfPlayOption(Args &args, const std::string &option, SelfPlay &play)
{
    if (option == "--games")
        play.games = std::atol(args.value().c_str());
    else if (option == "--players")
        play.players = std::atoi(args.value().c_str());
    else if (option == "--seed")
        play.seed = std::strtoull(args.value().c_str(), nullptr, 10);
    else if (option == "--threads")
        play.threads = std::max(1, std::atoi(args.value().c_str()));
    else if (option == "--rules") {
        if (!applyRules(args.value(), play.options))
            args.usage("unknown rule");
    } else
        return false;
    return true;
}

// The weight options of fortuna-tune and fortuna-fit: --set name=value,... (into `w`) and
// --only name,... (into `only`). False when `option` is neither.
inline bool weightOption(Args &args, const std::string &option, Weights &w, std::vector<const WeightParam *> &only)
{
    if (option != "--set" && option != "--only")
        return false;
    for (const std::string &kv : splitList(args.value())) {
        const size_t eq = kv.find('=');
        const WeightParam *p = weightParam(kv.substr(0, eq));
        if (!p)
            args.usage("unknown weight " + kv);
        if (option == "--only")
            only.push_back(p);
        else if (eq == std::string::npos)
            args.usage("--set needs name=value");
        else
            w.*p->field = std::atof(kv.c_str() + eq + 1);
    }
    return true;
}

// The weights as a --set argument, after `label`.
inline void printWeights(const char *label, const Weights &w)
{
    std::printf("%s --set ", label);
    bool first = true;
    for (const WeightParam &p : WeightParams) {
        std::printf("%s%s=%.4g", first ? "" : ",", p.name, w.*p.field);
        first = false;
    }
    std::printf("\n");
    std::fflush(stdout);
}

// A search over the weights in `only` (all when empty): each pass scales every weight by
// (1 - step), then (1 + step), and keeps the first change that `keep(weights, trial, param,
// pass)` accepts (it measures and prints); the step halves after every pass, after which
// `passDone(pass)` reports. Returns the weights kept.
template<class Keep, class PassDone>
Weights searchWeights(Weights w, std::vector<const WeightParam *> only, int passes, double step, Keep keep, PassDone passDone)
{
    if (only.empty()) {
        for (const WeightParam &p : WeightParams)
            only.push_back(&p);
    }
    for (int pass = 1; pass <= passes; ++pass) {
        for (const WeightParam *p : only) {
            for (const double factor : {1 - step, 1 + step}) {
                Weights trial = w;
                trial.*p->field *= factor;
                if (keep(w, trial, *p, pass)) {
                    w = trial;
                    break;
                }
            }
        }
        printWeights(("pass " + std::to_string(pass)).c_str(), w);
        passDone(pass);
        step /= 2;
    }
    return w;
}

} // namespace fortuna::ai
