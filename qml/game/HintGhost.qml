// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: "Suggest a move" (H). The strong computer player's move for the person to
// act, from GameController.advisor: a ghost of the tile where it would go, in its rotation,
// with a ghost follower where it would stand, framed and tagged in the advice colour (not the
// keyboard's blue) until the position changes. Its parent is the board view's overlay. The line of why is the view's toast.
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: hint

    // The acting player's colour index (the ghost follower).
    property int actingColor: -1
    readonly property MoveAdvisor advisor: controller.advisor
    readonly property point at: onFeature ? TileGeometry.featurePoint(advisor.tile, advisor.rotation, advisor.featureKind, advisor.portIndex) : Qt.point(0.5, 0.5)
    required property GameController controller
    readonly property bool onFeature: advisor.featureKind >= 0 && advisor.tile.length > 0
    required property BoardView view

    height: view.cellSize
    objectName: "hintGhost"
    // A Plague hint has no tile: the frame marks the cell of the follower to give back.
    visible: advisor.valid && (advisor.tile.length > 0 || advisor.featureKind >= 0)
    width: view.cellSize
    x: advisor.x * view.cellSize
    y: advisor.y * view.cellSize
    z: 4

    MoveMark {
        anchors.fill: parent
        color: hint.actingColor
        followerAt: hint.onFeature ? hint.at : Qt.point(-1, -1)
        frame: Theme.advice
        objectName: "hintMark"
        tag: qsTr("Hint")
        tile: hint.advisor.tile
        tileRotation: hint.advisor.rotation
        view: hint.view
    }
}
