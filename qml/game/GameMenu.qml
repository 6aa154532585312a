// SPDX-License-Identifier: GPL-3.0-or-later
// A menu of the top bar: parchment, with GameMenuItem entries.
import QtQuick
import QtQuick.Controls
import Fortuna

Menu {
    bottomPadding: 6
    topPadding: 6

    background: Rectangle {
        border.color: Theme.parchmentEdge
        border.width: 1.5
        color: Theme.parchment
        implicitWidth: 250
        radius: 8
    }
    delegate: Component {
        GameMenuItem {
        }
    }
}
