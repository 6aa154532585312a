// SPDX-License-Identifier: GPL-3.0-or-later
// "+5" in a player's colour with the player's meeple, so colour is never the only cue.
import QtQuick
import Fortuna

Rectangle {
    id: root

    property int player: 0
    property string colorName: "red"
    property string name
    property int points: 0
    // a smaller note after the points, e.g. "crown"
    property string note
    property bool showName: true
    // a standing score ("Ana · 12") rather than points won ("Ana +12")
    property bool standing: false

    implicitWidth: row.implicitWidth + 14
    implicitHeight: 26
    radius: 13
    color: Theme.paper
    border.color: Theme.playerColor(colorName)
    border.width: 2
    Accessible.role: Accessible.StaticText
    Accessible.name: label.text + (note.length ? " " + note : "")

    Row {
        id: row
        x: 5
        anchors.verticalCenter: parent.verticalCenter
        spacing: 4
        Meeple {
            width: 20
            height: 20
            anchors.verticalCenter: parent.verticalCenter
            player: Theme.colorIndex(root.colorName)
        }
        Text {
            id: label
            anchors.verticalCenter: parent.verticalCenter
            text: root.standing ? qsTr("%1 · %L2").arg(root.name).arg(root.points)
                : root.showName ? qsTr("%1 %2").arg(root.name).arg(root.points >= 0 ? qsTr("+%L1").arg(root.points) : qsTr("%L1").arg(root.points))
                                : (root.points >= 0 ? qsTr("+%L1").arg(root.points) : qsTr("%L1").arg(root.points))
            font.pixelSize: 13
            font.bold: true
            color: Theme.ink
        }
        Text {
            visible: root.note.length > 0
            anchors.verticalCenter: parent.verticalCenter
            text: root.note
            font.pixelSize: 11
            font.italic: true
            color: Theme.inkSoft
        }
    }
}
