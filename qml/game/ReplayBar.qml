// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's controls, over the table while controller.replay is active: to the start, one
// turn back, play the turns one after the other, one turn forward, to the end, a slider to jump to any turn, and the way
// out back to the game. The table shows the game as it was after that many turns (scores,
// wheel, followers); no move is accepted meanwhile.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

Rectangle {
    id: root

    required property GameController controller
    // The replay's keys work (not while a dialog or the help is open).
    property bool keysEnabled: true
    readonly property Replayer replay: controller.replay

    signal analyseRequested

    // Home: to the first turn, and the table frames the board again (also when already there)
    signal homePressed
    signal leaveRequested

    border.color: Theme.gold
    border.width: 2
    color: Theme.parchment
    implicitHeight: title.height + row.implicitHeight + 26
    implicitWidth: Math.max(row.implicitWidth, title.implicitWidth) + 28
    objectName: "replayBar"
    radius: 10
    visible: replay.active

    MouseArea {
        anchors.fill: parent

        onWheel: wheel => wheel.accepted = true
    }
    Text {
        id: title
        color: Theme.heading
        elide: Text.ElideRight
        font.bold: true
        font.family: Theme.serif
        font.pixelSize: 15
        horizontalAlignment: Text.AlignHCenter
        objectName: "replayTitle"
        // the turn about to be played on the table shown, as the side panel and the analysis
        // count it (the table after 57 turns is turn 58's)
        text: root.replay.position < root.replay.turnCount ? qsTr("Replay · turn %L1 of %L2").arg(root.replay.position + 1).arg(root.replay.turnCount) : qsTr("Replay · the end of the game, after %n turn(s)", "", root.replay.turnCount)
        width: parent.width - 28
        x: 14
        y: 8
    }
    RowLayout {
        id: row
        spacing: 6
        width: parent.width - 28
        x: 14
        y: title.y + title.height + 6

        GameButton {
            Accessible.name: qsTr("To the start")
            enabled: root.replay.position > 0
            //: %1: the key's name (Home)
            hint: qsTr("To the start (%1)").arg(KeyNames.text("Home", KeyNames.revision))
            objectName: "replayFirst"
            text: "⇤"

            onClicked: root.replay.first()
        }
        GameButton {
            Accessible.name: qsTr("One turn back")
            enabled: root.replay.position > 0
            hint: qsTr("One turn back (%1)").arg("←")
            objectName: "replayBack"
            text: "←"

            onClicked: root.replay.back()
        }
        GameButton {
            id: playButton
            Accessible.name: root.replay.playing ? qsTr("Pause") : qsTr("Play the turns one after the other")
            // as wide playing as paused: the bar does not shift when ▶ becomes ❚❚
            Layout.preferredWidth: Math.ceil(Math.max(playGlyph.advanceWidth, pauseGlyph.advanceWidth)) + leftPadding + rightPadding
            //: %1: the key's name (Space)
            hint: root.replay.playing ? qsTr("Pause (%1)").arg(KeyNames.text("Space", KeyNames.revision)) : qsTr("Play the turns one after the other (%1)").arg(KeyNames.text("Space", KeyNames.revision))
            objectName: "replayPlay"
            text: root.replay.playing ? "❚❚" : "▶"
            tone: "primary"

            onClicked: root.replay.playing = !root.replay.playing

            TextMetrics {
                id: playGlyph
                font: playButton.font
                text: "▶"
            }
            TextMetrics {
                id: pauseGlyph
                font: playButton.font
                text: "❚❚"
            }
        }
        GameButton {
            Accessible.name: qsTr("One turn forward")
            enabled: root.replay.position < root.replay.turnCount
            hint: qsTr("One turn forward (%1)").arg("→")
            objectName: "replayForward"
            text: "→"

            onClicked: root.replay.forward()
        }
        GameButton {
            Accessible.name: qsTr("To the end")
            enabled: root.replay.position < root.replay.turnCount
            //: %1: the key's name (End)
            hint: qsTr("To the end (%1)").arg(KeyNames.text("End", KeyNames.revision))
            objectName: "replayLast"
            text: "⇥"

            onClicked: root.replay.last()
        }
        Slider {
            id: slider
            Accessible.name: qsTr("Turn")
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            ToolTip.text: Math.round(value) < root.replay.turnCount ? qsTr("Turn %L1").arg(Math.round(value) + 1) : qsTr("The end")
            ToolTip.visible: pressed
            from: 0
            objectName: "replaySlider"
            snapMode: Slider.SnapAlways
            stepSize: 1
            to: Math.max(1, root.replay.turnCount)
            value: root.replay.position

            onMoved: root.replay.jumpTo(Math.round(value))
        }
        GameButton {
            hint: qsTr("Where points were lost, move by move, and how lucky the draws were")
            objectName: "replayAnalyse"
            text: qsTr("Analyse")
            visible: !root.controller.aids.off

            onClicked: root.analyseRequested()
        }
        GameButton {
            //: %1: the key's name (Esc)
            hint: qsTr("Back to the game (%1)").arg(KeyNames.text("Esc", KeyNames.revision))
            objectName: "replayLeave"
            text: qsTr("Leave the replay")

            onClicked: root.leaveRequested()
        }
    }

    // the replay's keys, while it shows
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "Left"

        onActivated: root.replay.back()
    }
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "Right"

        onActivated: root.replay.forward()
    }
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "Home"

        onActivated: {
            root.replay.first();
            root.homePressed();
        }
    }
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "End"

        onActivated: root.replay.last()
    }
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "Space"

        onActivated: root.replay.playing = !root.replay.playing
    }
    Shortcut {
        enabled: root.visible && root.keysEnabled
        sequence: "Escape"

        onActivated: root.leaveRequested()
    }
}
