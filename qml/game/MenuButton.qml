// SPDX-License-Identifier: GPL-3.0-or-later
// A top-bar menu title ("Game", "View", ...) that opens its Menu below it.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

ToolButton {
    id: root

    property Menu menu

    function openMenu() {
        if (menu) {
            menu.y = height;
            menu.open();
        }
    }

    implicitHeight: 36
    leftPadding: 12
    rightPadding: 12
    font.pixelSize: 14
    Accessible.role: Accessible.ButtonMenu
    Accessible.name: text
    onClicked: openMenu()

    contentItem: Text {
        text: root.text
        font: root.font
        color: Theme.cream
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: Text.AlignHCenter
    }
    background: Rectangle {
        radius: 6
        color: root.down || (root.menu && root.menu.visible) ? Theme.woodDark : root.hovered ? "#7a4d26" : "transparent"
        border.width: root.visualFocus ? 2 : 0
        border.color: Theme.goldLight
    }
}
