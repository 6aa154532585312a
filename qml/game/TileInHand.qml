// SPDX-License-Identifier: GPL-3.0-or-later
// The tile in hand, large, with its rotate buttons, and the buttons of the step in progress:
// take the tile back, skip the follower.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model
import Fortuna.Game

Column {
    id: root

    property bool animate: true
    required property GameController controller
    // the keys of the same (the panel spoke only of the mouse to a keyboard player)
    //: %1, %2, %3: the keys Space, Enter and S
    readonly property string deployKeys: qsTr("Keys: %1 goes through the places, %2 confirms, %3: no follower.").arg(KeyNames.text("Space", KeyNames.revision)).arg(KeyNames.text("Enter", KeyNames.revision)).arg(KeyNames.text("S", KeyNames.revision))
    // (not while a puzzle's answer is checked or judged: its follower stands on the tile, done)
    readonly property bool deploying: controller.phase === GameController.Deploy && controller.awaitingHuman && !judged
    readonly property bool judged: controller.puzzle.state === PuzzleSession.Checking || controller.puzzle.state === PuzzleSession.Right || controller.puzzle.state === PuzzleSession.Wrong
    // "Learn to play" is over: its card starts the game against Easy; the lesson's last tile
    // (which fits nowhere) is not shown in hand.
    readonly property bool lessonOver: controller.tutorial.active && controller.tutorial.kind === Tutorial.Finish && !controller.replay.active
    //: %1, %2: the keys Space and Enter
    readonly property string placeKeys: qsTr("Keys: %1 goes through the lit spots, %2 lays the tile there.").arg(KeyNames.text("Space", KeyNames.revision)).arg(KeyNames.text("Enter", KeyNames.revision))
    readonly property bool placing: controller.phase === GameController.Place && controller.awaitingHuman && !lessonOver
    // "Learn to play" shows a step to read (its card's Next goes on): nothing to do here yet.
    readonly property bool reading: controller.tutorial.active && controller.tutorial.nextOffered && !controller.replay.active
    readonly property string tileId: lessonOver ? "" : controller.currentTile

    spacing: 10

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 10

        RotateButton {
            ToolTip.text: qsTr("Turn anticlockwise (Shift+R)")
            anchors.verticalCenter: parent.verticalCenter
            clockwise: false
            enabled: root.placing
            objectName: "rotateLeft"
            opacity: enabled ? 1 : 0.4

            onClicked: root.controller.rotateCounterClockwise()
        }
        Item {
            height: 150
            width: 150

            Rectangle {
                color: "#55301a08"
                height: parent.height
                radius: 6
                visible: root.tileId.length > 0
                width: parent.width
                x: 5
                y: 7
            }
            Rectangle {
                anchors.fill: parent
                border.color: Theme.parchmentEdge
                border.width: 2
                color: Theme.parchmentDisabled
                radius: 8
                visible: root.tileId.length === 0

                Text {
                    anchors.centerIn: parent
                    color: Theme.inkSoft
                    font.pixelSize: 13
                    horizontalAlignment: Text.AlignHCenter
                    text: root.lessonOver ? qsTranslate("TutorialWords", "Lesson complete") : root.controller.phase === GameController.GameOver ? qsTr("No tiles left") : qsTr("No tile in hand yet")
                    width: parent.width - 20
                    wrapMode: Text.Wrap
                }
            }
            TileItem {
                id: tile

                property int lastTurns: 0

                //: %1: the angle; %2: the tile's four sides and what else it shows (north: city, east: road...)
                Accessible.name: qsTr("Tile in hand, turned %1 degrees. %2").arg(root.controller.rotation * 90).arg(Speech.tile(root.tileId, root.controller.rotation, KeyNames.revision))
                Accessible.role: Accessible.Graphic
                anchors.fill: parent
                objectName: "handTile"
                tileId: root.tileId
                turns: root.controller.rotation
                visible: root.tileId.length > 0

                RotationAnimation on rotation  {
                    id: spin
                    duration: 180
                    easing.type: Easing.OutCubic
                    running: false
                    to: 0
                }

                onTurnsChanged: {
                    const delta = (turns - lastTurns + 4) % 4;
                    lastTurns = turns;
                    if (!root.animate || delta === 0)
                        return;
                    spin.from = delta === 3 ? 90 : -90 * delta;
                    spin.restart();
                }
            }
        }
        RotateButton {
            ToolTip.text: qsTr("Turn clockwise (R)")
            anchors.verticalCenter: parent.verticalCenter
            clockwise: true
            enabled: root.placing
            objectName: "rotateRight"
            opacity: enabled ? 1 : 0.4

            onClicked: root.controller.rotateClockwise()
        }
    }
    Text {
        color: Theme.inkSoft
        font.pixelSize: 12
        horizontalAlignment: Text.AlignHCenter
        objectName: "handHint"
        text: root.reading ? qsTr("Read the lesson's card first, then press Next.") : root.lessonOver ? qsTranslate("fortuna::model::Tutorial", "The lesson is over: start the game against Easy, or leave the lesson.") : root.placing ? (root.controller.legalPositions.count > 0 ? qsTr("Click a lit spot to lay the tile. R or a right click turns it.") + " " + root.placeKeys : qsTr("It fits nowhere this way round: turn it (R).")) : root.deploying && root.controller.staging.turnStaged ? qsTr("Your choice waits: end the turn (%1), choose again, or take it back (%2).").arg(KeyNames.text("Enter", KeyNames.revision)).arg(KeyNames.text("Esc", KeyNames.revision)) : root.deploying ? qsTr("Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.") + " " + root.deployKeys : ""
        visible: text.length > 0
        width: parent.width
        wrapMode: Text.Wrap
    }
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 8
        // while placing: a Fortune Teller choice that can still be taken back
        visible: root.deploying || (root.placing && root.controller.staging.canUndo)

        GameButton {
            enabled: root.controller.staging.canUndo
            hint: (root.controller.staging.turnStaged ? qsTr("Take the follower back (%1)") : root.placing ? qsTr("Choose again among the drawn tiles (%1)") : qsTr("Pick the tile up again (%1)")).arg(KeyNames.text("Esc", KeyNames.revision))
            objectName: "undoButton"
            text: qsTr("Take back")

            onClicked: root.controller.staging.undoPlacement()
        }
        GameButton {
            hint: qsTr("End the turn without deploying (S)")
            objectName: "skipButton"
            text: qsTr("No follower")
            tone: "primary"
            visible: root.deploying && !root.controller.staging.turnStaged

            onClicked: root.controller.skipDeploy()
        }
        GameButton {
            hint: qsTr("End the turn as it stands (%1)").arg(KeyNames.text("Enter", KeyNames.revision))
            objectName: "endTurnButton"
            text: qsTr("End turn")
            tone: "primary"
            visible: root.deploying && root.controller.staging.turnStaged

            onClicked: root.controller.staging.endTurn()
        }
    }
}
