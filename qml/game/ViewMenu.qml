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
        text: qsTranslate("TopBar", "Centre the board")
        keys: "Home"
        onTriggered: menu.view.centreBoard()
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Event log")
        keys: "L"
        checkable: true
        checked: menu.view.logOpen
        onTriggered: menu.view.toggleLog()
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Tiles in the bag")
        keys: "B"
        checkable: true
        checked: menu.view.extras.bagOpen
        enabled: menu.controller.phase !== GameController.NoGame
        onTriggered: menu.view.extras.toggleBag()
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Final scores")
        visible: menu.controller.phase === GameController.GameOver
        height: visible ? implicitHeight : 0
        onTriggered: menu.view.showEndScreen()
    }
    GameMenuSeparator {}
    GameMenuItem {
        text: qsTranslate("TopBar", "Animations")
        checkable: true
        checked: menu.view.animate
        onTriggered: menu.view.setAnimations(checked)
    }
    GameMenuItem {
        objectName: "followComputersItem"
        text: qsTranslate("TopBar", "Follow the computers' tiles")
        checkable: true
        checked: menu.view.followComputers
        onTriggered: menu.view.setFollowComputers(checked)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Computer players: quick")
        checkable: true
        checked: menu.controller.computerDelay <= 250
        onTriggered: menu.view.setComputerDelay(250)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Computer players: steady")
        checkable: true
        checked: menu.controller.computerDelay > 250 && menu.controller.computerDelay <= 900
        onTriggered: menu.view.setComputerDelay(700)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Computer players: slow")
        checkable: true
        checked: menu.controller.computerDelay > 900
        onTriggered: menu.view.setComputerDelay(1500)
    }
    GameMenuSeparator {}
    GameMenuItem {
        objectName: "soundMenuItem"
        text: qsTranslate("TopBar", "Sound effects")
        keys: "M"
        checkable: true
        checked: menu.view.extras.soundOn
        onTriggered: menu.view.extras.setSound(checked)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Volume: soft")
        checkable: true
        enabled: menu.view.extras.soundOn
        checked: menu.view.extras.soundVolume <= 40
        onTriggered: menu.view.extras.setSoundVolume(30)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Volume: medium")
        checkable: true
        enabled: menu.view.extras.soundOn
        checked: menu.view.extras.soundVolume > 40 && menu.view.extras.soundVolume <= 80
        onTriggered: menu.view.extras.setSoundVolume(65)
    }
    GameMenuItem {
        text: qsTranslate("TopBar", "Volume: loud")
        checkable: true
        enabled: menu.view.extras.soundOn
        checked: menu.view.extras.soundVolume > 80
        onTriggered: menu.view.extras.setSoundVolume(100)
    }
}
