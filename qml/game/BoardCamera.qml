// SPDX-License-Identifier: GPL-3.0-or-later
// Moves the board view's camera: frames a set of cells (the plague's choice) and keeps a
// cell in sight. Non-visual; GameBoard owns one.
import QtQml
import Fortuna

QtObject {
    id: camera

    required property BoardView view
    // Room kept free at the top of the view when framing (the wheel banner).
    property real topMargin: 150

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
    // Pans so that the cell is at least a cell away from the view's edges.
    function ensureVisible(cellX, cellY) {
        const c = view.cellCentre(cellX, cellY);
        const margin = view.cellSize * view.zoom;
        if (c.x < margin || c.x > view.width - margin)
            view.panX += (c.x - view.width / 2) / view.zoom;
        if (c.y < margin || c.y > view.height - margin)
            view.panY += (c.y - view.height / 2) / view.zoom;
    }
}
