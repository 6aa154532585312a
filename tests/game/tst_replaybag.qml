// SPDX-License-Identifier: GPL-3.0-or-later
// What players of other Carcassonne apps miss: the bag panel (art and counts of the tiles to
// come), the event log telling the whole game (clicking an entry shows its tile), the replay
// (step, jump, autoplay, read-only, the way out) and the sound effects (mute remembered).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    SignalSpy {
        id: spy
        signalName: "effectPlayed"
    }
    TestCase {
        function bagItem(tileId) {
            return scene.findObject(scene.view.extras.bagPanel, "bag_" + tileId);
        }
        function cleanup() {
            scene.controller.review.endReplay();
            scene.view.extras.bagOpen = false;
            scene.view.logOpen = false;
        }
        function countText(tileId) {
            return scene.findObject(bagItem(tileId), "bagCount").text;
        }
        function load(name) {
            const reason = scene.controller.files.loadGame(Qt.resolvedUrl("../record/data/" + name));
            scene.view.showSetup = false;
            return reason;
        }
        function sentences() {
            const c = scene.controller;
            const list = [];
            for (let i = 0; i < c.log.count; ++i) {
                const row = c.log.get(i);
                list.push(Words.logSentence(row, scene.view.playerName(row.player)));
            }
            return list;
        }
        // A jump in the replay (a dot of the analysis, the slider) raises no points: those of
        // fifty turns rose over the board at once. A step forward raises its turn's.
        function test_a_jump_raises_no_points() {
            const c = scene.controller;
            compare(c.files.loadGame(Qt.resolvedUrl("data/three-players.json")), "");
            scene.view.showSetup = false;
            scene.view.extras.replayGame();
            compare(c.replay.position, 0);
            const overlay = scene.boardView.overlay;
            const rising = () => {
                let n = 0;
                for (let i = 0; i < overlay.children.length; ++i)
                    n += overlay.children[i].cellX !== undefined && overlay.children[i].order !== undefined ? 1 : 0;
                return n;
            };
            // nor do the players' cards show a gain ("+58": the points of fifty turns)
            const cards = [0, 1, 2].map(i => scene.findObject(scene.view, "playerCard_" + i));
            const gains = () => cards.map(card => scene.findObject(card, "gain").text).join("");
            const forgetGains = () => cards.forEach(card => scene.findObject(card, "gain").text = "");
            tryVerify(() => cards.every(card => card.live)); // the scores of the opened game are no gain
            forgetGains();
            scene.view.animate = true;
            c.replay.jumpTo(50);
            compare(rising(), 0, "points rose after a jump of 50 turns");
            compare(gains(), "", "a gain shown after a jump of 50 turns");
            let steps = 0;
            while (rising() === 0 && c.replay.position < c.replay.turnCount) {
                c.replay.forward();
                ++steps;
            }
            verify(rising() > 0, "a step forward into a turn that scored raises its points (" + steps + " steps)");
            verify(gains().indexOf("+") >= 0, "a step forward shows the turn's gain");
            forgetGains();
            scene.view.animate = false;
            tryVerify(() => rising() === 0, 20000, "the points rose and faded"); // none left for the next tests
            scene.view.animate = true;
            verify(c.replay.position < c.replay.turnCount);
            scene.view.extras.leaveReplay(); // back to the game as it ended: a jump too
            verify(!c.replay.active);
            compare(gains(), "", "a gain shown on leaving the replay");
            compare(rising(), 0);
            scene.view.animate = false;
        }
        function test_replay_steps_through_the_game() {
            const c = scene.controller;
            compare(load("fortune-teller-tent.json"), "");
            compare(c.phase, GameController.GameOver);
            const finalScore = c.players.get(0).score;
            const bar = scene.view.extras.replayBar;
            verify(!bar.visible);
            scene.view.extras.replayGame();
            verify(c.replay.active);
            verify(bar.visible);
            verify(!scene.view.endScreen.visible);
            compare(scene.findObject(bar, "replayTitle").text, "Replay · turn 1 of 5");
            compare(scene.findObject(scene.view, "hintText").text, "Replay: the table at the start of turn 1");
            compare(c.board.count, 0);
            compare(c.players.get(0).score, 0);
            // read-only: the board offers nothing, commands are refused
            verify(!c.awaitingHuman);
            verify(c.placeTile(1, -1).length > 0);
            mouseClick(scene.findObject(bar, "replayForward"));
            compare(c.replay.position, 1);
            compare(c.board.count, 1);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            compare(c.replay.position, 3);
            compare(scene.findObject(bar, "replayTitle").text, "Replay · turn 4 of 5");
            keyClick(Qt.Key_Left);
            compare(c.replay.position, 2);
            mouseClick(scene.findObject(bar, "replayLast"));
            compare(c.replay.position, 5);
            compare(c.players.get(0).score, finalScore);
            mouseClick(scene.findObject(bar, "replayFirst"));
            compare(c.replay.position, 0);
            // autoplay
            c.replay.interval = 100;
            const play = scene.findObject(bar, "replayPlay"), slider = scene.findObject(bar, "replaySlider");
            const paused = [play.width, slider.x];
            mouseClick(play);
            verify(c.replay.playing);
            compare(play.text, "❚❚");
            wait(0); // the layout
            compare([play.width, slider.x], paused, "the bar stays put as ▶ becomes ❚❚");
            tryCompare(c.replay, "position", 5, 30000);
            tryCompare(c.replay, "playing", false, 30000);
            // the way out: back to the game as it stands (its end screen)
            mouseClick(scene.findObject(bar, "replayLeave"));
            verify(!c.replay.active);
            verify(!bar.visible);
            compare(c.phase, GameController.GameOver);
            verify(scene.view.endScreen.visible);
        }
        function test_sounds_follow_the_game_and_mute_is_remembered() {
            const c = scene.controller;
            const sounds = scene.view.extras.sounds;
            scene.view.extras.setSound(true);
            compare(load("plague-takes-monk.json"), "");
            scene.view.extras.replayGame();
            spy.target = sounds;
            spy.clear();
            c.replay.forward(); // Ana's tile; Bo draws U/3: Storm pays everyone
            compare(spy.count, 2);
            compare(spy.signalArguments[0][0], "tile");
            compare(spy.signalArguments[1][0], "coins");
            spy.clear();
            c.replay.forward(); // Bo's tile; Ana draws U/2: the plague
            compare(spy.count, 2);
            compare(spy.signalArguments[0][0], "tile");
            compare(spy.signalArguments[1][0], "plague-bell");
            compare(c.highlightedSector, Sector.Plague);
            // M mutes; the choice is remembered
            c.replay.first();
            c.review.endReplay();
            keyClick(Qt.Key_M);
            verify(!scene.view.extras.soundOn);
            verify(!Preferences.sound);
            const count = sounds.played;
            scene.view.extras.replayGame();
            c.replay.last();
            compare(sounds.played, count);
            c.review.endReplay();
            scene.view.extras.setSoundVolume(30);
            compare(Preferences.soundVolume, 30);
            scene.view.extras.setSound(true);
            scene.view.extras.setSoundVolume(70);
            verify(Preferences.sound);
        }
        function test_the_bag_shows_the_tiles_to_come() {
            compare(scene.controller.files.loadGame(Qt.resolvedUrl("../record/data/fortune-teller-tent.json"), 1), "");
            scene.view.showSetup = false;
            const panel = scene.view.extras.bagPanel;
            verify(!panel.visible);
            keyClick(Qt.Key_B);
            verify(panel.visible);
            compare(scene.findObject(panel, "bagHeading").text, "In the bag: 3 tiles");
            // after turn 1: B in hand; U/1, E and one B to come; every other kind at ×0
            compare(countText("U/1"), "×1");
            compare(countText("E"), "×1");
            compare(countText("B"), "×1");
            compare(countText("FT1"), "×0");
            compare(bagItem("B").opacity, 1);
            verify(bagItem("FT1").opacity < 0.5);
            // the art is the tile's own (the wheel icon drawn on U/1)
            const art = bagItem("U/1").children[0];
            compare(art.tileId, "U/1");
            verify(art.valid);
            // the bag line of the side panel opens and closes it too
            mouseClick(scene.findObject(panel, "bagClose"));
            verify(!panel.visible);
            mouseClick(scene.findObject(scene.view, "bagLine"));
            verify(panel.visible);
            // the panel follows the game
            compare(scene.controller.placeTile(1, -2), "");
            compare(scene.controller.skipDeploy(), "");
            // turn 3 drew U/1 and E for Ana's fortune teller: only B is left
            compare(countText("U/1"), "×0");
            compare(countText("E"), "×0");
            compare(countText("B"), "×1");
            compare(scene.findObject(panel, "bagHeading").text, "In the bag: 1 tile");
        }
        function test_the_log_tells_the_whole_game() {
            compare(load("plague-takes-monk.json"), "");
            const s = sentences();
            compare(s[0], "Ana laid a tile and put a monk in the cloister.");
            compare(s[1], "Bo drew a wheel tile: the pig walked 3 sectors to Storm.");
            compare(s[2], "Bo laid a tile.");
            compare(s[3], "Ana drew a wheel tile: the pig walked 2 sectors to Plague.");
            compare(s[4], "Ana loses a monk to the plague.");
            compare(s[5], "Ana laid a tile.");
            compare(s[s.length - 1], "The game is over.");
            compare(load("single-crown-scores-three.json"), "");
            compare(sentences()[0], "Ana laid a tile and put a follower on a crown space of Famine.");
            compare(load("fortune-teller-tent.json"), "");
            const ft = sentences();
            verify(ft.indexOf("Ana kept one tile of the Fortune Teller's draw.") > 0);
            compare(ft[0], "Ana laid a tile and put a fortune teller in the tent.");
            verify(ft.indexOf("Ana laid a tile and put a thief on the road.") > 0);

            // a click on an entry shows its tile on the board
            compare(load("plague-takes-monk.json"), "");
            scene.view.endDismissed = true; // the game is over: look at the board
            scene.view.logOpen = true;
            const list = scene.findObject(scene.view, "eventLogList");
            tryVerify(() => list.count === scene.controller.log.count);
            list.positionViewAtBeginning();
            tryVerify(() => list.itemAtIndex(0) !== null, 20000);
            const first = list.itemAtIndex(0);
            mouseClick(first, 20, first.height / 2);
            compare(scene.view.extras.tileFlash.shownCell, Qt.point(2, -1));
            const centre = scene.boardView.cellCentre(2, -1);
            verify(Math.abs(centre.x - scene.boardView.width / 2) < 1);
            // in the middle of what the open log leaves visible
            const log = scene.findObject(scene.view, "eventLog");
            verify(Math.abs(centre.y - (scene.boardView.height - log.height) / 2) < 1);
        }

        name: "ReplayBag"
        when: windowShown
    }
}
