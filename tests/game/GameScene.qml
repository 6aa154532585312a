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
    // What the scene would do by itself, done now: every running Timer of the scene (declared
    // in an item's data or a popup's contentData; the game makes none with createObject) fires,
    // a one-shot one stopped first, a repeating one once, round after round while the handlers
    // start one-shot timers again (at most 10 rounds). Returns how many fired. A test that then
    // checks that nothing happened (after a wait(0) for the queued calls) does not depend on
    // how long it would have had to wait for the slowest timer.
    function fireTimers() {
        let fired = 0;
        for (let round = 0; round < 10; ++round) {
            const timers = [];
            const seen = new Set();
            const walk = o => {
                if (!o || seen.has(o))
                    return;
                seen.add(o);
                if (String(o).startsWith("QQmlTimer") && o.running)
                    timers.push(o);
                for (const list of [o.data, o.contentData])
                    for (let i = 0; list && i < list.length; ++i)
                        walk(list[i]);
                for (const one of [o.contentItem, o.background, o.item])
                    walk(one);
            };
            walk(scene);
            const oneShots = timers.some(t => !t.repeat);
            for (const t of timers) {
                if (!t.running)
                    continue; // stopped by an earlier handler
                if (!t.repeat)
                    t.stop();
                t.triggered();
                ++fired;
            }
            if (!oneShots)
                break; // only repeating ones were left: each fired once
        }
        return fired;
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
    // Whether a click at (x, y) of `item` (its centre by default) reaches it: the point is in
    // the board view's frame, and the wheel banner, which fades out when focusCell hides it,
    // no longer covers it. Tests wait for it before they click.
    function reachable(item, x, y) {
        if (!item || !item.visible)
            return false;
        const at = item.mapToItem(scene, x === undefined ? item.width / 2 : x, y === undefined ? item.height / 2 : y);
        const covers = other => {
            const p = other.mapFromItem(scene, at.x, at.y);
            return other.visible && p.x >= 0 && p.y >= 0 && p.x < other.width && p.y < other.height;
        };
        return covers(boardView) && !covers(view.banner);
    }
    // Starts the game of `setup` ({players: [{name, color, ai}], rules, seed, deck}) through
    // the setup screen's typed form.
    function start(setup) {
        newGameForm.clearPlayers();
        for (const p of setup.players)
            newGameForm.addPlayer(p.name || "", p.color || "", p.ai || "");
        newGameForm.rules = setup.rules || {};
        newGameForm.seed = setup.seed === undefined ? "" : String(setup.seed);
        newGameForm.deck = setup.deck || [];
        const reason = game.newGame(newGameForm);
        view.showSetup = false;
        return reason;
    }

    height: 800
    width: 1280

    // A test starts from an empty autosave folder: a game left by an interrupted run is not
    // offered (GameView offers it once the scene is complete).
    Component.onCompleted: game.autosave.discard()

    NewGameSetup {
        id: newGameForm
    }
    GameController {
        id: game
        animationsEnabled: false
        autosave.enabled: false
        computerDelay: 0
    }
    GameView {
        id: view
        anchors.fill: parent
        animate: false
        controller: game
    }
}
