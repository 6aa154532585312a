// SPDX-License-Identifier: GPL-3.0-or-later
// Where the wheel banner stands on the table: the first of a few places (top centre, the
// top corners, the bottom centre and corners) that covers none of what the player may click
// now — the lit spots while placing, the tile just laid and the free crown spaces while
// deploying, the ringed followers during the plague — nor the wheel, nor the tile laid last.
// When every place covers something, the one covering least. Pure geometry over the board's
// state; it only reads GameBoard and its BoardView.
import QtQuick
import Fortuna.Model

QtObject {
    id: root

    required property Item area          // the banner's parent (the board area)
    required property Item board         // GameBoard
    property real bottomReserve: 44       // the event log's tab
    readonly property var chosen: {
        hotRects;
        return compact ? best(compactWidth, compactHeight) : full;
    }
    // True when the chosen place covers nothing the player may click (the tests check it).
    readonly property bool clear: chosen.lit === 0
    readonly property bool compact: full.lit > 0
    property real compactHeight: 0
    property real compactWidth: 0
    required property GameController controller

    // The full banner where it covers no lit spot; else the compact one (its title only).
    readonly property var full: {
        hotRects;
        return best(fullWidth, fullHeight);
    }
    property real fullHeight: 0
    // the banner's size in full (as last measured) and compact
    property real fullWidth: 0

    // What the banner should leave free, in area coordinates: {r: rect, lit: bool}. Lit: what
    // the player may click now (never covered when any place avoids it); else the wheel and
    // the tile laid last (avoided when possible).
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
        board.lastTile;
        const rects = [];
        // board pixels -> area, from the view's own numbers (its layers may not have moved yet)
        const origin = v.mapToItem(area, 0, 0);
        const boardRect = (bx, by, bw, bh, lit) => rects.push({
                    "r": Qt.rect(origin.x + (bx - v.panX) * v.zoom, origin.y + (by - v.panY) * v.zoom, bw * v.zoom, bh * v.zoom),
                    "lit": lit
                });
        const cell = (x, y, lit) => boardRect(x * v.cellSize, y * v.cellSize, v.cellSize, v.cellSize, lit);
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
        // while deploying, the markers are on the tile just laid
        if (board.lastTile)
            cell(board.lastTile.x, board.lastTile.y, board.deploying);
        const w = board.wheel;
        if (w && w.visible && w.width > 0) {
            // its crown spaces are lit while deploying
            const lit = board.deploying && board.anyCrownAvailable;
            if (controller.wheelAsStart) {
                const p = w.mapToItem(v.overlay, 0, 0);
                boardRect(p.x, p.y, w.width, w.height, lit);
            } else {
                const p = w.mapToItem(area, 0, 0);
                rects.push({
                        "r": Qt.rect(p.x, p.y, w.width, w.height),
                        "lit": lit
                    });
            }
        }
        return rects;
    }
    property real margin: 12
    readonly property point spot: Qt.point(Math.round(chosen.p.x), Math.round(Math.max(margin, chosen.p.y)))

    // The best place for a w × h banner: {p, lit}: no lit thing covered if any place allows,
    // then as little of the rest as possible.
    function best(w, h) {
        let choice = null, least = Infinity;
        for (const p of candidates(w, h)) {
            const c = coverage(p, w, h);
            const cost = c.lit * 1000 + c.other;
            if (cost < least) {
                least = cost;
                choice = {
                    "p": p,
                    "lit": c.lit
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
        const step = 24;
        const rows = [];
        for (let y = top; y <= bottom; y += step)
            rows.push(y);
        rows.sort((a, b) => Math.min(a - top, bottom - a) - Math.min(b - top, bottom - b));
        for (const y of rows) {
            for (let x = left; x <= right; x += step)
                list.push(Qt.point(x, y));
        }
        return list;
    }

    // What a w × h banner at `p` covers: {lit, other} areas.
    function coverage(p, w, h) {
        let lit = 0, other = 0;
        for (const hot of hotRects) {
            const r = hot.r;
            const ix = Math.min(p.x + w, r.x + r.width) - Math.max(p.x, r.x);
            const iy = Math.min(p.y + h, r.y + r.height) - Math.max(p.y, r.y);
            if (ix > 0 && iy > 0) {
                if (hot.lit)
                    lit += ix * iy;
                else
                    other += ix * iy;
            }
        }
        return {
            "lit": lit,
            "other": other
        };
    }
}
