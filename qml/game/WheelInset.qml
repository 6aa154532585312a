// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel inset: when the pig moves while the wheel on the board is out of sight, a small
// framed copy of the wheel shows in the board's lower left corner with the pig walking (it
// mirrors the board's wheel step for step). It goes a moment after the walk, or when the
// wheel comes into view; a click on it brings the board's wheel into view.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: inset

    property bool animate: true
    property real boardHeight: 600
    required property GameController controller
    property var crownOccupants: []
    property int highlightSector: -1
    required property BoardView view
    // A wheel event happened with the wheel out of sight.
    property bool wanted: false
    property bool wheelWalking: false

    // Whether the whole wheel of the board shows in the view.
    function wheelInView() {
        const v = inset.view;
        v.panX;
        v.panY;
        v.zoom;
        v.width;
        v.height;
        const c = v.cellCentre(1.5, 1.5); // the middle of the 4 x 4 wheel board
        const r = v.wheel.wheelRadius * v.zoom;
        return c.x - r >= 0 && c.x + r <= v.width && c.y - r >= 0 && c.y + r <= v.height;
    }

    //: %1: a sector's name
    Accessible.name: qsTr("The wheel: the pig walks to %1").arg(Words.sectorName(controller.pigSector))
    Accessible.role: Accessible.Graphic
    border.color: Theme.gold
    border.width: 2
    color: "#cc2e1a0a"
    height: insetWheel.height + 16
    objectName: "wheelInset"
    radius: 12
    visible: wanted && controller.options.wheelAsStart && controller.phase !== GameController.NoGame && !wheelInView()
    width: insetWheel.width + 16

    Connections {
        function onGameStarted() {
            inset.wanted = false;
        }
        function onPigStepsChanged() {
            if (inset.controller.options.wheelAsStart && !inset.wheelInView()) {
                inset.wanted = true;
                insetTimer.restart();
            }
        }

        target: inset.controller
    }
    Timer {
        id: insetTimer
        interval: 4000

        // stays while the pig walks, then a moment longer
        onTriggered: {
            if (inset.wheelWalking)
                restart();
            else
                inset.wanted = false;
        }
    }
    WheelBoard {
        id: insetWheel
        animate: inset.animate
        cellSize: Math.max(40, Math.min(60, inset.boardHeight / 12))
        crownOccupants: inset.crownOccupants
        highlightSector: inset.highlightSector
        mirror: inset.view.wheel
        objectName: "insetWheel"
        x: 8
        y: 8
    }
    // a click brings the board's wheel into view
    MouseArea {
        id: insetArea
        ToolTip.delay: 400
        ToolTip.text: qsTr("Show the wheel on the board")
        ToolTip.visible: containsMouse
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        hoverEnabled: true

        onClicked: {
            inset.wanted = false;
            const v = inset.view;
            v.panTo(2 * v.cellSize - v.width / 2 / v.zoom, 2 * v.cellSize - v.height / 2 / v.zoom);
        }
    }
}
