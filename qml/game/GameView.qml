// SPDX-License-Identifier: GPL-3.0-or-later
// The whole game screen: the top bar, the setup screen, the table (GameTable: board, wheel
// banner, side column, event log, end screen), the rules help and the dialogs, and the keyboard.
// It shows the controller's state and calls the controller's commands; no rule lives here.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game
import Fortuna.Help
import Fortuna.I18n

Item {
    id: root

    readonly property alias aboutDialog: dialogs.aboutDialog
    // (read again on a language switch: a default name follows the language)
    readonly property string actingName: {
        KeyNames.revision;
        return playerName(controller.actingPlayer);
    }
    property bool animate: true
    readonly property alias banner: table.banner
    readonly property QtObject bannerSpot: table.banner.spot
    readonly property alias board: table.board
    readonly property alias confirmDialog: dialogs.confirmDialog
    required property GameController controller
    // A dialog, the rules help or a menu of the top bar is open: the game's keys wait.
    readonly property bool dialogOpen: openDialog.visible || saveDialog.visible || confirmDialog.visible || resumeDialog.visible || shortcutsDialog.visible || helpDrawer.visible || aboutDialog.visible || yourGamesDialog.visible || statisticsDialog.visible || puzzlesDialog.visible || topBar.menuOpen
    property bool endDismissed: false
    readonly property alias endScreen: table.endScreen
    readonly property bool endVisible: inGame && controller.phase === GameController.GameOver && !endDismissed && !replaying
    // The bag panel, the replay bar, the tile flash and the sounds (TableExtras.qml).
    readonly property alias extras: table.extras
    // The board glides to a computer's tile that lands off-screen (View menu, remembered).
    property bool followComputers: Preferences.followComputers
    readonly property bool hasGame: controller.phase !== GameController.NoGame
    readonly property alias helpDrawer: dialogs.helpDrawer
    readonly property alias helpView: dialogs.helpView
    // what to do now, for the top bar (TurnPrompt)
    readonly property string hint: prompt.text
    readonly property bool inGame: !showSetup && hasGame
    readonly property bool keysActive: inGame && !dialogOpen && !endVisible && !replaying
    // The event log is open: the one state that its tab, the L key and the View menu change.
    property bool logOpen: false
    readonly property alias netPlay: netPlay
    readonly property alias openDialog: dialogs.openDialog
    // "Learn from your mistakes": the list, and the card of the puzzle on the board.
    readonly property alias puzzleCard: puzzleCard
    readonly property alias puzzlesDialog: dialogs.puzzlesDialog
    readonly property bool replaying: controller.replay.active
    readonly property alias resumeDialog: dialogs.resumeDialog
    readonly property alias saveDialog: dialogs.saveDialog
    readonly property alias setupScreen: setup
    readonly property alias shortcutsDialog: dialogs.shortcutsDialog
    property bool showSetup: true
    readonly property alias statisticsDialog: dialogs.statisticsDialog
    readonly property alias toast: toast
    // The strip at the bottom of the board that the toast and the event log's tab take.
    readonly property real toastStrip: table.log.height + 96
    // "Learn to play" (TutorialLayer.qml).
    readonly property alias tutorial: tutorialLayer
    readonly property alias yourGamesDialog: dialogs.yourGamesDialog

    // Quit was chosen (menu, Ctrl+Q): the window ends the application.
    signal quitRequested

    function centreBoard() {
        root.board.centre();
    }
    function chooseDrawn(i) {
        if (controller.phase !== GameController.ChooseTile || !controller.awaitingHuman || i >= controller.drawnTiles.count)
            return;
        const reason = controller.chooseTile(controller.drawnTiles.value(i, "index"));
        if (reason.length > 0)
            showToast(reason, true);
    }
    function confirmChoice() {
        if (tutorialLayer.shown && controller.tutorial.nextOffered) {
            controller.tutorial.next(); // Enter reads on in "Learn to play"
            return;
        }
        if (tutorialLayer.shown && controller.tutorial.kind === Tutorial.Finish) {
            tutorialLayer.playOn(); // the lesson's last card: Enter starts the game against Easy
            return;
        }
        // a puzzle's verdict: Enter tries again after a wrong answer, goes on after a right one
        if (puzzleCard.visible && (controller.puzzle.state === PuzzleSession.Wrong || controller.puzzle.state === PuzzleSession.Right)) {
            if (controller.puzzle.state === PuzzleSession.Wrong)
                puzzleCard.retry();
            else
                puzzleCard.run(controller.puzzles.next());
            return;
        }
        if (controller.staging.turnStaged && controller.awaitingHuman) {
            controller.staging.endTurn();
            return;
        }
        if (root.board.confirm())
            return;
        if (controller.phase === GameController.Deploy && controller.awaitingHuman)
            controller.skipDeploy();
        else if (root.board.choiceCount() > 0)
            root.board.cycle(1);
    }
    // Opens a record (command line): all of it, or only its first `turns` turns.
    function loadRecord(url, turns) {
        const reason = controller.files.loadGame(url, turns);
        if (reason.length > 0) {
            showToast(reason, true);
            return false;
        }
        return true;
    }

    // ---- menu actions ----
    function newGame() {
        helpDrawer.close();
        showSetup = true;
        setup.focusFirst();
    }
    function offerResume() {
        if (controller.autosave.resumable)
            resumeDialog.open();
    }
    function openGame() {
        if (controller.running && controller.files.modified) {
            confirmDialog.ask(qsTr("Open another game?"), qsTr("The game in progress has not been saved. The game you open takes its place."), qsTr("Choose a game"), () => dialogs.openFile());
            return;
        }
        dialogs.openFile();
    }
    function openGameMenu() {
        topBar.openGameMenu();
    }
    function openPuzzles() {
        helpDrawer.close();
        puzzlesDialog.open();
    }
    function openRecent(url) {
        const go = () => {
            const reason = controller.files.loadGame(url);
            if (reason.length > 0)
                showToast(reason, true);
        };
        if (controller.running && controller.files.modified)
            confirmDialog.ask(qsTr("Open another game?"), qsTr("The game in progress has not been saved. The game you open takes its place."), qsTr("Open it"), go);
        else
            go();
    }
    // `backTo`: the dialog shown again when the statistics close (Your games), if any.
    function openStatistics(backTo) {
        helpDrawer.close();
        statisticsDialog.backTo = backTo || null;
        statisticsDialog.open();
    }
    // Game `id` of "Your games", then "replay" or "analyse" it (else shown as it ended).
    function openStoredGame(id, how) {
        const go = () => {
            const reason = controller.files.openStoredGame(id);
            if (reason.length > 0) {
                showToast(reason, true);
                return;
            }
            showSetup = false;
            if (how === "replay")
                extras.replayGame();
            else if (how === "analyse")
                extras.analyseGame();
        };
        if (controller.running && controller.files.modified)
            confirmDialog.ask(qsTr("Open another game?"), qsTr("The game in progress has not been saved. The game you open takes its place."), qsTr("Open it"), go);
        else
            go();
    }
    function openYourGames() {
        helpDrawer.close();
        yourGamesDialog.open();
    }
    function playAgain() {
        const reason = controller.playAgain();
        if (reason.length > 0)
            showToast(reason, true);
    }
    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function quit() {
        quitRequested();
    }
    function saveGame() {
        if (!hasGame)
            return;
        if (controller.files.currentFile.toString().length === 0) {
            saveGameAs();
            return;
        }
        const reason = controller.files.saveGame(controller.files.currentFile);
        //: %1: a file name
        showToast(reason.length > 0 ? reason : qsTr("Game saved as %1.").arg(SaveFiles.fileName(controller.files.currentFile)), reason.length > 0);
    }
    function saveGameAs() {
        if (hasGame)
            dialogs.saveFileAs();
    }
    // The board's following of the computers, a preference (the window binds followComputers).
    function setFollowComputers(on) {
        Preferences.followComputers = on;
    }
    function showEndScreen() {
        endDismissed = false;
        showSetup = false;
    }
    function showHelp(page) {
        if (page.length > 0)
            helpView.open(page);
        if (!helpDrawer.visible)
            helpDrawer.open();
        helpView.focusList();
    }
    function showShortcuts() {
        shortcutsDialog.open();
    }
    function showToast(message, warning) {
        toast.show(message, warning);
    }
    function skipDeploy() {
        if (controller.phase === GameController.Deploy && controller.awaitingHuman)
            controller.skipDeploy();
    }
    // Puzzle `id` of the puzzles' list on the board (the game in progress asked about first).
    function startPuzzle(id) {
        const go = () => {
            const reason = controller.puzzles.start(id);
            if (reason.length > 0) {
                showToast(reason, true);
                return;
            }
            showSetup = false;
            board.view.forceActiveFocus();
        };
        if (controller.running && controller.files.modified && !controller.puzzle.active)
            confirmDialog.ask(qsTr("Leave this game for a puzzle?"), qsTr("The game in progress has not been saved. The puzzle takes its place."), qsTr("Go to the puzzle"), go);
        else
            go();
    }
    function startRequested() {
        if (controller.running && controller.files.modified) {
            confirmDialog.ask(qsTr("Start a new game?"), qsTr("The game in progress has not been saved. A new game takes its place."), qsTr("Start the new game"), () => setup.start());
            return;
        }
        setup.start();
    }
    function startTutorial() {
        tutorialLayer.open();
    }
    // "Suggest a move" (H): the board shows a ghost (HintGhost), the toast says why (Words).
    function suggestMove() {
        if (!inGame)
            return; // the setup screen covers the game
        const reason = controller.aids.suggestMove();
        if (reason.length > 0)
            showToast(reason, true);
        else if (controller.advisor.thinking)
            showToast(qsTr("The strong computer player is thinking about your move…"), false);
    }
    function toggleHelp() {
        if (helpDrawer.visible)
            helpDrawer.close();
        else
            showHelp("");
    }
    function toggleLog() {
        logOpen = !logOpen;
    }
    function undoPlacement() {
        if (controller.staging.canUndo)
            controller.staging.undoPlacement();
    }

    Component.onCompleted: {
        // an unfinished game of the last session is offered, if it is still there by then
        if (controller.autosave.resumable && !hasGame)
            Qt.callLater(offerResume);
    }

    TurnPrompt {
        id: prompt
        view: root
    }

    // what the view does when the game, the board or the advisor says something
    GameViewReactions {
        view: root
    }

    // ---- layout ----
    TopBar {
        id: topBar
        attention: root.inGame && root.controller.awaitingHuman
        controller: root.controller
        height: implicitHeight
        hint: root.hint
        hintColor: root.showSetup || root.replaying ? -1 : root.board.playerColorIndex(root.controller.actingPlayer)
        objectName: "topBar"
        view: root
        width: parent.width
        z: 5
    }
    Item {
        id: content
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: topBar.bottom

        GameTable {
            id: table
            anchors.fill: parent
            view: root
            visible: !root.showSetup
        }
        SetupScreen {
            id: setup
            anchors.fill: parent
            canGoBack: root.hasGame
            controller: root.controller
            visible: root.showSetup

            onBackRequested: root.showSetup = false
            onHelpRequested: page => root.showHelp(page)
            onJoinRequested: netPlay.openJoin()
            onMyTablesRequested: netPlay.openMyTables()
            onRefused: reason => root.showToast(reason, true)
            // the setup screen's own start button asks the view first
            onStartRequested: root.startRequested()
            onStarted: root.showSetup = false
            onTutorialRequested: root.startTutorial()
        }
        PuzzleCard {
            id: puzzleCard
            anchors.left: parent.left
            anchors.margins: 14
            anchors.top: parent.top
            view: root
            visible: root.controller.puzzle.active && root.inGame && !root.replaying
            width: Math.min(430, table.boardArea.width - 28)
            z: 6
        }
        TutorialLayer {
            id: tutorialLayer
            height: table.boardArea.height
            view: root
            width: table.boardArea.width
            z: 6
        }

        // Messages show over the board, above the event log, or over the setup screen (a
        // file that cannot be opened from there, a refused setup).
        Item {
            id: toastArea
            height: root.showSetup ? content.height : table.boardArea.height - table.log.height
            width: root.showSetup ? content.width : table.boardArea.width
            z: 7

            Toast {
                id: toast
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 12
                anchors.horizontalCenter: parent.horizontalCenter
            }
        }
    }

    // ---- the rules help and the dialogs ----
    GameDialogs {
        id: dialogs
        anchors.fill: parent
        view: root
    }
    NetPlay {
        id: netPlay
        anchors.fill: parent
        view: root
    }

    // ---- keyboard ----
    GameKeys {
        view: root
    }
    // where Tab put the focus
    FocusRing {
        anchors.fill: parent
        board: root.board.view
        z: 8
    }
}
