// SPDX-License-Identifier: GPL-3.0-or-later
// An item of the top bar's menus: its text with its access letter underlined (GameMenu), a
// check mark when checkable, and the key that does the same, named by KeyNames as the
// keyboard list names it.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Game

MenuItem {
    id: item

    // the portable sequence GameKeys binds ("Ctrl+S"); shown by its KeyNames name
    property string keys
    // the index in `text` of its access letter (GameMenu.mnemonics), underlined; -1: none
    readonly property int mnemonicIndex: {
        const m = item.menu;
        if (!m || m.letterOf === undefined)
            return -1;
        m.mnemonics;
        return m.letterOf(item);
    }

    // greyed: Qt 6.4 reports it enabled all the same
    Accessible.description: enabled ? "" : Speech.unavailable

    // with its key, as a screen reader says it ("Save, Ctrl+S")
    //: a menu item and its key for a screen reader: "Save, Ctrl+S"
    Accessible.name: keys.length > 0 ? qsTr("%1, %2").arg(text).arg(KeyNames.text(keys, KeyNames.revision)) : text
    font.pixelSize: 14
    implicitHeight: visible ? 34 : 0
    leftPadding: 12
    rightPadding: 12

    arrow: Text {
        anchors.verticalCenter: parent.verticalCenter
        color: Theme.bronze
        font.pixelSize: 18
        text: "›"
        visible: item.subMenu
        x: item.width - width - item.rightPadding
    }
    background: Rectangle {
        color: item.highlighted ? Theme.highlight : "transparent"
        radius: 4
    }
    contentItem: Item {
        // the check mark's room included: a checked item's text is never cut by the edge
        implicitWidth: label.x + label.implicitWidth + keyLabel.implicitWidth + 40

        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            color: item.enabled ? Theme.ink : "#a08c70"
            font: item.font
            objectName: "menuText"
            text: {
                const t = item.text, at = item.mnemonicIndex;
                if (at < 0)
                    return t;
                const esc = s => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
                return esc(t.substring(0, at)) + "<u>" + esc(t.charAt(at)) + "</u>" + esc(t.substring(at + 1));
            }
            textFormat: item.mnemonicIndex < 0 ? Text.PlainText : Text.StyledText
            x: item.checkable ? 22 : 0
        }
        Text {
            id: keyLabel
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.bronze
            font.pixelSize: 12
            objectName: "menuKeys"
            text: item.keys.length > 0 ? KeyNames.text(item.keys, KeyNames.revision) : ""
        }
    }
    indicator: Text {
        anchors.verticalCenter: parent.verticalCenter
        color: Theme.amber
        font.bold: true
        font.pixelSize: 14
        text: "✓"
        visible: item.checkable && item.checked
        x: item.leftPadding
    }

    // In a menu of the top bar: Left and Right go to the menu beside (Right opens a submenu
    // here), F10 closes, Alt+letter opens that menu (TopBar).
    Keys.onPressed: event => {
        const bar = item.menu && item.menu.inBar === true;
        const side = event.key === Qt.Key_Left || event.key === Qt.Key_Right && !item.subMenu;
        if (bar && (side || event.key === Qt.Key_F10 || (event.modifiers & Qt.AltModifier) && event.text.length > 0)) {
            item.menu.barKey(event.key, event.modifiers);
            event.accepted = true;
        }
    }
}
