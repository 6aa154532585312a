// SPDX-License-Identifier: GPL-3.0-or-later
// The setup's network lines: "Join a game…" and "My tables…" always; when a seat is open to
// a remote player, where the table is hosted: on this computer (the port) or on a
// fortuna-server (its address, port, TLS, and the time per move of a turn-based table), an
// optional password, and whether the table is listed on the server for anyone to join.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

ColumnLayout {
    id: root

    property bool hosted: false
    readonly property bool listed: listedCheck.checked
    // Seconds per move on a server (0: no limit).
    readonly property int moveTime: [0, 3600, 43200, 86400, 259200][moveTimeBox.currentIndex]
    readonly property bool onServer: whereBox.currentIndex === 1
    readonly property alias password: passwordField.text
    readonly property int port: Number(portField.text) || 0
    readonly property bool secure: secureCheck.checked
    readonly property alias serverAddress: serverField.text

    signal joinRequested
    signal myTablesRequested

    objectName: "setupHostRow"
    spacing: 6

    RowLayout {
        Layout.fillWidth: true
        spacing: 10

        SetupCombo {
            id: whereBox
            Accessible.name: qsTr("Where the table is hosted")
            Layout.preferredHeight: 34
            minimumWidth: 170
            model: [qsTr("On this computer"), qsTr("On a server")]
            objectName: "hostWhere"
            visible: root.hosted
        }
        TextField {
            id: serverField
            Accessible.name: qsTr("Address of the server")
            Layout.fillWidth: true
            Layout.preferredHeight: 34
            font.pixelSize: 13
            objectName: "hostServer"
            placeholderText: qsTr("server address")
            selectByMouse: true
            visible: root.hosted && root.onServer
        }
        Text {
            color: Theme.ink
            font.pixelSize: 13
            text: qsTr("Port")
            visible: root.hosted
        }
        TextField {
            id: portField
            Accessible.name: root.onServer ? qsTr("Port of the server") : qsTr("Port to host the game on")
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
        SetupCheck {
            id: secureCheck
            Accessible.name: text
            font.pixelSize: 13
            objectName: "hostSecure"
            text: qsTr("Secure (TLS)")
            visible: root.hosted && root.onServer
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 12
            text: qsTr("Play with friends on other computers: open a seat to a remote player, or join their table.")
            visible: !root.hosted
            wrapMode: Text.Wrap
        }
        Item {
            Layout.fillWidth: true
            visible: root.hosted
        }
        GameButton {
            objectName: "myTablesButton"
            text: qsTr("My tables…")

            onClicked: root.myTablesRequested()
        }
        GameButton {
            objectName: "joinButton"
            text: qsTr("Join a game…")

            onClicked: root.joinRequested()
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 10
        visible: root.hosted

        Text {
            color: Theme.ink
            font.pixelSize: 13
            text: qsTr("Password")
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
        }
        SetupCheck {
            id: listedCheck
            Accessible.name: text
            font.pixelSize: 13
            objectName: "hostListed"
            text: qsTr("List this table on the server")
        }
        Text {
            color: Theme.ink
            font.pixelSize: 13
            text: qsTr("Time per move")
            visible: root.onServer
        }
        SetupCombo {
            id: moveTimeBox
            Accessible.name: qsTr("Time per move")
            Layout.preferredHeight: 34
            minimumWidth: 110
            //: the time a player has for each move of a turn-based table
            model: [qsTr("No limit"), qsTr("1 hour"), qsTr("12 hours"), qsTr("1 day"), qsTr("3 days")]
            objectName: "hostMoveTime"
            visible: root.onServer
        }
        Item {
            Layout.fillWidth: true
        }
    }
    Text {
        Layout.fillWidth: true
        color: Theme.inkSoft
        font.pixelSize: 12
        text: root.onServer ? qsTr("The table stays on the server: close Fortuna and come back to it from My tables.") : qsTr("Friends join with the address, port and code shown once you host.")
        visible: root.hosted
        wrapMode: Text.Wrap
    }
}
