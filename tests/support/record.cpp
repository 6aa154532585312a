// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

#include <algorithm>

namespace fortuna::testing
{

Played playRecorded(rules::Game &game, record::Recorder &recorder, const Policy &policy, int turns, Play play)
{
    play.apply = [&recorder](rules::Game &g, const rules::Decision &d) {
        return recorder.apply(g, d);
    };
    if (turns >= 0) {
        auto until = play.until;
        play.until = [&recorder, turns, until](const rules::Game &g) {
            return int(recorder.record().turns.size()) >= turns || (until && until(g));
        };
    }
    return playToEnd(game, policy, play);
}

QString recordDifference(const record::Record &got, const record::Record &expected)
{
    if (got == expected)
        return {};
    const QList<QByteArray> a = record::writeRecord(got).split('\n');
    const QList<QByteArray> b = record::writeRecord(expected).split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QByteArray x = i < a.size() ? a[i] : QByteArray("(none)");
        const QByteArray y = i < b.size() ? b[i] : QByteArray("(none)");
        if (x != y)
            return QStringLiteral("line %1: got %2, expected %3").arg(i + 1).arg(QString::fromUtf8(x), QString::fromUtf8(y));
    }
    return QStringLiteral("the records differ, their texts do not");
}

} // namespace fortuna::testing
