// SPDX-License-Identifier: GPL-3.0-or-later
// The table in play: the board view with the wheel, the laid tiles and the followers, plus
// what the player can do now: the lit spots where the tile fits (with a ghost of the tile),
// the markers where a follower may go, the crown spaces, the plague's choice. Every click
// calls the controller; a refusal comes back as its reason.
// The pieces: PigDirector (the pig's walk), ChoiceCursor (the keyboard's choice),
// BoardCamera (framing), the overlays LegalSpots, LandFollowers, DeployMarkers, CrownMarkers,
// RisingPoints, and the WheelDock.
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
    readonly property WheelBoard wheel: controller.wheelAsStart ? view.wheel : dock.wheel
    readonly property bool pigWalking: wheel.pigWalking

    readonly property bool placing: controller.phase === GameController.Place && controller.awaitingHuman
    readonly property bool deploying: controller.phase === GameController.Deploy && controller.awaitingHuman
    readonly property bool plaguing: controller.phase === GameController.Plague && controller.awaitingHuman
    readonly property int actingColor: playerColorIndex(controller.actingPlayer)

    // Crown spaces (WheelLayout order, clockwise from Fortune): occupant and availability.
    readonly property alias crownOccupants: crowns.occupants
    readonly property alias crownAvailable: crowns.available
    readonly property bool anyCrownAvailable: crownAvailable.indexOf(true) >= 0

    // Keyboard choice (Space cycles, Enter confirms): an index into the list of the phase.
    property alias cursor: choice.cursor
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
    signal sectorHelpRequested(int sector) // a Sector value
    signal pigArrived()

    function playerColorIndex(player) {
        if (player < 0 || player >= controller.players.count)
            return -1;
        return Theme.colorIndex(controller.players.value(player, "colorName"));
    }
    function centre() {
        view.centre();
    }
    // Shows the last walk again (purely visual; the engine is not involved).
    function replayWalk(steps) {
        pig.replayWalk(steps);
    }
    // The keyboard's choice: see ChoiceCursor.
    function choiceCount() {
        return choice.choiceCount();
    }
    function cycle(step) {
        return choice.cycle(step);
    }
    function confirm() {
        return choice.confirm();
    }
    // The plague's choice: frames the followers that may go, only when none of them shows
    // (the player could not act otherwise); the view keeps still when one is in sight.
    function frameRemovable() {
        if (!root.plaguing)
            return;
        const cells = choice.removableCells();
        if (camera.anyInView(cells))
            return;
        root.autoCentre = false;
        camera.frameCells(cells);
    }
    // Follow the computers' tiles that land off-screen (View menu, remembered).
    property bool followComputers: true

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

    CrownSpaces {
        id: crowns
        controller: root.controller
        colorIndexOf: root.playerColorIndex
    }

    PigDirector {
        id: pig
        controller: root.controller
        wheel: root.wheel
        otherWheel: root.controller.wheelAsStart ? dock.wheel : view.wheel
        animate: root.animate
        onArrived: root.pigArrived()
    }
    ChoiceCursor {
        id: choice
        controller: root.controller
        camera: camera
        placing: root.placing
        deploying: root.deploying
        plaguing: root.plaguing
        onRefused: reason => root.refused(reason, "")
    }
    BoardCamera {
        id: camera
        view: view
    }

    function clickCrown(sector, slot) {
        const i = WheelLayout.crownIndex(sector, slot);
        if (root.deploying && i >= 0 && root.crownAvailable[i]) {
            const reason = controller.deployOnCrown(sector, slot);
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
            root.refused(qsTr("Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip."), "");
        } else if (root.plaguing) {
            root.refused(qsTr("Click one of your ringed followers to send it home."), "");
        }
    }

    Connections {
        target: root.controller
        function onPhaseChanged() { root.cursor = -1; Qt.callLater(root.frameRemovable); }
        function onActingPlayerChanged() { root.cursor = -1; Qt.callLater(root.frameRemovable); }
        function onAwaitingHumanChanged() { Qt.callLater(root.frameRemovable); }
        function onRotationChanged() { root.cursor = -1; }
        function onGameStarted() {
            root.cursor = -1;
            pig.syncPig();
            crowns.refresh();
            root.autoCentre = !root.plaguing;
            centreTimer.restart();
            settleTimer.restart();
            Qt.callLater(root.frameRemovable);
        }
    }
    Connections {
        target: root.controller.board
        function onCountChanged() {
            root.boardRevision++;
            // A tile the human just laid (still pending, their move) never moves the view;
            // a computer's tile is followed only when it lands off-screen.
            const t = root.lastTile;
            const humans = t && t.pending && root.controller.awaitingHuman;
            if (t && !humans && root.followComputers && !view.interacting && !root.autoCentre)
                camera.follow(t.x, t.y);
        }
        function onDataChanged() { root.boardRevision++; }
        function onModelReset() { root.boardRevision++; }
    }
    Connections {
        target: root.wheel
        function onCrownClicked(sector, slot) { root.clickCrown(sector, slot); }
        function onSectorClicked(sector) { root.sectorHelpRequested(sector); }
    }
    Component.onCompleted: pig.syncPig()


    BoardView {
        id: view
        objectName: "boardView"
        anchors.fill: parent
        model: root.controller.board
        wheelAsStart: root.controller.wheelAsStart
        animate: root.animate
        extraCells: choice.litCells
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
    LegalSpots {
        parent: view.overlay
        view: view
        controller: root.controller
        active: root.placing
        animate: root.animate
        cursor: root.cursor
        spotName: qsTr("Lay the tile here")
        onSpotClicked: (x, y) => root.clickCell(x, y)
    }

    // A ghost of the tile where it would go.
    PlacementGhost {
        parent: view.overlay
        board: root
        view: view
        choice: choice
    }

    // The followers on the land.
    LandFollowers {
        parent: view.overlay
        view: view
        controller: root.controller
        plaguing: root.plaguing
        animate: root.animate
        chosenRow: {
            root.cursor;
            return root.plaguing && root.cursor >= 0 ? choice.removableRows()[root.cursor] ?? -1 : -1;
        }
        nameTemplate: qsTr("%1's follower: %2")
        notRemovableText: qsTr("Only your own followers on the land can go: click one with a red ring.")
        onRefused: reason => root.refused(reason, "")
    }

    // Where a follower may go on the tile just laid.
    DeployMarkers {
        objectName: "deployMarkers"
        parent: view.overlay
        view: view
        controller: root.controller
        active: root.deploying
        animate: root.animate
        cursor: root.cursor
        actingColor: root.actingColor
        tile: root.lastTile
        nameTemplate: qsTr("Deploy here: %1")
        onRefused: reason => root.refused(reason, "")
    }

    // "Suggest a move": the strong player's move for the person to act (GameView, H).
    HintGhost {
        parent: view.overlay
        view: view
        controller: root.controller
        actingColor: root.actingColor
    }

    // The free crown spaces and the keyboard's choice of one, on the wheel in use.
    CrownMarkers {
        parent: root.wheel
        wheel: root.wheel
        controller: root.controller
        deploying: root.deploying
        animate: root.animate
        crownAvailable: root.crownAvailable
        cursor: root.cursor
        actingColor: root.actingColor
        renderScale: view.detail
    }

    // Points rise from a completed feature in the scorer's colour.
    RisingPoints {
        view: view
        controller: root.controller
        animate: root.animate
        textTemplate: qsTr("+%L1")
        colorIndexOf: root.playerColorIndex
    }

    // ---- the wheel inset: the pig moved while the wheel on the board was out of sight ----
    WheelInset {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        anchors.bottomMargin: 52
        view: view
        controller: root.controller
        wheelWalking: root.wheel.pigWalking
        animate: root.animate
        highlightSector: root.highlightSector
        crownOccupants: root.crownOccupants
        boardHeight: root.height
    }

    // ---- the wheel beside the board (when the wheel is not the start tile) ----
    WheelDock {
        id: dock
        visible: !root.controller.wheelAsStart && root.controller.phase !== GameController.NoGame
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        anchors.bottomMargin: 52
        boardHeight: root.height
        animate: root.animate
        highlightSector: root.highlightSector
        crownOccupants: root.crownOccupants
        crownsSelectable: root.deploying && root.anyCrownAvailable
    }
}
