// SPDX-License-Identifier: GPL-3.0-or-later
// A framed box in a help page: a worked example, what applies in this game, or a note.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    enum Kind { Example, InThisGame, Note }
    property int kind: HelpBox.Example
    // Replaces the kind's label ("Example", "In this game", "Note") when set.
    property string title
    default property alias content: column.data

    readonly property string label: title.length > 0 ? title
                                  : kind === HelpBox.Example ? qsTr("Example")
                                  : kind === HelpBox.InThisGame ? qsTr("In this game")
                                  : qsTr("Note")

    width: parent ? parent.width : implicitWidth
    implicitHeight: column.implicitHeight + 28
    radius: 8
    color: kind === HelpBox.Example ? Theme.parchmentLight : kind === HelpBox.InThisGame ? "#eef3df" : "#eae6f3"
    border.width: 1
    border.color: kind === HelpBox.Example ? Theme.gold : kind === HelpBox.InThisGame ? "#7f9f4d" : "#8a76b0"
    Accessible.role: Accessible.Grouping
    Accessible.name: label

    Rectangle {
        // accent bar on the left
        width: 5
        height: parent.height - 2 * parent.radius
        y: parent.radius
        color: parent.border.color
    }

    Column {
        id: column
        x: 20
        y: 14
        width: root.width - 36
        spacing: 8

        Text {
            text: root.label
            font.pixelSize: 12
            font.bold: true
            font.letterSpacing: 0.8
            font.capitalization: Font.AllUppercase
            color: root.border.color
            Accessible.ignored: true
        }
    }
}
