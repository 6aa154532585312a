// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language retranslates the game screen at once, including the sentences
// built from the controller's state.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n

GameScene {
    id: scene
    TestCase {
        function cleanup() {
            LanguageManager.language = "en";
        }
        // The file dialogs' filters follow a switch of language (they stayed in the language
        // of the start).
        function test_file_filters_in_the_language() {
            compare(scene.view.saveDialog.nameFilters, ["Fortuna games (*.fortuna)"]);
            LanguageManager.language = "pl";
            compare(scene.view.saveDialog.nameFilters, ["Gry Fortuna (*.fortuna)"]);
            compare(scene.view.openDialog.nameFilters[0], "Gry Fortuna (*.fortuna)");
            LanguageManager.language = "ru";
            verify(scene.view.saveDialog.nameFilters[0].indexOf("Fortuna") >= 0 && scene.view.saveDialog.nameFilters[0] !== "Fortuna games (*.fortuna)", scene.view.saveDialog.nameFilters[0]);
        }
        function test_live_switch() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["U/3", "D", "E"],
                        "seed": 9
                    }), "");
            wait(0);
            const hint = scene.findObject(scene.view, "hintText");
            const title = scene.findObject(scene.view.banner, "bannerTitle");
            compare(hint.text, "Ana: place the tile");
            compare(title.text, "Storm");
            LanguageManager.language = "fr";
            wait(0);
            verify(hint.text !== "Ana: place the tile", hint.text);
            verify(hint.text.indexOf("Ana") >= 0, hint.text);
            verify(title.text !== "Storm", title.text); // "Orage"
            LanguageManager.language = "en";
            wait(0);
            compare(hint.text, "Ana: place the tile");
        }
        // The setup's seats name the computer levels in the language switched to (they stayed
        // in English until another level was chosen).
        function test_setup_levels_in_the_language() {
            const v = scene.view;
            const s = v.setupScreen;
            v.newGame();
            s.loadDefaults();
            s.seats.setLevel(1, "beginner");
            const box = scene.findObject(scene.findObject(s, "seat_1"), "seatLevel");
            compare(box.displayText, "Computer · beginner");
            LanguageManager.language = "fr";
            wait(0);
            verify(box.displayText !== "Computer · beginner", box.displayText);
            verify(box.displayText.indexOf("Ordinateur") >= 0, box.displayText);
            v.newGame();
            wait(0);
            const again = scene.findObject(scene.findObject(s, "seat_1"), "seatLevel");
            verify(again.displayText.indexOf("Computer") < 0, again.displayText);
            LanguageManager.language = "en";
            wait(0);
            compare(again.displayText, "Computer · beginner");
        }
        // Your games shows a default name stored in English ("Player 1") in the language of
        // the day.
        function test_stored_default_names_in_the_language() {
            const games = scene.controller.games;
            games.refresh();
            while (games.total > 0)
                compare(games.remove(games.gameId(0)), "");
            compare(testSupport.plantGames(games, 1, "easy", true, "Player 1"), 1);
            LanguageManager.language = "pl";
            games.refresh();
            const rows = createTemporaryObject(rowsComponent, scene);
            compare(rows.count, 1);
            const players = rows.itemAt(0).players;
            verify(players.startsWith("Gracz 1 20 · Bo ("), players);
            verify(rows.itemAt(0).description.indexOf("Gracz 1 20") >= 0, rows.itemAt(0).description);
            // the count in its plural form: "1 z 1 gry" (not "gier")
            scene.view.openYourGames();
            tryCompare(scene.view.yourGamesDialog, "opened", true);
            compare(scene.findObject(scene.view.yourGamesDialog.contentItem, "gamesCount").text, "1 z 1 gry");
            scene.view.yourGamesDialog.close();
            tryCompare(scene.view.yourGamesDialog, "opened", false);
            compare(games.remove(games.gameId(0)), "");
        }

        name: "Language"
        when: windowShown

        Component {
            id: rowsComponent
            Repeater {
                model: scene.controller.games

                delegate: Item {
                    required property string description
                    required property string players
                }
            }
        }
    }
}
