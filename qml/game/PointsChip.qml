// SPDX-License-Identifier: GPL-3.0-or-later
// "+5" in a player's colour with the player's meeple, so colour is never the only cue.
import QtQuick
import Fortuna

Rectangle {
    id: root

    property string colorName: "red"
    property string name
    // a smaller note after the points, e.g. "crown"
    property string note
    property int player: 0
    property int points: 0
    property bool showName: true
    // a standing score ("Ana · 12") rather than points won ("Ana +12")
    property bool standing: false

    Accessible.name: label.text + (note.length ? " " + note : "")
    Accessible.role: Accessible.StaticText
    border.color: Theme.playerColor(colorName)
    border.width: 2
    color: Theme.paper
    implicitHeight: 26
    implicitWidth: row.implicitWidth + 14
    radius: 13

    Row {
        id: row
        anchors.verticalCenter: parent.verticalCenter
        spacing: 4
        x: 5

        Meeple {
            anchors.verticalCenter: parent.verticalCenter
            height: 20
            player: Theme.colorIndex(root.colorName)
            width: 20
        }
        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.ink
            font.bold: true
            font.pixelSize: 13
            text: root.standing ? qsTr("%1 · %L2").arg(root.name).arg(root.points) : root.showName ? qsTr("%1 %2").arg(root.name).arg(root.points >= 0 ? qsTr("+%L1").arg(root.points) : qsTr("%L1").arg(root.points)) : (root.points >= 0 ? qsTr("+%L1").arg(root.points) : qsTr("%L1").arg(root.points))
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.inkSoft
            font.italic: true
            font.pixelSize: 11
            text: root.note
            visible: root.note.length > 0
        }
    }
}
