// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of your games (GameController.games.statistics): your rating, against each
// computer level, where your points come from, the points your moves lose. Opened from the
// Game menu and from Your games. By keyboard: Tab from chart to chart (each is read with its figures), the
// arrows and Page Up/Down scroll, Escape closes.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

ParchmentPopup {
    id: root

    // the dialog to show again when this one closes (Your games, when opened from it)
    property Popup backTo: null
    readonly property alias flick: flick
    readonly property RatingModel rating: view.controller.games.rating
    readonly property StatisticsModel stats: view.controller.games.statistics
    required property Item view

    // scrolls so that `item` (a chart) shows whole
    function reveal(item) {
        const top = item.mapToItem(flick.contentItem, 0, 0).y;
        if (top < flick.contentY)
            flick.contentY = top;
        else if (top + item.height > flick.contentY + flick.height)
            flick.contentY = Math.min(top, top + item.height - flick.height);
    }
    function scrollBy(dy) {
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height, flick.contentY + dy));
    }

    objectName: "statisticsDialog"
    title: qsTr("Statistics")
    width: Math.min(1040, parent ? parent.width - 40 : 1040)

    onClosed: {
        const back = backTo;
        backTo = null;
        if (back)
            back.open();
    }
    onOpened: {
        stats.refresh();
        rating.refresh();
        flick.contentY = 0;
        (stats.games > 0 ? ratingCard : closeButton).forceActiveFocus();
    }

    ColumnLayout {
        spacing: 10
        width: parent.width

        Text {
            Accessible.name: text
            Accessible.role: Accessible.StaticText
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            objectName: "statsEmpty"
            text: qsTr("No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.")
            visible: root.stats.games === 0
            wrapMode: Text.Wrap
        }
        Flickable {
            id: flick
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, root.parent ? root.parent.height - 200 : 480)
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            contentHeight: cards.height
            visible: root.stats.games > 0

            // always drawn when the charts are taller than the window: what is below is not missed
            ScrollBar.vertical: ScrollBar {
                objectName: "statsScrollBar"
                policy: flick.contentHeight > flick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }

            Keys.onDownPressed: root.scrollBy(40)
            Keys.onPressed: event => {
                if (event.key === Qt.Key_PageDown || event.key === Qt.Key_PageUp) {
                    root.scrollBy((event.key === Qt.Key_PageDown ? 1 : -1) * flick.height * 0.9);
                    event.accepted = true;
                }
            }
            Keys.onUpPressed: root.scrollBy(-40)

            Column {
                id: cards
                spacing: 8
                width: flick.width - 14

                StatsRating {
                    id: ratingCard
                    rating: root.rating
                    width: parent.width

                    onActiveFocusChanged: if (activeFocus)
                        root.reveal(this)
                }
                // the levels beside the points and the moves when there is room, else one column
                Grid {
                    id: charts

                    readonly property real columnWidth: twoColumns ? (width - columnSpacing) / 2 : width
                    readonly property bool twoColumns: width >= 760

                    columnSpacing: 10
                    columns: twoColumns ? 2 : 1
                    rowSpacing: 8
                    width: cards.width

                    Column {
                        id: levels
                        spacing: 8
                        width: charts.columnWidth

                        Repeater {
                            model: root.stats.levels

                            delegate: StatsLevel {
                                required property var modelData

                                level: modelData
                                periods: root.stats.periods
                                width: levels.width

                                onActiveFocusChanged: if (activeFocus)
                                    root.reveal(this)
                            }
                        }
                        Text {
                            color: Theme.inkSoft
                            font.pixelSize: 13
                            text: qsTr("No game against the computer yet.")
                            visible: root.stats.levels.length === 0
                            width: levels.width
                            wrapMode: Text.Wrap
                        }
                    }
                    Column {
                        spacing: 8
                        width: charts.columnWidth

                        StatsSources {
                            id: sources
                            stats: root.stats
                            width: parent.width

                            onActiveFocusChanged: if (activeFocus)
                                root.reveal(this)
                        }
                        StatsAccuracy {
                            stats: root.stats
                            width: parent.width

                            onActiveFocusChanged: if (activeFocus)
                                root.reveal(this)
                        }
                    }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                id: closeButton
                objectName: "statsClose"
                text: qsTr("Close")

                onClicked: root.close()
            }
        }
    }
}
