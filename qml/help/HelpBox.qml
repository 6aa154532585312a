// SPDX-License-Identifier: GPL-3.0-or-later
// A framed box in a help page: a worked example, what applies in this game, or a note.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root
    enum Kind {
        Example,
        InThisGame,
        Note
    }

    default property alias content: column.data
    property int kind: HelpBox.Example
    readonly property string label: title.length > 0 ? title : kind === HelpBox.Example ? qsTr("Example") : kind === HelpBox.InThisGame ? qsTr("In this game") : qsTr("Note")
    // Replaces the kind's label ("Example", "In this game", "Note") when set.
    property string title

    Accessible.name: label
    Accessible.role: Accessible.Grouping
    border.color: kind === HelpBox.Example ? Theme.gold : kind === HelpBox.InThisGame ? "#7f9f4d" : "#8a76b0"
    border.width: 1
    color: kind === HelpBox.Example ? Theme.parchmentLight : kind === HelpBox.InThisGame ? "#eef3df" : "#eae6f3"
    implicitHeight: column.implicitHeight + 28
    radius: 8
    width: parent ? parent.width : implicitWidth

    Rectangle {
        color: parent.border.color
        height: parent.height - 2 * parent.radius
        // accent bar on the left
        width: 5
        y: parent.radius
    }
    Column {
        id: column
        spacing: 8
        width: root.width - 36
        x: 20
        y: 14

        Text {
            Accessible.ignored: true
            color: root.border.color
            font.bold: true
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.8
            font.pixelSize: 12
            text: root.label
        }
    }
}
