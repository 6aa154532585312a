// SPDX-License-Identifier: GPL-3.0-or-later
// A decision as a number (to compare two sequences of decisions) or as a line of text (the
// golden traces of ai-tracetest).
#pragma once

#include "rules/game.h"

#include <cstdint>
#include <string>

namespace fortuna::testing
{

// FNV-1a of every field of the decision: equal decisions, equal hashes.
uint64_t hashDecision(const rules::Decision &d);

// "none", "road N", "crown Fortune 0".
std::string deploymentText(const rules::Deployment &d);

// The decision in words, read in `game` before it is applied: "place U/2 at 3,-1 r1",
// "deploy road N", "choose 1 of A,B -> B", "plague road at 2,-1 S".
std::string decisionText(const rules::Game &game, const rules::Decision &d);

} // namespace fortuna::testing
