// SPDX-License-Identifier: GPL-3.0-or-later
// "Join a game…": the host's address, port and table code (pasting a fortuna:// or
// fortunas:// link fills the three and the TLS box), your name and the password if the table
// has one. Recent servers are offered, and the tables a server lists (ServerTables) with Join
// and Watch. The session checks the fields and says why when one is wrong.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

Popup {
    id: root

    property string defaultName
    required property NetSession net

    // A server's certificate was refused while listing its tables (ServerBrowser's).
    signal certificateProblem(var problem, ServerBrowser browser)

    function join() {
        const reason = net.join(address.text, Number(port.text) || 0, code.text, name.text, password.text, secure.checked);
        error.text = reason;
        if (reason.length === 0)
            close();
    }

    // Fills address, port and code from a fortuna:// link; "" or why the link is not one.
    function useLink(text) {
        const link = net.parseLink(text);
        if (link.error !== undefined)
            return link.error;
        address.text = link.host;
        port.text = String(link.port);
        code.text = link.code;
        secure.checked = link.secure;
        return "";
    }
    function watch() {
        const reason = net.watch(address.text, Number(port.text) || 0, code.text, password.text, secure.checked);
        error.text = reason;
        if (reason.length === 0)
            close();
    }

    anchors.centerIn: Overlay.overlay
    focus: true
    modal: true
    objectName: "joinDialog"
    padding: 22
    width: Math.min(560, (parent ? parent.width : 560) - 32)

    background: Rectangle {
        border.color: Theme.gold
        border.width: 3
        color: Theme.parchment
        radius: 14
    }
    contentItem: ColumnLayout {
        spacing: 10

        // Enter in a field joins, as the Join button (a focused button presses itself)
        Keys.onEnterPressed: root.join()
        Keys.onReturnPressed: root.join()

        Text {
            Accessible.name: text
            Accessible.role: Accessible.Heading
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 22
            text: qsTr("Join a game")
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            text: qsTr("Paste the link the host gave you, or type the address, the port and the table code.")
            wrapMode: Text.Wrap
        }
        TextField {
            id: linkField
            Accessible.name: qsTr("Link to the table")
            Layout.fillWidth: true
            ToolTip.text: qsTr("fortunas:// links name a secure (TLS) server.")
            ToolTip.visible: hovered
            objectName: "joinLink"
            placeholderText: "fortuna://192.168.1.20:7979/ABCD2345"
            selectByMouse: true

            onTextEdited: error.text = text.trim().length > 0 ? root.useLink(text) : ""
        }
        GridLayout {
            Layout.fillWidth: true
            columnSpacing: 10
            columns: 2
            rowSpacing: 6

            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("Address")
            }
            RowLayout {
                Layout.fillWidth: true

                TextField {
                    id: address
                    Accessible.name: qsTr("Address of the host")
                    Layout.fillWidth: true
                    objectName: "joinAddress"
                    selectByMouse: true
                }
                ComboBox {
                    id: recent
                    Accessible.name: qsTr("Recent servers")
                    Layout.preferredWidth: 150
                    displayText: qsTr("Recent")
                    model: root.net.recentServers
                    objectName: "joinRecent"
                    visible: root.net.recentServers.length > 0

                    onActivated: idx => {
                        const s = root.net.recentServers[idx];
                        const colon = s.lastIndexOf(":");
                        address.text = s.slice(0, colon).replace(/^\[|\]$/g, "");
                        port.text = s.slice(colon + 1);
                    }
                }
            }
            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("Port")
            }
            TextField {
                id: port
                Accessible.name: qsTr("Port")
                Layout.preferredWidth: 100
                objectName: "joinPort"
                selectByMouse: true
                text: "7979"

                validator: IntValidator {
                    bottom: 1
                    top: 65535
                }
            }
            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("Table code")
            }
            TextField {
                id: code
                Accessible.name: qsTr("Table code")
                Layout.preferredWidth: 160
                font.capitalization: Font.AllUppercase
                maximumLength: 8
                objectName: "joinCode"
                selectByMouse: true
            }
            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("Your name")
            }
            TextField {
                id: name
                Accessible.name: qsTr("Your name")
                Layout.fillWidth: true
                maximumLength: 40
                objectName: "joinName"
                selectByMouse: true
            }
            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("Password")
            }
            TextField {
                id: password
                Accessible.name: qsTr("Password")
                Layout.fillWidth: true
                echoMode: TextInput.Password
                objectName: "joinPassword"
                placeholderText: qsTr("if the table has one")
                selectByMouse: true
            }
            Item {
                implicitHeight: 1
                implicitWidth: 1
            }
            SetupCheck {
                id: secure
                Accessible.name: text
                objectName: "joinSecure"
                text: qsTr("Secure server (TLS, wss://)")
            }
        }
        ServerTables {
            id: tables
            Layout.fillWidth: true
            address: address.text
            maxListHeight: Math.min(180, (root.parent ? root.parent.height : 800) - 600)
            port: Number(port.text) || 0
            secure: secure.checked

            onCertificateProblem: problem => root.certificateProblem(problem, tables.browser)
            onJoinRequested: c => {
                code.text = c;
                root.join();
            }
            onWatchRequested: c => {
                code.text = c;
                root.watch();
            }
        }
        Text {
            id: error
            Layout.fillWidth: true
            color: Theme.danger
            font.pixelSize: 13
            objectName: "joinError"
            visible: text.length > 0
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                objectName: "joinCancel"
                text: qsTr("Cancel")

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: root.close()
            }
            GameButton {
                objectName: "joinWatch"
                text: qsTr("Watch")

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: root.watch()
            }
            GameButton {
                objectName: "joinGo"
                text: qsTr("Join")
                tone: "primary"

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: root.join()
            }
        }
    }

    onOpened: {
        error.text = "";
        if (name.text.length === 0)
            name.text = defaultName;
        linkField.text = "";
        linkField.forceActiveFocus();
    }
}
