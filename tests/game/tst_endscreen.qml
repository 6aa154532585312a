// SPDX-License-Identifier: GPL-3.0-or-later
// The end screen shows the engine's final scores, by rank, with the points by reason; it is
// modal for the keys: Enter presses its focused button (else Play again), Tab goes round its
// buttons, and the game's keys behind it wait.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        // Whether `item` is `root` or inside it.
        function inside(item, root) {
            for (let i = item; i; i = i.parent)
                if (i === root)
                    return true;
            return false;
        }
        // A short game of two persons to its end screen (`atStart()` once it has started).
        function playToTheEnd(atStart) {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "U/1"],
                        "seed": 5
                    }), "");
            if (atStart)
                atStart();
            for (let guard = 0; c.phase !== GameController.GameOver && guard < 20; ++guard) {
                if (c.phase === GameController.Place) {
                    const p = scene.firstLegal();
                    compare(c.placeTile(p.x, p.y), "");
                } else {
                    compare(c.phase, GameController.Deploy);
                    compare(c.skipDeploy(), "");
                }
            }
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            return scene.view.endScreen;
        }
        // The help open as the game ends keeps the keys; the end screen has them once it closes,
        // and again after a dialog over it (Your games, saving the game).
        function test_a_dialog_over_it_gives_the_keys_back() {
            const drawer = scene.view.helpDrawer;
            const end = playToTheEnd(() => {
                    scene.view.showHelp("");
                    tryCompare(drawer, "opened", true);
                });
            verify(!inside(end.Window.activeFocusItem, end), "the help has the keys");
            drawer.close();
            tryCompare(drawer, "visible", false);
            verify(inside(end.Window.activeFocusItem, end), "the end screen has the keys");
            const games = scene.view.yourGamesDialog;
            scene.view.openYourGames();
            tryCompare(games, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(games, "visible", false);
            tryVerify(() => inside(end.Window.activeFocusItem, end), 1000, "the end screen has the keys after Your games");
            mouseClick(scene.findObject(end, "saveButton"));
            tryCompare(scene.view.saveDialog, "visible", true);
            scene.view.saveDialog.reject();
            tryCompare(scene.view.saveDialog, "visible", false);
            tryVerify(() => inside(end.Window.activeFocusItem, end), 1000, "the end screen has the keys after saving");
            // (on the button that opened the dialog, or the screen itself): Tab goes round its
            // buttons to Play again, Enter presses it
            const again = scene.findObject(end, "playAgainButton");
            for (let k = 0; k < 8 && !again.activeFocus; ++k)
                keyClick(Qt.Key_Tab);
            verify(again.activeFocus);
            keyClick(Qt.Key_Return);
            verify(!end.visible);
            compare(scene.controller.turn, 1);
        }
        // A finished game opened from a file: its end screen has the keys, the first Tab stays
        // on it (it went to the board's re-centre button hidden behind it).
        function test_an_opened_finished_game_gives_it_the_keys() {
            compare(scene.controller.files.loadGame(Qt.resolvedUrl("../record/data/plague-takes-monk.json")), "");
            scene.view.showSetup = false;
            compare(scene.controller.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            verify(inside(end.Window.activeFocusItem, end), "the end screen has the keys, not " + end.Window.activeFocusItem);
            keyClick(Qt.Key_Tab);
            verify(inside(end.Window.activeFocusItem, end), "the first Tab stays on it, not " + end.Window.activeFocusItem);
            verify(end.Window.activeFocusItem.visualFocus);
        }
        // Enter plays again, also when the end screen shows again after a replay or an
        // analysis; the game's keys behind it (Esc, L, B) wait.
        function test_enter_plays_again() {
            const c = scene.controller;
            let end = playToTheEnd();
            verify(inside(end.Window.activeFocusItem, end), "the end screen has the keys");
            const logOpen = scene.view.logOpen;
            const bagOpen = scene.view.extras.bagOpen;
            for (const key of [Qt.Key_L, Qt.Key_B, Qt.Key_Escape, Qt.Key_Space, Qt.Key_H])
                keyClick(key);
            compare(scene.view.logOpen, logOpen, "L does not open the log behind the end screen");
            compare(scene.view.extras.bagOpen, bagOpen, "B does not open the bag behind it");
            verify(end.visible);
            compare(c.phase, GameController.GameOver);
            for (const button of ["replayButton", "analyseButton"]) {
                mouseClick(scene.findObject(end, button));
                tryCompare(end, "visible", false);
                scene.view.extras.leaveReplay();
                tryCompare(end, "visible", true);
                verify(inside(end.Window.activeFocusItem, end), "the end screen has the keys again after " + button);
            }
            keyClick(Qt.Key_Return);
            compare(c.phase === GameController.Place || c.phase === GameController.ChooseTile, true);
            verify(!end.visible);
            compare(c.turn, 1);
            // the keypad's Enter too
            end = playToTheEnd();
            keyClick(Qt.Key_Enter);
            verify(!end.visible);
            compare(c.turn, 1);
        }
        // Tab and Shift+Tab go round the end screen's buttons, each named for a screen reader,
        // and never reach the board or the top bar behind it; Enter presses the button with
        // the focus.
        function test_tab_goes_round_the_end_screen() {
            const end = playToTheEnd();
            const buttons = ["analyseButton", "playAgainButton", "newGameButton", "replayButton", "showBoardButton"];
            for (const [key, modifiers] of [[Qt.Key_Tab, Qt.NoModifier], [Qt.Key_Backtab, Qt.ShiftModifier]]) {
                const reached = new Set();
                for (let k = 0; k < 14; ++k) {
                    keyClick(key, modifiers);
                    const f = end.Window.activeFocusItem;
                    verify(inside(f, end), "press " + (k + 1) + " left the end screen for " + f + " " + (f ? f.objectName : ""));
                    verify(f.visualFocus, "its focus shows");
                    verify(f.Accessible.name.length > 0, "a screen reader names " + f.objectName);
                    reached.add(f.objectName);
                }
                for (const b of buttons)
                    verify(reached.has(b), b + " reached by " + (key === Qt.Key_Tab ? "Tab" : "Shift+Tab"));
            }
            // Enter on "Look at the board": the board, with the keys
            const board = scene.findObject(end, "showBoardButton");
            for (let k = 0; k < 10 && !board.activeFocus; ++k)
                keyClick(Qt.Key_Tab);
            verify(board.activeFocus);
            keyClick(Qt.Key_Return);
            verify(!end.visible);
            compare(scene.controller.phase, GameController.GameOver);
            verify(scene.boardView.activeFocus, "the board has the keys");
            // the end screen again (the board's "Final scores"), and its keys
            mouseClick(scene.findObject(scene.view, "finalScoresButton"));
            tryCompare(end, "visible", true);
            verify(inside(end.Window.activeFocusItem, end), "the end screen has the keys");
            const newGame = scene.findObject(end, "newGameButton");
            for (let k = 0; k < 10 && !newGame.activeFocus; ++k)
                keyClick(Qt.Key_Backtab, Qt.ShiftModifier);
            verify(newGame.activeFocus);
            keyClick(Qt.Key_Return);
            tryCompare(scene.view, "showSetup", true);
        }
        function test_the_end_screen_shows_the_final_scores() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(3),
                        "deck": ["D", "E", "U/1", "E", "B"],
                        "seed": 5
                    }), "");
            let guard = 0;
            while (c.phase !== GameController.GameOver && guard++ < 40) {
                if (c.phase === GameController.Place) {
                    const p = scene.firstLegal();
                    compare(c.placeTile(p.x, p.y), "");
                } else if (c.phase === GameController.Deploy) {
                    // a follower on the first feature, to give the end some points
                    let done = false;
                    for (let i = 0; i < c.deployOptions.count && !done; ++i) {
                        const o = c.deployOptions.get(i);
                        if (o.kind === "feature")
                            done = c.deploy(i) === "";
                    }
                    if (!done)
                        compare(c.skipDeploy(), "");
                } else {
                    fail("unexpected phase " + c.phase);
                }
            }
            compare(c.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            compare(end.ranking.length, 3);
            let best = -1;
            for (let i = 0; i < c.players.count; ++i)
                best = Math.max(best, c.players.get(i).score);
            verify(best > 0, "somebody scored");
            for (let r = 0; r < 3; ++r) {
                const row = scene.findObject(end, "rankRow_" + r);
                verify(row);
                const entry = end.ranking[r];
                // the engine's score for that player, shown as the total
                compare(scene.findObject(row, "total").text, String(c.players.get(entry.index).score));
                compare(scene.findObject(row, "name").text, c.players.get(entry.index).name);
                let sum = 0;
                for (const k in entry.breakdown)
                    sum += entry.breakdown[k];
                compare(sum, entry.score);
                if (r > 0)
                    verify(end.ranking[r - 1].score >= entry.score);
            }
            const title = scene.findObject(end, "endTitle");
            verify(title.text.length > 0);
            const history = c.aids.scoreHistory();
            verify(history.valid);
            compare(history.players.length, 3);
            for (const p of history.players)
                compare(p.finalScore, c.players.get(p.player).score);
            // the points by reason and the chart as first shown
            verify(end.history.valid);
            const reasons = end.history.reasons.length;
            verify(reasons > 0, "the ranking has columns by reason");
            const figures = end.figures.length;
            // replay the game from the end screen, then come back to it
            const turns = c.turn;
            mouseClick(scene.findObject(end, "replayButton"));
            verify(c.replay.active);
            tryCompare(end, "visible", false);
            scene.view.extras.leaveReplay();
            verify(!c.replay.active);
            compare(c.phase, GameController.GameOver);
            compare(c.turn, turns);
            tryCompare(end, "visible", true);
            // the same table and chart as before the replay, not the replay's emptied position
            verify(end.history.valid, "the chart's history after a replay");
            compare(end.history.reasons.length, reasons);
            compare(end.history.players.length, 3);
            for (const p of end.history.players)
                compare(p.finalScore, c.players.get(p.player).score);
            compare(end.figures.length, figures);
            // the same after an analysis
            mouseClick(scene.findObject(end, "analyseButton"));
            verify(c.replay.active);
            tryCompare(end, "visible", false);
            scene.view.extras.leaveReplay();
            verify(!c.replay.active);
            tryCompare(end, "visible", true);
            verify(end.history.valid, "the chart's history after an analysis");
            compare(end.history.reasons.length, reasons);
            compare(end.history.players.length, 3);
            // play again: the same players, a new game
            mouseClick(scene.findObject(end, "playAgainButton"));
            compare(c.phase === GameController.Place || c.phase === GameController.ChooseTile, true);
            compare(c.players.count, 3);
            compare(c.players.get(0).name, "Ana");
            verify(!end.visible);
        }

        name: "EndScreen"
        when: windowShown
    }
}
