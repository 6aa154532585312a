// SPDX-License-Identifier: GPL-3.0-or-later
// One move shown on the board, with what it is written on it: a ghost of its tile in its
// rotation, its follower, a frame (whole, or only its corners) and a tag on the frame's top
// edge that names it ("Hint", "Played", "Better move"), so that no colour has to tell it
// apart from a player's last tile or the keyboard's choice. The tag keeps its size on the
// screen whatever the zoom. It fills a cell: its parent places it in board pixels.
import QtQuick
import Fortuna

Item {
    id: mark

    // The follower's player colour index (-1: none shown).
    property int color: -1
    // Only the frame's four corners (the move played), else the whole frame.
    property bool corners: false
    // The follower's place on the tile (featurePoint), when it stands on a feature.
    property point followerAt: Qt.point(-1, -1)
    property color frame: Theme.advice

    // the frame's width: 4 pixels on the screen whatever the zoom
    readonly property real line: 4 / Math.max(0.1, view.zoom)
    property string tag
    // The tag on the bottom edge (two marks on one cell: their tags apart).
    property bool tagBelow: false
    property string tile
    property int tileRotation: 0
    required property BoardView view

    Image {
        anchors.fill: parent
        asynchronous: true
        opacity: 0.72
        source: mark.visible && mark.tile.length > 0 ? "image://tile/" + mark.tile + "?r=" + mark.tileRotation : ""
        sourceSize: Qt.size(mark.view.cellSize * 2, mark.view.cellSize * 2)
        visible: mark.tile.length > 0
    }
    // the whole frame: a light inner line keeps it apart from a dark tile
    Rectangle {
        anchors.fill: parent
        anchors.margins: -mark.line
        border.color: mark.frame
        border.width: mark.line
        color: "transparent"
        radius: 5
        visible: !mark.corners

        Rectangle {
            anchors.fill: parent
            anchors.margins: mark.line
            border.color: "#ccffffff"
            border.width: 1.5
            color: "transparent"
            radius: 3
        }
    }
    // the corners only: four brackets a third of the side long
    Repeater {
        model: mark.corners ? 4 : 0

        delegate: Item {
            readonly property real arm: mark.width / 3
            readonly property bool atBottom: index >= 2
            readonly property bool atRight: index === 1 || index === 2
            required property int index

            height: arm
            width: arm
            x: atRight ? mark.width + mark.line - arm : -mark.line
            y: atBottom ? mark.height + mark.line - arm : -mark.line

            Rectangle {
                color: mark.frame
                height: mark.line + 1
                width: parent.width
                y: parent.atBottom ? parent.height - height : 0
            }
            Rectangle {
                color: mark.frame
                height: parent.height
                width: mark.line + 1
                x: parent.atRight ? parent.width - width : 0
            }
        }
    }
    Meeple {
        height: width
        opacity: 0.9
        player: mark.color
        renderScale: mark.view.detail
        visible: mark.followerAt.x >= 0 && mark.color >= 0
        width: mark.view.cellSize * 0.3
        x: mark.followerAt.x * mark.view.cellSize - width / 2
        y: mark.followerAt.y * mark.view.cellSize - height / 2
    }
    // the tag, on the top edge, at the same size on screen at any zoom
    Rectangle {
        id: chip
        border.color: "#ccffffff"
        border.width: 1
        color: mark.frame
        height: label.implicitHeight + 4
        objectName: "moveMarkTag"
        radius: 4
        scale: 1 / Math.max(0.25, mark.view.zoom)
        transformOrigin: Item.Center
        visible: mark.tag.length > 0
        width: label.implicitWidth + 12
        x: (mark.width - width) / 2
        y: mark.tagBelow ? mark.height + mark.line / 2 - height / 2 : -height / 2 - mark.line / 2

        Text {
            id: label
            anchors.centerIn: parent
            color: Theme.white
            font.bold: true
            font.pixelSize: 12
            text: mark.tag
        }
    }
}
