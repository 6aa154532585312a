// SPDX-License-Identifier: GPL-3.0-or-later
// The end of the game: the final ranking, every player's points by reason, the scores over
// the turns, and what next (play again with the same players, a new game, look at the board).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property GameController controller
    property bool animate: true
    // [{index, name, colorName, score, rank, isWinner, breakdown, aiLevel}], by rank
    property var ranking: []
    // every player's scores over the turns and points by reason (GameController.scoreHistory)
    property scoreHistory history
    readonly property var winners: ranking.filter(r => r.isWinner)

    signal playAgain()
    signal newGame()
    signal showBoard()
    signal saveRequested()
    signal replayRequested()

    function refresh() {
        const rows = [];
        const m = controller.players;
        for (let i = 0; i < m.count; ++i) {
            const r = m.get(i);
            r.index = i;
            rows.push(r);
        }
        rows.sort((a, b) => a.rank - b.rank || a.index - b.index);
        ranking = rows;
        history = controller.scoreHistory();
    }

    objectName: "endScreen"
    color: "#b31a0d05"
    onVisibleChanged: if (visible) refresh()
    Connections {
        target: root.controller.players
        function onDataChanged() { if (root.visible) root.refresh(); }
    }
    // clicks do not fall through to the board
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        id: card
        x: Math.round((parent.width - width) / 2)
        y: Math.round((parent.height - height) / 2)
        width: Math.min(1080, parent.width - 32)
        height: Math.min(parent.height - 24, layout.implicitHeight + 40)
        radius: 14
        color: Theme.parchment
        border.color: Theme.gold
        border.width: 3
        scale: root.visible ? 1 : 0.96
        Behavior on scale { enabled: root.animate; NumberAnimation { duration: 250; easing.type: Easing.OutBack } }

        ColumnLayout {
            id: layout
            anchors.fill: parent
            anchors.margins: 20
            spacing: 10

            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Meeple {
                    Layout.preferredWidth: 46
                    Layout.preferredHeight: 46
                    player: root.winners.length > 0 ? Theme.colorIndex(root.winners[0].colorName) : -1
                }
                Column {
                    Layout.fillWidth: true
                    Text {
                        objectName: "endTitle"
                        width: parent.width
                        text: root.winners.length === 1 ? qsTr("%1 wins!").arg(root.winners[0].name)
                            : root.winners.length > 1 ? qsTr("A shared victory!")
                            : qsTr("The game is over")
                        font.family: Theme.serif
                        font.bold: true
                        font.pixelSize: 28
                        color: Theme.heading
                        elide: Text.ElideRight
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    Text {
                        width: parent.width
                        text: root.winners.length === 1
                              ? qsTr("with %n point(s)", "", root.winners[0].score)
                              : root.winners.length > 1 ? qsTr("%n players share first place", "", root.winners.length) : ""
                        font.pixelSize: 14
                        color: Theme.inkSoft
                    }
                }
            }

            // ---- ranking with the points by reason ----
            Column {
                id: table
                objectName: "ranking"
                Layout.fillWidth: true
                readonly property real rankWidth: 34
                readonly property real totalWidth: 64
                readonly property real reasonWidth: Math.max(46, (width - rankWidth - totalWidth - 150) / root.history.reasons.length)
                readonly property real nameWidth: width - rankWidth - totalWidth - reasonWidth * root.history.reasons.length
                spacing: 2

                Row {
                    height: 24
                    Text {
                        width: table.rankWidth
                        height: parent.height
                        verticalAlignment: Text.AlignVCenter
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("#")
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.inkSoft
                    }
                    Text {
                        width: table.nameWidth
                        height: parent.height
                        verticalAlignment: Text.AlignVCenter
                        text: qsTr("Player")
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.inkSoft
                    }
                    Repeater {
                        model: root.history.reasons
                        delegate: Text {
                            required property int modelData
                            width: table.reasonWidth
                            height: 24
                            verticalAlignment: Text.AlignVCenter
                            horizontalAlignment: Text.AlignHCenter
                            text: Words.reasonName(modelData)
                            font.pixelSize: 11
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 8
                            font.bold: true
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                            ToolTip.visible: headHover.hovered && truncated
                            ToolTip.text: text
                            HoverHandler { id: headHover }
                        }
                    }
                    Text {
                        width: table.totalWidth
                        height: parent.height
                        verticalAlignment: Text.AlignVCenter
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("Total")
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.inkSoft
                    }
                }

                // one row per player
                Repeater {
                    model: root.ranking
                    delegate: Rectangle {
                        id: rowBack
                        required property var modelData
                        required property int index
                        width: table.width
                        height: 34
                        radius: 6
                        color: modelData.isWinner ? Theme.highlight : index % 2 ? "#f1e4c4" : "#faf2dc"
                        border.color: modelData.isWinner ? Theme.gold : "transparent"
                        objectName: "rankRow_" + index
                        Accessible.role: Accessible.Row
                        Accessible.name: qsTr("Rank %1: %2, %L3 points").arg(modelData.rank).arg(modelData.name).arg(modelData.score)

                        Row {
                            anchors.fill: parent
                            Text {
                                width: table.rankWidth
                                height: parent.height
                                verticalAlignment: Text.AlignVCenter
                                horizontalAlignment: Text.AlignHCenter
                                text: qsTr("%1.").arg(rowBack.modelData.rank)
                                font.pixelSize: 15
                                font.bold: true
                                color: Theme.ink
                            }
                            Item {
                                width: table.nameWidth
                                height: parent.height
                                Meeple {
                                    id: m
                                    width: 24
                                    height: 24
                                    anchors.verticalCenter: parent.verticalCenter
                                    player: Theme.colorIndex(rowBack.modelData.colorName)
                                }
                                Text {
                                    objectName: "name"
                                    anchors.left: m.right
                                    anchors.leftMargin: 6
                                    anchors.right: parent.right
                                    height: parent.height
                                    verticalAlignment: Text.AlignVCenter
                                    text: rowBack.modelData.name
                                    font.pixelSize: 14
                                    font.bold: rowBack.modelData.isWinner
                                    color: Theme.ink
                                    elide: Text.ElideRight
                                }
                            }
                            Repeater {
                                model: root.history.reasons
                                delegate: Text {
                                    required property int modelData
                                    readonly property var series: root.history.players[rowBack.modelData.index]
                                    readonly property int value: series ? series.breakdown[modelData] : 0
                                    width: table.reasonWidth
                                    height: rowBack.height
                                    verticalAlignment: Text.AlignVCenter
                                    horizontalAlignment: Text.AlignHCenter
                                    text: value === 0 ? "·" : qsTr("%L1").arg(value)
                                    font.pixelSize: 13
                                    color: value === 0 ? "#b8a686" : Theme.ink
                                }
                            }
                            Text {
                                objectName: "total"
                                width: table.totalWidth
                                height: parent.height
                                verticalAlignment: Text.AlignVCenter
                                horizontalAlignment: Text.AlignHCenter
                                text: qsTr("%L1").arg(rowBack.modelData.score)
                                font.family: Theme.serif
                                font.pixelSize: 18
                                font.bold: true
                                color: Theme.heading
                            }
                        }
                    }
                }
            }

            Text {
                text: qsTr("Scores over the game")
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: 15
                color: Theme.heading
            }
            ScoreChart {
                objectName: "scoreChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 120
                Layout.preferredHeight: 240
                history: root.history
            }
            Flow {
                Layout.fillWidth: true
                spacing: 14
                Repeater {
                    model: root.ranking
                    delegate: Row {
                        required property var modelData
                        spacing: 4
                        Meeple {
                            width: 16
                            height: 16
                            player: Theme.colorIndex(parent.modelData.colorName)
                        }
                        Text {
                            text: parent.modelData.name
                            font.pixelSize: 12
                            color: Theme.ink
                        }
                    }
                }
                Row {
                    spacing: 4
                    SectorSymbol {
                        width: 16
                        height: 16
                        sector: 0
                    }
                    Text {
                        text: qsTr("a wheel event")
                        font.pixelSize: 12
                        color: Theme.inkSoft
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                GameButton {
                    objectName: "playAgainButton"
                    tone: "primary"
                    text: qsTr("Play again")
                    hint: qsTr("The same players and rules, a new shuffle")
                    onClicked: root.playAgain()
                }
                GameButton {
                    objectName: "newGameButton"
                    text: qsTr("New game…")
                    onClicked: root.newGame()
                }
                Item { Layout.fillWidth: true }
                GameButton {
                    objectName: "replayButton"
                    // the words of the Game menu's item
                    text: qsTranslate("TopBar", "Replay this game")
                    onClicked: root.replayRequested()
                }
                GameButton {
                    text: qsTr("Save the game…")
                    onClicked: root.saveRequested()
                }
                GameButton {
                    objectName: "showBoardButton"
                    text: qsTr("Look at the board")
                    onClicked: root.showBoard()
                }
            }
        }
    }
}
