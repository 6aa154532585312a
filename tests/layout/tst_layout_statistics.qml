// SPDX-License-Identifier: GPL-3.0-or-later
// layout-<lang>, the statistics of your games: empty, then with three known games (against an
// easy and a normal computer), and the end screen's row of figures with five players, in the
// language of FORTUNA_LANGUAGE at 1024×640 and 1280×800 (the checks of LayoutTestCase.qml).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game
import "../game"

GameScene {
    id: gameScene
    LayoutTestCase {
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
        function test_statistics() {
            clearGames();
            // over a game (not the setup screen that another test left with its host's row)
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 1
                    }), "");
            scene.view.banner.hide();
            const d = scene.view.statisticsDialog;
            scene.view.openStatistics();
            tryCompare(d, "opened", true);
            check("statistics, empty");
            d.close();
            tryCompare(d, "visible", false);
            const files = ["stats-plague-easy.json", "stats-fortune-easy.json", "stats-monks-normal.json"].map(f => Qt.resolvedUrl("../game/data/" + f));
            scene.controller.games.importFiles(files);
            compare(scene.controller.games.total, 3);
            scene.view.openStatistics();
            tryCompare(d, "opened", true);
            check("statistics");
            d.close();
            tryCompare(d, "visible", false);
        }

        name: "LayoutStatistics"
        scene: gameScene
        when: windowShown
    }
}
