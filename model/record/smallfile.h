// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a game record from a file or a stream: records are small, so a larger input (or an
// endless one such as /dev/zero) is refused. One helper for the game (open, resume) and the CLI.
#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace fortuna::record
{

// The largest record read: 64 MiB.
inline constexpr qint64 MaxRecordBytes = 64 * 1024 * 1024;

// Why a file could not be read, for people (the UI builds a translated sentence from it; the
// English reason returned beside it is for the CLI and logs).
enum class FileError {
    None,
    Folder, // the path names a folder
    NotFound, // no such file
    NoPermission, // the file exists but may not be read
    TooLarge, // larger than MaxRecordBytes
    Unreadable, // any other failure to open or read (Qt's reason in the English text)
};

// Reads a whole file of at most MaxRecordBytes. Returns "" or the reason, Qt's or "it is a
// folder" ("larger than 64 MiB" when the file is larger than the limit; a regular file that
// says so is not read at all). `*code` (optional) receives the reason's code.
QString readSmallFile(const QString &path, QByteArray *bytes, FileError *code = nullptr);

// The same for a device already open for reading (standard input, a pipe).
QString readSmallFile(QIODevice &in, QByteArray *bytes, FileError *code = nullptr);

// Writes `bytes` to `path` atomically (QSaveFile: a temporary file in the same folder, flushed,
// synced and renamed over the old file, so a crash or a kill leaves either the old file or the
// new one; with createFolders, missing folders are made first). Returns "" or the reason of the
// failure (Qt's, translated by Qt). Never writes the target in place. Used by the game's saves
// and autosave and by the network tables (model/net).
QString writeFileAtomically(const QString &path, const QByteArray &bytes, bool createFolders = false);

} // namespace fortuna::record
