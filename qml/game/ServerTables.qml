// SPDX-License-Identifier: GPL-3.0-or-later
// The Join dialog's "Tables on this server": the tables a fortuna-server lists (ServerBrowser:
// name, rules, seats free, a password or not), each with Join and Watch; Refresh asks again.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

ColumnLayout {
    id: root

    required property string address
    readonly property alias browser: browser
    // The list scrolls beyond this height (the dialog stays inside a small window).
    property real maxListHeight: 180
    required property int port
    required property bool secure

    signal certificateProblem(var problem)
    signal joinRequested(string code)
    signal watchRequested(string code)

    objectName: "serverTables"
    spacing: 6

    ServerBrowser {
        id: browser
        onCertificateProblem: problem => root.certificateProblem(problem)
    }
    RowLayout {
        Layout.fillWidth: true

        Text {
            Accessible.role: Accessible.Heading
            Layout.fillWidth: true
            color: Theme.heading
            font.bold: true
            font.pixelSize: 15
            text: qsTr("Tables on this server")
        }
        GameButton {
            enabled: !browser.busy && root.address.trim().length > 0
            objectName: "tablesRefresh"
            text: browser.busy ? qsTr("Asking…") : qsTr("Refresh")

            onClicked: {
                const reason = browser.refresh(root.address, root.port, root.secure);
                if (reason.length > 0)
                    status.text = reason;
            }
        }
    }
    Text {
        id: status
        Layout.fillWidth: true
        color: browser.error.length > 0 ? Theme.danger : Theme.inkSoft
        font.pixelSize: 12
        text: browser.error.length > 0 ? browser.error : browser.tables.length === 0 ? qsTr("Type the server's address, then Refresh: its open tables show here.") : ""
        visible: text.length > 0
        wrapMode: Text.Wrap
    }
    ListView {
        id: list
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, Math.max(46, root.maxListHeight))
        clip: true
        model: browser.tables
        objectName: "tablesList"
        spacing: 4

        delegate: Rectangle {
            id: row

            required property var modelData

            border.color: Theme.parchmentRule
            color: Theme.parchmentRow
            height: 46
            radius: 6
            width: ListView.view.width

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 10
                anchors.rightMargin: 6
                spacing: 8

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Text {
                        Layout.fillWidth: true
                        color: Theme.ink
                        elide: Text.ElideRight
                        font.bold: true
                        font.pixelSize: 13
                        text: row.modelData.name + "  ·  " + row.modelData.code
                    }
                    Text {
                        Layout.fillWidth: true
                        color: Theme.inkSoft
                        elide: Text.ElideRight
                        font.pixelSize: 12
                        //: %1 the rules, %2 free seats of %3; a game under way says so
                        text: (row.modelData.started ? qsTr("%1 · under way").arg(row.modelData.rules) : qsTr("%1 · %2 of %3 seats free").arg(row.modelData.rules).arg(row.modelData.seatsFree).arg(row.modelData.seats)) + (row.modelData.moveTime > 0 ? " · " + qsTr("%1 per move").arg(ServerBrowser.moveTimeText(row.modelData.moveTime)) : "")
                    }
                }
                // A password is needed: a small badge (no emoji: not every system has the font).
                Rectangle {
                    Accessible.name: qsTr("Password needed")
                    Accessible.role: Accessible.StaticText
                    border.color: Theme.bronze
                    color: Theme.parchmentMuted
                    implicitHeight: badge.implicitHeight + 6
                    implicitWidth: badge.implicitWidth + 12
                    radius: 4
                    visible: row.modelData.password

                    Text {
                        id: badge
                        anchors.centerIn: parent
                        color: Theme.ink
                        font.pixelSize: 11
                        text: qsTr("password")
                    }
                }
                GameButton {
                    enabled: !row.modelData.started && row.modelData.seatsFree > 0
                    text: qsTr("Join")

                    onClicked: root.joinRequested(row.modelData.code)
                }
                GameButton {
                    text: qsTr("Watch")

                    onClicked: root.watchRequested(row.modelData.code)
                }
            }
        }
    }
}
