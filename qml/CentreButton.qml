// SPDX-License-Identifier: GPL-3.0-or-later
// The board's round "Centre the board" button, a target mark drawn with shapes (BoardView).
// Its words keep BoardView's translation context.
import QtQuick
import QtQuick.Controls
import Fortuna

RoundButton {
    id: button
    Accessible.name: ToolTip.text
    ToolTip.text: qsTranslate("BoardView", "Centre the board")
    ToolTip.visible: hovered
    height: 46
    objectName: "centreButton"
    width: 46

    background: Rectangle {
        border.color: Theme.woodEdge
        border.width: 2
        color: button.down ? Theme.parchmentPressed : button.hovered ? "#fbf0d3" : Theme.parchmentButton
        radius: width / 2
    }
    contentItem: Item {
        // a target mark drawn with shapes
        Rectangle {
            anchors.centerIn: parent
            border.color: Theme.woodMid
            border.width: 2.5
            color: "transparent"
            height: 22
            radius: 11
            width: 22
        }
        Rectangle {
            anchors.centerIn: parent
            color: Theme.woodMid
            height: 8
            radius: 4
            width: 8
        }
        Rectangle {
            anchors.centerIn: parent
            color: Theme.woodMid
            height: 30
            width: 2.5
        }
        Rectangle {
            anchors.centerIn: parent
            color: Theme.woodMid
            height: 2.5
            width: 30
        }
    }

    // AT-SPI's Press (Qt 6.4 does nothing by itself)
    Accessible.onPressAction: clicked()
}
