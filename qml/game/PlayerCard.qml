// SPDX-License-Identifier: GPL-3.0-or-later
// One player in the side column: colour and follower mark, name, score (counting up when it
// changes), followers in supply, fortune tellers, and whose turn it is.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    required property var model
    required property int index
    property bool animate: true
    property bool thinking: false
    property bool fortuneTellerEnabled: false
    // A network game's seat ({connected, local, ai...} of GameController.net.seats), or null.
    property var netSeat: null
    readonly property bool remote: netSeat !== null && netSeat !== undefined && !netSeat.local
    readonly property bool disconnected: remote && !netSeat.ai && !netSeat.connected

    readonly property string name: model.name
    readonly property string colorName: model.colorName
    readonly property int score: model.score
    readonly property bool current: model.isCurrent
    readonly property bool acting: model.isActing
    readonly property bool computer: model.isComputer
    property int shownScore: 0

    objectName: "playerCard_" + index
    implicitHeight: 66
    radius: 8
    color: acting ? "#fff4cf" : Theme.parchment
    border.width: acting ? 3 : 1
    border.color: acting ? Theme.gold : Theme.parchmentRule
    Accessible.role: Accessible.ListItem
    Accessible.name: qsTr("%1, %2, %L3 points, %n follower(s) in supply", "", model.supply)
                     .arg(name).arg(Words.levelName(model.aiLevel)).arg(score)
                     + (acting ? ", " + qsTr("to play") : "")

    // scores filled in when a game starts or opens are not gains
    property bool live: false
    Timer {
        running: true
        interval: 600
        onTriggered: root.live = true
    }
    Component.onCompleted: shownScore = score
    onScoreChanged: {
        const gain = score - shownScore;
        shownScore = score;
        if (gain > 0 && animate && live) {
            gainLabel.text = qsTr("+%L1").arg(gain);
            gainAnim.restart();
        }
    }
    Behavior on shownScore {
        enabled: root.animate && root.live
        NumberAnimation { duration: Theme.countUp; easing.type: Easing.OutCubic }
    }

    Rectangle {
        // the player's colour along the left edge
        x: 0
        width: 8
        height: parent.height
        radius: 4
        color: Theme.playerColor(root.colorName)
    }
    Meeple {
        id: meeple
        x: 14
        anchors.verticalCenter: parent.verticalCenter
        width: 38
        height: 38
        player: Theme.colorIndex(root.colorName)
    }
    Column {
        anchors.left: meeple.right
        anchors.leftMargin: 8
        anchors.right: scoreBox.left
        anchors.rightMargin: 4
        anchors.verticalCenter: parent.verticalCenter
        spacing: 1

        Text {
            width: parent.width
            text: root.name
            font.pixelSize: 15
            font.bold: true
            color: Theme.ink
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: root.disconnected ? qsTr("disconnected")
                : root.acting && root.computer && root.thinking ? qsTr("thinking…")
                : root.acting ? (root.computer || root.remote ? qsTr("playing") : qsTr("your turn"))
                : root.remote && !root.computer ? qsTr("remote player")
                : Words.levelName(root.model.aiLevel)
            font.pixelSize: 11
            font.italic: root.acting || root.disconnected
            font.bold: root.acting || root.disconnected
            color: root.disconnected ? Theme.danger : root.acting ? Theme.amber : Theme.inkSoft
            elide: Text.ElideRight
        }
        Row {
            spacing: 10
            Row {
                spacing: 2
                ToolTip.visible: supplyHover.hovered
                ToolTip.text: qsTr("%n follower(s) in supply", "", root.model.supply)
                HoverHandler { id: supplyHover }
                Meeple {
                    width: 16
                    height: 16
                    player: Theme.colorIndex(root.colorName)
                    showMark: false
                }
                Text {
                    objectName: "supply"
                    text: qsTr("× %L1").arg(root.model.supply)
                    font.pixelSize: 12
                    color: Theme.ink
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
            Row {
                visible: root.fortuneTellerEnabled
                spacing: 3
                ToolTip.visible: tellerHover.hovered
                ToolTip.text: qsTr("%n fortune teller(s) on tents", "", root.model.fortuneTellers)
                HoverHandler { id: tellerHover }
                // a little striped tent
                Canvas {
                    width: 16
                    height: 16
                    anchors.verticalCenter: parent.verticalCenter
                    onPaint: {
                        const ctx = getContext("2d");
                        ctx.reset();
                        ctx.fillStyle = "#6b3fa0";
                        ctx.beginPath();
                        ctx.moveTo(8, 1); ctx.lineTo(15, 15); ctx.lineTo(1, 15); ctx.closePath();
                        ctx.fill();
                        ctx.fillStyle = String(Theme.goldBright);
                        ctx.beginPath();
                        ctx.moveTo(8, 1); ctx.lineTo(10.5, 15); ctx.lineTo(5.5, 15); ctx.closePath();
                        ctx.fill();
                    }
                }
                Text {
                    text: qsTr("× %L1").arg(root.model.fortuneTellers)
                    font.pixelSize: 12
                    color: Theme.ink
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
        }
    }
    Item {
        id: scoreBox
        anchors.right: parent.right
        anchors.rightMargin: 10
        width: 56
        height: parent.height
        Text {
            objectName: "score"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("%L1").arg(Math.round(root.shownScore))
            font.family: Theme.serif
            font.pixelSize: 26
            font.bold: true
            color: Theme.heading
        }
        Text {
            id: gainLabel
            anchors.right: parent.right
            y: 2
            opacity: 0
            font.pixelSize: 13
            font.bold: true
            color: Theme.good
            SequentialAnimation {
                id: gainAnim
                NumberAnimation { target: gainLabel; property: "opacity"; from: 0; to: 1; duration: 150 }
                PauseAnimation { duration: 1300 }
                NumberAnimation { target: gainLabel; property: "opacity"; to: 0; duration: 500 }
            }
        }
    }
}
