// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis' graph (GameController.analysis): each player's expected final-score margin
// (own score minus the best opponent's, as the strong search expects it) after each of its
// moves, over the turns; the wheel's events as symbols along the top; the moves that lost
// points as dots (bigger for bigger losses), which can be clicked to show that move on the
// board.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: root

    required property GameAnalysis analysis
    // the largest margin away from 0, rounded up to a tidy bound
    readonly property real bound: {
        let m = 5;
        for (const p of points)
            m = Math.max(m, Math.abs(p.margin));
        const step = m > 40 ? 20 : m > 20 ? 10 : 5;
        return Math.ceil(m / step) * step;
    }
    readonly property real plotBottom: height - 20
    readonly property real plotLeft: 40
    readonly property real plotRight: width - 12
    readonly property real plotTop: 26
    readonly property var points: analysis.points
    // the axis' last turn: the record's, and every move's and wheel event's (a wheel event of
    // the last turn counts one past the record's turns: its symbol stood outside the panel)
    readonly property int turns: {
        let n = Math.max(1, analysis.turnCount);
        for (const p of points)
            n = Math.max(n, p.turn);
        for (const w of analysis.wheel)
            n = Math.max(n, w.turn);
        return n;
    }

    signal decisionClicked(int row)

    function xAt(turn) {
        return plotLeft + (plotRight - plotLeft) * turn / turns;
    }
    function yAt(margin) {
        return plotTop + (plotBottom - plotTop) * (1 - (margin + bound) / (2 * bound));
    }

    Accessible.name: qsTr("Expected margin over the game")
    Accessible.role: Accessible.Chart

    onHeightChanged: canvas.requestPaint()
    onPointsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()

    Canvas {
        id: canvas
        anchors.fill: parent

        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            // the bounds, the even line and the turns
            ctx.font = "11px sans-serif";
            ctx.fillStyle = Theme.inkSoft;
            ctx.textAlign = "right";
            for (const v of [root.bound, 0, -root.bound]) {
                const y = Math.round(root.yAt(v)) + 0.5;
                ctx.strokeStyle = v === 0 ? Theme.inkSoft : "#d9c79e";
                ctx.lineWidth = v === 0 ? 1.5 : 1;
                ctx.beginPath();
                ctx.moveTo(root.plotLeft, y);
                ctx.lineTo(root.plotRight, y);
                ctx.stroke();
                ctx.fillText((v > 0 ? "+" : v < 0 ? "\u2212" : "") + Math.abs(Math.round(v)), root.plotLeft - 6, y + 4);
            }
            ctx.textAlign = "center";
            const every = root.turns > 60 ? 20 : root.turns > 24 ? 10 : 5;
            for (let t = 0; t <= root.turns; t += every)
                ctx.fillText(String(t), root.xAt(t), root.plotBottom + 14);
            // the wheel's events: thin lines from the symbols down
            ctx.strokeStyle = "#cdb27a";
            ctx.lineWidth = 1;
            for (const w of root.analysis.wheel) {
                const x = Math.round(root.xAt(w.turn)) + 0.5;
                ctx.beginPath();
                ctx.moveTo(x, root.plotTop);
                ctx.lineTo(x, root.plotBottom);
                ctx.stroke();
            }
            // one line per player through its own moves
            const seats = {};
            for (const p of root.points) {
                if (!(p.seat in seats))
                    seats[p.seat] = [];
                seats[p.seat].push(p);
            }
            ctx.lineJoin = "round";
            for (const seat in seats) {
                const line = seats[seat];
                ctx.strokeStyle = Theme.playerColors[line[0].color];
                ctx.lineWidth = 2;
                ctx.beginPath();
                for (let i = 0; i < line.length; ++i) {
                    const x = root.xAt(line[i].turn), y = root.yAt(line[i].margin);
                    if (i === 0)
                        ctx.moveTo(x, y);
                    else
                        ctx.lineTo(x, y);
                }
                ctx.stroke();
            }
        }
    }
    Repeater {
        model: root.analysis.wheel

        delegate: SectorSymbol {
            required property int index
            required property var modelData

            height: 14
            sector: modelData.sector
            width: 14
            x: root.xAt(modelData.turn) - width / 2
            y: index % 2 ? 12 : 0
        }
    }
    // the moves that lost points: ?! small, ? larger, ?? the largest
    Repeater {
        model: root.points.filter(p => p.label.length > 0)

        delegate: Rectangle {
            id: dot

            readonly property bool current: root.analysis.selected === modelData.row
            required property var modelData

            //: %L2: a number with one decimal
            Accessible.name: qsTr("Turn %L1: %L2 points lost").arg(modelData.turn).arg(modelData.lost.toFixed(1))
            Accessible.role: Accessible.Button
            border.color: current ? Theme.focus : Theme.ink
            border.width: current ? 3 : 1
            color: Theme.playerColors[modelData.color]
            height: width
            objectName: "analysisDot"
            radius: width / 2
            width: modelData.label === "??" ? 16 : modelData.label === "?" ? 12 : 8
            x: root.xAt(modelData.turn) - width / 2
            y: root.yAt(modelData.margin) - height / 2

            MouseArea {
                anchors.fill: parent
                anchors.margins: -4
                cursorShape: Qt.PointingHandCursor

                onClicked: root.decisionClicked(dot.modelData.row)
            }
        }
    }
}
