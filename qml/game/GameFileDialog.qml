// SPDX-License-Identifier: GPL-3.0-or-later
// A file dialog of QtQuick.Dialogs (Open, Save, Import) that gives the keys back to the game's
// window when it closes. Qt 6.8 shows its own dialog (when the desktop offers none) in a
// window of its own: opening it takes the keys from the game's window (whose focus out
// clears the focus of all its content), and closing it gives them back only where a window
// manager activates that window again (none does offscreen, under Xvfb or in a bare X
// session). Without this the board, and a question or dialog opened next in the game's
// window, got no key: Enter did not answer "Replace …?" after Save, Esc did not close Help ▸
// Keyboard. Its parentWindow must be set: the game's window.
import QtQuick
import QtQuick.Dialogs as Dialogs

Dialogs.FileDialog {
    id: root

    // Just closed: the game's window is given the keys back (for a few seconds).
    property bool givingBack: false
    readonly property Timer givingBackEnds: Timer {
        interval: 3000

        onTriggered: root.givingBack = false
    }
    readonly property Connections keysBack: Connections {
        function onActiveFocusItemChanged() {
            Qt.callLater(root.activateAgain);
        }

        enabled: root.givingBack
        target: root.parentWindow
    }

    // Qt 6.8 again: the dialog's window, going away after it closed, may take the focus out
    // of the game's window once more while that stays the active window (the dialog's window
    // is its transient child), and no focus-in follows: no item had the keys (the end screen
    // lost them after a cancelled Save). The window asks to be activated again: only while
    // it is the active one, so a switch to another program is never undone, and never while
    // this dialog shows.
    function activateAgain() {
        const w = root.parentWindow;
        if (root.givingBack && !root.visible && w && w.visible && w.active && !w.activeFocusItem)
            w.requestActivate();
    }

    onVisibleChanged: {
        root.givingBack = false;
        if (!root.visible && root.parentWindow && root.parentWindow.visible) {
            root.parentWindow.requestActivate();
            root.givingBack = true;
            givingBackEnds.restart();
        }
    }
}
