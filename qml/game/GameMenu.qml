// SPDX-License-Identifier: GPL-3.0-or-later
// A menu of the top bar: parchment, with GameMenuItem entries.
import QtQuick
import QtQuick.Controls
import Fortuna

Menu {
    id: menu

    // A menu of the bar (not a submenu): its items hand Left, Right, F10 and Alt+letter to the
    // bar (barKey), which goes to the menu beside, closes, or opens the menu of that letter.
    // (While a menu is open, the window's shortcuts outside it do not fire.)
    property bool inBar: false
    // Each item's access letter, as on the desktop: the first letter of its (translated) text
    // that no item above it took, underlined; pressed alone while the menu is open, it
    // activates the item. [item, index in its text] pairs.
    // (Items shown only now and then, such as "Final scores", count while the menu is open.)
    readonly property var mnemonics: {
        const open = visible, taken = [], found = [];
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i);
            if (!item || item.text === undefined || open && !item.visible || !item.enabled)
                continue;
            const text = item.text;
            for (let k = 0; k < text.length; ++k) {
                const c = text.charAt(k).toLowerCase();
                if (c !== c.toUpperCase() && taken.indexOf(c) < 0) {
                    taken.push(c);
                    found.push([item, k]);
                    break;
                }
            }
        }
        return found;
    }

    signal barKey(int key, int modifiers)

    // The item whose access letter `letter` is, activated (a submenu opens); false when none.
    function activateLetter(letter) {
        const c = letter.toLowerCase();
        for (const m of mnemonics) {
            const item = m[0];
            if (item.text.charAt(m[1]).toLowerCase() !== c || !item.visible)
                continue;
            currentIndex = indexOfItem(item);
            if (item.subMenu) {
                item.triggered(); // opens it
                return true;
            }
            if (item.checkable)
                item.toggle();
            item.triggered();
            return true;
        }
        return false;
    }
    function indexOfItem(item) {
        for (let i = 0; i < count; ++i)
            if (itemAt(i) === item)
                return i;
        return -1;
    }
    // The index in the item's text of its access letter, -1 for none.
    function letterOf(item) {
        for (const m of mnemonics)
            if (m[0] === item)
                return m[1];
        return -1;
    }

    bottomPadding: 6
    // as wide as its widest item (Qt 6.4's Menu keeps its background's width: a long item,
    // checked, ran past its edge)
    implicitWidth: {
        let widest = 250;
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i);
            if (item && item.visible)
                widest = Math.max(widest, item.implicitWidth);
        }
        return widest + leftPadding + rightPadding;
    }
    topPadding: 6

    background: Rectangle {
        border.color: Theme.parchmentEdge
        border.width: 1.5
        color: Theme.parchment
        implicitWidth: 250
        radius: 8
    }
    // the style's list, which also takes the access letters (an item passes them on)
    contentItem: ListView {
        clip: true
        currentIndex: menu.currentIndex
        // the keys reach it when the menu was opened by the mouse (no item has the focus then)
        focus: true
        implicitHeight: contentHeight
        interactive: Window.window ? contentHeight + menu.topPadding + menu.bottomPadding > Window.window.height : false
        model: menu.contentModel

        ScrollIndicator.vertical: ScrollIndicator {
        }

        Keys.onPressed: event => {
            const plain = (event.modifiers & ~Qt.ShiftModifier & ~Qt.KeypadModifier) === 0;
            if (plain && event.text.length === 1 && menu.activateLetter(event.text))
                event.accepted = true;
        }
    }
    delegate: Component {
        GameMenuItem {
        }
    }
}
