// SPDX-License-Identifier: GPL-3.0-or-later
// The card of a puzzle ("Learn from your mistakes", GameController.puzzle) over the table:
// what it asks, the verdict of the answer (a mark and words, not a colour alone), the better
// move in words, and its buttons: Try again and Show the better move after a verdict, Next
// puzzle, All puzzles. The answer itself is made on the board as in a game; every verdict is
// the controller's.
import QtQuick
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

Rectangle {
    id: root

    // a verdict shows (the top bar says it in a line, the card and a screen reader in full)
    readonly property bool judged: visible && (missed || solvedNow)
    readonly property bool missed: puzzle.state === PuzzleSession.Wrong
    readonly property PuzzleSession puzzle: view.controller.puzzle
    readonly property bool solvedNow: puzzle.state === PuzzleSession.Right
    readonly property string status: words.status(puzzle, view.controller.drawnTiles)
    required property Item view

    // a button's key on its label: " (V)"
    function keyTag(key) {
        return " (" + KeyNames.text(key, KeyNames.revision) + ")";
    }
    // Try again: the position as it was asked, its turn's wheel event shown again (laying the
    // answer closed it)
    function retry() {
        run(view.controller.puzzles.retry());
        const event = view.controller.lastWheelEvent;
        if (puzzle.state === PuzzleSession.Waiting && event.valid && event.turn === view.controller.turn)
            view.banner.showEvent();
    }
    // a button's refusal, for the toast
    function run(reason) {
        if (reason.length > 0)
            view.showToast(reason, true);
    }

    Accessible.description: status
    Accessible.name: titleText.text
    Accessible.role: Accessible.Pane
    border.color: right ? Theme.good : wrong ? Theme.advice : Theme.gold
    border.width: 2
    color: Theme.parchment
    implicitHeight: column.implicitHeight + 28
    objectName: "puzzleCard"
    radius: 10

    // the better move, once shown, comes into the part of the board the card leaves free
    Connections {
        function onChanged() {
            const best = root.puzzle.best;
            if (root.puzzle.state === PuzzleSession.Shown && best.kind !== "choose")
                Qt.callLater(() => root.view.board.view.showCells([Qt.point(best.x, best.y)], root.view.toastStrip));
        }

        target: root.puzzle
    }
    PuzzleWords {
        id: words
    }
    // the board under the card takes no click
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true

        onWheel: wheel => wheel.accepted = true
    }
    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.margins: 14
        anchors.right: parent.right
        anchors.top: parent.top
        spacing: 8

        Text {
            id: titleText
            Layout.fillWidth: true
            color: Theme.heading
            font.bold: true
            font.pixelSize: 17
            objectName: "puzzleTitle"
            text: words.title(root.puzzle) + (root.puzzle.solved ? " · " + qsTr("solved") : "")
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            // the verdict's mark: a shape and a word besides the colour
            Text {
                Layout.alignment: Qt.AlignTop
                color: root.solvedNow ? Theme.good : Theme.advice
                font.bold: true
                font.pixelSize: 20
                text: root.solvedNow ? "✓" : "✗"
                visible: root.solvedNow || root.missed
            }
            Text {
                Accessible.name: text
                Accessible.role: Accessible.StaticText
                Layout.fillWidth: true
                color: Theme.ink
                font.pixelSize: 14
                objectName: "puzzleStatus"
                text: root.status
                wrapMode: Text.Wrap
            }
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            objectName: "puzzleBetter"
            text: words.betterMove(root.puzzle, root.view.controller.drawnTiles)
            visible: root.solvedNow && !root.puzzle.answerIsBest
            wrapMode: Text.Wrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8

            GameButton {
                hint: qsTr("Key: %1").arg(KeyNames.text("Return", KeyNames.revision))
                objectName: "puzzleRetry"
                text: qsTr("Try again") + root.keyTag("Return")
                tone: "primary"
                visible: root.missed

                onClicked: root.retry()
            }
            GameButton {
                hint: qsTr("Key: %1").arg(KeyNames.text("V", KeyNames.revision))
                objectName: "puzzleShowBetter"
                text: qsTr("Show the better move") + root.keyTag("V")
                visible: root.missed

                onClicked: root.run(root.view.controller.puzzles.showBetter())
            }
            GameButton {
                hint: qsTr("Key: %1").arg(KeyNames.text("N", KeyNames.revision))
                objectName: "puzzleNext"
                text: qsTr("Next puzzle") + root.keyTag("N")
                tone: root.solvedNow ? "primary" : "plain"

                onClicked: root.run(root.view.controller.puzzles.next())
            }
            GameButton {
                objectName: "puzzleList"
                text: qsTr("All puzzles…")

                onClicked: root.view.openPuzzles()
            }
        }
    }
}
