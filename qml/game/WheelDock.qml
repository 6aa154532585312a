// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel beside the board when the wheel is not the start tile: a dark framed dock in the
// board's lower left corner.
import QtQuick
import Fortuna

Rectangle {
    id: dock

    readonly property alias wheel: dockWheel
    property real boardHeight: 0
    property bool animate: true
    property int highlightSector: -1
    property var crownOccupants: []
    property bool crownsSelectable: false

    width: dockWheel.width + 16
    height: dockWheel.height + 16
    radius: 12
    color: "#cc2e1a0a"
    border.color: Theme.gold
    border.width: 2

    WheelBoard {
        id: dockWheel
        objectName: "dockWheel"
        x: 8
        y: 8
        cellSize: Math.max(44, Math.min(70, dock.boardHeight / 10))
        animate: dock.animate
        highlightSector: dock.highlightSector
        crownOccupants: dock.crownOccupants
        crownsSelectable: dock.crownsSelectable
    }
}
