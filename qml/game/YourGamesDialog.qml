// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games": every game finished on this computer (GameController.games), the most recent
// first, with filters (the opponent, the rules, won or lost, the period). Open, Replay and
// Analyse show the game chosen (GameView.openStoredGame); Delete asks first; Import adds saved
// games. By keyboard: Tab through the filters, the list and the buttons; in the list the arrows
// choose, Enter opens, Delete deletes.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs as Dialogs
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

ParchmentPopup {
    id: root

    readonly property GamesModel games: view.controller.games
    readonly property alias importDialog: importDialog
    readonly property alias list: list
    // What the last import or delete said.
    property string status
    required property Item view

    function askDelete() {
        const id = games.gameId(list.currentIndex);
        if (id <= 0)
            return;
        const row = list.currentIndex;
        view.confirmDialog.ask(qsTr("Delete this game?"), qsTr("The game of %1 leaves your games for good.").arg(list.currentItem ? list.currentItem.date : ""), qsTr("Delete it"), () => {
                root.status = root.games.remove(id);
                list.currentIndex = Math.min(row, list.count - 1);
                list.forceActiveFocus();
            });
    }

    // The game of the current row, as "open", "replay" or "analyse".
    function show(how) {
        const id = games.gameId(list.currentIndex);
        if (id <= 0)
            return;
        close();
        view.openStoredGame(id, how);
    }

    objectName: "yourGamesDialog"
    title: qsTr("Your games")
    // wide enough for its buttons on one line in every language, as the window allows
    width: Math.min(Math.max(820, buttons.oneLine + leftPadding + rightPadding), parent ? parent.width - 40 : 820)

    onOpened: {
        status = "";
        games.refresh();
        list.currentIndex = list.count > 0 ? 0 : -1;
        list.forceActiveFocus();
    }

    ColumnLayout {
        spacing: 10
        width: parent.width

        Flow {
            Layout.fillWidth: true
            spacing: 8

            SetupCombo {
                id: levelBox
                Accessible.name: qsTr("Opponent")
                currentIndex: Math.max(0, root.games.levelChoices.findIndex(c => c.value === root.games.level))
                model: root.games.levelChoices.map(c => c.text)
                objectName: "gamesLevelFilter"

                onActivated: index => root.games.level = root.games.levelChoices[index].value
            }
            SetupCombo {
                Accessible.name: qsTr("Rules")
                currentIndex: Math.max(0, root.games.rulesChoices.findIndex(c => c.value === root.games.rules))
                model: root.games.rulesChoices.map(c => c.text)
                objectName: "gamesRulesFilter"

                onActivated: index => root.games.rules = root.games.rulesChoices[index].value
            }
            SetupCombo {
                Accessible.name: qsTr("Result")
                currentIndex: root.games.result
                model: [qsTr("Won or lost"), qsTr("Won"), qsTr("Lost")]
                objectName: "gamesResultFilter"

                onActivated: index => root.games.result = index
            }
            SetupCombo {
                readonly property var days: [0, 7, 30, 365]

                Accessible.name: qsTr("Played")
                currentIndex: Math.max(0, days.indexOf(root.games.days))
                model: [qsTr("At any time"), qsTr("In the last 7 days"), qsTr("In the last 30 days"), qsTr("In the last year")]
                objectName: "gamesPeriodFilter"

                onActivated: index => root.games.days = days[index]
            }
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            objectName: "gamesCount"
            text: {
                if (root.games.total === 0)
                    return qsTr("No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.");
                if (root.games.count === 0)
                    return qsTr("No game matches these filters.");
                //: %1 games shown, %n games in all ("3 of 10 games")
                return qsTr("%1 of %n game(s)", "", root.games.total).arg(root.games.count);
            }
            wrapMode: Text.Wrap
        }
        ListView {
            id: list

            // the widest "Won"/"Lost" of the rows made so far (they differ by language)
            property real resultWidth: 56

            Accessible.name: qsTr("Your games")
            Accessible.role: Accessible.List
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(Math.max(contentHeight, 60), root.parent ? root.parent.height - 330 : 360)
            activeFocusOnTab: true
            clip: true
            highlightMoveDuration: 0
            keyNavigationEnabled: true
            model: root.games
            objectName: "gamesList"
            spacing: 3

            ScrollBar.vertical: ScrollBar {
            }
            delegate: Rectangle {
                id: row

                required property bool analysed
                required property string date
                required property string description
                required property int index
                required property string players
                required property int result
                required property string resultText
                required property string rules

                Accessible.name: description
                Accessible.role: Accessible.ListItem
                Accessible.selected: ListView.isCurrentItem
                border.color: ListView.isCurrentItem && list.activeFocus ? Theme.focus : Theme.parchmentRule
                border.width: ListView.isCurrentItem ? 2 : 1
                color: ListView.isCurrentItem ? Theme.highlight : Theme.parchmentRow
                height: 46
                radius: 6
                width: ListView.view.width - 12

                MouseArea {
                    anchors.fill: parent

                    onClicked: {
                        list.currentIndex = row.index;
                        list.forceActiveFocus();
                    }
                    onDoubleClicked: root.show("open")
                }
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 10
                    anchors.rightMargin: 10
                    spacing: 10

                    Text {
                        Layout.preferredWidth: list.resultWidth
                        color: row.result === 1 ? Theme.heading : Theme.inkSoft
                        font.bold: true
                        font.pixelSize: 13
                        text: row.resultText

                        onImplicitWidthChanged: list.resultWidth = Math.max(list.resultWidth, implicitWidth)
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0

                        Text {
                            Layout.fillWidth: true
                            color: Theme.ink
                            elide: Text.ElideRight
                            font.pixelSize: 13
                            text: row.players
                        }
                        Text {
                            Layout.fillWidth: true
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                            font.pixelSize: 12
                            text: row.analysed ? qsTr("%1 · %2 · analysed").arg(row.date).arg(row.rules) : qsTr("%1 · %2").arg(row.date).arg(row.rules)
                        }
                    }
                }
            }

            Keys.onDeletePressed: root.askDelete()
            Keys.onEnterPressed: root.show("open")
            Keys.onReturnPressed: root.show("open")
        }
        Text {
            Accessible.name: text
            Accessible.role: Accessible.StaticText
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 13
            objectName: "gamesStatus"
            text: root.status
            visible: text.length > 0
            wrapMode: Text.Wrap
        }
        Flow {
            id: buttons

            // the buttons' width on one line
            readonly property real oneLine: {
                let w = -spacing;
                for (let i = 0; i < children.length; ++i)
                    w += children[i].implicitWidth + spacing;
                return Math.ceil(w);
            }

            Layout.fillWidth: true
            spacing: 8

            GameButton {
                enabled: list.currentIndex >= 0
                objectName: "gamesOpen"
                text: qsTr("Open")
                tone: "primary"

                onClicked: root.show("open")
            }
            GameButton {
                enabled: list.currentIndex >= 0
                objectName: "gamesReplay"
                text: qsTr("Replay")

                onClicked: root.show("replay")
            }
            GameButton {
                enabled: list.currentIndex >= 0
                objectName: "gamesAnalyse"
                text: qsTr("Analyse")

                onClicked: root.show("analyse")
            }
            GameButton {
                enabled: list.currentIndex >= 0
                objectName: "gamesDelete"
                text: qsTr("Delete…")

                onClicked: root.askDelete()
            }
            GameButton {
                objectName: "gamesImport"
                text: qsTr("Import…")

                onClicked: {
                    importDialog.currentFolder = root.view.controller.saves.folderFor(root.view.controller.files.currentFile);
                    importDialog.open();
                }
            }
            GameButton {
                objectName: "gamesStatistics"
                text: qsTr("Statistics…")

                onClicked: {
                    root.close();
                    root.view.openStatistics(root);
                }
            }
            GameButton {
                objectName: "gamesPuzzles"
                text: qsTr("Puzzles…")

                onClicked: {
                    root.close();
                    root.view.openPuzzles();
                }
            }
            GameButton {
                text: qsTr("Close")

                onClicked: root.close()
            }
        }
    }
    GameFileDialog {
        id: importDialog
        fileMode: Dialogs.FileDialog.OpenFiles
        nameFilters: root.view.controller.saves.fileNameFilters
        objectName: "importDialog"
        // the game's window (a popup such as this dialog has no attached Window: it was null,
        // and closing the dialog did not give the keys back)
        parentWindow: root.view.Window.window
        title: qsTr("Import saved games")

        onAccepted: {
            root.status = root.games.importFiles(selectedFiles);
            list.currentIndex = list.count > 0 ? 0 : -1;
            list.forceActiveFocus();
        }
    }
}
