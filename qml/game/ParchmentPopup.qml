// SPDX-License-Identifier: GPL-3.0-or-later
// A centred modal card on parchment with a title, used by the dialogs.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

Popup {
    id: root

    default property alias content: body.data
    property string title
    // the title's height, for a dialog that sizes its body to the window
    readonly property alias titleHeight: titleText.height

    closePolicy: Popup.CloseOnEscape
    focus: true
    modal: true
    padding: 22
    parent: Overlay.overlay
    topPadding: 18
    width: Math.min(560, parent ? parent.width - 40 : 560)
    // whole pixels, so that thin rules stay crisp
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: parent ? Math.round((parent.height - height) / 2) : 0

    Overlay.modal: Rectangle {
        color: "#8c1a0d05"
    }
    background: Rectangle {
        border.color: Theme.parchmentEdge
        border.width: 2
        color: Theme.parchment
        radius: 12

        Rectangle {
            anchors.fill: parent
            anchors.margins: 4
            border.color: "#55c9a13c"
            color: "transparent"
            radius: 9
        }
        // a thin rule under the title
        Rectangle {
            color: Theme.parchmentRule
            height: 1
            width: parent.width - root.leftPadding - root.rightPadding
            x: root.leftPadding
            y: Math.round(root.topPadding + titleText.height + 5)
        }
    }
    contentItem: Column {
        spacing: 12
        width: root.availableWidth

        Text {
            id: titleText
            Accessible.name: text
            Accessible.role: Accessible.Heading
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 20
            text: root.title
            width: parent.width
            wrapMode: Text.Wrap
        }
        Item {
            id: body
            height: childrenRect.height
            width: root.availableWidth
        }
    }
}
