// SPDX-License-Identifier: GPL-3.0-or-later
// Where the wheel banner stands on the table, and at which size. It never covers what must
// stay in sight: the wheel (the board's, the dock's or the inset), the centre button, the
// hint's ghost and what the player may click now (the lit spots while placing, the tile just
// laid while deploying, the ringed followers during the plague). Among the places that cover
// none of those, the one covering least of the rest (the land: the tile laid last most, then
// the followers' tiles, then every tile), the top and bottom rows first (centre, then the
// corners), then a grid over the area nearest an edge first. Once shown, it stays where it is
// while that covers nothing that must stay in sight, and it never grows back until shown
// anew. The banner in full first; where it fits nowhere, its title only (compact); then its
// sector symbol alone (tiny). Pure geometry over the board's state; it only reads GameBoard
// and its BoardView.
import QtQuick
import Fortuna.Model

QtObject {
    id: root

    required property Item area          // the banner's parent (the board area)
    property var avoid: []                // more items to leave free when shown (the lesson's card)
    required property Item board         // GameBoard
    property real bottomReserve: 44       // the event log's tab
    // {p: point, size: "full"|"compact"|"tiny", hard: area of what must stay in sight covered}
    readonly property var chosen: {
        hotRects;
        showing;
        return choose();
    }
    // True when the chosen place covers nothing that must stay in sight (the tests check it).
    readonly property bool clear: chosen.hard === 0
    readonly property bool compact: chosen.size !== "full"
    property real compactHeight: 0
    property real compactWidth: 0
    required property GameController controller
    property real fullHeight: 0
    // the banner's size in full (as last measured), compact and tiny
    property real fullWidth: 0

    // What the banner should leave free, in area coordinates: {r: rect, hard: bool}. Hard: the
    // wheel, the hint's ghost, what the player may click now (never covered when any place
    // avoids them); else the tile laid last (avoided when possible).
    readonly property var hotRects: {
        if (!area || !board)
            return [];
        const v = board.view;
        // re-read on every move of the view and every change of what may be clicked
        v.panX;
        v.panY;
        v.zoom;
        v.width;
        v.height;
        area.width;
        area.height;
        controller.legalPositions.count;
        controller.rotation;
        controller.phase;
        controller.awaitingHuman;
        controller.followers.count;
        controller.board.count;
        board.lastTile;
        board.autoCentre;
        const ghost = board.hintGhost;
        const inset = board.wheelInset;
        ghost.visible;
        ghost.x;
        ghost.y;
        inset.visible;
        for (const it of avoid) {
            if (it) {
                it.visible;
                it.height;
            }
        }
        const rects = [];
        // board pixels -> area, from the view's own numbers (its layers may not have moved yet)
        const origin = v.mapToItem(area, 0, 0);
        const boardRect = (bx, by, bw, bh, hard) => rects.push({
                    "r": Qt.rect(origin.x + (bx - v.panX) * v.zoom, origin.y + (by - v.panY) * v.zoom, bw * v.zoom, bh * v.zoom),
                    "hard": hard
                });
        const cell = (x, y, hard) => boardRect(x * v.cellSize, y * v.cellSize, v.cellSize, v.cellSize, hard);
        const item = it => {
            const p = it.mapToItem(area, 0, 0);
            rects.push({
                    "r": Qt.rect(p.x, p.y, it.width, it.height),
                    "hard": true
                });
        };
        if (board.placing) {
            const m = controller.legalPositions;
            for (let i = 0; i < m.count; ++i)
                cell(m.value(i, "x"), m.value(i, "y"), true);
        }
        if (board.plaguing) {
            const f = controller.followers;
            for (let i = 0; i < f.count; ++i) {
                if (f.value(i, "removable"))
                    cell(f.value(i, "x"), f.value(i, "y"), true);
            }
        }
        // the land: every tile laid (soft), a follower's cell more so
        const tiles = controller.board;
        for (let i = 0; i < tiles.count; ++i)
            cell(tiles.value(i, "x"), tiles.value(i, "y"), false);
        const men = controller.followers;
        for (let i = 0; i < men.count; ++i) {
            if (!men.value(i, "onCrown")) {
                cell(men.value(i, "x"), men.value(i, "y"), false);
                rects[rects.length - 1].weight = 4;
            }
        }
        // while deploying, the markers are on the tile just laid
        if (board.lastTile) {
            cell(board.lastTile.x, board.lastTile.y, board.deploying);
            rects[rects.length - 1].weight = 8;
        }
        // the hint's ghost, with its frame
        if (ghost.visible)
            boardRect(ghost.x - 4, ghost.y - 4, ghost.width + 8, ghost.height + 8, true);
        // the wheel: its disc (the corners of its square are free)
        const w = board.wheel;
        if (w && w.visible && w.width > 0) {
            const onBoard = controller.options.wheelAsStart;
            const wc = w.mapToItem(onBoard ? v.overlay : area, w.wheelCentre.x, w.wheelCentre.y);
            const rad = w.wheelRadius * (onBoard ? v.zoom : 1);
            const centre = onBoard ? Qt.point(origin.x + (wc.x - v.panX) * v.zoom, origin.y + (wc.y - v.panY) * v.zoom) : wc;
            rects.push({
                    "r": Qt.rect(centre.x - rad, centre.y - rad, 2 * rad, 2 * rad),
                    "hard": true,
                    "disc": true
                });
        }
        if (inset.visible)
            item(inset);
        if (v.centreButton.visible)
            item(v.centreButton);
        for (const it of avoid) {
            if (it && it.visible && it.width > 0 && it.height > 0)
                item(it);
        }
        return rects;
    }
    property real margin: 12
    // The place and size of this showing ({showing, p, size}): the banner keeps them while they
    // cover nothing hard (a pan, Home or a choice cycled with Space never moves it), and it
    // never grows back within a showing. Not a notifying property: choose() keeps it.
    readonly property var memo: ({})
    // Counts the showings (forget()).
    property int showing: 0
    readonly property point spot: Qt.point(Math.round(chosen.p.x), Math.round(Math.max(margin, chosen.p.y)))
    readonly property bool tiny: chosen.size === "tiny"
    // the sector symbol alone, in its frame
    property real tinySize: 72

    // The best place for a w × h banner among `places`: {p, hard, soft}: no hard thing covered
    // if any place allows, then as little of the rest as possible.
    function best(places, w, h) {
        let choice = null, least = Infinity;
        for (const p of places) {
            const c = coverage(p, w, h);
            const cost = c.hard * 1e6 + c.soft;
            if (cost < least) {
                least = cost;
                choice = {
                    "p": p,
                    "hard": c.hard,
                    "soft": c.soft
                };
            }
            if (cost === 0)
                break;
        }
        return choice;
    }

    // The places tried for a banner of w × h: the top and bottom rows first (centre, then the
    // corners), then every place on a grid over the area, nearest the top or bottom edge first.
    function candidates(w, h) {
        if (!area)
            return [Qt.point(margin, margin)];
        const m = margin;
        const left = m, right = Math.max(m, area.width - w - m), centre = Math.max(m, Math.round((area.width - w) / 2));
        const top = m, bottom = Math.max(m, area.height - h - bottomReserve);
        const list = [Qt.point(centre, top), Qt.point(left, top), Qt.point(right, top), Qt.point(centre, bottom), Qt.point(left, bottom), Qt.point(right, bottom)];
        const step = w < 100 ? 12 : 24;
        const rows = [];
        for (let y = top; y <= bottom; y += step)
            rows.push(y);
        rows.sort((a, b) => Math.min(a - top, bottom - a) - Math.min(b - top, bottom - b));
        for (const y of rows) {
            for (let x = left; x <= right; x += step)
                list.push(Qt.point(x, y));
            list.push(Qt.point(right, y));
        }
        return list;
    }

    // The full banner where it covers nothing hard; else the compact one; else the symbol;
    // when even that covers something, the symbol where it covers least. Within a showing, the
    // place held so far while it covers nothing hard, and never a larger size.
    function choose() {
        let sizes = [["full", fullWidth, fullHeight], ["compact", compactWidth, compactHeight], ["tiny", tinySize, tinySize]];
        // (not while a new game's view settles: the view frames the board then)
        if (memo.showing === showing && memo.size && !board.autoCentre) {
            const from = sizes.findIndex(s => s[0] === memo.size);
            sizes = sizes.slice(Math.max(0, from));
            const held = sizes[0];
            const inside = area && memo.p.x + held[1] <= area.width - margin + 0.5 && memo.p.y + held[2] <= Math.max(margin + held[2], area.height - bottomReserve) + 0.5;
            if (inside && coverage(memo.p, held[1], held[2]).hard === 0)
                return {
                    "p": memo.p,
                    "size": held[0],
                    "hard": 0
                };
        }
        const keep = c => {
            memo.showing = showing;
            memo.p = c.p;
            memo.size = c.size;
            return c;
        };
        let last = null;
        for (const s of sizes) {
            const b = best(candidates(s[1], s[2]), s[1], s[2]);
            last = {
                "p": b.p,
                "size": s[0],
                "hard": b.hard
            };
            if (b.hard === 0)
                return keep(last);
        }
        return keep(last);
    }

    // What a w × h banner at `p` covers: {hard, soft} areas.
    function coverage(p, w, h) {
        let hard = 0, soft = 0;
        for (const hot of hotRects) {
            const r = hot.r;
            const ix = Math.min(p.x + w, r.x + r.width) - Math.max(p.x, r.x);
            const iy = Math.min(p.y + h, r.y + r.height) - Math.max(p.y, r.y);
            if (ix > 0 && iy > 0 && (!hot.disc || meetsDisc(p, w, h, r))) {
                if (hot.hard)
                    hard += ix * iy;
                else
                    soft += ix * iy * (hot.weight || 1);
            }
        }
        return {
            "hard": hard,
            "soft": soft
        };
    }
    // A new showing (the banner shown again, or another event): the place is chosen afresh.
    function forget() {
        ++showing;
    }

    // Whether a w × h rectangle at `p` meets the disc inscribed in `r`.
    function meetsDisc(p, w, h, r) {
        const rad = r.width / 2, cx = r.x + rad, cy = r.y + rad;
        const dx = cx - Math.max(p.x, Math.min(cx, p.x + w));
        const dy = cy - Math.max(p.y, Math.min(cy, p.y + h));
        return dx * dx + dy * dy < rad * rad;
    }
}
