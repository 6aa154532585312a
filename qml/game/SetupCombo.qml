// SPDX-License-Identifier: GPL-3.0-or-later
// A choice of the setup screen on parchment (as the seats' level box).
import QtQuick
import QtQuick.Controls
import Fortuna

ComboBox {
    id: box
    font.pixelSize: 13

    background: Rectangle {
        border.color: box.visualFocus ? Theme.focus : Theme.parchmentEdge
        border.width: box.visualFocus ? 2 : 1
        color: box.down ? Theme.parchmentDark : Theme.parchmentRow
        radius: 6
    }
}
