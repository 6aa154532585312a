// SPDX-License-Identifier: GPL-3.0-or-later
// The event log, a drawer at the bottom of the table: the whole game as sentences (every tile
// laid and where its follower went, the Fortune Teller's choices, the wheel, crowns, plague
// and scoring, with the points given). L (or the tab) opens and closes it, Esc closes it. A
// click on an entry that names a tile shows that tile on the board (showCell), as do the keys
// moving to it and Enter.
// Whether it is open is the view's (GameView.logOpen, also the L key's and the View menu's):
// the tab asks for the change (toggleRequested) and never sets `open` itself, which would
// break the binding to the view's state (the key and the menu would then no longer move it).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Item {
    id: root

    property bool animate: true
    required property GameController controller
    // bound to the view's state; the log only shows it
    property bool open: false
    readonly property real panelHeight: Math.max(160, Math.min(320, (parent ? parent.height : 600) * 0.42))
    readonly property real tabHeight: 32

    // The log closed while it had the keyboard: the view gives it back to the board.
    signal focusReturned
    // An entry naming a tile of the board was clicked.
    signal showCell(int cellX, int cellY)
    // The tab was clicked (or pressed by a screen reader): the view opens or closes the log.
    signal toggleRequested

    function colorOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "colorName") : "red";
    }
    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    // An entry in words, for a screen reader: its turn, its sentence and who scored what.
    function spokenEntry(row) {
        let line = qsTr("Turn %L1: %2").arg(row.turn).arg(Words.logSentence(row, playerName(row.player)));
        line += Words.spokenPoints(row.points, playerName);
        return line;
    }
    function toggle() {
        toggleRequested();
    }

    clip: true
    height: tabHeight + (open ? panelHeight : 0)
    objectName: "eventLog"

    Behavior on height  {
        enabled: root.animate

        NumberAnimation {
            duration: 200
            easing.type: Easing.OutCubic
        }
    }

    // Opened, the log takes the keyboard (Up, Down, Page Up, Page Down, Home, End go through
    // the entries, a screen reader reads each); closed, it gives it back to the board.
    onOpenChanged: {
        if (open) {
            // once the list has its model (bound to `open`)
            Qt.callLater(() => {
                    list.currentIndex = list.count - 1;
                    list.forceActiveFocus(Qt.TabFocusReason);
                });
        } else if (list.activeFocus) {
            root.focusReturned();
        }
    }

    Rectangle {
        id: tab
        Accessible.name: tabLabel.text
        Accessible.role: Accessible.Button
        ToolTip.delay: 500
        ToolTip.text: qsTr("Show or hide the event log (L)")
        ToolTip.visible: tabArea.containsMouse
        border.color: Theme.gold
        border.width: 1.5
        color: tabArea.containsMouse ? Theme.woodHover : Theme.woodLight
        height: root.tabHeight + 8
        objectName: "eventLogTab"
        radius: 8
        width: tabLabel.implicitWidth + 40
        x: 12

        Accessible.onPressAction: root.toggle()

        Text {
            id: tabLabel
            color: Theme.cream
            font.pixelSize: 13
            height: root.tabHeight
            text: (root.open ? "▾ " : "▴ ") + qsTr("Event log (%L1)").arg(root.controller.log.count)
            verticalAlignment: Text.AlignVCenter
            x: 12
        }
        MouseArea {
            id: tabArea
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            hoverEnabled: true

            onClicked: root.toggle()
        }
    }
    Rectangle {
        border.color: Theme.gold
        border.width: 2
        color: "#f2e6c8"
        height: root.panelHeight
        width: parent.width
        y: root.tabHeight

        ListView {
            id: list

            // The keyboard's entry, shown on the board as a click shows it (the tile lit).
            function showCurrent() {
                const e = currentItem;
                if (e && e.model.hasCell)
                    root.showCell(e.model.x, e.model.y);
            }

            Accessible.name: qsTr("Event log")
            Accessible.role: Accessible.List
            activeFocusOnTab: root.open
            anchors.fill: parent
            anchors.margins: 8
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            // the view follows the keyboard's entry (the entry lights itself)
            highlightFollowsCurrentItem: true
            highlightMoveDuration: 0
            keyNavigationEnabled: true
            model: root.open ? root.controller.log : null
            objectName: "eventLogList"
            spacing: 4

            ScrollBar.vertical: ScrollBar {
            }
            delegate: Rectangle {
                id: entry

                readonly property bool current: ListView.isCurrentItem && list.activeFocus
                required property int index
                required property var model

                Accessible.name: root.spokenEntry(entry.model)
                Accessible.role: Accessible.ListItem
                // the keyboard's entry: lit and ringed in the focus colour
                border.color: Theme.focus
                border.width: current ? 3 : 0
                color: current || entryArea.containsMouse && entry.model.hasCell ? Theme.highlight : index % 2 ? Theme.parchment : Theme.parchmentRow
                // the keyboard's entry has the focus (a screen reader says it; the keys still
                // reach the list)
                focus: ListView.isCurrentItem
                height: Math.max(30, line.implicitHeight + 8)
                objectName: "eventLogEntry_" + index
                radius: 6
                width: list.width - 12

                MouseArea {
                    id: entryArea
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Show this tile on the board")
                    ToolTip.visible: containsMouse
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    enabled: entry.model.hasCell
                    hoverEnabled: entry.model.hasCell

                    onClicked: root.showCell(entry.model.x, entry.model.y)
                }
                Rectangle {
                    id: badge
                    anchors.verticalCenter: parent.verticalCenter
                    color: entry.model.kind === LogKind.Wheel || entry.model.kind === LogKind.Crown ? "#e9d28f" : "#e4d6b4"
                    height: 20
                    radius: 10
                    width: 44
                    x: 4

                    Text {
                        anchors.centerIn: parent
                        color: Theme.inkSoft
                        font.pixelSize: 11
                        text: qsTr("T%L1").arg(entry.model.turn)
                    }
                }
                SectorSymbol {
                    id: symbol
                    anchors.left: badge.right
                    anchors.leftMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    height: 22
                    sector: Math.max(0, entry.model.sector)
                    visible: entry.model.kind === LogKind.Wheel || entry.model.kind === LogKind.Crown
                    width: visible ? 22 : 0
                }
                Image {
                    id: tileArt
                    anchors.left: symbol.right
                    anchors.leftMargin: visible ? 4 : 0
                    anchors.verticalCenter: parent.verticalCenter
                    height: 24
                    source: visible ? "image://tile/" + entry.model.tileId + "?r=" + entry.model.rotation : ""
                    sourceSize: Qt.size(48, 48)
                    visible: entry.model.tileId.length > 0
                    width: visible ? 24 : 0
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
                        color: Theme.ink
                        font.pixelSize: 13
                        height: Math.max(26, implicitHeight)
                        text: Words.logSentence(entry.model, root.playerName(entry.model.player))
                        verticalAlignment: Text.AlignVCenter
                        width: Math.min(implicitWidth, line.width)
                        wrapMode: Text.Wrap
                    }
                    Repeater {
                        model: entry.model.points

                        delegate: PointsChip {
                            required property var modelData

                            colorName: root.colorOf(modelData.player)
                            name: root.playerName(modelData.player)
                            note: modelData.reason === "crown" ? qsTr("crown") : ""
                            player: modelData.player
                            points: modelData.points
                        }
                    }
                }
            }

            Component.onCompleted: positionViewAtEnd()
            // The keys act on the log while it has them: an entry moved to is shown on the
            // board as a click shows it; Enter does the click's action; Esc closes the log
            // (they went to the board: Enter laid a tile's ghost on a spot, ↑↓ showed nothing).
            Keys.onPressed: event => {
                const last = list.count - 1;
                if (event.key === Qt.Key_PageUp || event.key === Qt.Key_PageDown) {
                    const page = Math.max(1, Math.floor(list.height / 34));
                    list.currentIndex = Math.max(0, Math.min(last, list.currentIndex + (event.key === Qt.Key_PageUp ? -page : page)));
                } else if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
                    list.currentIndex = event.key === Qt.Key_Home ? 0 : last;
                } else if (event.key === Qt.Key_Up || event.key === Qt.Key_Down) {
                    list.currentIndex = Math.max(0, Math.min(last, list.currentIndex + (event.key === Qt.Key_Up ? -1 : 1)));
                } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                // only the action: the entry stays where it is
                {
                } else if (event.key === Qt.Key_Escape) {
                    root.toggleRequested();
                    event.accepted = true;
                    return;
                } else {
                    return;
                }
                event.accepted = true;
                list.showCurrent();
            }

            // the game's arrow, Home/End, Enter and Esc shortcuts wait while the log reads
            Keys.onShortcutOverride: event => event.accepted = [Qt.Key_Up, Qt.Key_Down, Qt.Key_PageUp, Qt.Key_PageDown, Qt.Key_Home, Qt.Key_End, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Escape].indexOf(event.key) >= 0
            // new entries: the view, and the keyboard's entry if it was on the last, follow them
            onCountChanged: {
                if (currentIndex >= count - 2)
                    currentIndex = count - 1;
                Qt.callLater(positionViewAtEnd);
            }
        }
        Text {
            anchors.centerIn: parent
            color: Theme.inkSoft
            font.italic: true
            font.pixelSize: 13
            text: qsTr("Nothing has happened yet.")
            visible: root.controller.log.count === 0
        }
    }
}
