// SPDX-License-Identifier: GPL-3.0-or-later
// The seed field of the setup screen: up to 19 digits, on parchment, the focus ring in the
// focus colour; the setup screen gives its placeholder, name and tooltip.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

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
        color: "#fffdf6"
        border.color: field.activeFocus ? "#2d62c4" : "#b08a52"
        border.width: field.activeFocus ? 2 : 1
    }
}
