// SPDX-License-Identifier: GPL-3.0-or-later
// What the table offers beside the game itself, over the board area: the bag panel (B), the
// replay bar, the analysis of the game over the replay, the flash that shows a tile of the event log, and the sound effects (M mutes;
// the View menu sets the volume), and what a screen reader is told as the game goes
// (Announcer). The choices of sound are remembered (Preferences).
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    // The bottom strip of the board that the analysis view covers (framing leaves it free).
    readonly property real analysisInset: analysisView.visible ? height - analysisView.y + 8 : 0
    // The analysis view shows (over the replay).
    property bool analysisOpen: false
    // The screen reader's voice (Announcer.qml).
    readonly property alias announcer: announcer
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

    // "Analyse this game": the analysis runs in the background; the replayed table, at the
    // end of the game, shows the moves picked on its graph.
    function analyseGame() {
        if (!view.hasGame)
            return;
        const reason = controller.review.analyseGame();
        if (reason.length > 0) {
            view.showToast(reason, true);
            return;
        }
        if (!controller.replay.active) {
            replayGame();
            controller.replay.last();
        }
        analysisOpen = true;
    }

    // The cells of the analysed decision's two moves, while the analysis shows them; [] else.
    function analysedCells() {
        const a = controller.analysis;
        if (!analysisOpen || !controller.replay.active || a.selected < 0 || a.best.kind === "choose")
            return [];
        return [Qt.point(a.best.x, a.best.y), Qt.point(a.played.x, a.played.y)];
    }
    // Brings the analysed decision's two moves into the free part of the board.
    function frameAnalysed() {
        const cells = analysedCells();
        if (cells.length > 0)
            view.board.view.fitCells(cells, 0.12);
    }
    function leaveReplay() {
        analysisOpen = false;
        controller.review.endReplay();
    }
    // Replays the game from its first turn: the table shows it as it was, turn by turn.
    function replayGame() {
        if (!view.hasGame)
            return;
        const reason = controller.review.startReplay(0);
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
        if (root.controller.aids.off) {
            bagOpen = false;
            root.view.showToast(qsTr("This game is played without aids: the bag stays closed."), true);
            return;
        }
        bagOpen = !bagOpen;
    }

    // The analysis panel settles its size after a pick (its layout, the summary folding
    // away): the moves are framed again in the part it leaves free.
    onAnalysisInsetChanged: if (analysisInset > 0 && controller.analysis.selected >= 0)
        Qt.callLater(frameAnalysed)

    // A new size of the window frames the analysed moves again in the part left free (the
    // board's own framing would centre the whole board, under the bar or the panel).
    Binding {
        property: "pinnedCells"
        target: root.view.board
        value: {
            const a = root.controller.analysis;
            a.selected;
            a.best;
            a.played;
            return root.analysedCells();
        }
    }
    BagPanel {
        id: bagPanel
        controller: root.controller
        // at most half the board's height (the rest scrolls) in a small window
        height: Math.min(implicitHeight, root.height - y - 12, small ? Math.max(200, root.height / 2) : Infinity)
        small: root.height < 700 || root.width < 800
        visible: root.bagOpen && root.view.inGame && !root.controller.aids.off
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

        onAnalyseRequested: root.analyseGame()
        onHomePressed: Qt.callLater(root.view.centreBoard)
        onLeaveRequested: root.leaveReplay()
    }
    AnalysisView {
        id: analysisView
        // short of room below the replay bar (1280×800 and smaller)
        compact: root.height < 900
        controller: root.controller
        height: Math.min(implicitHeight, root.height - replayBar.height - 70)
        visible: root.analysisOpen && root.controller.replay.active
        width: Math.min(Math.max(implicitWidth, replayBar.width), root.width - 24)
        x: Math.round((root.width - width) / 2)
        // at the bottom, above the event log's tab: the board shows above it
        y: root.height - height - 40
        z: 1

        onCloseRequested: root.analysisOpen = false
        onRefused: reason => root.view.showToast(reason, true)
    }
    // A decision picked on the analysis' graph: the move played and the better one come into
    // the part of the board that the replay bar and the analysis leave free (once the replay
    // shows the table before that move).
    Connections {
        function onSelectionChanged() {
            const a = root.controller.analysis;
            if (a.selected >= 0 && a.best.kind !== "choose")
                Qt.callLater(root.frameAnalysed);
        }

        target: root.controller.analysis
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
    Announcer {
        id: announcer
        banner: root.view.banner
        board: root.view.board
        controller: root.controller
        // (a puzzle's verdict as its card says it, with what to do next: the top bar has a line)
        hint: root.view.showSetup ? "" : root.view.puzzleCard.judged ? root.view.puzzleCard.status : root.view.hint
        live: !root.view.replaying
        toast: root.view.toast
    }
    Shortcut {
        // not behind the end screen
        enabled: root.view.inGame && !root.view.dialogOpen && !root.view.endVisible
        sequences: ["B"]

        onActivated: root.toggleBag()
    }
    Shortcut {
        enabled: !root.view.dialogOpen
        sequences: ["M"]

        // said on screen too: M is easy to press by chance
        onActivated: {
            root.setSound(!root.soundOn);
            root.view.showToast((root.soundOn ? qsTr("Sound on (%1 to mute)") : qsTr("Sound off (%1 to turn it on)")).arg(KeyNames.text("M", KeyNames.revision)), false);
        }
    }
}
