// SPDX-License-Identifier: GPL-3.0-or-later
// An entry of the help's list of pages: the page title (indented for a wheel event), with
// the group's label above the first page of a group. The delegate of HelpView's list.
import QtQuick
import Fortuna.Art

Item {
    id: entry

    readonly property bool current: ListView.isCurrentItem
    // The page is a wheel event (its title is indented).
    property bool event: false
    property string groupLabel
    required property int index
    // The list has the keyboard focus (the current entry is ringed).
    property bool listFocused: false
    required property string modelData
    property bool newGroup: false
    // Texts from the help view: the page title and, above the first page of a group, the
    // group's label.
    property string title

    // Chosen by a click (fromMouse) or an accessibility press.
    signal activated(bool fromMouse)

    Accessible.name: title
    Accessible.role: Accessible.ListItem
    Accessible.selected: current
    height: row.height + (newGroup ? group.height + 6 : 0)
    width: ListView.view.width

    Accessible.onPressAction: entry.activated(false)

    Text {
        id: group
        Accessible.ignored: true
        // its own implicit height (no binding on it: a wrapped text's height bound to its
        // implicitHeight is a binding loop)
        bottomPadding: 4
        color: Theme.bronze
        font.bold: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 0.8
        font.pixelSize: 11
        text: entry.groupLabel
        visible: entry.newGroup
        width: entry.width - 26
        wrapMode: Text.Wrap
        x: 18
        y: 6
    }
    Rectangle {
        id: row
        border.color: Theme.goldBright
        border.width: entry.current && entry.listFocused ? 2 : 0
        color: entry.current ? Theme.woodLight : mouse.containsMouse ? "#f3e6c4" : "transparent"
        height: Math.max(30, label.implicitHeight + 10)
        radius: 6
        width: entry.width - 16
        x: 8
        y: entry.newGroup ? group.height + 6 : 0

        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            color: entry.current ? Theme.cream : Theme.ink
            font.bold: entry.current
            font.pixelSize: 14
            text: entry.title
            width: parent.width - x - 8
            wrapMode: Text.Wrap
            x: entry.event ? 22 : 10
        }
        MouseArea {
            id: mouse
            anchors.fill: parent
            hoverEnabled: true

            onClicked: entry.activated(true)
        }
    }
}
