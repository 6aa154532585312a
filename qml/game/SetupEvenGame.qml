// SPDX-License-Identifier: GPL-3.0-or-later
// The setup's line under the seats: the computer level that gives you an even game, from your
// rating (GameController.games.rating), and a button that gives it to the computer seats.
// Nothing when there is no level to offer (SetupScreen.evenLevel).
import QtQuick
import QtQuick.Layouts
import Fortuna
import Fortuna.Game

RowLayout {
    id: root

    // the level's key ("" : the line is hidden) and its name
    property string level
    property string levelName
    // every computer seat already has it
    property bool taken: false

    signal takeRequested

    objectName: "evenGame"
    spacing: 8
    visible: level.length > 0

    Text {
        Accessible.name: text
        Accessible.role: Accessible.StaticText
        Layout.fillWidth: true
        color: Theme.ink
        font.pixelSize: 13
        objectName: "evenGameText"
        //: the setup's suggestion from your rating; %1 a computer level ("Computer · intermediate")
        text: qsTr("Even game for you: %1").arg(root.levelName)
        wrapMode: Text.Wrap
    }
    GameButton {
        Accessible.name: qsTr("Play against %1: an even game for you").arg(root.levelName)
        objectName: "evenGameButton"
        text: qsTr("Choose it")
        visible: !root.taken

        onClicked: root.takeRequested()
    }
}
