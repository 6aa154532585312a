// SPDX-License-Identifier: GPL-3.0-or-later
// When the board view moves by itself, for GameBoard: a new game centres it while the window
// settles its size (GameBoard.autoCentre, the first moments); a later new size (the window
// resized) brings the lit spots back into view (the analysed moves, GameBoard.pinnedCells, in
// the analysis), or frames the board; a human's turn starts
// with every lit spot in view; the plague's choice is framed when none of the followers that
// may go shows; a computer's tile that lands off-screen is followed (View menu); a tile taken
// back brings the lit spots back. It never moves the view otherwise while a human is to act.
// Non-visual; the camera (BoardCamera) does the moving.
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: framing

    required property Item board // GameBoard
    required property BoardCamera camera
    required property ChoiceCursor choice
    required property GameController controller
    // The human turn the view was last brought to (frameTurn).
    property int framedTurn: -1
    // The tiles on the board when last counted (a tile laid, or taken back).
    property int tilesSeen: 0
    required property BoardView view

    // The plague's choice: frames the followers that may go, only when none of them shows
    // (the player could not act otherwise); the view keeps still when one is in sight.
    function frameRemovable() {
        if (!board.plaguing)
            return;
        const cells = choice.removableCells();
        if (camera.anyInView(cells))
            return;
        board.autoCentre = false;
        camera.frameCells(cells);
    }
    // The start of a human's turn: every lit spot comes into view (the view keeps still when
    // they all show already), once per turn.
    function frameTurn() {
        if (!board.placing || controller.turn === framedTurn)
            return;
        framedTurn = controller.turn;
        if (!board.autoCentre)
            view.showCells(choice.litCells);
    }
    function gameStarted() {
        board.autoCentre = !board.plaguing;
        framedTurn = controller.turn;
        tilesSeen = controller.board.count;
        resizeTimer.stop(); // the new game's centring frames it
        centreTimer.restart();
        settleTimer.restart();
        Qt.callLater(frameRemovable);
    }
    // A tile taken back: the lit spots come back into view (the least move).
    function showLitSpots() {
        if (board.placing && !board.autoCentre)
            view.showCells(choice.litCells);
    }
    function sizeChanged() {
        // moves pinned in view (the analysis) stay framed, also while the board still centres
        if (board.autoCentre && board.pinnedCells.length === 0)
            centreTimer.restart();
        else
            resizeTimer.restart();
    }

    visible: false

    Timer {
        id: centreTimer
        interval: 50

        onTriggered: if (framing.board.autoCentre)
            framing.view.centre()
    }
    // A new size later on (the window resized): the board is framed again, the lit spots in
    // sight (the least move) while placing.
    Timer {
        id: resizeTimer
        interval: 50

        onTriggered: {
            if (framing.board.pinnedCells.length > 0)
                framing.view.fitCells(framing.board.pinnedCells, 0.12);
            else if (framing.board.placing)
                framing.view.showCells(framing.choice.litCells);
            else
                framing.view.centre();
        }
    }
    Timer {
        id: settleTimer
        interval: 1500

        onTriggered: framing.board.autoCentre = false
    }
    Connections {
        function onCountChanged() {
            // A tile the human just laid (still pending, their move) never moves the view;
            // a computer's tile is followed only when it lands off-screen. A tile taken back
            // moves nothing but brings the lit spots back into view.
            const b = framing.board;
            const count = framing.controller.board.count;
            const laid = count > framing.tilesSeen;
            framing.tilesSeen = count;
            if (!laid) {
                Qt.callLater(framing.showLitSpots); // once the phase is Place again
                return;
            }
            const t = count > 0 ? framing.controller.board.lastTile : null;
            const humans = t && t.pending && framing.controller.awaitingHuman;
            if (t && !humans && b.followComputers && !framing.view.interacting && !b.autoCentre)
                framing.camera.follow(t.x, t.y);
        }

        target: framing.controller.board
    }
}
