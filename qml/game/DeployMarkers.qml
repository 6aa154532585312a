// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: where a follower may go on the tile just laid, a pulsing marker with a
// ghost follower of the acting player (the keyboard's choice in the focus colour). Its
// parent is the board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Repeater {
    id: markers

    required property BoardView view
    required property GameController controller
    property bool active: false
    property bool animate: true
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    // The acting player's colour index (the ghost follower).
    property int actingColor: -1
    // The accessible name ("Deploy here: %1": role), translated by the board.
    property string nameTemplate

    // A command was refused: the engine's reason.
    signal refused(string reason)

    model: active ? controller.deployOptions : null
    delegate: Item {
        id: marker
        required property int index
        required property var model
        readonly property string kind: model.kind
        readonly property string feature: model.feature
        readonly property string port: model.port
        readonly property int cellX: model.x
        readonly property int cellY: model.y
        readonly property int turns: model.rotation
        readonly property point at: kind === "feature"
            ? TileGeometry.featurePoint(markers.controller.currentTile, turns, model.featureKind, model.portIndex)
            : Qt.point(-1, -1)
        readonly property bool chosen: markers.cursor === index
        readonly property BoardView view: markers.view

        function deploy() {
            const reason = markers.controller.deployOnFeature(feature, port);
            if (reason.length > 0)
                markers.refused(reason);
        }

        objectName: "deployMarker_" + feature + "_" + port
        visible: kind === "feature" && at.x >= 0
        width: view.cellSize * 0.34
        height: width
        z: 3
        x: (cellX + at.x) * view.cellSize - width / 2
        y: (cellY + at.y) * view.cellSize - height / 2
        Accessible.role: Accessible.Button
        Accessible.name: markers.nameTemplate.arg(Words.followerRole(feature))
        Accessible.onPressAction: marker.deploy()

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 1.2
            height: width
            radius: width / 2
            color: marker.chosen || area.containsMouse ? "#ddfff3c4" : "#aafff3c4"
            border.width: marker.chosen ? 4 : 2.5
            border.color: marker.chosen ? Theme.focus : Theme.gold
            SequentialAnimation on scale {
                running: markers.animate && !area.containsMouse
                loops: Animation.Infinite
                NumberAnimation { to: 1.12; duration: Theme.pulse; easing.type: Easing.InOutSine }
                NumberAnimation { to: 1; duration: Theme.pulse; easing.type: Easing.InOutSine }
            }
        }
        Meeple {
            anchors.fill: parent
            anchors.margins: parent.width * 0.08
            player: markers.actingColor
            renderScale: marker.view.detail
            opacity: area.containsMouse || marker.chosen ? 0.95 : 0.5
        }
        MouseArea {
            id: area
            anchors.fill: parent
            anchors.margins: -3
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: marker.deploy()
            ToolTip.visible: containsMouse
            ToolTip.delay: 300
            ToolTip.text: Words.followerRole(marker.feature)
        }
    }
}
