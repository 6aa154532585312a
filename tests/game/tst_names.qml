// SPDX-License-Identifier: GPL-3.0-or-later
// The default names of the seats, computers' included, follow the language from the first
// switch on (a fresh start in English, then French): the setup makes them, and the game
// started from it shows them; the lesson's opponent too.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function cleanup() {
            LanguageManager.language = "en";
            scene.controller.closeGame();
        }

        // A remembered setup whose seats carry the English default names (an older version
        // remembered them so) opens with the default names of the language of the day.
        function test_a_remembered_english_default_name_is_a_default_name() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            LanguageManager.language = "fr";
            verify(s.load({
                        "players": [{
                                "name": "Player 1",
                                "color": "red"
                            }, {
                                "name": "Player 2",
                                "color": "blue",
                                "ai": "normal"
                            }, {
                                "name": "Player 2",
                                "color": "green",
                                "ai": "easy"
                            }]
                    }));
            // the third seat's "Player 2" is not its default name: a name typed so stays
            compare(s.setupMap().players.map(p => p.name), ["Joueur 1", "Joueur 2", "Player 2"]);
            LanguageManager.language = "ru";
            compare(s.setupMap().players.map(p => p.name), ["Игрок 1", "Игрок 2", "Player 2"]);
            verify(s.start());
            compare(scene.controller.players.get(1).name, "Игрок 2");
            const remembered = s.seats.remembered();
            compare(remembered.players.map(p => p.name), ["", "", "Player 2"]);
        }
        // A game started with default names shows them in the language of the moment: a
        // switch during the game renames them everywhere the players model reaches (the end
        // screen's "Joueur 3 wins" read "Joueur 3 побеждает!"); a typed name stays.
        function test_a_switch_renames_the_default_seats_of_a_running_game() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            LanguageManager.language = "fr";
            verify(s.load({
                        "players": [{
                                "name": "",
                                "color": "red"
                            }, {
                                "name": "Ana",
                                "color": "blue",
                                "ai": "normal"
                            }]
                    }));
            verify(s.start());
            const c = scene.controller;
            compare([c.players.get(0).name, c.players.get(1).name], ["Joueur 1", "Ana"]);
            LanguageManager.language = "ru";
            compare([c.players.get(0).name, c.players.get(1).name], ["Игрок 1", "Ana"]);
            compare(scene.view.actingName, "Игрок 1");
            LanguageManager.language = "en";
            compare(c.players.get(0).name, "Player 1");
        }
        // The lesson's opponent follows a switch like the learner: "Bruno" in Polish stayed
        // "Бруно" after a switch from Russian.
        function test_a_switch_renames_the_lessons_opponent() {
            const c = scene.controller;
            LanguageManager.language = "ru";
            compare(c.lesson.startTutorial(false), "");
            compare([c.players.get(0).name, c.players.get(1).name], ["Игрок 1", "Бруно"]);
            LanguageManager.language = "pl";
            compare([c.players.get(0).name, c.players.get(1).name], ["Gracz 1", "Bruno"]);
            LanguageManager.language = "ru";
            compare(c.players.get(1).name, "Бруно");
        }
        function test_the_first_switch_renames_the_default_seats() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            s.loadDefaults();
            s.addSeat();
            compare(s.setupMap().players.map(p => p.name), ["Player 1", "Player 2", "Player 3"]);
            compare(s.setupMap().players.map(p => p.ai || ""), ["", "normal", "normal"]);
            // the first switch of this run
            LanguageManager.language = "fr";
            compare(s.setupMap().players.map(p => p.name), ["Joueur 1", "Joueur 2", "Joueur 3"]);
            LanguageManager.language = "ru";
            compare(s.setupMap().players.map(p => p.name), ["Игрок 1", "Игрок 2", "Игрок 3"]);
            // the game started from it names its computers so
            verify(s.start());
            const c = scene.controller;
            compare([c.players.get(0).name, c.players.get(1).name, c.players.get(2).name], ["Игрок 1", "Игрок 2", "Игрок 3"]);
        }

        name: "Names"
        when: windowShown
    }
}
