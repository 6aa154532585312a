// SPDX-License-Identifier: GPL-3.0-or-later
// A link to another help page (keyboard: Tab to it, Enter or Space to follow).
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    property alias text: label.text

    signal activated

    Accessible.name: label.text
    Accessible.role: Accessible.Link
    activeFocusOnTab: true
    border.color: activeFocus ? Theme.woodLight : Theme.gold
    border.width: activeFocus ? 2 : 1
    color: mouse.containsMouse || activeFocus ? "#f3e2b5" : Theme.parchmentLight
    implicitHeight: label.implicitHeight + 12
    implicitWidth: label.implicitWidth + 28
    radius: height / 2

    Accessible.onPressAction: root.activated()
    Keys.onEnterPressed: root.activated()
    Keys.onReturnPressed: root.activated()
    Keys.onSpacePressed: root.activated()

    Text {
        id: label
        anchors.centerIn: parent
        color: Theme.woodLight
        font.pixelSize: 14
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        hoverEnabled: true

        onClicked: root.activated()
    }
}
