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
            verify(c.canUndo);
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

        name: "Place"
        when: windowShown
    }
}
