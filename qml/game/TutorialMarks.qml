// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay of "Learn to play": a breathing gold ring around what the step asks to use,
// the spot to lay the tile on or the feature of the tile just laid to click (the one the
// rules will refuse included). Its parent is the board view's overlay.
import QtQuick
import Fortuna
import Fortuna.Art
import Fortuna.Model

Item {
    id: root

    property bool animate: true
    // The GameBoard: its view (cell size), its phase and the tile just laid.
    required property Item board
    readonly property real cell: board.view.cellSize
    // The feature's centre on the tile just laid, in cells from its corner.
    readonly property point featureCentre: onFeature ? TileGeometry.featureCentre(tile.tileId, tile.rotation, tutorial.feature) : Qt.point(-1, -1)
    readonly property bool onFeature: (tutorial.kind === Tutorial.Deploy || tutorial.kind === Tutorial.Refuse) && tutorial.feature >= 0 && board.deploying && tile !== null && !!tile.pending
    readonly property bool onSpot: tutorial.kind === Tutorial.Place && board.placing
    readonly property var tile: board.lastTile
    required property Tutorial tutorial

    anchors.fill: parent

    Rectangle {
        id: ring
        border.color: Theme.gold
        border.width: root.onSpot ? 6 : 7
        color: root.onSpot ? "transparent" : "#40ffe28a"
        height: width
        objectName: "tutorialRing"
        radius: root.onSpot ? root.cell * 0.1 : width / 2
        visible: root.onSpot || (root.onFeature && root.featureCentre.x >= 0)
        width: root.onSpot ? root.cell * 1.16 : root.cell * 0.5
        x: root.onSpot ? (root.tutorial.spot.x - 0.08) * root.cell : (root.onFeature ? (root.tile.x + root.featureCentre.x) * root.cell - width / 2 : 0)
        y: root.onSpot ? (root.tutorial.spot.y - 0.08) * root.cell : (root.onFeature ? (root.tile.y + root.featureCentre.y) * root.cell - height / 2 : 0)

        SequentialAnimation on scale  {
            loops: Animation.Infinite
            running: root.animate && ring.visible

            NumberAnimation {
                duration: Theme.breathe
                easing.type: Easing.InOutSine
                to: 1.08
            }
            NumberAnimation {
                duration: Theme.breathe
                easing.type: Easing.InOutSine
                to: 1
            }
        }
    }
}
