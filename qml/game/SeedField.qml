// SPDX-License-Identifier: GPL-3.0-or-later
// The seed field of the setup screen: up to 19 digits, on parchment, the focus ring in the
// focus colour; the setup screen gives its placeholder, name and tooltip.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

TextField {
    id: field
    Layout.preferredHeight: 36
    Layout.preferredWidth: 170
    ToolTip.delay: 400
    ToolTip.visible: hovered
    font.pixelSize: 13
    selectByMouse: true

    background: Rectangle {
        border.color: field.activeFocus ? Theme.focus : Theme.parchmentEdge
        border.width: field.activeFocus ? 2 : 1
        color: Theme.field
        radius: 6
    }
    validator: RegularExpressionValidator {
        regularExpression: /[0-9]{0,19}/
    }
}
