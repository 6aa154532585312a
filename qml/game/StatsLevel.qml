// SPDX-License-Identifier: GPL-3.0-or-later
// Your games against one computer level (StatisticsModel.levels): the games, the wins and the
// mean margin, and one column per month: the share of games won as a bar, the mean margin
// under it. One colour: the level is said by the heading, never by a colour.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna

StatsCard {
    id: root

    // the months side by side within the card (10 px margins, 4 px apart)
    readonly property real columnWidth: Math.min(72, Math.max(30, (width - 20 + 4) / Math.max(1, periods.length) - 4))

    // {level, name, games, wins, winPercent, margin, periods: [{games, wins, winPercent, margin}]}
    required property var level
    required property var periods // the months' names

    function monthWords(i) {
        const t = level.periods[i];
        if (t.games === 0)
            //: a month of the statistics without a game against this level; %1 the month
            return qsTr("%1: no game").arg(periods[i]);
        //: a month of the statistics: %1 the month, %2 "N games", %3 the games won, %4 the mean margin in points
        return qsTr("%1: %2, %3 won, mean margin %4").arg(periods[i]).arg(qsTr("%n game(s)", "", t.games)).arg(t.wins).arg(signedDecimal(t.margin));
    }

    //: %1 a computer level ("Computer · easy"), %2 "N games", %3 the games won, %4 their percentage, %5 the mean margin in points
    heading: qsTr("Against %1: %2, %3 won (%4 %), mean margin %5").arg(level.name).arg(qsTr("%n game(s)", "", level.games)).arg(level.wins).arg(level.winPercent).arg(signedDecimal(level.margin))
    objectName: "statsLevel_" + level.level
    summary: {
        const months = [];
        for (let i = 0; i < periods.length; ++i)
            months.push(monthWords(i));
        //: the statistics against a level: %1 the heading's sentence, %2 the months, one after another
        return qsTr("%1. By month: %2.").arg(heading).arg(months.join("; "));
    }

    Row {
        spacing: 4

        Repeater {
            model: root.periods.length

            delegate: Column {
                id: month

                required property int index
                readonly property var tally: root.level.periods[index]

                spacing: 2
                width: root.columnWidth

                // the share won, written over a bar in a frame of 100 %
                Text {
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: 12
                    fontSizeMode: Text.HorizontalFit
                    horizontalAlignment: Text.AlignHCenter
                    minimumPixelSize: 8
                    //: a share of games won; %1 a percentage
                    text: month.tally.games > 0 ? qsTr("%1 %").arg(month.tally.winPercent) : "—"
                    width: parent.width
                }
                Rectangle {
                    border.color: Theme.parchmentRule
                    color: Theme.field
                    height: 40
                    width: parent.width

                    Rectangle {
                        anchors.bottom: parent.bottom
                        color: Theme.good
                        height: month.tally.games > 0 ? Math.max(2, parent.height * month.tally.winPercent / 100) : 0
                        width: parent.width
                    }
                }
                Text {
                    color: month.tally.margin < 0 ? Theme.danger : Theme.ink
                    font.pixelSize: 11
                    fontSizeMode: Text.HorizontalFit
                    horizontalAlignment: Text.AlignHCenter
                    minimumPixelSize: 8
                    text: month.tally.games > 0 ? root.signedDecimal(month.tally.margin) : ""
                    width: parent.width
                }
                Text {
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                    font.pixelSize: 10
                    horizontalAlignment: Text.AlignHCenter
                    maximumLineCount: 2
                    text: root.periods[month.index]
                    width: parent.width
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
