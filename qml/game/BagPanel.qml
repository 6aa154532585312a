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
import Fortuna.Game

Rectangle {
    id: root

    // a grid cell: a tile and its gap
    readonly property int cellWidth: tileSize + 6
    readonly property int columns: Math.max(4, Math.floor((width - 36) / cellWidth))
    required property GameController controller
    // In a small window (1024×640): smaller tiles and fewer columns, so that the board shows
    // beside and below the bag (it took half the board).
    property bool small: false
    readonly property int tileSize: small ? 32 : 46

    signal closeRequested

    Accessible.name: heading.text
    Accessible.role: Accessible.Pane
    border.color: Theme.parchmentEdge
    border.width: 2
    color: Theme.parchment
    implicitHeight: heading.y + heading.height + 10 + grid.height + 12
    implicitWidth: (small ? 6 : 7) * cellWidth + 36
    objectName: "bagPanel"
    radius: 10

    // the panel takes its clicks, none falls through to the board
    MouseArea {
        acceptedButtons: Qt.AllButtons
        anchors.fill: parent

        onWheel: wheel => wheel.accepted = true
    }
    Text {
        id: heading
        color: Theme.heading
        elide: Text.ElideRight
        font.bold: true
        font.family: Theme.serif
        font.pixelSize: 16
        // on two lines in the narrow bag of a small window rather than cut
        maximumLineCount: 2
        objectName: "bagHeading"
        text: qsTr("In the bag: %n tile(s)", "", root.controller.tilesLeft)
        width: parent.width - 56
        wrapMode: Text.Wrap
        x: 12
        y: 10
    }
    ToolButton {
        Accessible.name: qsTr("Close the bag")
        ToolTip.text: qsTr("Close the bag (B)")
        ToolTip.visible: hovered
        anchors.right: parent.right
        anchors.rightMargin: 6
        font.pixelSize: 18
        height: 30
        objectName: "bagClose"
        text: "×"
        width: 30
        y: 4

        // AT-SPI's Press (Qt 6.4 does nothing by itself)
        Accessible.onPressAction: clicked()
        onClicked: root.closeRequested()
    }

    // scrolls when the window is too low for every kind
    Flickable {
        id: flick
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        contentHeight: grid.height
        height: parent.height - y - 10
        width: parent.width - 24
        x: 12
        y: heading.y + heading.height + 10

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Grid {
            id: grid
            columns: root.columns
            objectName: "bagGrid"
            spacing: 6

            Repeater {
                model: root.controller.bag

                delegate: Item {
                    id: kind

                    required property int count
                    required property int icon
                    required property string tileId

                    //: %1: a tile in words ("north: city, east: road, south: field, west: road."); %n: how many of it are still in the bag
                    Accessible.name: qsTr("%n left: %1", "", count).arg(Speech.tile(tileId, 0, KeyNames.revision))
                    Accessible.role: Accessible.StaticText
                    height: root.tileSize + 14
                    objectName: "bag_" + tileId
                    opacity: count > 0 ? 1 : 0.3
                    width: root.tileSize

                    TileItem {
                        height: root.tileSize
                        tileId: kind.tileId
                        width: root.tileSize
                    }
                    Text {
                        color: Theme.ink
                        font.bold: kind.count > 0
                        font.pixelSize: root.small ? 11 : 12
                        horizontalAlignment: Text.AlignHCenter
                        objectName: "bagCount"
                        //: a count of identical tiles, e.g. "×3"
                        text: qsTr("×%L1").arg(kind.count)
                        width: parent.width
                        y: root.tileSize
                    }
                }
            }
        }
    }
}
