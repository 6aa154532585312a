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

    Accessible.name: text
    Accessible.role: Accessible.ButtonMenu
    font.pixelSize: 14
    implicitHeight: 36
    leftPadding: 12
    rightPadding: 12

    background: Rectangle {
        border.color: Theme.goldLight
        border.width: root.visualFocus ? 2 : 0
        color: root.down || (root.menu && root.menu.visible) ? Theme.woodDark : root.hovered ? "#7a4d26" : "transparent"
        radius: 6
    }
    contentItem: Text {
        color: Theme.cream
        font: root.font
        horizontalAlignment: Text.AlignHCenter
        text: root.text
        verticalAlignment: Text.AlignVCenter
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: if (enabled)
        clicked()
    onClicked: openMenu()

    // the menu's popup is named as its button ("Game", "View"...) for a screen reader
    Binding {
        property: "Accessible.name"
        target: root.menu ? root.menu.contentItem.parent : null
        value: root.text
        when: root.menu !== null && root.menu.contentItem !== null
    }
}
