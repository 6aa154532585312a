// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the AI's development tools (fortuna-tune, fortuna-tournament): the heuristic
// evaluation's weights by name, comma lists and the --rules words.
#pragma once

#include "rules/ai/evaluation.h"

#include <string>
#include <vector>

namespace fortuna::rules::ai
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
inline bool applyRules(const std::string &list, Options &options)
{
    for (const std::string &r : splitList(list)) {
        if (r == "tellers")
            options.fortuneTeller = true;
        else if (r == "base")
            options.tileSet = TileSet::BaseAndWheel;
        else if (r == "side")
            options.wheelAsStart = false;
        else if (r == "majority")
            options.famine = FamineRule::Majority;
        else
            return false;
    }
    return true;
}

} // namespace fortuna::rules::ai
