// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the whole path of `fortuna-cli replay FILE` on arbitrary bytes.
//
//   readRecord  -> on success: replay (all turns) -> resultJson (indented and compact)
//               -> replay of the first half of the turns (`--turns K`) -> resultJson
//
// plus properties that must hold for every record the reader accepts:
//   - writeRecord(record) is read back to an equal record (a save always reopens as saved);
//   - the result JSON is valid JSON;
//   - the engine's check mode (rules/check.h) finds no violation in the turns replayed:
//     every feature recounted by flood fill after each placement, every deployment verdict
//     confirmed on a copy, counts and scores consistent.
// A violated property aborts (a "crash" for libFuzzer), as do sanitizer reports.
//
// Build and run: tools/fuzz.sh [SECONDS] (docs/robustness.md).
#include "record/record.h"
#include "record/replay.h"
#include "rules/check.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace fortuna;

namespace
{

[[noreturn]] void violated(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "recordfuzzer: property violated: %s\n%s\n", what, detail.constData());
    std::abort();
}

void checkJson(const QByteArray &json, const char *what)
{
    QJsonParseError error;
    QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        violated(what, error.errorString().toUtf8() + "\n" + json.left(2000));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        if (read.error.isEmpty() || read.error.contains(QLatin1Char('\n')))
            violated("a refused record has one line of error", read.error.toUtf8());
        return 0;
    }
    const record::Record &r = *read.record;

    // A record written back reads as the same record.
    const QByteArray written = record::writeRecord(r);
    const record::ReadResult again = record::readRecord(written);
    if (!again.ok())
        violated("writeRecord output is readable", again.error.toUtf8() + "\n" + written.left(4000));
    if (!(*again.record == r))
        violated("writeRecord round trip", written.left(4000));

    rules::InvariantChecker checker;
    const record::ReplayOutcome all = record::replay(r, -1, &checker);
    if (!checker.ok())
        violated("the engine's check mode", QByteArray::fromStdString(checker.violation()) + "\n" + written.left(4000));
    if (all.ok()) {
        checkJson(record::resultJson(*all.game, r, all.turnsReplayed, false), "result JSON (indented)");
        checkJson(record::resultJson(*all.game, r, all.turnsReplayed, true), "result JSON (compact)");
    } else if (all.error.isEmpty() || all.error.contains(QLatin1Char('\n')) || (all.exitCode != 1 && all.exitCode != 2)) {
        violated("a refused replay has exit 1 or 2 and one line of error", all.error.toUtf8());
    }

    // `--turns K` for half of the turns.
    const int half = int(r.turns.size() / 2);
    const record::ReplayOutcome part = record::replay(r, half);
    if (part.ok()) {
        if (part.turnsReplayed > half)
            violated("a partial replay stops at K turns", QByteArray::number(part.turnsReplayed));
        checkJson(record::resultJson(*part.game, r, part.turnsReplayed, true), "partial result JSON");
    } else if (all.ok()) {
        violated("the first half of a replayable record replays", part.error.toUtf8());
    }
    return 0;
}
