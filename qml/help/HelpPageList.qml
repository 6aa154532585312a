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

    width: Math.min(260, Math.max(200, side.help.width * 0.26))
    height: parent.height
    color: Theme.parchmentDark

    Rectangle {
        anchors.right: parent.right
        width: 1
        height: parent.height
        color: Theme.gold
    }

    Text {
        id: sideTitle
        x: 18
        y: 16
        width: parent.width - 30
        text: qsTranslate("HelpView", "Rules help")
        font.family: "DejaVu Serif"
        font.pixelSize: 20
        font.bold: true
        color: Theme.woodMid
        wrapMode: Text.Wrap
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    ListView {
        id: list
        objectName: "pageList"
        anchors.top: sideTitle.bottom
        anchors.topMargin: 8
        anchors.bottom: parent.bottom
        width: parent.width - 1
        clip: true
        focus: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        boundsBehavior: Flickable.StopAtBounds
        model: side.help.pageIds
        currentIndex: side.help.currentIndex
        highlightMoveDuration: 0
        Accessible.role: Accessible.List
        Accessible.name: qsTranslate("HelpView", "Help pages")

        onCurrentIndexChanged: if (currentIndex >= 0) side.help.open(side.help.pageIds[currentIndex])
        Keys.onReturnPressed: side.help.focusPage()
        Keys.onEnterPressed: side.help.focusPage()
        Keys.onRightPressed: side.help.focusPage()
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Home) {
                currentIndex = 0;
                event.accepted = true;
            } else if (event.key === Qt.Key_End) {
                currentIndex = count - 1;
                event.accepted = true;
            }
        }

        delegate: HelpPageEntry {
            id: entry
            title: side.help.titleOf(modelData)
            groupLabel: side.help.groupOf(index)
            newGroup: index === 0 || index === 4 || index === 10
            event: side.help.sectorOf(modelData) >= 0
            listFocused: list.activeFocus
            onActivated: fromMouse => {
                side.help.open(modelData);
                if (fromMouse)
                    list.forceActiveFocus();
            }
        }
    }
}
