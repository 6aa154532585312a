// SPDX-License-Identifier: GPL-3.0-or-later
// The card of "Learn to play": where the lesson is, the step's title and sentences
// (TutorialWords), and its buttons: Next after a step to read (and before each turn of the
// opponent, who waits for it), Play against Easy at the end,
// Leave the lesson always (the lesson is kept, "Learn to play" continues it).
import QtQuick
import QtQuick.Layouts
import Fortuna
import Fortuna.Art
import Fortuna.Model
import Fortuna.Game

Rectangle {
    id: root

    // The step's words; on the opponent's turn, whether it waits for Next or plays.
    readonly property var paragraphs: words.paragraphs(tutorial.stepId).concat(tutorial.kind === Tutorial.Wait ? [words.watching(tutorial.nextOffered)] : [])
    required property Tutorial tutorial

    signal leaveRequested
    signal playRequested

    Accessible.description: paragraphs.join(" ")
    Accessible.name: titleText.text
    Accessible.role: Accessible.Pane
    border.color: Theme.gold
    border.width: 2
    color: Theme.parchment
    implicitHeight: column.implicitHeight + 28
    objectName: "tutorialCard"
    radius: 10

    TutorialWords {
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
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 12
            objectName: "tutorialProgress"
            //: the card of the lesson: "Learn to play · step 3 of 16"
            text: qsTr("Learn to play · step %1 of %2").arg(root.tutorial.step + 1).arg(root.tutorial.stepCount)
        }
        Text {
            id: titleText
            Layout.fillWidth: true
            color: Theme.ink
            font.bold: true
            font.pixelSize: 18
            objectName: "tutorialTitle"
            text: words.title(root.tutorial.stepId)
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            lineHeight: 1.15
            objectName: "tutorialText"
            text: root.paragraphs.join("\n")
            wrapMode: Text.Wrap
        }
        // one row, or the buttons one above the other where their words are long
        GridLayout {
            Layout.fillWidth: true
            Layout.topMargin: 4
            columnSpacing: 8
            columns: leaveButton.implicitWidth + Math.max(nextButton.visible ? nextButton.implicitWidth : 0, playButton.visible ? playButton.implicitWidth : 0) + 16 > column.width ? 1 : 3
            rowSpacing: 8

            GameButton {
                id: leaveButton
                objectName: "tutorialLeave"
                text: qsTr("Leave the lesson")

                onClicked: root.leaveRequested()
            }
            Item {
                Layout.fillWidth: true
                visible: parent.columns > 1
            }
            GameButton {
                id: nextButton
                objectName: "tutorialNext"
                text: qsTr("Next")
                tone: "primary"
                visible: root.tutorial.nextOffered

                onClicked: root.tutorial.next()
            }
            GameButton {
                id: playButton
                objectName: "tutorialPlay"
                text: qsTr("Play against Easy")
                tone: "primary"
                visible: root.tutorial.kind === Tutorial.Finish

                onClicked: root.playRequested()
            }
        }
    }
}
