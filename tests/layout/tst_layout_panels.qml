// SPDX-License-Identifier: GPL-3.0-or-later
// layout-<lang>, the panels added since the first layout review: the bag, the replay bar, the
// top bar's menus, the deploy labels (each feature of a tile, with owners and worth), the join dialog (empty, with a
// link and with an error), the host's network table and Your games, in the language of FORTUNA_LANGUAGE at
// 1024×640 and 1280×800 (the checks of LayoutTestCase.qml).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game
import "../game"

GameScene {
    id: gameScene
    LayoutTestCase {
        function cleanup() {
            scene.controller.review.endReplay();
            scene.view.extras.bagOpen = false;
            scene.view.netPlay.joinDialog.close();
            scene.view.shortcutsDialog.close();
            scene.view.yourGamesDialog.close();
        }
        function test_bag_and_replay_bar() {
            const c = scene.controller, extras = scene.view.extras;
            compare(c.files.loadGame(Qt.resolvedUrl("../record/data/fortune-teller-tent.json"), 1), "");
            scene.view.showSetup = false;
            extras.bagOpen = true;
            tryCompare(extras.bagPanel, "visible", true);
            check("bag");
            // at 1024×640 the bag leaves most of the board free (it covered half of it)
            resize(sizes[0]);
            const bag = extras.bagPanel;
            const share = bag.width * bag.height / (extras.width * extras.height);
            verify(share < 0.25, "the bag covers " + Math.round(share * 100) + "% of the board");
            extras.bagOpen = false;
            compare(c.files.loadGame(Qt.resolvedUrl("../record/data/fortune-teller-tent.json")), "");
            compare(c.phase, GameController.GameOver);
            extras.replayGame();
            tryCompare(extras.replayBar, "visible", true);
            mouseClick(scene.findObject(extras.replayBar, "replayForward"));
            mouseClick(scene.findObject(extras.replayBar, "replayForward"));
            check("replay bar");
            // the tooltips of its buttons name their keys in the language
            const first = scene.findObject(extras.replayBar, "replayFirst");
            verify(first.hint.indexOf(KeyNames.text("Home", KeyNames.revision)) > 0, first.hint);
        }
        // The label of every feature of a tile with a road, a city, fields and a cloister-free
        // mix, one of them held: role, worth and owners in each language.
        function test_deploy_labels() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "U/3", "B", "E", "D", "E", "B", "D"],
                        "seed": 1
                    }), "");
            scene.view.banner.hide();
            compare(placeFirst(), "");
            compare(deployOn("feature"), "");
            compare(placeFirst(), "");
            verify(c.deployOptions.count > 1);
            for (let i = 0; i < c.deployOptions.count; ++i) {
                if (c.deployOptions.get(i).kind !== "feature")
                    continue;
                scene.board.cursor = i;
                tryVerify(() => scene.findObject(scene.boardView, "featureLabel").visible);
                check("deploy label " + i);
            }
            scene.board.cursor = -1;
        }
        function test_join_dialog() {
            const d = scene.view.netPlay.joinDialog;
            scene.controller.closeGame();
            scene.view.netPlay.openJoin();
            tryCompare(d, "opened", true);
            check("join dialog");
            const link = scene.findObject(d.contentItem, "joinLink");
            link.text = "fortuna://192.168.100.200:7979/ABCD2345";
            check("join dialog with a link");
            link.text = "fortuna:/broken";
            mouseClick(scene.findObject(d.contentItem, "joinGo"));
            tryVerify(() => scene.findObject(d.contentItem, "joinError").text.length > 0);
            check("join dialog with an error");
            d.close();
            tryCompare(d, "visible", false);
        }
        // Help ▸ Keyboard fits the window with its close button, its rows scrolling by the keys
        // too (in Romanian at 1024×640 the last rows were under the window's edge, no key
        // scrolled them and only Esc closed it).
        function test_keyboard_dialog() {
            const d = scene.view.shortcutsDialog;
            d.open();
            tryCompare(d, "opened", true);
            check("keyboard dialog");
            for (const s of sizes) {
                resize(s);
                const where = s.width + "×" + s.height;
                const close = scene.findObject(d.contentItem, "shortcutsClose");
                verify(close, "no close button");
                tryVerify(() => {
                        const r = rectOf(close), p = rectOf(d.contentItem);
                        return close.visible && r.y >= 0 && r.y + r.height <= scene.height && p.y >= 0 && p.y + p.height <= scene.height;
                    }, settleMs, where + ": the dialog or its close button is off the window");
                const scroll = scene.findObject(d.contentItem, "shortcutsScroll");
                verify(scroll && scroll.activeFocus, where + ": the rows have no keyboard focus");
                if (scroll.contentHeight <= scroll.height + 1)
                    continue;
                keyClick(Qt.Key_End);
                tryVerify(() => Math.abs(scroll.contentY - (scroll.contentHeight - scroll.height)) < 1, 2000, where + ": End");
                keyClick(Qt.Key_Home);
                tryCompare(scroll, "contentY", 0);
                keyClick(Qt.Key_PageDown);
                tryVerify(() => scroll.contentY >= Math.min(scroll.height / 2, scroll.contentHeight - scroll.height) - 0.5, 2000, where + ": PgDown to " + scroll.contentY + " of " + scroll.contentHeight + " in " + scroll.height);
                keyClick(Qt.Key_Up);
                const y = scroll.contentY;
                keyClick(Qt.Key_Down);
                tryVerify(() => scroll.contentY > y, 2000, where + ": Down");
            }
            mouseClick(scene.findObject(d.contentItem, "shortcutsClose"));
            tryCompare(d, "visible", false);
        }
        // The top bar's menus during a game: every item whole, a checked item's text with its
        // check mark (French "Suivre les tuiles des ordinateurs" lost its "s" to the edge).
        function test_menus() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 1
                    }), "");
            scene.view.banner.hide();
            scene.view.setFollowComputers(true); // a checked item
            for (const name of ["gameMenuButton", "viewMenuButton", "helpMenuButton"]) {
                const button = scene.findObject(scene.view, name);
                button.openMenu();
                tryCompare(button.menu, "opened", true);
                check(name);
                button.menu.close();
                tryCompare(button.menu, "visible", false);
            }
        }
        function test_network_table() {
            const v = scene.view, s = v.setupScreen, c = scene.controller;
            c.closeGame(); // nothing to lose: no question before hosting
            v.showSetup = true;
            s.load({
                    "players": [{
                            "name": "Ana",
                            "color": "red"
                        }, {
                            "name": "",
                            "color": "blue",
                            "ai": "remote"
                        }, {
                            "name": "",
                            "color": "green",
                            "ai": "strong"
                        }],
                    "rules": {}
                });
            scene.findObject(s, "hostPort").text = "0"; // any free port
            // the button's own action, not a click at its place: the setup screen may still be
            // sliding in on a loaded machine
            const start = scene.findObject(s, "startButton");
            tryVerify(() => start.visible && start.enabled, 30000);
            start.clicked();
            tryVerify(() => c.net.code.length === 8, 30000, "hosting: " + scene.view.toast.text);
            tryCompare(v.netPlay.lobby, "visible", true, 30000);
            check("network table");
            // its own action too: a click at its place missed it while the lobby still slid in
            // on a loaded machine (the table was never left)
            const leave = scene.findObject(v.netPlay.lobby, "leaveTableButton");
            tryVerify(() => leave.visible && leave.enabled, 30000);
            leave.clicked();
            tryVerify(() => !c.net.active, 30000);
        }
        // Your games: its buttons on one line (in Russian they wrapped onto two).
        function test_your_games() {
            const d = scene.view.yourGamesDialog;
            scene.view.openYourGames();
            tryCompare(d, "opened", true);
            check("your games");
            const row = scene.findObject(d.contentItem, "gamesOpen").parent;
            for (const s of sizes) {
                resize(s);
                tryVerify(() => {
                        for (let i = 0; i < row.children.length; ++i)
                            if (row.children[i].y !== 0)
                                return false;
                        return true;
                    }, settleMs, s.width + "×" + s.height + ": the buttons of Your games on more than one line");
            }
            d.close();
            tryCompare(d, "visible", false);
        }

        name: "LayoutPanels"
        scene: gameScene
        when: windowShown
    }
}
