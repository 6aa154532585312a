// SPDX-License-Identifier: GPL-3.0-or-later
// The end screen's keys, as a modal screen's: it takes the keys whenever it shows (again after
// a replay or an analysis), Enter presses the button with the focus, else the default one
// (Play again), and Tab and Shift+Tab go round its buttons only: the board and the top bar
// behind it wait. The screen forwards it the keys that its buttons leave (Keys.forwardTo).
import QtQuick
import QtQuick.Controls

Item {
    id: keys

    // the button that Enter presses when no button has the focus
    required property Item defaultButton
    // the screen's first and last buttons in the Tab order: Tab goes round from one to the other
    required property Item first
    required property Item last

    function inside(item, parent) {
        for (let i = item; i && parent; i = i.parent)
            if (i === parent)
                return true;
        return false;
    }
    function press(event) {
        event.accepted = true;
        // a key held down since the last move does not start the next game
        if (event.isAutoRepeat)
            return;
        const f = Window.activeFocusItem;
        const button = f && f !== keys && typeof f.clicked === "function" ? f : defaultButton;
        button.clicked();
    }

    Component.onCompleted: {
        last.KeyNavigation.tab = first;
        first.KeyNavigation.backtab = last;
    }
    Keys.onBacktabPressed: event => {
        last.forceActiveFocus(Qt.BacktabFocusReason);
        event.accepted = true;
    }
    Keys.onEnterPressed: event => press(event)
    Keys.onReturnPressed: event => press(event)
    Keys.onTabPressed: event => {
        first.forceActiveFocus(Qt.TabFocusReason);
        event.accepted = true;
    }
    // not from a dialog or the help open over it (the keys come here once it closes)
    onVisibleChanged: if (visible && !inside(Window.activeFocusItem, Overlay.overlay))
        forceActiveFocus()

    // a dialog over it closed and left the keys to nobody (the window's root item)
    Connections {
        function onActiveFocusItemChanged() {
            if (keys.visible && keys.Window.activeFocusItem === keys.Window.contentItem)
                keys.forceActiveFocus();
        }

        target: keys.Window.window
    }
}
