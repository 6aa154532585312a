// SPDX-License-Identifier: GPL-3.0-or-later
// Your rating (GameController.games.rating): the estimate with its 95 % margin, on the scale of
// the computer levels it is measured against, and its history game by game as a chart (a dot
// for the rating, a band for its margin). Before enough games: how many more are needed.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

StatsCard {
    id: root

    // the chart's ends, rounded out to a multiple of a round step (1, 2 or 5 × 10ⁿ): 500, −1000
    readonly property real high: Math.ceil(Math.max(1, ...points.map(p => p.rating + p.margin)) / step) * step
    readonly property real low: Math.floor(Math.min(0, ...points.map(p => p.rating - p.margin)) / step) * step
    readonly property var points: rating.history
    required property RatingModel rating
    // a round step of about a quarter of the figures' range
    readonly property real step: {
        const top = Math.max(1, ...points.map(p => p.rating + p.margin));
        const bottom = Math.min(0, ...points.map(p => p.rating - p.margin));
        const raw = Math.max(1, (top - bottom) / 4);
        const magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        const n = raw / magnitude;
        return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * magnitude;
    }

    // a rating in the language's way, with a true minus sign (−120)
    function figure(v) {
        return (v < 0 ? "\u2212" : "") + Number(Math.abs(v)).toLocaleString(Qt.locale(), "f", 0);
    }
    function ladderFigure(level) {
        const l = rating.ladder.find(x => x.level === level);
        return l ? figure(l.rating) : "";
    }

    heading: rating.known ?
    //: your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)
    qsTr("Your rating: %1 ± %2").arg(figure(rating.rating)).arg(figure(rating.margin)) : qsTr("Your rating")
    objectName: "statsRating"
    summary: {
        if (!rating.known)
            return needed.text + " " + scale.text;
        //: the rating chart in words: %1 the heading, %2 the scale's sentence, %3 the computer level of an even game, %4 the ratings game by game
        return qsTr("%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.", "", rating.games).arg(heading).arg(scale.text).arg(Words.levelName(rating.evenLevel)).arg(points.map(p => figure(p.rating)).join(", "));
    }

    Column {
        id: body
        spacing: 6
        width: parent.width

        Text {
            id: scale
            color: Theme.inkSoft
            font.pixelSize: 12
            objectName: "statsRatingScale"
            //: what the rating is measured against: %1 Normal's rating, %2 Master's
            text: qsTr("Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.").arg(root.ladderFigure("normal")).arg(root.ladderFigure("master")) + (root.rating.known ?
                //: after the rating's scale: %1 the rating's margin ("±325": the figure, not the sign alone)
                " " + qsTr("Your true strength is within ±%1 of this figure 95 % of the time.").arg(root.figure(root.rating.margin)) : "")
            width: parent.width
            wrapMode: Text.Wrap
        }
        Text {
            id: needed
            color: Theme.ink
            font.pixelSize: 13
            objectName: "statsRatingNeeded"
            text: qsTr("Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.", "", root.rating.needed)
            visible: !root.rating.known
            width: parent.width
            wrapMode: Text.Wrap
        }
        // the history: the highest and lowest figures on the left, a column per game
        Row {
            spacing: 6
            visible: root.rating.known

            Item {
                height: 80
                width: Math.max(highText.implicitWidth, lowText.implicitWidth)

                Text {
                    id: highText
                    anchors.right: parent.right
                    color: Theme.inkSoft
                    font.pixelSize: 10
                    objectName: "statsRatingHigh"
                    text: root.figure(Math.round(root.high))
                }
                Text {
                    id: lowText
                    anchors.bottom: parent.bottom
                    anchors.right: parent.right
                    color: Theme.inkSoft
                    font.pixelSize: 10
                    objectName: "statsRatingLow"
                    text: root.figure(Math.round(root.low))
                }
            }
            Rectangle {
                id: plot

                // the columns inside the frame (the first one stood on its left edge)
                readonly property real inset: 3
                readonly property real step: Math.min(24, (width - 2 * inset) / Math.max(1, root.points.length))

                function yOf(v) {
                    return height - height * (v - root.low) / Math.max(1, root.high - root.low);
                }

                border.color: Theme.parchmentRule
                color: Theme.field
                height: 80
                width: body.width - 6 - Math.max(highText.implicitWidth, lowText.implicitWidth)

                // Easy's level (0), the scale's zero
                Rectangle {
                    color: Theme.parchmentRule
                    height: 1
                    width: parent.width
                    y: plot.yOf(0)
                }
                Repeater {
                    model: root.points

                    delegate: Item {
                        id: game

                        required property int index
                        required property var modelData

                        height: plot.height
                        width: plot.step
                        x: plot.inset + index * plot.step

                        Rectangle {
                            anchors.horizontalCenter: parent.horizontalCenter
                            color: Theme.creamSoft
                            height: Math.max(1, plot.yOf(game.modelData.rating - game.modelData.margin) - y)
                            width: Math.max(2, plot.step - 4)
                            y: plot.yOf(game.modelData.rating + game.modelData.margin)
                        }
                        Rectangle {
                            anchors.horizontalCenter: parent.horizontalCenter
                            color: Theme.bronze
                            height: width
                            radius: width / 2
                            width: Math.max(4, Math.min(8, plot.step - 2))
                            y: plot.yOf(game.modelData.rating) - height / 2
                        }
                    }
                }
            }
        }
    }
}
