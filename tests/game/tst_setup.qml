// SPDX-License-Identifier: GPL-3.0-or-later
// The setup screen: seats, colours each once, computer levels, rule options, Start; the level
// of an even game from your rating; the order of Tab.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Help
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function clearGames() {
            const games = scene.controller.games;
            games.rules = "*";
            games.level = "";
            games.result = 0;
            games.days = 0;
            games.refresh();
            while (games.total > 0)
                compare(games.remove(games.gameId(0)), "");
        }
        // Enter starts the game from a name being typed (the newcomer tabbed 17 times to the
        // button), and Help ▸ Keyboard says so.
        function test_enter_starts_the_game_from_a_name() {
            const v = scene.view;
            const s = v.setupScreen;
            v.newGame();
            s.loadDefaults();
            const name = scene.findObject(scene.findObject(s, "seat_0"), "seatName");
            name.forceActiveFocus();
            name.selectAll();
            keyClick(Qt.Key_Z);
            keyClick(Qt.Key_O);
            keyClick(Qt.Key_Return);
            verify(!v.showSetup);
            compare(scene.controller.players.get(0).name, "zo");
            const said = v.shortcutsDialog.entries.filter(e => e.label === KeyNames.text("Enter", KeyNames.revision) && e.what.indexOf("new game") >= 0);
            compare(said.length, 1);
        }

        // The level of an even game, from your rating: none without a rating (four games are
        // not enough), offered under the seats with five (won against Skilled: a level above
        // it), given to the computer seats in one click; nothing for people alone.
        function test_even_game_from_your_rating() {
            const v = scene.view;
            const s = v.setupScreen;
            clearGames();
            compare(testSupport.plantGames(scene.controller.games, 4, "skilled", true), 4);
            v.newGame();
            s.loadDefaults();
            const line = scene.findObject(s, "evenGame");
            verify(line);
            verify(!line.visible);
            compare(testSupport.plantGames(scene.controller.games, 1, "skilled", true), 1);
            v.newGame();
            const rating = scene.controller.games.rating;
            verify(rating.known);
            const even = rating.evenLevel;
            verify(["advanced", "strong", "master"].indexOf(even) >= 0, even);
            tryCompare(line, "visible", true);
            compare(scene.findObject(line, "evenGameText").text, "Even game for you: " + LevelNames.computer(even));
            // a second computer: both take it in one click, and the button goes
            mouseClick(scene.findObject(s, "addPlayerButton"));
            compare(s.setupMap().players.map(p => p.ai || ""), ["", "normal", "normal"]);
            const button = scene.findObject(line, "evenGameButton");
            verify(button.visible);
            mouseClick(button);
            compare(s.setupMap().players.map(p => p.ai || ""), ["", even, even]);
            verify(!button.visible);
            verify(line.visible);
            // people only: nothing to suggest
            s.seats.setLevel(1, "");
            s.seats.setLevel(2, "");
            verify(!line.visible);
            // two people and a computer: the rating is not theirs
            s.seats.setLevel(2, "easy");
            verify(!line.visible);
            s.seats.setLevel(1, "easy");
            verify(line.visible);
            clearGames();
            v.newGame();
            verify(!line.visible);
        }

        // The level list (13 choices, each with a line on how it plays) whole in a window of a
        // 1280 × 800 screen (a title bar and a panel take ~80 px): its last line was cut.
        function test_level_list_whole_on_a_small_screen() {
            const width = scene.width, height = scene.height;
            scene.width = 1280;
            scene.height = 720;
            tryCompare(scene.Window.window, "height", 720);
            const v = scene.view;
            const s = v.setupScreen;
            v.newGame();
            s.loadDefaults();
            const box = scene.findObject(scene.findObject(s, "seat_1"), "seatLevel");
            box.popup.open();
            tryCompare(box.popup, "opened", true);
            const list = box.popup.contentItem;
            compare(list.count, s.levels.length);
            verify(s.levels.length >= 13);
            verify(list.contentHeight <= list.height, list.contentHeight + " in " + list.height);
            const top = box.popup.contentItem.mapToItem(null, 0, 0).y;
            verify(top >= 0 && top + list.height <= scene.height, top + " + " + list.height);
            box.popup.close();
            tryCompare(box.popup, "opened", false);
            scene.width = width;
            scene.height = height;
        }

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

        // From Start (the focus when the screen opens) Tab goes round the card: the first
        // seat's level is reached in four Tabs.
        function test_tab_reaches_the_first_level_early() {
            const v = scene.view;
            const s = v.setupScreen;
            v.newGame();
            s.loadDefaults();
            const start = scene.findObject(s, "startButton");
            tryCompare(start, "activeFocus", true);
            const level = scene.findObject(scene.findObject(s, "seat_0"), "seatLevel");
            let tabs = 0;
            while (!level.activeFocus && tabs < 40) {
                keyClick(Qt.Key_Tab);
                ++tabs;
            }
            verify(level.activeFocus);
            compare(tabs, 4);
            verify(scene.findObject(s, "learnToPlayButton").activeFocus === false);
            keyClick(Qt.Key_Backtab);
            keyClick(Qt.Key_Backtab);
            keyClick(Qt.Key_Backtab);
            verify(scene.findObject(s, "learnToPlayButton").activeFocus);
            keyClick(Qt.Key_Backtab);
            verify(start.activeFocus);
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
