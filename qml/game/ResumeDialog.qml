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
    readonly property gameSummary summary: controller.resumableSummary

    signal resumed(string error)
    signal newGameChosen()

    objectName: "resumeDialog"
    title: qsTr("Continue your last game?")
    closePolicy: Popup.NoAutoClose

    ColumnLayout {
        width: parent.width
        spacing: 10

        Text {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: 14
            color: Theme.ink
            text: root.summary.valid
                  ? qsTr("An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.", "", root.summary.tilesLeft).arg(root.summary.turn)
                  : qsTr("An unfinished game was kept when Fortuna closed.")
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
                    points: modelData.score
                    standing: true
                    note: modelData.ai.length > 0 ? Words.levelName(modelData.ai) : ""
                }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: root.summary.valid
            text: root.summary.valid ? qsTr("Saved %1").arg(new Date(root.summary.date).toLocaleString(Qt.locale(), Locale.ShortFormat)) : ""
            font.pixelSize: 12
            color: Theme.inkSoft
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Item { Layout.fillWidth: true }
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
                objectName: "resumeButton"
                tone: "primary"
                text: qsTr("Resume")
                focus: true
                onClicked: {
                    const error = root.controller.resumeAutosave();
                    root.close();
                    root.resumed(error);
                }
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
            }
        }
    }
}
