// SPDX-License-Identifier: GPL-3.0-or-later
// "My tables": every network table this computer sits at, on every server it knows, with
// whose turn it is and the deadline of a turn-based table (in local time); Open sits down at
// one again, Forget drops it from the list.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

ParchmentPopup {
    id: root

    required property MyTables tables

    signal openRequested(var table)

    objectName: "myTablesDialog"
    title: qsTr("My tables")
    width: Math.min(640, parent ? parent.width - 40 : 640)

    onOpened: tables.refresh()

    ColumnLayout {
        spacing: 10
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            text: root.tables.tables.length === 0 ? qsTr("You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.") : qsTr("The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.")
            wrapMode: Text.Wrap
        }
        ListView {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 320)
            clip: true
            model: root.tables.tables
            objectName: "myTablesList"
            spacing: 4

            delegate: Rectangle {
                id: row

                required property var modelData

                border.color: row.modelData.yourTurn ? Theme.gold : Theme.parchmentRule
                border.width: row.modelData.yourTurn ? 2 : 1
                color: row.modelData.yourTurn ? Theme.highlight : Theme.parchmentRow
                height: 52
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
                            text: row.modelData.code + "  ·  " + row.modelData.server + (row.modelData.secure ? "  ·  TLS" : "")
                        }
                        Text {
                            Layout.fillWidth: true
                            color: row.modelData.yourTurn ? Theme.heading : Theme.inkSoft
                            elide: Text.ElideRight
                            font.bold: row.modelData.yourTurn === true
                            font.pixelSize: 12
                            //: %1 what happens at the table, %2 a date and time
                            text: row.modelData.deadline ? qsTr("%1 · move before %2").arg(row.modelData.state).arg(row.modelData.deadline) : row.modelData.state
                        }
                    }
                    GameButton {
                        enabled: row.modelData.ok !== false
                        text: qsTr("Open")
                        tone: row.modelData.yourTurn ? "primary" : "plain"

                        onClicked: {
                            root.close();
                            root.openRequested(row.modelData);
                        }
                    }
                    GameButton {
                        text: qsTr("Forget")

                        onClicked: root.tables.forget(row.modelData.code)
                    }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true

            Text {
                Layout.fillWidth: true
                color: Theme.inkSoft
                font.pixelSize: 12
                text: root.tables.busy ? qsTr("Asking the servers…") : ""
            }
            GameButton {
                enabled: !root.tables.busy
                text: qsTr("Refresh")

                onClicked: root.tables.refresh()
            }
            GameButton {
                text: qsTr("Close")

                onClicked: root.close()
            }
        }
    }
}
