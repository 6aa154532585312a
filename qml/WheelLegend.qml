// SPDX-License-Identifier: GPL-3.0-or-later
// The six sectors with their symbols and what they do, in short.
import QtQuick
import Fortuna
import Fortuna.Art

Column {
    id: root

    // The sector to mark (the pig's), -1 for none.
    property int currentSector: -1

    spacing: 2

    Repeater {
        model: [
            { name: qsTr("Fortune"), effect: qsTr("The player scores 3.") },
            { name: qsTr("Taxes"), effect: qsTr("Knights earn from their cities.") },
            { name: qsTr("Famine"), effect: qsTr("Farmers earn per completed city.") },
            { name: qsTr("Storm"), effect: qsTr("1 point per follower in supply.") },
            { name: qsTr("Inquisition"), effect: qsTr("2 points per monk.") },
            { name: qsTr("Plague"), effect: qsTr("Everyone loses a follower.") }
        ]
        delegate: Rectangle {
            id: row
            required property var modelData
            required property int index
            width: root.width
            height: 40
            radius: 6
            color: index === root.currentSector ? Theme.highlight : "transparent"
            border.color: index === root.currentSector ? Theme.gold : "transparent"

            SectorSymbol {
                id: symbol
                x: 4
                anchors.verticalCenter: parent.verticalCenter
                width: 34
                height: 34
                sector: row.index
            }
            Column {
                anchors.left: symbol.right
                anchors.leftMargin: 8
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                Text {
                    text: row.modelData.name
                    font.bold: true
                    font.pixelSize: 13
                    color: Theme.ink
                }
                Text {
                    width: parent.width
                    text: row.modelData.effect
                    font.pixelSize: 11
                    color: "#5e4a35"
                    elide: Text.ElideRight
                }
            }
        }
    }
}
