// SPDX-License-Identifier: GPL-3.0-or-later
// The help's own emblem for a wheel sector, used when the game screen passes no
// symbolDelegate: a gold-rimmed medallion with a simple drawn sign (visual brief: Fortune a
// bag of coins, Taxes coins on a ledger, Famine an empty bowl and a broken ear of wheat,
// Storm a cloud with lightning, Inquisition a monk's hood, Plague a beaked mask).
import QtQuick
import Fortuna.Art

Canvas {
    id: root

    property int sector: 0

    Accessible.ignored: true
    Accessible.role: Accessible.Graphic
    implicitHeight: 72
    implicitWidth: 72

    onHeightChanged: requestPaint()
    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const s = Math.min(width, height);
        ctx.translate(width / 2, height / 2);
        ctx.scale(s, s);             // draw in a box from -0.5 to 0.5
        ctx.lineJoin = "round";
        ctx.lineCap = "round";
        const ink = Theme.ink;

        // medallion
        const rim = ctx.createRadialGradient(-0.12, -0.12, 0.05, 0, 0, 0.5);
        rim.addColorStop(0, "#fbe78c");
        rim.addColorStop(0.7, String(Theme.goldBright));
        rim.addColorStop(1, "#9c761c");
        ctx.fillStyle = rim;
        ctx.beginPath();
        ctx.arc(0, 0, 0.49, 0, 2 * Math.PI);
        ctx.fill();
        ctx.fillStyle = [String(Theme.parchmentPage), String(Theme.parchmentPage), "#efe3c4", "#dfe4ea", "#efe3d6", "#e6eadb"][sector] || String(Theme.parchmentPage);
        ctx.beginPath();
        ctx.arc(0, 0, 0.42, 0, 2 * Math.PI);
        ctx.fill();
        ctx.lineWidth = 0.02;
        ctx.strokeStyle = "#9c761c";
        ctx.stroke();
        ctx.lineWidth = 0.025;
        ctx.strokeStyle = ink;
        function coin(x, y, r) {
            ctx.fillStyle = "#9c761c";
            ctx.beginPath();
            ctx.ellipse(x - r, y - r * 0.45 + r * 0.12, 2 * r, r * 0.9);
            ctx.fill();
            ctx.fillStyle = String(Theme.goldBright);
            ctx.beginPath();
            ctx.ellipse(x - r, y - r * 0.45, 2 * r, r * 0.9);
            ctx.fill();
            ctx.stroke();
        }
        switch (sector) {
        case 0:
            {
                // Fortune: a bag of coins
                ctx.fillStyle = "#b07a44";
                ctx.beginPath();
                ctx.moveTo(-0.08, -0.16);
                ctx.bezierCurveTo(-0.34, -0.06, -0.32, 0.28, 0.0, 0.28);
                ctx.bezierCurveTo(0.32, 0.28, 0.34, -0.06, 0.08, -0.16);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.beginPath();
                ctx.moveTo(-0.08, -0.16);
                ctx.lineTo(-0.15, -0.27);
                ctx.quadraticCurveTo(0, -0.22, 0.15, -0.27);
                ctx.lineTo(0.08, -0.16);
                ctx.fillStyle = "#c9955a";
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = String(Theme.goldBright);
                ctx.beginPath();
                ctx.arc(0, 0.07, 0.07, 0, 2 * Math.PI);
                ctx.fill();
                ctx.stroke();
                coin(0.24, 0.27, 0.08);
                break;
            }
        case 1:
            {
                // Taxes: coins on a ledger
                ctx.fillStyle = "#7a2e22";
                ctx.beginPath();
                ctx.moveTo(-0.32, -0.02);
                ctx.lineTo(0, 0.02);
                ctx.lineTo(0.32, -0.02);
                ctx.lineTo(0.32, 0.26);
                ctx.lineTo(0, 0.3);
                ctx.lineTo(-0.32, 0.26);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = String(Theme.parchmentLight);
                ctx.beginPath();
                ctx.moveTo(-0.29, -0.05);
                ctx.lineTo(0, -0.01);
                ctx.lineTo(0.29, -0.05);
                ctx.lineTo(0.29, 0.21);
                ctx.lineTo(0, 0.25);
                ctx.lineTo(-0.29, 0.21);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.beginPath();
                ctx.moveTo(0, -0.01);
                ctx.lineTo(0, 0.25);
                ctx.stroke();
                ctx.lineWidth = 0.012;
                for (let i = 0; i < 3; ++i) {
                    const y = 0.04 + i * 0.055;
                    ctx.beginPath();
                    ctx.moveTo(-0.24, y);
                    ctx.lineTo(-0.05, y + 0.02);
                    ctx.stroke();
                }
                ctx.lineWidth = 0.02;
                coin(0.14, 0.12, 0.09);
                coin(0.14, 0.04, 0.09);
                coin(0.14, -0.04, 0.09);
                coin(-0.02, -0.18, 0.08);
                break;
            }
        case 2:
            {
                // Famine: an empty bowl and a broken ear of wheat
                ctx.fillStyle = "#a8743f";
                ctx.beginPath();
                ctx.moveTo(-0.3, 0.02);
                ctx.quadraticCurveTo(-0.28, 0.28, 0, 0.28);
                ctx.quadraticCurveTo(0.28, 0.28, 0.3, 0.02);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#5e3b1c";
                ctx.beginPath();
                ctx.ellipse(-0.3, -0.03, 0.6, 0.1);
                ctx.fill();
                ctx.stroke();
                // the broken stalk and its ear
                ctx.strokeStyle = "#9c761c";
                ctx.lineWidth = 0.035;
                ctx.beginPath();
                ctx.moveTo(-0.24, -0.05);
                ctx.lineTo(-0.06, -0.22);
                ctx.lineTo(0.04, -0.18);
                ctx.stroke();
                ctx.fillStyle = String(Theme.goldBright);
                ctx.strokeStyle = ink;
                ctx.lineWidth = 0.015;
                for (let k = 0; k < 3; ++k) {
                    ctx.beginPath();
                    ctx.ellipse(0.03 + k * 0.085, -0.21 + k * 0.035, 0.1, 0.065);
                    ctx.fill();
                    ctx.stroke();
                }
                break;
            }
        case 3:
            {
                // Storm: a dark cloud with lightning
                ctx.fillStyle = String(Theme.goldBright);
                ctx.beginPath();
                ctx.moveTo(0.02, 0.0);
                ctx.lineTo(-0.1, 0.17);
                ctx.lineTo(0.0, 0.17);
                ctx.lineTo(-0.08, 0.34);
                ctx.lineTo(0.14, 0.1);
                ctx.lineTo(0.04, 0.1);
                ctx.lineTo(0.12, 0.0);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#56606e";
                ctx.beginPath();
                ctx.moveTo(-0.3, 0.04);
                ctx.arc(-0.2, -0.04, 0.11, Math.PI * 0.75, Math.PI * 1.6);
                ctx.arc(0.0, -0.13, 0.15, Math.PI * 1.1, Math.PI * 1.9);
                ctx.arc(0.2, -0.03, 0.12, Math.PI * 1.4, Math.PI * 0.4);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                break;
            }
        case 4:
            {
                // Inquisition: a monk's hood
                ctx.fillStyle = "#5b4636";
                ctx.beginPath();
                ctx.moveTo(0, -0.33);
                ctx.bezierCurveTo(0.22, -0.26, 0.27, 0.05, 0.3, 0.3);
                ctx.lineTo(-0.3, 0.3);
                ctx.bezierCurveTo(-0.27, 0.05, -0.22, -0.26, 0, -0.33);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#1e140c";
                ctx.beginPath();
                ctx.ellipse(-0.11, -0.13, 0.22, 0.3);
                ctx.fill();
                ctx.strokeStyle = String(Theme.bronze);
                ctx.beginPath();
                ctx.moveTo(-0.16, 0.3);
                ctx.quadraticCurveTo(0, 0.22, 0.16, 0.3);
                ctx.stroke();
                break;
            }
        case 5:
            {
                // Plague: a beaked mask
                ctx.fillStyle = "#e9e1cf";
                ctx.beginPath();
                ctx.moveTo(-0.06, -0.1);
                ctx.quadraticCurveTo(0.22, -0.04, 0.36, 0.24);
                ctx.quadraticCurveTo(0.12, 0.16, -0.04, 0.14);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#2f2a26";
                ctx.beginPath();
                ctx.arc(-0.12, 0.0, 0.17, 0, 2 * Math.PI);
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#c9d6cf";
                ctx.beginPath();
                ctx.arc(-0.08, -0.04, 0.055, 0, 2 * Math.PI);
                ctx.fill();
                ctx.stroke();
                ctx.fillStyle = "#2f2a26";
                ctx.beginPath();
                ctx.ellipse(-0.34, -0.24, 0.44, 0.1);
                ctx.fill();
                ctx.fillRect(-0.25, -0.34, 0.26, 0.12);
                break;
            }
        }
    }
    onSectorChanged: requestPaint()
    onWidthChanged: requestPaint()
}
