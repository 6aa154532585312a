// SPDX-License-Identifier: GPL-3.0-or-later
// A chart of the statistics screen (StatisticsDialog): a card with a heading, reached by Tab,
// read by a screen reader as a chart named by its heading and described by `summary` (the
// chart's figures in words), ringed while it has the keyboard.
import QtQuick
import QtQuick.Layouts
import Fortuna

Rectangle {
    id: root

    default property alias content: body.data
    property string heading
    // the chart in words, with its figures
    property string summary

    // `v` with `d` decimals in the language's way; with its sign (+3.0, −0.5)
    function decimal(v, d) {
        return Number(v).toLocaleString(Qt.locale(), "f", d);
    }
    function signedDecimal(v) {
        return (v > 0 ? "+" : v < 0 ? "\u2212" : "") + decimal(Math.abs(v), 1);
    }

    Accessible.description: summary
    Accessible.name: heading
    Accessible.role: Accessible.Chart
    activeFocusOnTab: true
    border.color: activeFocus ? Theme.focus : Theme.parchmentRule
    border.width: activeFocus ? 2 : 1
    color: Theme.parchmentRow
    implicitHeight: column.implicitHeight + 20
    radius: 8

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.margins: 10
        anchors.right: parent.right
        anchors.top: parent.top
        spacing: 6

        Text {
            Layout.fillWidth: true
            color: Theme.heading
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 15
            text: root.heading
            wrapMode: Text.Wrap
        }
        Item {
            id: body
            Layout.fillWidth: true
            implicitHeight: childrenRect.height
        }
    }
}
