// SPDX-License-Identifier: GPL-3.0-or-later
// The board's aids for the players, each on the layer it belongs to: the others' last tiles
// and followers on the board (LastMoveMarks), the pig's last walk and their crown followers
// on the wheel in use (PigTrail), what a sector would pay now over its crown spaces
// (CrownPreview), and the follower that waits for the end of the turn (StagedFollower).
import QtQuick
import Fortuna
import Fortuna.Game

Item {
    id: aids

    // The game board (GameBoard.qml): its controller, wheel in use, keyboard choice, colours.
    required property Item board
    required property BoardView view

    LastMoveMarks {
        colorIndexOf: aids.board.playerColorIndex
        controller: aids.board.controller
        parent: aids.view.overlay
        view: aids.view
    }
    PigTrail {
        colorIndexOf: aids.board.playerColorIndex
        controller: aids.board.controller
        parent: aids.board.wheel
        wheel: aids.board.wheel
    }
    CrownPreview {
        avoid: aids.board.avoid
        cellSize: aids.view.cellSize
        controller: aids.board.controller
        cursor: aids.board.cursor
        deploying: aids.board.deploying
        lastTile: aids.board.lastTile
        parent: aids.board.wheel
        placing: aids.board.placing
        popupLayer: aids.board.controller.options.wheelAsStart ? aids.view.overlay : null
        viewMoves: aids.view.panX + aids.view.panY + aids.view.zoom + aids.view.width + aids.view.height
        wheel: aids.board.wheel
        zoom: aids.board.controller.options.wheelAsStart ? aids.view.zoom : 1
    }
    StagedFollower {
        board: aids.board
        view: aids.view
    }
}
