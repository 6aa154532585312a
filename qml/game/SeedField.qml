// SPDX-License-Identifier: GPL-3.0-or-later
// The seed field of the setup screen: up to 19 digits, on parchment, the focus ring in the
// focus colour; the setup screen gives its placeholder, name and tooltip.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

TextField {
    id: field
    Layout.preferredWidth: 170
    Layout.preferredHeight: 36
    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,19}/ }
    font.pixelSize: 13
    selectByMouse: true
    ToolTip.visible: hovered
    ToolTip.delay: 400
    background: Rectangle {
        radius: 6
        color: Theme.field
        border.color: field.activeFocus ? Theme.focus : Theme.parchmentEdge
        border.width: field.activeFocus ? 2 : 1
    }
}
