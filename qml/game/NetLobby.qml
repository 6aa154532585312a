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

    signal closeRequested
    signal leaveRequested

    function copyLink() {
        copier.text = root.net.link;
        copier.selectAll();
        copier.copy();
        copied.restart(); // the button says so for a moment (newcomer pass: no sign it worked)
    }

    border.color: Theme.gold
    border.width: 3
    color: Theme.parchment
    implicitHeight: column.implicitHeight + 40
    implicitWidth: 620
    objectName: "netLobby"
    radius: 14

    TextEdit {
        id: copier
        visible: false
    }
    ColumnLayout {
        id: column
        spacing: 10
        width: root.width - 40
        x: 20
        y: 20

        Text {
            Accessible.name: text
            Accessible.role: Accessible.Heading
            Layout.fillWidth: true
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 24
            text: root.net.isHost ? qsTr("You host this game") : root.net.spectating ? qsTr("Watching table %1").arg(root.net.code) : qsTr("Network game")
            wrapMode: Text.Wrap
        }
        // What friends need.
        GridLayout {
            Layout.fillWidth: true
            columnSpacing: 12
            columns: 2
            rowSpacing: 4
            visible: root.net.code.length > 0

            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                text: root.net.hosting ? qsTr("Address") : qsTr("Server")
            }
            Text {
                Layout.fillWidth: true
                color: Theme.ink
                font.pixelSize: 14
                objectName: "lobbyAddresses"
                text: root.net.hosting ? (root.net.addresses.length > 0 ? root.net.addresses.join("   ") : qsTr("this computer has no network address")) : root.net.link.replace(/^fortunas?:\/\//, "").replace(/\/.*$/, "")
                wrapMode: Text.WrapAnywhere
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                text: qsTr("Port")
                visible: root.net.hosting
            }
            Text {
                color: Theme.ink
                font.pixelSize: 14
                text: String(root.net.port)
                visible: root.net.hosting
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                text: qsTr("Table code")
            }
            Text {
                color: Theme.ink
                font.bold: true
                font.family: "monospace"
                font.pixelSize: 20
                objectName: "lobbyCode"
                text: root.net.code
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                text: qsTr("Link")
            }
            RowLayout {
                Layout.fillWidth: true

                Text {
                    Layout.fillWidth: true
                    color: Theme.ink
                    elide: Text.ElideMiddle
                    font.pixelSize: 13
                    text: root.net.link
                }
                GameButton {
                    implicitHeight: 30
                    objectName: "copyLinkButton"
                    text: copied.running ? qsTr("Copied") : qsTr("Copy")

                    onClicked: root.copyLink()

                    Timer {
                        id: copied
                        interval: 2500
                    }
                }
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                text: qsTr("Password")
                visible: root.net.passwordNeeded
            }
            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("needed to join")
                visible: root.net.passwordNeeded
            }
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.parchmentRule
        }
        Text {
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 17
            text: qsTr("Players")
        }
        Repeater {
            model: root.net.seats

            delegate: RowLayout {
                id: seatRow

                readonly property bool computer: modelData.ai !== undefined
                required property var modelData

                Layout.fillWidth: true
                objectName: "lobbySeat_" + modelData.seat
                spacing: 10

                Meeple {
                    Layout.preferredHeight: 26
                    Layout.preferredWidth: 26
                    player: Theme.colorIndex(seatRow.modelData.color)
                }
                Text {
                    Layout.fillWidth: true
                    color: seatRow.modelData.taken || seatRow.computer ? Theme.ink : Theme.inkSoft
                    elide: Text.ElideRight
                    font.italic: !seatRow.modelData.taken && !seatRow.computer
                    font.pixelSize: 15
                    text: seatRow.modelData.taken ? seatRow.modelData.name : seatRow.computer ? Words.levelName(seatRow.modelData.ai) : qsTr("Open seat: waiting for a player…")
                }
                Text {
                    color: !seatRow.computer && seatRow.modelData.taken && !seatRow.modelData.connected ? Theme.danger : Theme.inkSoft
                    font.pixelSize: 13
                    text: seatRow.computer ? (seatRow.modelData.taken ? qsTr("computer for now") : qsTr("computer")) : !seatRow.modelData.taken ? "" : seatRow.modelData.local ? qsTr("this computer") : seatRow.modelData.connected ? qsTr("connected") : qsTr("disconnected")
                }
                // The host hands a remote player's seat to a computer during the game, and back.
                GameButton {
                    implicitHeight: 30
                    objectName: "assignButton"
                    text: seatRow.computer ? qsTr("Give it back") : qsTr("Computer plays it")
                    visible: root.net.isHost && root.started && seatRow.modelData.taken && !seatRow.modelData.local

                    onClicked: root.net.assign(seatRow.modelData.seat, seatRow.computer ? "" : "normal")
                }
            }
        }
        Text {
            Layout.fillWidth: true
            color: Theme.amber
            font.italic: true
            font.pixelSize: 14
            objectName: "lobbyStatus"
            text: root.net.status
            visible: text.length > 0
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                objectName: "leaveTableButton"
                text: root.net.isHost ? qsTr("Close the table") : root.net.spectating ? qsTr("Stop watching") : qsTr("Leave the table")

                onClicked: root.leaveRequested()
            }
            GameButton {
                objectName: "lobbyCloseButton"
                text: qsTr("Back to the game")
                visible: root.started

                onClicked: root.closeRequested()
            }
            GameButton {
                enabled: root.net.canStart
                objectName: "startNetButton"
                text: qsTr("Start the game")
                tone: "primary"
                visible: root.net.isHost && !root.started

                onClicked: root.net.startGame()
            }
        }
    }
}
