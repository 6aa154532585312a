// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a saved game: reads a fortuna-record/1 file (at most record::MaxRecordBytes),
// replays it through the record layer and, when that fails, says in one translated line what
// is wrong (a damaged, truncated, foreign or newer-version file, an impossible move). Used by
// SaveGames (files the player opens) and Autosaver (the autosave).
#pragma once

#include "record/record.h"
#include "record/replay.h"
#include "record/smallfile.h"
#include "viewstate.h"

#include <QString>

#include <optional>

namespace fortuna::model
{

struct OpenedRecord {
    std::optional<record::Record> record; // with the turns replayed
    std::optional<rules::Game> game; // the game after them
    QString error; // or why not (translated)
    bool partial = false; // fewer turns than the file holds were replayed
    std::optional<ViewState> view; // what the file keeps for the view, if anything

    bool ok() const { return record.has_value(); }
};

// Why a file could not be read as a record, as one translated sentence built from the read's
// code and arguments (never from its English message).
QString readErrorText(const record::ReadResult &read, const QString &displayName);

// Why a file could not be read at all (a folder, missing, not ours to read, too large...), as
// one translated sentence built from the code.
QString fileErrorText(record::FileError code, const QString &displayName);

// Why a record could not be replayed (its setup or a turn), as one translated sentence built
// from the replay's code and arguments; an engine refusal is told by refusalText, naming the
// players of `record`.
QString replayErrorText(const record::ReplayOutcome &replayed, const record::Record &record, const QString &displayName);

// Opens `path` (named `displayName` in messages); with turns >= 0 only its first `turns`
// turns are replayed.
OpenedRecord openRecordFile(const QString &path, const QString &displayName, int turns = -1);
// The same from the bytes of a record (a game of the store, files/gamestore.h).
OpenedRecord openRecordBytes(const QByteArray &bytes, const QString &displayName, int turns = -1);

} // namespace fortuna::model
