// SPDX-License-Identifier: GPL-3.0-or-later
// The six sectors with their symbols and what they do, in short (wrapped, never cut). A
// click on one asks for its help page, as on the board's wheel.
import QtQuick
import Fortuna
import Fortuna.Art

Column {
    id: root

    // The sector to mark (the pig's), -1 for none.
    property int currentSector: -1

    signal sectorClicked(int sector)

    spacing: 2

    Repeater {
        model: [{
                "name": qsTr("Fortune"),
                "effect": qsTr("The player scores 3.")
            }, {
                "name": qsTr("Taxes"),
                "effect": qsTr("Knights earn from their cities.")
            }, {
                "name": qsTr("Famine"),
                "effect": qsTr("Farmers earn per completed city.")
            }, {
                "name": qsTr("Storm"),
                "effect": qsTr("1 point per follower in supply.")
            }, {
                "name": qsTr("Inquisition"),
                "effect": qsTr("2 points per monk.")
            }, {
                "name": qsTr("Plague"),
                "effect": qsTr("Everyone loses a follower.")
            }]

        delegate: Rectangle {
            id: row

            required property int index
            required property var modelData

            Accessible.name: row.modelData.name + ". " + row.modelData.effect
            Accessible.role: Accessible.Button
            border.color: index === root.currentSector ? Theme.gold : rowMouse.containsMouse ? Theme.parchmentEdge : "transparent"
            color: index === root.currentSector ? Theme.highlight : "transparent"
            height: Math.max(40, texts.implicitHeight + 6)
            radius: 6
            width: root.width

            SectorSymbol {
                id: symbol
                anchors.verticalCenter: parent.verticalCenter
                height: 34
                sector: row.index
                width: 34
                x: 4
            }
            Column {
                id: texts
                anchors.left: symbol.right
                anchors.leftMargin: 8
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter

                Text {
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: 13
                    text: row.modelData.name
                }
                Text {
                    color: "#5e4a35"
                    font.pixelSize: 11
                    objectName: "legendEffect" + row.index
                    text: row.modelData.effect
                    width: parent.width
                    wrapMode: Text.WordWrap
                }
            }
            MouseArea {
                id: rowMouse
                anchors.fill: parent
                cursorShape: Qt.PointingHandCursor
                hoverEnabled: true
                objectName: "legendSector" + row.index

                onClicked: root.sectorClicked(row.index)
            }
        }
    }
}
