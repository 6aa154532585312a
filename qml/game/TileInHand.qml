// SPDX-License-Identifier: GPL-3.0-or-later
// The tile in hand, large, with its rotate buttons, and the buttons of the step in progress:
// take the tile back, skip the follower.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Column {
    id: root

    required property GameController controller
    property bool animate: true

    readonly property bool placing: controller.phase === GameController.Place && controller.awaitingHuman
    readonly property bool deploying: controller.phase === GameController.Deploy && controller.awaitingHuman
    readonly property string tileId: controller.currentTile

    spacing: 10

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 10

        RotateButton {
            objectName: "rotateLeft"
            anchors.verticalCenter: parent.verticalCenter
            clockwise: false
            enabled: root.placing
            opacity: enabled ? 1 : 0.4
            onClicked: root.controller.rotateCounterClockwise()
            ToolTip.text: qsTr("Turn anticlockwise (Shift+R)")
        }
        Item {
            width: 150
            height: 150
            Rectangle {
                x: 5
                y: 7
                width: parent.width
                height: parent.height
                radius: 6
                color: "#55301a08"
                visible: root.tileId.length > 0
            }
            Rectangle {
                anchors.fill: parent
                radius: 8
                color: Theme.parchmentDisabled
                border.color: Theme.parchmentEdge
                border.width: 2
                visible: root.tileId.length === 0
                Text {
                    anchors.centerIn: parent
                    width: parent.width - 20
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: root.controller.phase === GameController.GameOver ? qsTr("No tiles left") : qsTr("No tile in hand yet")
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
            }
            TileItem {
                id: tile
                objectName: "handTile"
                anchors.fill: parent
                visible: root.tileId.length > 0
                tileId: root.tileId
                turns: root.controller.rotation
                Accessible.role: Accessible.Graphic
                Accessible.name: qsTr("Tile in hand, turned %1 degrees").arg(root.controller.rotation * 90)

                property int lastTurns: 0
                onTurnsChanged: {
                    const delta = (turns - lastTurns + 4) % 4;
                    lastTurns = turns;
                    if (!root.animate || delta === 0)
                        return;
                    spin.from = delta === 3 ? 90 : -90 * delta;
                    spin.restart();
                }
                RotationAnimation on rotation {
                    id: spin
                    running: false
                    to: 0
                    duration: 180
                    easing.type: Easing.OutCubic
                }
            }
        }
        RotateButton {
            objectName: "rotateRight"
            anchors.verticalCenter: parent.verticalCenter
            clockwise: true
            enabled: root.placing
            opacity: enabled ? 1 : 0.4
            onClicked: root.controller.rotateClockwise()
            ToolTip.text: qsTr("Turn clockwise (R)")
        }
    }

    Text {
        width: parent.width
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: 12
        color: Theme.inkSoft
        visible: text.length > 0
        text: root.placing
              ? (root.controller.legalPositions.count > 0
                 ? qsTr("Click a lit spot to lay the tile. R or a right click turns it.")
                 : qsTr("It fits nowhere this way round: turn it (R)."))
              : root.deploying
                ? qsTr("Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.")
                : ""
    }

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 8
        visible: root.deploying
        GameButton {
            objectName: "undoButton"
            text: qsTr("Take back")
            hint: qsTr("Pick the tile up again (Esc)")
            enabled: root.controller.canUndo
            onClicked: root.controller.undoPlacement()
        }
        GameButton {
            objectName: "skipButton"
            tone: "primary"
            text: qsTr("No follower")
            hint: qsTr("End the turn without deploying (S)")
            onClicked: root.controller.skipDeploy()
        }
    }
}
