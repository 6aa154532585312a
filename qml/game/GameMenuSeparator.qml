// SPDX-License-Identifier: GPL-3.0-or-later
// A line between groups of a GameMenu.
import QtQuick
import QtQuick.Controls

MenuSeparator {
    contentItem: Rectangle {
        color: "#d9c49a"
        implicitHeight: 1
    }
}
