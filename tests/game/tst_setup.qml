// SPDX-License-Identifier: GPL-3.0-or-later
// The setup screen: seats, colours each once, computer levels, rule options, Start.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene

    TestCase {
        name: "Setup"
        when: windowShown

        function test_start_from_the_setup_screen() {
            const v = scene.view;
            const s = v.setupScreen;
            v.showSetup = true;
            s.loadDefaults();
            compare(s.setupMap().players.length, 2);
            mouseClick(scene.findObject(s, "addPlayerButton"));
            compare(s.setupMap().players.length, 3);
            // picking a taken colour swaps
            const before = s.setupMap().players;
            s.pickColor(0, before[1].color);
            const after = s.setupMap().players;
            compare(after[0].color, before[1].color);
            compare(after[1].color, before[0].color);
            s.fortuneTeller = true;
            s.famine = "majority";
            s.seedText = "42";
            mouseClick(scene.findObject(s, "startButton"));
            const c = scene.controller;
            verify(c.phase !== GameController.NoGame);
            verify(!v.showSetup);
            compare(c.players.count, 3);
            compare(c.fortuneTellerEnabled, true);
            compare(c.famineRule, "majority");
            compare(c.seed, 42);
            compare(c.players.get(0).colorName, after[0].color);
            compare(c.players.get(1).isComputer, true);
        }
    }
}
