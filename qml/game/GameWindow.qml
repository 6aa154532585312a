// SPDX-License-Identifier: GPL-3.0-or-later
// The game window: one GameController and the game view. main.cpp sets the command-line
// properties (a record to open, development switches for screenshots).
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model
import Fortuna.Game

ApplicationWindow {
    id: window

    // --load RECORD [--turns K]
    property string recordFile
    property int replayTurns: -1
    // Development (hidden options): no resume offer, no questions, autosave off.
    property bool devMode: false
    // Screenshots: computer players wait, so that the picture shows the state as opened.
    property bool freezeComputers: false
    property bool animate: Preferences.boolValue("animations", true)
    // "setup": show the setup screen; "": whatever the game says
    property string startScreen
    // a setup to put in the form: {players, rules}
    property var setupPreset: null
    // after opening the record: walk the pig of this turn's wheel event again
    property bool replayWheel: false
    // "log", "help:<page>", "open", "save", "keys", "resume", "cursor" (the keyboard's first
    // choice, with the ghost tile) or "place" (lay the tile on a lit spot, for the follower
    // step): at start
    property string openPanel

    readonly property alias controller: game
    readonly property alias view: view

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    title: {
        const file = game.currentFile.toString();
        const name = file.length > 0 ? SaveFiles.fileName(game.currentFile) : "";
        if (name.length === 0)
            return qsTr("Fortuna");
        return game.modified ? qsTr("%1* — Fortuna").arg(name) : qsTr("%1 — Fortuna").arg(name);
    }
    color: Theme.wood

    GameController {
        id: game
        animationsEnabled: window.animate
        computerDelay: window.freezeComputers ? 3600000 : Preferences.intValue("computerDelay", 700)
        autosaveEnabled: !window.devMode
    }

    GameView {
        id: view
        anchors.fill: parent
        controller: game
        animate: window.animate
        devMode: window.devMode
    }

    Component.onCompleted: {
        if (setupPreset)
            view.setupScreen.load(setupPreset);
        if (recordFile.length > 0) {
            const url = recordFile.startsWith("file:") ? recordFile : "file://" + recordFile;
            if (view.loadRecord(url, replayTurns) && replayWheel)
                Qt.callLater(view.replayWheel);
        }
        if (startScreen === "setup")
            view.showSetup = true;
        if (openPanel === "log")
            view.logOpen = true;
        else if (openPanel === "open")
            view.openGame();
        else if (openPanel === "save")
            view.saveGameAs();
        else if (openPanel === "keys")
            view.showShortcuts();
        else if (openPanel === "menu")
            Qt.callLater(view.openGameMenu);
        else if (openPanel === "cursor")
            Qt.callLater(view.board.cycle, 1);
        else if (openPanel === "resume")
            view.offerResume();
        else if (openPanel === "place" && game.legalPositions.count > 0) {
            // development: lay the tile on a lit spot to show the follower step
            const spots = [];
            for (let i = 0; i < game.legalPositions.count; ++i)
                spots.push(game.legalPositions.get(i));
            const p = spots[Math.floor(spots.length / 2)];
            game.placeTile(p.x, p.y);
        }
        else if (openPanel.startsWith("help"))
            view.showHelp(openPanel.length > 5 ? openPanel.substring(5) : "");
        Qt.callLater(view.centreBoard);
    }
}
