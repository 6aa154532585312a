// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: the spots where the tile fits in the current rotation, breathing, the
// keyboard's choice ringed in the focus colour. Its parent is the board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Repeater {
    id: spots

    required property BoardView view
    required property GameController controller
    property bool active: false
    property bool animate: true
    // The keyboard's choice (an index into the legal positions), -1 for none.
    property int cursor: -1
    // The accessible name of a spot (translated by the board).
    property string spotName

    signal spotClicked(int x, int y)

    model: active ? controller.legalPositions : null
    delegate: Rectangle {
        id: spot
        required property int index
        required property var model
        readonly property int cellX: model.x
        readonly property int cellY: model.y
        readonly property bool chosen: spots.cursor === index
        objectName: "legalMarker_" + cellX + "_" + cellY
        Accessible.role: Accessible.Button
        Accessible.name: spots.spotName
        Accessible.onPressAction: spots.spotClicked(cellX, cellY)
        x: cellX * spots.view.cellSize + spots.view.cellSize * 0.05
        y: cellY * spots.view.cellSize + spots.view.cellSize * 0.05
        width: spots.view.cellSize * 0.9
        height: width
        radius: spots.view.cellSize * 0.08
        color: chosen ? "#88ffe9a0" : "#55ffe28a"
        border.width: chosen ? 5 : 3.5
        border.color: chosen ? Theme.focus : Theme.marker
        SequentialAnimation on opacity {
            running: spots.animate
            loops: Animation.Infinite
            NumberAnimation { to: 0.55; duration: Theme.breathe; easing.type: Easing.InOutSine }
            NumberAnimation { to: 1; duration: Theme.breathe; easing.type: Easing.InOutSine }
        }
    }
}
