// SPDX-License-Identifier: GPL-3.0-or-later
// The follower decision that waits for the end of the turn (GameController.confirmTurns):
// the follower stands where it was put, in a gold ring, on the tile just laid or on its
// crown space, until the turn ends or it is taken back.
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: staged

    // The game board (GameBoard.qml): its controller, wheel in use, last tile, colours.
    required property Item board
    readonly property GameController controller: board.controller
    readonly property int crown: option && option.kind === "crown" ? WheelLayout.crownIndex(option.sector, option.slot) : -1
    readonly property var option: controller.staging.turnStaged && controller.staging.stagedOption >= 0 && controller.staging.stagedOption < controller.deployOptions.count ? controller.deployOptions.get(controller.staging.stagedOption) : null
    readonly property var tile: board.lastTile
    readonly property point tileSpot: option && option.kind === "feature" && tile ? TileGeometry.featureCentre(tile.tileId, tile.rotation, option.localFeature) : Qt.point(-1, -1)
    required property BoardView view

    objectName: "stagedLayer"

    Figure {
        objectName: "stagedFollower"
        parent: staged.view.overlay
        visible: staged.tileSpot.x >= 0
        width: staged.view.cellSize * 0.3
        x: staged.tile ? (staged.tile.x + staged.tileSpot.x) * staged.view.cellSize - width / 2 : 0
        y: staged.tile ? (staged.tile.y + staged.tileSpot.y) * staged.view.cellSize - height / 2 : 0
        z: 3
    }
    Figure {
        readonly property real angle: staged.crown >= 0 ? WheelLayout.crownAngle(staged.crown) * Math.PI / 180 : 0
        readonly property real ring: staged.board.wheel.wheelRadius * WheelLayout.crownRadius

        objectName: "stagedCrownFollower"
        parent: staged.board.wheel
        visible: staged.crown >= 0
        width: staged.board.wheel.wheelRadius * 0.19
        x: staged.board.wheel.wheelCentre.x + Math.sin(angle) * ring - width / 2
        y: staged.board.wheel.wheelCentre.y - Math.cos(angle) * ring - height / 2 - height * 0.1
        z: 12
    }

    component Figure: Item {
        height: width

        Rectangle {
            anchors.centerIn: parent
            border.color: Theme.goldBright
            border.width: 3
            color: "#66fff3c4"
            height: width
            radius: width / 2
            width: parent.width * 1.5
        }
        Meeple {
            anchors.fill: parent
            player: staged.board.actingColor
            renderScale: staged.view.detail
        }
    }
}
