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

    // the keys to the end screen (a dialog over it closed)
    function takeKeys() {
        keys.forceActiveFocus();
    }

    // Enter, Tab and Shift+Tab that the buttons leave (EndScreenKeys)
    Keys.forwardTo: [keys]
    color: "#b31a0d05"
    objectName: "endScreen"

    onVisibleChanged: if (visible)
        refresh()

    EndScreenKeys {
        id: keys
        defaultButton: playAgainButton
        first: analyseButton
        last: showBoardButton
    }
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
            EndRanking {
                Layout.fillWidth: true
                history: root.history
                ranking: root.ranking
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
                    id: analyseButton
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
                    id: playAgainButton
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
                    objectName: "saveButton"
                    text: qsTr("Save the game…")

                    onClicked: root.saveRequested()
                }
                GameButton {
                    id: showBoardButton
                    objectName: "showBoardButton"
                    text: qsTr("Look at the board")

                    onClicked: root.showBoard()
                }
            }
        }
    }
}
