// SPDX-License-Identifier: GPL-3.0-or-later
// The network table: what friends need to join (this computer's addresses, the port, the
// code, a fortuna:// link to copy), the seats filling up (name, colour, connected or not),
// Start for the host; during the game the host hands a dropped player's seat to a computer
// (and back). Everything comes from GameController.net; no decision is made here.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property NetSession net
    readonly property bool started: net.stage === NetSession.Playing || net.stage === NetSession.Over

    signal closeRequested()
    signal leaveRequested()

    objectName: "netLobby"
    implicitWidth: 620
    implicitHeight: column.implicitHeight + 40
    radius: 14
    color: Theme.parchment
    border.color: Theme.gold
    border.width: 3

    function copyLink() {
        copier.text = root.net.link;
        copier.selectAll();
        copier.copy();
    }
    TextEdit {
        id: copier
        visible: false
    }

    ColumnLayout {
        id: column
        x: 20
        y: 20
        width: root.width - 40
        spacing: 10

        Text {
            Layout.fillWidth: true
            text: root.net.hosting ? qsTr("You host this game") : qsTr("Network game")
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: 24
            color: Theme.heading
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        // What friends need.
        GridLayout {
            Layout.fillWidth: true
            visible: root.net.code.length > 0
            columns: 2
            columnSpacing: 12
            rowSpacing: 4
            Text { text: root.net.hosting ? qsTr("Address") : qsTr("Server"); color: Theme.inkSoft; font.pixelSize: 13 }
            Text {
                objectName: "lobbyAddresses"
                Layout.fillWidth: true
                text: root.net.hosting ? (root.net.addresses.length > 0 ? root.net.addresses.join("   ") : qsTr("this computer has no network address"))
                                       : root.net.link.replace(/^fortuna:\/\//, "").replace(/\/.*$/, "")
                color: Theme.ink
                font.pixelSize: 14
                wrapMode: Text.WrapAnywhere
            }
            Text { visible: root.net.hosting; text: qsTr("Port"); color: Theme.inkSoft; font.pixelSize: 13 }
            Text { visible: root.net.hosting; text: String(root.net.port); color: Theme.ink; font.pixelSize: 14 }
            Text { text: qsTr("Table code"); color: Theme.inkSoft; font.pixelSize: 13 }
            Text {
                objectName: "lobbyCode"
                text: root.net.code
                color: Theme.ink
                font.pixelSize: 20
                font.bold: true
                font.family: "monospace"
            }
            Text { text: qsTr("Link"); color: Theme.inkSoft; font.pixelSize: 13 }
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: root.net.link
                    color: Theme.ink
                    font.pixelSize: 13
                    elide: Text.ElideMiddle
                }
                GameButton {
                    objectName: "copyLinkButton"
                    text: qsTr("Copy")
                    implicitHeight: 30
                    onClicked: root.copyLink()
                }
            }
            Text { visible: root.net.passwordNeeded; text: qsTr("Password"); color: Theme.inkSoft; font.pixelSize: 13 }
            Text { visible: root.net.passwordNeeded; text: qsTr("needed to join"); color: Theme.ink; font.pixelSize: 13 }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.parchmentRule
        }
        Text {
            text: qsTr("Players")
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: 17
            color: Theme.heading
        }
        Repeater {
            model: root.net.seats
            delegate: RowLayout {
                id: seatRow
                required property var modelData
                readonly property bool computer: modelData.ai !== undefined
                Layout.fillWidth: true
                spacing: 10
                objectName: "lobbySeat_" + modelData.seat
                Meeple {
                    Layout.preferredWidth: 26
                    Layout.preferredHeight: 26
                    player: Theme.colorIndex(seatRow.modelData.color)
                }
                Text {
                    Layout.fillWidth: true
                    text: seatRow.modelData.taken ? seatRow.modelData.name
                          : seatRow.computer ? Words.levelName(seatRow.modelData.ai) : qsTr("Open seat: waiting for a player…")
                    color: seatRow.modelData.taken || seatRow.computer ? Theme.ink : Theme.inkSoft
                    font.pixelSize: 15
                    font.italic: !seatRow.modelData.taken && !seatRow.computer
                    elide: Text.ElideRight
                }
                Text {
                    text: seatRow.computer ? (seatRow.modelData.taken ? qsTr("computer for now") : qsTr("computer"))
                          : !seatRow.modelData.taken ? ""
                          : seatRow.modelData.local ? qsTr("this computer")
                          : seatRow.modelData.connected ? qsTr("connected") : qsTr("disconnected")
                    color: !seatRow.computer && seatRow.modelData.taken && !seatRow.modelData.connected ? Theme.danger : Theme.inkSoft
                    font.pixelSize: 13
                }
                // The host hands a remote player's seat to a computer during the game, and back.
                GameButton {
                    objectName: "assignButton"
                    visible: root.net.hosting && root.started && seatRow.modelData.taken && !seatRow.modelData.local
                    implicitHeight: 30
                    text: seatRow.computer ? qsTr("Give it back") : qsTr("Computer plays it")
                    onClicked: root.net.assign(seatRow.modelData.seat, seatRow.computer ? "" : "normal")
                }
            }
        }
        Text {
            objectName: "lobbyStatus"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.net.status
            wrapMode: Text.Wrap
            color: Theme.amber
            font.pixelSize: 14
            font.italic: true
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Item { Layout.fillWidth: true }
            GameButton {
                objectName: "leaveTableButton"
                text: root.net.hosting ? qsTr("Close the table") : qsTr("Leave the table")
                onClicked: root.leaveRequested()
            }
            GameButton {
                objectName: "lobbyCloseButton"
                visible: root.started
                text: qsTr("Back to the game")
                onClicked: root.closeRequested()
            }
            GameButton {
                objectName: "startNetButton"
                visible: root.net.hosting && !root.started
                enabled: root.net.canStart
                tone: "primary"
                text: qsTr("Start the game")
                onClicked: root.net.startGame()
            }
        }
    }
}
