// SPDX-License-Identifier: GPL-3.0-or-later
// The event log, a drawer at the bottom of the table: the whole game as sentences (every tile
// laid and where its follower went, the Fortune Teller's choices, the wheel, crowns, plague
// and scoring, with the points given). L (or the tab) opens and closes it. A click on an entry
// that names a tile shows that tile on the board (showCell).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Item {
    id: root

    required property GameController controller
    property bool open: false
    property bool animate: true
    readonly property real tabHeight: 32
    readonly property real panelHeight: Math.max(160, Math.min(320, (parent ? parent.height : 600) * 0.42))

    // An entry naming a tile of the board was clicked.
    signal showCell(int cellX, int cellY)

    function toggle() {
        open = !open;
    }
    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function colorOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "colorName") : "red";
    }

    objectName: "eventLog"
    height: tabHeight + (open ? panelHeight : 0)
    Behavior on height { enabled: root.animate; NumberAnimation { duration: 200; easing.type: Easing.OutCubic } }
    clip: true

    Rectangle {
        id: tab
        objectName: "eventLogTab"
        x: 12
        width: tabLabel.implicitWidth + 40
        height: root.tabHeight + 8
        radius: 8
        color: tabArea.containsMouse ? Theme.woodHover : Theme.woodLight
        border.color: Theme.gold
        border.width: 1.5
        Accessible.role: Accessible.Button
        Accessible.name: tabLabel.text
        Accessible.onPressAction: root.toggle()
        Text {
            id: tabLabel
            x: 12
            height: root.tabHeight
            verticalAlignment: Text.AlignVCenter
            text: (root.open ? "▾ " : "▴ ") + qsTr("Event log (%L1)").arg(root.controller.log.count)
            font.pixelSize: 13
            color: Theme.cream
        }
        MouseArea {
            id: tabArea
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: root.toggle()
        }
        ToolTip.visible: tabArea.containsMouse
        ToolTip.delay: 500
        ToolTip.text: qsTr("Show or hide the event log (L)")
    }

    Rectangle {
        y: root.tabHeight
        width: parent.width
        height: root.panelHeight
        color: "#f2e6c8"
        border.color: Theme.gold
        border.width: 2

        ListView {
            id: list
            objectName: "eventLogList"
            anchors.fill: parent
            anchors.margins: 8
            clip: true
            spacing: 4
            model: root.open ? root.controller.log : null
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            onCountChanged: Qt.callLater(positionViewAtEnd)
            Component.onCompleted: positionViewAtEnd()

            delegate: Rectangle {
                id: entry
                required property int index
                required property var model
                width: list.width - 12
                height: Math.max(30, line.implicitHeight + 8)
                radius: 6
                color: entryArea.containsMouse && entry.model.hasCell ? Theme.highlight : index % 2 ? Theme.parchment : Theme.parchmentRow

                MouseArea {
                    id: entryArea
                    anchors.fill: parent
                    hoverEnabled: entry.model.hasCell
                    enabled: entry.model.hasCell
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.showCell(entry.model.x, entry.model.y)
                    ToolTip.visible: containsMouse
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Show this tile on the board")
                }

                Rectangle {
                    id: badge
                    x: 4
                    anchors.verticalCenter: parent.verticalCenter
                    width: 44
                    height: 20
                    radius: 10
                    color: entry.model.kind === LogKind.Wheel || entry.model.kind === LogKind.Crown ? "#e9d28f" : "#e4d6b4"
                    Text {
                        anchors.centerIn: parent
                        text: qsTr("T%L1").arg(entry.model.turn)
                        font.pixelSize: 11
                        color: Theme.inkSoft
                    }
                }
                SectorSymbol {
                    id: symbol
                    anchors.left: badge.right
                    anchors.leftMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    visible: entry.model.kind === LogKind.Wheel || entry.model.kind === LogKind.Crown
                    width: visible ? 22 : 0
                    height: 22
                    sector: Math.max(0, entry.model.sector)
                }
                Image {
                    id: tileArt
                    anchors.left: symbol.right
                    anchors.leftMargin: visible ? 4 : 0
                    anchors.verticalCenter: parent.verticalCenter
                    visible: entry.model.tileId.length > 0
                    width: visible ? 24 : 0
                    height: 24
                    sourceSize: Qt.size(48, 48)
                    source: visible ? "image://tile/" + entry.model.tileId + "?r=" + entry.model.rotation : ""
                }
                Flow {
                    id: line
                    anchors.left: tileArt.right
                    anchors.leftMargin: 6
                    anchors.right: parent.right
                    anchors.rightMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 6
                    Text {
                        width: Math.min(implicitWidth, line.width)
                        height: Math.max(26, implicitHeight)
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.Wrap
                        text: Words.logSentence(entry.model, root.playerName(entry.model.player))
                        font.pixelSize: 13
                        color: Theme.ink
                    }
                    Repeater {
                        model: entry.model.points
                        delegate: PointsChip {
                            required property var modelData
                            player: modelData.player
                            colorName: root.colorOf(modelData.player)
                            name: root.playerName(modelData.player)
                            points: modelData.points
                            note: modelData.reason === "crown" ? qsTr("crown") : ""
                        }
                    }
                }
            }
        }
        Text {
            anchors.centerIn: parent
            visible: root.controller.log.count === 0
            text: qsTr("Nothing has happened yet.")
            font.pixelSize: 13
            font.italic: true
            color: Theme.inkSoft
        }
    }
}
