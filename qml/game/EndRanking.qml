// SPDX-License-Identifier: GPL-3.0-or-later
// The end screen's ranking: a row per player, by rank, with the points by reason and the total.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Column {
    id: table

    // every player's points by reason (GameController.scoreHistory)
    property scoreHistory history
    readonly property real nameWidth: width - rankWidth - totalWidth - reasonWidth * table.history.reasons.length
    readonly property real rankWidth: 34
    // [{index, name, colorName, score, rank, isWinner}], by rank
    property var ranking: []
    readonly property real reasonWidth: Math.max(46, (width - rankWidth - totalWidth - 150) / table.history.reasons.length)
    readonly property real totalWidth: 64

    objectName: "ranking"
    spacing: 2

    Row {
        height: 24

        Text {
            color: Theme.inkSoft
            font.bold: true
            font.pixelSize: 12
            height: parent.height
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("#")
            verticalAlignment: Text.AlignVCenter
            width: table.rankWidth
        }
        Text {
            color: Theme.inkSoft
            font.bold: true
            font.pixelSize: 12
            height: parent.height
            text: qsTr("Player")
            verticalAlignment: Text.AlignVCenter
            width: table.nameWidth
        }
        Repeater {
            model: table.history.reasons

            delegate: Text {
                required property int modelData

                ToolTip.text: text
                ToolTip.visible: headHover.hovered && truncated
                color: Theme.inkSoft
                elide: Text.ElideRight
                font.bold: true
                font.pixelSize: 11
                fontSizeMode: Text.HorizontalFit
                height: 24
                horizontalAlignment: Text.AlignHCenter
                minimumPixelSize: 8
                text: Words.reasonName(modelData)
                verticalAlignment: Text.AlignVCenter
                width: table.reasonWidth

                HoverHandler {
                    id: headHover
                }
            }
        }
        Text {
            color: Theme.inkSoft
            font.bold: true
            font.pixelSize: 12
            height: parent.height
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Total")
            verticalAlignment: Text.AlignVCenter
            width: table.totalWidth
        }
    }

    // one row per player
    Repeater {
        model: table.ranking

        delegate: Rectangle {
            id: rowBack

            required property int index
            required property var modelData

            //: %1: a rank (1, 2…); %2: a player's name; %L3: the score
            Accessible.name: qsTr("Rank %1: %2, %L3 points").arg(modelData.rank).arg(modelData.name).arg(modelData.score)
            Accessible.role: Accessible.Row
            border.color: modelData.isWinner ? Theme.gold : "transparent"
            color: modelData.isWinner ? Theme.highlight : index % 2 ? "#f1e4c4" : "#faf2dc"
            height: 34
            objectName: "rankRow_" + index
            radius: 6
            width: table.width

            Row {
                anchors.fill: parent

                Text {
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: 15
                    height: parent.height
                    horizontalAlignment: Text.AlignHCenter
                    //: a rank in the final table: "1.", "2."…
                    text: qsTr("%1.").arg(rowBack.modelData.rank)
                    verticalAlignment: Text.AlignVCenter
                    width: table.rankWidth
                }
                Item {
                    height: parent.height
                    width: table.nameWidth

                    Meeple {
                        id: m
                        anchors.verticalCenter: parent.verticalCenter
                        height: 24
                        player: Theme.colorIndex(rowBack.modelData.colorName)
                        width: 24
                    }
                    Text {
                        anchors.left: m.right
                        anchors.leftMargin: 6
                        anchors.right: parent.right
                        color: Theme.ink
                        elide: Text.ElideRight
                        font.bold: rowBack.modelData.isWinner
                        font.pixelSize: 14
                        height: parent.height
                        objectName: "name"
                        text: rowBack.modelData.name
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Repeater {
                    model: table.history.reasons

                    delegate: Text {
                        required property int modelData
                        readonly property var series: table.history.players[rowBack.modelData.index]
                        readonly property int value: series ? series.breakdown[modelData] : 0

                        color: value === 0 ? "#b8a686" : Theme.ink
                        font.pixelSize: 13
                        height: rowBack.height
                        horizontalAlignment: Text.AlignHCenter
                        text: value === 0 ? "·" : qsTr("%L1").arg(value)
                        verticalAlignment: Text.AlignVCenter
                        width: table.reasonWidth
                    }
                }
                Text {
                    color: Theme.heading
                    font.bold: true
                    font.family: Theme.serif
                    font.pixelSize: 18
                    height: parent.height
                    horizontalAlignment: Text.AlignHCenter
                    objectName: "total"
                    text: qsTr("%L1").arg(rowBack.modelData.score)
                    verticalAlignment: Text.AlignVCenter
                    width: table.totalWidth
                }
            }
        }
    }
}
