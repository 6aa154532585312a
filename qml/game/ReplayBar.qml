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

Rectangle {
    id: root

    required property GameController controller
    readonly property Replayer replay: controller.replay
    // The replay's keys work (not while a dialog or the help is open).
    property bool keysEnabled: true

    signal leaveRequested()

    objectName: "replayBar"
    visible: replay.active
    implicitWidth: Math.max(row.implicitWidth, title.implicitWidth) + 28
    implicitHeight: title.height + row.implicitHeight + 26
    radius: 10
    color: Theme.parchment
    border.color: Theme.gold
    border.width: 2

    MouseArea {
        anchors.fill: parent
        onWheel: wheel => wheel.accepted = true
    }

    Text {
        id: title
        objectName: "replayTitle"
        x: 14
        y: 8
        width: parent.width - 28
        horizontalAlignment: Text.AlignHCenter
        text: qsTr("Replay · turn %L1 of %L2").arg(root.replay.position).arg(root.replay.turnCount)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: 15
        color: Theme.heading
        elide: Text.ElideRight
    }
    RowLayout {
        id: row
        x: 14
        y: title.y + title.height + 6
        width: parent.width - 28
        spacing: 6
        GameButton {
            objectName: "replayFirst"
            text: "⇤"
            hint: qsTr("To the start (Home)")
            enabled: root.replay.position > 0
            onClicked: root.replay.first()
        }
        GameButton {
            objectName: "replayBack"
            text: "←"
            hint: qsTr("One turn back (←)")
            enabled: root.replay.position > 0
            onClicked: root.replay.back()
        }
        GameButton {
            objectName: "replayPlay"
            tone: "primary"
            text: root.replay.playing ? "❚❚" : "▶"
            hint: root.replay.playing ? qsTr("Pause (Space)") : qsTr("Play the turns one after the other (Space)")
            onClicked: root.replay.playing = !root.replay.playing
        }
        GameButton {
            objectName: "replayForward"
            text: "→"
            hint: qsTr("One turn forward (→)")
            enabled: root.replay.position < root.replay.turnCount
            onClicked: root.replay.forward()
        }
        GameButton {
            objectName: "replayLast"
            text: "⇥"
            hint: qsTr("To the end (End)")
            enabled: root.replay.position < root.replay.turnCount
            onClicked: root.replay.last()
        }
        Slider {
            id: slider
            objectName: "replaySlider"
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            from: 0
            to: Math.max(1, root.replay.turnCount)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.replay.position
            onMoved: root.replay.jumpTo(Math.round(value))
            Accessible.name: qsTr("Turn")
            ToolTip.visible: pressed
            ToolTip.text: qsTr("Turn %L1").arg(Math.round(value))
        }
        GameButton {
            objectName: "replayLeave"
            text: qsTr("Leave the replay")
            hint: qsTr("Back to the game (Esc)")
            onClicked: root.leaveRequested()
        }
    }

    // the replay's keys, while it shows
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "Left"; onActivated: root.replay.back() }
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "Right"; onActivated: root.replay.forward() }
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "Home"; onActivated: root.replay.first() }
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "End"; onActivated: root.replay.last() }
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "Space"; onActivated: root.replay.playing = !root.replay.playing }
    Shortcut { enabled: root.visible && root.keysEnabled; sequence: "Escape"; onActivated: root.leaveRequested() }
}
