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

    Layout.preferredWidth: 28
    Layout.preferredHeight: 28
    text: "?"
    font.pixelSize: 14
    font.bold: true
    Accessible.name: tip
    ToolTip.visible: hovered
    ToolTip.text: tip
    background: Rectangle {
        radius: width / 2
        color: button.hovered ? Theme.glow : Theme.parchmentMuted
        border.color: Theme.parchmentEdge
    }
}
