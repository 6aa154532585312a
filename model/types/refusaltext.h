// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's refusals as sentences for people, in the interface language: built from the
// refusal's code and arguments (rules::Status), never from the engine's English text.
#pragma once

#include "convert.h"
#include "rules/types.h"

#include <QString>
#include <QVector>

#include <functional>

namespace fortuna::model
{

// `playerName(i)` names player i (0-based) for refusals that mention another player's follower;
// `self`, the player the sentence speaks to (the one who tried), is "you" (-1: nobody).
QString refusalText(const rules::Status &status, const std::function<QString(int)> &playerName, int self = -1);
// The same, naming players by their seats.
QString refusalText(const rules::Status &status, const Seats &seats, int self = -1);

} // namespace fortuna::model
