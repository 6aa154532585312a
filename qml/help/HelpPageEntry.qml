// SPDX-License-Identifier: GPL-3.0-or-later
// An entry of the help's list of pages: the page title (indented for a wheel event), with
// the group's label above the first page of a group. The delegate of HelpView's list.
import QtQuick
import Fortuna.Art

Item {
    id: entry

    required property string modelData
    required property int index
    // Texts from the help view: the page title and, above the first page of a group, the
    // group's label.
    property string title
    property string groupLabel
    property bool newGroup: false
    // The page is a wheel event (its title is indented).
    property bool event: false
    // The list has the keyboard focus (the current entry is ringed).
    property bool listFocused: false
    readonly property bool current: ListView.isCurrentItem

    // Chosen by a click (fromMouse) or an accessibility press.
    signal activated(bool fromMouse)

    width: ListView.view.width
    height: row.height + (newGroup ? group.height + 6 : 0)
    Accessible.role: Accessible.ListItem
    Accessible.name: title
    Accessible.selected: current
    Accessible.onPressAction: entry.activated(false)

    Text {
        id: group
        visible: entry.newGroup
        x: 18
        y: 6
        width: entry.width - 26
        // its own implicit height (no binding on it: a wrapped text's height bound to its
        // implicitHeight is a binding loop)
        bottomPadding: 4
        wrapMode: Text.Wrap
        text: entry.groupLabel
        font.pixelSize: 11
        font.bold: true
        font.letterSpacing: 0.8
        font.capitalization: Font.AllUppercase
        color: Theme.bronze
        Accessible.ignored: true
    }
    Rectangle {
        id: row
        y: entry.newGroup ? group.height + 6 : 0
        x: 8
        width: entry.width - 16
        height: Math.max(30, label.implicitHeight + 10)
        radius: 6
        color: entry.current ? Theme.woodLight : mouse.containsMouse ? "#f3e6c4" : "transparent"
        border.width: entry.current && entry.listFocused ? 2 : 0
        border.color: Theme.goldBright

        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            x: entry.event ? 22 : 10
            width: parent.width - x - 8
            text: entry.title
            font.pixelSize: 14
            font.bold: entry.current
            color: entry.current ? Theme.cream : Theme.ink
            wrapMode: Text.Wrap
        }
        MouseArea {
            id: mouse
            anchors.fill: parent
            hoverEnabled: true
            onClicked: entry.activated(true)
        }
    }
}
