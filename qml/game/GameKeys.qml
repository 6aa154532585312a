// SPDX-License-Identifier: GPL-3.0-or-later
// The game's keyboard: every shortcut of the game view (ShortcutsDialog lists them). Each one
// calls the view's actions or the controller's commands.
import QtQuick
import Fortuna.Model

Item {
    id: keys

    required property Item view

    Shortcut {
        sequences: ["R"]
        enabled: view.keysActive
        onActivated: if (view.controller.phase === GameController.Place && view.controller.awaitingHuman) view.controller.rotateClockwise()
    }
    Shortcut {
        sequences: ["Shift+R"]
        enabled: view.keysActive
        onActivated: if (view.controller.phase === GameController.Place && view.controller.awaitingHuman) view.controller.rotateCounterClockwise()
    }
    Shortcut {
        sequences: ["Esc", "Backspace"]
        enabled: view.keysActive
        onActivated: {
            if (view.controller.canUndo)
                view.controller.undoPlacement();
            else if (view.banner.mode === "event" && !view.banner.pinned)
                view.banner.hide();
            else if (view.logOpen)
                view.logOpen = false;
        }
    }
    Shortcut {
        sequences: ["S"]
        enabled: view.keysActive
        onActivated: view.skipDeploy()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: view.keysActive
        onActivated: view.confirmChoice()
    }
    Shortcut {
        sequences: ["Space"]
        enabled: view.keysActive
        onActivated: view.board.cycle(1)
    }
    Shortcut {
        sequences: ["Shift+Space"]
        enabled: view.keysActive
        onActivated: view.board.cycle(-1)
    }
    Shortcut {
        sequences: ["1"]
        enabled: view.keysActive
        onActivated: view.chooseDrawn(0)
    }
    Shortcut {
        sequences: ["2"]
        enabled: view.keysActive
        onActivated: view.chooseDrawn(1)
    }
    Shortcut {
        sequences: ["3"]
        enabled: view.keysActive
        onActivated: view.chooseDrawn(2)
    }
    Shortcut {
        sequences: ["H"]
        enabled: view.keysActive
        onActivated: view.suggestMove()
    }
    Shortcut {
        sequences: ["L"]
        enabled: view.inGame && !view.dialogOpen
        onActivated: view.toggleLog()
    }
    Shortcut {
        sequences: ["Left"]
        enabled: view.keysActive
        onActivated: view.board.view.panX -= view.board.view.cellSize / 2
    }
    Shortcut {
        sequences: ["Right"]
        enabled: view.keysActive
        onActivated: view.board.view.panX += view.board.view.cellSize / 2
    }
    Shortcut {
        sequences: ["Up"]
        enabled: view.keysActive
        onActivated: view.board.view.panY -= view.board.view.cellSize / 2
    }
    Shortcut {
        sequences: ["Down"]
        enabled: view.keysActive
        onActivated: view.board.view.panY += view.board.view.cellSize / 2
    }
    Shortcut {
        sequences: ["+", "=", StandardKey.ZoomIn]
        enabled: view.keysActive
        onActivated: view.board.view.zoomAt(view.board.view.width / 2, view.board.view.height / 2, view.board.view.zoom * 1.25)
    }
    Shortcut {
        sequences: ["-", StandardKey.ZoomOut]
        enabled: view.keysActive
        onActivated: view.board.view.zoomAt(view.board.view.width / 2, view.board.view.height / 2, view.board.view.zoom / 1.25)
    }
    Shortcut {
        sequences: ["Home"]
        enabled: view.keysActive
        onActivated: view.board.centre()
    }
    Shortcut {
        // F1 only: StandardKey.HelpContents is F1 too on Linux, and the same key bound twice
        // is ambiguous (neither fires)
        sequences: ["F1"]
        onActivated: view.toggleHelp()
    }
    Shortcut {
        sequences: ["Ctrl+N"]
        enabled: !view.dialogOpen
        onActivated: view.newGame()
    }
    Shortcut {
        sequences: ["Ctrl+O"]
        enabled: !view.dialogOpen
        onActivated: view.openGame()
    }
    Shortcut {
        sequences: ["Ctrl+S"]
        enabled: !view.dialogOpen && view.hasGame
        onActivated: view.saveGame()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+S"]
        enabled: !view.dialogOpen && view.hasGame
        onActivated: view.saveGameAs()
    }
    Shortcut {
        sequences: ["F10", "Alt+G"]
        enabled: !view.dialogOpen
        onActivated: view.openGameMenu()
    }
    Shortcut {
        sequences: ["Ctrl+Q"]
        onActivated: view.quit()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: view.showSetup && !view.dialogOpen
        onActivated: view.startRequested()
    }
    Shortcut {
        sequences: ["Esc"]
        enabled: view.showSetup && view.hasGame && !view.dialogOpen
        onActivated: view.showSetup = false
    }
}
