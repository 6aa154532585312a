// SPDX-License-Identifier: GPL-3.0-or-later
// The five follower colours with their marks and names.
import QtQuick
import Fortuna

Row {
    id: root

    spacing: (width - 5 * 46) / 4

    Repeater {
        model: [qsTr("Red"), qsTr("Blue"), qsTr("Green"), qsTr("Yellow"), qsTr("Black")]
        delegate: Column {
            required property string modelData
            required property int index
            width: 46
            spacing: 2
            Meeple {
                anchors.horizontalCenter: parent.horizontalCenter
                width: 40
                height: 40
                player: parent.index
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: parent.modelData
                font.pixelSize: 11
                color: "#3b2a1a"
            }
        }
    }
}
