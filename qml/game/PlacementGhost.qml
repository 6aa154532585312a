// SPDX-License-Identifier: GPL-3.0-or-later
// The tile in hand drawn where it would go (the cell under the mouse or the keyboard's
// choice) when it fits there in the current rotation; in the board's overlay.
import QtQuick
import Fortuna
import Fortuna.Model

Image {
    id: ghost

    // the GameBoard (placing, cursor, hovering, controller), its BoardView and its ChoiceCursor
    required property var board
    readonly property point cell: {
        if (!board.placing)
            return Qt.point(NaN, NaN);
        if (board.cursor >= 0) {
            const c = choice.cursorCell();
            if (c)
                return c;
        }
        return board.hovering ? Qt.point(board.hoverX, board.hoverY) : Qt.point(NaN, NaN);
    }
    required property var choice
    readonly property bool fits: {
        board.controller.rotation;
        board.controller.legalPositions.count;
        return !isNaN(cell.x) && board.controller.isLegal(cell.x, cell.y);
    }
    required property var view

    asynchronous: true
    height: view.cellSize
    // the board's tiles share this texture with mipmaps: the same settings, or Qt warns
    // "Mipmap settings changed without having image data available"
    mipmap: true
    objectName: "ghost"
    opacity: 0.82
    source: board.controller.currentTile.length > 0 ? "image://tile/" + board.controller.currentTile + "?r=" + board.controller.rotation : ""
    sourceSize: Qt.size(view.cellSize * 2, view.cellSize * 2)
    visible: board.placing && fits
    width: view.cellSize
    x: fits ? cell.x * view.cellSize : 0
    y: fits ? cell.y * view.cellSize : 0
}
