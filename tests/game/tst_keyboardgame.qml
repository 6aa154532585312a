// SPDX-License-Identifier: GPL-3.0-or-later
// A whole game by the keyboard alone, two players at one table (the Fortune Teller on):
// every decision is a key press, as a player without a mouse makes it: digits choose a drawn
// tile, R / Shift+R turn the tile, Space goes through the lit spots, the follower places,
// the crown spaces and the followers the plague may take, Enter confirms, S deploys no
// follower, Esc takes the tile back, L and B show the event log and the bag. The test reads
// the screen (the models) to choose a key, never calls a command; it ends on the end screen.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        id: test

        // what the keys did, by kind of decision
        property var answered: ({})

        function count(what) {
            answered[what] = (answered[what] || 0) + 1;
        }
        // The keyboard's choice onto row `target` of the phase's list: Space until it is there.
        function cycleTo(target, n) {
            for (let k = 0; k <= n && scene.board.cursor !== target; ++k)
                press("Space");
            compare(scene.board.cursor, target);
        }
        // Deploys by the keys: a fortune teller on a tent, a crown space now and then, a
        // follower on the land every other turn, otherwise none (S).
        function deploy() {
            const c = scene.controller;
            const options = c.deployOptions;
            let tent = -1, crown = -1, land = -1;
            for (let i = 0; i < options.count; ++i) {
                const o = options.get(i);
                if (o.kind === "crown" && crown < 0)
                    crown = i;
                else if (o.kind === "feature" && o.feature === FeatureKind.Tent)
                    tent = i;
                else if (o.kind === "feature" && land < 0 && o.feature !== FeatureKind.Field)
                    land = i;
            }
            const target = tent >= 0 ? tent : crown >= 0 && (answered.crown || 0) < 2 ? crown : land >= 0 && c.turn % 2 === 0 ? land : -1;
            const turn = c.turn;
            if (target < 0) {
                press("S");
                count("skip");
            } else {
                cycleTo(target, options.count);
                press("Return");
                count(target === crown ? "crown" : target === tent ? "tent" : "follower");
            }
            if (c.staging.turnStaged)
                press("Return");
            verify(c.turn > turn || c.phase === GameController.Plague || c.phase === GameController.GameOver || c.phase === GameController.ChooseTile, "the turn went on");
        }
        function place() {
            const c = scene.controller;
            verify(c.legalPositions.count > 0);
            if (!answered.turned) {
                const r = c.rotation;
                press("R");
                compare(c.rotation, (r + 1) % 4);
                press("Shift+R");
                compare(c.rotation, r);
                count("turned");
            }
            press("Space");
            compare(scene.board.cursor, 0);
            // the choice is visible: ringed in the focus colour
            const p = c.legalPositions.get(0);
            const spot = scene.findObject(scene.boardView, "legalMarker_" + p.x + "_" + p.y);
            verify(spot && spot.chosen);
            compare(String(spot.border.color), String(Theme.focus));
            press("Return");
            compare(c.phase, GameController.Deploy);
            if (!answered.takenBack) {
                press("Esc");
                compare(c.phase, GameController.Place);
                count("takenBack");
                press("Space");
                press("Return");
                compare(c.phase, GameController.Deploy);
            }
            count("place");
        }
        function press(seq) {
            keySequence(seq);
            wait(0);
        }
        function test_a_whole_game_by_the_keyboard() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "rules": {
                            "fortuneTeller": true
                        },
                        "deck": ["FT1", "D", "FT2", "E", "U/3", "B", "FT3", "U/2", "D", "E", "B", "D", "E", "V", "D", "U/1", "E", "B"],
                        "seed": 21
                    }), "");
            scene.board.autoCentre = false;
            scene.boardView.forceActiveFocus();

            // the bag and the event log, read by the keys
            press("B");
            verify(scene.view.extras.bagOpen);
            press("B");
            verify(!scene.view.extras.bagOpen);
            for (let guard = 0; c.phase !== GameController.GameOver && guard < 120; ++guard) {
                verify(c.awaitingHuman, "two people at one table: always someone's keys");
                switch (c.phase) {
                case GameController.ChooseTile:
                    {
                        let pick = 0;
                        while (pick < c.drawnTiles.count - 1 && !c.drawnTiles.value(pick, "placeable"))
                            ++pick;
                        if (!answered.choose) {
                            // what a screen reader gets of the choice: each tile in words,
                            // every control named
                            const first = scene.findObject(scene.view, "drawnTile_0");
                            verify(/^north: (city|road|field), east: /.test(first.Accessible.description), first.Accessible.description);
                            let faults = [];
                            for (const root of testSupport.roots())
                                faults = faults.concat(testSupport.unnamedControls(root));
                            compare(faults.join("\n"), "", "choosing a tile");
                            // and said by itself: the drawn tiles, in words
                            const said = scene.view.extras.announcer.spoken;
                            tryVerify(() => scene.view.extras.announcer.spoken.some(l => l === first.Accessible.name + ". " + first.Accessible.description), 1000, said.join(" | "));
                        }
                        const chosen = c.drawnTiles.value(pick, "tileId");
                        press(String(pick + 1));
                        compare(c.currentTile, chosen);
                        count("choose");
                        break;
                    }
                case GameController.Plague:
                    {
                        const before = c.followers.count;
                        press("Space");
                        verify(scene.board.cursor >= 0);
                        // the chosen follower is ringed in the focus colour
                        const rows = [];
                        for (let r = 0; r < c.followers.count; ++r)
                            if (c.followers.value(r, "removable"))
                                rows.push(r);
                        const ringed = scene.findObject(scene.boardView, "follower_" + rows[scene.board.cursor]);
                        verify(ringed && ringed.chosen, "the plague's choice is visible");
                        press("Return");
                        compare(c.followers.count, before - 1);
                        count("plague");
                        break;
                    }
                case GameController.Place:
                    place();
                    break;
                case GameController.Deploy:
                    deploy();
                    break;
                }
                if (c.log.count > 3 && !answered.log) {
                    press("L");
                    verify(scene.view.logOpen);
                    const list = scene.findObject(scene.view, "eventLogList");
                    verify(list.activeFocus);
                    const last = list.currentIndex;
                    compare(last, c.log.count - 1);
                    press("Up");
                    compare(list.currentIndex, last - 1);
                    press("Home");
                    compare(list.currentIndex, 0);
                    press("L");
                    verify(!scene.view.logOpen);
                    verify(scene.boardView.activeFocus, "the board has the keys again");
                    count("log");
                }
            }
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            // the end screen by the keys too: Tab reaches "Play again" with a visible focus,
            // Space presses it
            const again = scene.findObject(scene.view.endScreen, "playAgainButton");
            verify(again);
            for (let k = 0; k < 20 && !again.activeFocus; ++k)
                press("Tab");
            verify(again.activeFocus && again.visualFocus, "Play again has the keyboard, visibly");
            press("Space");
            tryVerify(() => c.phase === GameController.Place, 2000, "a new deal, at its first tile");
            compare(c.turn, 1);
            verify(!scene.view.endScreen.visible);
            for (const what of ["place", "takenBack", "turned", "skip", "follower", "crown", "tent", "choose", "plague", "log"])
                verify((answered[what] || 0) > 0, what + ": " + JSON.stringify(answered));
        }

        name: "KeyboardGame"
        when: windowShown
    }
}
