// SPDX-License-Identifier: GPL-3.0-or-later
// i18n-pseudo: under the pseudo-locale (FORTUNA_LANGUAGE=pseudo, translations/pseudots.cpp)
// every translated word is accented and wrapped, "[Ŝéţûƥ]". The test drives the real game
// screens to the moments a player meets - the setup, a refused placement, a wheel event, a
// plague, a Fortune Teller choice, damaged files, the end screen, every help page - and fails
// on any visible text with a plain ASCII letter in it that is not data (player names, file
// names, the word "Fortuna"): such a word did not come through a translation.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n
import "../game"

GameScene {
    id: scene

    // Data that may be shown as it is: the players' names, the game's name.
    property var allowed: ["Ana", "Bo", "Cy", "Fortuna"]

    TestCase {
        id: test

        // "Bo: [ƥĺáçé ţĥé ţíĺé]" -> what is left once data and markup are taken out.
        function bare(text) {
            let t = String(text).replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
            for (const word of scene.allowed)
                t = t.split(word).join(" ");
            return t;
        }
        function deployOn(kind, feature) {
            const c = scene.controller;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                const o = c.deployOptions.get(i);
                if (o.kind === kind && (feature === undefined || o.feature === feature))
                    return c.deploy(i);
            }
            return "no " + kind + " option";
        }
        // Every visible text of the window (popups and drawers included: they live in the
        // window's overlay, a child of its content item).
        function expectNoLeak(where) {
            wait(30);
            const found = [];
            leaksIn(scene.Window.contentItem || scene, where, found);
            verify(found.length === 0, found.length + " text(s) not translated:\n" + found.join("\n"));
        }
        function init() {
            scene.view.helpDrawer.close();
            scene.view.toast.hide();
            tryCompare(scene.view.helpDrawer, "visible", false);
            tryCompare(scene.view.toast, "visible", false);
            scene.allowed = ["Ana", "Bo", "Cy", "Fortuna"];
        }
        function leaksIn(item, where, found) {
            if (!item || item.visible === false || item.opacity === 0)
                return;
            if (typeof item.text === "string" && /[A-Za-z]/.test(bare(item.text)))
                found.push(where + " " + item + ": \"" + item.text + "\"");
            if (typeof item.placeholderText === "string" && item.text === "" && /[A-Za-z]/.test(bare(item.placeholderText)))
                found.push(where + " " + item + " placeholder: \"" + item.placeholderText + "\"");
            const kids = item.children || [];
            for (let i = 0; i < kids.length; ++i)
                leaksIn(kids[i], where, found);
        }
        function placeFirst() {
            const p = scene.firstLegal();
            return scene.controller.placeTile(p.x, p.y);
        }
        function test_0_the_language_is_the_pseudo_locale() {
            compare(LanguageManager.language, "pseudo");
            compare(qsTranslate("Refusal", "Fortune"), "[Ƒóŕţûñé]");
            // the menu offers the five languages only
            compare(LanguageManager.availableLanguages.length, 5);
            // the test itself finds an English word
            const found = [];
            const probe = Qt.createQmlObject("import QtQuick; Text { text: 'Place the tile' }", scene);
            leaksIn(probe, "probe", found);
            probe.destroy();
            compare(found.length, 1);
        }
        function test_damaged_files() {
            // file -> the record's field named in the message (data, like the file name)
            const files = {
                "data/empty.fortuna": "",
                "data/garbage.fortuna": "",
                "data/missing-field.fortuna": "players",
                "data/newer.fortuna": "",
                "data/no-such-file.fortuna": "",
                "data": "",
                "../record/data/bad-tile-does-not-fit.json": "",
                "../record/data/bad-feature-taken.json": ""
            };
            // from the setup screen (no game yet): the message shows over it
            scene.view.showSetup = true;
            scene.view.setupScreen.loadDefaults();
            verify(!scene.view.loadRecord(Qt.resolvedUrl("data/garbage.fortuna"), -1));
            tryCompare(scene.view.toast, "visible", true);
            verify(scene.view.showSetup);
            scene.allowed = scene.allowed.concat(["garbage.fortuna"]);
            expectNoLeak("damaged file from the setup screen");
            // and over a game on the table
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 9
                    }), "");
            for (const name in files) {
                scene.view.toast.hide();
                tryCompare(scene.view.toast, "visible", false);
                const url = Qt.resolvedUrl(name);
                // the file's name is data
                const path = decodeURIComponent(url.toString().replace(/^file:\/\//, ""));
                scene.allowed = [path, path.substring(path.lastIndexOf("/") + 1)].concat(scene.allowed);
                if (files[name])
                    scene.allowed.push(files[name]);
                verify(!scene.view.loadRecord(url, -1), name);
                tryCompare(scene.view.toast, "visible", true);
                expectNoLeak("file " + name);
            }
        }
        function test_end_screen() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(3),
                        "deck": ["D", "E", "U/1", "E", "B"],
                        "seed": 5
                    }), "");
            let guard = 0;
            while (c.phase !== GameController.GameOver && guard++ < 40) {
                if (c.phase === GameController.Place)
                    compare(placeFirst(), "");
                else if (deployOn("feature") !== "")
                    compare(c.skipDeploy(), "");
            }
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            expectNoLeak("end screen");
        }
        function test_fortune_teller_choice() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "rules": {
                            "fortuneTeller": true
                        },
                        "deck": ["FT1", "D", "D", "E", "B", "D", "E", "B"],
                        "seed": 3
                    }), "");
            compare(placeFirst(), "");
            compare(deployOn("feature", FeatureKind.Tent), "");
            compare(placeFirst(), "");
            compare(c.skipDeploy(), "");
            // red has a fortune teller: two tiles to choose from
            compare(c.phase, GameController.ChooseTile);
            expectNoLeak("fortune teller choice");
        }
        function test_help_pages() {
            const help = scene.view.helpView;
            for (const page of help.pageIds) {
                scene.view.showHelp(page);
                tryCompare(scene.view.helpDrawer, "opened", true);
                expectNoLeak("help page " + page);
            }
        }
        function test_refused_placement_wheel_event_and_plague() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "D", "U/3", "U/2", "B", "B", "B"],
                        "seed": 1
                    }), "");
            expectNoLeak("first turn");
            // a click on a spot that is not lit: the refusal, headline and reason
            const bad = scene.illegalCell();
            verify(bad);
            scene.focusCell(bad.x, bad.y);
            wait(50);
            const p = scene.cellPoint(bad.x, bad.y);
            mouseClick(scene.boardView, p.x, p.y);
            tryCompare(scene.view.toast, "visible", true);
            verify(scene.view.toast.detail.length > 0, "the refusal says why");
            expectNoLeak("refused placement");
            // the engine's refusals through the controller, too
            c.placeTile(bad.x, bad.y);
            expectNoLeak("refused placement (controller)");
            compare(c.skipDeploy().length > 0, true);
            scene.view.showToast(c.skipDeploy(), true);
            expectNoLeak("refused skip");
            for (let t = 0; t < 2; ++t) {
                compare(placeFirst(), "");
                compare(deployOn("feature"), "");
                expectNoLeak("turn " + t);
            }
            compare(placeFirst(), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            // blue draws U/3: the pig walks to Storm
            expectNoLeak("wheel event");
            compare(placeFirst(), "");
            compare(c.skipDeploy(), "");
            // red draws U/2: the plague
            compare(c.phase, GameController.Plague);
            expectNoLeak("plague");
        }

        // A save that cannot be written, and setups the game refuses: the reasons are shown
        // as the game shows them, in a toast.
        function test_save_and_setup_errors() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 9
                    }), "");
            const folder = "/no-such-folder-of-fortuna";
            scene.allowed = [folder + "/game.fortuna", folder].concat(scene.allowed);
            const cases = [() => c.files.saveGame("file://" + folder + "/game.fortuna"), () => scene.start({
                            "players": [{
                                    "name": "Ana",
                                    "color": "red"
                                }]
                        }), () => scene.start({
                            "players": scene.humans(2),
                            "deck": ["FT1", "D"]
                        }), () => scene.start({
                            "players": [{
                                    "name": "Ana",
                                    "color": "red",
                                    "ai": "clever"
                                }, {
                                    "name": "Bo",
                                    "color": "blue"
                                }]
                        }), () => scene.start({
                            "players": scene.humans(2),
                            "seed": "soon"
                        }), () => c.newGame(null)];
            // data named by the reasons: a tile code, a computer level, a field and its value
            scene.allowed = scene.allowed.concat(["FT1", "clever", "seed", "soon"]);
            for (let i = 0; i < cases.length; ++i) {
                scene.view.toast.hide();
                tryCompare(scene.view.toast, "visible", false);
                const reason = cases[i]();
                verify(reason.length > 0, "case " + i + " is refused");
                scene.view.showToast(reason, true);
                expectNoLeak("refused case " + i);
            }
        }
        function test_setup() {
            scene.view.showSetup = true;
            scene.view.setupScreen.loadDefaults();
            scene.allowed = scene.allowed.concat(scene.view.setupScreen.setupMap().players.map(p => p.name));
            expectNoLeak("setup");
            scene.view.setupScreen.rules = Object.assign(RuleOptions.defaults(), {
                    "fortuneTeller": true,
                    "famine": "majority"
                });
            expectNoLeak("setup with options");
            scene.view.showSetup = false;
        }

        name: "Pseudo"
        when: windowShown
    }
}
