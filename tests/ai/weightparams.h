// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic evaluation's weights by name, for the development tools (fortuna-tune,
// fortuna-tournament's level overrides).
#pragma once

#include "rules/ai/evaluation.h"

#include <string>

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

} // namespace fortuna::rules::ai
