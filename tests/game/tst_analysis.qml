// SPDX-License-Identifier: GPL-3.0-or-later
// "Analyse this game" (End screen, replay bar): the analysis runs in the background with a
// progress bar, shows each player's margin over the game with the moves that lost points as
// dots and a summary per player; a dot moves the replay to the table before that move and the
// board shows the move played and the better one; Cancel drops a run.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function cleanup() {
            scene.view.extras.leaveReplay();
            scene.controller.analysis.playouts = 200;
            scene.width = 1280;
            scene.height = 800;
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
        // Where an item shows in the board area: {x0, y0, x1, y1}, `out` pixels round it.
        function inArea(item, out) {
            const p = item.mapToItem(scene.view.extras, -out, -out), q = item.mapToItem(scene.view.extras, item.width + out, item.height + out);
            return {
                "x0": p.x,
                "y0": p.y,
                "x1": q.x,
                "y1": q.y
            };
        }
        // Both analysed moves show tagged in the band between the replay bar and the analysis
        // panel.
        function inFreeBand(turn, size) {
            const extras = scene.view.extras;
            const view = scene.findObject(extras, "analysisView");
            const top = extras.replayBar.y + extras.replayBar.height;
            const bottom = view.y;
            verify(bottom - top > 100, "room for the board: " + (bottom - top));
            for (const name of ["analysisBestGhost", "analysisPlayedGhost"]) {
                const g = scene.findObject(scene.boardView, name);
                const r = inArea(g, 4 * scene.boardView.zoom);
                const where = name + " of turn " + turn + " at " + JSON.stringify(r) + ", free " + top + ".." + bottom + " " + size;
                verify(g.visible, where);
                verify(scene.findObject(g, "moveMarkTag").visible, "tagged");
                verify(r.x0 >= 0 && r.x1 <= scene.boardView.width, where);
                verify(r.y0 >= top && r.y1 <= bottom, where);
            }
        }
        function load(name) {
            const reason = scene.controller.files.loadGame(name.startsWith("file:") ? name : Qt.resolvedUrl("../record/data/" + name));
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
            // the luck with its sign: a true minus sign below zero (not a hyphen)
            verify(a.summary[0].luck !== 0);
            const rows = scene.findObject(view, "analysisSummary");
            compare(rows.count, 2);
            // in words first; the notation and the luck explained where they show
            compare(scene.findObject(rows.itemAt(1), "analysisLost").text, "7.0 points lost in 1 move, 7.0 a move\n0 big mistakes · 1 mistake · 0 inaccuracies");
            const lucky = a.summary[0].luck > 0 ? 0 : 1;
            const luck = [0, 1].map(i => scene.findObject(rows.itemAt(i), "analysisLuck").text);
            verify(luck[lucky].startsWith("luck +"), luck[lucky]);
            verify(luck[1 - lucky].startsWith("luck \u2212"), luck[1 - lucky]);
            compare(luck[1 - lucky].indexOf("-"), -1);
            compare(view.number(-2.54), "\u22122.5");
            compare(view.number(-0.02), "0.0");
            const key = scene.findObject(view, "analysisKey");
            verify(key.visible);
            const legend = key.Accessible.description;
            verify(legend.indexOf("(??)") >= 0 && legend.indexOf("(?)") >= 0 && legend.indexOf("(?!)") >= 0, legend);
            verify(legend.indexOf("Luck:") >= 0, legend);
            // the wheel's events are marked: a storm and a plague, each inside the graph (the
            // last turn's symbol stood outside the panel, past the axis' last turn)
            compare(a.wheel.length, 2);
            const graph = scene.findObject(view, "marginGraph");
            let symbols = 0;
            for (let i = 0; i < graph.children.length; ++i) {
                const s = graph.children[i];
                if (s.sector === undefined || s.objectName === "analysisDot")
                    continue;
                ++symbols;
                verify(s.x >= 0 && s.x + s.width <= graph.plotRight + s.width / 2 + 0.5, "a wheel symbol at " + s.x + " in a graph " + graph.width + " wide");
            }
            compare(symbols, 2);
            for (const w of a.wheel)
                verify(w.turn <= graph.turns, "the wheel of turn " + w.turn + " past the axis' " + graph.turns);
            for (const p of a.points)
                verify(p.turn <= graph.turns, "the move of turn " + p.turn + " past the axis' " + graph.turns);
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
            // both marks show; laid alike (another follower), the played one's tag goes below
            verify(played.visible);
            compare(played.tagBelow, a.played.x === a.best.x && a.played.y === a.best.y && a.played.rotation === a.best.rotation);
            compare(best.x, a.best.x * scene.boardView.cellSize);
            verify(scene.findObject(view, "analysisCaption").text.startsWith("Turn 2: Bo lost 7.0 points with this move."));
            // one turn number for one move: the replay shows the start of turn 2
            verify(scene.findObject(scene.view.extras.replayBar, "replayTitle").text.startsWith("Replay · turn 2 of "));
            compare(scene.findObject(scene.view, "hintText").text, "Replay: the table at the start of turn 2");
            // the replay moves on: the ghosts go, and so does the note of a turn no longer on
            // the table (it spoke of turn 2 over the board of turn 3)
            c.replay.forward();
            verify(!best.visible);
            compare(a.selected, -1);
            verify(scene.findObject(view, "analysisCaption").text.startsWith("Each line:"));
            compare(scene.view.board.pinnedCells.length, 0);
            // picked again, then the replay left and the analysis opened again from the end
            // screen (the newcomer saw turn 55's note over the board of turn 72): the table at
            // the end of the game, no move picked, the summary
            mouseClick(ds[0]);
            compare(a.selected, 1);
            verify(best.visible);
            scene.view.extras.leaveReplay();
            tryCompare(end, "visible", true);
            compare(a.selected, -1);
            mouseClick(scene.findObject(end, "analyseButton"));
            verify(a.ready);
            compare(c.replay.position, c.replay.turnCount);
            compare(a.selected, -1);
            verify(!best.visible);
            verify(!played.visible);
            verify(scene.findObject(view, "analysisCaption").text.startsWith("Each line:"));
            compare(scene.findObject(view, "analysisSummary").count, 2);
        }
        function test_both_moves_in_the_free_part_of_the_board(data) {
            scene.width = data.width;
            scene.height = data.height;
            const c = scene.controller;
            const a = c.analysis;
            a.playouts = 12; // a quicker run: where the moves show is what counts here
            compare(load(Qt.resolvedUrl("data/three-players.json").toString()), "");
            compare(c.phase, GameController.GameOver);
            tryCompare(scene.view.endScreen, "visible", true);
            mouseClick(scene.findObject(scene.view.endScreen, "analyseButton"));
            tryCompare(a, "ready", true, 200000);
            wait(50);
            const extras = scene.view.extras;
            const view = scene.findObject(extras, "analysisView");
            const best = scene.findObject(scene.boardView, "analysisBestGhost");
            const played = scene.findObject(scene.boardView, "analysisPlayedGhost");
            // colours that mean only this
            for (const g of [best, played]) {
                verify(!Qt.colorEqual(g.frame, Theme.focus), "not the keyboard's blue");
                for (const col of Theme.playerColors)
                    verify(!Qt.colorEqual(g.frame, col), "no player's colour");
            }
            verify(!Qt.colorEqual(best.frame, played.frame) || best.corners !== played.corners);
            compare([played.tag, best.tag], ["Played", "Better move"]);
            const ds = dots();
            verify(ds.length >= 3);
            let apart = 0;
            for (let i = 0; i < ds.length; ++i) {
                const d = ds[i];
                if (d.modelData.kind === "choose")
                    continue;
                mouseClick(d);
                wait(0); // the framing is queued
                verify(a.selected >= 0);
                const p = a.points[a.selected]; // dots close together: the one on top
                verify(best.visible);
                verify(played.visible);
                if (!played.tagBelow)
                    ++apart;
                inFreeBand(p.turn, "");
                // the window resized while the analysis shows (the other size, then back): the
                // moves are framed again in the band left free (they went under the replay bar)
                if (i === 0 || i === ds.length - 1) {
                    for (const size of [data.other, [data.width, data.height]]) {
                        scene.width = size[0];
                        scene.height = size[1];
                        wait(0);
                        scene.fireTimers(); // the framing a new size asks for, done now
                        wait(0);
                        inFreeBand(p.turn, size.join("x"));
                    }
                }
                // the note and the replay bar name one turn
                verify(scene.findObject(view, "analysisCaption").text.startsWith("Turn " + p.turn + ":"));
                verify(scene.findObject(extras.replayBar, "replayTitle").text.startsWith("Replay · turn " + p.turn + " of "));
            }
            verify(apart > 0, "some move played elsewhere than the better one");
        }
        // A dot of a whole game (three players, 72 tiles): the move played and the better one
        // both show on the board, in the part that the replay bar and the analysis leave free,
        // tagged, in colours that are no player's and not the keyboard's; at the smallest
        // window and at the usual one, and after a resize from one to the other while it shows.
        function test_both_moves_in_the_free_part_of_the_board_data() {
            return [{
                    "tag": "1024x640",
                    "width": 1024,
                    "height": 640,
                    "other": [1280, 800]
                }, {
                    "tag": "1280x800",
                    "width": 1280,
                    "height": 800,
                    "other": [1024, 640]
                }];
        }
        function test_cancel() {
            const c = scene.controller;
            const a = c.analysis;
            compare(load("fortune-teller-tent.json"), "");
            scene.view.extras.replayGame();
            mouseClick(scene.findObject(scene.view.extras.replayBar, "replayAnalyse"));
            verify(a.running);
            // what it does and how far it is
            const left = scene.findObject(scene.view.extras, "analysisTimeLeft");
            verify(left.visible);
            verify(left.text.indexOf("% done") > 0, left.text);
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
