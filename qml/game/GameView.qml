// SPDX-License-Identifier: GPL-3.0-or-later
// The whole game screen: the top bar, the setup screen, the table (board, wheel banner, side
// column, event log), the end screen, the rules help and the dialogs, and the keyboard.
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

    required property GameController controller
    property bool animate: true

    property bool showSetup: true
    property bool endDismissed: false
    property bool logOpen: false
    // The board glides to a computer's tile that lands off-screen (View menu, remembered).
    property bool followComputers: Preferences.boolValue("followComputers", true)

    readonly property alias board: board
    readonly property alias banner: banner
    readonly property alias bannerSpot: banner.spot
    readonly property alias setupScreen: setup
    readonly property alias endScreen: endScreen
    readonly property alias toast: toast
    // The bag panel, the replay bar, the tile flash and the sounds (TableExtras.qml).
    readonly property alias extras: extras
    readonly property bool replaying: controller.replay.active
    readonly property alias helpView: dialogs.helpView
    readonly property alias helpDrawer: dialogs.helpDrawer
    readonly property alias openDialog: dialogs.openDialog
    readonly property alias saveDialog: dialogs.saveDialog
    readonly property alias confirmDialog: dialogs.confirmDialog
    readonly property alias resumeDialog: dialogs.resumeDialog
    readonly property alias shortcutsDialog: dialogs.shortcutsDialog
    readonly property alias netPlay: netPlay

    // Quit was chosen (menu, Ctrl+Q): the window ends the application.
    signal quitRequested()

    readonly property bool hasGame: controller.phase !== GameController.NoGame
    readonly property bool inGame: !showSetup && hasGame
    readonly property bool endVisible: inGame && controller.phase === GameController.GameOver && !endDismissed && !replaying
    readonly property bool dialogOpen: openDialog.visible || saveDialog.visible || confirmDialog.visible || resumeDialog.visible || shortcutsDialog.visible
                                        || helpDrawer.visible
    readonly property bool keysActive: inGame && !dialogOpen && !endVisible && !replaying

    readonly property string actingName: playerName(controller.actingPlayer)
    // what to do now, for the top bar (TurnPrompt)
    readonly property string hint: prompt.text
    TurnPrompt {
        id: prompt
        view: root
    }

    function playerName(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function showToast(message, warning) {
        toast.show(message, warning);
    }

    // ---- menu actions ----
    function newGame() {
        helpDrawer.close();
        showSetup = true;
        setup.focusFirst();
    }
    function startRequested() {
        if (controller.running && controller.modified) {
            confirmDialog.ask(qsTr("Start a new game?"),
                        qsTr("The game in progress has not been saved. A new game takes its place."),
                        qsTr("Start the new game"), () => setup.start());
            return;
        }
        setup.start();
    }
    function openGame() {
        if (controller.running && controller.modified) {
            confirmDialog.ask(qsTr("Open another game?"),
                        qsTr("The game in progress has not been saved. The game you open takes its place."),
                        qsTr("Choose a game"), () => dialogs.openFile());
            return;
        }
        dialogs.openFile();
    }
    function openRecent(url) {
        const go = () => {
            const reason = controller.loadGame(url);
            if (reason.length > 0)
                showToast(reason, true);
        };
        if (controller.running && controller.modified)
            confirmDialog.ask(qsTr("Open another game?"), qsTr("The game in progress has not been saved. The game you open takes its place."), qsTr("Open it"), go);
        else
            go();
    }
    function saveGame() {
        if (!hasGame)
            return;
        if (controller.currentFile.toString().length === 0) {
            saveGameAs();
            return;
        }
        const reason = controller.saveGame(controller.currentFile);
        showToast(reason.length > 0 ? reason : qsTr("Game saved as %1.").arg(SaveFiles.fileName(controller.currentFile)), reason.length > 0);
    }
    function saveGameAs() {
        if (hasGame)
            dialogs.saveFileAs();
    }
    function quit() {
        quitRequested();
    }
    function showHelp(page) {
        if (page.length > 0)
            helpView.open(page);
        if (!helpDrawer.visible)
            helpDrawer.open();
        helpView.focusList();
    }
    function toggleHelp() {
        if (helpDrawer.visible)
            helpDrawer.close();
        else
            showHelp("");
    }
    function openGameMenu() {
        topBar.openGameMenu();
    }
    function showShortcuts() {
        shortcutsDialog.open();
    }
    function centreBoard() {
        board.centre();
    }
    function toggleLog() {
        logOpen = !logOpen;
    }
    function showEndScreen() {
        endDismissed = false;
        showSetup = false;
    }
    function setAnimations(on) {
        animate = on;
        controller.animationsEnabled = on;
        Preferences.setValue("animations", on);
    }
    function setFollowComputers(on) {
        followComputers = on;
        Preferences.setValue("followComputers", on);
    }
    function setComputerDelay(ms) {
        controller.computerDelay = ms;
        Preferences.setValue("computerDelay", ms);
    }
    function offerResume() {
        if (controller.resumableGame)
            resumeDialog.open();
    }
    function playAgain() {
        const reason = controller.newGame(controller.setup.freshHeader);
        if (reason.length > 0)
            showToast(reason, true);
    }
    // Opens a record (command line): all of it, or only its first `turns` turns.
    function loadRecord(url, turns) {
        const reason = controller.loadGame(url, turns);
        if (reason.length > 0) {
            showToast(reason, true);
            return false;
        }
        return true;
    }
    // "Suggest a move" (H): the board shows a ghost (HintGhost), the toast says why (Words).
    function suggestMove() {
        const reason = controller.suggestMove();
        if (reason.length > 0)
            showToast(reason, true);
        else if (controller.advisor.thinking)
            showToast(qsTr("The strong computer player is thinking about your move…"), false);
    }
    function undoPlacement() {
        if (controller.canUndo)
            controller.undoPlacement();
    }
    function skipDeploy() {
        if (controller.phase === GameController.Deploy && controller.awaitingHuman)
            controller.skipDeploy();
    }
    function confirmChoice() {
        if (board.confirm())
            return;
        if (controller.phase === GameController.Deploy && controller.awaitingHuman)
            controller.skipDeploy();
        else if (board.choiceCount() > 0)
            board.cycle(1);
    }
    function chooseDrawn(i) {
        if (controller.phase !== GameController.ChooseTile || !controller.awaitingHuman || i >= controller.drawnTiles.count)
            return;
        const reason = controller.chooseTile(controller.drawnTiles.value(i, "index"));
        if (reason.length > 0)
            showToast(reason, true);
    }

    // what the view does when the game, the board or the advisor says something
    GameViewReactions {
        view: root
    }

    Component.onCompleted: {
        // an unfinished game of the last session is offered, if it is still there by then
        if (controller.resumableGame && !hasGame)
            Qt.callLater(offerResume);
    }

    // ---- layout ----
    TopBar {
        id: topBar
        objectName: "topBar"
        width: parent.width
        height: implicitHeight
        z: 5
        controller: root.controller
        view: root
        hint: root.hint
        hintColor: root.showSetup || root.replaying ? -1 : board.playerColorIndex(root.controller.actingPlayer)
        attention: root.inGame && root.controller.awaitingHuman
    }

    Item {
        id: content
        anchors.top: topBar.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom

        Item {
            id: table
            anchors.fill: parent
            visible: !root.showSetup

            Item {
                id: boardArea
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                anchors.right: side.left

                GameBoard {
                    id: board
                    objectName: "gameBoard"
                    anchors.fill: parent
                    controller: root.controller
                    animate: root.animate
                    followComputers: root.followComputers
                    highlightSector: root.controller.highlightedSector >= 0 ? root.controller.highlightedSector
                                   : banner.mode === "event" ? banner.sector : -1
                    onRefused: (reason, headline) => {
                        if (headline.length > 0)
                            toast.show(headline, true, reason);
                        else
                            toast.show(reason, true);
                    }
                    onHelpRequested: page => root.showHelp(page)
                    onSectorHelpRequested: sector => root.showHelp(helpView.sectorPageId(sector))
                }
                WheelBanner {
                    id: banner
                    z: 4
                    board: board
                    controller: root.controller
                    animate: root.animate
                }
                // the event log takes the mouse wheel even where its list cannot scroll on:
                // the board under it never zooms
                MouseArea {
                    x: log.x
                    y: log.y + log.tabHeight
                    width: log.width
                    height: log.height - log.tabHeight
                    z: 5
                    acceptedButtons: Qt.NoButton
                    onWheel: wheel => wheel.accepted = true
                }
                GameButton {
                    objectName: "finalScoresButton"
                    visible: root.inGame && root.controller.phase === GameController.GameOver && root.endDismissed && !root.replaying
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 14
                    z: 4
                    tone: "primary"
                    text: qsTr("Final scores")
                    onClicked: root.showEndScreen()
                }
                TableExtras {
                    id: extras
                    anchors.fill: parent
                    z: 4
                    view: root
                }
                EventLog {
                    id: log
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    z: 5
                    controller: root.controller
                    animate: root.animate
                    open: root.logOpen
                    onOpenChanged: root.logOpen = open
                    onShowCell: (cellX, cellY) => extras.showCell(cellX, cellY, height)
                }
            }

            SidePanel {
                id: side
                objectName: "sidePanel"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                width: root.width >= 1200 ? 310 : 282
                controller: root.controller
                animate: root.animate
                onBagRequested: extras.toggleBag()
            }

            EndScreen {
                id: endScreen
                anchors.fill: parent
                z: 10
                visible: root.endVisible
                controller: root.controller
                animate: root.animate
                onPlayAgain: root.playAgain()
                onNewGame: root.newGame()
                onShowBoard: root.endDismissed = true
                onSaveRequested: root.saveGameAs()
            }
        }

        SetupScreen {
            id: setup
            anchors.fill: parent
            visible: root.showSetup
            controller: root.controller
            canGoBack: root.hasGame
            onStarted: root.showSetup = false
            onBackRequested: root.showSetup = false
            onHelpRequested: page => root.showHelp(page)
            onRefused: reason => root.showToast(reason, true)
            onJoinRequested: netPlay.openJoin()
            // the setup screen's own start button asks the view first
            Component.onCompleted: startRequestedHook = root.startRequested
        }

        // Messages show over the board, above the event log, or over the setup screen (a
        // file that cannot be opened from there, a refused setup).
        Item {
            id: toastArea
            width: root.showSetup ? content.width : boardArea.width
            height: root.showSetup ? content.height : boardArea.height - log.height
            z: 7
            Toast {
                id: toast
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 12
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
}
