// SPDX-License-Identifier: GPL-3.0-or-later
// A link to another help page (keyboard: Tab to it, Enter or Space to follow).
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    property alias text: label.text
    signal activated()

    implicitWidth: label.implicitWidth + 28
    implicitHeight: label.implicitHeight + 12
    radius: height / 2
    color: mouse.containsMouse || activeFocus ? "#f3e2b5" : Theme.parchmentLight
    border.width: activeFocus ? 2 : 1
    border.color: activeFocus ? Theme.woodLight : Theme.gold
    activeFocusOnTab: true
    Accessible.role: Accessible.Link
    Accessible.name: label.text
    Accessible.onPressAction: root.activated()

    Keys.onReturnPressed: root.activated()
    Keys.onEnterPressed: root.activated()
    Keys.onSpacePressed: root.activated()

    Text {
        id: label
        anchors.centerIn: parent
        font.pixelSize: 14
        color: Theme.woodLight
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: root.activated()
    }
}
