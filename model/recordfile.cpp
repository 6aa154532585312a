// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordfile.h"

#include "convert.h"

#include "record/replay.h"
#include "record/smallfile.h"

#include <QCoreApplication>

namespace fortuna::model {

namespace {

// The messages keep the translation context they were written and translated in.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)
};

} // namespace

QString readErrorText(const record::ReadResult &read, const QString &displayName)
{
    using record::ReadError;
    switch (read.code) {
    case ReadError::Empty:
        return Text::tr("Cannot open %1: the file is empty.").arg(displayName);
    case ReadError::NotJson:
        if (read.namesFormat)
            return Text::tr("Cannot open %1: the saved game is incomplete or damaged.").arg(displayName);
        return Text::tr("Cannot open %1: it is not a Fortuna saved game, or it is damaged.").arg(displayName);
    case ReadError::NotObject:
    case ReadError::NoFormat:
    case ReadError::OtherFormat:
        return Text::tr("Cannot open %1: it is not a Fortuna saved game.").arg(displayName);
    case ReadError::NewerFormat:
        return Text::tr("Cannot open %1: it was saved by a newer version of Fortuna.").arg(displayName);
    case ReadError::Missing:
        return Text::tr("Cannot open %1: the saved game is damaged: %2 is missing.").arg(displayName, read.field);
    case ReadError::BadValue:
        if (!read.value.isEmpty())
            return Text::tr("Cannot open %1: the saved game is damaged: %2 cannot be %3.").arg(displayName, read.field, read.value);
        return Text::tr("Cannot open %1: the saved game is damaged: %2 is wrong.").arg(displayName, read.field);
    case ReadError::None:
        break;
    }
    return Text::tr("Cannot open %1: the saved game is damaged.").arg(displayName);
}

OpenedRecord openRecordFile(const QString &path, const QString &displayName, int turns)
{
    OpenedRecord result;
    QByteArray bytes;
    bool tooLarge = false;
    const QString fileError = record::readSmallFile(path, &bytes, &tooLarge);
    if (tooLarge) {
        result.error = Text::tr("Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.").arg(displayName);
        return result;
    }
    if (!fileError.isEmpty()) {
        result.error = Text::tr("Cannot open %1: %2.").arg(displayName, fileError);
        return result;
    }
    record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        result.error = readErrorText(read, displayName);
        return result;
    }
    const QStringList levels = computerLevels();
    for (size_t i = 0; i < read.record->players.size(); ++i) {
        const record::PlayerInfo &p = read.record->players[i];
        if (p.ai && !p.ai->isEmpty() && !levels.contains(*p.ai)) {
            result.error = Text::tr("Cannot open %1: players[%2].ai: unknown computer level \"%3\".").arg(displayName).arg(i).arg(*p.ai);
            return result;
        }
    }
    record::ReplayOutcome replayed = record::replay(*read.record, turns);
    if (!replayed.ok()) {
        // The turn at fault is the one after those replayed.
        if (replayed.exitCode == 1)
            result.error = Text::tr("Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).")
                               .arg(displayName)
                               .arg(replayed.turnsReplayed + 1);
        else
            result.error = Text::tr("Cannot open %1: the saved game is damaged.").arg(displayName);
        return result;
    }
    if (turns >= 0 && size_t(replayed.turnsReplayed) < read.record->turns.size()) {
        read.record->turns.resize(size_t(replayed.turnsReplayed));
        result.partial = true;
    }
    result.record = std::move(read.record);
    result.game = std::move(replayed.game);
    return result;
}

} // namespace fortuna::model
