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

        function test_the_setup_is_a_record_header() {
            const s = scene.view.setupScreen;
            s.loadDefaults();
            s.seedText = "0099";
            const h = JSON.parse(s.header());
            compare(h.format, "fortuna-record/1");
            compare(h.seed, 99);
            compare(h.players.length, 2);
            compare(h.rules.tileSet, "wheel-of-fortune");
            // Seeds beyond what a number holds go in digit for digit.
            s.seedText = "9999999999999999999";
            verify(s.header().endsWith(",\"seed\":9999999999999999999}"), s.header());
            s.seedText = "";
            compare(JSON.parse(s.header()).seed, undefined);
        }

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
