// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: the spots where the tile fits in the current rotation, breathing, the
// keyboard's choice ringed in the focus colour. Its parent is the board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Repeater {
    id: spots

    property bool active: false
    property bool animate: true
    required property GameController controller
    // The keyboard's choice (an index into the legal positions), -1 for none.
    property int cursor: -1
    // What a spot offers, for a screen reader (translated by the board); its name says where it
    // is and what it touches (Speech.spot).
    property string spotName
    required property BoardView view

    signal spotClicked(int x, int y)

    model: active ? controller.legalPositions : null

    delegate: Rectangle {
        id: spot

        readonly property int cellX: model.x
        readonly property int cellY: model.y
        readonly property bool chosen: spots.cursor === index
        required property int index
        required property var model

        Accessible.description: spots.spotName
        Accessible.name: {
            spots.controller.board.count; // a tile laid beside changes what the spot touches
            return Speech.spot(spots.controller.board, spots.controller.options.wheelAsStart, cellX, cellY, KeyNames.revision);
        }
        Accessible.role: Accessible.Button
        border.color: chosen ? Theme.focus : Theme.marker
        border.width: chosen ? 5 : 3.5
        color: chosen ? "#88ffe9a0" : "#55ffe28a"
        height: width
        objectName: "legalMarker_" + cellX + "_" + cellY
        radius: spots.view.cellSize * 0.08
        // "Learn to play" lights only the lesson's spot
        visible: !spots.controller.tutorial.active || (spots.controller.tutorial.kind === Tutorial.Place && cellX === spots.controller.tutorial.spot.x && cellY === spots.controller.tutorial.spot.y)
        width: spots.view.cellSize * 0.9
        x: cellX * spots.view.cellSize + spots.view.cellSize * 0.05
        y: cellY * spots.view.cellSize + spots.view.cellSize * 0.05

        SequentialAnimation on opacity  {
            loops: Animation.Infinite
            running: spots.animate

            NumberAnimation {
                duration: Theme.breathe
                easing.type: Easing.InOutSine
                to: 0.55
            }
            NumberAnimation {
                duration: Theme.breathe
                easing.type: Easing.InOutSine
                to: 1
            }
        }

        Accessible.onPressAction: spots.spotClicked(cellX, cellY)
    }
}
