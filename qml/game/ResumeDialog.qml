// SPDX-License-Identifier: GPL-3.0-or-later
// At start: an unfinished game was autosaved; go on with it, or set up a new one.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

ParchmentPopup {
    id: root

    required property GameController controller
    readonly property gameSummary summary: controller.autosave.summary

    signal newGameChosen
    signal resumed(string error)

    closePolicy: Popup.NoAutoClose
    objectName: "resumeDialog"
    title: qsTr("Continue your last game?")

    ColumnLayout {
        spacing: 10
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            text: root.summary.valid ? qsTr("An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.", "", root.summary.tilesLeft).arg(root.summary.turn) : qsTr("An unfinished game was kept when Fortuna closed.")
            wrapMode: Text.Wrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8

            Repeater {
                model: root.summary.players

                delegate: PointsChip {
                    required property var modelData

                    colorName: Theme.colorNames[modelData.color]
                    name: modelData.name
                    note: modelData.ai.length > 0 ? Words.levelName(modelData.ai) : ""
                    points: modelData.score
                    standing: true
                }
            }
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 12
            //: %1: a date and time in the local format
            text: root.summary.valid ? qsTr("Saved %1").arg(new Date(root.summary.date).toLocaleString(Qt.locale(), Locale.ShortFormat)) : ""
            visible: root.summary.valid
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                objectName: "resumeNewGame"
                text: qsTr("New game")

                onClicked: {
                    root.close();
                    root.newGameChosen();
                }
            }
            GameButton {
                id: resumeButton
                focus: true
                objectName: "resumeButton"
                text: qsTr("Resume")
                tone: "primary"

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: {
                    const error = root.controller.files.resumeAutosave();
                    root.close();
                    root.resumed(error);
                }
            }
        }
    }
}
