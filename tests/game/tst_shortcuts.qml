// SPDX-License-Identifier: GPL-3.0-or-later
// Every shortcut the game advertises (the keyboard dialog, the menus, the help button's
// tooltip) is pressed and does what it says; the menus and the dialog name the keys alike,
// in English and in French.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game
import Fortuna.I18n

GameScene {
    id: scene
    SignalSpy {
        id: quitSpy
        signalName: "quitRequested"
        target: scene.view
    }
    TestCase {
        id: test

        // every sequence pressed below
        property var pressed: ({})

        function advertised() {
            const keys = [];
            for (const e of scene.view.shortcutsDialog.entries)
                keys.push(...e.keys);
            for (const name of ["gameMenuButton", "viewMenuButton", "helpMenuButton"]) {
                for (const item of menuItems(name)) {
                    if (item && item.keys !== undefined && item.keys.length > 0)
                        keys.push(item.keys);
                }
            }
            return keys;
        }
        function cleanup() {
            scene.view.helpDrawer.close();
            scene.view.openDialog.close();
            scene.view.saveDialog.close();
            scene.view.shortcutsDialog.close();
            scene.controller.closeGame();
            LanguageManager.language = "en";
        }
        function finishTurn() {
            const c = scene.controller;
            if (c.phase === GameController.Place) {
                const p = scene.firstLegal();
                compare(c.placeTile(p.x, p.y), "");
            }
            if (c.phase === GameController.Deploy) {
                let tent = -1;
                for (let i = 0; i < c.deployOptions.count; ++i)
                    if (c.deployOptions.value(i, "feature") === FeatureKind.Tent)
                        tent = i;
                compare(tent >= 0 && c.actingPlayer === 0 ? c.deploy(tent) : c.skipDeploy(), "");
            }
        }
        function menuItems(buttonName) {
            const button = scene.findObject(scene.view, buttonName);
            verify(button && button.menu, buttonName);
            const items = [];
            for (let i = 0; i < button.menu.count; ++i)
                items.push(button.menu.itemAt(i));
            return items;
        }
        // Plays (by the controller) until Ana must choose among at least `n` drawn tiles that
        // are all placeable: the fortune tellers go on every tent she lays.
        function playToChoice(n) {
            const c = scene.controller;
            for (let guard = 0; guard < 80; ++guard) {
                if (c.phase === GameController.ChooseTile) {
                    let all = true;
                    for (let i = 0; i < c.drawnTiles.count; ++i)
                        all = all && c.drawnTiles.value(i, "placeable");
                    if (c.actingPlayer === 0 && c.drawnTiles.count >= n && all)
                        return true;
                    let pick = -1;
                    for (let i = 0; i < c.drawnTiles.count; ++i) {
                        if (c.drawnTiles.value(i, "placeable") && (pick < 0 || c.drawnTiles.value(i, "tileType").startsWith("FT")))
                            pick = i;
                    }
                    compare(c.chooseTile(c.drawnTiles.value(pick, "index")), "");
                } else if (c.phase === GameController.Place || c.phase === GameController.Deploy) {
                    finishTurn();
                } else {
                    return false;
                }
            }
            return false;
        }
        function press(seq) {
            pressed[seq] = true;
            keySequence(seq);
            wait(0);
        }
        function startTeller() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "rules": {
                            "fortuneTeller": true
                        },
                        "deck": ["FT1", "D", "FT2", "E", "FT3", "B", "D", "E", "B", "D", "E", "B", "D", "E", "B"],
                        "seed": 21
                    }), "");
            scene.board.autoCentre = false;
            scene.boardView.forceActiveFocus();
        }
        function test_1_every_shortcut_does_what_it_says() {
            const c = scene.controller;
            const v = scene.view;
            const bv = scene.boardView;

            // 1 2 3: choose a drawn tile (Fortune Teller; Ana draws one more per fortune teller)
            startTeller();
            for (const k of ["1", "2", "3"]) {
                const i = Number(k) - 1;
                verify(playToChoice(i + 1), "a choice of " + (i + 1) + " tiles");
                const chosen = c.drawnTiles.value(i, "tileId");
                press(k);
                verify(c.phase !== GameController.ChooseTile, k);
                compare(c.currentTile, chosen);
                if (k !== "3")
                    finishTurn();
            }
            tryCompare(c, "phase", GameController.Place);

            // R / Shift+R turn the tile
            const r0 = c.rotation;
            press("R");
            compare(c.rotation, (r0 + 1) % 4);
            press("Shift+R");
            compare(c.rotation, r0);

            // Space / Shift+Space go through the lit spots; Enter / Return lay the tile there
            verify(c.legalPositions.count > 0);
            press("Space");
            compare(scene.board.cursor, 0);
            press("Shift+Space");
            compare(scene.board.cursor, c.legalPositions.count > 1 ? c.legalPositions.count - 1 : 0);
            press("Return");
            compare(c.phase, GameController.Deploy);
            // Esc and Backspace pick it up again
            press("Esc");
            compare(c.phase, GameController.Place);
            press("Space");
            press("Enter");
            compare(c.phase, GameController.Deploy);
            press("Backspace");
            compare(c.phase, GameController.Place);
            press("Space");
            press("Return");
            compare(c.phase, GameController.Deploy);
            // S: no follower, the turn passes
            const turn = c.turn;
            press("S");
            compare(c.turn, turn + 1);

            // arrows move, + / - (and =) zoom, Home centres
            const x0 = bv.panX, y0 = bv.panY;
            press("Right");
            compare(bv.panX, x0 + bv.cellSize / 2);
            press("Left");
            compare(bv.panX, x0);
            press("Down");
            compare(bv.panY, y0 + bv.cellSize / 2);
            press("Up");
            compare(bv.panY, y0);
            const z0 = bv.zoom;
            press("+");
            verify(bv.zoom > z0);
            press("-");
            fuzzyCompare(bv.zoom, z0, 1e-9);
            press("=");
            verify(bv.zoom > z0);
            bv.centre();
            const cx = bv.panX, cy = bv.panY, cz = bv.zoom;
            bv.panX += 900;
            bv.panY -= 700;
            press("Home");
            fuzzyCompare(bv.panX, cx, 1e-6);
            fuzzyCompare(bv.panY, cy, 1e-6);
            fuzzyCompare(bv.zoom, cz, 1e-9);

            // L: the event log
            verify(!v.logOpen);
            press("L");
            verify(v.logOpen);
            press("L");
            verify(!v.logOpen);

            // B: the bag; M: the sound effects, on and off
            const extras = v.extras;
            verify(!extras.bagOpen);
            press("B");
            verify(extras.bagOpen);
            press("B");
            verify(!extras.bagOpen);
            const sound = extras.soundOn;
            press("M");
            compare(extras.soundOn, !sound);
            press("M");
            compare(extras.soundOn, sound);

            // H: a hint for the seat to move (the strong player thinks, then the ghost shows)
            press("H");
            tryVerify(() => scene.controller.advisor.valid, 20000);
            compare(scene.controller.advisor.seat, scene.controller.actingPlayer);

            // F1: the rules help, and again to close it
            for (let round = 0; round < 2; ++round) {
                press("F1");
                tryCompare(v.helpDrawer, "opened", true);
                press("F1");
                tryCompare(v.helpDrawer, "visible", false);
                scene.boardView.forceActiveFocus();
            }

            // F10 and Alt+G: the Game menu
            const gameMenu = scene.findObject(v, "gameMenuButton").menu;
            for (const k of ["F10", "Alt+G"]) {
                press(k);
                tryCompare(gameMenu, "visible", true);
                gameMenu.close();
                tryCompare(gameMenu, "visible", false);
            }

            // Ctrl+S without a file and Ctrl+Shift+S: the Save dialog
            for (const k of ["Ctrl+S", "Ctrl+Shift+S"]) {
                press(k);
                tryCompare(v.saveDialog, "visible", true);
                v.saveDialog.close();
                tryCompare(v.saveDialog, "visible", false);
            }
            // Ctrl+O: the Open dialog (the game in progress is not saved: asked first)
            press("Ctrl+O");
            tryCompare(v.confirmDialog, "visible", true);
            v.confirmDialog.close();
            tryCompare(v.confirmDialog, "visible", false);
            // Ctrl+N: the setup screen; Esc goes back to the game
            press("Ctrl+N");
            verify(v.showSetup);
            press("Esc");
            verify(!v.showSetup);
            // Ctrl+Q: quit
            quitSpy.clear();
            press("Ctrl+Q");
            compare(quitSpy.count, 1);

            // nothing advertised is left untried
            for (const k of advertised())
                verify(pressed[k] === true, "advertised but not pressed: " + k);
        }

        // Ctrl+O with no game in progress opens the Open dialog at once.
        function test_2_open_without_a_game() {
            keySequence("Ctrl+O");
            tryCompare(scene.view.openDialog, "visible", true);
        }

        // The menus, the tooltip and the keyboard dialog name the keys the same way: in French
        // "Ctrl+Maj+S", "Début", "Échap / Retour arrière".
        function test_3_key_names_agree() {
            for (const lang of ["en", "fr"]) {
                LanguageManager.language = lang;
                const names = {};
                for (const name of ["gameMenuButton", "viewMenuButton", "helpMenuButton"]) {
                    for (const item of menuItems(name)) {
                        if (item && item.keys !== undefined && item.keys.length > 0) {
                            const label = scene.findObject(item, "menuKeys");
                            verify(label, item.text);
                            names[item.keys] = label.text;
                        }
                    }
                }
                const dialog = {};
                for (const e of scene.view.shortcutsDialog.entries)
                    dialog[e.keys.join(" ")] = e.label;
                const fr = lang === "fr";
                compare(names["Ctrl+Shift+S"], fr ? "Ctrl+Maj+S" : "Ctrl+Shift+S");
                compare(names["Home"], fr ? "Début" : "Home");
                compare(names["F1"], "F1");
                compare(dialog["Ctrl+S Ctrl+Shift+S"], names["Ctrl+S"] + " / " + names["Ctrl+Shift+S"]);
                compare(dialog["Ctrl+N Ctrl+O"], names["Ctrl+N"] + " / " + names["Ctrl+O"]);
                compare(dialog["Ctrl+Q"], names["Ctrl+Q"]);
                compare(dialog["F1"], names["F1"]);
                verify(dialog["Left Right Up Down + - Home"].endsWith(", " + names["Home"]), dialog["Left Right Up Down + - Home"]);
                compare(dialog["Esc Backspace"], fr ? "Échap / Retour arrière" : "Esc / Backspace");
                compare(dialog["Space Shift+Space"], fr ? "Espace / Maj+Espace" : "Space / Shift+Space");
                compare(dialog["Return"], fr ? "Entrée" : "Enter");
                const help = scene.findObject(scene.view, "helpButton");
                compare(help.tip, fr ? "Aide sur les règles (F1)" : "Rules help (F1)");
            }
        }
        // Help ▸ Keyboard: each key name sits in its box with room round it, like a key cap
        // (the boxes hugged their labels: 2 pixels above and below), in English and French.
        function test_4_key_boxes_have_room() {
            for (const lang of ["en", "fr"]) {
                LanguageManager.language = lang;
                const d = scene.view.shortcutsDialog;
                d.open();
                tryCompare(d, "opened", true);
                const boxes = [];
                const walk = o => {
                    if (o.objectName === "shortcutKeyBox")
                        boxes.push(o);
                    for (let i = 0; i < o.children.length; ++i)
                        walk(o.children[i]);
                };
                walk(d.contentItem);
                verify(boxes.length > 10, lang);
                for (const box of boxes) {
                    const t = scene.findObject(box, "shortcutKeyText");
                    const above = (box.height - t.contentHeight) / 2, beside = (box.width - t.contentWidth) / 2;
                    verify(above >= 6, lang + " " + t.text + ": " + above + " px above and below");
                    verify(beside >= 12, lang + " " + t.text + ": " + beside + " px beside");
                }
                d.close();
                tryCompare(d, "visible", false);
            }
            LanguageManager.language = "en";
        }

        // Help ▸ Keyboard opened from the Help menu (by its letter: the dialog opens as the menu
        // closes) and closed by Esc gives the keys back to the board (Space and Enter went to the
        // menu's title and opened the dialog again). Qt 6.8: Esc did not close it, a Save dialog
        // (a window of its own) having taken the keys from the game's window for good.
        function test_5_keyboard_dialog_gives_the_keys_back() {
            startTeller();
            // a file dialog opened and closed first, as a player may have done
            const save = scene.view.saveDialog;
            scene.view.saveGameAs();
            tryCompare(save, "visible", true);
            save.close();
            tryCompare(save, "visible", false);
            // the game's window has the keys again (Qt 6.8: none of its items had them)
            tryVerify(() => scene.view.Window.window.activeFocusItem !== null, 2000, "the window has the keys after the Save dialog");
            const b = scene.findObject(scene.view, "helpMenuButton");
            mouseClick(b);
            tryCompare(b.menu, "opened", true);
            const d = scene.view.shortcutsDialog;
            keyClick(Qt.Key_K);
            tryCompare(d, "opened", true);
            tryCompare(b.menu, "visible", false);
            keyClick(Qt.Key_Escape);
            tryCompare(d, "visible", false);
            tryVerify(() => scene.boardView.activeFocus, 2000, "the board has the keys");
            keyClick(Qt.Key_Space);
            wait(50);
            verify(!d.visible, "Space opened the dialog again");
            compare(scene.board.cursor, 0, "Space went through the lit spots");
        }
        // Opened again, the list starts at its first row (it kept the place it was scrolled
        // to, its top row cut in half).
        function test_6_keyboard_dialog_opens_at_the_top() {
            scene.width = 1024;
            scene.height = 640;
            const d = scene.view.shortcutsDialog;
            d.open();
            tryCompare(d, "opened", true);
            const list = scene.findObject(d.contentItem, "shortcutsScroll");
            verify(list.contentHeight > list.height, "the list scrolls at 1024×640");
            list.scrollTo(list.contentHeight);
            verify(list.contentY > 100);
            d.close();
            tryCompare(d, "visible", false);
            d.open();
            tryCompare(d, "opened", true);
            compare(list.contentY, 0);
            d.close();
            tryCompare(d, "visible", false);
            scene.width = 1280;
            scene.height = 800;
        }

        name: "Shortcuts"
        when: windowShown
    }
}
