// SPDX-License-Identifier: GPL-3.0-or-later
// What the commands of fortuna-cli share: errors, output, numbers and reading a record.
#pragma once

#include "record/record.h"

#include <QString>

#include <optional>

namespace fortuna::cli
{

// Prints the one-line message on stderr; returns exit code 2.
int usageError(const QString &message);
// Writes `data` to stdout and flushes it.
void printOut(const QByteArray &data);
// `text` as an integer from min to max, or none.
std::optional<long long> parseInteger(const QString &text, long long min, long long max);
// Reads the fortuna-record/1 of `file` ("-": standard input) into *out. Returns 0, or 2 after
// printing why on stderr (unreadable, larger than 64 MiB, not a readable record).
int loadRecord(const QString &file, record::Record *out);

} // namespace fortuna::cli
