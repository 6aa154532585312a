// SPDX-License-Identifier: GPL-3.0-or-later
// Small things a player meets: default names follow the language, the seed field is empty
// for each new game, the side panel shows that it scrolls at 1024×640, the colour menu is as
// wide as its labels, the Tents column only with the Fortune Teller.
import QtQuick
import QtQuick.Controls
import QtTest
import Fortuna.Model
import Fortuna.I18n
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function cleanup() {
            LanguageManager.language = "en";
            scene.view.animate = false;
            scene.width = 1280;
            scene.height = 800;
            scene.controller.closeGame();
        }
        function test_colour_labels_are_whole() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            LanguageManager.language = "fr";
            s.loadDefaults();
            const seat = scene.findObject(s, "seat_0");
            const button = scene.findObject(seat, "seatColor");
            let m = null;
            for (let i = 0; i < button.data.length; ++i) {
                if (button.data[i].itemAt !== undefined)
                    m = button.data[i];
            }
            verify(m);
            m.open();
            tryCompare(m, "visible", true);
            for (let i = 0; i < m.count; ++i) {
                const item = m.itemAt(i);
                verify(item.width >= item.implicitWidth, item.text + ": " + item.width + " < " + item.implicitWidth);
            }
            m.close();
        }
        function test_default_names_follow_the_language() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            s.loadDefaults();
            s.addSeat();
            compare(s.setupMap().players.map(p => p.name), ["Player 1", "Player 2", "Player 3"]);
            const seat = scene.findObject(s, "seat_1");
            const field = scene.findObject(seat, "seatName");
            field.text = "Bruno";
            field.textEdited();
            LanguageManager.language = "fr";
            compare(s.setupMap().players.map(p => p.name), ["Joueur 1", "Bruno", "Joueur 3"]);
            compare(scene.findObject(scene.findObject(s, "seat_0"), "seatName").text, "Joueur 1");
            LanguageManager.language = "en";
            compare(s.setupMap().players.map(p => p.name), ["Player 1", "Bruno", "Player 3"]);
            // a default name is remembered as none: it comes back in the language of the day
            verify(s.start());
            const remembered = s.seats.remembered();
            compare(remembered.players.map(p => p.name), ["", "Bruno", ""]);
        }

        // A completed feature sends its points up from the board in the scorer's colour.
        function test_points_rise_from_a_scored_feature() {
            scene.view.animate = true;
            compare(scene.start({
                        "players": [{
                                "name": "Ana",
                                "color": "red",
                                "ai": "random"
                            }, {
                                "name": "Bo",
                                "color": "blue",
                                "ai": "random"
                            }],
                        "seed": 5
                    }), "");
            const overlay = scene.findObject(scene.boardView, "overlay");
            verify(overlay);
            let seen = "";
            tryVerify(() => {
                    for (let i = 0; i < overlay.children.length; ++i) {
                        const t = overlay.children[i].text;
                        if (t !== undefined && /^\+\d+$/.test(t))
                            seen = t;
                    }
                    return seen !== "";
                }, 60000, "no rising points while the computers scored");
            let scored = false;
            for (let i = 0; i < scene.controller.log.count; ++i) {
                const row = scene.controller.log.get(i);
                if (row.kind === LogKind.Score || row.kind === LogKind.Tent)
                    scored = true;
            }
            verify(scored, "a rise without a score in the log");
        }
        function test_tents_only_with_the_fortune_teller() {
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            verify(scene.controller.aids.scoreHistory().reasons.indexOf(Reason.Tent) < 0);
            compare(scene.start({
                        "players": scene.humans(2),
                        "rules": {
                            "fortuneTeller": true
                        },
                        "seed": 3
                    }), "");
            verify(scene.controller.aids.scoreHistory().reasons.indexOf(Reason.Tent) >= 0);
        }
        function test_the_seed_is_for_one_game() {
            const s = scene.view.setupScreen;
            scene.view.showSetup = true;
            s.loadDefaults();
            s.seedText = "77";
            verify(s.start());
            compare(scene.controller.options.seed, 77);
            compare(s.seedText, "");
            scene.view.newGame();
            compare(scene.findObject(s, "seedField").text, "");
        }
        function test_the_side_panel_shows_it_scrolls() {
            scene.width = 1024;
            scene.height = 640;
            compare(scene.start({
                        "players": scene.humans(5),
                        "seed": 3
                    }), "");
            const bar = scene.findObject(scene.view, "sidePanelScrollBar");
            verify(bar);
            tryCompare(bar, "policy", ScrollBar.AlwaysOn);
            verify(bar.visible);
            verify(scene.findObject(scene.view, "sidePanelMoreBelow").visible);
            scene.width = 1280;
            scene.height = 800;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 3
                    }), "");
            tryCompare(bar, "policy", ScrollBar.AlwaysOff);
        }

        name: "Details"
        when: windowShown
    }
}
