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
        // always shown when the column is taller than the panel (1024×640), so that it is
        // plain that it scrolls; a shade at the edge that hides more says so too
        ScrollBar.vertical: ScrollBar {
            objectName: "sidePanelScrollBar"
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

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
                            netSeat: root.controller.networked ? (root.controller.net.seats[index] ?? null) : null
                            fortuneTellerEnabled: root.controller.fortuneTellerEnabled
                        }
                    }
                    Item {
                        id: bagLine
                        // The bag and the turn share a line when both fit, else the turn
                        // goes below (French and Romanian bag lines are long).
                        readonly property bool oneLine: bagRow.implicitWidth + 12 + turnText.implicitWidth <= width
                        width: parent.width
                        height: oneLine ? 26 : 46
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
                            id: bagRow
                            y: 3
                            height: 20
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
                                width: Math.min(implicitWidth, bagLine.width - 28)
                                elide: Text.ElideRight
                                text: qsTr("%n tile(s) left in the bag", "", root.controller.tilesLeft)
                                font.pixelSize: 13
                                color: Theme.ink
                            }
                        }
                        Text {
                            id: turnText
                            objectName: "turnCounter"
                            anchors.right: parent.right
                            y: bagLine.oneLine ? 3 + (20 - height) / 2 : 26
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

    // more above / more below
    Rectangle {
        objectName: "sidePanelMoreBelow"
        visible: flick.contentHeight > flick.height && !flick.atYEnd
        anchors.left: flick.left
        anchors.right: flick.right
        anchors.rightMargin: 12
        anchors.bottom: flick.bottom
        height: 28
        gradient: Gradient {
            GradientStop { position: 0; color: "transparent" }
            GradientStop { position: 1; color: "#99200e02" }
        }
    }
    Rectangle {
        visible: flick.contentHeight > flick.height && !flick.atYBeginning
        anchors.left: flick.left
        anchors.right: flick.right
        anchors.rightMargin: 12
        anchors.top: flick.top
        height: 20
        gradient: Gradient {
            GradientStop { position: 0; color: "#99200e02" }
            GradientStop { position: 1; color: "transparent" }
        }
    }
}
