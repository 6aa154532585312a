// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a game record from a file or a stream: records are small, so a larger input (or an
// endless one such as /dev/zero) is refused. One helper for the game (open, resume) and the CLI.
#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace fortuna::record {

// The largest record read: 64 MiB.
inline constexpr qint64 MaxRecordBytes = 64 * 1024 * 1024;

// Reads a whole file of at most MaxRecordBytes. Returns "" or the reason, Qt's or "it is a
// folder" (*tooLarge set, and the reason "larger than 64 MiB", when the file is larger than
// the limit; a regular file that says so is not read at all).
QString readSmallFile(const QString &path, QByteArray *bytes, bool *tooLarge = nullptr);

// The same for a device already open for reading (standard input, a pipe).
QString readSmallFile(QIODevice &in, QByteArray *bytes, bool *tooLarge = nullptr);

} // namespace fortuna::record
