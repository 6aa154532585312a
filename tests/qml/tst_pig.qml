// SPDX-License-Identifier: GPL-3.0-or-later
// The pig walks clockwise only: its rotation never decreases, and it stops on the sector
// pigSteps % 6.
import QtQuick
import QtTest
import Fortuna

Item {
    id: scene
    height: 500
    width: 500

    TestCase {
        id: testCase

        property var seen: []

        function makeBoard(animate, stepDuration) {
            const board = createTemporaryObject(boardComponent, scene, {
                    "animate": animate,
                    "stepDuration": stepDuration
                });
            verify(board);
            arrived.target = board;
            arrived.clear();
            seen = [board.pigRotation];
            board.pigRotationChanged.connect(() => seen.push(board.pigRotation));
            return board;
        }
        function sectorOf(rotation) {
            return Math.floor((((rotation % 360) + 360) % 360) / 60);
        }
        function test_created_with_steps_shows_them_at_once() {
            const board = createTemporaryObject(boardComponent, scene, {
                    "pigSteps": 4
                });
            compare(board.pigRotation, 4 * 60 + 30);
            compare(board.pigSector, 4);
            verify(!board.pigWalking);
        }
        function test_long_walk_many_turns() {
            const board = makeBoard(true, 20);
            board.pigSteps = 14; // more than two turns: 14 % 6 = 2
            tryCompare(arrived, "count", 1, 20000);
            verifyNeverBackwards();
            compare(board.pigSector, 2);
            compare(sectorOf(board.pigRotation), 2);
        }
        function test_more_steps_while_walking() {
            const board = makeBoard(true, 80);
            // Three more steps asked for in the middle of a walk of two, whatever the frame rate:
            // at the first frame past half a step (the first step ends at 1 at the latest).
            let walkingWhenAsked = false;
            board.pigRotationChanged.connect(() => {
                    if (board.pigSteps === 2 && board.pigPosition >= 0.5) {
                        walkingWhenAsked = board.pigWalking;
                        board.pigSteps = 5;
                    }
                });
            board.pigSteps = 2;
            tryCompare(arrived, "count", 1, 20000);
            verify(walkingWhenAsked, "the steps were added while the pig walked");
            verify(!board.pigWalking);
            verifyNeverBackwards();
            compare(board.pigRotation, 5 * 60 + 30);
            compare(sectorOf(board.pigRotation), 5);
            compare(arrived.count, 1); // one walk, on to the new end
        }

        // The pig never hides the name of a sector, its own included: at every stop its whole
        // figure stands outside the ring where the names run (WheelMetrics::NameRadius 0.93;
        // the capitals of a bold serif at 0.082 of the radius reach about 0.96 of it).
        function test_pig_leaves_the_names_on_the_ring_free() {
            const board = makeBoard(false, 350);
            const pig = findChild(board, "pig");
            for (let steps = 0; steps < 6; ++steps) {
                board.pigSteps = steps;
                let nearest = Infinity;
                for (let i = 0; i <= 10; ++i) {
                    for (const c of [[pig.width * i / 10, 0], [pig.width * i / 10, pig.height], [0, pig.height * i / 10], [pig.width, pig.height * i / 10]]) {
                        const p = pig.mapToItem(board, c[0], c[1]);
                        nearest = Math.min(nearest, Math.hypot(p.x - board.wheelCentre.x, p.y - board.wheelCentre.y));
                    }
                }
                verify(nearest >= board.wheelRadius * 0.962, "sector " + steps + ": the pig reaches " + (nearest / board.wheelRadius).toFixed(3) + " of the radius");
            }
        }
        function test_pig_stands_at_the_rim_of_its_sector() {
            const board = makeBoard(false, 350);
            const pig = findChild(board, "pig");
            verify(pig);
            for (let steps = 0; steps < 6; ++steps) {
                board.pigSteps = steps;
                const c = pig.mapToItem(board, pig.width / 2, pig.height / 2);
                const dx = c.x - board.wheelCentre.x, dy = c.y - board.wheelCentre.y;
                const dist = Math.sqrt(dx * dx + dy * dy);
                verify(dist > board.wheelRadius * 0.95 && dist < board.wheelRadius * 1.5, "pig at distance " + dist);
                let deg = Math.atan2(dx, -dy) * 180 / Math.PI;
                if (deg < 0)
                    deg += 360;
                compare(Math.floor(deg / 60), steps, "the pig stands beside sector " + steps);
            }
        }
        // The pig stays on the wheel board (never over the land around it, where tiles, lit
        // spots and followers are) and clear of the crown spaces, at every stop and on the way.
        function test_pig_stays_on_the_board_and_off_the_crowns() {
            const board = makeBoard(true, 200);
            const pig = findChild(board, "pig");
            verify(pig);
            const side = 4 * board.cellSize;
            const crowns = [];
            for (let i = 0; i < 9; ++i)
                crowns.push(findChild(board, "crown" + i));
            let samples = 0;
            function check(when) {
                // the corners of the turned figure
                for (const c of [[0, 0], [pig.width, 0], [0, pig.height], [pig.width, pig.height]]) {
                    const p = pig.mapToItem(board, c[0], c[1]);
                    verify(p.x >= -0.5 && p.y >= -0.5 && p.x <= side + 0.5 && p.y <= side + 0.5, when + ": pig corner " + p.x.toFixed(1) + "," + p.y.toFixed(1) + " off the board");
                }
                const centre = pig.mapToItem(board, pig.width / 2, pig.height / 2);
                for (const crown of crowns) {
                    const k = crown.mapToItem(board, crown.width / 2, crown.height / 2);
                    const apart = Math.hypot(centre.x - k.x, centre.y - k.y);
                    verify(apart > crown.width / 2 + pig.height / 2, when + ": pig over " + crown.objectName);
                }
                ++samples;
            }
            // On the way, at ten points of each step whatever the frame rate: the step's
            // animation is paused and the pig put there by hand (its state and its walk are the
            // board's private QtObject and NumberAnimation).
            let state = null, walk = null;
            for (let i = 0; i < board.resources.length; ++i) {
                const o = board.resources[i];
                if (o.stepFrom !== undefined && o.pigPos !== undefined)
                    state = o;
                else if (o.property === "pigPos" && o.duration !== undefined)
                    walk = o;
            }
            verify(state && walk, "the pig's state and walk");
            for (let steps = 0; steps < 7; ++steps) {
                board.pigSteps = steps;
                if (steps > 0) {
                    verify(board.pigWalking);
                    walk.pause();
                    for (let f = 0; f < 10; ++f) {
                        state.pigPos = state.stepFrom + f / 10;
                        compare(board.walkPhase, f / 10);
                        check("walking to " + steps + ", " + f / 10 + " of the way");
                    }
                    walk.resume();
                    tryCompare(board, "pigWalking", false, 20000);
                }
                check("at " + steps);
            }
            compare(samples, 6 * 10 + 7);
        }
        function test_starts_on_fortune() {
            const board = makeBoard(true, 350);
            compare(board.pigSteps, 0);
            compare(board.pigSector, 0);
            compare(sectorOf(board.pigRotation), 0);
            verify(!board.pigWalking);
        }
        function test_walks_forward_one_sector_per_step() {
            const board = makeBoard(true, 350);
            const started = Date.now();
            board.pigSteps = 3;
            verify(board.pigWalking);
            tryCompare(arrived, "count", 1, 20000);
            const elapsed = Date.now() - started;
            verify(elapsed >= 3 * 350 * 0.8, "three steps took only " + elapsed + " ms"); // a lower bound
            verifyNeverBackwards();
            // one sector per step: it stood on Taxes' and Famine's angles on its way (each step
            // ends there, however few frames the machine drew)
            verify(seen.indexOf(90) > 0 && seen.indexOf(150) > seen.indexOf(90), "the pig jumped instead of walking: " + seen);
            compare(board.pigRotation, 3 * 60 + 30);
            compare(board.pigSector, 3);
            compare(sectorOf(board.pigRotation), 3);
            verify(!board.pigWalking);
        }
        function test_without_animation_jumps() {
            const board = makeBoard(false, 350);
            board.pigSteps = 7;
            compare(arrived.count, 1);
            compare(board.pigRotation, 7 * 60 + 30);
            compare(board.pigSector, 1);
            verify(!board.pigWalking);
            verifyNeverBackwards();
        }
        function test_wraps_from_plague_to_fortune() {
            const board = makeBoard(false, 60);
            board.pigSteps = 5;
            compare(board.pigSector, 5);
            board.animate = true;
            arrived.clear();
            seen = [board.pigRotation];
            board.pigSteps = 6;
            tryCompare(arrived, "count", 1, 20000);
            verifyNeverBackwards();
            compare(board.pigRotation, 6 * 60 + 30);
            verify(board.pigRotation > 360, "the pig must go on past a full turn, not back");
            compare(sectorOf(board.pigRotation), 0);
            compare(board.pigSector, 0);
        }
        function verifyNeverBackwards() {
            for (let i = 1; i < seen.length; ++i)
                verify(seen[i] >= seen[i - 1], "rotation went back from " + seen[i - 1] + " to " + seen[i]);
        }

        name: "Pig"
        when: windowShown

        Component {
            id: boardComponent
            WheelBoard {
                cellSize: 100
            }
        }
        SignalSpy {
            id: arrived
            signalName: "pigArrived"
        }
    }
}
