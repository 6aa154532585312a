// SPDX-License-Identifier: GPL-3.0-or-later
// Moves the board view's camera: frames a set of cells (the plague's choice), keeps cells
// in sight (the keyboard's choice with the others) and follows a computer's tile that lands off-screen.
// It never moves by itself while a human is to act (GameBoard decides when to call it).
// Non-visual; GameBoard owns one.
import QtQml
import Fortuna

QtObject {
    id: camera

    // Room kept free at the top of the view when framing (the wheel banner).
    property real topMargin: 150
    required property BoardView view

    function anyInView(cells) {
        for (const c of cells) {
            if (cellInView(c.x, c.y))
                return true;
        }
        return false;
    }
    // Whether the whole cell shows in the view.
    function cellInView(cellX, cellY) {
        const c = view.cellCentre(cellX, cellY);
        const half = view.cellSize * view.zoom / 2;
        return c.x - half >= 0 && c.x + half <= view.width && c.y - half >= 0 && c.y + half <= view.height;
    }
    // A computer's tile: when it would land off-screen, glide just far enough that it shows
    // a cell away from the edges (below the top margin); otherwise the view keeps still.
    function follow(cellX, cellY) {
        if (cellInView(cellX, cellY))
            return false;
        const c = view.cellCentre(cellX, cellY);
        const margin = view.cellSize * view.zoom;
        const top = Math.min(topMargin, view.height / 3);
        let dx = 0, dy = 0;
        if (c.x < margin)
            dx = c.x - margin;
        else if (c.x > view.width - margin)
            dx = c.x - (view.width - margin);
        if (c.y < top + margin / 2)
            dy = c.y - (top + margin / 2);
        else if (c.y > view.height - margin)
            dy = c.y - (view.height - margin);
        view.panTo(view.panX + dx / view.zoom, view.panY + dy / view.zoom);
        return true;
    }

    // Frames the given cells, at zoom 1 at most, below the top margin.
    function frameCells(cells) {
        if (cells.length === 0)
            return;
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (const c of cells) {
            x0 = Math.min(x0, c.x);
            y0 = Math.min(y0, c.y);
            x1 = Math.max(x1, c.x + 1);
            y1 = Math.max(y1, c.y + 1);
        }
        const top = topMargin;
        const w = view.width, h = view.height - top;
        const fit = Math.min(w / ((x1 - x0 + 2) * view.cellSize), h / ((y1 - y0 + 2) * view.cellSize));
        const z = Math.max(view.minZoom, Math.min(1, fit));
        view.zoom = z;
        view.panX = (x0 + x1) / 2 * view.cellSize - w / 2 / z;
        view.panY = (y0 + y1) / 2 * view.cellSize - (top + h / 2) / z;
    }
    // Brings every cell of `cells` into view, the least move (none when they all show).
    function showAll(cells) {
        return view.showCells(cells);
    }
}
