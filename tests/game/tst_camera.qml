// SPDX-License-Identifier: GPL-3.0-or-later
// The table keeps still while a human is to act; a computer's tile that lands off-screen is
// followed (unless the View menu turns following off); Home frames every lit spot; a wheel
// event with the wheel out of sight shows the wheel inset.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function cellShows(x, y) {
            const v = scene.boardView;
            const c = v.cellCentre(x, y);
            const half = v.cellSize * v.zoom / 2;
            return c.x - half >= 0 && c.x + half <= v.width && c.y - half >= 0 && c.y + half <= v.height;
        }
        function cleanup() {
            scene.view.setFollowComputers(true);
        }
        // Puts the view where (x, y) is near the top-left corner, far from where tiles go.
        function lookAway() {
            scene.board.autoCentre = false;
            const v = scene.boardView;
            v.zoom = 1;
            v.panX = 30 * v.cellSize;
            v.panY = 30 * v.cellSize;
            scene.view.banner.hide();
            wait(0);
        }
        function pan() {
            const v = scene.boardView;
            return [v.panX, v.panY, v.zoom];
        }
        function test_a_computer_tile_off_screen_is_followed() {
            const c = scene.controller;
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "easy"
                            }],
                        "deck": ["D", "E", "V", "B", "D"],
                        "seed": 1
                    }), "");
            const spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            lookAway();
            compare(c.skipDeploy(), "");
            // the computer plays its turn, then it is the human's turn again
            tryCompare(c, "currentPlayer", 0, 10000);
            tryCompare(c, "awaitingHuman", true);
            const last = c.board.get(c.board.count - 1);
            compare(c.board.count, 2);
            verify(cellShows(last.x, last.y), "the computer's tile was followed into view");
            // and it is framed at the same zoom
            compare(scene.boardView.zoom, 1);
        }
        function test_a_wheel_event_out_of_sight_shows_the_inset() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "U/2", "E", "B"],
                        "seed": 1
                    }), "");
            const inset = scene.findObject(scene.board, "wheelInset");
            verify(inset);
            verify(!inset.visible);
            const spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            lookAway();
            const steps = c.pigSteps;
            compare(c.skipDeploy(), "");
            // Bo draws U/2: the pig walks two sectors while the wheel is out of sight
            compare(c.pigSteps, steps + 2);
            verify(inset.visible, "the inset shows the wheel");
            const wheel = scene.findObject(inset, "insetWheel");
            tryCompare(scene.board.wheel, "pigSector", c.pigSector);
            compare(wheel.pigSector, c.pigSector, "the inset's pig stands where the board's does");
            // bring the wheel into view: the inset goes
            scene.focusCell(1, 1);
            wait(0);
            verify(!inset.visible);
        }
        function test_following_can_be_turned_off() {
            const c = scene.controller;
            scene.view.setFollowComputers(false);
            compare(scene.board.followComputers, false);
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "easy"
                            }],
                        "deck": ["D", "E", "V", "B", "D"],
                        "seed": 1
                    }), "");
            const spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            lookAway();
            const before = pan();
            compare(c.skipDeploy(), "");
            tryCompare(c, "currentPlayer", 0, 10000);
            tryCompare(c, "awaitingHuman", true);
            compare(pan(), before, "following is off: the view keeps still");
        }
        function test_home_frames_every_lit_spot() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "V", "B"],
                        "seed": 1
                    }), "");
            verify(c.legalPositions.count > 0);
            lookAway();
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_Home);
            for (let i = 0; i < c.legalPositions.count; ++i) {
                const p = c.legalPositions.get(i);
                verify(cellShows(p.x, p.y), "lit spot " + p.x + "," + p.y + " in view after Home");
            }
        }
        function test_the_view_keeps_still_while_the_human_plays() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "V", "B"],
                        "seed": 1
                    }), "");
            const spot = scene.firstLegal();
            // the lit spot near the right edge of the view: laying there must not pan
            scene.focusCell(spot.x, spot.y);
            const v = scene.boardView;
            v.panX -= v.width / 2 - v.cellSize * 0.8;
            wait(0);
            const before = pan();
            const p = scene.cellPoint(spot.x, spot.y);
            mouseClick(v, p.x, p.y);
            compare(c.phase, GameController.Deploy);
            // whatever would move the view later (a timer, a queued call) has run: nothing did
            scene.fireTimers();
            wait(0);
            compare(pan(), before, "laying a tile does not move the view");
            keyClick(Qt.Key_S);
            compare(c.phase, GameController.Place);
            scene.fireTimers();
            wait(0);
            compare(pan(), before, "ending the turn does not move the view");
        }

        name: "Camera"
        when: windowShown
    }
}
