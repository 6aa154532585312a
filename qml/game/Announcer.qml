// SPDX-License-Identifier: GPL-3.0-or-later
// What happens, for a screen reader: what a sighted player sees change is said, in order and
// none lost: whose turn and what to do (the top bar's hint), the tile in hand at the start of
// a turn and when it turns, the keyboard's choice as it moves (a spot, a follower's place
// with its side, a follower the plague may take), where the tile went, each new entry of the
// event log (every move, wheel event and scoring, with the points), what a wheel event does
// (its banner) and each toast.
// The sentences wait in a queue: what comes in one go is said as one utterance, and the next
// one waits until that one had time to be spoken (a screen reader cuts a sentence short when
// the next one comes), except the keyboard's choice, which is said at once (with whatever
// waits). How it reaches the screen reader (docs/accessibility.md):
// - Qt 6.8 and later: an accessibility announcement (Speech.announce; AT-SPI's Announcement);
// - Qt 6.4: a notification (one of a few, in turn) shows again with the new words (AT-SPI's
//   state-changed:showing), which Orca 43 speaks; it ignores a label's name changes.
// Not drawn: the same words are on screen in the log, the top bar and the toasts.
import QtQuick
import Fortuna.Model
import Fortuna.Game

Item {
    id: root

    // The wheel's banner (WheelBanner.qml): what an event does is said when it opens.
    property Item banner: null
    // The table (GameBoard.qml): the keyboard's choice on it is said as it moves.
    property Item board: null
    required property GameController controller
    // What to do now (the top bar's hint); said when it changes during a game.
    property string hint
    // The last hint said, so that one that comes back unchanged is not said twice.
    property string hintSaid
    // False while a game is replayed or loaded: nothing is said then.
    property bool live: true
    // The notification of the ring that says the next utterance (Qt 6.4).
    property int next: 0
    // Sentences waiting for the one being spoken: [{text, kind}] (say()).
    property var pending: []
    // The words given to the screen reader last (one or more sentences).
    property string shown
    // Everything said, newest last (the tests read it), and the latest.
    property var spoken: []
    property string text
    // The turn and tile whose "tile in hand" was said (it is said once per turn, then on R).
    property string tileSaid
    // The transient messages (Toast.qml): each one shown is said.
    property Item toast: null

    // The keyboard's choice in words: a spot for the tile, a place for a follower, a follower
    // the plague may take; "" for none.
    function choiceText() {
        const c = controller;
        const i = board ? board.cursor : -1;
        if (i < 0)
            return "";
        if (board.placing && i < c.legalPositions.count) {
            const p = c.legalPositions.get(i);
            return Speech.spot(c.board, c.options.wheelAsStart, p.x, p.y, KeyNames.revision);
        }
        if (board.deploying && i < c.deployOptions.count) {
            const o = c.deployOptions.get(i);
            if (o.kind === "crown")
                return qsTr("A crown space of %1").arg(Words.sectorName(o.sector));
            const where = Speech.place(o.port, o.feature === FeatureKind.Field, KeyNames.revision);
            if (where.length === 0)
                return qsTr("Deploy here: %1").arg(Words.followerRole(o.feature));
            //: %1: "Knight in the city"...; %2: where on the tile: "to the north", "to the north-north-west"...
            return qsTr("Deploy here: %1 %2").arg(Words.followerRole(o.feature)).arg(where);
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
    // Gives what waits to the screen reader as one utterance, then waits for it to be spoken.
    function flush() {
        // what the screen no longer shows is not said late: a hint or choice replaced since
        const now = pending.filter(p => p.kind !== "hint" || p.text === hint);
        pending = [];
        if (now.length === 0)
            return;
        // each sentence ends as one, so that the reader pauses between them
        const line = now.map(p => /[.!?…]$/.test(p.text) ? p.text : p.text + ".").join(" ");
        shown = line;
        if (Speech.announcements) {
            // from the focused item: Orca 48 drops an announcement that comes less than 0.1 s
            // after another of the app (as they reach it when it lags) unless its source has
            // the focus
            const focused = root.Window.activeFocusItem;
            Speech.announce(focused ? focused : root, line);
        } else {
            // the next notification of the ring shows again with the words: Orca 43 reads its
            // name when it comes to the event, maybe a second later, so each keeps its words
            // until its turn comes again
            const n = ring.itemAt(next);
            next = (next + 1) % ring.count;
            n.words = line;
            n.visible = false;
            n.visible = true;
        }
        // about what a screen reader needs to say it (espeak-ng: some 14 characters a second)
        gap.interval = Math.min(8000, 500 + 70 * line.length);
        gap.restart();
    }
    // The name of player `p`.
    function nameOf(p) {
        return p >= 0 && p < controller.players.count ? controller.players.value(p, "name") : "";
    }
    // Queues `line` of `kind`: "news" (the log, a banner, a toast: always said), "hint" (said
    // unless another hint came first), "tile", "laid" or "choice" (the answer to a key: said at
    // once, replacing one of the same kind that still waits).
    function say(line, kind) {
        if (line.length === 0)
            return;
        const k = kind || "news";
        text = line;
        spoken = spoken.concat([line]).slice(-50);
        pending = pending.filter(p => p.kind === "news" || p.kind !== k).concat([{
                    "text": line,
                    "kind": k
                }]);
        if (k === "tile" || k === "laid" || k === "choice" || !gap.running)
            Qt.callLater(root.flush);
    }

    // The hint as it stands once the event that changed it is over (a change of the player
    // and of the phase may pass through a hint that is never seen).
    function sayHint() {
        if (!live || hint.length === 0 || hint === hintSaid || controller.phase === GameController.NoGame)
            return;
        hintSaid = hint;
        say(hint, "hint");
        sayTile(false);
    }
    // A click or Enter laid the tile: where it went (once the board has it).
    function sayLaid() {
        const c = controller;
        const t = c.board.lastTile;
        if (!live || c.phase !== GameController.Deploy || !c.awaitingHuman || t.x === undefined)
            return;
        //: %1: a cell of the board, "Column 5, row 2."
        say(qsTr("Tile laid: %1").arg(Speech.spot(null, false, t.x, t.y, KeyNames.revision)), "laid");
    }
    // The tile in hand: once at the start of a person's turn (`turning`: again, turned); the
    // drawn tiles when the person chooses one (the Fortune Teller).
    function sayTile(turning) {
        const c = controller;
        if (live && c.phase === GameController.ChooseTile && c.awaitingHuman && tileSaid !== c.turn + "/choose") {
            // the Fortune Teller's draw: each tile, as its button names it
            tileSaid = c.turn + "/choose";
            for (let i = 0; i < c.drawnTiles.count; ++i) {
                const d = c.drawnTiles.get(i);
                const name = d.placeable ? qsTranslate("TileChoice", "Tile %1").arg(i + 1) : qsTranslate("TileChoice", "Tile %1: fits nowhere").arg(i + 1);
                say(name + ". " + Speech.tile(d.tileId, 0, KeyNames.revision));
            }
            return;
        }
        if (!live || c.phase !== GameController.Place || !c.awaitingHuman || c.currentTile.length === 0)
            return;
        const key = c.turn + "/" + c.currentTile;
        if (!turning && key === tileSaid)
            return;
        tileSaid = key;
        say(qsTranslate("TileInHand", "Tile in hand, turned %1 degrees. %2").arg(c.rotation * 90).arg(Speech.tile(c.currentTile, c.rotation, KeyNames.revision)), turning ? "tile" : "news");
    }
    // One log entry in words: the sentence, then who scored what.
    function sentence(row) {
        const entry = controller.log.get(row);
        let line = Words.logSentence(entry, nameOf(entry.player));
        line += Words.spokenPoints(entry.points, nameOf);
        return line;
    }

    // Qt 6.8: the announcements come from this item
    Accessible.ignored: !Speech.announcements
    Accessible.name: shown
    Accessible.role: Accessible.StaticText
    height: 1
    objectName: "announcer"
    width: 1

    onHintChanged: Qt.callLater(root.sayHint)

    // Qt 6.4: the notifications, used in turn (flush)
    Repeater {
        id: ring
        model: Speech.announcements ? 0 : 6

        delegate: Item {
            property string words

            Accessible.name: words
            Accessible.role: Accessible.Notification
            height: 1
            visible: false
            width: 1
        }
    }
    Timer {
        id: gap
        onTriggered: root.flush()
    }
    Connections {
        function onCursorChanged() {
            if (root.live)
                root.say(root.choiceText(), "choice");
        }

        target: root.board
    }
    Connections {
        function onPhaseChanged() {
            Qt.callLater(root.sayLaid);
        }
        function onRotationChanged() {
            root.sayTile(true);
        }

        target: root.controller
    }
    Connections {
        function onModelReset() {
            root.spoken = [];
            root.text = "";
            root.pending = [];
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
    Connections {
        // a wheel event: what it does (the log says who drew it and where the pig went)
        function onModeChanged() {
            if (root.live && root.banner.mode === "event")
                Qt.callLater(() => root.say(root.banner.Accessible.name));
        }

        target: root.banner
    }
    Connections {
        function onShown(message) {
            root.say(message);
        }

        target: root.toast
    }
}
