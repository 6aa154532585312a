// SPDX-License-Identifier: GPL-3.0-or-later
// The Fortune Teller's draw: every drawn tile; those that fit nowhere are marked and cannot
// be chosen.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model
import Fortuna.Game

Column {
    id: root

    readonly property bool choosing: controller.phase === GameController.ChooseTile && controller.awaitingHuman
    required property GameController controller

    spacing: 8

    Text {
        color: Theme.inkSoft
        font.pixelSize: 12
        text: root.choosing ? qsTr("Your fortune tellers let you choose. Click a tile (or press its number).") : qsTr("Choosing among the drawn tiles…")
        width: parent.width
        wrapMode: Text.Wrap
    }
    Flow {
        spacing: 8
        width: parent.width

        Repeater {
            model: root.controller.drawnTiles

            delegate: Rectangle {
                id: choice

                required property int index
                required property var model
                readonly property bool placeable: model.placeable

                Accessible.description: Speech.tile(model.tileId, 0, KeyNames.revision)
                //: %1: the tile's position among the drawn tiles, counted from 1
                Accessible.name: placeable ? qsTr("Tile %1").arg(index + 1) : qsTr("Tile %1: fits nowhere").arg(index + 1)
                Accessible.role: Accessible.Button
                border.color: Theme.focus
                border.width: area.activeFocus ? 3 : 0
                color: area.containsMouse && placeable && root.choosing ? Theme.glow : "transparent"
                height: width + 22
                objectName: "drawnTile_" + index
                radius: 6
                width: Math.min(84, (root.width - 16) / 3)

                TileItem {
                    height: width
                    opacity: choice.placeable ? 1 : 0.4
                    tileId: choice.model.tileId
                    width: choice.width - 8
                    x: 4
                    y: 4
                }
                // crossed out when it fits nowhere
                Rectangle {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -10
                    color: Theme.danger
                    height: 4
                    rotation: 45
                    visible: !choice.placeable
                    width: choice.width * 1.05
                }
                Rectangle {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -10
                    color: Theme.danger
                    height: 4
                    rotation: -45
                    visible: !choice.placeable
                    width: choice.width * 1.05
                }
                Text {
                    anchors.bottom: parent.bottom
                    color: choice.placeable ? Theme.ink : Theme.danger
                    elide: Text.ElideRight
                    font.bold: choice.placeable
                    font.pixelSize: 11
                    horizontalAlignment: Text.AlignHCenter
                    text: choice.placeable ? qsTr("%1").arg(choice.index + 1) : qsTr("fits nowhere")
                    width: parent.width
                }
                MouseArea {
                    id: area
                    anchors.fill: parent
                    cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                    enabled: root.choosing && choice.placeable
                    hoverEnabled: true

                    onClicked: root.controller.chooseTile(choice.model.index)
                }
            }
        }
    }
}
