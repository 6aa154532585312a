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

    property bool attention: false
    required property GameController controller
    property string hint
    property int hintColor: -1   // colour index of the player the hint speaks to

    // A menu of the bar is open: the game's keys wait (GameView.dialogOpen), the arrows are the menu's.
    readonly property bool menuOpen: barKeys.openIndex >= 0
    // The game view: its functions are the menu actions.
    required property Item view

    function openGameMenu() {
        barKeys.openByKey(0);
    }

    implicitHeight: 52

    gradient: Gradient {
        GradientStop {
            color: Theme.woodLight
            position: 0
        }
        GradientStop {
            color: Theme.woodMid
            position: 1
        }
    }

    // Alt+letter, Left, Right and F10 for the menus
    MenuBarKeys {
        id: barKeys
        blocked: root.view.dialogOpen
        buttons: [gameMenuButton, viewMenuButton, languageButton, helpMenuButton]
        objectName: "menuBarKeys"
    }
    Rectangle {
        anchors.bottom: parent.bottom
        color: Theme.gold
        height: 2
        width: parent.width
    }
    RowLayout {
        anchors.bottomMargin: 2
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.rightMargin: 12
        spacing: 4

        WheelFace {
            Layout.preferredHeight: 36
            Layout.preferredWidth: 36
        }
        Text {
            Layout.rightMargin: 10
            color: Theme.cream
            font.bold: true
            font.family: Theme.serif
            font.pixelSize: 20
            text: qsTr("Fortuna")
        }
        MenuButton {
            id: gameMenuButton
            mnemonicIndex: barKeys.mnemonics[0]
            objectName: "gameMenuButton"
            text: qsTr("Game")

            menu: GameFileMenu {
                id: gameMenu
                controller: root.controller
                inBar: true
                view: root.view

                onBarKey: (key, modifiers) => barKeys.menuKey(key, modifiers)
            }
        }
        MenuButton {
            id: viewMenuButton
            mnemonicIndex: barKeys.mnemonics[1]
            objectName: "viewMenuButton"
            text: qsTr("View")

            menu: ViewMenu {
                id: viewMenu
                controller: root.controller
                inBar: true
                view: root.view

                onBarKey: (key, modifiers) => barKeys.menuKey(key, modifiers)
            }
        }
        MenuButton {
            id: languageButton
            mnemonicIndex: barKeys.mnemonics[2]
            objectName: "languageMenuButton"
            text: qsTr("Language")

            menu: GameMenu {
                id: languageMenu
                inBar: true

                onBarKey: (key, modifiers) => barKeys.menuKey(key, modifiers)

                Instantiator {
                    model: LanguageManager.availableLanguages

                    delegate: GameMenuItem {
                        required property var modelData

                        checkable: true
                        checked: LanguageManager.language === modelData.code
                        text: modelData.name

                        onTriggered: LanguageManager.language = modelData.code
                    }

                    onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => languageMenu.removeItem(object)
                }
            }
        }
        MenuButton {
            id: helpMenuButton
            mnemonicIndex: barKeys.mnemonics[3]
            objectName: "helpMenuButton"
            text: qsTr("Help")

            menu: GameMenu {
                id: helpMenu
                inBar: true

                onBarKey: (key, modifiers) => barKeys.menuKey(key, modifiers)

                GameMenuItem {
                    keys: "F1"
                    text: qsTr("Rules")

                    onTriggered: root.view.showHelp("overview")
                }
                GameMenuItem {
                    objectName: "learnToPlayItem"
                    text: qsTranslate("SetupScreen", "Learn to play")

                    onTriggered: root.view.startTutorial()
                }
                GameMenuItem {
                    text: qsTr("The wheel")

                    onTriggered: root.view.showHelp("wheel")
                }
                GameMenuItem {
                    objectName: "keyboardItem"
                    text: qsTr("Keyboard")

                    onTriggered: root.view.showShortcuts()
                }
                GameMenuItem {
                    objectName: "aboutItem"
                    text: qsTr("About Fortuna")

                    onTriggered: root.view.aboutDialog.open()
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
            Accessible.name: root.hint
            Accessible.role: Accessible.StaticText
            // as wide as its text, narrower (the text elided) when the menus, the Hint button
            // and the "?" leave less room
            Layout.fillWidth: true
            Layout.maximumWidth: hintRow.implicitWidth + 30
            Layout.minimumWidth: 120
            Layout.preferredHeight: 36
            Layout.preferredWidth: hintRow.implicitWidth + 30
            border.color: root.attention ? Theme.marker : Theme.gold
            border.width: 2
            color: root.attention ? Theme.glow : Theme.parchment
            objectName: "hintPill"
            radius: 18
            visible: root.hint.length > 0

            Row {
                id: hintRow
                anchors.verticalCenter: parent.verticalCenter
                spacing: 8
                width: hintPill.width - 24
                x: 12

                Meeple {
                    id: hintMeeple
                    anchors.verticalCenter: parent.verticalCenter
                    height: 24
                    player: root.hintColor
                    visible: root.hintColor >= 0
                    width: 24
                }
                Text {
                    // the room beside the meeple
                    readonly property real room: hintRow.width - (hintMeeple.visible ? 32 : 0)
                    // too long for one line (a narrow window, a long language): two smaller
                    // lines, rather than a sentence cut by "…" (Romanian's lesson hint)
                    readonly property bool twoLines: oneLine.advanceWidth > room + 0.5

                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.ink
                    elide: Text.ElideRight
                    font.bold: root.attention
                    font.pixelSize: twoLines ? 12 : 14
                    lineHeight: twoLines ? 0.95 : 1
                    maximumLineCount: 2
                    objectName: "hintText"
                    text: root.hint
                    width: Math.min(oneLine.advanceWidth + 1, room)
                    wrapMode: Text.Wrap

                    TextMetrics {
                        id: oneLine
                        font.bold: root.attention
                        font.pixelSize: 14
                        text: root.hint
                    }
                }
            }
        }
        ToolButton {
            id: hintButton
            Accessible.name: qsTr("Suggest a move (H)")
            Layout.leftMargin: 6
            Layout.preferredHeight: 36
            ToolTip.text: qsTr("Suggest a move (H)")
            ToolTip.visible: hovered
            enabled: !root.controller.advisor.thinking
            font.bold: true
            font.pixelSize: 15
            objectName: "hintButton"
            text: qsTr("Hint")
            // not on the lesson's last card (nothing is left to lay there), nor over the setup
            // screen (the game it would advise is hidden), nor in a puzzle (the move is the
            // person's to find; H says so): the verdict's line has its room
            visible: root.controller.awaitingHuman && !root.controller.aids.off && root.view.inGame && !(root.controller.tutorial.active && root.controller.tutorial.kind === Tutorial.Finish) && !root.controller.puzzle.active

            background: Rectangle {
                border.color: Theme.bronze
                border.width: 1.5
                color: parent.hovered ? "#ffe39a" : Theme.goldLight
                radius: height / 2
            }
            contentItem: Text {
                color: parent.enabled ? Theme.woodMid : Theme.inkSoft
                font: parent.font
                horizontalAlignment: Text.AlignHCenter
                leftPadding: 10
                rightPadding: 10
                text: parent.text
                verticalAlignment: Text.AlignVCenter
            }

            // AT-SPI's Press (Qt 6.4 does nothing by itself)
            Accessible.onPressAction: if (enabled)
                clicked()
            onClicked: root.view.suggestMove()
        }
        ToolButton {
            readonly property string tip: qsTr("Rules help (%1)").arg(KeyNames.text("F1", KeyNames.revision))

            Accessible.name: tip
            Layout.leftMargin: 6
            Layout.preferredHeight: 36
            Layout.preferredWidth: 36
            ToolTip.text: tip
            ToolTip.visible: hovered
            font.bold: true
            font.pixelSize: 18
            objectName: "helpButton"
            text: "?"

            background: Rectangle {
                border.color: Theme.bronze
                border.width: 1.5
                color: parent.hovered ? "#ffe39a" : Theme.goldLight
                radius: width / 2
            }
            contentItem: Text {
                color: Theme.woodMid
                font: parent.font
                horizontalAlignment: Text.AlignHCenter
                text: parent.text
                verticalAlignment: Text.AlignVCenter
            }

            // AT-SPI's Press (Qt 6.4 does nothing by itself)
            Accessible.onPressAction: if (enabled)
                clicked()
            onClicked: root.view.showHelp("")
        }
    }
}
