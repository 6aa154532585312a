// SPDX-License-Identifier: GPL-3.0-or-later
// "Analyse this game" (End screen, replay bar): the analysis runs in the background with a
// progress bar, shows each player's margin over the game with the moves that lost points as
// dots and a summary per player; a dot moves the replay to the table before that move and the
// board shows the move played and the better one; Cancel drops a run.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function cleanup() {
            scene.view.extras.leaveReplay();
        }
        function dots() {
            const graph = scene.findObject(scene.view.extras, "marginGraph");
            const out = [];
            for (let i = 0; i < graph.children.length; ++i) {
                if (graph.children[i].objectName === "analysisDot")
                    out.push(graph.children[i]);
            }
            return out;
        }
        function load(name) {
            const reason = scene.controller.loadGame(Qt.resolvedUrl("../record/data/" + name));
            scene.view.showSetup = false;
            return reason;
        }
        // plague-takes-monk: Bo's tile of turn 2 (no follower) loses 7 points (a "?"), Ana's
        // last tile 3 (a "?!"); the Plague's follower was the only one (0).
        function test_analyse_a_finished_game() {
            const c = scene.controller;
            const a = c.analysis;
            compare(load("plague-takes-monk.json"), "");
            compare(c.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            mouseClick(scene.findObject(end, "analyseButton"));
            verify(c.replay.active);
            compare(c.replay.position, c.replay.turnCount);
            const view = scene.findObject(scene.view.extras, "analysisView");
            verify(view.visible);
            verify(a.running || a.ready);
            tryCompare(a, "ready", true, 60000);
            verify(!a.running);
            compare(a.progress, 1);
            compare(a.points.length, 4);
            compare(a.points[1].turn, 2);
            compare(a.points[1].label, "?");
            compare(a.points[1].lost, 7);
            compare(a.points[2].kind, "plague");
            compare(a.points[2].lost, 0);
            // the summary: one row a player, the points lost and the luck (opposite)
            compare(a.summary.length, 2);
            compare(a.summary[1].name, "Bo");
            compare(a.summary[1].lost, 7);
            compare(a.summary[0].luck, -a.summary[1].luck);
            const rows = scene.findObject(view, "analysisSummary");
            compare(rows.count, 2);
            compare(scene.findObject(rows.itemAt(1), "analysisLost").text, "7.0 points lost in 1 move, 7.0 a move");
            // the wheel's events are marked: a storm and a plague
            compare(a.wheel.length, 2);
            // the dots: the two moves that lost points
            const ds = dots();
            compare(ds.length, 2);
            verify(ds[0].width > ds[1].width); // "?" over "?!"
            mouseClick(ds[0]);
            compare(a.selected, 1);
            compare(c.replay.position, 1); // the table before turn 2
            compare(a.played.tile, a.best.tile);
            const best = scene.findObject(scene.boardView, "analysisBestGhost");
            const played = scene.findObject(scene.boardView, "analysisPlayedGhost");
            verify(best.visible);
            compare(played.visible, a.played.x !== a.best.x || a.played.y !== a.best.y || a.played.rotation !== a.best.rotation);
            compare(best.x, a.best.x * scene.boardView.cellSize);
            verify(scene.findObject(view, "analysisCaption").text.startsWith("Turn 2: Bo's move lost 7.0 points."));
            // the replay moves on: the ghosts go
            c.replay.forward();
            verify(!best.visible);
        }
        function test_cancel() {
            const c = scene.controller;
            const a = c.analysis;
            compare(load("fortune-teller-tent.json"), "");
            scene.view.extras.replayGame();
            mouseClick(scene.findObject(scene.view.extras.replayBar, "replayAnalyse"));
            verify(a.running);
            mouseClick(scene.findObject(scene.view.extras, "analysisCancel"));
            verify(!a.running);
            verify(!a.ready);
            verify(scene.findObject(scene.view.extras, "analysisRestart").visible);
            wait(1500); // the cancelled run's answer is never published
            verify(!a.ready);
            compare(a.points.length, 0);
        }

        name: "Analysis"
        when: windowShown
    }
}
