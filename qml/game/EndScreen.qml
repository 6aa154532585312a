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

    property bool animate: true
    required property GameController controller
    // the tiles laid, followers used, points from the wheel and lost to the Plague, per seat
    property var figures: []
    // every player's scores over the turns and points by reason (GameController.scoreHistory)
    property scoreHistory history
    // [{index, name, colorName, score, rank, isWinner, breakdown, aiLevel}], by rank
    property var ranking: []
    readonly property var winners: ranking.filter(r => r.isWinner)

    signal analyseRequested
    signal newGame
    signal playAgain
    signal replayRequested
    signal saveRequested
    signal showBoard

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
        history = controller.aids.scoreHistory();
        figures = controller.aids.gameFigures();
    }

    color: "#b31a0d05"
    objectName: "endScreen"

    onVisibleChanged: if (visible)
        refresh()

    Connections {
        function onDataChanged() {
            if (root.visible)
                root.refresh();
        }

        target: root.controller.players
    }
    // clicks do not fall through to the board
    MouseArea {
        acceptedButtons: Qt.AllButtons
        anchors.fill: parent

        onWheel: wheel => wheel.accepted = true
    }
    Rectangle {
        id: card
        border.color: Theme.gold
        border.width: 3
        color: Theme.parchment
        height: Math.min(parent.height - 24, layout.implicitHeight + 40)
        radius: 14
        scale: root.visible ? 1 : 0.96
        width: Math.min(1080, parent.width - 32)
        x: Math.round((parent.width - width) / 2)
        y: Math.round((parent.height - height) / 2)

        Behavior on scale  {
            enabled: root.animate

            NumberAnimation {
                duration: 250
                easing.type: Easing.OutBack
            }
        }

        ColumnLayout {
            id: layout
            anchors.fill: parent
            anchors.margins: 20
            spacing: 10

            RowLayout {
                Layout.fillWidth: true
                spacing: 12

                Meeple {
                    Layout.preferredHeight: 46
                    Layout.preferredWidth: 46
                    player: root.winners.length > 0 ? Theme.colorIndex(root.winners[0].colorName) : -1
                }
                Column {
                    Layout.fillWidth: true

                    Text {
                        Accessible.name: text
                        Accessible.role: Accessible.Heading
                        color: Theme.heading
                        elide: Text.ElideRight
                        font.bold: true
                        font.family: Theme.serif
                        font.pixelSize: 28
                        objectName: "endTitle"
                        text: root.winners.length === 1 ? qsTr("%1 wins!").arg(root.winners[0].name) : root.winners.length > 1 ? qsTr("A shared victory!") : qsTr("The game is over")
                        width: parent.width
                    }
                    Text {
                        color: Theme.inkSoft
                        font.pixelSize: 14
                        text: root.winners.length === 1 ? qsTr("with %n point(s)", "", root.winners[0].score) : root.winners.length > 1 ? qsTr("%n players share first place", "", root.winners.length) : ""
                        width: parent.width
                    }
                }
            }

            // ---- ranking with the points by reason ----
            Column {
                id: table

                readonly property real nameWidth: width - rankWidth - totalWidth - reasonWidth * root.history.reasons.length
                readonly property real rankWidth: 34
                readonly property real reasonWidth: Math.max(46, (width - rankWidth - totalWidth - 150) / root.history.reasons.length)
                readonly property real totalWidth: 64

                Layout.fillWidth: true
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
                        model: root.history.reasons

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
                    model: root.ranking

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
                                model: root.history.reasons

                                delegate: Text {
                                    required property int modelData
                                    readonly property var series: root.history.players[rowBack.modelData.index]
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
            EndFigures {
                Layout.fillWidth: true
                figures: root.figures
                ranking: root.ranking
            }
            Text {
                color: Theme.heading
                font.bold: true
                font.family: Theme.serif
                font.pixelSize: 15
                text: qsTr("Scores over the game")
            }
            ScoreChart {
                Layout.fillHeight: true
                Layout.fillWidth: true
                Layout.minimumHeight: 120
                Layout.preferredHeight: 240
                history: root.history
                objectName: "scoreChart"
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
                            height: 16
                            player: Theme.colorIndex(parent.modelData.colorName)
                            width: 16
                        }
                        Text {
                            color: Theme.ink
                            font.pixelSize: 12
                            text: parent.modelData.name
                        }
                    }
                }
                Row {
                    spacing: 4

                    SectorSymbol {
                        height: 16
                        sector: 0
                        width: 16
                    }
                    Text {
                        color: Theme.inkSoft
                        font.pixelSize: 12
                        text: qsTr("a wheel event")
                    }
                }
                // beside the chart: where the points went, move by move (AnalysisView)
                GameButton {
                    hint: qsTr("Where points were lost, move by move, and how lucky the draws were")
                    objectName: "analyseButton"
                    text: qsTr("Analyse this game")

                    onClicked: root.analyseRequested()
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 10

                GameButton {
                    hint: qsTr("The same players and rules, a new shuffle")
                    objectName: "playAgainButton"
                    text: qsTr("Play again")
                    tone: "primary"

                    onClicked: root.playAgain()
                }
                GameButton {
                    objectName: "newGameButton"
                    text: qsTr("New game…")

                    onClicked: root.newGame()
                }
                Item {
                    Layout.fillWidth: true
                }
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
