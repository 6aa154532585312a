// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of your games (issue 45): the screen says so when there is no game yet; with
// three known games imported (Ana against an easy and a normal computer) it shows each
// level's wins and margin, where Ana's points come from and what the Plague took, each chart
// reached by Tab and described with its figures. The end screen's row of figures of a known
// record (plague-takes-monk).
import QtQuick
import QtQuick.Controls
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function clearGames() {
            const games = scene.controller.games;
            games.rules = "*";
            games.level = "";
            games.result = 0;
            games.days = 0;
            games.refresh();
            while (games.total > 0)
                compare(games.remove(games.gameId(0)), "");
        }
        function openStatistics() {
            scene.view.openStatistics();
            const dialog = scene.view.statisticsDialog;
            tryCompare(dialog, "opened", true);
            return dialog;
        }
        function test_1_empty() {
            clearGames();
            scene.controller.closeGame();
            const dialog = openStatistics();
            const empty = scene.findObject(dialog.contentItem, "statsEmpty");
            verify(empty.visible);
            verify(empty.text.startsWith("No finished game of yours yet."), empty.text);
            verify(!dialog.flick.visible);
            verify(scene.findObject(dialog.contentItem, "statsClose").activeFocus);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            // opened from the Game menu, it closes to the game
            verify(!scene.view.yourGamesDialog.opened);
        }
        function test_2_three_games() {
            clearGames();
            const games = scene.controller.games;
            const files = ["stats-plague-easy.json", "stats-fortune-easy.json", "stats-monks-normal.json"].map(f => Qt.resolvedUrl("data/" + f));
            games.importFiles(files);
            compare(games.total, 3);
            scene.controller.closeGame();

            // from Your games' button
            scene.view.openYourGames();
            tryCompare(scene.view.yourGamesDialog, "opened", true);
            mouseClick(scene.findObject(scene.view.yourGamesDialog.contentItem, "gamesStatistics"));
            const dialog = scene.view.statisticsDialog;
            tryCompare(dialog, "opened", true);
            const stats = games.statistics;
            compare(stats.games, 3);
            verify(!scene.findObject(dialog.contentItem, "statsEmpty").visible);

            // the easy computer: 6 to 7 and 7 to 10, two losses; the normal one: 13 all, a shared win
            const easy = scene.findObject(dialog.contentItem, "statsLevel_easy");
            const normal = scene.findObject(dialog.contentItem, "statsLevel_normal");
            verify(easy && normal);
            compare(easy.heading, "Against Computer · easy: 2 games, 0 won (0 %), mean margin \u22122.0");
            compare(normal.heading, "Against Computer · normal: 1 game, 1 won (100 %), mean margin 0.0");
            compare(easy.Accessible.role, Accessible.Chart);
            compare(easy.Accessible.name, easy.heading);
            // the three files have one date or another: every month is said
            verify(easy.Accessible.description.startsWith(easy.heading + ". By month: " + stats.periods[0] + ": "), easy.Accessible.description);

            // Ana's points: storm 6 + 6 + 7, cloister 5, inquisition 2; the Plague took her monk (4)
            const sources = scene.findObject(dialog.contentItem, "statsSources");
            compare(sources.heading, "Where your 26 points come from, in 3 games");
            compare(sources.Accessible.description, "Where your 26 points come from, in 3 games: Storm 19 (73 %, 6.3 a game), Cloisters 5 (19 %, 1.7 a game), Inquisition 2 (8 %, 0.7 a game). " + "None from Roads, Cities, Farms, Fortune, Taxes, Famine, Crowns. The Plague took 1 follower, worth 4 points then.");
            compare(scene.findObject(sources, "statsPlague").text, "The Plague took 1 follower, worth 4 points then.");
            // no game analysed: the chart says how to get one
            const accuracy = scene.findObject(dialog.contentItem, "statsAccuracy");
            verify(scene.findObject(accuracy, "statsAccuracyEmpty").visible);
            compare(accuracy.Accessible.description, scene.findObject(accuracy, "statsAccuracyEmpty").text);

            // three games against the computer levels: two more are needed for a rating, no figure yet
            const rating = scene.findObject(dialog.contentItem, "statsRating");
            compare(rating.heading, "Your rating");
            compare(scene.findObject(rating, "statsRatingNeeded").text, "Play 2 more games against the computer levels, as the only person at the table, and your rating shows here.");
            verify(rating.Accessible.description.startsWith("Play 2 more games"), rating.Accessible.description);

            // by keyboard: the rating has the focus, Tab goes from chart to chart, the view
            // scrolls to show each
            verify(rating.activeFocus);
            keyClick(Qt.Key_Tab);
            verify(easy.activeFocus);
            keyClick(Qt.Key_Tab);
            verify(normal.activeFocus);
            keyClick(Qt.Key_Tab);
            verify(sources.activeFocus);
            keyClick(Qt.Key_Tab);
            verify(accuracy.activeFocus);
            const flick = dialog.flick;
            verify(accuracy.mapToItem(flick, 0, 0).y + accuracy.height <= flick.height + 1);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            // opened from Your games, it closes back to Your games (it went to the game behind)
            tryCompare(scene.view.yourGamesDialog, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(scene.view.yourGamesDialog, "opened", false);
        }

        // plague-takes-monk: Ana laid 2 tiles and 1 monk, the storm paid her 6 and the Plague
        // took her monk, worth 1 + 3 wheel cells; Bo laid 1 tile, the storm paid him 7.
        function test_3_end_screen_figures() {
            const c = scene.controller;
            compare(c.files.loadGame(Qt.resolvedUrl("../record/data/plague-takes-monk.json")), "");
            scene.view.showSetup = false;
            compare(c.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            const row = scene.findObject(end, "figures_0");
            verify(row);
            const cells = [0, 1, 2, 3].map(i => scene.findObject(row, "figure_" + i).text);
            // the Plague's points are not taken from a total: no minus sign, the followers first
            compare(cells, ["2", "1", "6", "1 (4)"]);
            compare(row.Accessible.name, "Ana: 2 tiles laid, 1 follower placed, 6 points from the wheel, the Plague took 1 follower, worth 4 points then");
            const bo = [0, 1, 2, 3].map(i => scene.findObject(scene.findObject(end, "figures_1"), "figure_" + i).text);
            compare(bo, ["1", "0", "7", "0"]);
            compare(scene.findObject(end, "figures_1").Accessible.name, "Bo: 1 tile laid, 0 followers placed, 7 points from the wheel, none taken by the Plague");
            compare(scene.findObject(end, "endFigures").heads, ["Tiles laid", "Followers placed", "Points from the wheel", "Taken by the Plague (points)"]);
        }

        // Your rating after known results planted in Your games: five games against Skilled,
        // four won then one lost (Glicko-2 from Normal's 402 ± 700, ai::glickoUpdate),
        // with its margin, its history as a chart described in words, and the scale it is on.
        function test_4_rating() {
            clearGames();
            const games = scene.controller.games;
            compare(testSupport.plantGames(games, 4, "skilled", true), 4);
            compare(testSupport.plantGames(games, 1, "skilled", false), 1);
            scene.controller.closeGame();
            const dialog = openStatistics();
            const card = scene.findObject(dialog.contentItem, "statsRating");
            verify(card.activeFocus);
            verify(!scene.findObject(card, "statsRatingNeeded").visible);
            compare(card.heading, "Your rating: 653 ± 325");
            // the chart's ends on a round step (not the highest figure, 1103 or so)
            const step = card.step;
            verify([1, 2, 5].indexOf(step / Math.pow(10, Math.floor(Math.log10(step)))) >= 0, step);
            compare(card.low, 0);
            const top = Math.max(...card.points.map(p => p.rating + p.margin));
            verify(card.high % step === 0 && card.high >= top && card.high - step < top, card.high + " for " + top);
            compare(scene.findObject(card, "statsRatingHigh").text, card.figure(card.high));
            compare(scene.findObject(card, "statsRatingLow").text, "0");
            compare(scene.findObject(card, "statsRatingScale").text, "Measured by your results against the computer levels, on their scale: Easy is 0, Normal 402, Master 736. Your true strength is within ±325 of this figure 95 % of the time.");
            // in words: the figures game by game, the scale, the level of an even game
            compare(card.Accessible.description, "Your rating: 653 ± 325, after 5 games against the computer levels. Measured by your results against the computer levels, on their scale: Easy is 0, Normal 402, Master 736. Your true strength is within ±325 of this figure 95 % of the time. An even game for you: Computer · strong. Game by game, the oldest first: 627, 705, 750, 781, 653.");
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            clearGames();
        }

        // A small window (1024 × 640): the charts are cut, and the scroll bar shows it.
        function test_5_scroll_bar_in_a_small_window() {
            clearGames();
            const games = scene.controller.games;
            testSupport.plantGames(games, 5, "easy", true);
            testSupport.plantGames(games, 5, "novice", false);
            testSupport.plantGames(games, 5, "master", false);
            scene.controller.closeGame();
            const width = scene.width, height = scene.height;
            scene.width = 1024;
            scene.height = 640;
            tryCompare(scene.Window.window, "height", 640);
            const dialog = openStatistics();
            const flick = dialog.flick;
            tryVerify(() => flick.contentHeight > flick.height + 20, 3000, flick.contentHeight + " in " + flick.height);
            const bar = scene.findObject(dialog.contentItem, "statsScrollBar");
            compare(bar.policy, ScrollBar.AlwaysOn);
            verify(bar.visible && bar.contentItem.opacity > 0);
            // the cards against the levels in the ladder's order
            const levels = ["statsLevel_novice", "statsLevel_easy", "statsLevel_master"].map(n => scene.findObject(dialog.contentItem, n));
            verify(levels[0].y < levels[1].y && levels[1].y < levels[2].y);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            scene.width = width;
            scene.height = height;
            clearGames();
        }

        // The score chart of a whole game (three players, 72 turns): the wheel's symbols along
        // its top, none over another (every other one was 10 px lower: neighbours overlapped).
        function test_6_wheel_symbols_apart() {
            const c = scene.controller;
            compare(c.files.loadGame(Qt.resolvedUrl("data/three-players.json")), "");
            scene.view.showSetup = false;
            compare(c.phase, GameController.GameOver);
            const end = scene.view.endScreen;
            tryCompare(end, "visible", true);
            const chart = scene.findObject(end, "scoreChart");
            verify(chart);
            const symbols = [];
            for (let i = 0; i < chart.children.length; ++i) {
                if (chart.children[i].objectName === "wheelSymbol")
                    symbols.push(chart.children[i]);
            }
            verify(symbols.length >= 10, symbols.length);
            for (let i = 0; i < symbols.length; ++i) {
                const a = symbols[i];
                verify(a.y + a.height <= chart.plotTop, "symbol " + i + " over the plot");
                for (let k = i + 1; k < symbols.length; ++k) {
                    const b = symbols[k];
                    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
                    verify(apart, "symbols " + i + " and " + k + " overlap at " + a.x + "," + a.y + " and " + b.x + "," + b.y);
                }
            }
        }

        name: "Statistics"
        when: windowShown
    }
}
