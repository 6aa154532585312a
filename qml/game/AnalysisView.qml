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
    // Short of room (a small window): a lower graph, and the summary folds away while a move
    // is shown on the board (the board keeps room for it).
    property bool compact: false
    required property GameController controller
    // The run's time so far (ms) and when it began: the time left is estimated from them.
    property real elapsed: 0
    readonly property bool running: analysis.running
    // The summary shows (in compact mode, only until a move is picked, or when asked for).
    readonly property bool showSummary: !compact || analysis.selected < 0 || summaryAsked
    property real startedAt: 0
    // Compact: the summary asked for while a move is shown (a new pick folds it again).
    property bool summaryAsked: false

    signal closeRequested
    signal refused(string reason)

    // A player's moves that lost points, in words.
    function countsText(s) {
        //: how many moves lost 10 points or more ("??" on the graph)
        return [qsTr("%n big mistake(s)", "", s.blunders),
            //: how many moves lost 5 to 10 points ("?")
            qsTr("%n mistake(s)", "", s.mistakes),
            //: how many moves lost 2 to 5 points ("?!")
            qsTr("%n inaccuracy(-ies)", "", s.inaccuracies)].join(" · ");
    }
    function luckText() {
        return qsTr("Luck: the points the draws brought a player (the tiles drawn by everyone and the pig's walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.");
    }
    function notationText() {
        return qsTr("A big mistake (??) lost 10 points or more against the strong computer player's choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.");
    }
    // `value` with one decimal in the language's way; below zero with a true minus sign (−2.5)
    function number(value) {
        const shown = Math.round(Number(value) * 10) / 10;
        return (shown < 0 ? "\u2212" : "") + Math.abs(shown).toLocaleString(Qt.locale(), "f", 1);
    }
    function playerName(seat) {
        for (const s of analysis.summary) {
            if (s.seat === seat)
                return s.name;
        }
        return "";
    }

    // The seconds left, estimated from the progress so far; -1 while too early to tell.
    function secondsLeft() {
        const p = analysis.progress;
        if (p < 0.04 || elapsed < 1500)
            return -1;
        return Math.max(1, Math.round(elapsed * (1 - p) / p / 1000));
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

    onRunningChanged: if (running) {
        startedAt = Date.now();
        elapsed = 0;
    }

    Connections {
        function onSelectionChanged() {
            root.summaryAsked = false;
        }

        target: root.analysis
    }

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
            // the key to the words, also where the legend does not fit
            ToolButton {
                Accessible.description: root.notationText() + " " + root.luckText()
                Accessible.name: qsTr("What the words mean")
                ToolTip.text: Accessible.description
                ToolTip.visible: hovered || visualFocus
                font.bold: true
                font.pixelSize: 15
                objectName: "analysisKey"
                text: "?"
            }
            ToolButton {
                Accessible.name: qsTr("Close the analysis")
                ToolTip.text: Accessible.name
                ToolTip.visible: hovered
                font.pixelSize: 18
                objectName: "analysisClose"
                text: "×"

                // AT-SPI's Press (Qt 6.4 does nothing by itself)
                Accessible.onPressAction: clicked()
                onClicked: root.closeRequested()
            }
        }
        // running: what it does, the progress, the time left and Cancel
        Text {
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 13
            text: qsTr("The strong computer player replays the game and weighs every move against the best it finds.")
            visible: root.analysis.running
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            visible: root.analysis.running

            ProgressBar {
                Layout.fillWidth: true
                objectName: "analysisProgress"
                value: root.analysis.progress
            }
            Text {
                color: Theme.inkSoft
                font.pixelSize: 13
                objectName: "analysisTimeLeft"
                text: {
                    const left = root.secondsLeft();
                    //: %1: a percentage without its sign, e.g. 40
                    const done = qsTr("%1% done").arg(Math.round(root.analysis.progress * 100));
                    if (left < 0)
                        return done + " · " + qsTr("estimating the time left…");
                    if (left < 60)
                        return done + " · " + qsTr("about %n second(s) left", "", left);
                    return done + " · " + qsTr("about %n minute(s) left", "", Math.round(left / 60));
                }
            }
            GameButton {
                objectName: "analysisCancel"
                text: qsTr("Cancel")

                onClicked: root.analysis.cancel()
            }
        }
        Timer {
            interval: 1000
            repeat: true
            running: root.analysis.running && root.visible

            onTriggered: root.elapsed = Date.now() - root.startedAt
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
                    const reason = root.controller.review.analyseGame();
                    if (reason.length > 0)
                        root.refused(reason);
                }
            }
        }
        MarginGraph {
            Layout.fillWidth: true
            Layout.preferredHeight: root.compact ? 110 : 160
            analysis: root.analysis
            objectName: "marginGraph"
            visible: root.analysis.ready

            onDecisionClicked: row => {
                const reason = root.controller.review.showAnalysedDecision(row);
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
                    return qsTr("Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.");
                const p = a.points[a.selected];
                if (p.kind === "choose")
                    //: %2: a player's name; %3 and %4: tile codes; %5: points with one decimal
                    return qsTr("Turn %L1: %2 took %3 from the Fortune Teller's draw; %4 was worth %5 points more.").arg(p.turn).arg(root.playerName(p.seat)).arg(a.played.chosen).arg(a.best.chosen).arg(root.number(p.lost));
                //: %2: a player's name; %3: points with one decimal
                return qsTr("Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).").arg(p.turn).arg(root.playerName(p.seat)).arg(root.number(p.lost));
            }
            visible: root.analysis.ready
            wrapMode: Text.WordWrap
        }
        // the summary: one row per player, in words; the notation and the luck in tooltips
        Repeater {
            model: root.analysis.ready && root.showSummary ? root.analysis.summary : []
            objectName: "analysisSummary"

            delegate: RowLayout {
                id: row

                required property var modelData

                Layout.fillWidth: true
                objectName: "analysisSummaryRow"
                spacing: 8

                Meeple {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredHeight: 18
                    Layout.preferredWidth: 18
                    player: row.modelData.color
                }
                Text {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 110
                    color: Theme.ink
                    elide: Text.ElideRight
                    font.bold: true
                    font.pixelSize: 13
                    text: row.modelData.name
                }
                Text {
                    Layout.fillWidth: true
                    ToolTip.delay: 300
                    ToolTip.text: root.notationText()
                    ToolTip.visible: countsHover.hovered
                    color: Theme.ink
                    font.pixelSize: 13
                    objectName: "analysisLost"
                    //: %1 and %2: points with one decimal; %n: a number of moves
                    text: qsTr("%1 points lost in %n move(s), %2 a move", "", row.modelData.decisions).arg(root.number(row.modelData.lost)).arg(root.number(row.modelData.meanLost)) + "\n" + root.countsText(row.modelData)
                    wrapMode: Text.WordWrap

                    HoverHandler {
                        id: countsHover
                    }
                }
                Text {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 120
                    ToolTip.delay: 300
                    ToolTip.text: root.luckText()
                    ToolTip.visible: luckHover.hovered
                    color: row.modelData.luck >= 0 ? Theme.good : Theme.danger
                    font.pixelSize: 13
                    horizontalAlignment: Text.AlignRight
                    objectName: "analysisLuck"
                    //: %1: a signed number of points with one decimal, e.g. "+2.5"
                    text: qsTr("luck %1").arg(root.signedNumber(row.modelData.luck))

                    HoverHandler {
                        id: luckHover
                    }
                }
            }
        }
        // the key to the words: always in the accessible description, on screen in full size
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 11
            objectName: "analysisLegend"
            text: root.notationText() + " " + root.luckText()
            visible: root.analysis.ready && root.showSummary && !root.compact
            wrapMode: Text.WordWrap
        }
        GameButton {
            objectName: "analysisSummaryToggle"
            text: root.showSummary ? qsTr("Hide the summary") : qsTr("Show the summary")
            visible: root.analysis.ready && root.compact && root.analysis.selected >= 0

            onClicked: root.summaryAsked = !root.summaryAsked
        }
    }
}
