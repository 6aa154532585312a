// SPDX-License-Identifier: GPL-3.0-or-later
// At start, an autosaved unfinished game is offered: Resume continues it where it stopped,
// with the table as it was left: the tile in hand in its rotation and the wheel event open
// or closed; Open gives back the same from a saved file.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    Component {
        id: nextLaunch
        Item {
            property alias controller: c2
            property alias view: v2

            anchors.fill: parent

            GameController {
                id: c2
                animationsEnabled: false
                computerDelay: 0
            }
            GameView {
                id: v2
                anchors.fill: parent
                animate: false
                controller: c2
            }
        }
    }
    TestCase {
        // Ana lays D; Bo (a computer) draws U/3 (Storm) and plays; at Ana's turn 3 his event is
        // still open. Ana turns her tile away from the rotation the turn began with.
        function playToAnasTurnWithBosEvent() {
            const c = scene.controller;
            c.autosave.enabled = true;
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "random"
                            }],
                        "deck": ["D", "U/3", "E", "B", "D"],
                        "seed": 2
                    }), "");
            const p = scene.firstLegal();
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), "");
            tryCompare(c, "turn", 3);
            tryCompare(c, "awaitingHuman", true);
            compare(scene.view.banner.mode, "event");
            compare(c.eventShown, true);
            const start = c.rotation;
            for (let k = 1; k < 4; ++k) {
                c.rotation = (start + k) % 4;
                if (c.legalPositions.count > 0)
                    break;
            }
            verify(c.rotation !== start && c.legalPositions.count > 0);
            return c.rotation;
        }
        function test_open_gives_back_the_rotation_and_the_closed_banner() {
            const c = scene.controller;
            const rotation = playToAnasTurnWithBosEvent();
            // closed by the player this time
            scene.view.banner.hide();
            compare(c.eventShown, false);
            const file = "file://" + c.autosave.directory + "/view-state.fortuna";
            compare(c.files.saveGame(file), "");
            const app = createTemporaryObject(nextLaunch, scene);
            verify(app);
            tryCompare(app.view.resumeDialog, "visible", true);
            app.view.resumeDialog.close();
            compare(app.controller.files.loadGame(file), "");
            compare(app.controller.turn, 3);
            compare(app.controller.rotation, rotation);
            compare(app.view.banner.mode, "hidden");
            // and shown again when it was open
            scene.view.banner.showEvent();
            compare(c.files.saveGame(file), "");
            compare(app.controller.files.loadGame(file), "");
            compare(app.controller.rotation, rotation);
            compare(app.view.banner.mode, "event");
            compare(scene.findObject(app.view.banner, "bannerTitle").text, "Storm");
            app.controller.closeGame();
            c.closeGame();
        }
        function test_resume_gives_back_the_rotation_and_the_open_banner() {
            const c = scene.controller;
            const rotation = playToAnasTurnWithBosEvent();
            // the turned tile reaches the autosave a moment later
            wait(1000);
            const app = createTemporaryObject(nextLaunch, scene);
            verify(app);
            verify(app.controller.autosave.resumable);
            tryCompare(app.view.resumeDialog, "visible", true);
            mouseClick(scene.findObject(app.view.resumeDialog.contentItem, "resumeButton"));
            tryCompare(app.view.resumeDialog, "visible", false);
            compare(app.controller.turn, 3);
            compare(app.controller.rotation, rotation, "the tile in hand as it was turned");
            compare(app.view.banner.mode, "event", "Bo's wheel event still open");
            compare(scene.findObject(app.view.banner, "bannerTitle").text, "Storm");
            app.controller.closeGame();
            c.closeGame();
        }
        function test_resume_the_autosaved_game() {
            const c = scene.controller;
            c.autosave.enabled = true;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "U", "V", "B"],
                        "seed": 8
                    }), "");
            const p = scene.firstLegal();
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), "");
            compare(c.turn, 2);
            // the application "quits" with the game in progress and starts again
            const app = createTemporaryObject(nextLaunch, scene);
            verify(app);
            verify(app.controller.autosave.resumable);
            const dialog = app.view.resumeDialog;
            tryCompare(dialog, "visible", true);
            // the offer describes the kept game
            const summary = app.controller.autosave.summary;
            verify(summary.valid);
            compare(summary.turn, 2);
            compare(summary.turnsPlayed, 1);
            compare(summary.players.length, 2);
            compare(summary.players[0].name, c.players.get(0).name);
            compare(summary.players[1].ai, "");
            compare(c.players.get(1).colorName, "blue");
            compare(summary.players[1].color, PlayerColor.Blue);
            const button = scene.findObject(dialog.contentItem, "resumeButton");
            verify(button);
            mouseClick(button);
            tryCompare(dialog, "visible", false);
            compare(app.controller.phase, GameController.Place);
            compare(app.controller.turn, 2);
            compare(app.controller.board.count, 1);
            compare(app.controller.currentPlayer, 1);
            verify(!app.view.showSetup);
            app.controller.closeGame();
            c.closeGame();
        }

        name: "Resume"
        when: windowShown
    }
}
