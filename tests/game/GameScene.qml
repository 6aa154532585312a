// SPDX-License-Identifier: GPL-3.0-or-later
// The game view over a real controller, for the tests: animations and autosave off unless a
// test turns them on, no autosaved game left over from an earlier run (so no resume offer),
// and a few helpers to reach what a player clicks.
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: scene

    readonly property var board: view.board
    readonly property var boardView: view.board.view
    property alias controller: game
    property alias view: view

    // The centre of a cell in board-view coordinates.
    function cellPoint(x, y) {
        return boardView.cellCentre(x, y);
    }
    function findObject(parent, name) {
        if (!parent)
            return null;
        if (parent.objectName === name)
            return parent;
        const kids = parent.children || [];
        for (let i = 0; i < kids.length; ++i) {
            const found = findObject(kids[i], name);
            if (found)
                return found;
        }
        return null;
    }
    function firstLegal() {
        return game.legalPositions.count > 0 ? game.legalPositions.get(0) : null;
    }
    // Frames a cell in the middle of the board view at zoom 1.
    function focusCell(x, y) {
        scene.board.autoCentre = false;
        const v = boardView;
        v.zoom = 1;
        v.panX = (x + 0.5) * v.cellSize - v.width / 2;
        v.panY = (y + 0.5) * v.cellSize - v.height / 2;
        view.banner.hide();
    }
    function humans(n) {
        const names = ["Ana", "Bo", "Cy", "Di", "Ed"];
        const colors = ["red", "blue", "green", "yellow", "black"];
        const players = [];
        for (let i = 0; i < n; ++i)
            players.push({
                    "name": names[i],
                    "color": colors[i]
                });
        return players;
    }
    // An empty cell next to the laid land where the tile does not fit in any rotation, or
    // where it does not fit in the current rotation; null if none.
    function illegalCell() {
        for (let y = -6; y <= 10; ++y) {
            for (let x = -6; x <= 10; ++x) {
                if (!game.isLegal(x, y) && !(x >= 0 && x <= 3 && y >= 0 && y <= 3) && !occupied(x, y))
                    return Qt.point(x, y);
            }
        }
        return null;
    }
    function occupied(x, y) {
        for (let i = 0; i < game.board.count; ++i) {
            if (game.board.value(i, "x") === x && game.board.value(i, "y") === y)
                return true;
        }
        return false;
    }
    function start(setup) {
        const reason = game.newGame(JSON.stringify(setup));
        view.showSetup = false;
        return reason;
    }

    height: 800
    width: 1280

    // A test starts from an empty autosave folder: a game left by an interrupted run is not
    // offered (GameView offers it once the scene is complete).
    Component.onCompleted: game.discardAutosave()

    GameController {
        id: game
        animationsEnabled: false
        autosaveEnabled: false
        computerDelay: 0
    }
    GameView {
        id: view
        anchors.fill: parent
        animate: false
        controller: game
    }
}
