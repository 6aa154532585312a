// SPDX-License-Identifier: GPL-3.0-or-later
// Crown spaces and sectors of the wheel board: layout from the rules engine, clicks, occupants.
import QtQuick
import QtTest
import Fortuna

Item {
    id: scene
    height: 420
    width: 420

    TestCase {
        id: testCase
        function makeBoard() {
            const board = createTemporaryObject(boardComponent, scene);
            verify(board);
            crownSpy.target = board;
            sectorSpy.target = board;
            crownSpy.clear();
            sectorSpy.clear();
            return board;
        }
        function test_clicking_a_crown_space() {
            const board = makeBoard();
            for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
                const crown = findChild(board, "crown" + i);
                verify(crown, "crown space " + i);
                crownSpy.clear();
                mouseClick(crown);
                compare(crownSpy.count, 1, "crown space " + i);
                compare(crownSpy.signalArguments[0][0], WheelLayout.crownSectors[i]);
                compare(crownSpy.signalArguments[0][1], WheelLayout.crownSlots[i]);
            }
            compare(sectorSpy.count, 0, "a crown click is not a sector click");
        }
        function test_clicking_a_sector() {
            const board = makeBoard();
            for (let s = 0; s < 6; ++s) {
                const a = (s * 60 + 30) * Math.PI / 180;
                const r = board.wheelRadius * 0.33;
                sectorSpy.clear();
                mouseClick(board, board.wheelCentre.x + Math.sin(a) * r, board.wheelCentre.y - Math.cos(a) * r);
                compare(sectorSpy.count, 1, "sector " + s);
                compare(sectorSpy.signalArguments[0][0], s);
            }
            // outside the wheel, on the land: nothing
            sectorSpy.clear();
            mouseClick(board, 10, 10);
            compare(sectorSpy.count, 0);
        }
        function test_crown_layout_comes_from_the_rules() {
            compare(WheelLayout.sectorCount, 6);
            compare(WheelLayout.crownSpaceCount, 9);
            compare(WheelLayout.crownsPerSector, [1, 2, 1, 2, 1, 2]);
            compare(WheelLayout.crownSectors, [0, 1, 1, 2, 3, 3, 4, 5, 5]);
            compare(WheelLayout.crownSlots, [0, 0, 1, 0, 0, 1, 0, 0, 1]);
            compare(WheelLayout.crownIndex(3, 1), 5);
            compare(WheelLayout.crownIndex(0, 1), -1);
        }
        function test_crown_spaces_sit_in_their_sectors() {
            const board = makeBoard();
            for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
                const crown = findChild(board, "crown" + i);
                const c = crown.mapToItem(board, crown.width / 2, crown.height / 2);
                const dx = c.x - board.wheelCentre.x, dy = c.y - board.wheelCentre.y;
                let deg = Math.atan2(dx, -dy) * 180 / Math.PI;
                if (deg < 0)
                    deg += 360;
                compare(Math.floor(deg / 60), WheelLayout.crownSectors[i]);
                verify(Math.sqrt(dx * dx + dy * dy) < board.wheelRadius * WheelLayout.faceRadius);
            }
        }
        function test_highlighted_sector_glows() {
            const board = makeBoard();
            const a = 150 * Math.PI / 180; // Famine, away from its crown space and symbol
            const r = board.wheelRadius * 0.7;
            const x = Math.round(board.wheelCentre.x + Math.sin(a + 0.44) * r);
            const y = Math.round(board.wheelCentre.y - Math.cos(a + 0.44) * r);
            const before = grabImage(board).pixel(x, y);
            board.highlightSector = 2;
            waitForRendering(board);
            const after = grabImage(board).pixel(x, y);
            verify(after.r + after.g > before.r + before.g, "the sector got brighter: " + before + " -> " + after);
            verify(after.b <= after.r, "a warm glow");
        }
        function test_occupants_are_shown() {
            const board = makeBoard();
            board.crownOccupants = [-1, 1, -1, 3, 0, -1, 2, -1, 4];
            for (let i = 0; i < 9; ++i) {
                const meeple = findChild(findChild(board, "crown" + i), "occupant");
                verify(meeple);
                compare(meeple.visible, board.crownOccupants[i] >= 0, "crown space " + i);
                if (meeple.visible)
                    compare(meeple.player, board.crownOccupants[i]);
            }
            board.crownOccupants = [];
            verify(!findChild(findChild(board, "crown" + 1), "occupant").visible);
        }

        name: "WheelBoard"
        when: windowShown

        Component {
            id: boardComponent
            WheelBoard {
                animate: false
                cellSize: 100
            }
        }
        SignalSpy {
            id: crownSpy
            signalName: "crownClicked"
        }
        SignalSpy {
            id: sectorSpy
            signalName: "sectorClicked"
        }
    }
}
