// SPDX-License-Identifier: GPL-3.0-or-later
// The smaller parts of a view that stays out of the way: the side panel's wheel list opens a
// sector's page as the board's wheel does, the help has a close button, Help → About, the
// setup's "?" describes the options ticked there, the "fits when turned" message goes once
// the tile is turned to fit, M says what it did, and the players panel says "your turn" only
// on a player's own turn (not in a replay, not while someone else chooses for the plague).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function cardStatus(i) {
            const card = scene.findObject(scene.view, "playerCard_" + i);
            const texts = [];
            const walk = o => {
                if (!o)
                    return;
                if (typeof o.text === "string" && o.visible && o.elide !== undefined)
                    texts.push(o.text);
                for (let k = 0; k < (o.children || []).length; ++k)
                    walk(o.children[k]);
            };
            walk(card);
            return texts;
        }
        function cleanup() {
            scene.view.helpDrawer.close();
            tryCompare(scene.view.helpDrawer, "visible", false);
            scene.view.aboutDialog.close();
            scene.view.toast.hide();
            scene.controller.review.endReplay();
            scene.controller.closeGame();
            scene.view.showSetup = false;
        }
        function deployOnLand() {
            const c = scene.controller;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                if (c.deployOptions.get(i).kind === "feature")
                    return c.deploy(i);
            }
            return "no land option";
        }
        function placeFirst() {
            const p = scene.firstLegal();
            return scene.controller.placeTile(p.x, p.y);
        }
        function test_about() {
            const v = scene.view;
            // Help → About Fortuna
            const menuButton = scene.findObject(v, "helpMenuButton");
            mouseClick(menuButton);
            const menu = menuButton.menu;
            tryCompare(menu, "opened", true);
            let item = null;
            for (let i = 0; i < menu.count; ++i) {
                if (menu.itemAt(i).objectName === "aboutItem")
                    item = menu.itemAt(i);
            }
            verify(item);
            item.triggered(); // as a click on it does
            menu.close();
            tryCompare(v.aboutDialog, "visible", true);
            verify(v.dialogOpen);
            const licence = scene.findObject(v.aboutDialog.contentItem, "aboutLicence");
            verify(licence.text.indexOf("GPL-3.0-or-later") >= 0, licence.text);
            verify(scene.findObject(v.aboutDialog.contentItem, "aboutVersion").text.startsWith("Fortuna"));
            mouseClick(scene.findObject(v.aboutDialog.contentItem, "aboutClose"));
            tryCompare(v.aboutDialog, "visible", false);
        }
        function test_m_says_what_it_did() {
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            const was = v.extras.soundOn;
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_M);
            compare(v.extras.soundOn, !was);
            tryCompare(v.toast, "visible", true);
            compare(v.toast.text, was ? "Sound off (M to turn it on)" : "Sound on (M to mute)");
            keyClick(Qt.Key_M);
            compare(v.extras.soundOn, was);
            compare(v.toast.text, was ? "Sound on (M to mute)" : "Sound off (M to turn it on)");
        }
        // Tab shows where the focus is: a ring around the control, and around the board when
        // Tab comes back to it.
        function test_tab_shows_the_focus() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            const ring = scene.findObject(scene.view, "focusRing");
            verify(ring);
            const bv = scene.boardView;
            bv.forceActiveFocus();
            wait(0);
            verify(!ring.visible, "the board's focus at the game's start is not shown");
            const around = item => {
                const p = item.mapToItem(ring.parent, 0, 0);
                return ring.visible && ring.x <= p.x + 4 && ring.y <= p.y + 4 && ring.x + ring.width >= p.x + item.width - 4 && ring.y + ring.height >= p.y + item.height - 4;
            };
            let seen = 0;
            for (let i = 0; i < 30; ++i) {
                keyClick(Qt.Key_Tab);
                wait(0);
                const f = scene.Window.activeFocusItem;
                verify(f);
                verify(around(f), "a ring around " + f + " " + f.objectName);
                ++seen;
                if (f === bv)
                    break;
            }
            compare(scene.Window.activeFocusItem, bv, "Tab comes back to the board");
            verify(seen > 2);
        }
        function test_the_doesnt_fit_message_goes_once_the_tile_fits() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "V", "B"],
                        "seed": 1
                    }), "");
            // a cell where the tile fits only when turned
            let cell = null;
            for (let y = -3; y <= 6 && !cell; ++y)
                for (let x = -3; x <= 6 && !cell; ++x)
                    if (!c.isLegal(x, y) && c.legalRotations(x, y).length > 0)
                        cell = Qt.point(x, y);
            verify(cell);
            scene.board.clickCell(cell.x, cell.y);
            tryCompare(v.toast, "visible", true);
            compare(v.toast.text, "The tile fits here when turned: press R or right-click.");
            const fits = c.legalRotations(cell.x, cell.y)[0];
            // turned to another rotation that does not fit there: it stays
            for (let r = 0; r < 4; ++r) {
                if (r !== c.rotation && c.legalRotations(cell.x, cell.y).indexOf(r) < 0) {
                    c.rotation = r;
                    compare(v.toast.text, "The tile fits here when turned: press R or right-click.");
                    verify(v.toast.visible);
                    break;
                }
            }
            c.rotation = fits;
            verify(c.isLegal(cell.x, cell.y));
            tryCompare(v.toast, "visible", false);
        }
        function test_the_help_closes_with_its_button() {
            const v = scene.view;
            v.showHelp("wheel");
            tryCompare(v.helpDrawer, "opened", true);
            const close = scene.findObject(v.helpDrawer.contentItem, "helpClose");
            verify(close && close.visible);
            mouseClick(close);
            tryCompare(v.helpDrawer, "visible", false);
        }
        function test_the_players_panel_says_your_turn_only_on_ones_turn() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "D", "U/3", "U/2", "B", "B", "B"],
                        "seed": 1
                    }), "");
            compare(cardStatus(0).indexOf("your turn") >= 0, true);
            for (let t = 0; t < 2; ++t) {
                compare(placeFirst(), "");
                compare(deployOnLand(), "");
            }
            compare(placeFirst(), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            compare(placeFirst(), ""); // Bo drew U/3: storm
            compare(c.skipDeploy(), "");
            // Ana drew U/2: the plague; Ana gives a follower, then Bo chooses on Ana's turn
            compare(c.phase, GameController.Plague);
            compare(cardStatus(0).indexOf("choosing a follower") >= 0, true, cardStatus(0));
            for (let i = 0; i < c.followers.count; ++i) {
                if (c.followers.get(i).removable) {
                    compare(c.removeFollower(i), "");
                    break;
                }
            }
            compare(c.plaguePlayer, 1);
            compare(c.currentPlayer, 0);
            compare(cardStatus(1).indexOf("your turn"), -1, cardStatus(1));
            compare(cardStatus(1).indexOf("choosing a follower") >= 0, true, cardStatus(1));
            compare(cardStatus(0).indexOf("your turn"), -1, cardStatus(0));
            // a replay: nobody's turn
            compare(c.review.startReplay(1), "");
            wait(0);
            for (let p = 0; p < 2; ++p)
                compare(cardStatus(p).indexOf("your turn"), -1, "replay, player " + p + ": " + cardStatus(p));
        }
        function test_the_setup_help_describes_the_ticked_options() {
            const v = scene.view;
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            compare(c.options.rules.fortuneTeller, false);
            v.newGame();
            const s = v.setupScreen;
            s.rules = Object.assign(RuleOptions.defaults(), {
                    "fortuneTeller": true
                });
            // the "?" of the Fortune Teller on the setup screen
            let button = null;
            const find = o => {
                if (!o || button)
                    return;
                if (o.page === "fortuneteller" && o.tip !== undefined)
                    button = o;
                for (let k = 0; k < (o.children || []).length; ++k)
                    find(o.children[k]);
            };
            find(s);
            verify(button);
            mouseClick(button);
            tryCompare(v.helpDrawer, "opened", true);
            compare(v.helpView.currentPageId, "fortuneteller");
            compare(v.helpView.rules.fortuneTeller, true);
            let said = "";
            const read = o => {
                if (!o)
                    return;
                if (typeof o.text === "string" && o.text.indexOf("part of this game") >= 0)
                    said = o.text;
                for (let k = 0; k < (o.children || []).length; ++k)
                    read(o.children[k]);
            };
            read(v.helpView.pageItem);
            compare(said, "The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.");
        }
        function test_the_wheel_list_opens_a_sectors_page() {
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            const row = scene.findObject(v, "legendSector4");
            verify(row);
            // scrolled into view in the side panel, then clicked
            let flick = row.parent;
            while (flick && flick.contentY === undefined)
                flick = flick.parent;
            verify(flick);
            // (again until the row shows whole: the panel's texts may still be laid out)
            tryVerify(() => {
                    flick.contentY = Math.max(0, flick.contentHeight - flick.height);
                    const p = row.mapToItem(flick, 0, 0);
                    return p.y >= 0 && p.y + row.height <= flick.height + 0.5;
                }, 5000, "the row scrolled into view");
            mouseClick(row);
            tryCompare(v.helpDrawer, "opened", true);
            compare(v.helpView.currentPageId, "inquisition");
        }

        name: "View"
        when: windowShown
    }
}
