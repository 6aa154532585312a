// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: "Suggest a move" (H). The strong computer player's move for the person to
// act, from GameController.advisor: a ghost of the tile where it would go, in its rotation,
// with a ghost follower where it would stand, framed in the focus colour until the position
// changes. Its parent is the board view's overlay. The line of why is the view's toast.
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

    Image {
        anchors.fill: parent
        asynchronous: true
        opacity: 0.7
        source: hint.visible && visible ? "image://tile/" + hint.advisor.tile + "?r=" + hint.advisor.rotation : ""
        sourceSize: Qt.size(hint.view.cellSize * 2, hint.view.cellSize * 2)
        visible: hint.advisor.tile.length > 0
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: -3
        border.color: Theme.focus
        border.width: 4
        color: "transparent"
        radius: 5
    }
    Meeple {
        height: width
        opacity: 0.9
        player: hint.actingColor
        renderScale: hint.view.detail
        visible: hint.onFeature
        width: hint.view.cellSize * 0.3
        x: hint.at.x * hint.view.cellSize - width / 2
        y: hint.at.y * hint.view.cellSize - height / 2
    }
}
