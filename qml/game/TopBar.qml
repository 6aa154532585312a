// SPDX-License-Identifier: GPL-3.0-or-later
// The top bar: the menus (Game, View, Language, Help) and the hint saying what to do now.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.I18n

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
        GradientStop { position: 0; color: "#6e4320" }
        GradientStop { position: 1; color: "#4e2c12" }
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
            menu: Menu {
                id: gameMenu
                MenuItem {
                    text: qsTr("New game…")
                    onTriggered: root.view.newGame()
                }
                MenuItem {
                    text: qsTr("Resume the autosaved game")
                    visible: root.controller.resumableGame
                    height: visible ? implicitHeight : 0
                    onTriggered: root.view.offerResume()
                }
                MenuItem {
                    text: qsTr("Open…")
                    onTriggered: root.view.openGame()
                }
                Menu {
                    id: recentMenu
                    title: qsTr("Recent games")
                    enabled: root.controller.recentGames.length > 0
                    Instantiator {
                        model: root.controller.recentGames
                        delegate: MenuItem {
                            required property var modelData
                            text: modelData.name
                            onTriggered: root.view.openRecent(modelData.url)
                        }
                        onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                        onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                    }
                }
                MenuSeparator {}
                MenuItem {
                    text: qsTr("Save")
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.view.saveGame()
                }
                MenuItem {
                    text: qsTr("Save as…")
                    enabled: root.controller.phase !== GameController.NoGame
                    onTriggered: root.view.saveGameAs()
                }
                MenuSeparator {}
                MenuItem {
                    text: qsTr("Quit")
                    onTriggered: root.view.quit()
                }
            }
        }
        MenuButton {
            objectName: "viewMenuButton"
            text: qsTr("View")
            menu: Menu {
                MenuItem {
                    text: qsTr("Centre the board")
                    onTriggered: root.view.centreBoard()
                }
                MenuItem {
                    text: qsTr("Event log")
                    checkable: true
                    checked: root.view.logOpen
                    onTriggered: root.view.toggleLog()
                }
                MenuItem {
                    text: qsTr("Final scores")
                    visible: root.controller.phase === GameController.GameOver
                    height: visible ? implicitHeight : 0
                    onTriggered: root.view.showEndScreen()
                }
                MenuSeparator {}
                MenuItem {
                    text: qsTr("Animations")
                    checkable: true
                    checked: root.view.animate
                    onTriggered: root.view.setAnimations(checked)
                }
                MenuItem {
                    text: qsTr("Computer players: quick")
                    checkable: true
                    checked: root.controller.computerDelay <= 250
                    onTriggered: root.view.setComputerDelay(250)
                }
                MenuItem {
                    text: qsTr("Computer players: steady")
                    checkable: true
                    checked: root.controller.computerDelay > 250 && root.controller.computerDelay <= 900
                    onTriggered: root.view.setComputerDelay(700)
                }
                MenuItem {
                    text: qsTr("Computer players: slow")
                    checkable: true
                    checked: root.controller.computerDelay > 900
                    onTriggered: root.view.setComputerDelay(1500)
                }
            }
        }
        MenuButton {
            id: languageButton
            objectName: "languageMenuButton"
            text: qsTr("Language")
            menu: Menu {
                id: languageMenu
                Instantiator {
                    model: LanguageManager.availableLanguages
                    delegate: MenuItem {
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
            menu: Menu {
                MenuItem {
                    text: qsTr("Rules (F1)")
                    onTriggered: root.view.showHelp("overview")
                }
                MenuItem {
                    text: qsTr("The wheel")
                    onTriggered: root.view.showHelp("wheel")
                }
                MenuItem {
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
            Layout.maximumWidth: Math.max(200, root.width - 470)
            Layout.preferredWidth: hintRow.implicitWidth + 30
            radius: 18
            color: root.attention ? "#fff3c4" : "#f7ecd0"
            border.color: root.attention ? "#ffd24a" : Theme.gold
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
            objectName: "helpButton"
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
            Layout.leftMargin: 6
            text: "?"
            font.pixelSize: 18
            font.bold: true
            onClicked: root.view.showHelp("")
            Accessible.name: qsTr("Rules help (F1)")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Rules help (F1)")
            contentItem: Text {
                text: parent.text
                font: parent.font
                color: "#4e2c12"
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                radius: width / 2
                color: parent.hovered ? "#ffe39a" : "#f3d27a"
                border.color: "#8a6a3a"
                border.width: 1.5
            }
        }
    }
}
