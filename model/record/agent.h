// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players behind one interface, made by level name. Only `random` exists so far;
// add a level by adding a row to the table in agent.cpp.
#pragma once

#include "rules/game.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace fortuna::record {

class Agent
{
public:
    virtual ~Agent() = default;
    // A legal decision for the game's current phase (never called at GameOver). For the
    // Plague phase it decides for game.plaguePlayer(), otherwise for game.currentPlayer().
    virtual rules::Decision decide(const rules::Game &game) = 0;
    // Starts afresh with a new seed (a new game), keeping allocated buffers.
    virtual void reseed(uint64_t seed) = 0;
};

// The agent of `level` seeded with `seed`, or none (and *error set) for an unknown level.
std::unique_ptr<Agent> makeAgent(const QString &level, uint64_t seed, QString *error = nullptr);
QStringList agentLevels();

// A deterministic 64-bit mix of a seed and up to two indices (game, seat), for agent seeds.
uint64_t mixSeed(uint64_t seed, uint64_t a, uint64_t b = 0);

} // namespace fortuna::record
