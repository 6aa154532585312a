// SPDX-License-Identifier: GPL-3.0-or-later
// layout-<lang>, "Learn from your mistakes": the puzzles' screen empty, then with the puzzles
// of a game analysed, and a puzzle on the board (its card asking, its verdict, the better
// move in words), in the language of FORTUNA_LANGUAGE at 1024×640 and 1280×800 (the checks
// of LayoutTestCase.qml).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game
import "../game"

GameScene {
    id: gameScene
    LayoutTestCase {
        function test_puzzles() {
            const c = scene.controller;
            const games = c.games;
            games.rules = "*";
            games.level = "";
            games.result = 0;
            games.days = 0;
            games.refresh();
            while (games.total > 0)
                compare(games.remove(games.gameId(0)), "");
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 1
                    }), "");
            scene.view.banner.hide();
            const d = scene.view.puzzlesDialog;
            scene.view.openPuzzles();
            tryCompare(d, "opened", true);
            check("puzzles, none yet");
            d.close();
            tryCompare(d, "visible", false);

            // a game of yours played badly (the first spot, never a follower), analysed: its
            // mistakes become puzzles (as in game-puzzles)
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
                if (!c.awaitingHuman)
                    wait(5);
                else if (c.phase === GameController.Place)
                    c.placeTile(scene.firstLegal().x, scene.firstLegal().y);
                else if (c.phase === GameController.Deploy)
                    c.skipDeploy();
                else if (c.phase === GameController.Plague)
                    c.removeFollower(0);
            }
            compare(c.phase, GameController.GameOver);
            c.analysis.playouts = 4;
            compare(c.review.analyseGame(), "");
            tryCompare(c.analysis, "ready", true, 60000);
            verify(games.puzzles.count > 0);
            scene.view.openPuzzles();
            tryCompare(d, "opened", true);
            check("puzzles");
            d.close();
            tryCompare(d, "visible", false);

            // one on the board: the question, then the verdict of the first lit spot
            let id = 0;
            for (let row = 0; row < games.puzzles.count && !id; ++row) {
                compare(c.puzzles.start(games.puzzles.puzzleId(row)), "");
                if (c.puzzle.kind === "place")
                    id = c.puzzle.puzzleId;
            }
            verify(id > 0, "a placement's puzzle");
            scene.view.showSetup = false;
            check("puzzle");
            compare(c.placeTile(scene.firstLegal().x, scene.firstLegal().y), "");
            compare(c.skipDeploy(), "");
            tryVerify(() => c.puzzle.state === PuzzleSession.Right || c.puzzle.state === PuzzleSession.Wrong, 60000);
            check("puzzle, verdict");
            if (c.puzzle.state === PuzzleSession.Wrong) {
                compare(c.puzzles.showBetter(), "");
                check("puzzle, the better move");
            }
            c.closeGame();
        }

        name: "LayoutPuzzles"
        scene: gameScene
        when: windowShown
    }
}
