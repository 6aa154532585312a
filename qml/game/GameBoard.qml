// SPDX-License-Identifier: GPL-3.0-or-later
// The table in play: the board view with the wheel, the laid tiles and the followers, plus
// what the player can do now: the lit spots where the tile fits (with a ghost of the tile),
// the markers where a follower may go, the crown spaces, the plague's choice. Every click
// calls the controller; a refusal comes back as its reason.
// The pieces: PigDirector (the pig's walk), ChoiceCursor (the keyboard's choice),
// BoardCamera (framing) and BoardFraming (when the view moves by itself), the overlays LegalSpots, LandFollowers, DeployMarkers, CrownMarkers,
// RisingPoints, and the WheelDock.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property int actingColor: playerColorIndex(controller.actingPlayer)
    property bool animate: true
    readonly property bool anyCrownAvailable: crownAvailable.indexOf(true) >= 0

    // Centre on size changes for a moment after a game starts (the window may still be
    // settling its size), and keep new tiles in sight.
    property bool autoCentre: true
    // Items over the board that its pop-ups keep clear of while they show (the puzzle's card,
    // the bag): the crown preview (CrownPreview).
    property var avoid: []
    // The bottom strip of the board that the analysis covers (framing leaves it free).
    property real bottomInset: 0
    required property GameController controller
    readonly property alias crownAvailable: crowns.available

    // Crown spaces (WheelLayout order, clockwise from Fortune): occupant and availability.
    readonly property alias crownOccupants: crowns.occupants

    // Keyboard choice (Space cycles, Enter confirms): an index into the list of the phase.
    property alias cursor: choice.cursor
    readonly property bool deploying: controller.phase === GameController.Deploy && controller.awaitingHuman
    // Follow the computers' tiles that land off-screen (View menu, remembered).
    property bool followComputers: true
    // The sector to light (the engine's, or the banner's while it shows an older event).
    property int highlightSector: -1
    // The hint's ghost and the wheel inset (the wheel banner keeps clear of them).
    readonly property alias hintGhost: hintGhost
    // The cell under the mouse while placing (the ghost shows there when the tile fits).
    property int hoverX: 0
    property int hoverY: 0
    property bool hovering: false
    // The tile laid last ({x, y, tileId, rotation, pending...}), null without one.
    readonly property var lastTile: controller.board.count > 0 ? controller.board.lastTile : null
    readonly property bool pigWalking: wheel.pigWalking
    // Cells that a new size of the view frames again, instead of the lit spots or the whole
    // board (the analysed moves, TableExtras); empty: none.
    property var pinnedCells: []
    readonly property bool placing: controller.phase === GameController.Place && controller.awaitingHuman
    readonly property bool plaguing: controller.phase === GameController.Plague && controller.awaitingHuman
    // The top strip of the board that the replay bar covers (framing leaves it free).
    property real topInset: 0
    // The cell of the last "fits here when turned" refusal, and its headline (the view's toast
    // goes once the tile is turned to fit there).
    property point turnCell: Qt.point(0, 0)
    readonly property string turnHeadline: qsTr("The tile fits here when turned: press R or right-click.")
    readonly property alias view: view
    // The wheel in use: on the board (wheel as start tile) or in the dock beside it.
    readonly property WheelBoard wheel: controller.options.wheelAsStart ? view.wheel : dock.wheel
    readonly property alias wheelInset: wheelInset

    signal helpRequested(string page)
    signal pigArrived

    // A command was refused: `reason` is the engine's; `headline`, when set, says it plainly.
    signal refused(string reason, string headline)
    signal sectorHelpRequested(int sector) // a Sector value

    function centre() {
        view.centre();
    }
    // The keyboard's choice: see ChoiceCursor.
    function choiceCount() {
        return choice.choiceCount();
    }

    // ---- placing ----
    function clickCell(x, y) {
        if (root.placing) {
            const reason = controller.placeTile(x, y);
            if (reason.length > 0) {
                const fits = controller.legalRotations(x, y).length > 0;
                if (fits)
                    root.turnCell = Qt.point(x, y);
                root.refused(reason, fits ? root.turnHeadline : qsTr("The tile cannot go there: try a lit spot."));
            }
        } else if (root.deploying) {
            root.refused(qsTr("Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip."), "");
        } else if (root.plaguing) {
            root.refused(qsTr("Click one of your ringed followers to send it home."), "");
        }
    }
    function clickCrown(sector, slot) {
        const i = WheelLayout.crownIndex(sector, slot);
        if (root.deploying && i >= 0) {
            // the engine deploys there or says why not (a taken space, say)
            const reason = controller.deployOnCrown(sector, slot);
            if (reason.length > 0)
                root.refused(reason, "");
            return;
        }
        root.helpRequested("crowns");
    }
    function confirm() {
        return choice.confirm();
    }
    function cycle(step) {
        return choice.cycle(step);
    }
    function playerColorIndex(player) {
        if (player < 0 || player >= controller.players.count)
            return -1;
        return Theme.colorIndex(controller.players.value(player, "colorName"));
    }
    // "Suggest a move": the keyboard's choice goes to the advice, so that Enter plays it.
    function pointAtAdvice(advisor) {
        return choice.pointAtAdvice(advisor);
    }
    function replayWalk(steps) {
        pig.replayWalk(steps);
    }
    // Shows the last walk again (purely visual; the engine is not involved).
    // The lit spots back in view (the least move), for example once the event log that showed
    // a tile elsewhere is closed.
    function showLitSpots() {
        framing.showLitSpots();
    }

    Component.onCompleted: pig.syncPig()
    onHeightChanged: framing.sizeChanged()
    onWidthChanged: framing.sizeChanged()

    CrownSpaces {
        id: crowns
        colorIndexOf: root.playerColorIndex
        controller: root.controller
    }
    PigDirector {
        id: pig
        animate: root.animate
        controller: root.controller
        otherWheel: root.controller.options.wheelAsStart ? dock.wheel : view.wheel
        wheel: root.wheel

        onArrived: root.pigArrived()
    }
    ChoiceCursor {
        id: choice
        camera: camera
        controller: root.controller
        deploying: root.deploying
        placing: root.placing
        plaguing: root.plaguing

        onRefused: reason => root.refused(reason, "")
    }
    BoardCamera {
        id: camera
        view: view
    }
    // When the view moves by itself: a new game, a new size, a turn, the plague, a tile.
    BoardFraming {
        id: framing
        board: root
        camera: camera
        choice: choice
        controller: root.controller
        view: view
    }
    Connections {
        function onActingPlayerChanged() {
            root.cursor = -1;
            Qt.callLater(framing.frameRemovable);
        }
        function onAwaitingHumanChanged() {
            Qt.callLater(framing.frameRemovable);
            Qt.callLater(framing.frameTurn);
        }
        function onGameStarted() {
            root.cursor = -1;
            pig.syncPig();
            crowns.refresh();
            framing.gameStarted();
        }
        function onPhaseChanged() {
            root.cursor = -1;
            Qt.callLater(choice.pointAtAdvisedFollower);
            Qt.callLater(framing.frameRemovable);
            Qt.callLater(framing.frameTurn);
        }
        function onRotationChanged() {
            // the keyboard's spot stays (or goes to the nearest) once the lit spots follow
            const cell = choice.placingCell;
            root.cursor = -1;
            if (cell)
                Qt.callLater(choice.aimNear, cell);
        }

        target: root.controller
    }
    Connections {
        function onCrownClicked(sector, slot) {
            root.clickCrown(sector, slot);
        }
        function onSectorClicked(sector) {
            root.sectorHelpRequested(sector);
        }

        target: root.wheel
    }
    BoardView {
        id: view
        anchors.fill: parent
        animate: root.animate
        bottomInset: root.bottomInset
        extraCells: choice.litCells
        model: root.controller.board
        objectName: "boardView"
        topInset: root.topInset
        wheel.crownOccupants: root.crownOccupants
        wheel.crownsSelectable: root.deploying && root.anyCrownAvailable
        wheel.highlightSector: root.highlightSector
        wheelAsStart: root.controller.options.wheelAsStart

        onCellClicked: (x, y) => root.clickCell(x, y)

        // Right click turns the tile (when placing).
        TapHandler {
            acceptedButtons: Qt.RightButton

            onTapped: if (root.placing)
                root.controller.rotateClockwise()
        }
        HoverHandler {
            id: hover
            enabled: root.placing

            onHoveredChanged: root.hovering = hovered
            onPointChanged: {
                const c = view.cellAt(point.position.x, point.position.y);
                root.hoverX = c.x;
                root.hoverY = c.y;
            }
        }
    }

    // ---- overlay: in board pixels ----

    // The last tile laid: gold while it can still be taken back, soft white afterwards.
    Rectangle {
        border.color: root.lastTile && root.lastTile.pending ? Theme.goldLight : "#ccffffff"
        border.width: root.lastTile && root.lastTile.pending ? 4 : 2.5
        color: "transparent"
        height: view.cellSize
        parent: view.overlay
        radius: 4
        visible: root.lastTile !== null && root.controller.phase !== GameController.NoGame
        width: view.cellSize
        x: root.lastTile ? root.lastTile.x * view.cellSize : 0
        y: root.lastTile ? root.lastTile.y * view.cellSize : 0
    }

    // Where the tile fits in the current rotation.
    LegalSpots {
        active: root.placing
        animate: root.animate
        controller: root.controller
        cursor: root.cursor
        parent: view.overlay
        spotName: qsTr("Lay the tile here")
        view: view

        onSpotClicked: (x, y) => root.clickCell(x, y)
    }

    // A ghost of the tile where it would go.
    PlacementGhost {
        board: root
        choice: choice
        parent: view.overlay
        view: view
    }

    // The followers on the land.
    LandFollowers {
        animate: root.animate
        chosenRow: {
            root.cursor;
            return root.plaguing && root.cursor >= 0 ? choice.removableRows()[root.cursor] ?? -1 : -1;
        }
        controller: root.controller
        //: %1: a player's name; %2: the follower's role (thief, knight, farmer, monk, fortune teller)
        nameTemplate: qsTr("%1's follower: %2")
        notRemovableText: qsTr("Only your own followers on the land can go: click one with a red ring.")
        parent: view.overlay
        plaguing: root.plaguing
        view: view

        onRefused: reason => root.refused(reason, "")
    }

    // Where a follower may go on the tile just laid.
    DeployMarkers {
        actingColor: root.actingColor
        active: root.deploying
        animate: root.animate
        controller: root.controller
        cursor: root.cursor
        //: %1: the feature and the follower's role, e.g. "road (thief)"
        nameTemplate: qsTr("Deploy here: %1")
        objectName: "deployMarkers"
        parent: view.overlay
        tile: root.lastTile
        view: view

        onRefused: reason => root.refused(reason, "")
    }

    // "Suggest a move": the strong player's move for the person to act (GameView, H).
    HintGhost {
        id: hintGhost
        actingColor: root.actingColor
        controller: root.controller
        parent: view.overlay
        view: view
    }

    // The analysis: a decision picked on its graph, the move played and the better one.
    AnalysisGhosts {
        controller: root.controller
        parent: view.overlay
        view: view
    }

    // The free crown spaces and the keyboard's choice of one, on the wheel in use.
    CrownMarkers {
        actingColor: root.actingColor
        animate: root.animate
        controller: root.controller
        crownAvailable: root.crownAvailable
        cursor: root.cursor
        deploying: root.deploying
        parent: root.wheel
        renderScale: view.detail
        wheel: root.wheel
    }

    // The others' last moves and what a sector would pay now (BoardAids.qml).
    BoardAids {
        board: root
        view: view
    }

    // Points rise from a completed feature in the scorer's colour.
    RisingPoints {
        animate: root.animate
        colorIndexOf: root.playerColorIndex
        controller: root.controller
        //: points just scored, e.g. "+6"
        textTemplate: qsTr("+%L1")
        view: view
    }

    // ---- the wheel inset: the pig moved while the wheel on the board was out of sight ----
    WheelInset {
        id: wheelInset
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 52
        anchors.left: parent.left
        anchors.margins: 12
        animate: root.animate
        boardHeight: root.height
        controller: root.controller
        crownOccupants: root.crownOccupants
        highlightSector: root.highlightSector
        view: view
        wheelWalking: root.wheel.pigWalking
    }

    // ---- the wheel beside the board (when the wheel is not the start tile) ----
    WheelDock {
        id: dock
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 52
        anchors.left: parent.left
        anchors.margins: 12
        animate: root.animate
        boardHeight: root.height
        crownOccupants: root.crownOccupants
        crownsSelectable: root.deploying && root.anyCrownAvailable
        highlightSector: root.highlightSector
        visible: !root.controller.options.wheelAsStart && root.controller.phase !== GameController.NoGame
    }
}
