// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: the followers on the land. While the plague chooses, the followers that
// may go wear a pulsing ring (the keyboard's choice in the focus colour) and take the
// click. Its parent is the board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Repeater {
    id: followers

    property bool animate: true
    // The followers-model row of the keyboard's choice, -1 for none.
    property int chosenRow: -1
    required property GameController controller
    // Texts translated by the board: the accessible name ("%1's follower: %2": owner, role)
    // and the refusal of a follower that may not go.
    property string nameTemplate
    property string notRemovableText
    property bool plaguing: false
    required property BoardView view

    // A command was refused: the engine's reason or the board's text.
    signal refused(string reason)

    model: controller.followers

    delegate: Item {
        id: follower

        readonly property point at: onCrown ? Qt.point(-1, -1) : TileGeometry.featurePoint(tileId, turns, feature, port)
        readonly property int cellX: model.x
        readonly property int cellY: model.y
        readonly property bool chosen: followers.plaguing && removable && followers.chosenRow === index
        readonly property string colorName: model.colorName
        readonly property int feature: model.feature
        required property int index
        required property var model
        readonly property bool onCrown: model.onCrown
        readonly property string ownerName: followers.controller.players.count > player ? followers.controller.players.value(player, "name") : ""
        readonly property int player: model.player
        readonly property int port: model.port
        readonly property bool removable: model.removable
        readonly property string tileId: model.tileId
        readonly property int turns: model.rotation
        readonly property BoardView view: followers.view

        Accessible.name: followers.nameTemplate.arg(ownerName).arg(Words.followerRole(feature))
        Accessible.role: removable ? Accessible.Button : Accessible.Graphic
        height: width
        objectName: "follower_" + index
        visible: !onCrown && at.x >= 0
        width: view.cellSize * 0.3
        x: (cellX + at.x) * view.cellSize - width / 2
        y: (cellY + at.y) * view.cellSize - height / 2
        z: removable ? 2 : 1

        // the plague's choice: a pulsing ring round each follower that may go
        Rectangle {
            anchors.centerIn: parent
            border.color: follower.chosen ? Theme.focus : "#b3261e"
            border.width: follower.chosen ? 5 : 3
            color: "#55ffffff"
            height: width
            radius: width / 2
            visible: follower.removable && followers.plaguing
            width: parent.width * 1.7

            SequentialAnimation on scale  {
                loops: Animation.Infinite
                running: followers.animate && follower.removable && followers.plaguing

                NumberAnimation {
                    duration: Theme.pulseQuick
                    easing.type: Easing.InOutSine
                    to: 1.15
                }
                NumberAnimation {
                    duration: Theme.pulseQuick
                    easing.type: Easing.InOutSine
                    to: 1
                }
            }
        }
        Meeple {
            anchors.fill: parent
            opacity: followers.plaguing && !follower.removable ? 0.55 : 1
            player: Theme.colorIndex(follower.colorName)
            renderScale: follower.view.detail
        }
        MouseArea {
            anchors.fill: parent
            anchors.margins: -4
            cursorShape: follower.removable ? Qt.PointingHandCursor : Qt.ArrowCursor
            enabled: followers.plaguing

            onClicked: {
                if (!follower.removable) {
                    followers.refused(followers.notRemovableText);
                    return;
                }
                const reason = followers.controller.removeFollower(follower.index);
                if (reason.length > 0)
                    followers.refused(reason);
            }
        }
    }
}
