// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel beside the board when the wheel is not the start tile: a dark framed dock in the
// board's lower left corner.
import QtQuick
import Fortuna

Rectangle {
    id: dock

    property bool animate: true
    property real boardHeight: 0
    property var crownOccupants: []
    property bool crownsSelectable: false
    property int highlightSector: -1
    readonly property alias wheel: dockWheel

    border.color: Theme.gold
    border.width: 2
    color: "#cc2e1a0a"
    height: dockWheel.height + 16
    radius: 12
    width: dockWheel.width + 16

    WheelBoard {
        id: dockWheel
        animate: dock.animate
        cellSize: Math.max(44, Math.min(70, dock.boardHeight / 10))
        crownOccupants: dock.crownOccupants
        crownsSelectable: dock.crownsSelectable
        highlightSector: dock.highlightSector
        objectName: "dockWheel"
        x: 8
        y: 8
    }
}
