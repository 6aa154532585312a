// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "famine": wheel event 3; its text follows the famine rule of the game.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["options", "scoring", "crowns"]

    HelpText {
        text: qsTr("Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.")
    }
    HelpText {
        objectName: "famineRuleText"
        text: root.majorityFamine ? qsTr("In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.") : qsTr("In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.")
    }
    HelpText {
        text: qsTr("Unfinished cities give nothing, and the farmers stay in their fields.")
    }
    HelpBox {
        HelpText {
            text: qsTr("A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.")
        }
        HelpText {
            objectName: "famineExampleText"
            text: root.majorityFamine ? qsTr("Blue has the most farmers there and scores 2 × 3 = <b>6 points</b>. Red scores nothing.") : qsTr("Blue scores 2 × 3 = <b>6 points</b> and Red scores 1 × 3 = <b>3 points</b>.")
        }
        HelpText {
            text: qsTr("At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.")
        }
    }
    HelpText {
        text: root.majorityFamine ? qsTr("This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.") : qsTr("The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.")
    }
}
