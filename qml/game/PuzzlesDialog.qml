// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes": the puzzles made of the moves where you lost 5 points or more in
// your analysed games (GameController.games.puzzles), the unsolved first. Start (or Enter, or
// a double click) puts the position on the board (GameView.startPuzzle); without puzzles it
// says how to get some. By keyboard: the list has the focus, the arrows choose, Tab reaches
// the buttons.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

ParchmentPopup {
    id: root

    readonly property alias list: list
    readonly property PuzzlesModel puzzles: view.controller.games.puzzles
    required property Item view

    function start() {
        const id = puzzles.puzzleId(list.currentIndex);
        if (id <= 0)
            return;
        close();
        view.startPuzzle(id);
    }

    objectName: "puzzlesDialog"
    title: qsTr("Puzzles from your games")
    width: Math.min(720, parent ? parent.width - 40 : 720)

    onOpened: {
        view.controller.games.refresh(); // opens the store
        puzzles.refresh();
        list.currentIndex = list.count > 0 ? Math.max(0, puzzles.rowOf(view.controller.puzzle.puzzleId)) : -1;
        if (list.count > 0)
            list.forceActiveFocus();
        else
            closeButton.forceActiveFocus();
    }

    ColumnLayout {
        spacing: 10
        width: parent.width

        Text {
            Accessible.name: text
            Accessible.role: Accessible.StaticText
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            objectName: "puzzlesIntro"
            text: root.puzzles.count === 0 ? qsTr("No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.") : qsTr("Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.")
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            objectName: "puzzlesCount"
            //: %1 puzzles solved of %2
            text: qsTr("%1 of %2 solved").arg(root.puzzles.solvedCount).arg(root.puzzles.count)
            visible: root.puzzles.count > 0
        }
        ListView {
            id: list

            // the widest "solved"/"to solve" of the rows made so far (they differ by language)
            property real markWidth: 56

            Accessible.name: qsTr("Puzzles")
            Accessible.role: Accessible.List
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(Math.max(contentHeight, 60), root.parent ? root.parent.height - 300 : 360)
            activeFocusOnTab: true
            clip: true
            highlightMoveDuration: 0
            keyNavigationEnabled: true
            model: root.puzzles
            objectName: "puzzlesList"
            spacing: 3
            visible: count > 0

            ScrollBar.vertical: ScrollBar {
            }
            delegate: Rectangle {
                id: row

                required property string date
                required property string description
                required property int index
                required property string lostText
                required property string opponents
                required property bool solved
                required property int turn

                Accessible.name: description
                Accessible.role: Accessible.ListItem
                Accessible.selected: ListView.isCurrentItem
                border.color: ListView.isCurrentItem && list.activeFocus ? Theme.focus : Theme.parchmentRule
                border.width: ListView.isCurrentItem ? 2 : 1
                color: ListView.isCurrentItem ? Theme.highlight : Theme.parchmentRow
                height: 46
                radius: 6
                width: ListView.view.width - 12

                MouseArea {
                    anchors.fill: parent

                    onClicked: {
                        list.currentIndex = row.index;
                        list.forceActiveFocus();
                    }
                    onDoubleClicked: root.start()
                }
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 10
                    anchors.rightMargin: 10
                    spacing: 10

                    // solved: a mark and a word, not a colour
                    Text {
                        Layout.preferredWidth: list.markWidth
                        color: row.solved ? Theme.good : Theme.inkSoft
                        font.bold: row.solved
                        font.pixelSize: 13
                        text: row.solved ? "✓ " + qsTr("solved") : qsTr("to solve")

                        onImplicitWidthChanged: list.markWidth = Math.max(list.markWidth, implicitWidth)
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0

                        Text {
                            Layout.fillWidth: true
                            color: Theme.ink
                            elide: Text.ElideRight
                            font.pixelSize: 13
                            //: %1: the turn, %2: "7.5 points lost"
                            text: qsTr("Turn %L1 · %2").arg(row.turn).arg(row.lostText)
                        }
                        Text {
                            Layout.fillWidth: true
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                            font.pixelSize: 12
                            //: %1: the date of the game, %2: the opponents
                            text: qsTr("%1 · against %2").arg(row.date).arg(row.opponents)
                        }
                    }
                }
            }

            Keys.onEnterPressed: root.start()
            Keys.onReturnPressed: root.start()
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8

            GameButton {
                enabled: list.currentIndex >= 0
                objectName: "puzzlesStart"
                text: qsTr("Start")
                tone: "primary"
                visible: root.puzzles.count > 0

                onClicked: root.start()
            }
            GameButton {
                objectName: "puzzlesYourGames"
                text: qsTr("Your games…")

                onClicked: {
                    root.close();
                    root.view.openYourGames();
                }
            }
            GameButton {
                id: closeButton
                objectName: "puzzlesClose"
                text: qsTr("Close")

                onClicked: root.close()
            }
        }
    }
}
