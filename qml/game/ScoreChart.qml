// SPDX-License-Identifier: GPL-3.0-or-later
// Every player's score over the turns (GameController.scoreHistory()), with the wheel events
// marked along the top and the final scoring as the last step.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: root

    // the final scoring gets a band of its own at the right
    readonly property real finalWidth: Math.max(34, (plotRight - plotLeft) * 0.07)
    property scoreHistory history
    readonly property int maxScore: {
        let m = 10;
        for (const p of players) {
            m = Math.max(m, p.finalScore);
            for (const s of p.scores)
                m = Math.max(m, s);
        }
        return m;
    }
    readonly property var players: history.players
    readonly property real plotBottom: height - 22
    // plot area
    readonly property real plotLeft: 40
    readonly property real plotRight: width - 16
    readonly property real plotTop: symbols.lanes * (symbols.size + 2) + 4
    readonly property int steps: turns + 1 // the final scoring is one step after the last turn
    // The wheel symbols along the top, none over another: each in the first lane (row) where
    // it clears the one before, at most three lanes; smaller symbols when three are not enough.
    // {size, lanes, spots: [{x, lane}]} in wheelTurns' order.
    readonly property var symbols: {
        const turns = wheelTurns;
        for (let size = 18; ; size -= 2) {
            const ends = [], spots = [];
            let fits = true;
            for (const w of turns) {
                const x = xAt(w.turn) - size / 2;
                let lane = ends.findIndex(e => x >= e + 1);
                if (lane < 0 && ends.length < 3) {
                    lane = ends.length;
                    ends.push(0);
                } else if (lane < 0 && size > 8) {
                    fits = false;
                    break;
                } else if (lane < 0) {
                    // the smallest symbols and still no room: the lane free the soonest
                    lane = ends.indexOf(Math.min(...ends));
                }
                ends[lane] = x + size;
                spots.push({
                        "x": x,
                        "lane": lane
                    });
            }
            if (fits || size <= 8)
                return {
                    "size": size,
                    "lanes": Math.max(1, ends.length),
                    "spots": spots
                };
        }
    }
    readonly property int turns: history.turns
    readonly property var wheelTurns: history.wheelTurns

    function gridStep() {
        const raw = maxScore / 5;
        const mag = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10));
        for (const f of [1, 2, 2.5, 5, 10]) {
            if (raw <= f * mag)
                return f * mag;
        }
        return 10 * mag;
    }
    function niceMax() {
        const step = gridStep();
        return Math.ceil(maxScore / step) * step;
    }
    function xAt(turn) {
        if (turn >= steps)
            return plotRight;
        return plotLeft + (plotRight - plotLeft - finalWidth) * (turns > 0 ? turn / turns : 0);
    }
    function yAt(score) {
        return plotBottom - (plotBottom - plotTop) * score / niceMax();
    }

    Accessible.name: qsTr("Scores over the turns")
    Accessible.role: Accessible.Chart

    onHeightChanged: canvas.requestPaint()
    onHistoryChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()

    Canvas {
        id: canvas
        anchors.fill: parent

        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            if (root.steps <= 0)
                return;
            // grid and axis labels
            ctx.font = "11px sans-serif";
            ctx.fillStyle = Theme.inkSoft;
            ctx.strokeStyle = "#d9c79e";
            ctx.lineWidth = 1;
            const step = root.gridStep(), top = root.niceMax();
            for (let v = 0; v <= top + 0.001; v += step) {
                const y = Math.round(root.yAt(v)) + 0.5;
                ctx.beginPath();
                ctx.moveTo(root.plotLeft, y);
                ctx.lineTo(root.plotRight, y);
                ctx.stroke();
                ctx.textAlign = "right";
                ctx.fillText(String(Math.round(v)), root.plotLeft - 6, y + 4);
            }
            ctx.textAlign = "center";
            const every = root.turns > 60 ? 20 : root.turns > 24 ? 10 : 5;
            for (let t = 0; t <= root.turns; t += every)
                ctx.fillText(String(t), root.xAt(t), root.plotBottom + 15);
            // wheel events: dotted lines
            ctx.strokeStyle = "#b89a5a";
            for (const w of root.wheelTurns) {
                const x = Math.round(root.xAt(w.turn)) + 0.5;
                ctx.beginPath();
                for (let y = root.plotTop; y < root.plotBottom; y += 6) {
                    ctx.moveTo(x, y);
                    ctx.lineTo(x, Math.min(root.plotBottom, y + 3));
                }
                ctx.stroke();
            }
            // the final scoring band
            ctx.fillStyle = "#22c9a13c";
            ctx.fillRect(root.xAt(root.turns), root.plotTop, root.xAt(root.steps) - root.xAt(root.turns), root.plotBottom - root.plotTop);
            // one line per player
            const dashes = [[], [9, 4], [3, 3], [12, 4, 3, 4], [6, 6]];
            for (let i = 0; i < root.players.length; ++i) {
                const p = root.players[i];
                const c = Theme.playerColors[p.color];
                const trace = () => {
                    ctx.beginPath();
                    for (let t = 0; t < p.scores.length; ++t) {
                        const x = root.xAt(t), y = root.yAt(p.scores[t]);
                        if (t === 0)
                            ctx.moveTo(x, y);
                        else
                            ctx.lineTo(x, y);
                    }
                    ctx.lineTo(root.xAt(root.steps), root.yAt(p.finalScore));
                };
                // a pale halo keeps every colour readable on parchment
                ctx.lineJoin = "round";
                ctx.strokeStyle = p.color === PlayerColor.Yellow ? "#7a5a10" : Theme.paper;
                ctx.lineWidth = p.color === PlayerColor.Yellow ? 4 : 5;
                if (ctx.setLineDash)
                    ctx.setLineDash([]);
                trace();
                ctx.stroke();
                ctx.strokeStyle = c;
                ctx.lineWidth = 2.5;
                if (ctx.setLineDash)
                    ctx.setLineDash(dashes[p.color]);
                trace();
                ctx.stroke();
            }
            if (ctx.setLineDash)
                ctx.setLineDash([]);
            // axes
            ctx.strokeStyle = Theme.inkSoft;
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            ctx.moveTo(root.plotLeft, root.plotTop - 4);
            ctx.lineTo(root.plotLeft, root.plotBottom);
            ctx.lineTo(root.plotRight, root.plotBottom);
            ctx.stroke();
        }
    }

    // wheel symbols along the top
    Repeater {
        model: root.wheelTurns

        delegate: SectorSymbol {
            required property int index
            required property var modelData
            readonly property var spot: root.symbols.spots[index] || {
                "x": 0,
                "lane": 0
            }

            height: root.symbols.size
            objectName: "wheelSymbol"
            sector: modelData.sector
            width: root.symbols.size
            x: spot.x
            y: spot.lane * (root.symbols.size + 2)
        }
    }
    // final scores at the right end, with the player's meeple
    Repeater {
        model: root.players

        delegate: Meeple {
            required property var modelData

            height: 16
            player: modelData.color
            width: 16
            x: root.xAt(root.steps) - width / 2
            y: root.yAt(modelData.finalScore) - height / 2
        }
    }
    Text {
        color: Theme.inkSoft
        elide: Text.ElideRight
        font.pixelSize: 10
        horizontalAlignment: Text.AlignHCenter
        text: qsTr("final")
        width: Math.max(0, root.xAt(root.steps) - root.xAt(root.turns) - 4)
        x: root.xAt(root.turns) + 2
        y: root.plotBottom + 4
    }
}
