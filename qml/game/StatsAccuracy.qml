// SPDX-License-Identifier: GPL-3.0-or-later
// The points your moves lose, from your analysed games (StatisticsModel.accuracy): the mean
// points lost per move (a decision of the analysis) by month, as bars (lower is better), with
// the figure on each.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

StatsCard {
    id: root

    // the months side by side within the card (10 px margins, 4 px apart)
    readonly property real columnWidth: Math.min(72, Math.max(30, (width - 20 + 4) / Math.max(1, stats.periods.length) - 4))
    readonly property real most: Math.max(0.01, ...stats.accuracy.map(a => a.meanLost))
    required property StatisticsModel stats

    heading: stats.analysed > 0 ?
    //: %1 the mean points lost per move (a decision of the analysis), %2 "in N analysed games"
    qsTr("Points lost per move: %1 on average %2").arg(decimal(stats.meanLost, 2)).arg(qsTr("in %n analysed game(s)", "", stats.analysed)) : qsTr("Points lost per move")
    objectName: "statsAccuracy"
    summary: {
        if (stats.analysed === 0)
            return empty.text;
        const months = [];
        for (let i = 0; i < stats.periods.length; ++i) {
            const a = stats.accuracy[i];
            if (a.games > 0)
                //: a month of the points lost per move: %1 the month, %2 the mean, %3 "in N games"
                months.push(qsTr("%1: %2 %3").arg(stats.periods[i]).arg(decimal(a.meanLost, 2)).arg(qsTr("in %n game(s)", "", a.games)));
        }
        //: %1 the heading's sentence, %2 the months, one after another
        return qsTr("%1; lower is better. By month: %2.").arg(heading).arg(months.join("; "));
    }

    Text {
        id: empty
        color: Theme.inkSoft
        font.pixelSize: 13
        objectName: "statsAccuracyEmpty"
        text: qsTr("No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.")
        visible: root.stats.analysed === 0
        width: parent.width
        wrapMode: Text.Wrap
    }
    Row {
        spacing: 4
        visible: root.stats.analysed > 0

        Repeater {
            model: root.stats.periods.length

            delegate: Column {
                id: month

                required property int index
                readonly property var tally: root.stats.accuracy[index]

                spacing: 2
                width: root.columnWidth

                Item {
                    height: 56
                    width: parent.width

                    Rectangle {
                        anchors.bottom: parent.bottom
                        border.color: Theme.woodLight
                        color: Theme.bronze
                        height: month.tally.games > 0 ? Math.max(2, 40 * month.tally.meanLost / root.most) : 1
                        width: parent.width
                    }
                    Text {
                        color: Theme.ink
                        font.bold: true
                        font.pixelSize: 12
                        fontSizeMode: Text.HorizontalFit
                        horizontalAlignment: Text.AlignHCenter
                        minimumPixelSize: 8
                        text: month.tally.games > 0 ? root.decimal(month.tally.meanLost, 2) : "—"
                        width: parent.width
                        y: 0
                    }
                }
                Text {
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                    font.pixelSize: 10
                    horizontalAlignment: Text.AlignHCenter
                    maximumLineCount: 2
                    text: root.stats.periods[month.index]
                    width: parent.width
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
