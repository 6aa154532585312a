// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/types.h"

#include <QString>
#include <QStringList>

namespace fortuna::cli
{

struct SelfplayOptions {
    int players = 4;
    long long games = 1;
    uint64_t seed = 0;
    QStringList seatLevels{QStringLiteral("random")}; // cycled over the seats
    rules::Options rules;
    QString recordsDir; // empty: no records
    bool check = false;
    bool compact = false;
};

// Runs the games and prints the fortuna-selfplay/1 summary. Returns the exit code.
int runSelfplay(const SelfplayOptions &options);

} // namespace fortuna::cli
