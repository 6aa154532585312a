// SPDX-License-Identifier: GPL-3.0-or-later
// The small round "?" beside a rule of the setup screen; `page` names the help page to open.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

ToolButton {
    id: button

    property string page
    // The tooltip and accessible name, translated by the setup screen.
    property string tip

    Accessible.name: tip
    Layout.preferredHeight: 28
    Layout.preferredWidth: 28
    ToolTip.text: tip
    ToolTip.visible: hovered
    font.bold: true
    font.pixelSize: 14
    text: "?"

    background: Rectangle {
        border.color: Theme.parchmentEdge
        color: button.hovered ? Theme.glow : Theme.parchmentMuted
        radius: width / 2
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: clicked()
}
