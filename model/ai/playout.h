// SPDX-License-Identifier: GPL-3.0-or-later
// A determinized playout's continuation, shared by the strong level's search and the
// post-game analysis (internal to the AI).
#pragma once

#include "ai/agent.h"
#include "ai/evaluation.h"

#include <algorithm>

namespace fortuna::ai
{

// The playouts' depth when the configuration leaves it to the game (depth 0): they end just
// after the searcher's own next turn, at least four turns on (two players: reply, own turn,
// reply, own turn; three: two rounds; four or five: one round).
inline int automaticDepth(int players)
{
    const int p = std::max(1, players);
    return (4 + p - 1) / p * p;
}

// Plays `sim` on with `policy` for `depth` turns (a turn ends with its Deploy decision), to
// the end of the game or for at most 63 decisions, whichever comes first.
inline void rollOut(rules::Game &sim, Agent &policy, int depth)
{
    int turns = 0;
    int guard = 0;
    while (sim.phase() != rules::Phase::GameOver && turns < depth && ++guard < 64) {
        const rules::Phase phase = sim.phase();
        if (!sim.apply(policy.decide(sim)))
            break;
        if (phase == rules::Phase::Deploy)
            ++turns;
    }
}

// The evaluation weights of a strong search for a game of `players` (levels.h: StrongConfig).
template<typename Config>
const Weights &weightsFor(const Config &config, int players)
{
    return players == 2 && config.twoPlayer ? *config.twoPlayer : config.weights;
}

} // namespace fortuna::ai
