// SPDX-License-Identifier: GPL-3.0-or-later
// The uniformly random legal player: every decision drawn uniformly among the legal ones.
#pragma once

#include "rules/game.h"

namespace fortuna::rules
{

class RandomPlayer
{
public:
    explicit RandomPlayer(uint64_t seed = 0)
        : m_rng(seed)
    {
    }
    // A legal decision for the game's current phase (not GameOver).
    Decision decide(const Game &game);

private:
    Rng m_rng;
};

} // namespace fortuna::rules
