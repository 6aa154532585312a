// SPDX-License-Identifier: GPL-3.0-or-later
// The setup screen: seats, colours each once, computer levels, rule options, Start.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Help

GameScene {
    id: scene
    TestCase {

        // The rule options come from the rules' table: one control per option, the words for
        // each (RuleOptionWords) complete, and the help's words in the table's order.
        function test_rule_options_follow_the_rules_table() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            s.loadDefaults();
            const all = RuleOptions.all;
            verify(all.length >= 4);
            compare(RuleOptionWords.keys.length, all.length);
            for (let i = 0; i < all.length; ++i) {
                const o = all[i];
                compare(RuleOptionWords.keys[i], o.key);
                const w = RuleOptionWords.words(o.key);
                verify(w !== null, o.key);
                verify(w.label.length > 0 && w.heading.length > 0 && w.helpPage.length > 0, o.key);
                verify(w.explained.length > 0, o.key);
                compare(s.rules[o.key], o.defaultValue);
                const values = o.boolean ? ["true", "false"] : o.choices;
                for (const v of values)
                    verify((w.inThisGame[v] || "").length > 0, o.key + " = " + v);
                if (o.boolean) {
                    const box = scene.findObject(s, "option_" + o.key);
                    verify(box && box.visible, o.key);
                    compare(box.text, w.label);
                    compare(box.checked, o.defaultValue);
                } else {
                    for (const v of o.choices) {
                        const radio = scene.findObject(s, "option_" + o.key + "_" + v);
                        verify(radio && radio.visible, o.key + " " + v);
                        compare(radio.text, w.choices[v]);
                        compare(radio.checked, o.defaultValue === v);
                    }
                }
            }
            // A remembered setup with an unknown key and a wrong value keeps only the options.
            verify(s.load({
                        "players": [{
                                "name": "A"
                            }, {
                                "name": "B"
                            }],
                        "rules": {
                            "famine": "nobody",
                            "fortuneTeller": true,
                            "colour": 3
                        }
                    }));
            compare(s.rules, Object.assign(RuleOptions.defaults(), {
                        "fortuneTeller": true
                    }));
            compare(s.setupMap().rules.famine, "any-farmer");
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
            mouseClick(scene.findObject(s, "option_fortuneTeller"));
            mouseClick(scene.findObject(s, "option_famine_majority"));
            compare(s.rules.fortuneTeller, true);
            compare(s.rules.famine, "majority");
            s.seedText = "42";
            mouseClick(scene.findObject(s, "startButton"));
            const c = scene.controller;
            verify(c.phase !== GameController.NoGame);
            verify(!v.showSetup);
            compare(c.players.count, 3);
            compare(c.options.fortuneTellerEnabled, true);
            compare(c.options.rules.famine, "majority");
            compare(c.options.rules.tileSet, "wheel-of-fortune");
            compare(c.options.seed, 42);
            compare(c.players.get(0).colorName, after[0].color);
            compare(c.players.get(1).isComputer, true);
        }
        function test_the_seed_goes_in_as_typed() {
            const s = scene.view.setupScreen;
            const c = scene.controller;
            s.loadDefaults();
            s.seedText = "0099";
            verify(s.start());
            compare(c.options.seed, 99);
            compare(c.players.count, 2);
            compare(c.options.rules.tileSet, "wheel-of-fortune");
            compare(JSON.parse(c.files.recordJson()).format, "fortuna-record/1");
            // Seeds beyond what a number holds go in digit for digit.
            s.seedText = "9999999999999999999";
            verify(s.start());
            verify(/"seed": ?9999999999999999999[,}\s]/.test(c.files.recordJson()), c.files.recordJson());
            // none: a new deal each time
            s.seedText = "";
            verify(s.start());
            const first = c.options.seed;
            verify(s.start());
            verify(c.options.seed !== first, "a new seed");
        }

        name: "Setup"
        when: windowShown
    }
}
