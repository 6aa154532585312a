// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay of the analysis: the decision picked on its graph (GameController.analysis),
// on the replayed table just before it: the move played (its frame's corners in ink, tagged
// "Played") and the better one the strong search found (framed in the advice colour, tagged
// "Better move"): no player's colour, not the keyboard's blue. A tile where it goes, in its
// rotation, with its follower; a Plague's follower: the frame of its cell. Only while the
// replay shows that position; TableExtras frames both in the part of the board left free. Its parent is the board view's overlay.
// A puzzle's better move, once asked for (PuzzleCard), is framed alike on the live board.
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property GameAnalysis analysis: controller.analysis
    required property GameController controller
    readonly property PuzzleSession puzzle: controller.puzzle
    readonly property bool puzzleShown: puzzle.state === PuzzleSession.Shown && puzzle.best.kind !== "choose" && !controller.replay.active
    readonly property bool same: analysis.played.x === analysis.best.x && analysis.played.y === analysis.best.y && analysis.played.rotation === analysis.best.rotation
    readonly property bool shown: analysis.selected >= 0 && controller.replay.active && controller.replay.position === analysis.played.turn - 1 && analysis.played.kind !== "choose"
    required property BoardView view

    objectName: "analysisGhosts"
    visible: shown || puzzleShown
    z: 4

    Ghost {
        corners: true
        frame: Theme.ink
        move: root.analysis.played
        objectName: "analysisPlayedGhost"
        tag: qsTr("Played")
        // the same tile laid alike (another follower): its corners and tag round the better
        // move's ghost, the tag below
        tagBelow: root.same
        tile: root.same ? "" : move.tile
        visible: root.shown
    }
    Ghost {
        frame: Theme.advice
        move: root.analysis.best
        objectName: "analysisBestGhost"
        tag: qsTr("Better move")
        visible: root.shown
    }
    Ghost {
        frame: Theme.advice
        move: root.puzzle.best
        objectName: "puzzleBestGhost"
        tag: qsTr("Better move")
        visible: root.puzzleShown
    }

    component Ghost: MoveMark {
        id: ghost

        property var move
        readonly property bool onFeature: move.featureKind >= 0 && move.tile.length > 0

        color: move.color
        followerAt: onFeature ? TileGeometry.featurePoint(move.tile, move.rotation, move.featureKind, move.portIndex) : Qt.point(-1, -1)
        height: root.view.cellSize
        tile: move.tile
        tileRotation: move.rotation
        view: root.view
        width: root.view.cellSize
        x: move.x * root.view.cellSize
        y: move.y * root.view.cellSize
    }
}
