// SPDX-License-Identifier: GPL-3.0-or-later
// The game's keyboard: every shortcut of the game view (ShortcutsDialog lists them). Each one
// calls the view's actions or the controller's commands.
import QtQuick
import Fortuna.Model

Item {
    id: keys

    required property Item view

    // The button (or check box) that shows the keys' focus ring, pressed as Space and Enter
    // press it everywhere else; false when no such button has the focus (the board has it).
    function pressFocused() {
        const f = keys.Window.activeFocusItem;
        if (!f || f.visualFocus !== true || f.checkable === undefined || f.pressed === undefined || !f.enabled || !f.visible)
            return false;
        if (f.checkable && !(f.autoExclusive && f.checked))
            f.toggle();
        f.clicked();
        return true;
    }

    Shortcut {
        enabled: view.keysActive
        sequences: ["R"]

        onActivated: if (view.controller.phase === GameController.Place && view.controller.awaitingHuman)
            view.controller.rotateClockwise()
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Shift+R"]

        onActivated: if (view.controller.phase === GameController.Place && view.controller.awaitingHuman)
            view.controller.rotateCounterClockwise()
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Esc", "Backspace"]

        onActivated: {
            if (view.controller.staging.canUndo)
                view.controller.staging.undoPlacement();
            else if (view.banner.mode === "event" && !view.banner.pinned)
                view.banner.hide();
            else if (view.logOpen)
                view.logOpen = false;
        }
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["S"]

        onActivated: view.skipDeploy()
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Return", "Enter"]

        // a button the Tab key put the focus ring on is pressed (the puzzle's card, the lesson's)
        onActivated: if (!keys.pressFocused())
            view.confirmChoice()
    }
    // a puzzle ("Learn from your mistakes", PuzzleCard): the next one, the better move
    Shortcut {
        enabled: view.keysActive && view.controller.puzzle.active
        sequences: ["N"]

        onActivated: view.puzzleCard.run(view.controller.puzzles.next())
    }
    Shortcut {
        enabled: view.keysActive && view.controller.puzzle.active
        sequences: ["V"]

        onActivated: view.puzzleCard.run(view.controller.puzzles.showBetter())
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Space"]

        onActivated: if (!keys.pressFocused())
            view.board.cycle(1)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Shift+Space"]

        onActivated: view.board.cycle(-1)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["1"]

        onActivated: view.chooseDrawn(0)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["2"]

        onActivated: view.chooseDrawn(1)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["3"]

        onActivated: view.chooseDrawn(2)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["H"]

        onActivated: view.suggestMove()
    }
    Shortcut {
        enabled: view.inGame && !view.dialogOpen && !view.endVisible
        sequences: ["L"]

        onActivated: view.toggleLog()
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Left"]

        onActivated: view.board.view.panX -= view.board.view.cellSize / 2
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Right"]

        onActivated: view.board.view.panX += view.board.view.cellSize / 2
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Up"]

        onActivated: view.board.view.panY -= view.board.view.cellSize / 2
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Down"]

        onActivated: view.board.view.panY += view.board.view.cellSize / 2
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["+", "=", StandardKey.ZoomIn]

        onActivated: view.board.view.zoomAt(view.board.view.width / 2, view.board.view.height / 2, view.board.view.zoom * 1.25)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["-", StandardKey.ZoomOut]

        onActivated: view.board.view.zoomAt(view.board.view.width / 2, view.board.view.height / 2, view.board.view.zoom / 1.25)
    }
    Shortcut {
        enabled: view.keysActive
        sequences: ["Home"]

        onActivated: view.board.centre()
    }
    Shortcut {
        // F1 only: StandardKey.HelpContents is F1 too on Linux, and the same key bound twice
        // is ambiguous (neither fires)
        sequences: ["F1"]

        onActivated: view.toggleHelp()
    }
    Shortcut {
        enabled: !view.dialogOpen
        sequences: ["Ctrl+N"]

        onActivated: view.newGame()
    }
    Shortcut {
        enabled: !view.dialogOpen
        sequences: ["Ctrl+O"]

        onActivated: view.openGame()
    }
    Shortcut {
        enabled: !view.dialogOpen && view.hasGame
        sequences: ["Ctrl+S"]

        onActivated: view.saveGame()
    }
    Shortcut {
        enabled: !view.dialogOpen && view.hasGame
        sequences: ["Ctrl+Shift+S"]

        onActivated: view.saveGameAs()
    }
    Shortcut {
        enabled: !view.dialogOpen
        sequences: ["F10"] // Alt+letter of each menu: TopBar

        onActivated: view.openGameMenu()
    }
    Shortcut {
        sequences: ["Ctrl+Q"]

        onActivated: view.quit()
    }
    Shortcut {
        enabled: view.showSetup && !view.dialogOpen
        sequences: ["Return", "Enter"]

        // Enter presses the focused button or check box and opens the focused choice (as
        // Space does); elsewhere (a text field, the start button) it starts the game.
        onActivated: {
            const f = keys.Window.activeFocusItem;
            if (f && f.objectName !== "startButton" && f.popup !== undefined && f.currentIndex !== undefined) {
                f.popup.open();
            } else if (f && f.objectName !== "startButton" && f.checkable !== undefined && f.pressed !== undefined) {
                if (f.checkable && !(f.autoExclusive && f.checked))
                    f.toggle();
                f.clicked();
            } else {
                view.startRequested();
            }
        }
    }
    Shortcut {
        enabled: view.showSetup && view.hasGame && !view.dialogOpen
        sequences: ["Esc"]

        onActivated: view.showSetup = false
    }
}
