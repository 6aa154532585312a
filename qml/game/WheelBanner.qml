// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel moment: while the pig walks, the drawn wheel tile and how far the pig goes; when
// it stops, the sector's event, what it does and the points it gave (crown spaces included).
// Everything shown comes from GameController.lastWheelEvent.
// The event stays until the player closes it (×, a click on it, Esc) or acts (GameView hides
// it when a human lays a tile), or the next wheel tile replaces it; it never closes by itself.
// Clicks and the mouse wheel on it stay with it: nothing falls through to the board.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property GameController controller
    // GameBoard: where the banner may stand without covering what the player may click
    required property Item board
    property bool animate: true
    readonly property alias spot: placement
    // "hidden", "walking" or "event"
    property string mode: "hidden"
    readonly property wheelEvent event: controller.lastWheelEvent
    readonly property bool hasEvent: event.valid
    readonly property int sector: hasEvent ? event.sector : -1
    readonly property string drawer: hasEvent ? playerName(event.player) : ""
    // kept on screen while the plague asks for followers
    readonly property bool pinned: mode === "event" && sector === Sector.Plague && controller.phase === GameController.Plague

    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function colorOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "colorName") : "red";
    }
    function showWalking() {
        mode = "walking";
    }
    function showEvent() {
        if (!hasEvent)
            return;
        mode = "event";
    }
    function hide() {
        mode = "hidden";
    }

    // Where it stands: see BannerSpot. Its parent is the board area.
    BannerSpot {
        id: placement
        area: root.parent
        board: root.board
        controller: root.controller
        fullWidth: root.fullWidth
        fullHeight: root.fullHeight
        compactWidth: Math.min(340, root.fullWidth)
        compactHeight: 72
    }
    x: placement.spot.x
    y: placement.spot.y

    // The player acted: a tile laid by a human (it can be taken back now), taken back, or left
    // with its follower (or none) closes the event.
    Connections {
        target: root.controller
        function onPhaseChanged() {
            if (root.controller.phase === GameController.GameOver)
                root.hide();
        }
        function onCanUndoChanged() {
            const c = root.controller;
            const p = c.actingPlayer;
            if (root.mode === "event" && !root.pinned && p >= 0 && p < c.players.count
                    && !c.players.value(p, "isComputer") && !c.busy)
                root.hide();
        }
    }

    objectName: "wheelBanner"
    visible: opacity > 0.01
    opacity: mode === "hidden" ? 0 : 1
    Behavior on opacity { enabled: root.animate; NumberAnimation { duration: 220 } }
    // Compact (the sector and its name, the rest in a tooltip) when the full banner would
    // cover a lit spot wherever it stood.
    readonly property bool compact: placement.compact && mode === "event"
    readonly property real fullWidth: Math.min(600, parent ? parent.width - 24 : 600)
    property real fullHeight: 150 // as last measured in full
    readonly property real symbolSize: compact ? 44 : 64
    width: compact ? placement.compactWidth : fullWidth
    height: compact ? placement.compactHeight : content.implicitHeight + 28
    // measured after the layout settles (the place depends on it: no binding loop)
    onHeightChanged: if (!compact && mode !== "hidden") Qt.callLater(measure)
    function measure() {
        if (!compact && mode !== "hidden" && Math.abs(fullHeight - height) > 0.5)
            fullHeight = height;
    }
    ToolTip.visible: compact && bannerMouse.containsMouse
    ToolTip.text: effect.text
    radius: 14
    color: Theme.parchment
    border.color: Theme.gold
    border.width: 3
    Accessible.role: Accessible.AlertMessage
    Accessible.name: title.text + ". " + effect.text

    // Takes every press, click and wheel turn on the banner (a TapHandler would let the press
    // go on to the board below); a click on it closes the event.
    MouseArea {
        id: bannerMouse
        objectName: "bannerMouse"
        anchors.fill: parent
        enabled: root.mode !== "hidden"
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onClicked: if (!root.pinned && root.mode === "event") root.hide()
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        // soft shadow
        z: -1
        anchors.fill: parent
        anchors.topMargin: 6
        anchors.leftMargin: 4
        anchors.rightMargin: -4
        anchors.bottomMargin: -8
        radius: parent.radius
        color: "#55200e02"
    }

    Row {
        id: content
        x: 14
        y: 14
        width: root.width - 28
        spacing: 14

        Item {
            width: root.symbolSize
            height: root.symbolSize
            SectorSymbol {
                anchors.fill: parent
                visible: root.mode === "event"
                sector: Math.max(0, root.sector)
            }
            TileItem {
                objectName: "bannerTile"
                anchors.fill: parent
                anchors.margins: 4
                visible: root.mode === "walking"
                tileId: root.hasEvent ? root.event.tileId : ""
            }
        }

        Column {
            id: texts
            width: content.width - root.symbolSize - 14 - (drawnTile.visible ? drawnTile.width + 14 : 0) - 30
            anchors.verticalCenter: root.compact ? parent.verticalCenter : undefined
            spacing: 6

            Text {
                id: title
                objectName: "bannerTitle"
                width: parent.width
                text: root.mode === "walking"
                      ? qsTr("%1 drew a wheel tile!").arg(root.drawer)
                      : Words.sectorName(root.sector)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: 21
                color: Theme.heading
                elide: Text.ElideRight
            }
            Text {
                id: subtitle
                visible: !root.compact
                width: parent.width
                text: root.mode === "walking"
                      ? qsTr("The pig walks %n sector(s) clockwise…", "", root.hasEvent ? root.event.moved : 0)
                      : qsTr("%1 drew a wheel tile: the pig walked %n sector(s).", "", root.hasEvent ? root.event.moved : 0).arg(root.drawer)
                font.pixelSize: 13
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
            Text {
                id: effect
                objectName: "bannerEffect"
                visible: root.mode === "event" && !root.compact
                width: parent.width
                text: Words.sectorEffect(root.sector, root.controller.rules.famine)
                font.pixelSize: 15
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Flow {
                objectName: "bannerPoints"
                visible: root.mode === "event" && !root.compact
                width: parent.width
                spacing: 6
                Repeater {
                    model: root.hasEvent && root.mode === "event" ? root.event.points : []
                    delegate: PointsChip {
                        required property var modelData
                        player: modelData.player
                        colorName: root.colorOf(modelData.player)
                        name: root.playerName(modelData.player)
                        points: modelData.points
                        note: modelData.reason === Reason.Crown ? qsTr("crown") : ""
                    }
                }
                Text {
                    visible: root.hasEvent && root.event.points.length === 0 && root.sector !== Sector.Plague
                    text: qsTr("Nobody scores this time.")
                    font.pixelSize: 13
                    font.italic: true
                    color: Theme.inkSoft
                    height: 26
                    verticalAlignment: Text.AlignVCenter
                }
            }
            // the plague: whose choice it is now
            Text {
                objectName: "plaguePrompt"
                visible: root.mode === "event" && !root.compact && root.sector === Sector.Plague && root.controller.phase === GameController.Plague
                width: texts.width
                text: root.controller.awaitingHuman
                      ? qsTr("%1, choose one of your followers on the land: click one ringed in red.").arg(root.playerName(root.controller.plaguePlayer))
                      : qsTr("%1 chooses a follower to send home…").arg(root.playerName(root.controller.plaguePlayer))
                font.pixelSize: 14
                font.bold: true
                color: "#8a2a14"
                wrapMode: Text.Wrap
            }
            // the plague: who gave a follower back so far
            Repeater {
                model: root.hasEvent && root.mode === "event" && !root.compact && root.sector === Sector.Plague ? root.event.removals : []
                delegate: Text {
                    required property var modelData
                    width: texts.width
                    text: qsTr("%1 sent a follower home.").arg(root.playerName(modelData.player))
                    font.pixelSize: 13
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                }
            }
        }

        Column {
            id: drawnTile
            visible: root.mode === "event" && root.hasEvent && !root.compact
            width: 58
            spacing: 2
            TileItem {
                width: 58
                height: 58
                tileId: root.hasEvent ? root.event.tileId : ""
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("drawn")
                font.pixelSize: 11
                color: Theme.inkSoft
            }
        }
    }

    ToolButton {
        objectName: "bannerClose"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 4
        width: 30
        height: 30
        visible: root.mode === "event" && !root.pinned
        text: "×"
        font.pixelSize: 20
        onClicked: root.hide()
        Accessible.name: qsTr("Close")
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Close")
    }
}
