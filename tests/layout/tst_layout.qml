// SPDX-License-Identifier: GPL-3.0-or-later
// layout-<lang>: each screen (setup, game, wheel banner, plague, end screen, every help
// page) in the language of FORTUNA_LANGUAGE at 1024×640 and 1280×800. A visible text fails
// when it is cut without an ellipsis (wider than its box, or lines cut off), when it spills
// out of its card or a clipping parent, when it overlaps another text of the same layer, or
// when a word is broken mid-word (a word wider than a wrapping text's box).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n
import "../game"

GameScene {
    id: scene
    TestCase {
        id: test

        readonly property int settleMs: 10000
        readonly property var sizes: [Qt.size(1024, 640), Qt.size(1280, 800)]
        readonly property real slack: 1.5

        // The first word of a wrapping plain text wider than the text's box (Text.Wrap breaks
        // it anywhere), else "".
        function brokenWord(t) {
            if (/<[a-z]/i.test(t.text))
                return "";
            const room = t.width - (t.leftPadding || 0) - (t.rightPadding || 0) + slack;
            wordMetrics.font = t.font;
            for (const word of t.text.split(/\s+/)) {
                wordMetrics.text = word;
                if (wordMetrics.advanceWidth > room)
                    return word;
            }
            return "";
        }
        function check(where) {
            let all = [];
            for (const s of sizes) {
                resize(s);
                all = all.concat(settled(where + " " + s.width + "×" + s.height));
            }
            report(all);
        }
        function collect(item, chain, out, inputs) {
            if (!visibleIn(item))
                return;
            if (isText(item) && item.text.length > 0 && item.width > 0 && item.height > 0)
                out.push({
                        "item": item,
                        "chain": chain.slice()
                    });
            else if (inputs && isInput(item) && item.text.length > 0 && item.width > 0)
                inputs.push(item);
            const kids = item.children || [];
            chain.push(item);
            for (let i = 0; i < kids.length; ++i)
                collect(kids[i], chain, out, inputs);
            chain.pop();
        }
        function deployOn(kind) {
            const c = scene.controller;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                const o = c.deployOptions.get(i);
                if (o.kind === kind)
                    return c.deploy(i);
            }
            return "no " + kind + " option";
        }
        function describe(t) {
            return typeName(t) + (t.objectName ? "#" + t.objectName : "") + " \"" + String(t.text).substring(0, 60) + "\"";
        }
        function disjoint(a, b) {
            return a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;
        }
        function init() {
            scene.view.helpDrawer.close();
            scene.view.toast.hide();
            tryCompare(scene.view.helpDrawer, "visible", false);
            tryCompare(scene.view.toast, "visible", false);
        }
        // A card: a panel with its own background whose texts must stay inside it.
        function isCard(item) {
            const n = typeName(item);
            return /^(Card|ParchmentPopup|WheelBanner|Toast|SetupScreen|EndScreen|PlayerCard|TopBar|QQuickPopupItem)$/.test(n) || /Card$/.test(item.objectName || "");
        }
        // A one-line input (a name field, a combo box's text): no ellipsis, so the text must fit.
        function isInput(item) {
            return item.cursorPosition !== undefined && item.contentWidth !== undefined && typeof item.text === "string";
        }
        function isText(item) {
            return typeof item.text === "string" && item.elide !== undefined && item.contentWidth !== undefined && item.truncated !== undefined;
        }
        function outside(inner, outer, horizontalOnly) {
            return inner.x < outer.x - slack || inner.x + inner.width > outer.x + outer.width + slack || (!horizontalOnly && (inner.y < outer.y - slack || inner.y + inner.height > outer.y + outer.height + slack));
        }
        // The painted rectangle of a text, in scene coordinates (padding and alignment in).
        function paintedRect(t) {
            const l = t.leftPadding || 0, r = t.rightPadding || 0, tp = t.topPadding || 0, b = t.bottomPadding || 0;
            let x = l;
            if (t.effectiveHorizontalAlignment === Text.AlignRight)
                x = t.width - r - t.contentWidth;
            else if (t.effectiveHorizontalAlignment === Text.AlignHCenter)
                x = l + (t.width - l - r - t.contentWidth) / 2;
            let y = tp;
            if (t.verticalAlignment === Text.AlignBottom)
                y = t.height - b - t.contentHeight;
            else if (t.verticalAlignment === Text.AlignVCenter)
                y = tp + (t.height - tp - b - t.contentHeight) / 2;
            const p = t.mapToItem(scene, x, y);
            return Qt.rect(p.x, p.y, t.contentWidth, t.contentHeight);
        }
        function placeFirst() {
            const p = scene.firstLegal();
            return scene.controller.placeTile(p.x, p.y);
        }
        function problems(where, root) {
            const texts = [], inputs = [];
            collect(root || scene.Window.contentItem || scene, [], texts, inputs);
            const found = [];
            for (const input of inputs) {
                if (input.contentWidth > input.width - (input.leftPadding || 0) - (input.rightPadding || 0) + slack)
                    found.push("cut (" + Math.round(input.contentWidth) + " px in a " + Math.round(input.width) + " px field): " + describe(input));
            }
            const sceneRect = Qt.rect(0, 0, scene.width, scene.height);
            const shown = [];
            for (const entry of texts) {
                const t = entry.item;
                const r = paintedRect(t);
                // off the window, or scrolled or slid out of a clipping parent: not on screen
                let hidden = disjoint(r, sceneRect), layer = null;
                for (let i = entry.chain.length - 1; i >= 0 && !hidden; --i) {
                    if (entry.chain[i].clip && disjoint(r, rectOf(entry.chain[i])))
                        hidden = true;
                }
                if (hidden)
                    continue;
                // a scrolling page shows part of a text at its top and bottom edges: only
                // what is in view is checked against the cards and the window
                for (let i = entry.chain.length - 1; i >= 0; --i) {
                    const a = entry.chain[i];
                    if (a.clip && a.contentY !== undefined && a.flickableDirection !== undefined) {
                        const v = rectOf(a);
                        const top = Math.max(r.y, v.y), bottom = Math.min(r.y + r.height, v.y + v.height);
                        r.y = top;
                        r.height = Math.max(0, bottom - top);
                    }
                }
                if (t.elide === Text.ElideNone && t.wrapMode === Text.NoWrap && t.implicitWidth > t.width + slack)
                    found.push("cut (" + Math.round(t.implicitWidth) + " > " + Math.round(t.width) + " px): " + describe(t));
                else if (t.elide === Text.ElideNone && t.truncated)
                    found.push("lines cut: " + describe(t));
                else if (t.contentWidth > t.width + slack && t.wrapMode !== Text.NoWrap)
                    found.push("a word wider than its box: " + describe(t));
                else if (t.wrapMode === Text.Wrap && t.lineCount > 1 && brokenWord(t))
                    found.push("\"" + brokenWord(t) + "\" broken mid-word: " + describe(t));
                if (outside(r, sceneRect, false))
                    found.push("outside the window: " + describe(t));
                for (let i = entry.chain.length - 1; i >= 0; --i) {
                    const a = entry.chain[i];
                    const isFlick = a.contentY !== undefined && a.flickableDirection !== undefined;
                    if (isCard(a)) {
                        if (!layer)
                            layer = a;
                        if (outside(r, rectOf(a), false))
                            found.push("outside its " + typeName(a) + ": " + describe(t));
                    } else if (a.clip && !(a.parent && a.parent.contentY !== undefined && a.parent.contentItem === a)) {
                        if (outside(r, rectOf(a), isFlick))
                            found.push("cut by a clipping " + typeName(a) + ": " + describe(t));
                    }
                }
                shown.push({
                        "item": t,
                        "rect": r,
                        "layer": layer
                    });
            }
            for (let i = 0; i < shown.length; ++i) {
                for (let j = i + 1; j < shown.length; ++j) {
                    const a = shown[i], b = shown[j];
                    if (a.layer !== b.layer)
                        continue;
                    const w = Math.min(a.rect.x + a.rect.width, b.rect.x + b.rect.width) - Math.max(a.rect.x, b.rect.x);
                    const h = Math.min(a.rect.y + a.rect.height, b.rect.y + b.rect.height) - Math.max(a.rect.y, b.rect.y);
                    if (w > 2 && h > 2)
                        found.push("overlap: " + describe(a.item) + " and " + describe(b.item));
                }
            }
            return found.map(f => where + ": " + f);
        }
        function rectOf(item) {
            const p = item.mapToItem(scene, 0, 0);
            return Qt.rect(p.x, p.y, item.width, item.height);
        }
        function report(all) {
            verify(all.length === 0, all.length + " layout problem(s) in " + LanguageManager.language + ":\n" + all.join("\n"));
        }
        function resize(s) {
            scene.width = s.width;
            scene.height = s.height;
            // popups and drawers are laid out in the window
            const w = scene.Window.window;
            if (w) {
                w.width = s.width;
                w.height = s.height;
            }
            wait(80);
        }
        // The rows of the setup's rules column follow each other at the column's spacing: no
        // row keeps the height of a narrower width its label wrapped at while the screen was
        // laid out (tall empty rows in French and Russian).
        function ruleRowGaps(where, column) {
            const col = column || scene.findObject(scene.view.setupScreen, "ruleOptions");
            verify(col, "no rules column");
            const found = [];
            const rows = function (parent) {
                const kids = [];
                for (let i = 0; i < parent.children.length; ++i) {
                    const k = parent.children[i];
                    if (k.visible && k.height > 0)
                        kids.push(k);
                }
                return kids.sort((a, b) => a.y - b.y);
            };
            const gaps = function (layout, what) {
                const kids = rows(layout);
                for (let i = 1; i < kids.length; ++i) {
                    const gap = kids[i].y - (kids[i - 1].y + kids[i - 1].height);
                    if (gap > layout.spacing + slack)
                        found.push(where + ": " + gap.toFixed(1) + " px above " + (kids[i].text || kids[i].objectName || what + " " + i));
                }
            };
            gaps(col, "option");
            for (const option of rows(col)) {
                if (option.spacing !== undefined)
                    gaps(option, "row");
            }
            return found;
        }
        // What stays wrong once the screen has settled (a page being laid out is skipped): a
        // problem still there after `settleMs` is a real one (a loaded machine may take many
        // frames to lay a screen out; a screen that is right is not waited for).
        function settled(where) {
            return settledBy(() => problems(where));
        }
        // `find()` again every 50 ms until it finds nothing or settleMs have passed.
        function settledBy(find) {
            const until = Date.now() + settleMs;
            let found = find();
            while (found.length > 0 && Date.now() < until) {
                wait(50);
                found = find();
            }
            return found;
        }
        // The rows' gaps once the layout has settled.
        function settledRowGaps(where) {
            return settledBy(() => ruleRowGaps(where));
        }
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
        function typeName(item) {
            return String(item).replace(/(_QMLTYPE_\d+|_QML_\d+)?\(0x[0-9a-f]+.*$/, "");
        }
        function visibleIn(item) {
            return item && item.visible !== false && item.opacity > 0.01;
        }

        name: "Layout"
        when: windowShown
    }
    TextMetrics {
        id: wordMetrics
    }
}
