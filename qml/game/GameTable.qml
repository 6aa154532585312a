// SPDX-License-Identifier: GPL-3.0-or-later
// The table in play, for GameView: the board area (the board, the wheel banner, the final
// scores button, the table's extras and the event log), the side column and the end screen.
// Everything it does goes through the view (GameView.qml): its state and its actions.
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: table

    readonly property alias banner: banner
    readonly property alias board: board
    // the part of the table left of the side column
    readonly property alias boardArea: boardArea
    readonly property alias endScreen: endScreen
    readonly property alias extras: extras
    readonly property alias log: log
    // The game view (GameView.qml).
    required property Item view

    Item {
        id: boardArea
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: side.left
        anchors.top: parent.top

        GameBoard {
            id: board
            anchors.fill: parent
            animate: table.view.animate
            // the lesson's card not: avoiding it sent the preview over the event log's tab in
            // the lesson's claimCrown step at 1024×640 (layout-ro, on a loaded machine)
            avoid: [extras.bagPanel, table.view.puzzleCard]
            bottomInset: extras.analysisInset
            controller: table.view.controller
            followComputers: table.view.followComputers
            highlightSector: table.view.controller.highlightedSector >= 0 ? table.view.controller.highlightedSector : banner.mode === "event" ? banner.sector : -1
            objectName: "gameBoard"
            // framing leaves the replay bar's strip free, or the lesson's card
            topInset: extras.replayBar.visible ? extras.replayBar.y + extras.replayBar.height + 8 : table.view.tutorial.shown ? table.view.tutorial.card.y + table.view.tutorial.card.height + 8 : table.view.puzzleCard.visible ? table.view.puzzleCard.y + table.view.puzzleCard.height + 8 : 0

            onHelpRequested: page => table.view.showHelp(page)
            onRefused: (reason, headline) => {
                if (headline.length > 0)
                    table.view.toast.show(headline, true, reason);
                else
                    table.view.toast.show(reason, true);
            }
            onSectorHelpRequested: sector => table.view.showHelp(table.view.helpView.sectorPageId(sector))
        }
        WheelBanner {
            id: banner
            animate: table.view.animate
            avoid: [table.view.tutorial.card, extras.bagPanel, table.view.puzzleCard]
            board: board
            controller: table.view.controller
            z: 4
        }
        // the event log takes the mouse wheel even where its list cannot scroll on:
        // the board under it never zooms
        MouseArea {
            acceptedButtons: Qt.NoButton
            height: log.height - log.tabHeight
            width: log.width
            x: log.x
            y: log.y + log.tabHeight
            z: 5

            onWheel: wheel => wheel.accepted = true
        }
        GameButton {
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "finalScoresButton"
            text: qsTranslate("GameView", "Final scores")
            tone: "primary"
            visible: table.view.inGame && table.view.controller.phase === GameController.GameOver && table.view.endDismissed && !table.view.replaying
            y: 14
            z: 4

            onClicked: table.view.showEndScreen()
        }
        TableExtras {
            id: extras
            anchors.fill: parent
            view: table.view
            z: 4
        }
        EventLog {
            id: log
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            animate: table.view.animate
            controller: table.view.controller
            open: table.view.logOpen
            z: 5

            onFocusReturned: table.view.board.view.forceActiveFocus()
            // a tile shown from the log may have taken the lit spots out of view
            onOpenChanged: if (!open)
                table.view.board.showLitSpots()
            onShowCell: (cellX, cellY) => extras.showCell(cellX, cellY, height)
            onToggleRequested: table.view.toggleLog()
        }
    }
    SidePanel {
        id: side
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        anchors.top: parent.top
        animate: table.view.animate
        controller: table.view.controller
        objectName: "sidePanel"
        width: table.view.width >= 1200 ? 310 : 282

        onBagRequested: extras.toggleBag()
        onSectorHelpRequested: sector => table.view.showHelp(table.view.helpView.sectorPageId(sector))
    }
    EndScreen {
        id: endScreen
        anchors.fill: parent
        animate: table.view.animate
        controller: table.view.controller
        visible: table.view.endVisible
        z: 10

        onAnalyseRequested: table.view.extras.analyseGame()
        onNewGame: table.view.newGame()
        onPlayAgain: table.view.playAgain()
        onReplayRequested: table.view.extras.replayGame()
        onSaveRequested: table.view.saveGameAs()
        onShowBoard: {
            table.view.endDismissed = true;
            // the keys go back to the board it showed
            table.view.board.view.forceActiveFocus();
        }
    }
}
