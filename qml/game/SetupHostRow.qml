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
    readonly property int port: Number(portField.text) || 0
    readonly property alias password: passwordField.text

    signal joinRequested()

    spacing: 10
    objectName: "setupHostRow"

    Text {
        visible: root.hosted
        text: qsTr("Port")
        font.pixelSize: 13
        color: Theme.ink
    }
    TextField {
        id: portField
        objectName: "hostPort"
        visible: root.hosted
        Layout.preferredWidth: 80
        Layout.preferredHeight: 34
        text: "7979"
        validator: IntValidator { bottom: 1; top: 65535 }
        selectByMouse: true
        font.pixelSize: 13
        Accessible.name: qsTr("Port to host the game on")
    }
    Text {
        visible: root.hosted
        text: qsTr("Password")
        font.pixelSize: 13
        color: Theme.ink
    }
    TextField {
        id: passwordField
        objectName: "hostPassword"
        visible: root.hosted
        Layout.preferredWidth: 150
        Layout.preferredHeight: 34
        placeholderText: qsTr("none")
        maximumLength: 64
        selectByMouse: true
        font.pixelSize: 13
        Accessible.name: qsTr("Password the players must give (optional)")
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.hosted ? qsTr("Friends join with the address, port and code shown once you host.")
                          : qsTr("Play with friends on other computers: open a seat to a remote player, or join their table.")
        font.pixelSize: 12
        color: Theme.inkSoft
    }
    GameButton {
        objectName: "joinButton"
        text: qsTr("Join a game…")
        onClicked: root.joinRequested()
    }
}
