// SPDX-License-Identifier: GPL-3.0-or-later
// A parchment card with a small heading, for the side column.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    property string title
    default property alias content: body.data
    property real padding: 12

    implicitHeight: heading.height + body.childrenRect.height + 3 * padding
    radius: 8
    color: Theme.parchment
    border.color: Theme.parchmentEdge
    border.width: 1

    Rectangle {
        // a soft inner edge, like printed card stock
        anchors.fill: parent
        anchors.margins: 3
        radius: 6
        color: "transparent"
        border.color: "#40ffffff"
    }

    Text {
        id: heading
        x: root.padding
        y: root.padding
        width: root.width - 2 * root.padding
        text: root.title
        font.family: "DejaVu Serif"
        font.bold: true
        font.pixelSize: 15
        color: Theme.heading
        elide: Text.ElideRight
    }
    Rectangle {
        x: root.padding
        y: heading.y + heading.height + 4
        width: root.width - 2 * root.padding
        height: 1
        color: Theme.parchmentRule
    }
    Item {
        id: body
        x: root.padding
        y: heading.y + heading.height + root.padding
        width: root.width - 2 * root.padding
        height: childrenRect.height
    }
}
