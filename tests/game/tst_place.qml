// SPDX-License-Identifier: GPL-3.0-or-later
// Placing a tile by clicking a lit spot; an illegal spot is refused with the engine's reason.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function init() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "U", "V", "B"],
                        "seed": 1
                    }), "");
            compare(scene.controller.phase, GameController.Place);
            compare(scene.controller.currentTile, "D");
        }
        function test_an_illegal_spot_is_refused_with_the_reason() {
            const c = scene.controller;
            const cell = scene.illegalCell();
            verify(cell);
            const expected = c.placeTile(cell.x, cell.y); // the engine's reason, nothing placed
            verify(expected.length > 0);
            compare(c.board.count, 0);
            scene.focusCell(cell.x, cell.y);
            const p = scene.cellPoint(cell.x, cell.y);
            tryVerify(() => scene.reachable(scene.boardView, p.x, p.y));
            mouseClick(scene.boardView, p.x, p.y);
            compare(c.phase, GameController.Place);
            compare(c.board.count, 0);
            const toast = scene.view.toast;
            tryCompare(toast, "visible", true);
            compare(toast.detail, expected);
            verify(toast.text.length > 0);
        }
        function test_clicking_a_lit_spot_places_the_tile() {
            const c = scene.controller;
            const spot = scene.firstLegal();
            verify(spot);
            const rotation = c.rotation;
            scene.focusCell(spot.x, spot.y);
            const marker = scene.findObject(scene.boardView, "legalMarker_" + spot.x + "_" + spot.y);
            verify(marker && marker.visible);
            const p = scene.cellPoint(spot.x, spot.y);
            tryVerify(() => scene.reachable(scene.boardView, p.x, p.y));
            mouseMove(scene.boardView, p.x, p.y);
            const ghost = scene.findObject(scene.boardView, "ghost");
            tryVerify(() => ghost.visible, 5000, "a ghost of the tile shows on the lit spot");
            mouseClick(scene.boardView, p.x, p.y);
            compare(c.phase, GameController.Deploy);
            compare(c.board.count, 1);
            compare(c.board.get(0).x, spot.x);
            compare(c.board.get(0).y, spot.y);
            compare(c.board.get(0).rotation, rotation);
            verify(c.staging.canUndo);
            // the follower step: markers on the free features of the tile just laid
            let features = 0;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                const o = c.deployOptions.get(i);
                if (o.kind !== "feature")
                    continue;
                ++features;
                const m = scene.findObject(scene.boardView, "deployMarker_" + o.feature + "_" + o.port);
                verify(m && m.visible, "deploy marker " + o.feature + " " + o.port);
            }
            verify(features > 0);
            // Esc takes the tile back
            keyClick(Qt.Key_Escape);
            compare(c.phase, GameController.Place);
            compare(c.board.count, 0);
        }
        function test_keyboard_turns_chooses_and_places() {
            const c = scene.controller;
            const before = c.rotation;
            keyClick(Qt.Key_R);
            compare(c.rotation, (before + 1) % 4);
            keyClick(Qt.Key_R, Qt.ShiftModifier);
            compare(c.rotation, before);
            verify(c.legalPositions.count > 0);
            keyClick(Qt.Key_Space);
            compare(scene.board.cursor, 0);
            const spot = c.legalPositions.get(0);
            keyClick(Qt.Key_Return);
            compare(c.phase, GameController.Deploy);
            compare(c.board.get(0).x, spot.x);
            compare(c.board.get(0).y, spot.y);
            keyClick(Qt.Key_S);
            compare(c.phase, GameController.Place);
            compare(c.currentPlayer, 1);
            compare(c.board.count, 1);
        }
        function test_lit_spots_follow_the_rotation() {
            const c = scene.controller;
            for (let r = 0; r < 4; ++r) {
                c.rotation = r;
                wait(0);
                for (let i = 0; i < c.legalPositions.count; ++i) {
                    const p = c.legalPositions.get(i);
                    verify(scene.findObject(scene.boardView, "legalMarker_" + p.x + "_" + p.y), "marker at " + p.x + "," + p.y);
                    verify(p.rotations.indexOf(r) >= 0);
                }
            }
        }
        // R (and Shift+R) keep the keyboard's spot: the same cell while it is still lit, else
        // the lit spot nearest to it (the choice was dropped: Space started over).
        function test_turning_keeps_the_keyboards_spot() {
            const c = scene.controller;
            scene.boardView.forceActiveFocus();
            let kept = 0, moved = 0;
            for (let turn = 0; turn < 8; ++turn) {
                const n = c.legalPositions.count;
                verify(n > 0);
                const presses = 1 + turn % Math.max(1, n);
                for (let k = 0; k < presses; ++k)
                    keyClick(Qt.Key_Space);
                verify(scene.board.cursor >= 0);
                const before = c.legalPositions.get(scene.board.cursor);
                const cell = Qt.point(before.x, before.y);
                keyClick(Qt.Key_R, turn % 2 ? Qt.ShiftModifier : Qt.NoModifier);
                wait(0); // the choice is aimed again once the lit spots follow the tile
                tryVerify(() => scene.board.cursor >= 0, 1000, "a spot is still chosen after R");
                const after = c.legalPositions.get(scene.board.cursor);
                let nearest = Infinity, stillLit = false;
                for (let i = 0; i < c.legalPositions.count; ++i) {
                    const p = c.legalPositions.get(i);
                    const d = (p.x - cell.x) * (p.x - cell.x) + (p.y - cell.y) * (p.y - cell.y);
                    nearest = Math.min(nearest, d);
                    stillLit = stillLit || d === 0;
                }
                const d = (after.x - cell.x) * (after.x - cell.x) + (after.y - cell.y) * (after.y - cell.y);
                compare(d, nearest, "from " + cell + " to " + after.x + "," + after.y);
                if (stillLit)
                    ++kept;
                else
                    ++moved;
            }
            verify(moved > 0, "some spot went dark as the tile turned");
            // a tile that fits every lit spot in every rotation (a cloister in its fields): the
            // choice stays on its very cell through each turn
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["B", "D", "E"],
                        "seed": 1
                    }), "");
            scene.boardView.forceActiveFocus();
            let everyWay = -1;
            for (let i = 0; i < c.legalPositions.count && everyWay < 0; ++i)
                if (c.legalPositions.get(i).rotations.length === 4)
                    everyWay = i;
            verify(everyWay >= 0, "a spot where the cloister fits every way");
            for (let k = 0; k < c.legalPositions.count && scene.board.cursor !== everyWay; ++k)
                keyClick(Qt.Key_Space);
            compare(scene.board.cursor, everyWay);
            const first = c.legalPositions.get(scene.board.cursor);
            for (let k = 0; k < 4; ++k) {
                keyClick(Qt.Key_R);
                wait(0);
                tryVerify(() => scene.board.cursor >= 0, 1000);
                const now = c.legalPositions.get(scene.board.cursor);
                compare([now.x, now.y], [first.x, first.y], "after R " + (k + 1));
            }
        }

        name: "Place"
        when: windowShown
    }
}
