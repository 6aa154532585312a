// SPDX-License-Identifier: GPL-3.0-or-later
// layout-<lang>: each screen (setup, game, wheel banner, plague, end screen, every help
// page) in the language of FORTUNA_LANGUAGE at 1024×640 and 1280×800, with the checks of
// LayoutTestCase.qml (tst_layout_panels.qml: the replay bar, the network dialogs, the bag and
// the deploy labels).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n
import "../game"

GameScene {
    id: gameScene
    LayoutTestCase {
        function test_0_the_checks_catch_a_cut_text() {
            const probe = Qt.createQmlObject("import QtQuick; Item { z: 100; width: 40; height: 20; Text { width: 40; text: 'a text far wider than forty pixels' } }", scene);
            verify(problems("probe", probe).some(p => p.indexOf("cut") >= 0), problems("probe", probe).join("\n"));
            probe.destroy();
            const probe2 = Qt.createQmlObject("import QtQuick; Item { x: 10; y: 10; z: 100; Text { text: 'one' } Text { text: 'two' } }", scene);
            verify(problems("probe", probe2).some(p => p.indexOf("overlap") >= 0), problems("probe", probe2).join("\n"));
            probe2.destroy();
            const probe3 = Qt.createQmlObject("import QtQuick; Item { x: 10; y: 10; z: 100; Text { text: 'one' } Text { x: 60; width: 80; elide: Text.ElideRight; text: 'two, elided when too long' } }", scene);
            compare(problems("probe", probe3).length, 0, problems("probe", probe3).join("\n"));
            probe3.destroy();
            const probe4 = Qt.createQmlObject("import QtQuick; Item { x: 10; y: 10; z: 100; width: 60; height: 60; Text { width: 60; wrapMode: Text.Wrap; text: 'Inquisitionnaire' } }", scene);
            verify(problems("probe", probe4).some(p => p.indexOf("broken mid-word") >= 0), problems("probe", probe4).join("\n"));
            probe4.destroy();
        }
        function test_0_the_row_check_catches_a_gap() {
            const probe = Qt.createQmlObject("import QtQuick; import QtQuick.Layouts; ColumnLayout { spacing: 4; Rectangle { implicitHeight: 20; implicitWidth: 20 } Rectangle { Layout.topMargin: 20; implicitHeight: 20; implicitWidth: 20 } }", scene);
            tryVerify(() => ruleRowGaps("probe", probe).length === 1, settleMs, "the gap once the layout is done");
            probe.destroy();
        }
        function test_game_wheel_event_plague_and_end() {
            const c = scene.controller;
            const deck = ["D", "D", "D", "U/3", "U/2", "B", "E", "D", "E", "B", "D", "E", "B", "D", "E", "B", "D", "E", "B", "D"];
            compare(scene.start({
                        "players": scene.humans(3),
                        "deck": deck,
                        "seed": 1
                    }), "");
            scene.view.banner.hide();
            check("game");
            // the side panel's wheel list: every short description whole (wrapped, not cut)
            for (const s of sizes) {
                resize(s);
                for (let i = 0; i < 6; ++i) {
                    const effect = scene.findObject(scene.view, "legendEffect" + i);
                    verify(effect && effect.text.length > 0, "legend row " + i);
                    verify(!effect.truncated && effect.contentWidth <= effect.width + slack, s.width + "×" + s.height + ": the wheel list's \"" + effect.text + "\" is cut");
                }
            }
            for (let t = 0; t < 2; ++t) {
                compare(placeFirst(), "");
                compare(deployOn("feature"), "");
            }
            compare(placeFirst(), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            // the next player draws U/3: the pig walks to Storm, the banner shows the event
            tryCompare(scene.view.banner, "visible", true);
            check("wheel banner");
            compare(placeFirst(), "");
            compare(c.skipDeploy(), "");
            compare(c.phase, GameController.Plague);
            check("plague");
            // the event log open: its turn badges ("T5", "Х5") and entries
            scene.view.logOpen = true;
            wait(300);
            check("event log");
            scene.view.logOpen = false;
            let guard = 0;
            while (c.phase !== GameController.GameOver && guard++ < 200) {
                if (c.phase === GameController.Plague) {
                    for (let i = 0; i < c.followers.count; ++i) {
                        const f = c.followers.get(i);
                        if (f.removable) {
                            compare(c.removeFollower(i), "");
                            break;
                        }
                    }
                } else if (c.phase === GameController.Place) {
                    compare(placeFirst(), "");
                } else if (c.phase === GameController.Deploy) {
                    compare(c.skipDeploy(), "");
                }
            }
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            check("end screen");
        }
        function test_help_pages() {
            const help = scene.view.helpView;
            let all = [];
            for (const s of sizes) {
                resize(s);
                for (const page of help.pageIds) {
                    scene.view.showHelp(page);
                    tryCompare(scene.view.helpDrawer, "opened", true);
                    wait(20);
                    all = all.concat(settled("help " + page + " " + s.width + "×" + s.height));
                }
            }
            report(all);
        }
        function test_setup() {
            const v = scene.view, s = v.setupScreen;
            v.showSetup = true;
            s.loadDefaults();
            for (let i = 0; i < 3; ++i)
                mouseClick(scene.findObject(s, "addPlayerButton"));
            s.rules = Object.assign(RuleOptions.defaults(), {
                    "fortuneTeller": true
                });
            check("setup");
            // also after the language changes under the screen (the rows' words change width)
            const language = LanguageManager.language;
            let gaps = [];
            for (const size of sizes) {
                for (const other of ["ru", "en"]) {
                    resize(size);
                    LanguageManager.language = other;
                    wait(50);
                    LanguageManager.language = language;
                    wait(100);
                    gaps = gaps.concat(settledRowGaps("setup " + size.width + "×" + size.height + " after " + other));
                }
            }
            verify(gaps.length === 0, gaps.join("\n"));
            // five seats, every computer level, every rule option on, the default names
            const levels = ["", "strong", "normal", "easy", "strong"];
            const colors = ["red", "blue", "green", "yellow", "black"];
            const players = [];
            for (let i = 0; i < 5; ++i) {
                const p = {
                    "name": qsTranslate("SetupScreen", "Player %1").arg(i + 1),
                    "color": colors[i]
                };
                if (levels[i])
                    p.ai = levels[i];
                players.push(p);
            }
            verify(s.load({
                        "players": players,
                        "rules": {
                            "tileSet": "base+wheel",
                            "fortuneTeller": true,
                            "famine": "majority",
                            "wheelAsStart": false
                        }
                    }));
            check("setup, five seats");
            // the lowest seat's list of levels: every level at once (no scrolling, no band
            // under the person's line), inside the window, no text cut
            let box = null;
            const lowest = item => {
                if (item.objectName === "seatLevel")
                    box = item;
                for (let i = 0; i < item.children.length; ++i)
                    lowest(item.children[i]);
            };
            lowest(s);
            verify(box, "no level box");
            for (const size of sizes) {
                resize(size);
                const where = "the list of levels " + size.width + "×" + size.height;
                box.popup.open();
                tryCompare(box.popup, "opened", true);
                const list = box.popup.contentItem;
                tryVerify(() => list.count === box.count && list.contentItem.children.length >= box.count && list.height > 0, settleMs, where + ": not every line at once (" + list.contentItem.children.length + " of " + box.count + ")");
                tryVerify(() => {
                        const r = rectOf(list);
                        return r.y >= 0 && r.y + r.height <= scene.height && list.contentHeight <= list.height + slack;
                    }, settleMs, where + ": off the window or scrolling (" + list.contentHeight + " px in " + list.height + ")");
                let first = null;
                for (let i = 0; i < list.contentItem.children.length; ++i)
                    if (list.contentItem.children[i].modelData === "")
                        first = list.contentItem.children[i];
                verify(first, where + ": no person's line among " + list.contentItem.children.length);
                verify(first.height <= first.implicitContentHeight + first.topPadding + first.bottomPadding + slack, where + ": a band under " + first.text);
                report(settled(where));
                box.popup.close();
                tryCompare(box.popup, "visible", false);
            }
            // a seat open to a remote player: the table hosted here, then on a server
            verify(s.load({
                        "players": [{
                                "name": "Ann",
                                "color": "red"
                            }, {
                                "name": "",
                                "color": "blue",
                                "ai": "remote"
                            }],
                        "rules": {}
                    }));
            check("setup, hosted here");
            scene.findObject(s, "hostWhere").currentIndex = 1;
            check("setup, a table on a server");
            scene.findObject(s, "hostWhere").currentIndex = 0;
            v.showSetup = false;
        }
        // "Learn to play": the card of each step with the most words, walked to by the
        // lesson's own verbs.
        function test_tutorial_card() {
            const c = scene.controller, t = c.tutorial;
            compare(c.lesson.startTutorial(false), "");
            scene.view.showSetup = false;
            const shown = ["welcome", "claimRefused", "pigTaxes", "claimCrown", "crownPays", "plague", "opponentPlague", "finish"];
            let all = [];
            for (let guard = 0; guard < 40 && shown.length > 0; ++guard) {
                if (t.stepId === shown[0]) {
                    scene.view.banner.hide();
                    for (const s of sizes) {
                        resize(s);
                        all = all.concat(settled("tutorial " + t.stepId + " " + s.width + "×" + s.height));
                        // the top bar's hint whole, on two lines if need be (Romanian's "Read the
                        // lesson's card first…" was cut by "…" at 1024×640)
                        const hint = scene.findObject(scene.view, "hintText");
                        if (hint.visible && hint.truncated)
                            all.push("tutorial " + t.stepId + " " + s.width + "×" + s.height + ": the top bar's hint cut: " + hint.text);
                    }
                    shown.shift();
                }
                const id = t.stepId;
                if (t.nextOffered) {
                    t.next(); // a card read (on Bruno's turn, Bruno then plays)
                } else if (t.kind === Tutorial.Place) {
                    c.rotation = t.spotRotation;
                    c.placeTile(t.spot.x, t.spot.y);
                } else if (t.kind === Tutorial.Deploy || t.kind === Tutorial.Refuse) {
                    if (t.crownSector >= 0)
                        c.deployOnCrown(t.crownSector, 0);
                    else
                        c.deployOnTileFeature(t.feature);
                } else if (t.kind === Tutorial.Plague) {
                    for (let i = 0; i < c.followers.count; ++i) {
                        if (c.followers.get(i).removable && c.removeFollower(i) === "")
                            break;
                    }
                }
                if (t.kind !== Tutorial.Finish)
                    tryVerify(() => t.stepId !== id, 30000, id);
            }
            compare(shown.length, 0, shown.join(" "));
            report(all);
            c.closeGame();
        }

        name: "Layout"
        scene: gameScene
        when: windowShown
    }
}
