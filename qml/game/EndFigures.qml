// SPDX-License-Identifier: GPL-3.0-or-later
// The end screen's figures of the game, one line per player in the ranking's order: the tiles
// laid, the followers placed (each time one was put on the board), the points from the
// wheel, the followers the Plague took and the points they were worth then ("1 (4)": not
// taken from the score, the followers were gone before scoring) (the controller's
// aids.gameFigures, replayed from the record).
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna

Column {
    id: root

    readonly property real cellWidth: Math.max(80, (width - nameWidth) / 4)
    // [{player, tiles, followers, wheel, plagueFollowers, plague}] by seat
    property var figures: []
    readonly property var heads: [qsTr("Tiles laid"), qsTr("Followers placed"), qsTr("Points from the wheel"),
        //: the end screen's column: the followers the Plague took, and in brackets the points they were worth then
        qsTr("Taken by the Plague (points)")]
    readonly property real nameWidth: Math.min(200, width * 0.28)
    // the end screen's ranking: [{index, name, colorName...}]
    property var ranking: []

    objectName: "endFigures"
    spacing: 1
    visible: figures.length > 0

    Row {
        height: 18

        Item {
            height: 1
            width: root.nameWidth
        }
        Repeater {
            model: root.heads

            delegate: Text {
                required property string modelData

                color: Theme.inkSoft
                elide: Text.ElideRight
                font.bold: true
                font.pixelSize: 11
                fontSizeMode: Text.HorizontalFit
                height: 18
                horizontalAlignment: Text.AlignHCenter
                minimumPixelSize: 8
                text: modelData
                verticalAlignment: Text.AlignVCenter
                width: root.cellWidth
            }
        }
    }
    Repeater {
        model: root.ranking

        delegate: Row {
            id: line

            readonly property var f: root.figures[modelData.index] || {}
            required property var modelData
            readonly property var values: [f.tiles, f.followers, f.wheel, f.plagueFollowers > 0 ? f.plagueFollowers + " (" + f.plague + ")" : "0"]

            //: the end screen's figures of a player, for a screen reader: %1 the name, then "N tiles laid", "N followers placed", "N points from the wheel", what the Plague took
            Accessible.name: qsTr("%1: %2, %3, %4, %5").arg(modelData.name).arg(qsTr("%n tile(s) laid", "", f.tiles || 0)).arg(qsTr("%n follower(s) placed", "", f.followers || 0)).arg(qsTr("%n point(s) from the wheel", "", f.wheel || 0)).arg(f.plagueFollowers > 0 ?
                //: the end screen's figures: %1 "N followers", %2 "N points"
                qsTr("the Plague took %1, worth %2 then").arg(qsTr("%n follower(s)", "", f.plagueFollowers)).arg(qsTr("%n point(s)", "", f.plague)) : qsTr("none taken by the Plague"))
            Accessible.role: Accessible.Row
            height: 18
            objectName: "figures_" + modelData.index

            Row {
                height: parent.height
                spacing: 4
                width: root.nameWidth

                Meeple {
                    anchors.verticalCenter: parent.verticalCenter
                    height: 14
                    player: Theme.colorIndex(line.modelData.colorName)
                    width: 14
                }
                Text {
                    color: Theme.ink
                    elide: Text.ElideRight
                    font.pixelSize: 12
                    height: parent.height
                    text: line.modelData.name
                    verticalAlignment: Text.AlignVCenter
                    width: root.nameWidth - 18
                }
            }
            Repeater {
                model: line.values

                delegate: Text {
                    required property int index
                    required property var modelData

                    color: Theme.ink
                    font.pixelSize: 12
                    height: 18
                    horizontalAlignment: Text.AlignHCenter
                    objectName: "figure_" + index
                    text: String(modelData)
                    verticalAlignment: Text.AlignVCenter
                    width: root.cellWidth
                }
            }
        }
    }
}
