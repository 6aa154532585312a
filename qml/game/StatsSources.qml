// SPDX-License-Identifier: GPL-3.0-or-later
// Where your points come from (StatisticsModel.sources): one bar per scoring reason, the land
// in brown, the wheel (its events with their symbol, and the crowns) in gold, each with its
// points, its share and its mean per game; then what the Plague took.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

StatsCard {
    id: root

    readonly property real labelWidth: 110
    readonly property int most: Math.max(1, ...stats.sources.map(s => s.points))
    required property StatisticsModel stats

    function isWheel(reason) {
        return reason >= Reason.Fortune && reason <= Reason.Crown;
    }
    function sourceWords(s) {
        //: a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game
        return qsTr("%1 %L2 (%3 %, %4 a game)").arg(Words.reasonName(s.reason)).arg(s.points).arg(s.percent).arg(decimal(s.perGame, 1));
    }

    //: %n your points in all, %1 "in N games"
    heading: qsTr("Where your %n point(s) come from, %1", "", stats.points).arg(qsTr("in %n game(s)", "", stats.games))
    objectName: "statsSources"
    summary: {
        const sources = stats.sources.filter(s => s.points > 0).sort((a, b) => b.points - a.points);
        const none = stats.sources.filter(s => s.points === 0).map(s => Words.reasonName(s.reason));
        let words = qsTr("%1: %2.").arg(heading).arg(sources.map(s => sourceWords(s)).join(", "));
        if (none.length > 0)
            //: the sources of points that gave none: %1 their names
            words += " " + qsTr("None from %1.").arg(none.join(", "));
        return words + " " + plague.text;
    }

    Column {
        spacing: 3
        width: parent.width

        Repeater {
            model: root.stats.sources

            delegate: Item {
                id: source

                required property var modelData

                height: 20
                width: parent.width

                Row {
                    height: parent.height
                    spacing: 4
                    width: root.labelWidth

                    SectorSymbol {
                        anchors.verticalCenter: parent.verticalCenter
                        height: 16
                        sector: source.modelData.reason - Reason.Fortune
                        visible: source.modelData.reason >= Reason.Fortune && source.modelData.reason <= Reason.Inquisition
                        width: 16
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        color: Theme.ink
                        elide: Text.ElideRight
                        font.pixelSize: 12
                        text: Words.reasonName(source.modelData.reason)
                        width: root.labelWidth - (x + 4)
                    }
                }
                Rectangle {
                    id: bar
                    border.color: root.isWheel(source.modelData.reason) ? Theme.goldChecked : Theme.woodLight
                    color: root.isWheel(source.modelData.reason) ? Theme.goldLight : Theme.bronze
                    height: 14
                    width: source.modelData.points > 0 ? Math.max(3, (parent.width - root.labelWidth - 190) * source.modelData.points / root.most) : 0
                    x: root.labelWidth + 4
                    y: 3
                }
                Text {
                    anchors.left: bar.right
                    anchors.leftMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    color: source.modelData.points > 0 ? Theme.ink : Theme.inkSoft
                    font.pixelSize: 12
                    //: a bar of the points' sources: %L1 the points, %2 their share in percent, %3 the mean per game
                    text: qsTr("%L1 · %2 % · %3 a game").arg(source.modelData.points).arg(source.modelData.percent).arg(root.decimal(source.modelData.perGame, 1))
                }
            }
        }
        Text {
            id: plague
            color: Theme.inkSoft
            font.pixelSize: 12
            objectName: "statsPlague"
            //: %1 "N followers", %2 "N points": what they were worth when given back
            text: root.stats.plagueFollowers > 0 ? qsTr("The Plague took %1, worth %2 then.").arg(qsTr("%n follower(s)", "", root.stats.plagueFollowers)).arg(qsTr("%n point(s)", "", root.stats.plagueLost)) : qsTr("The Plague never took a follower of yours.")
            width: parent.width
            wrapMode: Text.Wrap
        }
    }
}
