// SPDX-License-Identifier: GPL-3.0-or-later
// Setting up a game: 2 to 5 players (name, colour, human or computer level), the rule
// options, an optional seed, Start. The setup is remembered for next time.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    // The bare board game: no hints, previews, bag or analysis while it is played (recorded
    // in the game as "aids": false among its rules).
    readonly property bool aidsOff: !seats.aids

    // A game is running underneath: offer to go back to it.
    property bool canGoBack: false
    required property GameController controller
    // The level of an even game for you, offered when you alone play here against computers
    // and your rating is known; "" otherwise (people only, several people, no rating yet).
    readonly property string evenLevel: rating.known && seatLevels.filter(l => l === "").length === 1 && seatLevels.some(l => l !== "" && l !== "remote") ? rating.evenLevel : ""
    readonly property bool hosted: seats.hosted
    // "remote": a seat open to a player on another computer (the game is then hosted)
    readonly property var levels: [""].concat(controller.aiLevels).concat(["remote"])
    property bool loaded: false
    readonly property RatingModel rating: controller.games.rating

    // The chosen rule options, keyed as in the record (one entry per RuleOptions.all).
    property alias rules: seats.rules
    // each seat's level ("" a person here), read again when a seat changes
    readonly property var seatLevels: {
        seats.colorHolders;
        return seats.toMap().players.map(p => p.ai || "");
    }
    // The seats and their rules (NewGameSetup), which build the game's header.
    readonly property alias seats: seats
    property alias seedText: seedField.text

    signal backRequested
    signal helpRequested(string page)
    signal joinRequested
    signal myTablesRequested
    signal refused(string reason)
    // Start was clicked: the game view confirms leaving an unsaved game, then calls start().
    signal startRequested
    signal started
    signal tutorialRequested

    function addSeat() {
        seats.addSeat();
    }
    function focusFirst() {
        rating.refresh();
        startButton.forceActiveFocus();
    }
    // Fills the form: {players: [{name, color, ai}], rules: {...}, seed}
    function load(setup) {
        if (!setup || !seats.load(setup))
            return false;
        loaded = true;
        seedField.text = setup.seed !== undefined && setup.seed !== null && setup.seed !== "" ? String(setup.seed) : "";
        return true;
    }
    function loadDefaults() {
        loaded = true;
        seats.loadDefaults();
        seedField.text = "";
    }
    function pickColor(i, color) {
        seats.pickColor(i, color);
    }
    function removeSeat(i) {
        seats.removeSeat(i);
    }
    // The setup as shown: {players: [{name, color, ai}], rules, seed}.
    function setupMap() {
        seats.seed = seedField.text;
        return seats.toMap();
    }
    function start() {
        seats.seed = seedField.text;
        const reason = !hosted ? controller.newGame(seats) : hostRow.onServer ? controller.net.hostOnServer(seats, hostRow.serverAddress, hostRow.port, hostRow.secure, hostRow.password, hostRow.listed, hostRow.moveTime) : controller.net.host(seats, hostRow.port, hostRow.password, hostRow.listed);
        if (reason.length > 0) {
            refused(reason);
            return false;
        }
        seats.remember();
        // the next game gets a new deal unless a seed is typed again
        seedField.text = "";
        started();
        return true;
    }
    // Every computer seat takes the level of an even game.
    function takeEvenLevel() {
        for (let i = 0; i < seatLevels.length; ++i) {
            if (seatLevels[i] !== "" && seatLevels[i] !== "remote")
                seats.setLevel(i, evenLevel);
        }
    }

    objectName: "setupScreen"

    Component.onCompleted: {
        if (!loaded && !seats.restore())
            loadDefaults();
        loaded = true;
        rating.refresh();
    }

    NewGameSetup {
        id: seats
        nameTemplate: qsTr("Player %1")
    }
    TableCloth {
        anchors.fill: parent
    }
    Flickable {
        id: flick
        anchors.fill: parent
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        contentHeight: Math.max(height, card.height + 32)
        contentWidth: width

        ScrollBar.vertical: ScrollBar {
        }

        Rectangle {
            id: card
            border.color: Theme.gold
            border.width: 3
            color: Theme.parchment
            height: form.implicitHeight + 44
            objectName: "setupCard"
            radius: 14
            width: Math.min(960, flick.width - 32)
            x: Math.round((flick.width - width) / 2)
            y: Math.round(Math.max(16, (flick.height - height) / 2))

            Rectangle {
                anchors.fill: parent
                anchors.margins: 5
                border.color: "#55c9a13c"
                color: "transparent"
                radius: 10
            }
            ColumnLayout {
                id: form
                spacing: 14
                width: card.width - 48
                x: 24
                y: 20

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 14

                    WheelFace {
                        Layout.preferredHeight: 52
                        Layout.preferredWidth: 52
                    }
                    Column {
                        Layout.fillWidth: true

                        Text {
                            Accessible.name: text
                            Accessible.role: Accessible.Heading
                            color: Theme.heading
                            font.bold: true
                            font.family: Theme.serif
                            font.pixelSize: 26
                            text: qsTr("A new game")
                        }
                        Text {
                            color: Theme.inkSoft
                            font.pixelSize: 13
                            text: qsTr("Carcassonne with the Wheel of Fortune: choose who plays and how.")
                        }
                    }
                    // a guided first game (TutorialLayer)
                    GameButton {
                        id: learnButton
                        KeyNavigation.backtab: startButton
                        Layout.alignment: Qt.AlignVCenter
                        ToolTip.delay: 600
                        ToolTip.text: qsTr("New to the game? A short guided game against Bruno shows each rule once.")
                        ToolTip.visible: hovered
                        objectName: "learnToPlayButton"
                        text: qsTr("Learn to play")

                        onClicked: root.tutorialRequested()
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 24

                    // ---- players ----
                    Column {
                        id: playersColumn
                        Layout.alignment: Qt.AlignTop
                        Layout.fillWidth: true
                        Layout.preferredWidth: 520
                        spacing: 8

                        Text {
                            color: Theme.heading
                            font.bold: true
                            font.family: Theme.serif
                            font.pixelSize: 17
                            text: qsTr("Players")
                        }
                        Repeater {
                            model: seats

                            delegate: SeatRow {
                                holders: seats.colorHolders
                                levels: root.levels
                                removable: seats.canRemove
                                width: playersColumn.width

                                onColorPicked: c => seats.pickColor(index, c)
                                onLevelPicked: l => seats.setLevel(index, l)
                                onNameEdited: n => seats.setName(index, n)
                                onRemoveRequested: seats.removeSeat(index)
                            }
                        }
                        SetupEvenGame {
                            level: root.evenLevel
                            levelName: Words.levelName(root.evenLevel)
                            taken: root.seatLevels.every(l => l === "" || l === "remote" || l === root.evenLevel)
                            width: playersColumn.width

                            onTakeRequested: root.takeEvenLevel()
                        }
                        GameButton {
                            objectName: "addPlayerButton"
                            text: qsTr("+ Add a player")
                            visible: seats.canAdd

                            onClicked: root.addSeat()
                        }
                        Text {
                            color: Theme.inkSoft
                            font.pixelSize: 12
                            text: qsTr("Players take turns in this order. Several people can share this screen; computer players move by themselves.")
                            width: parent.width
                            wrapMode: Text.Wrap
                        }
                    }
                    Rectangle {
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                        color: Theme.parchmentRule
                    }
                    SetupRuleOptions {
                        Layout.alignment: Qt.AlignTop
                        Layout.fillWidth: true
                        // never squeezed while the screen lays itself out: its labels would
                        // wrap and keep the heights of that width
                        Layout.minimumWidth: 300
                        Layout.preferredWidth: 360
                        objectName: "ruleOptions"
                        rules: root.rules

                        onHelpRequested: page => root.helpRequested(page)
                        onRuleChosen: (key, value) => {
                            const next = Object.assign({}, root.rules);
                            next[key] = value;
                            root.rules = next;
                        }
                    }
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 1
                    color: Theme.parchmentRule
                }
                SetupHostRow {
                    id: hostRow
                    Layout.fillWidth: true
                    hosted: root.hosted

                    onJoinRequested: root.joinRequested()
                    onMyTablesRequested: root.myTablesRequested()
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10

                    SetupCheck {
                        ToolTip.delay: 600
                        ToolTip.text: qsTr("The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.")
                        ToolTip.visible: hovered
                        checked: root.aidsOff
                        objectName: "aidsOffCheck"
                        text: qsTr("Play without aids")

                        onToggled: seats.aids = !checked
                    }
                    Text {
                        color: Theme.ink
                        font.pixelSize: 13
                        text: qsTr("Seed")
                        visible: !root.hosted // a hosted game's tiles are shuffled by its server
                    }
                    SeedField {
                        id: seedField
                        Accessible.name: qsTr("Seed (optional): the same seed shuffles the tiles the same way")
                        ToolTip.text: qsTr("Optional. The same seed gives the same order of tiles.")
                        objectName: "seedField"
                        placeholderText: qsTr("random")
                        visible: !root.hosted
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                    GameButton {
                        hint: qsTr("Esc")
                        objectName: "backButton"
                        text: qsTr("Back to the game")
                        visible: root.canGoBack

                        onClicked: root.backRequested()
                    }
                    GameButton {
                        id: startButton
                        // Tab goes round the card: from Start to its top, the first seat's
                        // level four Tabs from Start (not through the game's bars behind)
                        KeyNavigation.tab: learnButton
                        fontSize: 16
                        hint: qsTr("Enter")
                        implicitHeight: 44
                        objectName: "startButton"
                        text: root.hosted ? qsTr("Host this game") : qsTr("Start the game")
                        tone: "primary"

                        onClicked: root.startRequested()
                    }
                }
            }
        }
    }
}
