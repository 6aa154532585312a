// SPDX-License-Identifier: GPL-3.0-or-later
// The bag: every kind of tile of the game (its art, wheel icon included) with how many are
// still to come, from the controller's bag model (what the players have not seen, never the
// pile order). Kinds all drawn stay, faded, at ×0. B (or the View menu, or the bag line of the
// side panel) shows and hides it.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property GameController controller
    readonly property int columns: Math.max(4, Math.floor((width - 36) / 52))

    signal closeRequested()

    objectName: "bagPanel"
    implicitWidth: 7 * 52 + 36
    implicitHeight: heading.y + heading.height + 10 + grid.height + 12
    radius: 10
    color: Theme.parchment
    border.color: Theme.parchmentEdge
    border.width: 2
    Accessible.role: Accessible.Pane
    Accessible.name: heading.text

    // the panel takes its clicks, none falls through to the board
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Text {
        id: heading
        objectName: "bagHeading"
        x: 12
        y: 10
        width: parent.width - 56
        text: qsTr("In the bag: %n tile(s)", "", root.controller.tilesLeft)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: 16
        color: Theme.heading
        elide: Text.ElideRight
    }
    ToolButton {
        objectName: "bagClose"
        anchors.right: parent.right
        anchors.rightMargin: 6
        y: 4
        width: 30
        height: 30
        text: "×"
        font.pixelSize: 18
        onClicked: root.closeRequested()
        Accessible.name: qsTr("Close the bag")
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Close the bag (B)")
    }

    // scrolls when the window is too low for every kind
    Flickable {
        id: flick
        x: 12
        y: heading.y + heading.height + 10
        width: parent.width - 24
        height: parent.height - y - 10
        contentHeight: grid.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        Grid {
            id: grid
            objectName: "bagGrid"
            columns: root.columns
            spacing: 6
            Repeater {
                model: root.controller.bag
                delegate: Item {
                    id: kind
                    required property string tileId
                    required property int icon
                    required property int count
                    objectName: "bag_" + tileId
                    width: 46
                    height: 60
                    opacity: count > 0 ? 1 : 0.3
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("%1: %n left", "", count).arg(tileId)
                    TileItem {
                        width: 46
                        height: 46
                        tileId: kind.tileId
                    }
                    Text {
                        objectName: "bagCount"
                        y: 46
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("×%L1").arg(kind.count)
                        font.pixelSize: 12
                        font.bold: kind.count > 0
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
