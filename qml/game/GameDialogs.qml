// SPDX-License-Identifier: GPL-3.0-or-later
// The game view's rules help (a drawer) and dialogs (open/save, questions, the resume offer,
// the shortcuts, About, Your games). GameView opens them through its aliases and actions.
// Open and Save are the standard file dialogs of QtQuick.Dialogs: the desktop's own where it
// offers one (a platform theme), else Qt's dialog inside the window. They start in the
// folder of the current game, else the last folder used, else Documents (created when a
// fresh profile has none); Open shows Fortuna games first.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs as Dialogs
import Fortuna
import Fortuna.Model
import Fortuna.Game
import Fortuna.Help

Item {
    id: root

    readonly property alias aboutDialog: about
    readonly property alias confirmDialog: confirm
    readonly property alias helpDrawer: helpDrawer
    readonly property alias helpView: help
    readonly property alias openDialog: openDialog
    readonly property alias puzzlesDialog: puzzles
    readonly property alias resumeDialog: resume
    readonly property alias saveDialog: saveDialog
    readonly property alias shortcutsDialog: shortcuts
    readonly property alias statisticsDialog: statistics
    required property Item view
    readonly property alias yourGamesDialog: yourGames

    // The keys back to the table as the help or a dialog closes: to the end screen while it
    // shows, else to the board.
    function giveKeysBack() {
        if (view.endVisible)
            view.endScreen.takeKeys();
        else
            view.board.view.forceActiveFocus();
    }
    function openFile() {
        openDialog.currentFolder = root.view.controller.saves.folderFor(root.view.controller.files.currentFile);
        // a game selected at first, so that Open works at once (Qt's own dialog marks one
        // without selecting it); none when the folder has no game (an empty name is no file:
        // Qt warns "Cannot set as a selected file")
        const offered = root.view.controller.saves.fileToOffer(root.view.controller.files.currentFile);
        if (offered.toString().length > 0)
            openDialog.selectedFile = offered;
        openDialog.selectedNameFilter.index = 0;
        openDialog.open();
    }
    function openFrom(file) {
        const reason = root.view.controller.files.loadGame(file);
        if (reason.length > 0)
            root.view.showToast(reason, true);
        else
            root.view.showToast(qsTr("Opened %1.").arg(SaveFiles.fileName(file)), false);
    }
    function saveFileAs() {
        const saves = root.view.controller.saves;
        const suggested = saves.suggestedSaveUrl(root.view.controller.files.currentFile);
        saveDialog.currentFolder = saves.folderFor(root.view.controller.files.currentFile);
        // without its suffix (the dialog and saveTo add it): the whole name fits the dialog's
        // name field ("Fortuna 2026-12-06 18.53", not "ortuna 2026-12-06 18.53.fortuna")
        saveDialog.selectedFile = suggested.toString().replace(/\.fortuna$/, "");
        saveDialog.open();
    }
    // Saves to `file`, asking first when that replaces another file.
    function saveTo(file) {
        const target = SaveFiles.withSuffix(file);
        const save = () => {
            const reason = root.view.controller.files.saveGame(target);
            if (reason.length > 0)
                root.view.showToast(reason, true);
            else
                root.view.showToast(qsTr("Game saved as %1.").arg(SaveFiles.fileName(root.view.controller.files.currentFile)), false);
        };
        if (SaveFiles.exists(target) && target.toString() !== root.view.controller.files.currentFile.toString())
            confirm.ask(qsTr("Replace %1?").arg(SaveFiles.fileName(target)), qsTr("A file of that name is already in this folder. Saving the game replaces it."), qsTr("Replace it"), save);
        else
            save();
    }

    Drawer {
        id: helpDrawer
        edge: Qt.RightEdge
        height: root.view.height
        objectName: "helpDrawer"
        width: Math.min(980, root.view.width * 0.92)

        onClosed: if (root.view.inGame)
            root.giveKeysBack()

        HelpView {
            id: help
            anchors.fill: parent
            // on the setup screen, the options ticked there (the game being set up)
            rules: root.view.hasGame && !root.view.showSetup ? root.view.controller.options.rules : root.view.setupScreen.rules

            symbolDelegate: Component {
                SectorSymbol {
                }
            }

            onCloseRequested: helpDrawer.close()
        }
        ToolButton {
            Accessible.name: qsTr("Close the help")
            ToolTip.text: qsTr("Close the help (%1)").arg(KeyNames.text("Esc", KeyNames.revision))
            ToolTip.visible: hovered
            anchors.right: parent.right
            anchors.rightMargin: 18
            anchors.top: parent.top
            anchors.topMargin: 6
            font.pixelSize: 22
            height: 36
            objectName: "helpClose"
            text: "×"
            width: 36

            // AT-SPI's Press (Qt 6.4 does nothing by itself)
            Accessible.onPressAction: clicked()
            onClicked: helpDrawer.close()
        }
        // F1 again closes it (the game's F1 does not reach past the open drawer)
        Shortcut {
            enabled: helpDrawer.opened
            sequences: ["F1"]

            onActivated: helpDrawer.close()
        }
    }
    GameFileDialog {
        id: openDialog
        fileMode: Dialogs.FileDialog.OpenFile
        nameFilters: root.view.controller.saves.fileNameFilters
        objectName: "openDialog"
        // the window the view is in (known only once the view is shown in it)
        parentWindow: root.Window.window
        title: qsTr("Open a game")

        onAccepted: root.openFrom(selectedFile)
    }
    GameFileDialog {
        id: saveDialog
        // Qt 6.4's own dialog says "Open" on its button in either mode without it
        acceptLabel: qsTr("Save")
        defaultSuffix: "fortuna"
        fileMode: Dialogs.FileDialog.SaveFile
        nameFilters: root.view.controller.saves.saveNameFilters
        objectName: "saveDialog"
        // saveTo() asks before replacing a file, the same way with every kind of dialog
        options: Dialogs.FileDialog.DontConfirmOverwrite
        parentWindow: root.Window.window
        title: qsTr("Save the game")

        onAccepted: root.saveTo(selectedFile)
    }
    ConfirmDialog {
        id: confirm
    }
    ResumeDialog {
        id: resume
        controller: root.view.controller

        onNewGameChosen: root.view.newGame()
        onResumed: error => {
            if (error.length > 0)
                root.view.showToast(error, true);
        }
    }
    // closed, it gives the keys back to the board or the end screen (they went back to the
    // Help menu's title: Space and Enter opened the dialog again)
    ShortcutsDialog {
        id: shortcuts
        onClosed: if (root.view.inGame)
            root.giveKeysBack()
    }
    AboutDialog {
        id: about
    }
    YourGamesDialog {
        id: yourGames
        view: root.view
    }
    StatisticsDialog {
        id: statistics
        view: root.view
    }
    PuzzlesDialog {
        id: puzzles
        view: root.view
    }
}
