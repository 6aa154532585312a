// SPDX-License-Identifier: GPL-3.0-or-later
// "Suggest a move" (H): the tile in hand turns to the suggested rotation, so that a lit spot
// shows under the ghost, and the ghost comes into view, clear of the wheel banner and of the
// toast that says why.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function ask() {
            const c = scene.controller;
            // A fixed number of playouts: the same advice each time, however fast the machine
            // (the game's advisor thinks against the clock).
            c.advisor.level = "strong:64";
            compare(c.suggestMove(), "");
            tryVerify(() => c.advisor.valid, 30000);
            wait(0);
            return c.advisor;
        }
        function cleanup() {
            scene.controller.advisor.level = "strong";
            scene.controller.closeGame();
        }
        // The ghost's whole cell in the board view, and clear of the banner.
        function ghostShows() {
            const g = scene.board.hintGhost;
            const v = scene.boardView;
            const p = g.mapToItem(v, 0, 0), q = g.mapToItem(v, g.width, g.height);
            if (!g.visible || p.x < 0 || p.y < 0 || q.x > v.width || q.y > v.height)
                return false;
            // clear of the banner and of the toast that says why
            for (const b of [scene.view.banner, scene.view.toast]) {
                if (!b.visible)
                    continue;
                const bp = b.mapToItem(v, 0, 0);
                if (!(p.x >= bp.x + b.width || q.x <= bp.x || p.y >= bp.y + b.height || q.y <= bp.y))
                    return false;
            }
            return true;
        }
        function test_at_the_smallest_window_too() {
            scene.width = 1024;
            scene.height = 640;
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(scene.view.banner, "mode", "event");
            ask();
            verify(ghostShows(), "the ghost shows, clear of the banner and the toast");
            scene.width = 1280;
            scene.height = 800;
        }
        function test_the_hint_turns_the_tile_and_shows() {
            const c = scene.controller;
            // Turn 1 draws U/3: the wheel banner shows while Ana places
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(scene.view.banner, "mode", "event");
            const first = ask();
            const r = first.rotation, x = first.x, y = first.y;
            compare(c.rotation, r);
            verify(c.isLegal(x, y), "a lit spot under the ghost");
            // the tile turned another way and the view far off (or the ghost's cell where the
            // toast shows): asked again, the tile turns back to the hint's rotation and the ghost
            // comes into view
            for (const other of [1, 2, 3]) {
                c.rotation = (r + other) % 4;
                const v = scene.boardView;
                scene.board.autoCentre = false;
                v.zoom = 1;
                if (other === 2) {
                    // the ghost's cell at the bottom of the view, where the toast shows
                    v.panX = (x + 0.5) * v.cellSize - v.width / 2;
                    v.panY = (y + 0.5) * v.cellSize - (v.height - 70);
                } else {
                    v.panX = 30 * v.cellSize;
                    v.panY = 30 * v.cellSize;
                }
                wait(0);
                if (other !== 2)
                    verify(!ghostShows());
                const a = ask();
                compare([a.x, a.y, a.rotation], [x, y, r]);
                compare(c.rotation, r, "turned from " + (r + other) % 4);
                verify(c.isLegal(x, y));
                verify(ghostShows(), "the ghost shows, clear of the banner and the toast");
            }
        }

        name: "Hint"
        when: windowShown
    }
}
