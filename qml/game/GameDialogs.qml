// SPDX-License-Identifier: GPL-3.0-or-later
// The game view's rules help (a drawer) and dialogs (open/save, questions, the resume offer,
// the shortcuts). GameView opens them through its aliases and actions.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model
import Fortuna.Help

Item {
    id: root

    required property Item view

    readonly property alias helpDrawer: helpDrawer
    readonly property alias helpView: help
    readonly property alias fileDialog: fileDialog
    readonly property alias confirmDialog: confirm
    readonly property alias resumeDialog: resume
    readonly property alias shortcutsDialog: shortcuts

    Drawer {
        id: helpDrawer
        objectName: "helpDrawer"
        edge: Qt.RightEdge
        width: Math.min(980, root.view.width * 0.92)
        height: root.view.height
        HelpView {
            id: help
            anchors.fill: parent
            rules: root.view.hasGame ? root.view.controller.rules : root.view.setupScreen.rules
            symbolDelegate: Component {
                SectorSymbol {}
            }
            onCloseRequested: helpDrawer.close()
        }
        onClosed: if (root.view.inGame) root.view.board.view.forceActiveFocus()
    }

    FileDialog {
        id: fileDialog
        controller: root.view.controller
        onDone: message => root.view.showToast(message, false)
    }
    ConfirmDialog {
        id: confirm
    }
    ResumeDialog {
        id: resume
        controller: root.view.controller
        onResumed: error => {
            if (error.length > 0)
                root.view.showToast(error, true);
        }
        onNewGameChosen: root.view.newGame()
    }
    ShortcutsDialog {
        id: shortcuts
    }
}
