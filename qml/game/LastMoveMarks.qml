// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: what the others did last. Each player's last tile wears an outline in that
// player's colour and its follower, while it stands, a ring; the player about to act sees
// everyone else's, and a player's marks go when that player moves again. Its parent is the
// board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Repeater {
    id: marks

    // The colour index of a player (GameBoard.playerColorIndex).
    property var colorIndexOf: null
    required property GameController controller
    required property BoardView view

    model: controller.lastMoves

    delegate: Item {
        id: mark

        readonly property int cellX: model.x
        readonly property int cellY: model.y
        readonly property color color: Theme.playerColors[Math.max(0, marks.colorIndexOf ? marks.colorIndexOf(player) : 0)]
        required property int feature
        required property string follower
        readonly property point followerAt: follower === "land" ? TileGeometry.featurePoint(tileId, rotation, feature, port) : Qt.point(-1, -1)
        required property int index
        required property var model
        required property int player
        required property int port
        required property int rotation
        required property string tileId

        objectName: "lastMove_" + player
        visible: player !== marks.controller.actingPlayer && marks.controller.phase !== GameController.NoGame

        Rectangle {
            border.color: mark.color
            border.width: Math.max(2.5, marks.view.cellSize * 0.035)
            color: "transparent"
            height: marks.view.cellSize - 6
            objectName: "lastTileOutline"
            opacity: 0.9
            radius: 5
            width: marks.view.cellSize - 6
            x: mark.cellX * marks.view.cellSize + 3
            y: mark.cellY * marks.view.cellSize + 3
        }
        Rectangle {
            border.color: mark.color
            border.width: 3
            color: "#66ffffff"
            height: width
            objectName: "lastFollowerRing"
            radius: width / 2
            visible: mark.followerAt.x >= 0
            width: marks.view.cellSize * 0.46
            x: (mark.cellX + mark.followerAt.x) * marks.view.cellSize - width / 2
            y: (mark.cellY + mark.followerAt.y) * marks.view.cellSize - height / 2
            z: -1
        }
    }
}
