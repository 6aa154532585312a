// SPDX-License-Identifier: GPL-3.0-or-later
// A menu of the top bar: parchment, with GameMenuItem entries.
import QtQuick
import QtQuick.Controls
import Fortuna

Menu {
    topPadding: 6
    bottomPadding: 6
    delegate: Component {
        GameMenuItem {}
    }
    background: Rectangle {
        implicitWidth: 250
        radius: 8
        color: Theme.parchment
        border.color: Theme.parchmentEdge
        border.width: 1.5
    }
}
