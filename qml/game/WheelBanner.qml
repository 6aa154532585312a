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

    property bool animate: true
    // Items the banner keeps clear of besides the board's (the lesson's card).
    property var avoid: []
    // GameBoard: where the banner may stand without covering what the player may click
    required property Item board
    // The person's decision can be taken back: she acted (see onCanUndoChanged).
    readonly property bool canUndo: controller.staging.canUndo
    // Compact (the sector and its name, the rest in a tooltip) when the full banner would
    // cover the wheel, the hint or a lit spot wherever it stood; tiny (the symbol alone) when
    // the compact one would too.
    readonly property bool compact: placement.compact && mode !== "hidden"
    required property GameController controller
    readonly property string drawer: hasEvent ? playerName(event.player) : ""
    readonly property wheelEvent event: controller.lastWheelEvent
    readonly property int eventKey: event.valid ? event.logIndex : -1
    property real fullHeight: 150 // as last measured in full
    // compact, its words in full under the mouse
    readonly property alias fullText: fullText
    readonly property real fullWidth: Math.min(600, parent ? parent.width - 24 : 600)
    readonly property bool hasEvent: event.valid
    // "hidden", "walking" or "event"
    property string mode: "hidden"
    // kept on screen while the plague asks for followers
    readonly property bool pinned: mode === "event" && sector === Sector.Plague && controller.phase === GameController.Plague
    readonly property int sector: hasEvent ? event.sector : -1
    readonly property alias spot: placement
    readonly property real symbolSize: compact ? 44 : 64
    readonly property bool tiny: compact && placement.tiny

    function colorOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "colorName") : "red";
    }
    function hide() {
        mode = "hidden";
    }
    function measure() {
        if (!compact && mode !== "hidden" && Math.abs(fullHeight - height) > 0.5)
            fullHeight = height;
    }
    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function showEvent() {
        if (!hasEvent)
            return;
        mode = "event";
    }
    function showWalking() {
        mode = "walking";
    }

    Accessible.name: title.text + ". " + effect.text
    Accessible.role: Accessible.AlertMessage
    border.color: Theme.gold
    border.width: 3
    color: Theme.parchment
    height: tiny ? placement.tinySize : compact ? placement.compactHeight : content.implicitHeight + 28
    objectName: "wheelBanner"
    opacity: mode === "hidden" ? 0 : 1
    radius: 14
    visible: opacity > 0.01
    width: tiny ? placement.tinySize : compact ? placement.compactWidth : fullWidth
    x: placement.spot.x
    y: placement.spot.y

    Behavior on opacity  {
        enabled: root.animate

        NumberAnimation {
            duration: 220
        }
    }

    // The player acted: a tile laid by a human (it can be taken back now), taken back, or left
    // with its follower (or none) closes the event.
    onCanUndoChanged: {
        const c = root.controller;
        const p = c.actingPlayer;
        if (root.mode === "event" && !root.pinned && p >= 0 && p < c.players.count && !c.players.value(p, "isComputer") && !c.busy)
            root.hide();
    }

    // another event (not the same one with one more follower given back): its place is
    // chosen afresh
    onEventKeyChanged: placement.forget()

    // measured after the layout settles (the place depends on it: no binding loop)
    onHeightChanged: if (!compact && mode !== "hidden")
        Qt.callLater(measure)

    // the controller keeps it with the saves (its eventShown)
    onModeChanged: {
        controller.eventShown = mode === "event";
        placement.forget();
    }

    // Compact or tiny, the banner's words in full when the mouse is on it: beside the banner
    // where they cover nothing that must stay in sight (BannerSpot's hard things: the lit
    // spots, the wheel...), as the banner itself (an attached tooltip stood over the lit
    // spots above it).
    ToolTip {
        id: fullText

        // its place in the board area: below, above, right or left of the banner, the first
        // that covers nothing hard, kept inside the area; else the place covering least
        readonly property point at: {
            const w = width, h = height, gap = 6;
            const area = root.parent;
            if (!area)
                return Qt.point(0, root.height + gap);
            const places = [Qt.point(root.x, root.y + root.height + gap), Qt.point(root.x, root.y - h - gap), Qt.point(root.x + root.width + gap, root.y), Qt.point(root.x - w - gap, root.y)];
            for (const p of places) {
                const q = Qt.point(Math.max(0, Math.min(p.x, area.width - w)), Math.max(0, Math.min(p.y, area.height - h)));
                if (placement.coverage(q, w, h).hard === 0)
                    return q;
            }
            // none beside it: where the banner itself would go (the least covered place)
            return placement.best(placement.candidates(w, h), w, h).p;
        }

        objectName: "bannerFullText"
        text: root.tiny ? title.text + ". " + effect.text : effect.text
        visible: root.compact && bannerMouse.containsMouse
        width: Math.min(implicitWidth, 380)
        x: at.x - root.x
        y: at.y - root.y
    }

    // Where it stands: see BannerSpot. Its parent is the board area.
    BannerSpot {
        id: placement
        area: root.parent
        avoid: root.avoid
        board: root.board
        compactHeight: 72
        compactWidth: Math.min(340, root.fullWidth)
        controller: root.controller
        fullHeight: root.fullHeight
        fullWidth: root.fullWidth
    }
    Connections {
        function onPhaseChanged() {
            if (root.controller.phase === GameController.GameOver)
                root.hide();
        }

        target: root.controller
    }

    // Takes every press, click and wheel turn on the banner (a TapHandler would let the press
    // go on to the board below); a click on it closes the event.
    MouseArea {
        id: bannerMouse
        acceptedButtons: Qt.AllButtons
        anchors.fill: parent
        enabled: root.mode !== "hidden"
        hoverEnabled: true
        objectName: "bannerMouse"

        onClicked: if (!root.pinned && root.mode === "event")
            root.hide()
        onWheel: wheel => wheel.accepted = true
    }
    Rectangle {
        anchors.bottomMargin: -8
        anchors.fill: parent
        anchors.leftMargin: 4
        anchors.rightMargin: -4
        anchors.topMargin: 6
        color: "#55200e02"
        radius: parent.radius
        // soft shadow
        z: -1
    }
    Row {
        id: content
        spacing: 14
        width: root.width - 28
        x: 14
        y: 14

        Item {
            height: root.symbolSize
            width: root.symbolSize

            SectorSymbol {
                anchors.fill: parent
                sector: Math.max(0, root.sector)
                visible: root.mode === "event"
            }
            TileItem {
                anchors.fill: parent
                anchors.margins: 4
                objectName: "bannerTile"
                tileId: root.hasEvent ? root.event.tileId : ""
                visible: root.mode === "walking"
            }
        }
        Column {
            id: texts
            anchors.verticalCenter: root.compact ? parent.verticalCenter : undefined
            spacing: 6
            visible: !root.tiny
            width: content.width - root.symbolSize - 14 - (drawnTile.visible ? drawnTile.width + 14 : 0) - 30

            Text {
                id: title
                color: Theme.heading
                elide: Text.ElideRight
                font.bold: true
                font.family: Theme.serif
                font.pixelSize: 21
                objectName: "bannerTitle"
                text: root.mode === "walking" ? qsTr("%1 drew a wheel tile!").arg(root.drawer) : Words.sectorName(root.sector)
                width: parent.width
            }
            Text {
                id: subtitle
                color: Theme.inkSoft
                font.pixelSize: 13
                text: root.mode === "walking" ? qsTr("The pig walks %n sector(s) clockwise…", "", root.hasEvent ? root.event.moved : 0) : qsTr("%1 drew a wheel tile: the pig walked %n sector(s).", "", root.hasEvent ? root.event.moved : 0).arg(root.drawer)
                visible: !root.compact
                width: parent.width
                wrapMode: Text.Wrap
            }
            Text {
                id: effect
                color: Theme.ink
                font.pixelSize: 15
                objectName: "bannerEffect"
                text: Words.sectorEffect(root.sector, root.controller.options.rules.famine)
                visible: root.mode === "event" && !root.compact
                width: parent.width
                wrapMode: Text.Wrap
            }
            Flow {
                objectName: "bannerPoints"
                spacing: 6
                visible: root.mode === "event" && !root.compact
                width: parent.width

                Repeater {
                    model: root.hasEvent && root.mode === "event" ? root.event.points : []

                    delegate: PointsChip {
                        required property var modelData

                        colorName: root.colorOf(modelData.player)
                        name: root.playerName(modelData.player)
                        note: modelData.reason === Reason.Crown ? qsTr("crown") : ""
                        player: modelData.player
                        points: modelData.points
                    }
                }
                Text {
                    color: Theme.inkSoft
                    font.italic: true
                    font.pixelSize: 13
                    height: 26
                    text: qsTr("Nobody scores this time.")
                    verticalAlignment: Text.AlignVCenter
                    visible: root.hasEvent && root.event.points.length === 0 && root.sector !== Sector.Plague
                }
            }
            // the plague: whose choice it is now
            Text {
                color: "#8a2a14"
                font.bold: true
                font.pixelSize: 14
                objectName: "plaguePrompt"
                text: root.controller.awaitingHuman ? qsTr("%1, choose one of your followers on the land: click one ringed in red.").arg(root.playerName(root.controller.plaguePlayer)) : qsTr("%1 chooses a follower to send home…").arg(root.playerName(root.controller.plaguePlayer))
                visible: root.mode === "event" && !root.compact && root.sector === Sector.Plague && root.controller.phase === GameController.Plague
                width: texts.width
                wrapMode: Text.Wrap
            }
            // the plague: who gave a follower back so far
            Repeater {
                model: root.hasEvent && root.mode === "event" && !root.compact && root.sector === Sector.Plague ? root.event.removals : []

                delegate: Text {
                    required property var modelData

                    color: Theme.inkSoft
                    font.pixelSize: 13
                    text: qsTr("%1 sent a follower home.").arg(root.playerName(modelData.player))
                    width: texts.width
                    wrapMode: Text.Wrap
                }
            }
        }
        Column {
            id: drawnTile
            spacing: 2
            visible: root.mode === "event" && root.hasEvent && !root.compact
            width: 58

            TileItem {
                height: 58
                tileId: root.hasEvent ? root.event.tileId : ""
                width: 58
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 11
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("drawn")
                width: parent.width
            }
        }
    }
    ToolButton {
        Accessible.name: qsTr("Close")
        ToolTip.text: qsTr("Close")
        ToolTip.visible: hovered
        anchors.margins: 4
        anchors.right: parent.right
        anchors.top: parent.top
        font.pixelSize: 20
        height: 30
        objectName: "bannerClose"
        text: "×"
        visible: root.mode === "event" && !root.pinned && !root.tiny
        width: 30

        // AT-SPI's Press (Qt 6.4 does nothing by itself)
        Accessible.onPressAction: clicked()
        onClicked: root.hide()
    }
}
