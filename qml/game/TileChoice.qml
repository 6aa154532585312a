// SPDX-License-Identifier: GPL-3.0-or-later
// The Fortune Teller's draw: every drawn tile; those that fit nowhere are marked and cannot
// be chosen.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Column {
    id: root

    required property GameController controller
    readonly property bool choosing: controller.phase === GameController.ChooseTile && controller.awaitingHuman

    spacing: 8

    Text {
        width: parent.width
        wrapMode: Text.Wrap
        font.pixelSize: 12
        color: Theme.inkSoft
        text: root.choosing ? qsTr("Your fortune tellers let you choose. Click a tile (or press its number).")
                            : qsTr("Choosing among the drawn tiles…")
    }

    Flow {
        width: parent.width
        spacing: 8
        Repeater {
            model: root.controller.drawnTiles
            delegate: Rectangle {
                id: choice
                required property int index
                required property var model
                readonly property bool placeable: model.placeable
                objectName: "drawnTile_" + index
                width: Math.min(84, (root.width - 16) / 3)
                height: width + 22
                radius: 6
                color: area.containsMouse && placeable && root.choosing ? Theme.glow : "transparent"
                border.width: area.activeFocus ? 3 : 0
                border.color: Theme.focus
                Accessible.role: Accessible.Button
                Accessible.name: placeable ? qsTr("Tile %1").arg(index + 1) : qsTr("Tile %1: fits nowhere").arg(index + 1)

                TileItem {
                    x: 4
                    y: 4
                    width: choice.width - 8
                    height: width
                    tileId: choice.model.tileId
                    opacity: choice.placeable ? 1 : 0.4
                }
                // crossed out when it fits nowhere
                Rectangle {
                    visible: !choice.placeable
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -10
                    width: choice.width * 1.05
                    height: 4
                    rotation: 45
                    color: Theme.danger
                }
                Rectangle {
                    visible: !choice.placeable
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -10
                    width: choice.width * 1.05
                    height: 4
                    rotation: -45
                    color: Theme.danger
                }
                Text {
                    anchors.bottom: parent.bottom
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: choice.placeable ? qsTr("%1").arg(choice.index + 1) : qsTr("fits nowhere")
                    font.pixelSize: 11
                    font.bold: choice.placeable
                    color: choice.placeable ? Theme.ink : Theme.danger
                    elide: Text.ElideRight
                }
                MouseArea {
                    id: area
                    anchors.fill: parent
                    hoverEnabled: true
                    enabled: root.choosing && choice.placeable
                    cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: root.controller.chooseTile(choice.model.index)
                }
            }
        }
    }
}
