// SPDX-License-Identifier: GPL-3.0-or-later
// The words of each rule option, for the two views that list the options: the setup screen
// (a check box or a group of radio buttons per option, with its "?" help page) and the
// options help page (what is in force "in this game", and a section per option).
// `keys` are the keys of the rules' option table (rules::OptionSpecs, RuleOptions.all in
// Fortuna.Model), in its order; a test checks that the two lists agree and that each option
// has all its words. A new rule option adds its key and its words here, and nothing in the
// setup screen or the options page.
// The messages keep the translation contexts they were first written in (SetupScreen,
// OptionsPage, Words), so that the catalogues keep their translations.
pragma Singleton
import QtQml

QtObject {
    readonly property var keys: ["tileSet", "fortuneTeller", "famine", "wheelAsStart"]

    // {label, helpPage, choices: {value: setup text}, heading, inThisGame: {value: sentence},
    //  explained: [{text, bullet}]} for an option key; values are the choice names, or
    // "false"/"true" for a boolean option (whose `label` is the check box's text).
    function words(key) {
        switch (key) {
        case "tileSet":
            return {
                "label": qsTranslate("SetupScreen", "Tiles"),
                "helpPage": "options",
                "choices": {
                    "wheel-of-fortune": qsTranslate("Words", "The Wheel of Fortune (72 tiles)"),
                    "base+wheel": qsTranslate("Words", "Base game + wheel tiles (91)")
                },
                "heading": qsTranslate("OptionsPage", "Tile set"),
                "inThisGame": {
                    "wheel-of-fortune": qsTranslate("OptionsPage", "Tile set: The Wheel of Fortune, 72 tiles."),
                    "base+wheel": qsTranslate("OptionsPage", "Tile set: base game and wheel, 91 tiles.")
                },
                "explained": [{
                        "bullet": true,
                        "text": qsTranslate("OptionsPage", "The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.")
                    }, {
                        "bullet": true,
                        "text": qsTranslate("OptionsPage", "Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.")
                    }]
            };
        case "fortuneTeller":
            return {
                "label": qsTranslate("SetupScreen", "The Fortune Teller (8 tiles with a tent)"),
                "helpPage": "fortuneteller",
                "choices": {},
                "heading": qsTranslate("OptionsPage", "Fortune Teller"),
                "inThisGame": {
                    "true": qsTranslate("OptionsPage", "Fortune Teller: on."),
                    "false": qsTranslate("OptionsPage", "Fortune Teller: off.")
                },
                "explained": [{
                        "bullet": false,
                        "text": qsTranslate("OptionsPage", "Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.")
                    }]
            };
        case "famine":
            return {
                "label": qsTranslate("SetupScreen", "Famine"),
                "helpPage": "famine",
                "choices": {
                    "any-farmer": qsTranslate("SetupScreen", "Every farmer scores"),
                    "majority": qsTranslate("SetupScreen", "Only the farm's majority scores (first print)")
                },
                "heading": qsTranslate("OptionsPage", "Famine"),
                "inThisGame": {
                    "any-farmer": qsTranslate("OptionsPage", "Famine: every farmer scores."),
                    "majority": qsTranslate("OptionsPage", "Famine: only the majority scores.")
                },
                "explained": [{
                        "bullet": true,
                        "text": qsTranslate("OptionsPage", "Every farmer (the default): at Famine each farmer scores for its farm.")
                    }, {
                        "bullet": true,
                        "text": qsTranslate("OptionsPage", "Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.")
                    }]
            };
        case "wheelAsStart":
            return {
                "label": qsTranslate("SetupScreen", "The wheel is the start tile"),
                "helpPage": "options",
                "choices": {},
                "heading": qsTranslate("OptionsPage", "Wheel as starting tile"),
                "inThisGame": {
                    "true": qsTranslate("OptionsPage", "Wheel as starting tile: on."),
                    "false": qsTranslate("OptionsPage", "Wheel as starting tile: off.")
                },
                "explained": [{
                        "bullet": false,
                        "text": qsTranslate("OptionsPage", "On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.")
                    }]
            };
        }
        return null;
    }
}
