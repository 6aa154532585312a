// SPDX-License-Identifier: GPL-3.0-or-later
// A choice of the setup screen on parchment (as the seats' level box), wide enough for its
// longest choice in the language of the day.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

ComboBox {
    id: box

    property int minimumWidth: 120

    // the choice, which Orca 43 reads of an editable box's text only
    Accessible.description: displayText
    Layout.preferredWidth: Math.max(minimumWidth, Math.ceil(Math.max(...(box.model || [""]).map(t => metrics.advanceWidth(String(t))))) + leftPadding + rightPadding + (indicator ? indicator.width : 0) + 12)
    font.pixelSize: 13

    background: Rectangle {
        border.color: box.visualFocus ? Theme.focus : Theme.parchmentEdge
        border.width: box.visualFocus ? 2 : 1
        color: box.down ? Theme.parchmentDark : Theme.parchmentRow
        radius: 6
    }
    // text, not a read-only text field: a screen reader says "combo box", not "editable"
    contentItem: Text {
        Accessible.name: text
        Accessible.role: Accessible.StaticText
        color: box.enabled ? Theme.ink : Theme.inkSoft
        elide: Text.ElideRight
        font: box.font
        leftPadding: 10
        text: box.displayText
        verticalAlignment: Text.AlignVCenter
    }

    FontMetrics {
        id: metrics
        font: box.font
    }
}
