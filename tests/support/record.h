// SPDX-License-Identifier: GPL-3.0-or-later
// play.h through a record::Recorder: every decision recorded as the app records it.
#pragma once

#include "play.h"
#include "record/record.h"
#include "record/recorder.h"

#include <QString>

namespace fortuna::testing
{

// Plays `game` with `policy` through `recorder` until the record holds `turns` turns
// (turns < 0: to the end of the game), or a stop of `play`.
Played playRecorded(rules::Game &game, record::Recorder &recorder, const Policy &policy, int turns = -1, Play play = {});

// Empty when `got == expected` (Record::operator==), otherwise where they differ: the first
// line of their text (record::writeRecord, one turn a line) that is not the same, for
// QCOMPARE(recordDifference(a, b), QString()).
QString recordDifference(const record::Record &got, const record::Record &expected);

} // namespace fortuna::testing
