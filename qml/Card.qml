// SPDX-License-Identifier: GPL-3.0-or-later
// A parchment card with a small heading, for the side column.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    default property alias content: body.data
    property real padding: 12
    property string title

    border.color: Theme.parchmentEdge
    border.width: 1
    color: Theme.parchment
    implicitHeight: heading.height + body.childrenRect.height + 3 * padding
    radius: 8

    Rectangle {
        // a soft inner edge, like printed card stock
        anchors.fill: parent
        anchors.margins: 3
        border.color: "#40ffffff"
        color: "transparent"
        radius: 6
    }
    Text {
        id: heading
        color: Theme.heading
        elide: Text.ElideRight
        font.bold: true
        font.family: "DejaVu Serif"
        font.pixelSize: 15
        text: root.title
        width: root.width - 2 * root.padding
        x: root.padding
        y: root.padding
    }
    Rectangle {
        color: Theme.parchmentRule
        height: 1
        width: root.width - 2 * root.padding
        x: root.padding
        y: heading.y + heading.height + 4
    }
    Item {
        id: body
        height: childrenRect.height
        width: root.width - 2 * root.padding
        x: root.padding
        y: heading.y + heading.height + root.padding
    }
}
