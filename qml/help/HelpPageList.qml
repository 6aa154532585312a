// SPDX-License-Identifier: GPL-3.0-or-later
// The left side of the rules help: its title and the list of pages in groups. Up/Down
// (Home/End) choose a page, Enter or Right moves into it. Its words keep HelpView's
// translation context.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

Rectangle {
    id: side

    // The HelpView it lists the pages of.
    required property var help
    readonly property alias pageList: list

    color: Theme.parchmentDark
    height: parent.height
    width: Math.min(260, Math.max(200, side.help.width * 0.26))

    Rectangle {
        anchors.right: parent.right
        color: Theme.gold
        height: parent.height
        width: 1
    }
    Text {
        id: sideTitle
        Accessible.name: text
        Accessible.role: Accessible.Heading
        color: Theme.woodMid
        font.bold: true
        font.family: "DejaVu Serif"
        font.pixelSize: 20
        text: qsTranslate("HelpView", "Rules help")
        width: parent.width - 30
        wrapMode: Text.Wrap
        x: 18
        y: 16
    }
    ListView {
        id: list
        Accessible.name: qsTranslate("HelpView", "Help pages")
        Accessible.role: Accessible.List
        activeFocusOnTab: true
        anchors.bottom: parent.bottom
        anchors.top: sideTitle.bottom
        anchors.topMargin: 8
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        currentIndex: side.help.currentIndex
        focus: true
        highlightMoveDuration: 0
        keyNavigationEnabled: true
        model: side.help.pageIds
        objectName: "pageList"
        width: parent.width - 1

        delegate: HelpPageEntry {
            id: entry
            event: side.help.sectorOf(modelData) >= 0
            groupLabel: side.help.groupOf(index)
            listFocused: list.activeFocus
            newGroup: index === 0 || index === 4 || index === 10
            title: side.help.titleOf(modelData)

            onActivated: fromMouse => {
                side.help.open(modelData);
                if (fromMouse)
                    list.forceActiveFocus();
            }
        }

        Keys.onEnterPressed: side.help.focusPage()
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Home) {
                currentIndex = 0;
                event.accepted = true;
            } else if (event.key === Qt.Key_End) {
                currentIndex = count - 1;
                event.accepted = true;
            }
        }
        Keys.onReturnPressed: side.help.focusPage()
        Keys.onRightPressed: side.help.focusPage()
        onCurrentIndexChanged: if (currentIndex >= 0)
            side.help.open(side.help.pageIds[currentIndex])
    }
}
