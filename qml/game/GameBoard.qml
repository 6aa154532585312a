// SPDX-License-Identifier: GPL-3.0-or-later
// The table in play: the board view with the wheel, the laid tiles and the followers, plus
// what the player can do now: the lit spots where the tile fits (with a ghost of the tile),
// the markers where a follower may go, the crown spaces, the plague's choice. Every click
// calls the controller; a refusal comes back as its reason.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Item {
    id: root

    required property GameController controller
    property bool animate: true
    // The sector to light (the engine's, or the banner's while it shows an older event).
    property int highlightSector: -1

    readonly property alias view: view
    // The wheel in use: on the board (wheel as start tile) or in the dock beside it.
    readonly property WheelBoard wheel: controller.wheelAsStart ? view.wheel : dockWheel
    readonly property bool pigWalking: wheel.pigWalking

    readonly property bool placing: controller.phase === GameController.Place && controller.awaitingHuman
    readonly property bool deploying: controller.phase === GameController.Deploy && controller.awaitingHuman
    readonly property bool plaguing: controller.phase === GameController.Plague && controller.awaitingHuman
    readonly property int actingColor: playerColorIndex(controller.actingPlayer)

    // Crown spaces (WheelLayout order, clockwise from Fortune): occupant and availability.
    property var crownOccupants: []
    property var crownAvailable: []
    readonly property bool anyCrownAvailable: crownAvailable.indexOf(true) >= 0

    // Keyboard choice (Space cycles, Enter confirms): an index into the list of the phase.
    property int cursor: -1
    // The cell under the mouse while placing (the ghost shows there when the tile fits).
    property int hoverX: 0
    property int hoverY: 0
    property bool hovering: false
    // Bumped when the board's rows change, to re-read the last tile laid.
    property int boardRevision: 0
    readonly property var lastTile: {
        boardRevision;
        return controller.board.count > 0 ? controller.board.get(controller.board.count - 1) : null;
    }

    // A command was refused: `reason` is the engine's; `headline`, when set, says it plainly.
    signal refused(string reason, string headline)
    signal helpRequested(string page)
    signal pigArrived()

    function playerColorIndex(player) {
        if (player < 0 || player >= controller.players.count)
            return -1;
        return Theme.colorIndex(controller.players.value(player, "colorName"));
    }
    function centre() {
        view.centre();
    }
    // Centre on size changes for a moment after a game starts (the window may still be
    // settling its size), and keep new tiles in sight.
    property bool autoCentre: true
    onWidthChanged: if (autoCentre) centreTimer.restart()
    onHeightChanged: if (autoCentre) centreTimer.restart()
    Timer {
        id: centreTimer
        interval: 50
        onTriggered: if (root.autoCentre) view.centre()
    }
    Timer {
        id: settleTimer
        interval: 1500
        onTriggered: root.autoCentre = false
    }

    // ---- the pig: walk when the engine says so (busy), jump otherwise ----
    // The KNetWalk handshake: the pig stands at displayedPigSteps, walks to pigSteps, and the
    // controller hears pigAnimationFinished() when it arrives.
    property bool ignoreArrival: false
    function syncPig() {
        const other = controller.wheelAsStart ? dockWheel : view.wheel;
        other.animate = false;
        other.pigSteps = controller.pigSteps;
        other.animate = root.animate;
        if (wheel.pigWalking && controller.busy && wheel.pigSteps <= controller.pigSteps) {
            wheel.pigSteps = controller.pigSteps; // a longer walk: keep going
            return;
        }
        const walk = controller.busy && root.animate;
        // stand where the engine says the pig is shown (jumps are not arrivals)
        root.ignoreArrival = true;
        wheel.animate = false;
        wheel.pigSteps = walk ? controller.displayedPigSteps : controller.pigSteps;
        root.ignoreArrival = false;
        wheel.animate = root.animate;
        if (walk)
            wheel.pigSteps = controller.pigSteps;
        else if (controller.busy)
            controller.pigAnimationFinished();
    }
    // Shows the last walk again (purely visual; the engine is not involved).
    function replayWalk(steps) {
        if (steps <= 0 || controller.pigSteps < steps || controller.busy)
            return;
        root.ignoreArrival = true;
        wheel.animate = false;
        wheel.pigSteps = controller.pigSteps - steps;
        root.ignoreArrival = false;
        wheel.animate = root.animate;
        wheel.pigSteps = controller.pigSteps;
    }

    // ---- crowns ----
    function refreshCrowns() {
        const occ = [], av = [];
        for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
            occ.push(-1);
            av.push(false);
        }
        const m = controller.wheel;
        for (let r = 0; r < m.count; ++r) {
            const i = WheelLayout.crownIndex(m.value(r, "sector"), m.value(r, "slot"));
            if (i < 0)
                continue;
            const o = m.value(r, "occupant");
            occ[i] = o >= 0 ? playerColorIndex(o) : -1;
            av[i] = m.value(r, "available");
        }
        crownOccupants = occ;
        crownAvailable = av;
    }
    function clickCrown(sector, slot) {
        const i = WheelLayout.crownIndex(sector, slot);
        if (root.deploying && i >= 0 && root.crownAvailable[i]) {
            const reason = controller.deployOnCrown(Words.sectorIds[sector], slot);
            if (reason.length > 0)
                root.refused(reason, "");
            return;
        }
        if (root.deploying && i >= 0 && root.crownOccupants[i] >= 0) {
            root.refused(qsTr("That crown space is taken."), "");
            return;
        }
        root.helpRequested("crowns");
    }

    // ---- placing ----
    function clickCell(x, y) {
        if (root.placing) {
            const reason = controller.placeTile(x, y);
            if (reason.length > 0) {
                const fits = controller.legalRotations(x, y).length > 0;
                root.refused(reason, fits ? qsTr("The tile fits here when turned: press R or right-click.")
                                          : qsTr("The tile cannot go there: try a lit spot."));
            }
        } else if (root.deploying) {
            root.refused(qsTr("Click a lit marker to deploy a follower, or press S to skip."), "");
        } else if (root.plaguing) {
            root.refused(qsTr("Click one of your ringed followers to send it home."), "");
        }
    }

    // ---- keyboard choice ----
    function choiceCount() {
        if (root.placing)
            return controller.legalPositions.count;
        if (root.deploying)
            return controller.deployOptions.count;
        if (root.plaguing)
            return removableRows().length;
        return 0;
    }
    function removableRows() {
        const rows = [];
        for (let i = 0; i < controller.followers.count; ++i) {
            if (controller.followers.value(i, "removable"))
                rows.push(i);
        }
        return rows;
    }
    function cycle(step) {
        const n = choiceCount();
        if (n === 0) {
            cursor = -1;
            return false;
        }
        cursor = cursor < 0 ? (step > 0 ? 0 : n - 1) : (cursor + step + n) % n;
        const c = cursorCell();
        if (c)
            ensureVisible(c.x, c.y);
        return true;
    }
    // The cell of the current choice, or null (crown spaces: the wheel's cell).
    function cursorCell() {
        if (cursor < 0)
            return null;
        if (root.placing) {
            const p = controller.legalPositions.get(cursor);
            return Qt.point(p.x, p.y);
        }
        if (root.deploying) {
            const o = controller.deployOptions.get(cursor);
            return o.kind === "feature" ? Qt.point(o.x, o.y) : (controller.wheelAsStart ? Qt.point(1.5, 1.5) : null);
        }
        if (root.plaguing) {
            const rows = removableRows();
            if (cursor >= rows.length)
                return null;
            const f = controller.followers.get(rows[cursor]);
            return Qt.point(f.x, f.y);
        }
        return null;
    }
    // Acts on the keyboard choice; false when nothing is chosen.
    function confirm() {
        if (cursor < 0 || cursor >= choiceCount())
            return false;
        let reason = "";
        if (root.placing) {
            const p = controller.legalPositions.get(cursor);
            reason = controller.placeTile(p.x, p.y);
        } else if (root.deploying) {
            const o = controller.deployOptions.get(cursor);
            reason = o.kind === "crown" ? controller.deployOnCrown(o.sectorName, o.slot) : controller.deployOnFeature(o.feature, o.port);
        } else if (root.plaguing) {
            const f = controller.followers.get(removableRows()[cursor]);
            reason = controller.removeFollower(f.x, f.y, f.feature, f.port);
        }
        if (reason.length > 0)
            root.refused(reason, "");
        return true;
    }
    // Frames the given cells (the plague's choice), at zoom 1 at most, leaving room for the
    // banner at the top.
    function frameCells(cells) {
        if (cells.length === 0)
            return;
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (const c of cells) {
            x0 = Math.min(x0, c.x);
            y0 = Math.min(y0, c.y);
            x1 = Math.max(x1, c.x + 1);
            y1 = Math.max(y1, c.y + 1);
        }
        const top = 150; // the wheel banner
        const w = view.width, h = view.height - top;
        const fit = Math.min(w / ((x1 - x0 + 2) * view.cellSize), h / ((y1 - y0 + 2) * view.cellSize));
        const z = Math.max(view.minZoom, Math.min(1, fit));
        view.zoom = z;
        view.panX = (x0 + x1) / 2 * view.cellSize - w / 2 / z;
        view.panY = (y0 + y1) / 2 * view.cellSize - (top + h / 2) / z;
    }
    function frameRemovable() {
        if (!root.plaguing)
            return;
        root.autoCentre = false;
        const cells = [];
        for (const r of removableRows()) {
            const f = controller.followers.get(r);
            cells.push(Qt.point(f.x, f.y));
        }
        frameCells(cells);
    }
    function ensureVisible(cellX, cellY) {
        const c = view.cellCentre(cellX, cellY);
        const margin = view.cellSize * view.zoom;
        if (c.x < margin || c.x > view.width - margin)
            view.panX += (c.x - view.width / 2) / view.zoom;
        if (c.y < margin || c.y > view.height - margin)
            view.panY += (c.y - view.height / 2) / view.zoom;
    }

    Connections {
        target: root.controller
        function onPigStepsChanged() { Qt.callLater(root.syncPig); }
        function onBusyChanged() { Qt.callLater(root.syncPig); }
        function onPhaseChanged() { root.cursor = -1; Qt.callLater(root.frameRemovable); }
        function onActingPlayerChanged() { root.cursor = -1; Qt.callLater(root.frameRemovable); }
        function onAwaitingHumanChanged() { Qt.callLater(root.frameRemovable); }
        function onRotationChanged() { root.cursor = -1; }
        function onGameStarted() {
            root.cursor = -1;
            root.syncPig();
            root.refreshCrowns();
            root.autoCentre = !root.plaguing;
            centreTimer.restart();
            settleTimer.restart();
            Qt.callLater(root.frameRemovable);
        }
    }
    Connections {
        target: root.controller.wheel
        function onDataChanged() { root.refreshCrowns(); }
        function onModelReset() { root.refreshCrowns(); }
        function onCountChanged() { root.refreshCrowns(); }
    }
    Connections {
        target: root.controller.board
        function onCountChanged() {
            root.boardRevision++;
            const t = root.lastTile;
            if (t && !view.interacting && !root.autoCentre)
                root.ensureVisible(t.x, t.y);
        }
        function onDataChanged() { root.boardRevision++; }
        function onModelReset() { root.boardRevision++; }
    }
    Connections {
        target: root.wheel
        function onPigArrived() {
            if (root.ignoreArrival)
                return;
            if (root.controller.busy)
                root.controller.pigAnimationFinished();
            root.pigArrived();
        }
        function onCrownClicked(sector, slot) { root.clickCrown(sector, slot); }
        function onSectorClicked(sector) { root.helpRequested(Words.sectorIds[sector]); }
    }
    // Points rise from a completed feature in the scorer's colour.
    Connections {
        target: root.controller.log
        function onRowsInserted(parent, first, last) {
            if (!root.animate)
                return;
            for (let i = first; i <= last; ++i) {
                const row = root.controller.log.get(i);
                if (row.kind !== "score" && row.kind !== "tent")
                    continue;
                const pts = row.points;
                for (let k = 0; k < pts.length; ++k) {
                    risingPoints.createObject(view.overlay, {
                        cellX: row.x, cellY: row.y, points: pts[k].points,
                        colorIndex: root.playerColorIndex(pts[k].player), order: k
                    });
                }
            }
        }
    }
    Component.onCompleted: {
        refreshCrowns();
        syncPig();
    }

    BoardView {
        id: view
        objectName: "boardView"
        anchors.fill: parent
        model: root.controller.board
        wheelAsStart: root.controller.wheelAsStart
        animate: root.animate
        wheel.highlightSector: root.highlightSector
        wheel.crownOccupants: root.crownOccupants
        wheel.crownsSelectable: root.deploying && root.anyCrownAvailable
        onCellClicked: (x, y) => root.clickCell(x, y)

        // Right click turns the tile (when placing).
        TapHandler {
            acceptedButtons: Qt.RightButton
            onTapped: if (root.placing) root.controller.rotateClockwise()
        }
        HoverHandler {
            id: hover
            enabled: root.placing
            onPointChanged: {
                const c = view.cellAt(point.position.x, point.position.y);
                root.hoverX = c.x;
                root.hoverY = c.y;
            }
            onHoveredChanged: root.hovering = hovered
        }
    }

    // ---- overlay: in board pixels ----

    // The last tile laid: gold while it can still be taken back, soft white afterwards.
    Rectangle {
        parent: view.overlay
        visible: root.lastTile !== null && root.controller.phase !== GameController.NoGame
        x: root.lastTile ? root.lastTile.x * view.cellSize : 0
        y: root.lastTile ? root.lastTile.y * view.cellSize : 0
        width: view.cellSize
        height: view.cellSize
        color: "transparent"
        radius: 4
        border.width: root.lastTile && root.lastTile.pending ? 4 : 2.5
        border.color: root.lastTile && root.lastTile.pending ? Theme.goldLight : "#ccffffff"
    }

    // Where the tile fits in the current rotation.
    Repeater {
        parent: view.overlay
        model: root.placing ? root.controller.legalPositions : null
        delegate: Rectangle {
            id: spot
            required property int index
            required property var model
            readonly property int cellX: model.x
            readonly property int cellY: model.y
            readonly property bool chosen: root.cursor === index
            objectName: "legalMarker_" + cellX + "_" + cellY
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Lay the tile here")
            Accessible.onPressAction: root.clickCell(cellX, cellY)
            x: cellX * view.cellSize + view.cellSize * 0.05
            y: cellY * view.cellSize + view.cellSize * 0.05
            width: view.cellSize * 0.9
            height: width
            radius: view.cellSize * 0.08
            color: chosen ? "#88ffe9a0" : "#55ffe28a"
            border.width: chosen ? 5 : 3.5
            border.color: chosen ? Theme.focus : "#ffd24a"
            SequentialAnimation on opacity {
                running: root.animate
                loops: Animation.Infinite
                NumberAnimation { to: 0.55; duration: Theme.breathe; easing.type: Easing.InOutSine }
                NumberAnimation { to: 1; duration: Theme.breathe; easing.type: Easing.InOutSine }
            }
        }
    }

    // A ghost of the tile where it would go.
    Image {
        id: ghost
        objectName: "ghost"
        parent: view.overlay
        readonly property point cell: {
            if (!root.placing)
                return Qt.point(NaN, NaN);
            if (root.cursor >= 0) {
                const c = root.cursorCell();
                if (c)
                    return c;
            }
            return root.hovering ? Qt.point(root.hoverX, root.hoverY) : Qt.point(NaN, NaN);
        }
        readonly property bool fits: {
            root.controller.rotation;
            root.controller.legalPositions.count;
            return !isNaN(cell.x) && root.controller.isLegal(cell.x, cell.y);
        }
        visible: root.placing && fits
        x: fits ? cell.x * view.cellSize : 0
        y: fits ? cell.y * view.cellSize : 0
        width: view.cellSize
        height: view.cellSize
        opacity: 0.82
        source: root.controller.currentTile.length > 0 ? "image://tile/" + root.controller.currentTile + "?r=" + root.controller.rotation : ""
        sourceSize: Qt.size(view.cellSize * 2, view.cellSize * 2)
        asynchronous: true
    }

    // The followers on the land.
    Repeater {
        parent: view.overlay
        model: root.controller.followers
        delegate: Item {
            id: follower
            required property int index
            required property var model
            readonly property int player: model.player
            readonly property string colorName: model.colorName
            readonly property int cellX: model.x
            readonly property int cellY: model.y
            readonly property string feature: model.feature
            readonly property string port: model.port
            readonly property bool onCrown: model.onCrown
            readonly property string tileId: model.tileId
            readonly property int turns: model.rotation
            readonly property bool removable: model.removable
            readonly property point at: onCrown ? Qt.point(-1, -1)
                : TileGeometry.featurePoint(tileId, turns, model.featureKind, model.portIndex)
            readonly property bool chosen: root.plaguing && removable && root.cursor >= 0
                && root.removableRows()[root.cursor] === index
            readonly property string ownerName: root.controller.players.count > player ? root.controller.players.value(player, "name") : ""

            objectName: "follower_" + index
            visible: !onCrown && at.x >= 0
            width: view.cellSize * 0.3
            height: width
            z: removable ? 2 : 1
            x: (cellX + at.x) * view.cellSize - width / 2
            y: (cellY + at.y) * view.cellSize - height / 2
            Accessible.role: removable ? Accessible.Button : Accessible.Graphic
            Accessible.name: qsTr("%1's follower: %2").arg(ownerName).arg(Words.followerRole(feature))

            // the plague's choice: a pulsing ring round each follower that may go
            Rectangle {
                visible: follower.removable && root.plaguing
                anchors.centerIn: parent
                width: parent.width * 1.7
                height: width
                radius: width / 2
                color: "#55ffffff"
                border.width: follower.chosen ? 5 : 3
                border.color: follower.chosen ? Theme.focus : "#b3261e"
                SequentialAnimation on scale {
                    running: root.animate && follower.removable && root.plaguing
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.15; duration: Theme.pulseQuick; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: Theme.pulseQuick; easing.type: Easing.InOutSine }
                }
            }
            Meeple {
                anchors.fill: parent
                player: Theme.colorIndex(follower.colorName)
                renderScale: view.detail
                opacity: root.plaguing && !follower.removable ? 0.55 : 1
            }
            MouseArea {
                anchors.fill: parent
                anchors.margins: -4
                enabled: root.plaguing
                cursorShape: follower.removable ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: {
                    if (!follower.removable) {
                        root.refused(qsTr("Only your own followers on the land can go: click one with a red ring."), "");
                        return;
                    }
                    const reason = root.controller.removeFollower(follower.cellX, follower.cellY, follower.feature, follower.port);
                    if (reason.length > 0)
                        root.refused(reason, "");
                }
            }
        }
    }

    // Where a follower may go on the tile just laid.
    Repeater {
        parent: view.overlay
        model: root.deploying ? root.controller.deployOptions : null
        delegate: Item {
            id: marker
            required property int index
            required property var model
            readonly property string kind: model.kind
            readonly property string feature: model.feature
            readonly property string port: model.port
            readonly property int cellX: model.x
            readonly property int cellY: model.y
            readonly property int turns: model.rotation
            readonly property point at: kind === "feature"
                ? TileGeometry.featurePoint(root.controller.currentTile, turns, model.featureKind, model.portIndex)
                : Qt.point(-1, -1)
            readonly property bool chosen: root.cursor === index

            function deploy() {
                const reason = root.controller.deployOnFeature(feature, port);
                if (reason.length > 0)
                    root.refused(reason, "");
            }

            objectName: "deployMarker_" + feature + "_" + port
            visible: kind === "feature" && at.x >= 0
            width: view.cellSize * 0.34
            height: width
            z: 3
            x: (cellX + at.x) * view.cellSize - width / 2
            y: (cellY + at.y) * view.cellSize - height / 2
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Deploy here: %1").arg(Words.followerRole(feature))
            Accessible.onPressAction: marker.deploy()

            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 1.2
                height: width
                radius: width / 2
                color: marker.chosen || area.containsMouse ? "#ddfff3c4" : "#aafff3c4"
                border.width: marker.chosen ? 4 : 2.5
                border.color: marker.chosen ? Theme.focus : Theme.gold
                SequentialAnimation on scale {
                    running: root.animate && !area.containsMouse
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.12; duration: Theme.pulse; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: Theme.pulse; easing.type: Easing.InOutSine }
                }
            }
            Meeple {
                anchors.fill: parent
                anchors.margins: parent.width * 0.08
                player: root.actingColor
                renderScale: view.detail
                opacity: area.containsMouse || marker.chosen ? 0.95 : 0.5
            }
            MouseArea {
                id: area
                anchors.fill: parent
                anchors.margins: -3
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: marker.deploy()
                ToolTip.visible: containsMouse
                ToolTip.delay: 300
                ToolTip.text: Words.followerRole(marker.feature)
            }
        }
    }

    // Free crown spaces where the follower may go: a pulsing ring with a ghost follower (the
    // wheel's own crown space takes the click).
    Item {
        parent: root.wheel
        anchors.fill: parent
        z: 9
      Repeater {
        model: WheelLayout.crownSpaceCount
        delegate: Item {
            id: crownMark
            required property int index
            readonly property real angle: WheelLayout.crownAngle(index) * Math.PI / 180
            readonly property real ring: root.wheel.wheelRadius * WheelLayout.crownRadius
            objectName: "crownMarker_" + index
            visible: root.deploying && root.crownAvailable[index] === true
            width: root.wheel.wheelRadius * 0.3
            height: width
            x: root.wheel.wheelCentre.x + Math.sin(angle) * ring - width / 2
            y: root.wheel.wheelCentre.y - Math.cos(angle) * ring - height / 2
            z: 9
            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: "#44fff3c4"
                border.width: 3
                border.color: "#ffd24a"
                SequentialAnimation on scale {
                    running: root.animate && crownMark.visible
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.12; duration: Theme.pulse; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: Theme.pulse; easing.type: Easing.InOutSine }
                }
            }
            Meeple {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -height * 0.1
                width: parent.width * 0.6
                height: width
                player: root.actingColor
                opacity: 0.45
                renderScale: view.detail
            }
        }
      }
    }

    // The keyboard's choice of a crown space: a blue ring on the wheel.
    Rectangle {
        parent: root.wheel
        readonly property var option: {
            root.cursor;
            return root.deploying && root.cursor >= 0 && root.cursor < root.controller.deployOptions.count
                ? root.controller.deployOptions.get(root.cursor) : null;
        }
        readonly property int crown: option && option.kind === "crown" ? WheelLayout.crownIndex(option.sector, option.slot) : -1
        readonly property real angle: crown >= 0 ? WheelLayout.crownAngle(crown) * Math.PI / 180 : 0
        readonly property real ring: root.wheel.wheelRadius * WheelLayout.crownRadius
        visible: crown >= 0
        width: root.wheel.wheelRadius * 0.32
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 4
        border.color: Theme.focus
        x: root.wheel.wheelCentre.x + Math.sin(angle) * ring - width / 2
        y: root.wheel.wheelCentre.y - Math.cos(angle) * ring - height / 2
        z: 10
    }

    Component {
        id: risingPoints
        Text {
            id: rise
            property int cellX
            property int cellY
            property int points
            property int colorIndex
            property int order
            x: (cellX + 0.5) * view.cellSize - width / 2
            y: (cellY + 0.3) * view.cellSize - order * 26
            z: 20
            text: qsTr("+%L1").arg(points)
            font.pixelSize: 28
            font.bold: true
            color: colorIndex >= 0 ? Theme.playerColors[colorIndex] : Theme.gold
            style: Text.Outline
            styleColor: colorIndex === PlayerColor.Yellow ? Theme.ink : "#ffffff"
            ParallelAnimation {
                running: true
                NumberAnimation { target: rise; property: "y"; to: rise.y - view.cellSize * 0.8; duration: Theme.pointsRise; easing.type: Easing.OutCubic }
                SequentialAnimation {
                    PauseAnimation { duration: 1000 }
                    NumberAnimation { target: rise; property: "opacity"; to: 0; duration: Theme.pointsFade }
                }
                onFinished: rise.destroy()
            }
        }
    }

    // ---- the wheel beside the board (when the wheel is not the start tile) ----
    Rectangle {
        id: dock
        visible: !root.controller.wheelAsStart && root.controller.phase !== GameController.NoGame
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        anchors.bottomMargin: 52
        width: dockWheel.width + 16
        height: dockWheel.height + 16
        radius: 12
        color: "#cc2e1a0a"
        border.color: Theme.gold
        border.width: 2
        WheelBoard {
            id: dockWheel
            objectName: "dockWheel"
            x: 8
            y: 8
            cellSize: Math.max(44, Math.min(70, root.height / 10))
            animate: root.animate
            highlightSector: root.highlightSector
            crownOccupants: root.crownOccupants
            crownsSelectable: root.deploying && root.anyCrownAvailable
        }
    }
}
