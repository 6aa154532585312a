// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay of the analysis: the decision picked on its graph (GameController.analysis),
// on the replayed table just before it: the move played, framed in red, and the better one
// the strong search found, framed in the focus colour (a tile where it goes, in its rotation,
// with its follower; a Plague's follower: the frame of its cell). Only while the replay shows
// that position. Its parent is the board view's overlay.
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property GameAnalysis analysis: controller.analysis
    required property GameController controller
    readonly property bool same: analysis.played.x === analysis.best.x && analysis.played.y === analysis.best.y && analysis.played.rotation === analysis.best.rotation
    readonly property bool shown: analysis.selected >= 0 && controller.replay.active && controller.replay.position === analysis.played.turn - 1 && analysis.played.kind !== "choose"
    required property BoardView view

    objectName: "analysisGhosts"
    visible: shown
    z: 4

    Ghost {
        frame: Theme.danger
        move: root.analysis.played
        objectName: "analysisPlayedGhost"
        visible: root.shown && !root.same
    }
    Ghost {
        frame: Theme.focus
        move: root.analysis.best
        objectName: "analysisBestGhost"
        visible: root.shown
    }

    component Ghost: Item {
        id: ghost

        readonly property point at: onFeature ? TileGeometry.featurePoint(move.tile, move.rotation, move.featureKind, move.portIndex) : Qt.point(0.5, 0.5)
        property color frame
        property var move
        readonly property bool onFeature: move.featureKind >= 0 && move.tile.length > 0

        height: root.view.cellSize
        width: root.view.cellSize
        x: move.x * root.view.cellSize
        y: move.y * root.view.cellSize

        Image {
            anchors.fill: parent
            asynchronous: true
            opacity: 0.75
            source: ghost.visible && ghost.move.tile.length > 0 ? "image://tile/" + ghost.move.tile + "?r=" + ghost.move.rotation : ""
            sourceSize: Qt.size(root.view.cellSize * 2, root.view.cellSize * 2)
            visible: ghost.move.tile.length > 0
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -3
            border.color: ghost.frame
            border.width: 4
            color: "transparent"
            radius: 5
        }
        Meeple {
            height: width
            opacity: 0.9
            player: ghost.move.color
            renderScale: root.view.detail
            visible: ghost.onFeature
            width: root.view.cellSize * 0.3
            x: ghost.at.x * root.view.cellSize - width / 2
            y: ghost.at.y * root.view.cellSize - height / 2
        }
    }
}
