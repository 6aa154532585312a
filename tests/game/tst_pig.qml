// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel moment: the pig only ever turns clockwise (its angle grows), one sector per step,
// stops on the sector the engine says; then the sector lights up and the banner tells the
// event and its points, and the turn goes on.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene

    property var angles: []

    Connections {
        function onPigRotationChanged() {
            scene.angles.push(scene.board.wheel.pigRotation);
        }

        target: scene.board.wheel
    }
    TestCase {
        function test_the_pig_walks_clockwise_to_the_engine_sector() {
            const c = scene.controller;
            c.animationsEnabled = true;
            scene.view.animate = true;
            scene.board.wheel.stepDuration = 60;
            scene.angles = [];
            // Turn 1 draws U/3: the pig walks Fortune -> Taxes -> Famine -> Storm.
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            compare(c.pigSteps, 3);
            verify(c.busy, "the engine waits for the walk");
            compare(c.highlightedSector, -1);
            tryCompare(scene.view.banner, "mode", "walking");
            // human commands wait while the pig walks
            const spot = c.legalPositions.count > 0 ? c.legalPositions.get(0) : {
                "x": 0,
                "y": -1
            };
            verify(c.placeTile(spot.x, spot.y).length > 0);
            tryCompare(c, "busy", false, 20000);
            compare(scene.board.wheel.pigSector, c.pigSector);
            compare(c.pigSector, 3);
            compare(c.highlightedSector, 3);
            compare(scene.board.wheel.highlightSector, 3);
            verify(scene.angles.length > 3, "the pig moved in steps");
            for (let i = 1; i < scene.angles.length; ++i)
                verify(scene.angles[i] >= scene.angles[i - 1], "angle " + i + ": " + scene.angles[i - 1] + " -> " + scene.angles[i]);
            compare(scene.angles[scene.angles.length - 1], 3 * 60 + 30);
            tryCompare(scene.view.banner, "mode", "event");
            const title = scene.findObject(scene.view.banner, "bannerTitle");
            compare(title.text, "Storm");
            // the turn goes on: the tile can be placed now
            compare(c.phase, GameController.Place);
            verify(c.awaitingHuman);

            // Turn 2 draws U/2 after turn 1 (place, skip): Storm -> Inquisition -> Plague.
            scene.angles = [];
            const p = c.legalPositions.get(0);
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), "");
            compare(c.currentTile, "D");
            const q = c.legalPositions.get(0);
            compare(c.placeTile(q.x, q.y), "");
            compare(c.skipDeploy(), "");
            compare(c.pigSteps, 5);
            tryCompare(c, "busy", false, 20000);
            compare(scene.board.wheel.pigSector, 5);
            compare(c.highlightedSector, c.pigSector);
            for (let i = 1; i < scene.angles.length; ++i)
                verify(scene.angles[i] >= scene.angles[i - 1]);
            compare(scene.angles[scene.angles.length - 1], 5 * 60 + 30);

            // A new game whose first tile is a wheel tile: the pig goes back to Fortune at
            // once, then walks again (the walk is not skipped): the angles it showed go back to
            // Fortune's, then forward through Taxes' stop to Famine's.
            scene.angles = [];
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/2", "D", "E"],
                        "seed": 4
                    }), "");
            verify(c.busy);
            tryCompare(c, "busy", false, 20000);
            compare(scene.board.wheel.pigSector, 2);
            compare(scene.board.wheel.pigRotation, 2 * 60 + 30);
            compare(scene.angles[0], 30, "back to Fortune at once: " + scene.angles);
            for (let i = 2; i < scene.angles.length; ++i)
                verify(scene.angles[i] >= scene.angles[i - 1], "angle " + i + ": " + scene.angles[i - 1] + " -> " + scene.angles[i]);
            verify(scene.angles.indexOf(90) > 0, "the pig stopped at Taxes on its way: " + scene.angles);
            compare(scene.angles[scene.angles.length - 1], 2 * 60 + 30);
        }
        function test_without_animations_the_pig_jumps() {
            const c = scene.controller;
            c.animationsEnabled = false;
            scene.view.animate = false;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/2", "D", "E"],
                        "seed": 3
                    }), "");
            wait(0);
            verify(!c.busy);
            compare(scene.board.wheel.pigSector, 2);
            compare(c.highlightedSector, 2);
            compare(scene.view.banner.mode, "event");
        }

        name: "Pig"
        when: windowShown
    }
}
