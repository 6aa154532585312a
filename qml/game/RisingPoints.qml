// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay: points rise from a completed feature in the scorer's colour, one line per
// scorer, then fade. It watches the controller's log; the texts go into `layer` (the board
// view's overlay).
import QtQuick
import Fortuna
import Fortuna.Model

QtObject {
    id: rising

    property bool animate: true
    // The colour index of a player (-1: none).
    property var colorIndexOf: null
    required property GameController controller
    // The replay's position the log showed last (its rows follow the position).
    property int logAt: 0
    property Connections logWatch: Connections {
        function onModelReset() {
            rising.logAt = rising.controller.replay.position;
        }
        function onRowsInserted(parent, first, last) {
            // a jump in the replay (a dot of the analysis, the slider, Home, End) brings many
            // turns at once: their points all rose over the board, over the analysis' moves
            const replay = rising.controller.replay, jump = replay.active && Math.abs(replay.position - rising.logAt) > 1;
            rising.logAt = replay.position;
            if (!rising.animate || jump)
                return;
            for (let i = first; i <= last; ++i) {
                const row = rising.controller.log.get(i);
                if (row.kind !== LogKind.Score && row.kind !== LogKind.Tent)
                    continue;
                const pts = row.points;
                for (let k = 0; k < pts.length; ++k) {
                    rising.risingText.createObject(rising.view.overlay, {
                            "cellX": row.x,
                            "cellY": row.y,
                            "points": pts[k].points,
                            "colorIndex": rising.colorIndexOf(pts[k].player),
                            "order": k
                        });
                }
            }
        }
        function onRowsRemoved() {
            rising.logAt = rising.controller.replay.position;
        }

        target: rising.controller.log
    }
    property Component risingText: Component {
        Text {
            id: rise

            property int cellX
            property int cellY
            property int colorIndex
            property int order
            property int points

            color: colorIndex >= 0 ? Theme.playerColors[colorIndex] : Theme.gold
            font.bold: true
            font.pixelSize: 28
            style: Text.Outline
            styleColor: colorIndex === PlayerColor.Yellow ? Theme.ink : Theme.white
            text: rising.textTemplate.arg(points)
            x: (cellX + 0.5) * rising.view.cellSize - width / 2
            y: (cellY + 0.3) * rising.view.cellSize - order * 26
            z: 20

            ParallelAnimation {
                running: true

                onFinished: rise.destroy()

                NumberAnimation {
                    duration: Theme.pointsRise
                    easing.type: Easing.OutCubic
                    property: "y"
                    target: rise
                    to: rise.y - rising.view.cellSize * 0.8
                }
                SequentialAnimation {
                    PauseAnimation {
                        duration: 1000
                    }
                    NumberAnimation {
                        duration: Theme.pointsFade
                        property: "opacity"
                        target: rise
                        to: 0
                    }
                }
            }
        }
    }
    // The text of a rise ("+%L1": the points), translated by the board.
    property string textTemplate
    required property BoardView view
}
