// SPDX-License-Identifier: GPL-3.0-or-later
// A large view of one tile with rotate buttons, and what the tile carries.
import QtQuick
import QtQuick.Controls
import Fortuna

Column {
    id: root

    property string tileId
    property int turns: 0
    readonly property var features: TileGeometry.features(tileId, turns)

    signal rotateLeft()
    signal rotateRight()

    function countOf(kind) {
        let n = 0;
        for (const f of features)
            n += f.kind === kind ? 1 : 0;
        return n;
    }

    spacing: 8

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 10

        RotateButton {
            anchors.verticalCenter: parent.verticalCenter
            clockwise: false
            onClicked: root.rotateLeft()
        }
        Item {
            width: 168
            height: 168
            Rectangle {
                x: 6
                y: 8
                width: parent.width
                height: parent.height
                radius: 6
                color: "#55301a08"
            }
            TileItem {
                objectName: "previewTile"
                anchors.fill: parent
                tileId: root.tileId
                turns: root.turns
            }
        }
        RotateButton {
            anchors.verticalCenter: parent.verticalCenter
            clockwise: true
            onClicked: root.rotateRight()
        }
    }

    Flow {
        width: parent.width
        spacing: 6

        Repeater {
            model: [
                { kind: TileGeometry.City, label: qsTr("Cities: %L1").arg(root.countOf(TileGeometry.City)) },
                { kind: TileGeometry.Road, label: qsTr("Roads: %L1").arg(root.countOf(TileGeometry.Road)) },
                { kind: TileGeometry.Field, label: qsTr("Fields: %L1").arg(root.countOf(TileGeometry.Field)) },
                { kind: TileGeometry.Cloister, label: qsTr("Cloister") },
                { kind: TileGeometry.Tent, label: qsTr("Fortune teller's tent") }
            ]
            delegate: Rectangle {
                required property var modelData
                visible: root.countOf(modelData.kind) > 0
                width: chip.implicitWidth + 14
                height: 22
                radius: 11
                color: ["#efe3c4", "#e6c98e", "#b9d88a", "#efe6d2", "#d9c8ef"][modelData.kind]
                border.color: "#8a6a3a"
                Text {
                    id: chip
                    anchors.centerIn: parent
                    text: parent.modelData.label
                    font.pixelSize: 12
                    color: "#3b2a1a"
                }
            }
        }
    }
}
