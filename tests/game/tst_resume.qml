// SPDX-License-Identifier: GPL-3.0-or-later
// At start, an autosaved unfinished game is offered: Resume continues it where it stopped.
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
