// SPDX-License-Identifier: GPL-3.0-or-later
// One player in the side column: colour and follower mark, name, score (counting up when it
// changes), followers in supply, fortune tellers, and whose turn it is.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    readonly property bool acting: model.isActing
    property bool animate: true
    readonly property string colorName: model.colorName
    readonly property bool computer: model.isComputer
    readonly property bool current: model.isCurrent
    readonly property bool disconnected: remote && !netSeat.ai && !netSeat.connected
    property bool fortuneTellerEnabled: false
    // The score if the game ended now (final scoring of the board as it stands), -1: not shown.
    property int ifEnded: -1
    required property int index
    // Tells whether the score changes now by a jump (a replay's), not by a turn: no gain shown
    // then (SidePanel.scoresJump()).
    property Item jumps: null

    // scores filled in when a game starts or opens are not gains
    property bool live: false
    required property var model
    readonly property string name: model.name
    // A network game's seat ({connected, local, ai...} of GameController.net.seats), or null.
    property var netSeat: null
    // A follower is being chosen for the plague (the acting seat chooses, on someone's turn),
    // and a replay shows (nobody's turn now).
    property bool plague: false
    readonly property bool remote: netSeat !== null && netSeat !== undefined && !netSeat.local
    property bool replaying: false
    readonly property int score: model.score
    property int shownScore: 0
    property bool thinking: false

    Accessible.name: qsTr("%1, %2, %L3 points, %n follower(s) in supply", "", model.supply).arg(name).arg(Words.levelName(model.aiLevel)).arg(score) + (acting ? ", " + qsTr("to play") : "")
    Accessible.role: Accessible.ListItem
    border.color: acting ? Theme.gold : Theme.parchmentRule
    border.width: acting ? 3 : 1
    color: acting ? "#fff4cf" : Theme.parchment
    // taller when the status takes two lines
    implicitHeight: Math.max(66, lines.implicitHeight + 12)
    objectName: "playerCard_" + index
    radius: 8

    Behavior on shownScore  {
        enabled: root.animate && root.live

        NumberAnimation {
            duration: Theme.countUp
            easing.type: Easing.OutCubic
        }
    }

    Component.onCompleted: shownScore = score
    onScoreChanged: {
        const gain = score - shownScore;
        shownScore = score;
        if (gain > 0 && animate && live && !(jumps && jumps.scoresJump())) {
            gainLabel.text = qsTr("+%L1").arg(gain);
            gainAnim.restart();
        }
    }

    Timer {
        interval: 600
        running: true

        onTriggered: root.live = true
    }
    Rectangle {
        color: Theme.playerColor(root.colorName)
        height: parent.height
        radius: 4
        width: 8
        // the player's colour along the left edge
        x: 0
    }
    Meeple {
        id: meeple
        anchors.verticalCenter: parent.verticalCenter
        height: 38
        player: Theme.colorIndex(root.colorName)
        width: 38
        x: 14
    }
    Column {
        id: lines
        anchors.left: meeple.right
        anchors.leftMargin: 8
        anchors.right: scoreBox.left
        anchors.rightMargin: 4
        anchors.verticalCenter: parent.verticalCenter
        spacing: 1

        Text {
            color: Theme.ink
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: 15
            text: root.name
            width: parent.width
        }
        Text {
            color: root.disconnected ? Theme.danger : root.acting ? Theme.amber : Theme.inkSoft
            elide: Text.ElideRight
            font.bold: root.acting || root.disconnected
            font.italic: root.acting || root.disconnected
            font.pixelSize: 11
            // on two lines rather than cut or shrunk ("выбирает подданного", "Компьютер ·
            // лёгкий", "Calculator · puternic" in the narrow side panel of a 1024-pixel window)
            maximumLineCount: 2
            objectName: "playerStatus"
            text: root.disconnected ? qsTr("disconnected") : root.acting && root.plague && !root.replaying ? qsTr("choosing a follower") : root.acting && root.computer && root.thinking ? qsTr("thinking…") : root.acting ? (root.computer || root.remote || root.replaying ? qsTr("playing") : qsTr("your turn")) : root.remote && !root.computer ? qsTr("remote player") : Words.levelName(root.model.aiLevel)
            width: parent.width
            wrapMode: Text.Wrap
        }
        Row {
            spacing: 10

            Row {
                ToolTip.text: qsTr("%n follower(s) in supply", "", root.model.supply)
                ToolTip.visible: supplyHover.hovered
                spacing: 2

                HoverHandler {
                    id: supplyHover
                }
                Meeple {
                    height: 16
                    player: Theme.colorIndex(root.colorName)
                    showMark: false
                    width: 16
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.ink
                    font.pixelSize: 12
                    objectName: "supply"
                    text: qsTr("× %L1").arg(root.model.supply)
                }
            }
            Row {
                ToolTip.text: qsTr("%n fortune teller(s) on tents", "", root.model.fortuneTellers)
                ToolTip.visible: tellerHover.hovered
                spacing: 3
                visible: root.fortuneTellerEnabled

                HoverHandler {
                    id: tellerHover
                }
                // a little striped tent
                Canvas {
                    anchors.verticalCenter: parent.verticalCenter
                    height: 16
                    width: 16

                    onPaint: {
                        const ctx = getContext("2d");
                        ctx.reset();
                        ctx.fillStyle = "#6b3fa0";
                        ctx.beginPath();
                        ctx.moveTo(8, 1);
                        ctx.lineTo(15, 15);
                        ctx.lineTo(1, 15);
                        ctx.closePath();
                        ctx.fill();
                        ctx.fillStyle = String(Theme.goldBright);
                        ctx.beginPath();
                        ctx.moveTo(8, 1);
                        ctx.lineTo(10.5, 15);
                        ctx.lineTo(5.5, 15);
                        ctx.closePath();
                        ctx.fill();
                    }
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.ink
                    font.pixelSize: 12
                    text: qsTr("× %L1").arg(root.model.fortuneTellers)
                }
            }
        }
    }
    Item {
        id: scoreBox
        anchors.right: parent.right
        anchors.rightMargin: 10
        height: parent.height
        width: 56

        Text {
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 26
            objectName: "score"
            text: qsTr("%L1").arg(Math.round(root.shownScore))
        }
        Text {
            ToolTip.text: qsTr("%n point(s) if the game ended now", "", root.ifEnded)
            ToolTip.visible: endHover.hovered
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 3
            anchors.right: parent.right
            color: Theme.inkSoft
            font.italic: true
            font.pixelSize: 11
            objectName: "ifEnded"
            //: the player's score if the game ended now (final scoring included)
            text: qsTr("end: %L1").arg(root.ifEnded)
            visible: root.ifEnded >= 0

            HoverHandler {
                id: endHover
            }
        }
        Text {
            id: gainLabel
            anchors.right: parent.right
            color: Theme.good
            font.bold: true
            font.pixelSize: 13
            objectName: "gain"
            opacity: 0
            y: 2

            SequentialAnimation {
                id: gainAnim
                NumberAnimation {
                    duration: 150
                    from: 0
                    property: "opacity"
                    target: gainLabel
                    to: 1
                }
                PauseAnimation {
                    duration: 1300
                }
                NumberAnimation {
                    duration: 500
                    property: "opacity"
                    target: gainLabel
                    to: 0
                }
            }
        }
    }
}
