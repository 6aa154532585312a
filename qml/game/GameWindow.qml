// SPDX-License-Identifier: GPL-3.0-or-later
// The game window: one GameController and the game view. main.cpp sets the command-line
// properties (a record to open, the window size).
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model
import Fortuna.Game

ApplicationWindow {
    id: window

    property bool animate: Preferences.animations
    readonly property alias controller: game

    // --load RECORD [--turns K]
    property string recordFile
    property int replayTurns: -1
    readonly property alias view: view

    color: Theme.wood
    height: 800
    minimumHeight: 640
    minimumWidth: 1024
    title: {
        const file = game.files.currentFile.toString();
        const name = file.length > 0 ? SaveFiles.fileName(game.files.currentFile) : "";
        if (name.length === 0)
            return qsTr("Fortuna");
        return game.files.modified ? qsTr("%1* — Fortuna").arg(name) : qsTr("%1 — Fortuna").arg(name);
    }
    width: 1280

    Component.onCompleted: {
        if (recordFile.length > 0) {
            const url = recordFile.startsWith("file:") ? recordFile : "file://" + recordFile;
            view.loadRecord(url, replayTurns);
        }
        Qt.callLater(view.centreBoard);
    }

    GameController {
        id: game
        // the player's choices, owned by Preferences (the View menu writes them there)
        animationsEnabled: window.animate
        computerDelay: Preferences.computerDelay
        staging.confirmTurns: Preferences.confirmTurns
    }
    GameView {
        id: view
        anchors.fill: parent
        animate: window.animate
        controller: game

        onQuitRequested: Qt.quit()
    }
}
