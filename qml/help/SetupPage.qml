// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "setup": players, tiles, the wheel board and the pig.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["turn", "options"]

    HelpText {
        text: qsTr("Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.")
    }
    HelpHeading {
        text: qsTr("The tiles")
    }
    HelpText {
        text: root.tileSet === "base+wheel" ? qsTr("This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.") : qsTr("This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.")
    }
    HelpText {
        text: root.fortuneTellerEnabled ? qsTr("The 8 Fortune Teller tiles are shuffled in as well.") : qsTr("The Fortune Teller tiles are left out.")
    }
    HelpBox {
        kind: HelpBox.InThisGame

        HelpText {
            text: qsTr("The bag holds %n land tile(s) at the start.", "", root.bagCount)
        }
    }
    HelpHeading {
        text: qsTr("The wheel board")
    }
    HelpText {
        text: qsTr("The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.")
        visible: root.wheelAsStart
    }
    HelpText {
        text: qsTr("The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.")
        visible: root.wheelAsStart
    }
    HelpText {
        text: qsTr("In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.")
        visible: !root.wheelAsStart
    }
    HelpText {
        text: qsTr("The big pink pig starts on the Fortune sector of the wheel.")
    }
}
