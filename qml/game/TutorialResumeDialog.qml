// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" when a lesson was left off (or is shown): continue where it was, or start
// it again from its first step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art
import Fortuna.Game

ParchmentPopup {
    id: root

    // The lesson is the game shown (else it was left off and is kept in the settings).
    property bool active: false
    property int step: 0
    property int stepCount: 0

    signal continueRequested
    signal restartRequested

    objectName: "tutorialResumeDialog"
    title: qsTr("Learn to play")
    width: Math.min(500, parent ? parent.width - 40 : 500)

    onOpened: continueButton.forceActiveFocus()

    ColumnLayout {
        spacing: 14
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            text: root.active ? qsTr("The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?").arg(root.step + 1).arg(root.stepCount) : qsTr("You left the lesson before its end. Continue where you left off, or start it again from the beginning?")
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            GameButton {
                text: qsTr("Cancel")

                onClicked: root.close()
            }
            Item {
                Layout.fillWidth: true
            }
            GameButton {
                objectName: "tutorialRestart"
                text: qsTr("Start again")

                onClicked: {
                    root.close();
                    root.restartRequested();
                }
            }
            GameButton {
                id: continueButton
                objectName: "tutorialContinue"
                text: qsTr("Continue")
                tone: "primary"

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: {
                    root.close();
                    root.continueRequested();
                }
            }
        }
    }
}
