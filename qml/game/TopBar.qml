// SPDX-License-Identifier: GPL-3.0-or-later
// The top bar: the menus (Game, View, Language, Help) and the hint saying what to do now.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.I18n
import Fortuna.Game

Rectangle {
    id: root

    required property GameController controller
    // The game view: its functions are the menu actions.
    required property Item view
    property string hint
    property int hintColor: -1   // colour index of the player the hint speaks to
    property bool attention: false

    function openGameMenu() {
        gameMenuButton.openMenu();
    }

    implicitHeight: 52
    gradient: Gradient {
        GradientStop { position: 0; color: Theme.woodLight }
        GradientStop { position: 1; color: Theme.woodMid }
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 2
        color: Theme.gold
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.rightMargin: 12
        anchors.bottomMargin: 2
        spacing: 4

        WheelFace {
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
        }
        Text {
            Layout.rightMargin: 10
            text: qsTr("Fortuna")
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: 20
            color: Theme.cream
        }

        MenuButton {
            id: gameMenuButton
            objectName: "gameMenuButton"
            text: qsTr("Game")
            menu: GameMenu {
                id: gameMenu
                GameMenuItem {
                    text: qsTr("New game…")
                    keys: "Ctrl+N"
                    onTriggered: root.view.newGame()
                }
                GameMenuItem {
                    text: qsTr("Resume the autosaved game")
                    visible: root.controller.resumableGame
                    height: visible ? implicitHeight : 0
                    onTriggered: root.view.offerResume()
                }
                GameMenuItem {
                    text: qsTr("Open…")
                    keys: "Ctrl+O"
                    onTriggered: root.view.openGame()
                }
                GameMenuItem {
                    objectName: "joinMenuItem"
                    text: root.controller.net.rejoinable.url !== undefined ? qsTr("Rejoin the network game") : qsTr("Join a game…")
                    onTriggered: root.controller.net.rejoinable.url !== undefined ? root.view.netPlay.rejoin() : root.view.netPlay.openJoin()
                }
                GameMenuItem {
                    objectName: "tableMenuItem"
                    text: qsTr("Network table…")
                    visible: root.controller.net.active
                    height: visible ? implicitHeight : 0
                    onTriggered: root.view.netPlay.showTable()
                }
                GameMenu {
                    id: recentMenu
                    title: qsTr("Recent games")
                    enabled: root.controller.recentGames.length > 0
                    Instantiator {
                        model: root.controller.recentGames
                        delegate: GameMenuItem {
                            required property var modelData
                            text: modelData.name
                            onTriggered: root.view.openRecent(modelData.url)
                        }
                        onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                        onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                    }
                }
                GameMenuSeparator {}
                GameMenuItem {
                    text: qsTr("Save")
                    keys: "Ctrl+S"
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.view.saveGame()
                }
                GameMenuItem {
                    text: qsTr("Save as…")
                    keys: "Ctrl+Shift+S"
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.view.saveGameAs()
                }
                GameMenuItem {
                    objectName: "replayMenuItem"
                    text: root.controller.replay.active ? qsTr("Leave the replay") : qsTr("Replay this game")
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.controller.replay.active ? root.view.extras.leaveReplay() : root.view.extras.replayGame()
                }
                GameMenuSeparator {}
                GameMenuItem {
                    text: qsTr("Quit")
                    keys: "Ctrl+Q"
                    onTriggered: root.view.quit()
                }
            }
        }
        MenuButton {
            objectName: "viewMenuButton"
            text: qsTr("View")
            menu: GameMenu {
                GameMenuItem {
                    text: qsTr("Centre the board")
                    keys: "Home"
                    onTriggered: root.view.centreBoard()
                }
                GameMenuItem {
                    text: qsTr("Event log")
                    keys: "L"
                    checkable: true
                    checked: root.view.logOpen
                    onTriggered: root.view.toggleLog()
                }
                GameMenuItem {
                    text: qsTr("Tiles in the bag")
                    keys: "B"
                    checkable: true
                    checked: root.view.extras.bagOpen
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.view.extras.toggleBag()
                }
                GameMenuItem {
                    text: qsTr("Final scores")
                    visible: root.controller.phase === GameController.GameOver
                    height: visible ? implicitHeight : 0
                    onTriggered: root.view.showEndScreen()
                }
                GameMenuSeparator {}
                GameMenuItem {
                    text: qsTr("Animations")
                    checkable: true
                    checked: root.view.animate
                    onTriggered: root.view.setAnimations(checked)
                }
                GameMenuItem {
                    objectName: "followComputersItem"
                    text: qsTr("Follow the computers' tiles")
                    checkable: true
                    checked: root.view.followComputers
                    onTriggered: root.view.setFollowComputers(checked)
                }
                GameMenuItem {
                    text: qsTr("Computer players: quick")
                    checkable: true
                    checked: root.controller.computerDelay <= 250
                    onTriggered: root.view.setComputerDelay(250)
                }
                GameMenuItem {
                    text: qsTr("Computer players: steady")
                    checkable: true
                    checked: root.controller.computerDelay > 250 && root.controller.computerDelay <= 900
                    onTriggered: root.view.setComputerDelay(700)
                }
                GameMenuItem {
                    text: qsTr("Computer players: slow")
                    checkable: true
                    checked: root.controller.computerDelay > 900
                    onTriggered: root.view.setComputerDelay(1500)
                }
                GameMenuSeparator {}
                GameMenuItem {
                    objectName: "soundMenuItem"
                    text: qsTr("Sound effects")
                    keys: "M"
                    checkable: true
                    checked: root.view.extras.soundOn
                    onTriggered: root.view.extras.setSound(checked)
                }
                GameMenuItem {
                    text: qsTr("Volume: soft")
                    checkable: true
                    enabled: root.view.extras.soundOn
                    checked: root.view.extras.soundVolume <= 40
                    onTriggered: root.view.extras.setSoundVolume(30)
                }
                GameMenuItem {
                    text: qsTr("Volume: medium")
                    checkable: true
                    enabled: root.view.extras.soundOn
                    checked: root.view.extras.soundVolume > 40 && root.view.extras.soundVolume <= 80
                    onTriggered: root.view.extras.setSoundVolume(65)
                }
                GameMenuItem {
                    text: qsTr("Volume: loud")
                    checkable: true
                    enabled: root.view.extras.soundOn
                    checked: root.view.extras.soundVolume > 80
                    onTriggered: root.view.extras.setSoundVolume(100)
                }
            }
        }
        MenuButton {
            id: languageButton
            objectName: "languageMenuButton"
            text: qsTr("Language")
            menu: GameMenu {
                id: languageMenu
                Instantiator {
                    model: LanguageManager.availableLanguages
                    delegate: GameMenuItem {
                        required property var modelData
                        text: modelData.name
                        checkable: true
                        checked: LanguageManager.language === modelData.code
                        onTriggered: LanguageManager.language = modelData.code
                    }
                    onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => languageMenu.removeItem(object)
                }
            }
        }
        MenuButton {
            objectName: "helpMenuButton"
            text: qsTr("Help")
            menu: GameMenu {
                GameMenuItem {
                    text: qsTr("Rules")
                    keys: "F1"
                    onTriggered: root.view.showHelp("overview")
                }
                GameMenuItem {
                    text: qsTr("The wheel")
                    onTriggered: root.view.showHelp("wheel")
                }
                GameMenuItem {
                    text: qsTr("Keyboard")
                    onTriggered: root.view.showShortcuts()
                }
            }
        }

        Item {
            Layout.fillWidth: true
            Layout.minimumWidth: 8
        }

        // what to do now
        Rectangle {
            id: hintPill
            objectName: "hintPill"
            visible: root.hint.length > 0
            Layout.preferredHeight: 36
            // as wide as its text, narrower (the text elided) when the menus, the Hint button
            // and the "?" leave less room
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            Layout.maximumWidth: hintRow.implicitWidth + 30
            Layout.preferredWidth: hintRow.implicitWidth + 30
            radius: 18
            color: root.attention ? Theme.glow : Theme.parchment
            border.color: root.attention ? Theme.marker : Theme.gold
            border.width: 2
            Accessible.role: Accessible.StaticText
            Accessible.name: root.hint

            Row {
                id: hintRow
                x: 12
                width: hintPill.width - 24
                anchors.verticalCenter: parent.verticalCenter
                spacing: 8
                Meeple {
                    id: hintMeeple
                    visible: root.hintColor >= 0
                    width: 24
                    height: 24
                    anchors.verticalCenter: parent.verticalCenter
                    player: root.hintColor
                }
                Text {
                    objectName: "hintText"
                    width: Math.min(implicitWidth, hintRow.width - (hintMeeple.visible ? 32 : 0))
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.hint
                    font.pixelSize: 14
                    font.bold: root.attention
                    color: Theme.ink
                    elide: Text.ElideRight
                }
            }
        }
        ToolButton {
            id: hintButton
            objectName: "hintButton"
            Layout.preferredHeight: 36
            Layout.leftMargin: 6
            visible: root.controller.awaitingHuman
            enabled: !root.controller.advisor.thinking
            text: qsTr("Hint")
            font.pixelSize: 15
            font.bold: true
            onClicked: root.view.suggestMove()
            Accessible.name: qsTr("Suggest a move (H)")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Suggest a move (H)")
            contentItem: Text {
                text: parent.text
                font: parent.font
                color: parent.enabled ? Theme.woodMid : Theme.inkSoft
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                leftPadding: 10
                rightPadding: 10
            }
            background: Rectangle {
                radius: height / 2
                color: parent.hovered ? "#ffe39a" : Theme.goldLight
                border.color: Theme.bronze
                border.width: 1.5
            }
        }
        ToolButton {
            objectName: "helpButton"
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
            Layout.leftMargin: 6
            text: "?"
            font.pixelSize: 18
            font.bold: true
            onClicked: root.view.showHelp("")
            readonly property string tip: qsTr("Rules help (%1)").arg(KeyNames.text("F1", KeyNames.revision))
            Accessible.name: tip
            ToolTip.visible: hovered
            ToolTip.text: tip
            contentItem: Text {
                text: parent.text
                font: parent.font
                color: Theme.woodMid
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                radius: width / 2
                color: parent.hovered ? "#ffe39a" : Theme.goldLight
                border.color: Theme.bronze
                border.width: 1.5
            }
        }
    }

    component GameMenu: Menu {
        topPadding: 6
        bottomPadding: 6
        delegate: Component {
            GameMenuItem {}
        }
        background: Rectangle {
            implicitWidth: 250
            radius: 8
            color: Theme.parchment
            border.color: Theme.parchmentEdge
            border.width: 1.5
        }
    }
    component GameMenuSeparator: MenuSeparator {
        contentItem: Rectangle {
            implicitHeight: 1
            color: "#d9c49a"
        }
    }
}
