// SPDX-License-Identifier: GPL-3.0-or-later
// The wheel banner stays until the player closes it or acts (never by itself), a click on it
// never reaches the board, and it never covers a lit spot, whatever the framing and size.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function bannerRect() {
            const b = scene.view.banner;
            return Qt.rect(b.x, b.y, b.width, b.height);
        }
        function cleanup() {
            scene.width = 1280;
            scene.height = 800;
            scene.controller.closeGame();
        }
        // The lit spots (board area coordinates) the banner covers.
        function coveredSpots() {
            const b = bannerRect();
            const v = scene.boardView;
            const area = scene.view.banner.parent;
            const hits = [];
            for (let i = 0; i < scene.controller.legalPositions.count; ++i) {
                const s = scene.controller.legalPositions.get(i);
                const p = v.overlay.mapToItem(area, s.x * v.cellSize, s.y * v.cellSize);
                const size = v.cellSize * v.zoom;
                if (p.x < b.x + b.width && p.x + size > b.x && p.y < b.y + b.height && p.y + size > b.y)
                    hits.push(s.x + "," + s.y);
            }
            return hits;
        }
        // What must stay in sight that the banner covers: the lit spots (as "x,y"), the hint's
        // ghost ("ghost"), the wheel's disc ("wheel") and the board's centre button, from the
        // items' own geometry.
        function coveredThings() {
            const b = bannerRect();
            const area = scene.view.banner.parent;
            const hits = coveredSpots();
            const g = scene.board.hintGhost;
            if (g.visible) {
                const p = g.mapToItem(area, 0, 0), q = g.mapToItem(area, g.width, g.height);
                if (p.x < b.x + b.width && q.x > b.x && p.y < b.y + b.height && q.y > b.y)
                    hits.push("ghost");
            }
            const w = scene.board.wheel;
            const c = w.mapToItem(area, w.wheelCentre.x, w.wheelCentre.y);
            const rad = w.mapToItem(area, w.wheelCentre.x + w.wheelRadius, w.wheelCentre.y).x - c.x;
            const dx = c.x - Math.max(b.x, Math.min(c.x, b.x + b.width));
            const dy = c.y - Math.max(b.y, Math.min(c.y, b.y + b.height));
            if (dx * dx + dy * dy < rad * rad - 1)
                hits.push("wheel");
            const cb = scene.boardView.centreButton;
            const cp = cb.mapToItem(area, 0, 0);
            if (cp.x < b.x + b.width && cp.x + cb.width > b.x && cp.y < b.y + b.height && cp.y + cb.height > b.y)
                hits.push("centre button");
            return hits;
        }
        function test_a_click_on_it_stays_with_it() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(v.banner, "mode", "event");
            const count = c.board.count;
            // the body: it closes, the board under it gets nothing (no refusal, no tile)
            v.toast.hide();
            mouseClick(v.banner, 40, v.banner.height - 10);
            compare(v.banner.mode, "hidden");
            wait(50);
            verify(!v.toast.visible || v.toast.text.length === 0, v.toast.text);
            compare(c.board.count, count);
            // the ×
            v.banner.showEvent();
            tryCompare(v.banner, "visible", true);
            const close = scene.findObject(v.banner, "bannerClose");
            verify(close && close.visible);
            mouseClick(close);
            compare(v.banner.mode, "hidden");
            wait(50);
            verify(!v.toast.visible || v.toast.text.length === 0, v.toast.text);
            compare(c.board.count, count);
            compare(c.phase, GameController.Place);
            // the mouse wheel over it does not zoom the board
            v.banner.showEvent();
            tryCompare(v.banner, "visible", true);
            const z = scene.boardView.zoom;
            mouseWheel(v.banner, 60, 30, 0, 120);
            compare(scene.boardView.zoom, z);
        }

        // A computer's move leaves it up; the human laying a tile closes it.
        function test_it_goes_when_the_player_acts() {
            const c = scene.controller;
            const v = scene.view;
            // Ana lays D; Bo (a computer) draws U/3: the pig walks to Storm.
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "random"
                            }],
                        "deck": ["D", "U/3", "E", "B", "D"],
                        "seed": 2
                    }), "");
            const p = scene.firstLegal();
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), "");
            tryCompare(c, "turn", 3);
            tryCompare(c, "awaitingHuman", true);
            compare(v.banner.mode, "event");
            compare(scene.findObject(v.banner, "bannerTitle").text, "Storm");
            const q = scene.firstLegal();
            compare(c.placeTile(q.x, q.y), "");
            compare(v.banner.mode, "hidden");
        }
        // The bag panel (B) open: the banner keeps clear of it (the two covered most of the
        // board).
        function test_it_keeps_clear_of_the_bag() {
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(v.banner, "mode", "event");
            for (const size of [[1280, 800], [1024, 640]]) {
                scene.width = size[0];
                scene.height = size[1];
                v.extras.bagOpen = true;
                tryCompare(v.extras.bagPanel, "visible", true);
                wait(0);
                const bag = v.extras.bagPanel;
                const p = bag.mapToItem(v.banner.parent, 0, 0);
                const b = bannerRect();
                verify(b.x >= p.x + bag.width || b.x + b.width <= p.x || b.y >= p.y + bag.height || b.y + b.height <= p.y, size + ": the banner over the bag");
                verify(v.bannerSpot.clear, size);
                v.extras.bagOpen = false;
            }
        }
        // Once shown, it keeps its place and size while they cover nothing that must stay in
        // sight: panning the board, cycling the lit spots with Space or Home never moves it,
        // and a banner shrunk to its title (the view zoomed in on the wheel) does not open up
        // again when Home frames the board (the full one would cover the land).
        function test_it_keeps_its_place() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(v.banner, "mode", "event");
            const bv = scene.boardView;
            scene.board.autoCentre = false;
            bv.centre();
            wait(0);
            verify(v.bannerSpot.clear);
            const at = Qt.point(v.banner.x, v.banner.y);
            scene.boardView.forceActiveFocus();
            for (let i = 0; i < 2 * c.legalPositions.count; ++i) {
                keyClick(Qt.Key_Space);
                wait(0);
                compare(coveredSpots(), []);
                if (v.bannerSpot.clear && (v.banner.x !== at.x || v.banner.y !== at.y))
                    verify(false, "it moved from " + at + " to " + v.banner.x + "," + v.banner.y + " on Space " + (i + 1));
            }
            bv.panX += bv.cellSize / 3;
            wait(0);
            compare([v.banner.x, v.banner.y], [at.x, at.y], "a small pan leaves it where it was");
            // zoomed in on the wheel: it shrinks; Home: it stays small
            const w = scene.board.wheel;
            const wc = w.mapToItem(bv.overlay, w.wheelCentre.x, w.wheelCentre.y);
            bv.zoom = 2.5;
            bv.panX = wc.x - bv.width / 2 / bv.zoom;
            bv.panY = wc.y - bv.height / 2 / bv.zoom;
            wait(0);
            verify(v.banner.compact, "it shrinks over a wheel that fills the view");
            keyClick(Qt.Key_Home);
            wait(0);
            verify(v.banner.compact, "Home opened it up again");
            verify(v.bannerSpot.clear);
            // the mouse on it: its words in full beside it, covering no lit spot, the wheel nor
            // the centre button either (BannerSpot's hard things)
            mouseMove(v.banner, v.banner.width / 2, v.banner.height / 2);
            const full = v.banner.fullText;
            verify(full, "the banner's words in full");
            tryCompare(full, "visible", true);
            tryVerify(() => full.opened);
            const spot = Qt.point(v.banner.x + full.x, v.banner.y + full.y);
            compare(v.bannerSpot.coverage(spot, full.width, full.height).hard, 0, "the words in full at " + spot + " " + full.width + "×" + full.height);
            verify(full.width > 0 && full.height > 0);
            mouseMove(scene, 1, 1);
            tryCompare(full, "visible", false);
            // shown anew (the next event, or reopened) where it fits in full: in full again
            bv.zoom = 0.6;
            bv.panX = wc.x - bv.width / 2 / bv.zoom;
            bv.panY = wc.y - 0.7 * bv.height / bv.zoom;
            wait(0);
            verify(v.banner.compact);
            v.banner.hide();
            v.banner.showEvent();
            wait(0);
            verify(!v.banner.compact);
        }

        // At 1024×640 and 1280×800, wherever the wheel is in the view, with the hint's ghost on
        // the board and the lit spots around the wheel, the banner covers none of them.
        function test_it_never_covers_the_wheel_the_hint_or_the_lit_spots() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(v.banner, "mode", "event");
            compare(c.aids.suggestMove(), "");
            tryVerify(() => c.advisor.valid, 30000);
            verify(scene.board.hintGhost.visible);
            const w = scene.board.wheel;
            const bv = scene.boardView;
            const wc = w.mapToItem(bv.overlay, w.wheelCentre.x, w.wheelCentre.y);
            for (const size of [[1280, 800], [1024, 640]]) {
                scene.width = size[0];
                scene.height = size[1];
                for (const zoom of [0.6, 1, 1.3]) {
                    for (const fy of [0.2, 0.35, 0.5, 0.65, 0.8]) {
                        for (const fx of [0.25, 0.5, 0.75]) {
                            scene.board.autoCentre = false;
                            bv.zoom = zoom;
                            bv.panX = wc.x - fx * bv.width / zoom;
                            bv.panY = wc.y - fy * bv.height / zoom;
                            wait(0);
                            const where = size + " zoom " + zoom + ", the wheel at " + fx + "," + fy + " " + JSON.stringify(v.bannerSpot.chosen) + JSON.stringify(v.bannerSpot.memo);
                            compare(coveredThings(), [], where);
                            verify(v.bannerSpot.clear, where);
                            verify(v.banner.visible, where);
                            verify(v.banner.x >= 0 && v.banner.x + v.banner.width <= v.banner.parent.width, where);
                        }
                    }
                }
            }
        }
        function test_it_stays_and_leaves_the_lit_spots_free() {
            const c = scene.controller;
            const v = scene.view;
            // Turn 1 draws U/3: the pig walks to Storm.
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "U/2", "E", "B"],
                        "seed": 2
                    }), "");
            tryCompare(v.banner, "mode", "event");
            compare(c.phase, GameController.Place);
            verify(c.legalPositions.count > 0);
            // it does not close by itself: nothing runs in a game of people alone but the
            // scene's timers, and once every one of them has fired it is still there
            verify(!c.busy && !c.thinking);
            verify(scene.fireTimers() > 0);
            wait(0);
            compare(v.banner.mode, "event");
            verify(!c.busy && !c.thinking);
            // under every framing (the lit spots at the top, where it used to stand, at the
            // bottom, zoomed in and out) and at the smallest window, it covers no lit spot
            for (const size of [[1280, 800], [1024, 640]]) {
                scene.width = size[0];
                scene.height = size[1];
                for (const zoom of [0.6, 1, 1.6]) {
                    for (const where of ["top", "bottom", "centre"]) {
                        const bv = scene.boardView;
                        scene.board.autoCentre = false;
                        bv.zoom = zoom;
                        const s = c.legalPositions.get(0);
                        const vy = where === "top" ? 20 : where === "bottom" ? bv.height - 140 : bv.height / 2;
                        bv.panX = (s.x + 0.5) * bv.cellSize - bv.width / (2 * zoom);
                        bv.panY = (s.y + 0.5) * bv.cellSize - vy / zoom;
                        // shown anew at this framing (within one showing it never grows back:
                        // test_it_keeps_its_place)
                        v.banner.hide();
                        v.banner.showEvent();
                        wait(0);
                        compare(coveredSpots(), [], size + " zoom " + zoom + " " + where);
                        verify(v.bannerSpot.clear);
                        // at the usual framings (the board fits: zoom 1 at most) the full banner
                        // finds room; closer in it may shrink to its title (at 1024×640 and zoom 1
                        // too: with the lit spot at the top the wheel fills the middle, and the
                        // banner never covers the wheel)
                        if (zoom < 1 || zoom === 1 && size[0] >= 1280)
                            verify(!v.banner.compact, size + " zoom " + zoom + " " + where);
                        verify(v.banner.x >= 0 && v.banner.x + v.banner.width <= v.banner.parent.width);
                    }
                }
            }
        }

        name: "Banner"
        when: windowShown
    }
}
