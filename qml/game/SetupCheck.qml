// SPDX-License-Identifier: GPL-3.0-or-later
// A check box of the setup screen: a parchment box that turns gold when checked, the focus
// ring in the focus colour, the label wrapping.
import QtQuick
import QtQuick.Controls
import Fortuna

CheckBox {
    id: check
    font.pixelSize: 13
    implicitHeight: 30
    indicator: Rectangle {
        x: check.leftPadding
        anchors.verticalCenter: parent.verticalCenter
        width: 20
        height: 20
        radius: 4
        color: check.checked ? Theme.goldChecked : Theme.field
        border.color: check.visualFocus ? Theme.focus : Theme.bronze
        border.width: check.visualFocus ? 2.5 : 1.5
        Text {
            anchors.centerIn: parent
            visible: check.checked
            text: "✓"
            font.pixelSize: 15
            font.bold: true
            color: Theme.field
        }
    }
    contentItem: Text {
        leftPadding: check.indicator.width + 8
        text: check.text
        font: check.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
    }
}
