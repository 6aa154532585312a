// SPDX-License-Identifier: GPL-3.0-or-later
// The Game menu of the top bar: new, resume, open, network play, your games and statistics,
// recent games, save, replay, quit. Its words keep TopBar's translation context.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

GameMenu {
    id: menu

    required property GameController controller
    // The game view: its functions are the menu's actions.
    required property Item view

    GameMenuItem {
        keys: "Ctrl+N"
        text: qsTranslate("TopBar", "New game…")

        onTriggered: menu.view.newGame()
    }
    GameMenuItem {
        // hidden, it must not take the keyboard either
        enabled: visible
        height: visible ? implicitHeight : 0
        text: qsTranslate("TopBar", "Resume the autosaved game")
        visible: menu.controller.autosave.resumable

        onTriggered: menu.view.offerResume()
    }
    GameMenuItem {
        keys: "Ctrl+O"
        text: qsTranslate("TopBar", "Open…")

        onTriggered: menu.view.openGame()
    }
    GameMenuItem {
        objectName: "joinMenuItem"
        text: menu.controller.net.rejoinable.url !== undefined ? qsTranslate("TopBar", "Rejoin the network game") : qsTranslate("TopBar", "Join a game…")

        onTriggered: menu.controller.net.rejoinable.url !== undefined ? menu.view.netPlay.rejoin() : menu.view.netPlay.openJoin()
    }
    GameMenuItem {
        objectName: "myTablesMenuItem"
        text: qsTranslate("TopBar", "My tables…")

        onTriggered: menu.view.netPlay.openMyTables()
    }
    GameMenuItem {
        enabled: visible
        height: visible ? implicitHeight : 0
        objectName: "tableMenuItem"
        text: qsTranslate("TopBar", "Network table…")
        visible: menu.controller.net.active

        onTriggered: menu.view.netPlay.showTable()
    }
    GameMenuItem {
        objectName: "yourGamesMenuItem"
        text: qsTranslate("TopBar", "Your games…")

        onTriggered: menu.view.openYourGames()
    }
    GameMenuItem {
        objectName: "puzzlesMenuItem"
        text: qsTranslate("TopBar", "Puzzles…")

        onTriggered: menu.view.openPuzzles()
    }
    GameMenuItem {
        objectName: "statisticsMenuItem"
        text: qsTranslate("TopBar", "Statistics…")

        onTriggered: menu.view.openStatistics()
    }
    // The files saved or opened lately, then Your games (every finished game is there): never
    // greyed out, a finished game is always one step away.
    GameMenu {
        id: recentMenu
        objectName: "recentMenu"
        title: qsTranslate("TopBar", "Recent games")

        Instantiator {
            model: menu.controller.saves.recentGames

            delegate: GameMenuItem {
                required property var modelData

                text: modelData.name

                onTriggered: menu.view.openRecent(modelData.url)
            }

            onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => recentMenu.removeItem(object)
        }
        GameMenuItem {
            enabled: false
            height: visible ? implicitHeight : 0
            objectName: "recentNone"
            text: qsTranslate("TopBar", "No game file saved or opened yet")
            visible: menu.controller.saves.recentGames.length === 0
        }
        GameMenuSeparator {
        }
        GameMenuItem {
            objectName: "recentYourGames"
            text: qsTranslate("TopBar", "Your games…")

            onTriggered: menu.view.openYourGames()
        }
    }
    GameMenuSeparator {
    }
    GameMenuItem {
        enabled: menu.controller.phase !== GameController.NoGame
        keys: "Ctrl+S"
        text: qsTranslate("TopBar", "Save")

        onTriggered: menu.view.saveGame()
    }
    GameMenuItem {
        enabled: menu.controller.phase !== GameController.NoGame
        keys: "Ctrl+Shift+S"
        text: qsTranslate("TopBar", "Save as…")

        onTriggered: menu.view.saveGameAs()
    }
    GameMenuItem {
        enabled: menu.controller.phase !== GameController.NoGame
        objectName: "replayMenuItem"
        text: menu.controller.replay.active ? qsTranslate("TopBar", "Leave the replay") : qsTranslate("TopBar", "Replay this game")

        onTriggered: menu.controller.replay.active ? menu.view.extras.leaveReplay() : menu.view.extras.replayGame()
    }
    GameMenuSeparator {
    }
    GameMenuItem {
        keys: "Ctrl+Q"
        text: qsTranslate("TopBar", "Quit")

        onTriggered: menu.view.quit()
    }
}
