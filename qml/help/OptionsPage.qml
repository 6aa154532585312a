// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "options": the rule options of a new game and what each changes.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["setup", "famine", "fortuneteller"]

    HelpText {
        text: qsTr("These options are chosen when a new game is set up and stay the same for the whole game.")
    }
    HelpBox {
        kind: HelpBox.InThisGame
        HelpBullet {
            text: root.tileSet === "base+wheel" ? qsTr("Tile set: base game and wheel, 91 tiles.")
                                                : qsTr("Tile set: The Wheel of Fortune, 72 tiles.")
        }
        HelpBullet {
            text: root.fortuneTellerEnabled ? qsTr("Fortune Teller: on.") : qsTr("Fortune Teller: off.")
        }
        HelpBullet {
            text: root.majorityFamine ? qsTr("Famine: only the majority scores.")
                                      : qsTr("Famine: every farmer scores.")
        }
        HelpBullet {
            text: root.wheelAsStart ? qsTr("Wheel as starting tile: on.") : qsTr("Wheel as starting tile: off.")
        }
    }

    HelpHeading { text: qsTr("Tile set") }
    HelpBullet {
        text: qsTr("The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.")
    }
    HelpBullet {
        text: qsTr("Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.")
    }

    HelpHeading { text: qsTr("Fortune Teller") }
    HelpText {
        text: qsTr("Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.")
    }

    HelpHeading { text: qsTr("Famine") }
    HelpBullet {
        text: qsTr("Every farmer (the default): at Famine each farmer scores for its farm.")
    }
    HelpBullet {
        text: qsTr("Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.")
    }

    HelpHeading { text: qsTr("Wheel as starting tile") }
    HelpText {
        text: qsTr("On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.")
    }

}
