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

        name: "Language"
        when: windowShown
    }
}
