// SPDX-License-Identifier: GPL-3.0-or-later
// "Analyse this game" (End screen, replay bar): the post-game analysis of GameController.
// analysis, over the replayed table. While it runs: its progress and a way to cancel it. Then
// the graph of each player's expected margin over the game (MarginGraph: a dot for each move
// that lost points; a click shows it on the board, the move played and the better one as
// ghosts) and a summary per player: points lost, and luck (what the tiles drawn and the pig's
// walks were worth against the average of the bag).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model

Rectangle {
    id: root

    readonly property GameAnalysis analysis: controller.analysis
    required property GameController controller

    signal closeRequested
    signal refused(string reason)

    function number(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }
    function playerName(seat) {
        for (const s of analysis.summary) {
            if (s.seat === seat)
                return s.name;
        }
        return "";
    }
    function signedNumber(value) {
        return (value > 0.05 ? "+" : "") + number(value);
    }

    Accessible.name: heading.text
    Accessible.role: Accessible.Pane
    border.color: Theme.parchmentEdge
    border.width: 2
    color: Theme.parchment
    implicitHeight: column.implicitHeight + 20
    implicitWidth: 640
    objectName: "analysisView"
    radius: 10

    // the panel takes its clicks, none falls through to the board
    MouseArea {
        acceptedButtons: Qt.AllButtons
        anchors.fill: parent

        onWheel: wheel => wheel.accepted = true
    }
    ColumnLayout {
        id: column
        spacing: 8
        width: parent.width - 24
        x: 12
        y: 10

        RowLayout {
            Layout.fillWidth: true

            Text {
                id: heading
                Layout.fillWidth: true
                color: Theme.heading
                elide: Text.ElideRight
                font.bold: true
                font.family: Theme.serif
                font.pixelSize: 16
                text: qsTr("Analysis of the game")
            }
            ToolButton {
                Accessible.name: qsTr("Close the analysis")
                ToolTip.text: Accessible.name
                ToolTip.visible: hovered
                font.pixelSize: 18
                objectName: "analysisClose"
                text: "×"

                onClicked: root.closeRequested()
            }
        }
        // running: the progress and Cancel
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            visible: root.analysis.running

            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("The strong computer player weighs every move…")
            }
            ProgressBar {
                Layout.fillWidth: true
                objectName: "analysisProgress"
                value: root.analysis.progress
            }
            GameButton {
                objectName: "analysisCancel"
                text: qsTr("Cancel")

                onClicked: root.analysis.cancel()
            }
        }
        // cancelled
        RowLayout {
            spacing: 10
            visible: !root.analysis.running && !root.analysis.ready

            Text {
                color: Theme.ink
                font.pixelSize: 13
                text: qsTr("The analysis was cancelled.")
            }
            GameButton {
                objectName: "analysisRestart"
                text: qsTr("Analyse again")

                onClicked: {
                    const reason = root.controller.analyseGame();
                    if (reason.length > 0)
                        root.refused(reason);
                }
            }
        }
        MarginGraph {
            Layout.fillWidth: true
            Layout.preferredHeight: 160
            analysis: root.analysis
            objectName: "marginGraph"
            visible: root.analysis.ready

            onDecisionClicked: row => {
                const reason = root.controller.showAnalysedDecision(row);
                if (reason.length > 0)
                    root.refused(reason);
            }
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 12
            objectName: "analysisCaption"
            text: {
                const a = root.analysis;
                if (a.selected < 0)
                    return qsTr("Each line: a player's expected final margin over the best opponent after each of its moves. A dot: a move that lost points (?! from 2, ? from 5, ?? from 10); click it to see it on the board.");
                const p = a.points[a.selected];
                if (p.kind === "choose")
                    //: %2: a player's name; %3 and %4: tile codes; %5: points with one decimal
                    return qsTr("Turn %L1: %2 took %3 from the Fortune Teller's draw; %4 was worth %5 points more.").arg(p.turn).arg(root.playerName(p.seat)).arg(a.played.chosen).arg(a.best.chosen).arg(root.number(p.lost));
                //: %2: a player's name; %3: points with one decimal
                return qsTr("Turn %L1: %2's move lost %3 points. On the board: the move played (red frame) and the better one (blue frame).").arg(p.turn).arg(root.playerName(p.seat)).arg(root.number(p.lost));
            }
            visible: root.analysis.ready
            wrapMode: Text.WordWrap
        }
        // the summary: one row per player
        Repeater {
            model: root.analysis.ready ? root.analysis.summary : []
            objectName: "analysisSummary"

            delegate: RowLayout {
                required property var modelData

                Layout.fillWidth: true
                objectName: "analysisSummaryRow"
                spacing: 8

                Meeple {
                    Layout.preferredHeight: 18
                    Layout.preferredWidth: 18
                    player: parent.modelData.color
                }
                Text {
                    Layout.preferredWidth: 110
                    color: Theme.ink
                    elide: Text.ElideRight
                    font.bold: true
                    font.pixelSize: 13
                    text: parent.modelData.name
                }
                Text {
                    Layout.fillWidth: true
                    color: Theme.ink
                    font.pixelSize: 13
                    objectName: "analysisLost"
                    //: %1 and %2: points with one decimal; %n: a number of moves
                    text: qsTr("%1 points lost in %n move(s), %2 a move", "", parent.modelData.decisions).arg(root.number(parent.modelData.lost)).arg(root.number(parent.modelData.meanLost))
                    wrapMode: Text.WordWrap
                }
                Text {
                    color: Theme.inkSoft
                    font.pixelSize: 13
                    text: "?? %L1 · ? %L2 · ?! %L3".arg(parent.modelData.blunders).arg(parent.modelData.mistakes).arg(parent.modelData.inaccuracies)
                }
                Text {
                    Layout.preferredWidth: 120
                    color: parent.modelData.luck >= 0 ? Theme.good : Theme.danger
                    font.pixelSize: 13
                    horizontalAlignment: Text.AlignRight
                    objectName: "analysisLuck"
                    //: %1: a signed number of points with one decimal, e.g. "+2.5"
                    text: qsTr("luck %1").arg(root.signedNumber(parent.modelData.luck))
                }
            }
        }
    }
}
