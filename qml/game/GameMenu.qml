// SPDX-License-Identifier: GPL-3.0-or-later
// A menu of the top bar: parchment, with GameMenuItem entries.
import QtQuick
import QtQuick.Controls
import Fortuna

Menu {
    // A menu of the bar (not a submenu): its items hand Left, Right, F10 and Alt+letter to the
    // bar (barKey), which goes to the menu beside, closes, or opens the menu of that letter.
    // (While a menu is open, the window's shortcuts outside it do not fire.)
    property bool inBar: false

    signal barKey(int key, int modifiers)

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
    delegate: Component {
        GameMenuItem {
        }
    }
}
