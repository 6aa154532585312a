// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader would miss on a screen: every control it can reach without an
// accessible name, and every clickable area it cannot reach at all (a MouseArea with the
// pointing hand and no accessible item at or above it). Read through QAccessible, as AT-SPI reads
// the window; the game tests call it as `testSupport.unnamedControls(item)`.
#pragma once

#include <QStringList>

class QQuickItem;

namespace fortuna::test
{

// One line per fault: "Button 'seatColor' (SeatRow_QMLTYPE_12) has no name". Items that are
// not visible or not enabled are skipped with their children.
QStringList unnamedControls(QQuickItem *root);

} // namespace fortuna::test
