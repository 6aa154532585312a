// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players play a whole game on screen (no delay, no animations) to the end screen.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function test_computers_play_to_the_end_screen() {
            const c = scene.controller;
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red",
                                "ai": "random"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "easy"
                            }, {
                                "name": "Cy",
                                "color": "green",
                                "ai": "random"
                            }],
                        "rules": {
                            "fortuneTeller": true
                        },
                        "seed": 11
                    }), "");
            tryCompare(c, "phase", GameController.GameOver, 180000);
            tryCompare(scene.view.endScreen, "visible", true);
            compare(scene.view.endScreen.ranking.length, 3);
            verify(c.log.count > 10);
            compare(c.tilesLeft, 0);
        }

        name: "FullGame"
        when: windowShown
    }
}
