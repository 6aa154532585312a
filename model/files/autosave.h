// SPDX-License-Identifier: GPL-3.0-or-later
// Files that must never be torn: writing atomically (QSaveFile: the bytes go to a temporary
// file in the same folder, which is flushed, synced and then renamed over the old file, so a
// crash or a kill leaves either the old file or the new one), and the autosave's place.
//
// The autosave lives in `$FORTUNA_DATA_DIR/autosave.fortuna` when that environment variable
// is set, otherwise in QStandardPaths::AppDataLocation (~/.local/share/Fortuna/fortuna/ for
// the game). Tests and tools point FORTUNA_DATA_DIR (or GameController::autosaveDirectory)
// at a folder of their own.
#pragma once

#include "record/smallfile.h"

#include <QByteArray>
#include <QString>

namespace fortuna::model
{

// Saved games are small; a larger file is refused unread (record/smallfile.h, also the CLI's).
using record::MaxRecordBytes;
using record::readSmallFile;

// Writes `bytes` to `path` atomically (with createFolders, missing folders are made first).
// Returns "" or the reason of the failure, translated (a clause: "you may not write there").
// Never writes the target in place.
QString writeFileAtomically(const QString &path, const QByteArray &bytes, bool createFolders = false);

class AutosaveStore
{
public:
    static constexpr char FileName[] = "autosave.fortuna";
    static constexpr char EnvironmentVariable[] = "FORTUNA_DATA_DIR";

    // $FORTUNA_DATA_DIR when set and not empty, else the application's AppDataLocation.
    static QString defaultDirectory();

    QString directory() const { return m_directory; }
    void setDirectory(const QString &directory) { m_directory = directory; }
    // The autosave file; "" when there is no directory (autosave impossible).
    QString filePath() const;
    bool exists() const;

    QString write(const QByteArray &bytes) const { return writeFileAtomically(filePath(), bytes, true); }
    // Removes the autosave (true when there is none afterwards).
    bool remove() const;
    // Removes the temporary files that writes interrupted by a crash may have left beside the
    // autosave (`autosave.fortuna.XXXXXX`; with O_TMPFILE, Linux leaves none). Returns how many.
    int removeStaleTemporaries() const;

private:
    QString m_directory;
};

} // namespace fortuna::model
