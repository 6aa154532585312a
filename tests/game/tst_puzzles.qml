// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes": without analysed games the puzzles' screen says how to get some;
// a game of yours played badly and analysed gives puzzles; one started from the list by the
// keyboard shows the position and its card, an answer made by the keys is checked and its
// verdict said on the card and in the top bar (what a screen reader hears); a wrong answer
// is tried again with Enter and the better move shown on the board, which solves nothing
// once seen but is right (said so), its follower standing on the tile; a right answer counts
// as solved in the list. The card's buttons name their keys, and one the Tab key reached is
// pressed by Space and Enter; the top bar has no Hint button; an opponent's default name is in
// the language shown; Game ▸ Puzzles… opens by its letter in every language.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model
import Fortuna.I18n

GameScene {
    id: scene
    TestCase {
        id: test
        // Lays the tile by the keys on the spot of `x`, `y` turned `rotation` (the first spot
        // when x is undefined), then deploys as the better move `best` does, or nothing (S).
        function answer(x, y, rotation, best) {
            const c = scene.controller;
            compare(c.phase, GameController.Place);
            if (x !== undefined) {
                for (let k = 0; k < 4 && c.rotation !== rotation; ++k)
                    press("R");
                compare(c.rotation, rotation);
                let row = -1;
                for (let i = 0; i < c.legalPositions.count; ++i) {
                    const p = c.legalPositions.get(i);
                    if (p.x === x && p.y === y)
                        row = i;
                }
                verify(row >= 0, "the spot is lit");
                cycleTo(row, c.legalPositions.count);
            } else {
                press("Space");
            }
            press("Return");
            compare(c.phase, GameController.Deploy);
            const option = best === undefined ? -1 : bestOption(best);
            if (option < 0) {
                press("S");
            } else {
                cycleTo(option, c.deployOptions.count);
                press("Return");
            }
        }
        // The deploy option of the better move `best` (-1: none).
        function bestOption(best) {
            const options = scene.controller.deployOptions;
            let local = -1;
            if (best.featureKind >= 0) {
                const p = TileGeometry.featurePoint(best.tile, best.rotation, best.featureKind, best.portIndex);
                local = TileGeometry.featureAt(best.tile, best.rotation, p.x, p.y);
            }
            for (let i = 0; i < options.count; ++i) {
                const o = options.get(i);
                if (best.crownSector >= 0 ? o.kind === "crown" && o.sector === best.crownSector && o.slot === best.crownSlot : o.kind === "feature" && o.localFeature === local)
                    return i;
            }
            return -1;
        }

        // The keyboard's choice onto row `target` of the phase's list: Space until it is there.
        function cycleTo(target, n) {
            for (let k = 0; k <= n + 1 && scene.board.cursor !== target; ++k)
                press("Space");
            compare(scene.board.cursor, target);
        }
        function press(seq) {
            keySequence(seq);
            wait(0);
        }
        // Game ▸ Puzzles… by its letter in every language, typed as that language's keyboard
        // types it (Russian "З"), the menu opened by F10 or by a click: the letter underlined
        // there opens the puzzles' list, as Enter on the item does.
        function test_menu_letter() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 11
                    }), "");
            const v = scene.view;
            const title = scene.findObject(v, "gameMenuButton");
            for (const lang of ["en", "fr", "ru", "pl", "ro"]) {
                LanguageManager.language = lang;
                for (const byClick of [false, true]) {
                    scene.boardView.forceActiveFocus();
                    if (byClick)
                        mouseClick(title);
                    else
                        keyClick(Qt.Key_F10);
                    tryCompare(title.menu, "opened", true);
                    const item = scene.findObject(title.menu.contentItem, "puzzlesMenuItem");
                    verify(item.mnemonicIndex >= 0, lang + " " + item.text);
                    const letter = item.text.charAt(item.mnemonicIndex).toLowerCase();
                    testSupport.typeLetter(v.Window.window, letter);
                    tryVerify(() => v.puzzlesDialog.visible, 1000, lang + " " + letter);
                    tryCompare(title.menu, "visible", false);
                    v.puzzlesDialog.close();
                    tryCompare(v.puzzlesDialog, "visible", false);
                }
            }
            LanguageManager.language = "en";
        }
        function test_puzzles() {
            const c = scene.controller;
            const games = c.games;
            games.refresh();
            while (games.total > 0 // a run before left its games
            )
                compare(games.remove(games.gameId(0)), "");

            // No analysed game: how to get puzzles, not an empty list.
            scene.view.openPuzzles();
            const dialog = scene.view.puzzlesDialog;
            tryCompare(dialog, "opened", true);
            const intro = scene.findObject(dialog.contentItem, "puzzlesIntro");
            verify(intro.text.indexOf("analyse it") > 0, intro.text);
            verify(!scene.findObject(dialog.contentItem, "puzzlesList").visible);
            press("Esc");
            tryCompare(dialog, "visible", false);

            // A game played badly (the first spot, never a follower) against the computer.
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red"
                            }, {
                                "name": "Player 2",
                                "color": "blue",
                                "ai": "easy"
                            }],
                        "seed": 8
                    }), "");
            for (let guard = 0; c.phase !== GameController.GameOver && guard < 2000; ++guard) {
                if (!c.awaitingHuman) {
                    wait(5);
                    continue;
                }
                if (c.phase === GameController.Place)
                    compare(c.placeTile(scene.firstLegal().x, scene.firstLegal().y), "");
                else if (c.phase === GameController.Deploy)
                    compare(c.skipDeploy(), "");
                else if (c.phase === GameController.Plague)
                    compare(c.removeFollower(0), "");
            }
            compare(c.phase, GameController.GameOver);
            c.analysis.playouts = 6;
            compare(c.review.analyseGame(), "");
            tryCompare(c.analysis, "ready", true, 120000);
            const puzzles = games.puzzles;
            verify(puzzles.count > 0, "the bad moves became puzzles");
            compare(puzzles.solvedCount, 0);

            // The list, by the keyboard: a placement's puzzle, started with Enter.
            scene.view.openPuzzles();
            tryCompare(dialog, "opened", true);
            const list = scene.findObject(dialog.contentItem, "puzzlesList");
            verify(list.activeFocus);
            compare(list.count, puzzles.count);
            verify(list.currentItem.Accessible.name.indexOf("Player 2") >= 0, list.currentItem.Accessible.name);
            verify(list.currentItem.Accessible.name.indexOf("points lost") > 0, list.currentItem.Accessible.name);
            // in French, as Your games names it
            LanguageManager.language = "fr";
            puzzles.refresh();
            tryVerify(() => list.currentItem && list.currentItem.Accessible.name.indexOf("Joueur 2") >= 0, 1000, list.currentItem ? list.currentItem.Accessible.name : "");
            LanguageManager.language = "en";
            puzzles.refresh();
            tryVerify(() => list.currentItem && list.currentItem.Accessible.name.indexOf("Player 2") >= 0);
            list.forceActiveFocus();
            press("Return");
            tryCompare(dialog, "visible", false);
            let guard = 0;
            // a placement whose turn began with a wheel event: the event shows with the
            // position, and again after Try again
            const eventOfTheTurn = () => c.lastWheelEvent.valid && c.lastWheelEvent.turn === c.turn;
            while (!(c.puzzle.kind === "place" && eventOfTheTurn()) && guard++ < puzzles.count) {
                compare(c.puzzles.next(), "");
            }
            compare(c.puzzle.kind, "place");
            verify(eventOfTheTurn(), "a placement's puzzle after a wheel event");
            tryCompare(scene.view.banner, "mode", "event");
            compare(c.puzzle.state, PuzzleSession.Waiting);
            compare(c.phase, GameController.Place);
            verify(c.awaitingHuman);
            const card = scene.view.puzzleCard;
            verify(card.visible);
            verify(card.Accessible.name.indexOf("Puzzle") === 0, card.Accessible.name);
            verify(card.Accessible.description.indexOf("Find a better move") === 0, card.Accessible.description);
            // and what the decision is (the top bar says the puzzle, not the turn's prompt)
            verify(card.Accessible.description.indexOf("Lay the tile in hand, with a follower or without.") > 0, card.Accessible.description);
            compare(scene.view.hint, card.Accessible.description); // said to a screen reader as the puzzle opens
            verify(c.aids.suggestMove().length > 0, "no hint in a puzzle");
            verify(!scene.findObject(scene.view, "hintButton").visible, "no Hint in the top bar");
            // the card's buttons name their keys
            verify(scene.findObject(card, "puzzleNext").text.indexOf("(N)") > 0);

            // An answer by the keys: the first lit spot, no follower.
            scene.boardView.forceActiveFocus();
            const id = c.puzzle.puzzleId;
            answer();
            const first = verdict();
            if (first === PuzzleSession.Wrong) {
                verify(c.puzzle.answerLost > 1);
                verify(c.placeTile(0, 0).length > 0, "nothing is played before Try again");
                compare(scene.view.banner.mode, "hidden"); // laying the answer closed the event
                press("Return"); // try again
                compare(c.puzzle.state, PuzzleSession.Waiting);
                compare(c.phase, GameController.Place);
                compare(scene.view.banner.mode, "event"); // the position as it was asked
                answer();
                compare(verdict(), PuzzleSession.Wrong); // the same move
                // a button Tab put the focus ring on is pressed by Space and by Enter, not
                // the card's default action (Enter: try again)
                const retry = scene.findObject(card, "puzzleRetry");
                retry.forceActiveFocus(Qt.TabFocusReason);
                verify(retry.visualFocus);
                press("Space");
                compare(c.puzzle.state, PuzzleSession.Waiting);
                scene.boardView.forceActiveFocus();
                answer();
                compare(verdict(), PuzzleSession.Wrong);
                const show = scene.findObject(card, "puzzleShowBetter");
                verify(show.visible);
                verify(show.Accessible.description.indexOf("V") > 0, show.Accessible.description);
                verify(show.text.indexOf("(V)") > 0, show.text);
                show.forceActiveFocus(Qt.TabFocusReason);
                press("Return"); // the better move, by its focused button
                compare(c.puzzle.state, PuzzleSession.Shown);
                compare(c.phase, GameController.Place);
                verify(scene.findObject(scene.boardView, "puzzleBestGhost").visible);
                verify(scene.view.puzzleCard.Accessible.description.indexOf("“Better move”") > 0);
                // the words name the tile's turn as well as its frame
                const turned = "The tile is turned " + (c.puzzle.best.rotation * 90) + " degrees there.";
                verify(scene.view.puzzleCard.Accessible.description.indexOf(turned) > 0, scene.view.puzzleCard.Accessible.description);
                // the better move, by the keys: right, but seen first, not solved
                const best = c.puzzle.best;
                scene.boardView.forceActiveFocus();
                answer(best.x, best.y, best.rotation, best);
                compare(verdict(), PuzzleSession.Right);
                verify(!c.puzzle.solved);
                compare(puzzles.solvedCount, 0);
                // the card says why it is not solved, as the list counts it
                const said = scene.findObject(card, "puzzleStatus").text;
                verify(said.indexOf("stays unsolved") > 0, said);
                compare(scene.view.hint, "Right, but the better move was shown: not solved.");
                // the answer stands on the tile while its verdict shows (never applied)
                compare(c.phase, GameController.Deploy);
                if (best.crownSector >= 0)
                    verify(scene.findObject(scene.view, "stagedCrownFollower").visible);
                else if (best.featureKind >= 0)
                    verify(scene.findObject(scene.view, "stagedFollower").visible);
                verify(c.staging.endTurn().length > 0, "the answer is no turn to end");
            } else {
                verify(c.puzzle.solved);
                tryCompare(puzzles, "solvedCount", 1);
            }
            compare(c.puzzle.puzzleId, id);
        }
        function verdict() {
            const p = scene.controller.puzzle;
            tryVerify(() => p.state === PuzzleSession.Right || p.state === PuzzleSession.Wrong, 60000);
            const card = scene.view.puzzleCard;
            const status = scene.findObject(card, "puzzleStatus");
            verify(card.visible);
            compare(card.Accessible.description, status.text);
            if (p.state === PuzzleSession.Right) {
                verify(status.text.indexOf("Right") === 0, status.text);
                if (!p.betterShown)
                    compare(scene.view.hint, status.text); // the top bar, said to a screen reader
            } else {
                verify(status.text.indexOf("Not yet: this move loses") === 0, status.text);
                // the top bar in a line: the loss; the card says the rest
                verify(scene.view.hint.indexOf("Not yet: this move loses") === 0, scene.view.hint);
                verify(scene.view.hint.length < status.text.length, scene.view.hint);
                verify(scene.view.hint.indexOf("Try again") < 0, scene.view.hint);
            }
            // a screen reader hears the card's words, what to do next included
            const announcer = scene.view.extras.announcer;
            tryVerify(() => announcer.spoken.indexOf(status.text) >= 0, 2000, announcer.spoken.join(" | "));
            return p.state;
        }

        when: windowShown
    }
}
