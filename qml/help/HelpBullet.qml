// SPDX-License-Identifier: GPL-3.0-or-later
// One item of a list in a help page.
import QtQuick

Item {
    id: root

    property alias text: body.text

    width: parent ? parent.width : implicitWidth
    implicitHeight: body.implicitHeight
    Accessible.role: Accessible.ListItem
    Accessible.name: body.Accessible.name

    Rectangle {
        x: 6
        y: body.font.pixelSize * 0.55
        width: 6
        height: 6
        radius: 3
        color: "#b08a3e"
    }
    HelpText {
        id: body
        x: 22
        width: root.width - x
    }
}
