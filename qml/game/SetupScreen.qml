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

    required property GameController controller
    // A game is running underneath: offer to go back to it.
    property bool canGoBack: false

    // The chosen rule options, keyed as in the record (one entry per RuleOptions.all).
    property var rules: RuleOptions.defaults()
    property alias seedText: seedField.text
    // "remote": a seat open to a player on another computer (the game is then hosted)
    readonly property var levels: [""].concat(controller.aiLevels).concat(["remote"])
    readonly property bool hosted: {
        seats.revision;
        for (let i = 0; i < seats.count; ++i)
            if (seats.get(i).level === "remote")
                return true;
        return false;
    }
    readonly property var takenBy: seats.takenBy
    property alias revision: seats.revision
    // Asked before starting (the game view confirms leaving an unsaved game); null: start.
    property var startRequestedHook: null

    signal started()
    signal backRequested()
    signal helpRequested(string page)
    signal refused(string reason)
    signal joinRequested()

    function defaultName(i) {
        return seats.defaultName(i);
    }
    function freeColor() {
        return seats.freeColor();
    }
    function addSeat() {
        seats.addSeat();
    }
    function removeSeat(i) {
        seats.removeSeat(i);
    }
    function pickColor(i, color) {
        seats.pickColor(i, color);
    }
    // Fills the form: {players: [{name, color, ai}], rules: {...}, seed}
    function load(setup) {
        if (!setup || !setup.players || setup.players.length < 2)
            return false;
        loaded = true;
        seats.clear();
        for (const p of setup.players)
            seats.append({ name: p.name || defaultName(seats.count), color: p.color || freeColor(), level: p.ai || "" });
        rules = RuleOptions.complete(setup.rules || {});
        seedField.text = setup.seed !== undefined && setup.seed !== null && setup.seed !== "" ? String(setup.seed) : "";
        revision++;
        return true;
    }
    function loadDefaults() {
        loaded = true;
        seats.clear();
        addSeat();
        addSeat();
        rules = RuleOptions.defaults();
        seedField.text = "";
    }
    function setupMap() {
        const players = [];
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i);
            const name = s.name.trim().length > 0 ? s.name.trim() : defaultName(i);
            const p = { name: name, color: s.color };
            if (s.level.length > 0)
                p.ai = s.level;
            players.push(p);
        }
        const setup = { players: players, rules: RuleOptions.complete(rules) };
        if (seedField.text.trim().length > 0)
            setup.seed = seedField.text.trim();
        return setup;
    }
    // The setup as a fortuna-record/1 header (JSON text); the seed's digits go in as typed.
    function header() {
        const setup = setupMap();
        const seed = setup.seed === undefined ? "" : setup.seed.replace(/^0+(?=[0-9])/, "");
        delete setup.seed;
        const json = JSON.stringify(Object.assign({ format: "fortuna-record/1" }, setup));
        return seed.length > 0 ? json.slice(0, -1) + ",\"seed\":" + seed + "}" : json;
    }
    function start() {
        const setup = setupMap();
        const reason = hosted ? controller.net.host(header(), hostRow.port, hostRow.password) : controller.newGame(header());
        if (reason.length > 0) {
            refused(reason);
            return false;
        }
        const remembered = JSON.parse(JSON.stringify(setup));
        delete remembered.seed;
        // a default name is remembered as none, so that it comes back in the language of the day
        for (let i = 0; i < remembered.players.length; ++i) {
            if (remembered.players[i].name === defaultName(i))
                remembered.players[i].name = "";
        }
        Preferences.setValue("lastSetup", JSON.stringify(remembered));
        // the next game gets a new deal unless a seed is typed again
        seedField.text = "";
        started();
        return true;
    }
    function requestStart() {
        if (startRequestedHook)
            startRequestedHook();
        else
            start();
    }
    function focusFirst() {
        startButton.forceActiveFocus();
    }

    objectName: "setupScreen"
    property bool loaded: false
    Component.onCompleted: {
        if (loaded)
            return;
        let remembered = null;
        try {
            remembered = JSON.parse(Preferences.value("lastSetup", ""));
        } catch (e) {
            remembered = null;
        }
        if (!load(remembered))
            loadDefaults();
    }

    SetupSeats {
        id: seats
        nameTemplate: qsTr("Player %1")
    }

    TableCloth {
        anchors.fill: parent
    }

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, card.height + 32)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        Rectangle {
            id: card
            objectName: "setupCard"
            x: Math.round((flick.width - width) / 2)
            y: Math.round(Math.max(16, (flick.height - height) / 2))
            width: Math.min(960, flick.width - 32)
            height: form.implicitHeight + 44
            radius: 14
            color: Theme.parchment
            border.color: Theme.gold
            border.width: 3

            Rectangle {
                anchors.fill: parent
                anchors.margins: 5
                radius: 10
                color: "transparent"
                border.color: "#55c9a13c"
            }

            ColumnLayout {
                id: form
                x: 24
                y: 20
                width: card.width - 48
                spacing: 14

                RowLayout {
                    spacing: 14
                    WheelFace {
                        Layout.preferredWidth: 52
                        Layout.preferredHeight: 52
                    }
                    Column {
                        Layout.fillWidth: true
                        Text {
                            text: qsTr("A new game")
                            font.family: Theme.serif
                            font.bold: true
                            font.pixelSize: 26
                            color: Theme.heading
                            Accessible.role: Accessible.Heading
                            Accessible.name: text
                        }
                        Text {
                            text: qsTr("Carcassonne with the Wheel of Fortune: choose who plays and how.")
                            font.pixelSize: 13
                            color: Theme.inkSoft
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 24

                    // ---- players ----
                    Column {
                        id: playersColumn
                        Layout.fillWidth: true
                        Layout.preferredWidth: 520
                        Layout.alignment: Qt.AlignTop
                        spacing: 8
                        Text {
                            text: qsTr("Players")
                            font.family: Theme.serif
                            font.bold: true
                            font.pixelSize: 17
                            color: Theme.heading
                        }
                        Repeater {
                            model: seats
                            delegate: SeatRow {
                                width: playersColumn.width
                                levels: root.levels
                                takenBy: root.takenBy
                                removable: seats.count > 2
                                onColorPicked: c => root.pickColor(index, c)
                                onNameEdited: n => { seats.setProperty(index, "name", n); root.revision++; }
                                onLevelPicked: l => { seats.setProperty(index, "level", l); root.revision++; }
                                onRemoveRequested: root.removeSeat(index)
                            }
                        }
                        GameButton {
                            objectName: "addPlayerButton"
                            visible: seats.count < 5
                            text: qsTr("+ Add a player")
                            onClicked: root.addSeat()
                        }
                        Text {
                            width: parent.width
                            wrapMode: Text.Wrap
                            text: qsTr("Players take turns in this order. Several people can share this screen; computer players move by themselves.")
                            font.pixelSize: 12
                            color: Theme.inkSoft
                        }
                    }

                    Rectangle {
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                        color: Theme.parchmentRule
                    }

                    SetupRuleOptions {
                        objectName: "ruleOptions"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 360
                        Layout.alignment: Qt.AlignTop
                        rules: root.rules
                        onRuleChosen: (key, value) => {
                            const next = Object.assign({}, root.rules);
                            next[key] = value;
                            root.rules = next;
                        }
                        onHelpRequested: page => root.helpRequested(page)
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
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    Text {
                        visible: !root.hosted // a hosted game's tiles are shuffled by its server
                        text: qsTr("Seed")
                        font.pixelSize: 13
                        color: Theme.ink
                    }
                    SeedField {
                        id: seedField
                        objectName: "seedField"
                        visible: !root.hosted
                        placeholderText: qsTr("random")
                        Accessible.name: qsTr("Seed (optional): the same seed shuffles the tiles the same way")
                        ToolTip.text: qsTr("Optional. The same seed gives the same order of tiles.")
                    }
                    Item { Layout.fillWidth: true }
                    GameButton {
                        objectName: "backButton"
                        visible: root.canGoBack
                        text: qsTr("Back to the game")
                        hint: qsTr("Esc")
                        onClicked: root.backRequested()
                    }
                    GameButton {
                        id: startButton
                        objectName: "startButton"
                        tone: "primary"
                        fontSize: 16
                        implicitHeight: 44
                        text: root.hosted ? qsTr("Host this game") : qsTr("Start the game")
                        hint: qsTr("Enter")
                        onClicked: root.requestStart()
                    }
                }
            }
        }
    }
}
