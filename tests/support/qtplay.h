// SPDX-License-Identifier: GPL-3.0-or-later
// play.h inside a QTest: a failed check (QVERIFY, QCOMPARE) in a hook ends the game there.
#pragma once

#include "play.h"

#include <QTest>

namespace fortuna::testing
{

inline Play checkedPlay(Play play = {})
{
    play.abort = [] {
        return QTest::currentTestFailed();
    };
    return play;
}

} // namespace fortuna::testing
