// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard shortcuts.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

ParchmentPopup {
    id: root

    objectName: "shortcutsDialog"
    title: qsTr("Keyboard")
    width: Math.min(600, parent ? parent.width - 40 : 600)
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    GridLayout {
        width: parent.width
        columns: 2
        columnSpacing: 16
        rowSpacing: 5
        Repeater {
            model: [
                [qsTr("R / Shift+R"), qsTr("Turn the tile clockwise / anticlockwise (or right-click)")],
                [qsTr("Space / Shift+Space"), qsTr("Go through the places you can choose now")],
                [qsTr("Enter"), qsTr("Confirm the chosen place; without a choice, no follower")],
                [qsTr("S"), qsTr("Deploy no follower")],
                [qsTr("Esc / Backspace"), qsTr("Pick the laid tile up again")],
                [qsTr("1 2 3"), qsTr("Choose a drawn tile (Fortune Teller)")],
                [qsTr("Arrows, + / −, Home"), qsTr("Move, zoom, centre the board")],
                [qsTr("H"), qsTr("Suggest a move (the strong computer player's choice)")],
                [qsTr("L"), qsTr("Show or hide the event log")],
                [qsTr("F1"), qsTr("Rules help")],
                [qsTr("F10"), qsTr("Open the Game menu")],
                [qsTr("Ctrl+N / Ctrl+O"), qsTr("New game / open a game")],
                [qsTr("Ctrl+S / Ctrl+Shift+S"), qsTr("Save / save as")],
                [qsTr("Ctrl+Q"), qsTr("Quit")]
            ]
            delegate: Item {
                id: entry
                required property var modelData
                required property int index
                Layout.columnSpan: 2
                Layout.fillWidth: true
                implicitHeight: Math.max(keyText.implicitHeight, what.implicitHeight) + 4
                Rectangle {
                    id: keyBox
                    width: 170
                    height: parent.height
                    radius: 5
                    color: Theme.parchmentMuted
                    border.color: Theme.parchmentEdge
                    Text {
                        id: keyText
                        anchors.centerIn: parent
                        text: entry.modelData[0]
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.ink
                    }
                }
                Text {
                    id: what
                    anchors.left: keyBox.right
                    anchors.leftMargin: 12
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    text: entry.modelData[1]
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.ink
                }
            }
        }
    }
}
