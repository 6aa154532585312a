// SPDX-License-Identifier: GPL-3.0-or-later
// A top-bar menu title ("Game", "View", ...) that opens its Menu below it. By the keyboard
// (Enter, Space or Down on the focused title, its Alt+letter, F10, Left and Right from the
// menu beside it: TopBar) the menu opens with its first item highlighted, the arrows going on
// from there. Its letter (mnemonic) is underlined.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

ToolButton {
    id: root

    property Menu menu
    // the index in `text` of the letter that Alt opens the menu with (TopBar), -1: none
    property int mnemonicIndex: -1

    // Opens the menu; byKey: with its first enabled item highlighted (and focused), as a
    // keyboard player expects.
    function openMenu(byKey) {
        if (!menu)
            return;
        menu.y = height;
        menu.open();
        if (byKey) {
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i);
                if (item && item.enabled && item.visible && item.text !== undefined) {
                    menu.currentIndex = i;
                    break;
                }
            }
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
        id: label
        color: Theme.cream
        font: root.font
        horizontalAlignment: Text.AlignHCenter
        objectName: "menuButtonText"
        text: root.text
        verticalAlignment: Text.AlignVCenter

        FontMetrics {
            id: metrics
            font: label.font
        }
        TextMetrics {
            id: before
            font: label.font
            text: root.text.substring(0, Math.max(0, root.mnemonicIndex))
        }
        TextMetrics {
            id: letter
            font: label.font
            text: root.text.charAt(Math.max(0, root.mnemonicIndex))
        }
        // the access letter's line, below the letters' tails (an underline crossed the tail
        // of the J of Romanian "Joc" and was lost in it)
        Rectangle {
            color: label.color
            height: 1
            objectName: "mnemonicLine"
            visible: root.mnemonicIndex >= 0
            width: letter.advanceWidth
            x: Math.round((label.width - label.contentWidth) / 2 + before.advanceWidth)
            y: Math.ceil(label.baselineOffset + metrics.descent)
        }
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: if (enabled)
        clicked()

    // Enter, Space and Down on the focused title open its menu, before the game's keys
    // (Enter ends a turn, Space goes through the lit spots, Down moves the board).
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space || event.key === Qt.Key_Down) {
            openMenu(true);
            event.accepted = true;
        }
    }
    Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space || event.key === Qt.Key_Down
    onClicked: openMenu(false)

    // the menu's popup is named as its button ("Game", "View"...) for a screen reader
    Binding {
        property: "Accessible.name"
        target: root.menu ? root.menu.contentItem.parent : null
        value: root.text
        when: root.menu !== null && root.menu.contentItem !== null
    }
}
