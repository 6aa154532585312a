// SPDX-License-Identifier: GPL-3.0-or-later
// The end screen shows the engine's final scores, by rank, with the points by reason.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function test_the_end_screen_shows_the_final_scores() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(3),
                        "deck": ["D", "E", "U/1", "E", "B"],
                        "seed": 5
                    }), "");
            let guard = 0;
            while (c.phase !== GameController.GameOver && guard++ < 40) {
                if (c.phase === GameController.Place) {
                    const p = scene.firstLegal();
                    compare(c.placeTile(p.x, p.y), "");
                } else if (c.phase === GameController.Deploy) {
                    // a follower on the first feature, to give the end some points
                    let done = false;
                    for (let i = 0; i < c.deployOptions.count && !done; ++i) {
                        const o = c.deployOptions.get(i);
                        if (o.kind === "feature")
                            done = c.deploy(i) === "";
                    }
                    if (!done)
                        compare(c.skipDeploy(), "");
                } else {
                    fail("unexpected phase " + c.phase);
                }
            }
            compare(c.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            compare(end.ranking.length, 3);
            let best = -1;
            for (let i = 0; i < c.players.count; ++i)
                best = Math.max(best, c.players.get(i).score);
            verify(best > 0, "somebody scored");
            for (let r = 0; r < 3; ++r) {
                const row = scene.findObject(end, "rankRow_" + r);
                verify(row);
                const entry = end.ranking[r];
                // the engine's score for that player, shown as the total
                compare(scene.findObject(row, "total").text, String(c.players.get(entry.index).score));
                compare(scene.findObject(row, "name").text, c.players.get(entry.index).name);
                let sum = 0;
                for (const k in entry.breakdown)
                    sum += entry.breakdown[k];
                compare(sum, entry.score);
                if (r > 0)
                    verify(end.ranking[r - 1].score >= entry.score);
            }
            const title = scene.findObject(end, "endTitle");
            verify(title.text.length > 0);
            const history = c.aids.scoreHistory();
            verify(history.valid);
            compare(history.players.length, 3);
            for (const p of history.players)
                compare(p.finalScore, c.players.get(p.player).score);
            // the points by reason and the chart as first shown
            verify(end.history.valid);
            const reasons = end.history.reasons.length;
            verify(reasons > 0, "the ranking has columns by reason");
            const figures = end.figures.length;
            // replay the game from the end screen, then come back to it
            const turns = c.turn;
            mouseClick(scene.findObject(end, "replayButton"));
            verify(c.replay.active);
            tryCompare(end, "visible", false);
            scene.view.extras.leaveReplay();
            verify(!c.replay.active);
            compare(c.phase, GameController.GameOver);
            compare(c.turn, turns);
            tryCompare(end, "visible", true);
            // the same table and chart as before the replay, not the replay's emptied position
            verify(end.history.valid, "the chart's history after a replay");
            compare(end.history.reasons.length, reasons);
            compare(end.history.players.length, 3);
            for (const p of end.history.players)
                compare(p.finalScore, c.players.get(p.player).score);
            compare(end.figures.length, figures);
            // the same after an analysis
            mouseClick(scene.findObject(end, "analyseButton"));
            verify(c.replay.active);
            tryCompare(end, "visible", false);
            scene.view.extras.leaveReplay();
            verify(!c.replay.active);
            tryCompare(end, "visible", true);
            verify(end.history.valid, "the chart's history after an analysis");
            compare(end.history.reasons.length, reasons);
            compare(end.history.players.length, 3);
            // play again: the same players, a new game
            mouseClick(scene.findObject(end, "playAgainButton"));
            compare(c.phase === GameController.Place || c.phase === GameController.ChooseTile, true);
            compare(c.players.count, 3);
            compare(c.players.get(0).name, "Ana");
            verify(!end.visible);
        }

        name: "EndScreen"
        when: windowShown
    }
}
