// SPDX-License-Identifier: GPL-3.0-or-later
// "Join a game…": the host's address, port and table code (pasting a fortuna:// link fills
// the three), your name and the password if the table has one. Recent servers are offered.
// The session checks the fields and says why when one is wrong.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

Popup {
    id: root

    required property NetSession net
    property string defaultName

    // Fills address, port and code from a fortuna:// link; "" or why the link is not one.
    function useLink(text) {
        const link = net.parseLink(text);
        if (link.error !== undefined)
            return link.error;
        address.text = link.host;
        port.text = String(link.port);
        code.text = link.code;
        return "";
    }
    function join() {
        const reason = net.join(address.text, Number(port.text) || 0, code.text, name.text, password.text);
        error.text = reason;
        if (reason.length === 0)
            close();
    }

    objectName: "joinDialog"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, (parent ? parent.width : 560) - 32)
    padding: 22
    onOpened: {
        error.text = "";
        if (name.text.length === 0)
            name.text = defaultName;
        linkField.text = "";
        linkField.forceActiveFocus();
    }
    background: Rectangle {
        radius: 14
        color: Theme.parchment
        border.color: Theme.gold
        border.width: 3
    }

    contentItem: ColumnLayout {
        spacing: 10
        Text {
            text: qsTr("Join a game")
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: 22
            color: Theme.heading
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Paste the link the host gave you, or type the address, the port and the table code.")
            wrapMode: Text.Wrap
            font.pixelSize: 13
            color: Theme.inkSoft
        }
        TextField {
            id: linkField
            objectName: "joinLink"
            Layout.fillWidth: true
            placeholderText: "fortuna://192.168.1.20:7979/ABCD2345"
            selectByMouse: true
            Accessible.name: qsTr("Link to the table")
            onTextEdited: error.text = text.trim().length > 0 ? root.useLink(text) : ""
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 10
            rowSpacing: 6
            Text { text: qsTr("Address"); font.pixelSize: 13; color: Theme.ink }
            RowLayout {
                Layout.fillWidth: true
                TextField {
                    id: address
                    objectName: "joinAddress"
                    Layout.fillWidth: true
                    selectByMouse: true
                    Accessible.name: qsTr("Address of the host")
                }
                ComboBox {
                    id: recent
                    objectName: "joinRecent"
                    visible: root.net.recentServers.length > 0
                    Layout.preferredWidth: 150
                    model: root.net.recentServers
                    displayText: qsTr("Recent")
                    Accessible.name: qsTr("Recent servers")
                    onActivated: idx => {
                        const s = root.net.recentServers[idx];
                        const colon = s.lastIndexOf(":");
                        address.text = s.slice(0, colon).replace(/^\[|\]$/g, "");
                        port.text = s.slice(colon + 1);
                    }
                }
            }
            Text { text: qsTr("Port"); font.pixelSize: 13; color: Theme.ink }
            TextField {
                id: port
                objectName: "joinPort"
                Layout.preferredWidth: 100
                text: "7979"
                validator: IntValidator { bottom: 1; top: 65535 }
                selectByMouse: true
                Accessible.name: qsTr("Port")
            }
            Text { text: qsTr("Table code"); font.pixelSize: 13; color: Theme.ink }
            TextField {
                id: code
                objectName: "joinCode"
                Layout.preferredWidth: 160
                maximumLength: 8
                font.capitalization: Font.AllUppercase
                selectByMouse: true
                Accessible.name: qsTr("Table code")
            }
            Text { text: qsTr("Your name"); font.pixelSize: 13; color: Theme.ink }
            TextField {
                id: name
                objectName: "joinName"
                Layout.fillWidth: true
                maximumLength: 40
                selectByMouse: true
                Accessible.name: qsTr("Your name")
            }
            Text { text: qsTr("Password"); font.pixelSize: 13; color: Theme.ink }
            TextField {
                id: password
                objectName: "joinPassword"
                Layout.fillWidth: true
                placeholderText: qsTr("if the table has one")
                echoMode: TextInput.Password
                selectByMouse: true
                Accessible.name: qsTr("Password")
            }
        }
        Text {
            id: error
            objectName: "joinError"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            color: Theme.danger
            font.pixelSize: 13
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            GameButton {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            GameButton {
                objectName: "joinGo"
                tone: "primary"
                text: qsTr("Join")
                onClicked: root.join()
            }
        }
    }
}
