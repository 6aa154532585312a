// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games": two games finished here are listed; the screen filters them by keyboard and
// opens one with Enter; Delete asks first; Import… cancelled gives the keys back.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        // Plays the game of `setup` to its end (a 5-tile deck), the computers on their own.
        function finish(setup) {
            const c = scene.controller;
            c.computerDelay = 0;
            compare(scene.start(setup), "");
            let guard = 0;
            while (c.phase !== GameController.GameOver && guard++ < 200) {
                if (!c.awaitingHuman) {
                    wait(20);
                    continue;
                }
                if (c.phase === GameController.Place) {
                    const p = scene.firstLegal();
                    compare(c.placeTile(p.x, p.y), "");
                } else {
                    compare(c.skipDeploy(), "");
                }
            }
            compare(c.phase, GameController.GameOver);
        }
        function test_your_games() {
            const c = scene.controller;
            const games = c.games;
            games.refresh();
            while (games.total > 0 // a run before left its games
            )
                compare(games.remove(games.gameId(0)), "");
            finish({
                    "players": scene.humans(2),
                    "deck": ["D", "E", "U/1", "E", "B"],
                    "seed": 5
                });
            finish({
                    "players": [{
                            "name": "Ana",
                            "color": "red"
                        }, {
                            "name": "Robo",
                            "color": "blue",
                            "ai": "easy"
                        }],
                    "deck": ["D", "E", "U/1", "E", "B"],
                    "seed": 6
                });
            compare(games.total, 2);
            c.closeGame();

            // The screen, from the Game menu's action.
            scene.view.openYourGames();
            const dialog = scene.view.yourGamesDialog;
            tryCompare(dialog, "opened", true);
            const list = scene.findObject(dialog.contentItem, "gamesList");
            verify(list.activeFocus);
            compare(list.count, 2);
            verify(list.currentItem.Accessible.name.indexOf("Robo") >= 0, list.currentItem.Accessible.name); // the most recent first

            // Filter: the games against the easy computer, chosen with the keyboard.
            const level = scene.findObject(dialog.contentItem, "gamesLevelFilter");
            compare(level.Accessible.name, "Opponent");
            level.forceActiveFocus();
            let guard = 0;
            while (games.level !== "easy" && guard++ < 5)
                keyClick(Qt.Key_Down);
            compare(games.level, "easy");
            compare(list.count, 1);
            // Import… cancelled: the keys come back (Qt 6.8: the file dialog, a window of its own,
            // took them from the game's window for good: Enter below did not open the game)
            const importButton = scene.findObject(dialog.contentItem, "gamesImport");
            mouseClick(importButton);
            tryCompare(dialog.importDialog, "visible", true);
            dialog.importDialog.close();
            tryCompare(dialog.importDialog, "visible", false);
            tryVerify(() => scene.view.Window.window.activeFocusItem === importButton, 2000, "the Import button has the keys");
            // Tab to the list, Delete asks (and Cancel keeps the game).
            list.forceActiveFocus();
            keyClick(Qt.Key_Delete);
            tryCompare(scene.view.confirmDialog, "opened", true);
            scene.view.confirmDialog.close();
            tryCompare(scene.view.confirmDialog, "visible", false);
            compare(games.total, 2);
            // Enter opens the game chosen, as it ended.
            list.forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            compare(c.phase, GameController.GameOver);
            compare(c.players.count, 2);
            compare(c.players.get(1).name, "Robo");
            compare(games.total, 2); // opened again, not added again
            games.level = "";
        }

        name: "YourGames"
        when: windowShown
    }
}
