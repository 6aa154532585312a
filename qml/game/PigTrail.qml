// SPDX-License-Identifier: GPL-3.0-or-later
// Wheel overlay: the last moves on the wheel. The pig's last walk is an arc from the sector it
// started in to where it stopped, in the colour of the player whose draw moved it, until the
// pig walks again; a follower put on a crown space in a player's last turn wears a ring of
// that colour until that player moves again. Its parent is the wheel in use.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: trail

    // The colour index of a player (GameBoard.playerColorIndex).
    property var colorIndexOf: null
    required property GameController controller
    readonly property var moves: controller.lastMoves
    readonly property int walker: moves.pigPlayer
    readonly property color walkerColor: Theme.playerColors[Math.max(0, colorIndexOf && walker >= 0 ? colorIndexOf(walker) : 0)]
    required property WheelBoard wheel

    anchors.fill: parent
    z: 8

    Canvas {
        id: arc

        readonly property int from: trail.moves.pigFrom
        readonly property int steps: trail.moves.pigWalk

        anchors.fill: parent
        objectName: "pigTrail"
        visible: steps > 0 && !trail.controller.busy && !trail.wheel.pigWalking

        onFromChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            if (steps <= 0)
                return;
            const c = trail.wheel.wheelCentre;
            const r = trail.wheel.wheelRadius * WheelLayout.faceRadius * 0.62;
            // the pig's angle: clockwise from twelve o'clock, a sector's middle at 60 s + 30
            const start = ((from * 60 + 30) - 90) * Math.PI / 180;
            const end = start + steps * 60 * Math.PI / 180;
            ctx.lineCap = "round";
            ctx.lineWidth = Math.max(4, trail.wheel.wheelRadius * 0.05);
            ctx.strokeStyle = "#ccffffff";
            ctx.beginPath();
            ctx.arc(c.x, c.y, r, start, end, false);
            ctx.stroke();
            ctx.lineWidth = Math.max(2.5, trail.wheel.wheelRadius * 0.03);
            ctx.strokeStyle = trail.walkerColor;
            ctx.setLineDash([3, 2]);
            ctx.beginPath();
            ctx.arc(c.x, c.y, r, start, end, false);
            ctx.stroke();
            ctx.setLineDash([]);
            // the head: where it stopped
            const head = trail.wheel.wheelRadius * 0.07;
            const hx = c.x + Math.cos(end) * r, hy = c.y + Math.sin(end) * r;
            const tx = -Math.sin(end), ty = Math.cos(end); // clockwise tangent
            const nx = Math.cos(end), ny = Math.sin(end);
            ctx.fillStyle = trail.walkerColor;
            ctx.strokeStyle = "#ffffff";
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            ctx.moveTo(hx + tx * head, hy + ty * head);
            ctx.lineTo(hx - tx * head * 0.6 + nx * head * 0.8, hy - ty * head * 0.6 + ny * head * 0.8);
            ctx.lineTo(hx - tx * head * 0.6 - nx * head * 0.8, hy - ty * head * 0.6 - ny * head * 0.8);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            // the start: a dot
            ctx.beginPath();
            ctx.arc(c.x + Math.cos(start) * r, c.y + Math.sin(start) * r, head * 0.45, 0, 2 * Math.PI);
            ctx.fill();
            ctx.stroke();
        }
        onStepsChanged: requestPaint()
        onVisibleChanged: requestPaint()
        onWidthChanged: requestPaint()
    }

    // A crown follower of a player's last turn.
    Repeater {
        model: trail.moves

        delegate: Rectangle {
            id: ring

            readonly property point centre: space >= 0 ? Qt.point(trail.wheel.wheelCentre.x + Math.sin(WheelLayout.crownAngle(space) * Math.PI / 180) * trail.wheel.wheelRadius * WheelLayout.crownRadius, trail.wheel.wheelCentre.y - Math.cos(WheelLayout.crownAngle(space) * Math.PI / 180) * trail.wheel.wheelRadius * WheelLayout.crownRadius) : Qt.point(0, 0)
            required property string follower
            required property int player
            required property int sector
            required property int slot
            readonly property int space: follower === "crown" ? WheelLayout.crownIndex(sector, slot) : -1

            border.color: Theme.playerColors[Math.max(0, trail.colorIndexOf ? trail.colorIndexOf(player) : 0)]
            border.width: 3
            color: "transparent"
            height: width
            objectName: "lastCrownRing_" + player
            radius: width / 2
            visible: space >= 0 && player !== trail.controller.actingPlayer
            width: trail.wheel.wheelRadius * 0.3
            x: centre.x - width / 2
            y: centre.y - height / 2
        }
    }
}
