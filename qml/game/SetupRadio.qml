// SPDX-License-Identifier: GPL-3.0-or-later
// A radio button of the setup screen: a round parchment indicator, the focus ring in the
// focus colour, the label wrapping.
import QtQuick
import QtQuick.Controls
import Fortuna

RadioButton {
    id: radio
    font.pixelSize: 13
    // two lines when the label wraps (long labels in Russian and Romanian)
    implicitHeight: Math.max(30, implicitContentHeight + topPadding + bottomPadding)
    indicator: Rectangle {
        x: radio.leftPadding
        anchors.verticalCenter: parent.verticalCenter
        width: 20
        height: 20
        radius: 10
        color: Theme.field
        border.color: radio.visualFocus ? Theme.focus : Theme.bronze
        border.width: radio.visualFocus ? 2.5 : 1.5
        Rectangle {
            anchors.centerIn: parent
            width: 10
            height: 10
            radius: 5
            color: Theme.goldChecked
            visible: radio.checked
        }
    }
    contentItem: Text {
        leftPadding: radio.indicator.width + 8
        text: radio.text
        font: radio.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
    }
}
