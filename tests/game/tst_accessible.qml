// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader gets: on every main screen (setup, the table in each phase of a turn,
// the event log and the bag, the end screen, help, the dialogs and the Game menu) each
// control has an accessible name and no clickable area is out of its reach (read through
// QAccessible, testSupport.unnamedControls); the tile in hand, the spots, the wheel and the
// pig are described in words; what happens reaches the reader (the Announcer).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        id: test

        // the test's own items (test_0), destroyed after it
        property var made: []

        // Fails with the list of faults of the screen `what`.
        function audit(what) {
            wait(0);
            let faults = [];
            for (const root of testSupport.roots())
                faults = faults.concat(testSupport.unnamedControls(root));
            compare(faults.join("\n"), "", what);
        }
        function cleanup() {
            for (const o of made)
                o.destroy();
            made = [];
            wait(0);
            scene.view.helpDrawer.close();
            scene.view.shortcutsDialog.close();
            scene.view.aboutDialog.close();
            scene.view.confirmDialog.close();
            scene.view.logOpen = false;
            scene.view.extras.bagOpen = false;
            // closed for good: a drawer that ends closing later gives the board the keys
            for (const popup of [scene.view.helpDrawer, scene.view.shortcutsDialog, scene.view.aboutDialog, scene.view.confirmDialog])
                tryCompare(popup, "visible", false);
            scene.controller.closeGame();
            scene.view.showSetup = true;
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
        // The audit finds what it looks for: a button without a name, a clickable area out
        // of reach; named and reachable, they pass.
        function test_0_the_audit_fails_on_a_nameless_control() {
            const make = text => {
                const o = Qt.createQmlObject(text, scene);
                made.push(o);
                return o;
            };
            const button = make('import QtQuick.Controls; Button { width: 40; height: 40 }');
            const area = make('import QtQuick; MouseArea { objectName: "unreachable"; width: 40; height: 40; cursorShape: Qt.PointingHandCursor }');
            const faults = testSupport.unnamedControls(button).concat(testSupport.unnamedControls(area)).join("\n");
            verify(/Button.* has no accessible name/.test(faults), faults);
            verify(/'unreachable' .* is out of a screen reader's reach/.test(faults), faults);
            const named = make('import QtQuick; import QtQuick.Controls; Button { text: "Named"; Accessible.name: text; width: 40; height: 40 }');
            const reachable = make('import QtQuick; Item { Accessible.name: "Reachable"; Accessible.role: Accessible.Button; width: 40; height: 40; MouseArea { anchors.fill: parent; cursorShape: Qt.PointingHandCursor } }');
            compare(testSupport.unnamedControls(named).concat(testSupport.unnamedControls(reachable)).join("\n"), "");
        }
        function test_1_setup_and_dialogs() {
            scene.view.showSetup = true;
            audit("setup");
            // a seat's colour menu
            const colour = scene.findObject(scene.view.setupScreen, "seatColor");
            verify(colour);
            let menu = null;
            for (let i = 0; i < colour.data.length; ++i)
                if (colour.data[i].opened !== undefined)
                    menu = colour.data[i];
            verify(menu);
            mouseClick(colour);
            tryCompare(menu, "opened", true);
            audit("colour menu");
            menu.close();
            tryCompare(menu, "visible", false);
            scene.view.showShortcuts();
            tryCompare(scene.view.shortcutsDialog, "opened", true);
            audit("keyboard dialog");
            scene.view.shortcutsDialog.close();
            scene.view.showHelp("");
            tryCompare(scene.view.helpDrawer, "opened", true);
            audit("help");
            scene.view.showHelp("plague");
            audit("help: plague");
            scene.view.helpDrawer.close();
            scene.view.aboutDialog.open();
            tryCompare(scene.view.aboutDialog, "opened", true);
            audit("about");
            scene.view.aboutDialog.close();
            scene.view.openPuzzles();
            tryCompare(scene.view.puzzlesDialog, "opened", true);
            audit("puzzles");
            scene.view.puzzlesDialog.close();
            tryCompare(scene.view.puzzlesDialog, "visible", false);
            scene.view.confirmDialog.ask("Start a new game?", "The game in progress has not been saved.", "Start the new game", () => {});
            tryCompare(scene.view.confirmDialog, "opened", true);
            audit("confirmation");
            scene.view.confirmDialog.close();
            const join = scene.view.netPlay.joinDialog;
            join.open();
            tryCompare(join, "opened", true);
            audit("join a network game");
            join.close();
            tryCompare(join, "visible", false);
        }
        // A tile in words, side by side, as it lies (D: city north, road east and west).
        function test_1b_tiles_in_words() {
            compare(Speech.tile("D", 0), "north: city, east: road, south: field, west: road.");
            compare(Speech.tile("D", 1), "north: road, east: city, south: road, west: field.");
            compare(Speech.tile("D", 2), "north: field, east: road, south: city, west: road.");
            compare(Speech.tile("B", 0), "north: field, east: field, south: field, west: field; a cloister.");
            compare(Speech.tile("U/2", 0), "north: field, east: road, south: field, west: road; wheel icon 2.");
            compare(Speech.tile("FT1", 3), "north: field, east: field, south: field, west: field; a Fortune Teller's tent.");
            compare(Speech.tile("nonsense", 0), "");
            // without a board, the place alone (columns and rows from 1)
            compare(Speech.spot(null, true, 7, 7), "Column 8, row 8.");
            compare(Speech.spot(null, true, -2, 0), "Column -1, row 1.");
        }
        function test_2_a_turn_and_its_words() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "D", "U/3", "U/2", "B", "B", "B"],
                        "seed": 1
                    }), "");
            compare(c.phase, GameController.Place);
            scene.boardView.forceActiveFocus();
            audit("place");

            // the tile in hand, in words, following the rotation
            const hand = scene.findObject(scene.view, "handTile");
            verify(hand);
            const words = hand.Accessible.name;
            verify(/north: (city|road|field), east: (city|road|field), south: (city|road|field), west: (city|road|field)/.test(words), words);
            c.rotateClockwise();
            verify(hand.Accessible.name !== words, "turned: " + hand.Accessible.name);
            verify(hand.Accessible.name.indexOf("90 degrees") >= 0, hand.Accessible.name);
            c.rotateCounterClockwise();

            // each lit spot says where it is and what it touches
            const p = scene.firstLegal();
            const spot = scene.findObject(scene.boardView, "legalMarker_" + p.x + "_" + p.y);
            verify(spot);
            verify(spot.Accessible.name.startsWith("Column " + (p.x + 1) + ", row " + (p.y + 1) + "; touches "), spot.Accessible.name);
            // on the first turn only the wheel is on the board: every spot touches it
            verify(/; touches the wheel to the (north|east|south|west)\.$/.test(spot.Accessible.name), spot.Accessible.name);
            compare(spot.Accessible.description, "Lay the tile here");

            // the wheel and the pig
            const pig = scene.findObject(scene.boardView, "pig");
            verify(pig);
            verify(/^The pig, on (Fortune|Taxes|Famine|Storm|Inquisition|Plague)$/.test(pig.Accessible.name), pig.Accessible.name);

            // the keyboard's choice is said
            const announcer = scene.view.extras.announcer;
            scene.board.cycle(1);
            compare(announcer.text, spot.Accessible.name);

            // what happens reaches the reader: the log's new entry, with its sentence
            compare(placeFirst(), "");
            audit("deploy");
            // each place for a follower has its own name, with where it lies on the tile
            const names = [];
            const collect = item => {
                if (item.objectName && item.objectName.startsWith("deployMarker_") && item.visible)
                    names.push(item.Accessible.name);
                const kids = item.children || [];
                for (let i = 0; i < kids.length; ++i)
                    collect(kids[i]);
            };
            collect(scene.boardView);
            verify(names.length > 1, names.join(" | "));
            compare(new Set(names).size, names.length, names.join(" | "));
            verify(names.every(n => / to the (north|east|south|west)/.test(n) || !/in the (city|field)|on the road/.test(n)), names.join(" | "));
            compare(deployOnLand(), "");
            // a spot beside the laid tile says what of it it touches (in some rotation)
            compare(c.rotation, 0);
            let touching = "";
            for (let r = 0; r < 4 && !touching; ++r) {
                for (let i = 0; i < c.legalPositions.count && !touching; ++i) {
                    const q = c.legalPositions.get(i);
                    const name = scene.findObject(scene.boardView, "legalMarker_" + q.x + "_" + q.y).Accessible.name;
                    if (/touches (.*, )?a (city|road|field) to the (north|east|south|west)/.test(name))
                        touching = name;
                }
                if (!touching)
                    c.rotateClockwise();
            }
            verify(touching.length > 0, "a spot touching the first tile");
            while (c.rotation !== 0)
                c.rotateClockwise();
            const last = c.log.get(c.log.count - 1);
            verify(announcer.spoken.indexOf(Words.logSentence(last, "Ana")) >= 0, announcer.spoken.join(" | "));
            verify(announcer.text.length > 0);

            // the event log and the bag, open
            scene.view.logOpen = true;
            wait(0);
            audit("event log");
            const list = scene.findObject(scene.view, "eventLogList");
            tryVerify(() => list.activeFocus, 1000, "the log has the keyboard");
            compare(list.Accessible.name, "Event log");
            verify(list.currentItem.Accessible.name.startsWith("Turn 1: Ana laid a tile"), list.currentItem.Accessible.name);
            scene.view.logOpen = false;
            scene.view.extras.bagOpen = true;
            wait(0);
            audit("bag");
            const bagD = scene.findObject(scene.view, "bag_D");
            verify(bagD);
            // in words, not by its code
            compare(bagD.Accessible.name, "%1 left: north: city, east: road, south: field, west: road.".arg(bagD.count));
            scene.view.extras.bagOpen = false;

            // the plague's choice (the deck of tst_plague)
            compare(placeFirst(), "");
            compare(deployOnLand(), "");
            compare(placeFirst(), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            compare(placeFirst(), "");
            compare(c.skipDeploy(), "");
            compare(c.phase, GameController.Plague);
            audit("plague");
            scene.board.cycle(1);
            verify(announcer.text.startsWith("Ana's follower: "), announcer.text);

            // the Game menu, open
            const menuButton = scene.findObject(scene.view, "gameMenuButton");
            menuButton.menu.open();
            tryCompare(menuButton.menu, "opened", true);
            audit("game menu");
            menuButton.menu.close();
            tryCompare(menuButton.menu, "visible", false);
        }
        function test_3_the_end() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "U/1", "E"],
                        "seed": 5
                    }), "");
            for (let guard = 0; c.phase !== GameController.GameOver && guard < 20; ++guard) {
                if (c.phase === GameController.Place)
                    compare(placeFirst(), "");
                else
                    compare(c.skipDeploy(), "");
            }
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            audit("end screen");
            // the log's last entry, then what the screen says now
            const end = scene.view.extras.announcer.spoken;
            verify(end.indexOf("The game is over.") >= 0, end.join(" | "));
            tryVerify(() => scene.view.extras.announcer.spoken.indexOf("The game is over: here are the final scores.") > end.indexOf("The game is over."), 1000, scene.view.extras.announcer.spoken.join(" | "));
            // the replay of the game: its bar, and nothing said while it replays
            scene.view.extras.replayGame();
            tryCompare(scene.view, "replaying", true);
            audit("replay");
            const said = scene.view.extras.announcer.spoken.length;
            // turn by turn (a few entries at a time, which a live game would say)
            scene.controller.replay.first();
            for (let t = 0; t < 3; ++t)
                scene.controller.replay.forward();
            wait(0);
            verify(scene.controller.log.count > 0);
            compare(scene.view.extras.announcer.spoken.length, said);
            scene.view.extras.leaveReplay();
            tryCompare(scene.view, "replaying", false);
        }

        name: "Accessible"
        when: windowShown
    }
}
