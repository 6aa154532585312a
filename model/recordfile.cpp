// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordfile.h"

#include "convert.h"

#include "record/replay.h"
#include "record/smallfile.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace fortuna::model {

namespace {

// The messages keep the translation context they were written and translated in.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)
};

// A record cut short still names its format near its start.
constexpr qsizetype FormatSniffBytes = 4096;

QString readError(const QByteArray &bytes, const QString &displayName, const QString &why)
{
    if (why.startsWith(QLatin1String("record: the file is empty")))
        return Text::tr("Cannot open %1: the file is empty (%2).").arg(displayName, why);
    if (why.startsWith(QLatin1String("record: not valid JSON"))) {
        if (bytes.left(FormatSniffBytes).contains(record::RecordFormat))
            return Text::tr("Cannot open %1: the saved game is incomplete or damaged (%2).").arg(displayName, why);
        return Text::tr("Cannot open %1: it is not a Fortuna saved game, or it is damaged (%2).").arg(displayName, why);
    }
    if (why.startsWith(QLatin1String("record: a record is a JSON object")))
        return Text::tr("Cannot open %1: it is not a Fortuna saved game (%2).").arg(displayName, why);
    if (why.startsWith(QLatin1String("format:"))) {
        const QString format = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString();
        static const QRegularExpression versioned(QStringLiteral("^fortuna-record/([0-9]+)$"));
        const QRegularExpressionMatch m = versioned.match(format);
        if (m.hasMatch() && m.captured(1).toULongLong() > 1)
            return Text::tr("Cannot open %1: it was saved by a newer version of Fortuna (%2).").arg(displayName, why);
        return Text::tr("Cannot open %1: it is not a Fortuna saved game (%2).").arg(displayName, why);
    }
    return Text::tr("Cannot open %1: the saved game is damaged (%2).").arg(displayName, why);
}

} // namespace

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
        result.error = readError(bytes, displayName, read.error);
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
        if (replayed.exitCode == 1)
            result.error = Text::tr("Cannot open %1: the saved game holds a move that the rules do not allow (%2).").arg(displayName, replayed.error);
        else
            result.error = Text::tr("Cannot open %1: the saved game is damaged (%2).").arg(displayName, replayed.error);
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
