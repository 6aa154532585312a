// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordfile.h"

#include "controllertext.h"
#include "convert.h"
#include "refusaltext.h"

#include <QCoreApplication>

namespace fortuna::model
{

QString readErrorText(const record::ReadResult &read, const QString &displayName)
{
    using record::ReadError;
    switch (read.code) {
    case ReadError::Empty:
        return ControllerText::tr("Cannot open %1: the file is empty.").arg(displayName);
    case ReadError::NotJson:
        if (read.namesFormat)
            return ControllerText::tr("Cannot open %1: the saved game is incomplete or damaged.").arg(displayName);
        return ControllerText::tr("Cannot open %1: it is not a Fortuna saved game, or it is damaged.").arg(displayName);
    case ReadError::NotObject:
    case ReadError::NoFormat:
    case ReadError::OtherFormat:
        return ControllerText::tr("Cannot open %1: it is not a Fortuna saved game.").arg(displayName);
    case ReadError::NewerFormat:
        return ControllerText::tr("Cannot open %1: it was saved by a newer version of Fortuna.").arg(displayName);
    case ReadError::Missing:
        //: %1: a file name; %2: a field's path in the record
        return ControllerText::tr("Cannot open %1: the saved game is damaged: %2 is missing.").arg(displayName, read.field);
    case ReadError::BadValue:
        if (!read.value.isEmpty())
            //: %1: a file name; %2: a field's path in the record, e.g. "turns[3].place.at"; %3: the raw value found
            return ControllerText::tr("Cannot open %1: the saved game is damaged: %2 cannot be %3.").arg(displayName, read.field, read.value);
        return ControllerText::tr("Cannot open %1: the saved game is damaged: %2 is wrong.").arg(displayName, read.field);
    case ReadError::None:
        break;
    }
    return ControllerText::tr("Cannot open %1: the saved game is damaged.").arg(displayName);
}

QString fileErrorText(record::FileError code, const QString &displayName)
{
    using record::FileError;
    switch (code) {
    case FileError::Folder:
        return ControllerText::tr("Cannot open %1: it is a folder.").arg(displayName);
    case FileError::NotFound:
        return ControllerText::tr("Cannot open %1: the file does not exist.").arg(displayName);
    case FileError::NoPermission:
        return ControllerText::tr("Cannot open %1: you may not read it.").arg(displayName);
    case FileError::TooLarge:
        return ControllerText::tr("Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.").arg(displayName);
    case FileError::Unreadable:
    case FileError::None:
        break;
    }
    return ControllerText::tr("Cannot open %1: the file cannot be read.").arg(displayName);
}

QString replayErrorText(const record::ReplayOutcome &replayed, const record::Record &record, const QString &displayName)
{
    using record::ReplayError;
    switch (replayed.code) {
    case ReplayError::SetupRefused:
        return ControllerText::tr("Cannot open %1: the rules do not allow the setup of this game.").arg(displayName);
    case ReplayError::TurnRefused: {
        const auto playerName = [&record](int i) {
            return i >= 0 && size_t(i) < record.players.size() ? seatName(record.players[size_t(i)].name) : QString::number(i + 1);
        };
        //: %1: a file name; %2: a turn number; %3: the rules' reason, a whole sentence
        return ControllerText::tr("Cannot open %1: turn %2 breaks the rules: %3")
            .arg(displayName, QString::number(replayed.turn), refusalText(replayed.refusal, playerName));
    }
    case ReplayError::TurnMismatch:
        return ControllerText::tr("Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).").arg(displayName).arg(replayed.turn);
    case ReplayError::None:
        break;
    }
    return ControllerText::tr("Cannot open %1: the saved game is damaged.").arg(displayName);
}

OpenedRecord openRecordFile(const QString &path, const QString &displayName, int turns)
{
    OpenedRecord result;
    QByteArray bytes;
    record::FileError fileError = record::FileError::None;
    if (!record::readSmallFile(path, &bytes, &fileError).isEmpty()) {
        result.error = fileErrorText(fileError, displayName);
        return result;
    }
    return openRecordBytes(bytes, displayName, turns);
}

OpenedRecord openRecordBytes(const QByteArray &bytes, const QString &displayName, int turns)
{
    OpenedRecord result;
    record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        result.error = readErrorText(read, displayName);
        return result;
    }
    const QStringList levels = computerLevels();
    for (size_t i = 0; i < read.record->players.size(); ++i) {
        const record::PlayerInfo &p = read.record->players[i];
        if (p.isComputer() && !p.level.isEmpty() && !levels.contains(p.level)) {
            result.error = ControllerText::tr("Cannot open %1: players[%2].ai: unknown computer level \"%3\".").arg(displayName).arg(i).arg(p.level);
            return result;
        }
    }
    record::ReplayOutcome replayed = record::replay(*read.record, turns);
    if (!replayed.ok()) {
        result.error = replayErrorText(replayed, *read.record, displayName);
        return result;
    }
    if (turns >= 0 && size_t(replayed.turnsReplayed) < read.record->turns.size()) {
        read.record->turns.resize(size_t(replayed.turnsReplayed));
        result.partial = true;
    }
    result.record = std::move(read.record);
    result.game = std::move(replayed.game);
    result.view = readViewState(bytes);
    return result;
}

} // namespace fortuna::model
