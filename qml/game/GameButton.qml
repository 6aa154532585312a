// SPDX-License-Identifier: GPL-3.0-or-later
// A warm button: "primary" (gold, the thing to do), "plain" (parchment) or "wood" (on the
// dark wooden bars). `hint` shows as a tooltip (for example the keyboard shortcut). `wrap`:
// a long label goes on several lines (the button grows) instead of being cut.
import QtQuick
import QtQuick.Controls
import Fortuna.Art
import Fortuna.Game

Button {
    id: root

    property real fontSize: 14
    property string hint
    // The keys' focus ring shows (a question's default answer shows it whenever it has the focus)
    property bool ringed: visualFocus
    property string tone: "plain"
    property bool wrap: false

    Accessible.description: enabled || Speech.unavailable.length === 0 ? hint : Speech.unavailable
    Accessible.name: text
    ToolTip.delay: 500
    ToolTip.text: hint
    ToolTip.visible: hint.length > 0 && hovered
    focusPolicy: Qt.StrongFocus
    font.bold: tone === "primary"
    font.pixelSize: fontSize
    implicitHeight: wrap ? Math.max(36, contentItem.implicitHeight + 16) : 36
    leftPadding: 16
    rightPadding: 16

    background: Rectangle {
        border.color: root.ringed ? Theme.focus : root.tone === "wood" ? "#8f6a3a" : Theme.bronze
        border.width: root.ringed ? 3 : 1.5
        radius: 8

        gradient: Gradient {
            GradientStop {
                color: !root.enabled ? (root.tone === "wood" ? "#5a3a1c" : Theme.parchmentDisabled) : root.tone === "primary" ? (root.down ? "#d9a93a" : root.hovered ? "#ffd978" : "#f6cd63") : root.tone === "wood" ? (root.down ? "#4a2a10" : root.hovered ? Theme.woodHover : Theme.woodLight) : (root.down ? Theme.parchmentPressed : root.hovered ? Theme.parchmentHover : Theme.parchment)
                position: 0
            }
            GradientStop {
                color: !root.enabled ? (root.tone === "wood" ? "#4e2f14" : "#ddd0b2") : root.tone === "primary" ? (root.down ? "#c18e26" : "#e2ad3c") : root.tone === "wood" ? (root.down ? "#3a2009" : "#56331a") : (root.down ? "#d6c08a" : Theme.parchmentDark)
                position: 1
            }
        }
    }
    contentItem: Text {
        color: !root.enabled ? (root.tone === "wood" ? "#9c8768" : "#9c8a72") : root.tone === "wood" ? Theme.cream : Theme.ink
        elide: root.wrap ? Text.ElideNone : Text.ElideRight
        font: root.font
        horizontalAlignment: Text.AlignHCenter
        text: root.text
        verticalAlignment: Text.AlignVCenter
        wrapMode: root.wrap ? Text.Wrap : Text.NoWrap
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: if (enabled)
        clicked()
}
