// SPDX-License-Identifier: GPL-3.0-or-later
// A radio button of the setup screen: a round parchment indicator, the focus ring in the
// focus colour, the label wrapping.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

RadioButton {
    id: radio

    // said by a screen reader (Qt 6.4 names a check box by its text only when the text
    // changes after accessibility came on)
    Accessible.name: text
    font.pixelSize: 13
    // two lines when the label wraps (long labels in Russian and Romanian)
    // (the laid-out height of the label at its width: its implicit height can stay that of a
    // narrower width after a change of language)
    implicitHeight: Math.max(30, contentItem.contentHeight + topPadding + bottomPadding)

    contentItem: Text {
        color: Theme.ink
        font: radio.font
        leftPadding: radio.indicator.width + 8
        text: radio.text
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
    }
    indicator: Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        border.color: radio.visualFocus ? Theme.focus : Theme.bronze
        border.width: radio.visualFocus ? 2.5 : 1.5
        color: Theme.field
        height: 20
        radius: 10
        width: 20
        x: radio.leftPadding

        Rectangle {
            anchors.centerIn: parent
            color: Theme.goldChecked
            height: 10
            radius: 5
            visible: radio.checked
            width: 10
        }
    }

    // A layout ignores a change of implicit height made while it lays out (the label wraps
    // anew as the row gets its width): the settled height is handed to it after the pass.
    onImplicitHeightChanged: Qt.callLater(() => Layout.preferredHeight = implicitHeight)
}
