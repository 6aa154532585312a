// SPDX-License-Identifier: GPL-3.0-or-later
// A check box of the setup screen: a parchment box that turns gold when checked, the focus
// ring in the focus colour, the label wrapping.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

CheckBox {
    id: check

    // said by a screen reader (Qt 6.4 names a check box by its text only when the text
    // changes after accessibility came on)
    Accessible.name: text
    font.pixelSize: 13
    // two lines when the label wraps (the laid-out height of the label at its width)
    implicitHeight: Math.max(30, contentItem.contentHeight + topPadding + bottomPadding)

    contentItem: Text {
        color: Theme.ink
        font: check.font
        leftPadding: check.indicator.width + 8
        text: check.text
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
    }
    indicator: Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        border.color: check.visualFocus ? Theme.focus : Theme.bronze
        border.width: check.visualFocus ? 2.5 : 1.5
        color: check.checked ? Theme.goldChecked : Theme.field
        height: 20
        radius: 4
        width: 20
        x: check.leftPadding

        Text {
            anchors.centerIn: parent
            color: Theme.field
            font.bold: true
            font.pixelSize: 15
            text: "✓"
            visible: check.checked
        }
    }

    // A layout ignores a change of implicit height made while it lays out (the label wraps
    // anew as the row gets its width): the settled height is handed to it after the pass.
    onImplicitHeightChanged: Qt.callLater(() => Layout.preferredHeight = implicitHeight)
}
