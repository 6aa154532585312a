// SPDX-License-Identifier: GPL-3.0-or-later
// A round button with a curved arrow drawn with shapes.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

RoundButton {
    id: root

    property bool clockwise: true

    Accessible.name: ToolTip.text
    ToolTip.text: clockwise ? qsTr("Turn clockwise") : qsTr("Turn anticlockwise")
    ToolTip.visible: hovered
    height: 38
    width: 38

    background: Rectangle {
        border.color: Theme.woodEdge
        border.width: 2
        color: root.down ? Theme.parchmentPressed : root.hovered ? "#fff6dc" : Theme.parchmentButton
        radius: width / 2
    }
    contentItem: Canvas {
        // a three-quarter circle arrow, mirrored for anticlockwise
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const c = width / 2, r = width * 0.3;
            ctx.save();
            if (!root.clockwise) {
                ctx.translate(width, 0);
                ctx.scale(-1, 1);
            }
            ctx.strokeStyle = String(Theme.woodMid);
            ctx.fillStyle = String(Theme.woodMid);
            ctx.lineWidth = 2.6;
            ctx.lineCap = "round";
            ctx.beginPath();
            ctx.arc(c, c, r, -Math.PI * 0.35, Math.PI * 1.15);
            ctx.stroke();
            const a = -Math.PI * 0.35, tx = c + r * Math.cos(a), ty = c + r * Math.sin(a);
            ctx.beginPath();
            ctx.moveTo(tx + 5, ty + 1);
            ctx.lineTo(tx - 3, ty - 5);
            ctx.lineTo(tx - 2, ty + 5);
            ctx.closePath();
            ctx.fill();
            ctx.restore();
        }
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: if (enabled)
        clicked()
}
