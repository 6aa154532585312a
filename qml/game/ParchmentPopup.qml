// SPDX-License-Identifier: GPL-3.0-or-later
// A centred modal card on parchment with a title, used by the dialogs.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

Popup {
    id: root

    property string title
    default property alias content: body.data

    parent: Overlay.overlay
    // whole pixels, so that thin rules stay crisp
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: parent ? Math.round((parent.height - height) / 2) : 0
    modal: true
    focus: true
    padding: 22
    topPadding: 18
    closePolicy: Popup.CloseOnEscape
    width: Math.min(560, parent ? parent.width - 40 : 560)

    Overlay.modal: Rectangle {
        color: "#8c1a0d05"
    }
    background: Rectangle {
        radius: 12
        color: Theme.parchment
        border.color: Theme.parchmentEdge
        border.width: 2
        Rectangle {
            anchors.fill: parent
            anchors.margins: 4
            radius: 9
            color: "transparent"
            border.color: "#55c9a13c"
        }
        // a thin rule under the title
        Rectangle {
            x: root.leftPadding
            y: Math.round(root.topPadding + titleText.height + 5)
            width: parent.width - root.leftPadding - root.rightPadding
            height: 1
            color: Theme.parchmentRule
        }
    }
    contentItem: Column {
        width: root.availableWidth
        spacing: 12
        Text {
            id: titleText
            width: parent.width
            text: root.title
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: 20
            color: Theme.heading
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Item {
            id: body
            width: root.availableWidth
            height: childrenRect.height
        }
    }
}
