// SPDX-License-Identifier: GPL-3.0-or-later
// An item of the top bar's menus: its text, a check mark when checkable, and the key that
// does the same, named by KeyNames as the keyboard list names it.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Game

MenuItem {
    id: item
    // the portable sequence GameKeys binds ("Ctrl+S"); shown by its KeyNames name
    property string keys
    implicitHeight: visible ? 34 : 0
    leftPadding: 12
    rightPadding: 12
    font.pixelSize: 14
    contentItem: Item {
        implicitWidth: label.implicitWidth + keyLabel.implicitWidth + 40
        Text {
            id: label
            x: item.checkable ? 22 : 0
            anchors.verticalCenter: parent.verticalCenter
            text: item.text
            font: item.font
            color: item.enabled ? Theme.ink : "#a08c70"
        }
        Text {
            id: keyLabel
            objectName: "menuKeys"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            text: item.keys.length > 0 ? KeyNames.text(item.keys, KeyNames.revision) : ""
            font.pixelSize: 12
            color: Theme.bronze
        }
    }
    indicator: Text {
        visible: item.checkable && item.checked
        x: item.leftPadding
        anchors.verticalCenter: parent.verticalCenter
        text: "✓"
        font.pixelSize: 14
        font.bold: true
        color: Theme.amber
    }
    arrow: Text {
        visible: item.subMenu
        x: item.width - width - item.rightPadding
        anchors.verticalCenter: parent.verticalCenter
        text: "›"
        font.pixelSize: 18
        color: Theme.bronze
    }
    background: Rectangle {
        color: item.highlighted ? Theme.highlight : "transparent"
        radius: 4
    }
}
