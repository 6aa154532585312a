// SPDX-License-Identifier: GPL-3.0-or-later
// The setup's network line: "Join a game…" always; when a seat is open to a remote player,
// the port this computer hosts on and an optional password (Host this game starts the table).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

RowLayout {
    id: root

    property bool hosted: false
    readonly property alias password: passwordField.text
    readonly property int port: Number(portField.text) || 0

    signal joinRequested

    objectName: "setupHostRow"
    spacing: 10

    Text {
        color: Theme.ink
        font.pixelSize: 13
        text: qsTr("Port")
        visible: root.hosted
    }
    TextField {
        id: portField
        Accessible.name: qsTr("Port to host the game on")
        Layout.preferredHeight: 34
        Layout.preferredWidth: 80
        font.pixelSize: 13
        objectName: "hostPort"
        selectByMouse: true
        text: "7979"
        visible: root.hosted

        validator: IntValidator {
            bottom: 1
            top: 65535
        }
    }
    Text {
        color: Theme.ink
        font.pixelSize: 13
        text: qsTr("Password")
        visible: root.hosted
    }
    TextField {
        id: passwordField
        Accessible.name: qsTr("Password the players must give (optional)")
        Layout.preferredHeight: 34
        Layout.preferredWidth: 150
        font.pixelSize: 13
        maximumLength: 64
        objectName: "hostPassword"
        placeholderText: qsTr("none")
        selectByMouse: true
        visible: root.hosted
    }
    Text {
        Layout.fillWidth: true
        color: Theme.inkSoft
        font.pixelSize: 12
        text: root.hosted ? qsTr("Friends join with the address, port and code shown once you host.") : qsTr("Play with friends on other computers: open a seat to a remote player, or join their table.")
        wrapMode: Text.Wrap
    }
    GameButton {
        objectName: "joinButton"
        text: qsTr("Join a game…")

        onClicked: root.joinRequested()
    }
}
