// SPDX-License-Identifier: GPL-3.0-or-later
// A ring around what has the keyboard focus when the keyboard put it there (Tab, Shift+Tab):
// a control with visualFocus, or the board when Tab brought it there from a control. It
// lies over the game view and takes no input.
import QtQuick
import Fortuna.Art

Item {
    id: root

    required property Item board // the board view
    // the board got the focus by Tab (from a control that had it by the keyboard)
    property bool boardByKey: false
    readonly property Item focused: Window.activeFocusItem
    readonly property bool shown: target !== null && target.visible && (target === board ? boardByKey : target.visualFocus === true)
    property Item target: null
    // the target had the focus by the keyboard (read as the focus leaves it)
    readonly property bool targetVisual: target !== null && target.visualFocus === true

    onFocusedChanged: {
        boardByKey = focused !== null && focused === board && targetVisual;
        target = focused;
    }

    Rectangle {
        // the target's rectangle in the ring's coordinates, a little outside it (inside the
        // board, which fills its area)
        readonly property rect area: {
            const t = root.target;
            if (!root.shown)
                return Qt.rect(0, 0, 0, 0);
            t.x;
            t.y;
            t.width;
            t.height;
            const p = t.mapToItem(root, 0, 0);
            const m = t === root.board ? -3 : 3;
            return Qt.rect(p.x - m, p.y - m, t.width + 2 * m, t.height + 2 * m);
        }

        border.color: Theme.focus
        border.width: 3
        color: "transparent"
        height: area.height
        objectName: "focusRing"
        radius: 6
        visible: root.shown
        width: area.width
        x: area.x
        y: area.y
    }
}
