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
    onVisibleChanged: {
        if (!root.visible && root.parentWindow && root.parentWindow.visible)
            root.parentWindow.requestActivate();
    }
}
