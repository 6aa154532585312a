// SPDX-License-Identifier: GPL-3.0-or-later
// What happens, for a screen reader: each new entry of the event log (with the points it
// gives) and what to do now are said once, politely. Qt 6.8 and later: an announcement
// (Speech.announce); Qt 6.4: this live label, whose accessible name is the latest text
// (docs/accessibility.md). Not drawn: the same words are on screen in the log and the top bar.
import QtQuick
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    // The table (GameBoard.qml): the keyboard's choice on it is said as it moves.
    property Item board: null
    required property GameController controller
    // What to do now (the top bar's hint); said when it changes on a human's turn.
    property string hint
    // False while a game is replayed or loaded: nothing is said then.
    property bool live: true
    // Everything said, newest last (the tests read it), and the latest.
    property var spoken: []
    property string text

    // The keyboard's choice in words: a spot for the tile, a place for a follower, a follower
    // the plague may take; "" for none.
    function choiceText() {
        const c = controller;
        const i = board ? board.cursor : -1;
        if (i < 0)
            return "";
        if (board.placing && i < c.legalPositions.count) {
            const p = c.legalPositions.get(i);
            return Speech.spot(c.board, c.wheelAsStart, p.x, p.y, KeyNames.revision);
        }
        if (board.deploying && i < c.deployOptions.count) {
            const o = c.deployOptions.get(i);
            if (o.kind === "crown")
                return qsTr("A crown space of %1").arg(Words.sectorName(o.sector));
            return qsTr("Deploy here: %1").arg(Words.followerRole(o.feature));
        }
        if (board.plaguing) {
            const rows = [];
            for (let r = 0; r < c.followers.count; ++r)
                if (c.followers.value(r, "removable"))
                    rows.push(r);
            if (i < rows.length) {
                const f = c.followers.get(rows[i]);
                return qsTr("%1's follower: %2").arg(nameOf(f.player)).arg(Words.followerRole(f.feature)) + " " + Speech.spot(null, false, f.x, f.y, KeyNames.revision);
            }
        }
        return "";
    }

    // The name of player `p`.
    function nameOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    function say(line) {
        if (line.length === 0)
            return;
        text = line;
        spoken = spoken.concat([line]).slice(-50);
        Speech.announce(root, line);
    }
    // One log entry in words: the sentence, then who scored what.
    function sentence(row) {
        const entry = controller.log.get(row);
        let line = Words.logSentence(entry, nameOf(entry.player));
        line += Words.spokenPoints(entry.points, nameOf);
        return line;
    }

    Accessible.ignored: text.length === 0
    Accessible.name: text
    Accessible.role: Accessible.StaticText
    height: 1
    objectName: "announcer"
    width: 1

    onHintChanged: if (live && controller.awaitingHuman)
        say(hint)

    Connections {
        function onCursorChanged() {
            if (root.live)
                root.say(root.choiceText());
        }

        target: root.board
    }
    Connections {
        function onModelReset() {
            root.spoken = [];
            root.text = "";
        }
        function onRowsInserted(parent, first, last) {
            // a game opened or a new game: its whole log at once is not news
            if (!root.live || last - first > 8)
                return;
            for (let row = first; row <= last; ++row)
                root.say(root.sentence(row));
        }

        target: root.controller.log
    }
}
