// SPDX-License-Identifier: GPL-3.0-or-later
// The menus and the toggles that a click and a key both drive.
// - Each toggle has one state that the click, the key and the menu item all change: the event
//   log (its tab, L, View ▸ Event log), the bag (its close button, B, the menu item), the sound
//   (M, the menu item), the language (its menu, a switch made elsewhere); a click never
//   leaves the key or the tick behind.
// - The menus by keyboard, as on the desktop: F10 opens the Game menu with its first item
//   highlighted, Left and Right go from menu to menu, Up and Down from item to item, Enter
//   activates, Esc closes; Enter on a focused menu title and Alt+letter open its menu; the
//   game's keys wait meanwhile (the arrows do not move the board, Esc takes nothing back).
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model
import Fortuna.Game
import Fortuna.I18n

GameScene {
    id: scene
    FontMetrics {
        id: fontMetrics
    }
    TestCase {
        id: test
        function button(name) {
            const b = scene.findObject(scene.view, name);
            verify(b && b.menu, name);
            return b;
        }
        function cleanup() {
            for (const name of ["gameMenuButton", "viewMenuButton", "languageMenuButton", "helpMenuButton"])
                button(name).menu.close();
            scene.view.shortcutsDialog.close();
            scene.view.logOpen = false;
            scene.view.extras.bagOpen = false;
            scene.controller.closeGame();
            LanguageManager.language = "en";
        }
        // Clicks a menu item as a player does: the menu opened by its title, then the item.
        function clickItem(buttonName, text) {
            const b = button(buttonName);
            mouseClick(b);
            tryCompare(b.menu, "opened", true);
            tryVerify(() => b.menu.height > 100); // its items laid out
            const item = itemOf(b.menu, text);
            mouseClick(item);
            tryCompare(b.menu, "visible", false);
            return item;
        }
        // The item of a menu whose text is `text`.
        function itemOf(menu, text) {
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i);
                if (item && item.text === text)
                    return item;
            }
            fail("no menu item " + text);
        }
        function startGame() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 11
                    }), "");
            tryCompare(scene.view, "inGame", true);
            scene.boardView.forceActiveFocus();
        }
        function test_bag_sound_and_language_ticks() {
            startGame();
            const v = scene.view, extras = v.extras;
            const menu = button("viewMenuButton").menu;
            const bag = itemOf(menu, qsTranslate("TopBar", "Tiles in the bag"));
            clickItem("viewMenuButton", bag.text);
            verify(extras.bagOpen);
            verify(bag.checked);
            keyClick(Qt.Key_B);
            verify(!extras.bagOpen);
            verify(!bag.checked);
            keyClick(Qt.Key_B);
            verify(bag.checked);
            mouseClick(scene.findObject(v, "bagClose"));
            verify(!extras.bagOpen);
            verify(!bag.checked);
            // the sound: the menu item, then M
            const sound = itemOf(menu, qsTranslate("TopBar", "Sound effects"));
            const was = extras.soundOn;
            clickItem("viewMenuButton", sound.text);
            compare(extras.soundOn, !was);
            compare(sound.checked, !was);
            keyClick(Qt.Key_M);
            compare(extras.soundOn, was);
            compare(sound.checked, was);
            // the language: its menu, then a switch made elsewhere (the setup screen, a test)
            const languages = button("languageMenuButton").menu;
            clickItem("languageMenuButton", "Français");
            compare(LanguageManager.language, "fr");
            LanguageManager.language = "en";
            verify(!itemOf(languages, "Français").checked);
            verify(itemOf(languages, "English").checked);
        }
        // Keys in the open log act on the log: ↑ ↓ Home show the entry's tile on the board as
        // a click does (they showed nothing), Enter shows it too (it laid a ghost of the tile in
        // hand on the board), Esc closes the log; closed, the log gives back a board framing the
        // lit spots (it stayed on the tile shown, the spots off screen).
        function test_event_log_keys_act_on_the_log() {
            startGame();
            const c = scene.controller, v = scene.view, flash = v.extras.tileFlash;
            for (let k = 0; k < 3; ++k) {
                const p = scene.firstLegal();
                compare(c.placeTile(p.x, p.y), "");
                compare(c.skipDeploy(), "");
            }
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_L);
            const list = scene.findObject(v, "eventLogList");
            tryVerify(() => list.activeFocus && list.currentIndex === c.log.count - 1);
            const shows = what => {
                const e = list.currentItem.model;
                verify(e.hasCell, what + ": an entry with a tile");
                compare(flash.shownCell, Qt.point(e.x, e.y), what);
                flash.shownCell = Qt.point(-99, -99);
            };
            keyClick(Qt.Key_Up);
            shows("Up");
            keyClick(Qt.Key_Down);
            shows("Down");
            keyClick(Qt.Key_Return);
            shows("Enter");
            compare(c.phase, GameController.Place);
            verify(!c.staging.canUndo, "Enter laid the tile in hand");
            compare(scene.board.cursor, -1);
            // the board looks elsewhere (a tile far away shown); Esc closes the log
            tryCompare(scene.board, "autoCentre", false, 10000); // the new game's framing done
            scene.boardView.panX += 20 * scene.boardView.cellSize;
            const lit = scene.firstLegal();
            const inView = () => {
                const p = scene.boardView.cellCentre(lit.x, lit.y);
                return p.x >= 0 && p.x <= scene.boardView.width && p.y >= 0 && p.y <= scene.boardView.height;
            };
            verify(!inView());
            keyClick(Qt.Key_Escape);
            verify(!v.logOpen, "Esc closes the log");
            tryVerify(inView, 5000, "the lit spots in view again");
            verify(scene.boardView.activeFocus, "the board has the keys again");
        }
        // ↑ and ↓ in the open log: the entry they reach is lit and ringed, and has the focus
        // (what a screen reader says); it showed no sign of where the keys were.
        function test_event_log_keys_show_their_entry() {
            startGame();
            const c = scene.controller, v = scene.view;
            for (let k = 0; k < 3; ++k) {
                const p = scene.firstLegal();
                compare(c.placeTile(p.x, p.y), "");
                compare(c.skipDeploy(), "");
            }
            verify(c.log.count >= 3);
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_L);
            verify(v.logOpen);
            const list = scene.findObject(v, "eventLogList");
            tryVerify(() => list.activeFocus && list.currentIndex === c.log.count - 1);
            const lit = () => {
                const entry = list.currentItem;
                verify(entry.activeFocus, "the entry has the focus");
                verify(entry.border.width >= 2, "ringed");
                verify(Qt.colorEqual(entry.border.color, Theme.focus));
                verify(Qt.colorEqual(entry.color, Theme.highlight), "lit");
                for (let i = 0; i < list.count; ++i) {
                    const other = scene.findObject(list.contentItem, "eventLogEntry_" + i);
                    if (other && other !== entry)
                        compare(other.border.width, 0, "one entry lit: " + i);
                }
            };
            lit();
            keyClick(Qt.Key_Up);
            compare(list.currentIndex, c.log.count - 2);
            lit();
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Down);
            compare(list.currentIndex, c.log.count - 2);
            lit();
            keyClick(Qt.Key_L);
            verify(!v.logOpen);
        }
        function test_event_log_tab_key_and_menu() {
            startGame();
            const v = scene.view;
            const log = scene.findObject(v, "eventLog");
            const tab = scene.findObject(v, "eventLogTab");
            const menu = button("viewMenuButton").menu;
            const item = itemOf(menu, qsTranslate("TopBar", "Event log"));
            // the tab, once open and once closed
            mouseClick(tab);
            verify(v.logOpen && log.open);
            mouseClick(tab);
            verify(!v.logOpen && !log.open);
            // then L still opens and closes it, and the menu's tick follows
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_L);
            verify(v.logOpen && log.open);
            verify(item.checked);
            keyClick(Qt.Key_L);
            verify(!v.logOpen && !log.open);
            verify(!item.checked);
            // the menu item, then the key, then the tab
            clickItem("viewMenuButton", item.text);
            verify(v.logOpen && log.open);
            verify(item.checked);
            keyClick(Qt.Key_L);
            verify(!log.open);
            verify(!item.checked);
            mouseClick(tab);
            verify(log.open);
            verify(item.checked);
            clickItem("viewMenuButton", item.text);
            verify(!log.open);
            verify(!item.checked);
        }
        // The items have access letters too, underlined: in an open menu (by the mouse or by
        // the keys) the letter alone activates its item; each letter once a menu, in French too.
        function test_menu_items_by_their_letter() {
            startGame();
            const v = scene.view;
            const helpTitle = button("helpMenuButton"), viewTitle = button("viewMenuButton");
            for (const lang of ["en", "fr"]) {
                LanguageManager.language = lang;
                for (const name of ["gameMenuButton", "viewMenuButton", "languageMenuButton", "helpMenuButton"]) {
                    const menu = button(name).menu;
                    mouseClick(button(name));
                    tryCompare(menu, "opened", true);
                    const seen = {};
                    let lettered = 0;
                    for (let i = 0; i < menu.count; ++i) {
                        const item = menu.itemAt(i);
                        if (!item || item.text === undefined || !item.visible || !item.enabled)
                            continue;
                        const at = item.mnemonicIndex;
                        if (at < 0)
                            continue;
                        ++lettered;
                        const letter = item.text.charAt(at).toLowerCase();
                        verify(!seen[letter], lang + " " + name + ": " + letter + " twice");
                        seen[letter] = true;
                        const shown = scene.findObject(item, "menuText");
                        verify(shown.text.indexOf("<u>" + item.text.charAt(at) + "</u>") >= 0, shown.text);
                    }
                    verify(lettered >= Math.min(3, menu.count), lang + " " + name + ": " + lettered);
                    menu.close();
                    tryCompare(menu, "visible", false);
                }
            }
            LanguageManager.language = "en";
            // Help ▸ Keyboard by its letter, the menu opened by a click
            mouseClick(helpTitle);
            tryCompare(helpTitle.menu, "opened", true);
            const keyboard = scene.findObject(helpTitle.menu.contentItem, "keyboardItem");
            compare(keyboard.text.charAt(keyboard.mnemonicIndex), "K");
            keyClick(Qt.Key_K);
            tryCompare(v.shortcutsDialog, "visible", true);
            tryCompare(helpTitle.menu, "visible", false);
            v.shortcutsDialog.close();
            tryCompare(v.shortcutsDialog, "visible", false);
            // View ▸ Event log by its letter, the menu opened by F10 and Right: a checkable item
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_F10);
            keyClick(Qt.Key_Right);
            tryCompare(viewTitle.menu, "opened", true);
            const logItem = itemOf(viewTitle.menu, qsTranslate("TopBar", "Event log"));
            verify(!v.logOpen);
            keyClick(logItem.text.charAt(logItem.mnemonicIndex).toLowerCase());
            tryCompare(viewTitle.menu, "visible", false);
            verify(v.logOpen);
            verify(logItem.checked);
        }
        function test_menus_by_keyboard() {
            startGame();
            const v = scene.view, c = scene.controller;
            const gameMenu = button("gameMenuButton").menu, viewMenu = button("viewMenuButton").menu;
            const languageMenu = button("languageMenuButton").menu, helpMenu = button("helpMenuButton").menu;
            const pan = [scene.boardView.panX, scene.boardView.panY];
            // F10: the Game menu, its first item highlighted
            keyClick(Qt.Key_F10);
            tryCompare(gameMenu, "opened", true);
            compare(gameMenu.currentIndex, 0);
            verify(gameMenu.itemAt(0).highlighted);
            // Down: the next item; Up: back
            keyClick(Qt.Key_Down);
            verify(gameMenu.currentIndex > 0);
            keyClick(Qt.Key_Up);
            compare(gameMenu.currentIndex, 0);
            // Right, Right, Right: View, Language, Help, each with its first item highlighted
            keyClick(Qt.Key_Right);
            tryCompare(viewMenu, "opened", true);
            verify(!gameMenu.visible);
            compare(viewMenu.currentIndex, 0);
            keyClick(Qt.Key_Right);
            tryCompare(languageMenu, "opened", true);
            keyClick(Qt.Key_Right);
            tryCompare(helpMenu, "opened", true);
            compare(helpMenu.currentIndex, 0);
            // Right from the last menu goes round to the first, Left back
            keyClick(Qt.Key_Right);
            tryCompare(gameMenu, "opened", true);
            keyClick(Qt.Key_Left);
            tryCompare(helpMenu, "opened", true);
            // the arrows moved through the menus, not the board
            compare([scene.boardView.panX, scene.boardView.panY], pan);
            // Down to Help ▸ Keyboard, Enter: the keyboard dialog
            for (let guard = 0; helpMenu.itemAt(helpMenu.currentIndex).objectName !== "keyboardItem"; ++guard) {
                verify(guard < helpMenu.count);
                keyClick(Qt.Key_Down);
            }
            keyClick(Qt.Key_Return);
            tryCompare(v.shortcutsDialog, "visible", true);
            verify(!helpMenu.visible);
            v.shortcutsDialog.close();
            tryCompare(v.shortcutsDialog, "visible", false);
            compare(c.turn, 1);
            compare(c.phase, GameController.Place); // Enter went to the menu, not to the game

            // Esc closes the menu and takes nothing back
            const placed = scene.firstLegal();
            compare(c.placeTile(placed.x, placed.y), "");
            verify(c.staging.canUndo);
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_F10);
            tryCompare(gameMenu, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(gameMenu, "visible", false);
            compare(c.phase, GameController.Deploy);
            verify(c.staging.canUndo);

            // Enter on a focused menu title opens its menu (the game does not take it)
            const helpTitle = button("helpMenuButton");
            helpTitle.forceActiveFocus(Qt.TabFocusReason);
            keyClick(Qt.Key_Return);
            tryCompare(helpMenu, "opened", true);
            compare(helpMenu.currentIndex, 0);
            compare(c.phase, GameController.Deploy);
            keyClick(Qt.Key_Escape);
            tryCompare(helpMenu, "visible", false);

            // Alt+letter: each menu by the letter its title underlines
            const topBar = scene.findObject(v, "menuBarKeys");
            verify(topBar, "menuBarKeys");
            const menus = [gameMenu, viewMenu, languageMenu, helpMenu];
            const letters = [];
            for (let i = 0; i < 4; ++i) {
                const sequence = topBar.mnemonicKey(i);
                verify(sequence.startsWith("Alt+"), sequence);
                letters.push(sequence);
                keySequence(sequence);
                tryCompare(menus[i], "opened", true);
                compare(menus[i].currentIndex, 0);
                keyClick(Qt.Key_Escape);
                tryCompare(menus[i], "visible", false);
            }
            compare(letters, ["Alt+G", "Alt+V", "Alt+L", "Alt+H"]);
            // in French too, each title its own letter
            LanguageManager.language = "fr";
            const seen = {};
            for (let i = 0; i < 4; ++i) {
                const sequence = topBar.mnemonicKey(i);
                verify(sequence.length > 4 && !seen[sequence], sequence);
                seen[sequence] = true;
            }
            // each title's letter is marked by a line under it, clear of the letters' tails (the
            // underline of Romanian "Joc" ran through the J's tail: no letter seemed marked)
            LanguageManager.language = "ro";
            for (const name of ["gameMenuButton", "viewMenuButton", "languageMenuButton", "helpMenuButton"]) {
                const b = button(name);
                const label = scene.findObject(b, "menuButtonText");
                const line = scene.findObject(b, "mnemonicLine");
                verify(line && line.visible && line.width > 2, name);
                verify(label.text.indexOf("<u>") < 0, label.text);
                fontMetrics.font = label.font;
                tryVerify(() => line.y >= label.baselineOffset + fontMetrics.descent - 0.5, 2000, name + ": the line at " + line.y + " crosses the tails");
                verify(line.y + line.height <= b.height, name + ": the line inside its title");
            }
            LanguageManager.language = "en";
        }
        // Recent games is never greyed out: with no file saved or opened it says so, and leads
        // to Your games, where every finished game is.
        function test_recent_games_lead_to_your_games() {
            const c = scene.controller, v = scene.view;
            compare(c.saves.recentGames.length, 0); // this test's own settings: no file yet
            const gameMenu = button("gameMenuButton").menu;
            let entry = null;
            for (let i = 0; i < gameMenu.count; ++i) {
                const it = gameMenu.itemAt(i);
                if (it && it.subMenu && it.subMenu.objectName === "recentMenu")
                    entry = it;
            }
            verify(entry);
            verify(entry.enabled);
            const recent = entry.subMenu;
            verify(recent.enabled);
            gameMenu.open();
            tryCompare(gameMenu, "opened", true);
            recent.open();
            tryCompare(recent, "opened", true);
            const items = [];
            for (let i = 0; i < recent.count; ++i)
                items.push(recent.itemAt(i));
            const none = items.find(it => it.objectName === "recentNone");
            verify(none && none.visible && !none.enabled);
            const yours = items.find(it => it.objectName === "recentYourGames");
            verify(yours && yours.enabled);
            yours.triggered();
            tryCompare(v.yourGamesDialog, "opened", true);
            v.yourGamesDialog.close();
            tryCompare(v.yourGamesDialog, "opened", false);
        }

        name: "Menus"
        when: windowShown
    }
}
