// SPDX-License-Identifier: GPL-3.0-or-later
// "Suggest a move" (H): the tile in hand turns to the suggested rotation, so that a lit spot
// shows under the ghost, and the ghost comes into view, clear of the wheel banner and of the
// toast that says why.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function ask() {
            const c = scene.controller;
            // A fixed number of playouts: the same advice each time, however fast the machine
            // (the game's advisor thinks against the clock).
            c.advisor.level = "strong:64";
            compare(c.aids.suggestMove(), "");
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
            compare(toastClear(), "");
            scene.width = 1280;
            scene.height = 800;
        }
        // A keyboard player takes the hint with Enter: the tile where the ghost shows, in its
        // rotation, then (Enter again) the follower it advised. The keyboard's choice and the
        // hint wear different colours, and the toast says it in words, with the key.
        function test_enter_plays_the_hint() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            const a = ask();
            const x = a.x, y = a.y, r = a.rotation, feature = a.featureKind, port = a.portIndex, sector = a.crownSector, slot = a.crownSlot;
            const spot = scene.findObject(scene.boardView, "legalMarker_" + x + "_" + y);
            verify(spot.chosen, "the keyboard's choice is the hint's spot");
            verify(Qt.colorEqual(spot.border.color, Theme.focus));
            const mark = scene.findObject(scene.board.hintGhost, "hintMark");
            verify(!Qt.colorEqual(mark.frame, Theme.focus), "the hint is not in the keyboard's blue");
            compare(scene.findObject(mark, "moveMarkTag").visible, true);
            const words = scene.view.toast.text;
            verify(words.indexOf("expected lead") < 0, words);
            verify(/over the others|your standing|lose the fewest/.test(words), words);
            verify(words.indexOf("plays it") > 0, words);
            compare(toastClear(), "");
            scene.boardView.forceActiveFocus();
            keyClick(Qt.Key_Return);
            compare(c.phase, GameController.Deploy);
            const t = c.board.lastTile;
            compare([t.x, t.y, t.rotation], [x, y, r]);
            // the tile laid, its words go ("Conseil : posez la tuile…" stayed); the follower's stay
            const after = scene.view.toast.text;
            verify(after.indexOf("lay the tile") < 0, after);
            verify(after.indexOf("plays it") > 0, "the rest of the hint stays: " + after);
            // a role inside the sentence has a small first letter ("Follower: knight in the city.")
            const role = /Follower: (.)/.exec(after);
            if (role)
                compare(role[1], role[1].toLowerCase(), after);
            wait(0); // the choice goes to the advised follower
            keyClick(Qt.Key_Return);
            compare(c.actingPlayer, 1, "the turn ended");
            // the hint's words leave with its turn (the newcomer took them for the next tile's)
            compare(scene.view.toast.counting, false, "the hint's toast is going");
            verify(scene.view.toast.opacity < 1 || scene.view.toast.text !== words, "the hint's toast is going");
            if (sector >= 0) {
                compare(scene.board.crownOccupants[WheelLayout.crownIndex(sector, slot)], 0);
            } else {
                let found = false, mine = 0;
                for (let i = 0; i < c.followers.count; ++i) {
                    const f = c.followers.get(i);
                    if (f.player !== 0 || f.onCrown)
                        continue;
                    ++mine;
                    found = found || (f.x === x && f.y === y && f.feature === feature && f.port === port);
                }
                compare(found, feature >= 0, "the advised follower");
                compare(mine, feature >= 0 ? 1 : 0);
            }
        }
        // No hint for a game the setup screen hides: the button is not there, H and the view's
        // action do nothing (the tile in hand keeps its rotation).
        function test_no_hint_over_the_setup_screen() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            const rotation = c.rotation;
            scene.view.showSetup = true;
            verify(!scene.findObject(scene.view, "hintButton").visible);
            keyClick(Qt.Key_H);
            scene.view.suggestMove();
            verify(!c.advisor.thinking && !c.advisor.valid);
            compare(c.rotation, rotation);
            scene.view.showSetup = false;
            verify(scene.findObject(scene.view, "hintButton").visible);
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
        // The toast that says why covers no lit spot and not the board's centre button.
        function toastClear() {
            const t = scene.view.toast;
            if (!t.visible)
                return "";
            const v = scene.boardView;
            const tp = t.mapToItem(v, 0, 0);
            const meets = (it, what) => {
                const p = it.mapToItem(v, 0, 0);
                const q = it.mapToItem(v, it.width, it.height);
                return p.x < tp.x + t.width && q.x > tp.x && p.y < tp.y + t.height && q.y > tp.y ? what + " under the toast; " : "";
            };
            let out = meets(scene.findObject(v, "centreButton"), "the centre button");
            const c = scene.controller;
            for (let i = 0; i < c.legalPositions.count; ++i) {
                const x = c.legalPositions.value(i, "x"), y = c.legalPositions.value(i, "y");
                out += meets(scene.findObject(v, "legalMarker_" + x + "_" + y), "the lit spot " + x + "," + y);
            }
            return out;
        }

        name: "Hint"
        when: windowShown
    }
}
