// SPDX-License-Identifier: GPL-3.0-or-later
// The right column: the tile in hand (or the Fortune Teller's choice), the players, the bag.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    property bool animate: true
    required property GameController controller
    // Each player's score if the game ended now; [] without a game, once it is over and in a
    // game played without aids.
    readonly property var endScores: root.scoresNow(controller.turn, controller.phase, controller.pigSteps, controller.actingPlayer, controller.aids.off)
    // The replay's position shown last and the one before it, and its start or end under way
    // (scoresJump)
    property int replayAt: 0
    property int replayFrom: 0
    property bool replaySwitching: false

    // The bag line was clicked: show the tiles left in the bag.
    signal bagRequested
    signal sectorHelpRequested(int sector) // the wheel list's sector clicked

    // The scores change by a jump, not a turn played: the replay goes more than one turn at
    // once (a dot of the analysis, the slider, Home, End), starts or ends. The players' cards
    // show no gain then (a "+58" over fifty turns). Whether the cards hear of the new scores
    // before or after this panel hears of the new position, the step is the same.
    function scoresJump() {
        const replay = controller.replay;
        if (replaySwitching)
            return true;
        if (!replay.active)
            return false;
        const step = replay.position === replayAt ? replayAt - replayFrom : replay.position - replayAt;
        return Math.abs(step) > 1;
    }
    // The arguments are what the scores depend on: passed, not just read, so that Qt 6.8's
    // compiled binding does not drop them and with them the binding's dependencies.
    function scoresNow(turn, phase, pigSteps, actingPlayer, aidsOff) {
        return controller.aids.scoresIfEndedNow();
    }

    gradient: Gradient {
        GradientStop {
            color: "#5c381a"
            position: 0
        }
        GradientStop {
            color: "#47290f"
            position: 1
        }
    }

    Connections {
        function onActiveChanged() {
            // the scores of the replay's position, or of the game again, follow at once
            root.replaySwitching = true;
            root.replayAt = root.replayFrom = root.controller.replay.position;
            Qt.callLater(() => root.replaySwitching = false);
        }
        function onPositionChanged() {
            root.replayFrom = root.replayAt;
            root.replayAt = root.controller.replay.position;
        }

        target: root.controller.replay
    }
    Rectangle {
        color: Theme.woodDark
        height: parent.height
        width: 3
    }
    Flickable {
        id: flick
        anchors.fill: parent
        anchors.leftMargin: 13
        anchors.margins: 10
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        contentHeight: column.height

        // always shown when the column is taller than the panel (1024×640), so that it is
        // plain that it scrolls; a shade at the edge that hides more says so too
        ScrollBar.vertical: ScrollBar {
            objectName: "sidePanelScrollBar"
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Column {
            id: column
            spacing: 10
            width: flick.width

            Card {
                objectName: "choiceCard"
                title: qsTr("Choose a tile")
                visible: root.controller.phase === GameController.ChooseTile
                width: parent.width

                TileChoice {
                    controller: root.controller
                    width: parent.width
                }
            }
            Card {
                objectName: "handCard"
                title: root.controller.phase === GameController.Deploy ? qsTr("Tile laid") : qsTr("Tile in hand")
                visible: root.controller.phase !== GameController.ChooseTile
                width: parent.width

                TileInHand {
                    animate: root.animate
                    controller: root.controller
                    width: parent.width
                }
            }
            Card {
                title: qsTr("Players")
                width: parent.width

                Column {
                    spacing: 6
                    width: parent.width

                    Repeater {
                        model: root.controller.players

                        delegate: PlayerCard {
                            animate: root.animate
                            fortuneTellerEnabled: root.controller.options.fortuneTellerEnabled
                            ifEnded: root.endScores[index] ?? -1
                            jumps: root
                            netSeat: root.controller.networked ? (root.controller.net.seats[index] ?? null) : null
                            plague: root.controller.phase === GameController.Plague
                            replaying: root.controller.replay.active
                            thinking: root.controller.thinking
                            width: parent.width
                        }
                    }
                    Item {
                        id: bagLine

                        // The bag and the turn share a line when both fit, else the turn
                        // goes below (French and Romanian bag lines are long).
                        readonly property bool oneLine: bagRow.implicitWidth + 12 + turnText.implicitWidth <= width

                        height: oneLine ? 26 : 46
                        width: parent.width

                        MouseArea {
                            id: bagArea
                            Accessible.description: tilesLeftText.text
                            Accessible.name: ToolTip.text
                            Accessible.role: Accessible.Button
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Show the tiles left in the bag (B)")
                            ToolTip.visible: containsMouse && enabled
                            anchors.fill: parent
                            cursorShape: Qt.PointingHandCursor
                            enabled: !root.controller.aids.off
                            hoverEnabled: true
                            objectName: "bagLine"

                            Accessible.onPressAction: root.bagRequested()
                            onClicked: root.bagRequested()
                        }
                        Row {
                            id: bagRow
                            height: 20
                            spacing: 6
                            // not at the lesson's end: its bag is empty, the game against Easy is next
                            visible: !(root.controller.tutorial.active && root.controller.tutorial.kind === Tutorial.Finish)
                            y: 3

                            // a little stack of tiles
                            Item {
                                height: 20
                                width: 22

                                Repeater {
                                    model: 3

                                    Rectangle {
                                        required property int index

                                        border.color: "#3e5a1e"
                                        color: ["#6f9a3a", "#7fb34d", "#8cc152"][index]
                                        height: 12
                                        radius: 2
                                        width: 16
                                        x: index * 2
                                        y: 6 - index * 3
                                    }
                                }
                            }
                            Text {
                                id: tilesLeftText
                                anchors.verticalCenter: parent.verticalCenter
                                color: Theme.ink
                                elide: Text.ElideRight
                                font.pixelSize: 13
                                objectName: "tilesLeft"
                                text: qsTr("%n tile(s) left in the bag", "", root.controller.tilesLeft)
                                width: Math.min(implicitWidth, bagLine.width - 28)
                            }
                        }
                        Text {
                            id: turnText
                            anchors.right: parent.right
                            color: Theme.inkSoft
                            font.pixelSize: 13
                            objectName: "turnCounter"
                            text: qsTr("Turn %L1").arg(root.controller.turn)
                            visible: root.controller.phase !== GameController.NoGame
                            y: bagLine.oneLine ? 3 + (20 - height) / 2 : 26
                        }
                    }
                }
            }
            Card {
                title: qsTr("The wheel")
                width: parent.width

                WheelLegend {
                    currentSector: root.controller.pigSector
                    width: parent.width

                    onSectorClicked: sector => root.sectorHelpRequested(sector)
                }
            }
        }
    }

    // more above / more below
    Rectangle {
        anchors.bottom: flick.bottom
        anchors.left: flick.left
        anchors.right: flick.right
        anchors.rightMargin: 12
        height: 28
        objectName: "sidePanelMoreBelow"
        visible: flick.contentHeight > flick.height && !flick.atYEnd

        gradient: Gradient {
            GradientStop {
                color: "transparent"
                position: 0
            }
            GradientStop {
                color: "#99200e02"
                position: 1
            }
        }
    }
    Rectangle {
        anchors.left: flick.left
        anchors.right: flick.right
        anchors.rightMargin: 12
        anchors.top: flick.top
        height: 20
        visible: flick.contentHeight > flick.height && !flick.atYBeginning

        gradient: Gradient {
            GradientStop {
                color: "#99200e02"
                position: 0
            }
            GradientStop {
                color: "transparent"
                position: 1
            }
        }
    }
}
