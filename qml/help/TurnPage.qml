// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "turn": the four steps of a turn and the end of the game.
import QtQuick

HelpPage {
    id: root
    seeAlso: root.fortuneTellerEnabled ? ["wheel", "crowns", "fortuneteller", "scoring"] : ["wheel", "crowns", "scoring"]

    HelpText {
        text: qsTr("Your turn has four steps, always in this order.")
    }
    HelpHeading {
        text: qsTr("1. Draw a tile")
    }
    HelpText {
        text: root.fortuneTellerEnabled ? qsTr("Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.") : qsTr("Take one land tile from the bag.")
    }
    HelpText {
        text: qsTr("If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.")
    }
    HelpHeading {
        text: qsTr("2. Place the tile")
    }
    HelpText {
        text: qsTr("Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.")
    }
    HelpText {
        text: qsTr("A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.")
    }
    HelpHeading {
        text: qsTr("3. Deploy a follower")
    }
    HelpText {
        text: root.fortuneTellerEnabled ? qsTr("You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.") : qsTr("You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.")
    }
    HelpText {
        text: qsTr("The road, city or field must be free: no follower may stand on any part of it, even on other tiles.")
    }
    HelpText {
        text: qsTr("Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.")
    }
    HelpHeading {
        text: qsTr("4. Score")
    }
    HelpText {
        text: qsTr("Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.")
    }
    HelpText {
        text: qsTr("Then each tent that your tile has closed in on all four sides is scored.")
        visible: root.fortuneTellerEnabled
    }
    HelpHeading {
        text: qsTr("End of the game")
    }
    HelpText {
        text: qsTr("The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.")
    }
}
