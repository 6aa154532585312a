// SPDX-License-Identifier: GPL-3.0-or-later
// What the table offers beside the game itself, over the board area: the bag panel (B), the
// replay bar, the flash that shows a tile of the event log, and the sound effects (M mutes;
// the View menu sets the volume). The choices of sound are remembered (Preferences).
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    property bool bagOpen: false
    readonly property alias bagPanel: bagPanel
    readonly property GameController controller: view.controller
    readonly property alias replayBar: replayBar
    property bool soundOn: Preferences.sound
    property int soundVolume: Preferences.soundVolume
    readonly property alias sounds: sounds
    readonly property alias tileFlash: tileFlash

    // The game view (GameView.qml): its controller, board and state.
    required property Item view

    function leaveReplay() {
        controller.endReplay();
    }
    // Replays the game from its first turn: the table shows it as it was, turn by turn.
    function replayGame() {
        if (!view.hasGame)
            return;
        const reason = controller.startReplay(0);
        if (reason.length > 0) {
            view.showToast(reason, true);
            return;
        }
        view.helpDrawer.close();
        view.showSetup = false;
        view.banner.hide();
    }
    function setSound(on) {
        soundOn = on;
        Preferences.sound = on;
    }
    function setSoundVolume(percent) {
        soundVolume = percent;
        Preferences.soundVolume = percent;
    }
    // Shows a tile in the part of the board that `bottomInset` (the open event log) leaves free.
    function showCell(cellX, cellY, bottomInset) {
        tileFlash.show(cellX, cellY, bottomInset || 0);
    }
    function toggleBag() {
        if (root.controller.aidsOff) {
            bagOpen = false;
            root.view.showToast(qsTr("This game is played without aids: the bag stays closed."), true);
            return;
        }
        bagOpen = !bagOpen;
    }

    BagPanel {
        id: bagPanel
        controller: root.controller
        height: Math.min(implicitHeight, root.height - y - 12)
        visible: root.bagOpen && root.view.inGame && !root.controller.aidsOff
        width: Math.min(implicitWidth, root.width - 24)
        x: 12
        // below the replay bar while it shows
        y: replayBar.visible ? replayBar.y + replayBar.height + 8 : 12

        onCloseRequested: root.bagOpen = false
    }
    ReplayBar {
        id: replayBar
        controller: root.controller
        keysEnabled: !root.view.dialogOpen
        width: Math.min(Math.max(implicitWidth, 560), root.width - 24)
        x: Math.round((root.width - width) / 2)
        y: 12
        z: 1

        onLeaveRequested: root.leaveReplay()
    }
    TileFlash {
        id: tileFlash
        animate: root.view.animate
        view: root.view.board.view
    }
    Sounds {
        id: sounds
        board: root.view.board
        controller: root.controller
        on: root.soundOn
        volume: root.soundVolume / 100
    }
    Shortcut {
        enabled: root.view.inGame && !root.view.dialogOpen
        sequences: ["B"]

        onActivated: root.toggleBag()
    }
    Shortcut {
        enabled: !root.view.dialogOpen
        sequences: ["M"]

        onActivated: root.setSound(!root.soundOn)
    }
}
