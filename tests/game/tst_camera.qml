// SPDX-License-Identifier: GPL-3.0-or-later
// The table keeps still while a human is to act; a human's turn starts with every lit spot in
// view; a computer's tile that lands off-screen is followed (unless the View menu turns
// following off); Home frames every lit spot; a replay opens centred below its bar, and its
// Home frames the board again; a wheel event with the wheel out of sight shows the wheel inset.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function allLitSpotsShow() {
            const c = scene.controller;
            const out = [];
            for (let i = 0; i < c.legalPositions.count; ++i) {
                const p = c.legalPositions.get(i);
                if (!cellShows(p.x, p.y))
                    out.push(p.x + "," + p.y);
            }
            return out;
        }
        function cellShows(x, y) {
            const v = scene.boardView;
            const c = v.cellCentre(x, y);
            const half = v.cellSize * v.zoom / 2;
            return c.x - half >= 0 && c.x + half <= v.width && c.y - half >= 0 && c.y + half <= v.height;
        }
        // Whether the whole cell would show at framing [panX, panY, zoom].
        function cellShowsAt(f, x, y) {
            const v = scene.boardView;
            const s = v.cellSize * f[2];
            const left = (x * v.cellSize - f[0]) * f[2], top = (y * v.cellSize - f[1]) * f[2];
            return left >= 0 && left + s <= v.width && top >= 0 && top + s <= v.height;
        }
        function cleanup() {
            scene.view.setFollowComputers(true);
            scene.controller.review.endReplay();
            scene.controller.closeGame();
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
        function test_a_human_turn_starts_with_every_lit_spot_in_view() {
            const c = scene.controller;
            for (const size of [[1280, 800], [1024, 640]]) {
                scene.width = size[0];
                scene.height = size[1];
                compare(scene.start({
                            "players": [{
                                    "name": "Ana",
                                    "color": "red"
                                }, {
                                    "name": "Bo",
                                    "color": "blue",
                                    "ai": "easy"
                                }, {
                                    "name": "Cy",
                                    "color": "green"
                                }],
                            "deck": ["D", "E", "V", "B", "D", "E", "V"],
                            "seed": 1
                        }), "");
                scene.fireTimers();
                wait(0);
                compare(allLitSpotsShow(), [], size + ": at the start");
                const spot = scene.firstLegal();
                compare(c.placeTile(spot.x, spot.y), "");
                // the view far off and zoomed in (as a plague's framing may leave it)
                lookAway();
                scene.boardView.zoom = 2.5;
                compare(c.skipDeploy(), "");
                // Bo (a computer) plays, then Cy's turn starts with all her lit spots in view
                tryCompare(c, "currentPlayer", 2, 10000);
                tryCompare(c, "awaitingHuman", true);
                compare(c.phase, GameController.Place);
                wait(0);
                verify(c.legalPositions.count > 0);
                compare(allLitSpotsShow(), [], size + ": Cy's turn");
                c.closeGame();
            }
            scene.width = 1280;
            scene.height = 800;
        }
        function test_a_replay_opens_centred_below_its_bar() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E"],
                        "seed": 1
                    }), "");
            for (let i = 0; i < 2; ++i) {
                const p = scene.firstLegal();
                compare(c.placeTile(p.x, p.y), "");
                compare(c.skipDeploy(), "");
            }
            compare(c.phase, GameController.GameOver);
            scene.view.endDismissed = true;
            lookAway();
            scene.view.extras.replayGame();
            verify(c.replay.active);
            wait(0);
            const bar = scene.view.extras.replayBar;
            verify(bar.visible);
            const v = scene.boardView;
            const check = what => {
                const d = wheelDisc();
                const b = bar.mapToItem(v, 0, 0);
                // the whole wheel shows, below the bar, centred across the view
                verify(d.y - d.r >= b.y + bar.height, what + ": the wheel below the bar (" + (d.y - d.r) + " < " + (b.y + bar.height) + ")");
                verify(d.y + d.r <= v.height && d.x - d.r >= 0 && d.x + d.r <= v.width, what + ": the whole wheel shows");
                verify(Math.abs(d.x - v.width / 2) < 2, what + ": centred across (" + d.x + " vs " + v.width / 2 + ")");
            };
            check("at the start of the replay");
            // Home at the first turn frames it again
            lookAway();
            keyClick(Qt.Key_Home);
            wait(0);
            compare(c.replay.position, 0);
            check("after Home");
        }
        // A new window size later in the game brings every lit spot back into view.
        function test_a_resize_reframes_the_lit_spots() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E", "V", "B"],
                        "seed": 1
                    }), "");
            scene.fireTimers();
            lookAway();
            verify(allLitSpotsShow().length > 0);
            scene.width = 1024;
            scene.height = 640;
            wait(0);
            scene.fireTimers();
            wait(0);
            compare(allLitSpotsShow(), [], "after the resize");
            scene.width = 1280;
            scene.height = 800;
            wait(0);
            scene.fireTimers(); // the framing of this resize is over before the next test
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
        // Taking a tile back (Esc) brings every lit spot back into view, and never glides to
        // the computer's tile laid before; cycling the lit spots with Space keeps them all in
        // view (each press moves the view the least, or not at all).
        function test_esc_and_space_keep_the_lit_spots_in_view() {
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
            scene.board.autoCentre = false; // past the first moments of the game, however quick
            const spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            compare(c.skipDeploy(), "");
            tryCompare(c, "currentPlayer", 0, 10000);
            tryCompare(c, "awaitingHuman", true);
            scene.fireTimers();
            wait(0);
            compare(allLitSpotsShow(), [], "Ana's lit spots show at the start of her turn");
            // Ana lays her tile on a lit spot seen close up, then takes it back
            const s = c.legalPositions.get(c.legalPositions.count - 1);
            scene.focusCell(s.x, s.y);
            scene.boardView.zoom = 1.6;
            scene.boardView.panX = (s.x + 0.5) * scene.boardView.cellSize - scene.boardView.width / 2 / 1.6;
            scene.boardView.panY = (s.y + 0.5) * scene.boardView.cellSize - scene.boardView.height / 2 / 1.6;
            compare(c.placeTile(s.x, s.y), "");
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_Escape);
            compare(c.phase, GameController.Place);
            scene.fireTimers();
            wait(0);
            compare(allLitSpotsShow(), [], "after the take-back");
            for (let i = 0; i < c.legalPositions.count + 1; ++i) {
                keyClick(Qt.Key_Space);
                wait(0);
                compare(allLitSpotsShow(), [], "after Space " + (i + 1));
            }
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
            // the view keeps still while the computer plays (Ana's turn then brings her lit
            // spots into view)
            const bv = scene.boardView;
            const moves = [];
            const moved = () => {
                if (!c.awaitingHuman)
                    moves.push(pan());
            };
            bv.panXChanged.connect(moved);
            bv.panYChanged.connect(moved);
            bv.zoomChanged.connect(moved);
            compare(c.skipDeploy(), "");
            tryCompare(c, "currentPlayer", 0, 10000);
            tryCompare(c, "awaitingHuman", true);
            scene.fireTimers();
            wait(0);
            bv.panXChanged.disconnect(moved);
            bv.panYChanged.disconnect(moved);
            bv.zoomChanged.disconnect(moved);
            compare(c.board.count, 2);
            compare(moves, [], "following is off: the view keeps still during the computer's turn");
            compare(allLitSpotsShow(), [], "Ana's lit spots show");
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
            // Bo's turn: every lit spot of his tile shows; the view moved only if one of them
            // was out of sight
            keyClick(Qt.Key_S);
            compare(c.phase, GameController.Place);
            scene.fireTimers();
            wait(0);
            compare(allLitSpotsShow(), [], "Bo's lit spots show");
            if (String(pan()) !== String(before)) {
                let hidden = 0;
                for (let i = 0; i < c.legalPositions.count; ++i) {
                    const p = c.legalPositions.get(i);
                    if (!cellShowsAt(before, p.x, p.y))
                        ++hidden;
                }
                verify(hidden > 0, "the view moved at the turn's start with every lit spot in sight");
            }
        }
        // The wheel's disc in the board view's coordinates: {x, y, r}.
        function wheelDisc() {
            const w = scene.board.wheel;
            const v = scene.boardView;
            const c = w.mapToItem(v, w.wheelCentre.x, w.wheelCentre.y);
            return {
                "x": c.x,
                "y": c.y,
                "r": w.mapToItem(v, w.wheelCentre.x + w.wheelRadius, w.wheelCentre.y).x - c.x
            };
        }

        name: "Camera"
        when: windowShown
    }
}
