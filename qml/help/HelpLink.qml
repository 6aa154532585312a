// SPDX-License-Identifier: GPL-3.0-or-later
// A link to another help page (keyboard: Tab to it, Enter or Space to follow).
import QtQuick

Rectangle {
    id: root

    property alias text: label.text
    signal activated()

    implicitWidth: label.implicitWidth + 28
    implicitHeight: label.implicitHeight + 12
    radius: height / 2
    color: mouse.containsMouse || activeFocus ? "#f3e2b5" : "#fbf3dc"
    border.width: activeFocus ? 2 : 1
    border.color: activeFocus ? "#6e4320" : "#c9a13c"
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
        color: "#6e4320"
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: root.activated()
    }
}
