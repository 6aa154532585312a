// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes": without analysed games the puzzles' screen says how to get some;
// a game of yours played badly and analysed gives puzzles; one started from the list by the
// keyboard shows the position and its card, an answer made by the keys is checked and its
// verdict said on the card and in the top bar (what a screen reader hears); a wrong answer
// is tried again with Enter and the better move shown on the board, which solves nothing
// once seen but is right; a right answer counts as solved in the list.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

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
                                "name": "Robo",
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
            verify(list.currentItem.Accessible.name.indexOf("Robo") >= 0, list.currentItem.Accessible.name);
            verify(list.currentItem.Accessible.name.indexOf("points lost") > 0, list.currentItem.Accessible.name);
            press("Return");
            tryCompare(dialog, "visible", false);
            let guard = 0;
            while (c.puzzle.kind !== "place" && guard++ < puzzles.count) {
                compare(c.puzzles.next(), "");
            }
            compare(c.puzzle.kind, "place");
            compare(c.puzzle.state, PuzzleSession.Waiting);
            compare(c.phase, GameController.Place);
            verify(c.awaitingHuman);
            const card = scene.view.puzzleCard;
            verify(card.visible);
            verify(card.Accessible.name.indexOf("Puzzle") === 0, card.Accessible.name);
            verify(card.Accessible.description.indexOf("Find a better move") === 0, card.Accessible.description);
            compare(scene.view.hint, card.Accessible.description); // said to a screen reader as the puzzle opens
            verify(c.aids.suggestMove().length > 0, "no hint in a puzzle");

            // An answer by the keys: the first lit spot, no follower.
            scene.boardView.forceActiveFocus();
            const id = c.puzzle.puzzleId;
            answer();
            const first = verdict();
            if (first === PuzzleSession.Wrong) {
                verify(c.puzzle.answerLost > 1);
                verify(c.placeTile(0, 0).length > 0, "nothing is played before Try again");
                press("Return"); // try again
                compare(c.puzzle.state, PuzzleSession.Waiting);
                compare(c.phase, GameController.Place);
                answer();
                compare(verdict(), PuzzleSession.Wrong); // the same move
                const show = scene.findObject(card, "puzzleShowBetter");
                verify(show.visible);
                verify(show.Accessible.description.indexOf("V") > 0, show.Accessible.description);
                press("V"); // the better move, by its key
                compare(c.puzzle.state, PuzzleSession.Shown);
                compare(c.phase, GameController.Place);
                verify(scene.findObject(scene.boardView, "puzzleBestGhost").visible);
                verify(scene.view.puzzleCard.Accessible.description.indexOf("“Better move”") > 0);
                // the better move, by the keys: right, but seen first, not solved
                const best = c.puzzle.best;
                scene.boardView.forceActiveFocus();
                answer(best.x, best.y, best.rotation, best);
                compare(verdict(), PuzzleSession.Right);
                verify(!c.puzzle.solved);
                compare(puzzles.solvedCount, 0);
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
            compare(scene.view.hint, status.text); // the top bar, said to a screen reader
            if (p.state === PuzzleSession.Right)
                verify(status.text.indexOf("Right") === 0, status.text);
            else
                verify(status.text.indexOf("Not yet: this move loses") === 0, status.text);
            return p.state;
        }

        when: windowShown
    }
}
