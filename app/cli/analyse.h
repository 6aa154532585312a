// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace fortuna::cli
{

// fortuna-cli analyse FILE [--seat N] [--budget PLAYOUTS|MSms] [--compact]: prints the
// fortuna-analysis/1 JSON (docs/game-record.md). Returns the exit code.
int runAnalyse(const QStringList &args);

} // namespace fortuna::cli
