// SPDX-License-Identifier: GPL-3.0-or-later
// The right column: the tile in hand (or the Fortune Teller's choice), the players, the bag.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property GameController controller
    property bool animate: true

    // The bag line was clicked: show the tiles left in the bag.
    signal bagRequested()

    gradient: Gradient {
        GradientStop { position: 0; color: "#5c381a" }
        GradientStop { position: 1; color: "#47290f" }
    }
    Rectangle {
        width: 3
        height: parent.height
        color: Theme.woodDark
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 10
        anchors.leftMargin: 13
        contentHeight: column.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

        Column {
            id: column
            width: flick.width
            spacing: 10

            Card {
                objectName: "choiceCard"
                width: parent.width
                visible: root.controller.phase === GameController.ChooseTile
                title: qsTr("Choose a tile")
                TileChoice {
                    width: parent.width
                    controller: root.controller
                }
            }
            Card {
                objectName: "handCard"
                width: parent.width
                visible: root.controller.phase !== GameController.ChooseTile
                title: root.controller.phase === GameController.Deploy ? qsTr("Tile laid") : qsTr("Tile in hand")
                TileInHand {
                    width: parent.width
                    controller: root.controller
                    animate: root.animate
                }
            }
            Card {
                width: parent.width
                title: qsTr("Players")
                Column {
                    width: parent.width
                    spacing: 6
                    Repeater {
                        model: root.controller.players
                        delegate: PlayerCard {
                            width: parent.width
                            animate: root.animate
                            thinking: root.controller.thinking
                            fortuneTellerEnabled: root.controller.fortuneTellerEnabled
                        }
                    }
                    Item {
                        width: parent.width
                        height: 26
                        MouseArea {
                            id: bagArea
                            objectName: "bagLine"
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: root.bagRequested()
                            ToolTip.visible: containsMouse
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Show the tiles left in the bag (B)")
                        }
                        Row {
                            anchors.verticalCenter: parent.verticalCenter
                            spacing: 6
                            // a little stack of tiles
                            Item {
                                width: 22
                                height: 20
                                Repeater {
                                    model: 3
                                    Rectangle {
                                        required property int index
                                        x: index * 2
                                        y: 6 - index * 3
                                        width: 16
                                        height: 12
                                        radius: 2
                                        color: ["#6f9a3a", "#7fb34d", "#8cc152"][index]
                                        border.color: "#3e5a1e"
                                    }
                                }
                            }
                            Text {
                                objectName: "tilesLeft"
                                anchors.verticalCenter: parent.verticalCenter
                                text: qsTr("%n tile(s) left in the bag", "", root.controller.tilesLeft)
                                font.pixelSize: 13
                                color: Theme.ink
                            }
                        }
                        Text {
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            visible: root.controller.phase !== GameController.NoGame
                            text: qsTr("Turn %L1").arg(root.controller.turn)
                            font.pixelSize: 13
                            color: Theme.inkSoft
                        }
                    }
                }
            }
            Card {
                width: parent.width
                title: qsTr("The wheel")
                WheelLegend {
                    width: parent.width
                    currentSector: root.controller.pigSector
                }
            }
        }
    }
}
