// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of your games (issue 45): the screen says so when there is no game yet; with
// three known games imported (Ana against an easy and a normal computer) it shows each
// level's wins and margin, where Ana's points come from and what the Plague took, each chart
// reached by Tab and described with its figures. The end screen's row of figures of a known
// record (plague-takes-monk).
import QtQuick
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

            // by keyboard: the first chart has the focus, Tab goes from chart to chart, the
            // view scrolls to show each
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
            compare(cells, ["2", "1", "6", "\u22124"]);
            compare(row.Accessible.name, "Ana: 2 tiles laid, 1 follower used, 6 points from the wheel, 4 points lost to the Plague");
            const bo = [0, 1, 2, 3].map(i => scene.findObject(scene.findObject(end, "figures_1"), "figure_" + i).text);
            compare(bo, ["1", "0", "7", "0"]);
        }

        name: "Statistics"
        when: windowShown
    }
}
