// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" over the table (GameController.tutorial): the card with the step's words and
// its buttons, the marks of the one spot, feature or crown to use (the board's own keyboard
// choice lights it, TutorialMarks rings a spot or feature in gold, CrownMarkers the crown), and
// the question whether to continue a lesson left off. The setup screen and the Help menu open it (open()). Every decision of the lesson
// is the controller's; this only shows the step and calls its verbs.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    readonly property alias card: card
    readonly property GameController controller: view.controller
    // The step the board was last framed for.
    property int framedStep: -1
    readonly property alias resumeDialog: resumeDialog
    // The lesson's card shows over the table.
    readonly property bool shown: tutorial.active && view.inGame && !view.replaying && !view.endVisible
    readonly property Tutorial tutorial: controller.tutorial
    // The game view (GameView.qml).
    required property Item view

    // The board's keyboard choice on what the step asks for (the spot, the feature, the crown),
    // the board framed anew below the step's card (its height changes with the step).
    function aim() {
        const board = view.board;
        if (!shown)
            return;
        if (tutorial.step !== framedStep) {
            // framed anew only when the land is not all in sight below the card (it re-zoomed at
            // every step: a pointer resting on the board landed on another feature)
            if (framedStep < 0 || !landInSight())
                board.centre();
            framedStep = tutorial.step;
        }
        if (tutorial.kind === Tutorial.Place && board.placing) {
            const spots = controller.legalPositions;
            for (let i = 0; i < spots.count; ++i) {
                const p = spots.get(i);
                if (p.x === tutorial.spot.x && p.y === tutorial.spot.y) {
                    board.cursor = i;
                    return;
                }
            }
        } else if (tutorial.kind === Tutorial.Deploy && board.deploying) {
            const options = controller.deployOptions;
            for (let i = 0; i < options.count; ++i) {
                const o = options.get(i);
                if (tutorial.crownSector >= 0 ? o.sector === tutorial.crownSector : o.localFeature === tutorial.feature) {
                    board.cursor = i;
                    return;
                }
            }
        }
    }
    // In the lesson the wheel's event leaves with its turn: the card that spoke of it has been
    // read, and the next cards speak of other things (the Taxes stayed up through steps 8 to 11).
    function dropOldEvent() {
        const banner = view.banner;
        if (shown && banner.mode === "event" && !banner.pinned && banner.event.turn < controller.turn)
            banner.hide();
    }
    // Whether the wheel, every tile and the step's extra cells (its lit spot) show whole in the
    // part of the board the card leaves free.
    function landInSight() {
        const v = view.board.view;
        const cells = [];
        if (controller.options.wheelAsStart)
            cells.push(Qt.point(0, 0), Qt.point(3, 3));
        const tiles = controller.board;
        for (let i = 0; i < tiles.count; ++i)
            cells.push(Qt.point(tiles.value(i, "x"), tiles.value(i, "y")));
        for (const c of v.extraCells)
            cells.push(c);
        const half = v.cellSize * v.zoom / 2;
        for (const c of cells) {
            const p = v.cellCentre(c.x, c.y);
            if (p.x - half < 0 || p.x + half > v.width || p.y - half < v.topInset || p.y + half > v.height - v.bottomInset)
                return false;
        }
        return true;
    }
    // "Learn to play": a lesson left off (or the one shown) may go on or start again; a lesson
    // finished starts afresh (it is nothing to continue).
    function open() {
        view.helpDrawer.close();
        if (tutorial.saved || tutorial.active && tutorial.kind !== Tutorial.Finish)
            resumeDialog.open();
        else
            start(false);
    }
    function playOn() {
        const reason = controller.lesson.playAfterTutorial();
        if (reason.length > 0)
            view.showToast(reason, true);
    }
    function start(resume) {
        const go = () => {
            const reason = controller.lesson.startTutorial(resume);
            if (reason.length > 0) {
                view.showToast(reason, true);
                return;
            }
            view.showSetup = false;
            Qt.callLater(view.centreBoard);
        };
        if (controller.running && controller.files.modified && !tutorial.active)
            view.confirmDialog.ask(qsTr("Start the lesson?"), qsTr("The game in progress has not been saved. The lesson takes its place."), qsTr("Start the lesson"), go);
        else
            go();
    }

    Connections {
        function onChanged() {
            Qt.callLater(root.aim);
        }

        target: root.tutorial
    }
    Connections {
        function onAwaitingHumanChanged() {
            Qt.callLater(root.aim);
        }
        function onPhaseChanged() {
            Qt.callLater(root.aim);
        }
        function onTurnChanged() {
            Qt.callLater(root.dropOldEvent);
        }

        target: root.controller
    }
    TutorialMarks {
        animate: root.view.animate
        board: root.view.board
        parent: root.view.board.view.overlay
        tutorial: root.tutorial
        visible: root.shown
    }
    TutorialCard {
        id: card
        anchors.left: parent.left
        anchors.margins: 14
        anchors.top: parent.top
        tutorial: root.tutorial
        visible: root.shown
        width: Math.min(430, parent.width - 28)

        onLeaveRequested: root.view.newGame()
        onPlayRequested: root.playOn()
    }
    TutorialResumeDialog {
        id: resumeDialog
        active: root.tutorial.active
        anchors.centerIn: parent
        step: root.tutorial.step
        stepCount: root.tutorial.stepCount

        onContinueRequested: {
            if (root.tutorial.active)
                root.view.showSetup = false;
            else
                root.start(true);
        }
        onRestartRequested: root.start(false)
    }
}
