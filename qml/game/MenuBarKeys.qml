// SPDX-License-Identifier: GPL-3.0-or-later
// The top bar's menus by keyboard, as on the desktop: Alt+letter opens a menu (the letter its
// title underlines: the first letter of the translated title that no title before it took);
// in an open menu, Left and Right go to the menu beside it (round), F10 closes it, Alt+letter
// opens another (GameMenuItem hands these keys over: while a menu is open, the window's
// shortcuts outside it do not fire). F10 opens the Game menu (GameKeys); Up, Down, Enter and
// Esc are the menu's own.
import QtQuick

Item {
    id: keys

    // A dialog is open: Alt+letter waits.
    property bool blocked: false
    // The menu titles (MenuButton) in order.
    property var buttons: []
    // Each title's letter: its index in the title, -1 for none.
    readonly property var mnemonics: {
        const taken = [], found = [];
        for (const button of buttons) {
            let at = -1;
            for (let i = 0; i < button.text.length && at < 0; ++i) {
                const c = button.text.charAt(i).toLowerCase();
                if (c !== c.toUpperCase() && taken.indexOf(c) < 0) {
                    at = i;
                    taken.push(c);
                }
            }
            found.push(at);
        }
        return found;
    }
    // The index of the open menu, -1 when none is.
    readonly property int openIndex: {
        for (let i = 0; i < buttons.length; ++i)
            if (buttons[i].menu && buttons[i].menu.visible)
                return i;
        return -1;
    }

    // A key pressed in an open menu of the bar (GameMenu.barKey).
    function menuKey(key, modifiers) {
        const i = openIndex, n = buttons.length;
        if (i < 0)
            return;
        if (key === Qt.Key_Left || key === Qt.Key_Right) {
            openByKey((i + (key === Qt.Key_Right ? 1 : n - 1)) % n);
        } else if (key === Qt.Key_F10) {
            buttons[i].menu.close();
        } else if (modifiers & Qt.AltModifier) {
            for (let m = 0; m < n; ++m)
                if (mnemonicKey(m) === "Alt+" + String.fromCharCode(key).toUpperCase())
                    openByKey(m);
        }
    }
    // The key sequence that opens menu i ("Alt+G"), "" when its title has no letter free.
    function mnemonicKey(i) {
        const at = mnemonics[i];
        return at >= 0 ? "Alt+" + buttons[i].text.charAt(at).toUpperCase() : "";
    }
    // Opens menu i as the keyboard does (its first item highlighted), closing the one open.
    function openByKey(i) {
        for (const button of buttons)
            if (button.menu.visible)
                button.menu.close();
        buttons[i].openMenu(true);
    }

    Repeater {
        model: keys.buttons.length

        Item {
            id: mnemonic

            required property int index

            Shortcut {
                enabled: !keys.blocked && keys.mnemonicKey(mnemonic.index).length > 0
                sequence: keys.mnemonicKey(mnemonic.index)

                onActivated: keys.openByKey(mnemonic.index)
            }
        }
    }
}
