// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu of the top bar: centre, log, bag, final scores, animations, following the
// computers, their pace, sound and volume. Its words keep TopBar's translation context.
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
        keys: "Home"
        text: qsTranslate("TopBar", "Centre the board")

        onTriggered: menu.view.centreBoard()
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.logOpen
        keys: "L"
        text: qsTranslate("TopBar", "Event log")

        onTriggered: menu.view.toggleLog()
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.extras.bagOpen
        enabled: menu.controller.phase !== GameController.NoGame
        keys: "B"
        text: qsTranslate("TopBar", "Tiles in the bag")

        onTriggered: menu.view.extras.toggleBag()
    }
    GameMenuItem {
        height: visible ? implicitHeight : 0
        text: qsTranslate("TopBar", "Final scores")
        visible: menu.controller.phase === GameController.GameOver

        onTriggered: menu.view.showEndScreen()
    }
    GameMenuSeparator {
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.animate
        text: qsTranslate("TopBar", "Animations")

        // a preference: the window's view and controller follow it
        onTriggered: Preferences.animations = checked
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.followComputers
        objectName: "followComputersItem"
        text: qsTranslate("TopBar", "Follow the computers' tiles")

        onTriggered: menu.view.setFollowComputers(checked)
    }
    GameMenuItem {
        checkable: true
        checked: menu.controller.staging.confirmTurns
        objectName: "confirmTurnsItem"
        text: qsTranslate("TopBar", "Confirm the end of my turns")

        onTriggered: Preferences.confirmTurns = checked
    }
    GameMenuItem {
        checkable: true
        checked: menu.controller.computerDelay <= 250
        text: qsTranslate("TopBar", "Computer players: quick")

        onTriggered: Preferences.computerDelay = 250
    }
    GameMenuItem {
        checkable: true
        checked: menu.controller.computerDelay > 250 && menu.controller.computerDelay <= 900
        text: qsTranslate("TopBar", "Computer players: steady")

        onTriggered: Preferences.computerDelay = Preferences.defaultComputerDelay
    }
    GameMenuItem {
        checkable: true
        checked: menu.controller.computerDelay > 900
        text: qsTranslate("TopBar", "Computer players: slow")

        onTriggered: Preferences.computerDelay = 1500
    }
    GameMenuSeparator {
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.extras.soundOn
        keys: "M"
        objectName: "soundMenuItem"
        text: qsTranslate("TopBar", "Sound effects")

        onTriggered: menu.view.extras.setSound(checked)
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.extras.soundVolume <= 40
        enabled: menu.view.extras.soundOn
        text: qsTranslate("TopBar", "Volume: soft")

        onTriggered: menu.view.extras.setSoundVolume(30)
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.extras.soundVolume > 40 && menu.view.extras.soundVolume <= 80
        enabled: menu.view.extras.soundOn
        text: qsTranslate("TopBar", "Volume: medium")

        onTriggered: menu.view.extras.setSoundVolume(65)
    }
    GameMenuItem {
        checkable: true
        checked: menu.view.extras.soundVolume > 80
        enabled: menu.view.extras.soundOn
        text: qsTranslate("TopBar", "Volume: loud")

        onTriggered: menu.view.extras.setSoundVolume(100)
    }
}
