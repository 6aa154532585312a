// SPDX-License-Identifier: GPL-3.0-or-later
// One item of a list in a help page.
import QtQuick

Item {
    id: root

    property alias text: body.text

    Accessible.name: body.Accessible.name
    Accessible.role: Accessible.ListItem
    implicitHeight: body.implicitHeight
    width: parent ? parent.width : implicitWidth

    Rectangle {
        color: "#b08a3e"
        height: 6
        radius: 3
        width: 6
        x: 6
        y: body.font.pixelSize * 0.55
    }
    HelpText {
        id: body
        width: root.width - x
        x: 22
    }
}
