// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "fortuneteller": the Fortune Teller mini expansion.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["turn", "wheel", "options"]

    HelpBox {
        kind: HelpBox.InThisGame

        HelpText {
            text: root.fortuneTellerEnabled ? qsTr("The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.") : qsTr("The Fortune Teller is not part of this game. You can add it when you set up a new game.")
        }
    }
    HelpHeading {
        text: qsTr("Tents and fortune tellers")
    }
    HelpText {
        text: qsTr("Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.")
    }
    HelpText {
        text: qsTr("You may have at most two fortune tellers on the board at a time.")
    }
    HelpHeading {
        text: qsTr("Drawing with fortune tellers")
    }
    HelpText {
        text: qsTr("At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.")
    }
    HelpText {
        text: qsTr("Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.")
    }
    HelpText {
        text: qsTr("If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.")
    }
    HelpHeading {
        text: qsTr("Completing a tent")
    }
    HelpText {
        text: qsTr("A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores <b>3 points</b>, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.")
    }
    HelpText {
        text: qsTr("An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.")
    }
    HelpText {
        text: qsTr("For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.")
    }
    HelpBox {
        HelpText {
            text: qsTr("Blue's fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.")
        }
    }
    HelpBox {
        kind: HelpBox.Note

        HelpText {
            text: qsTr("The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.")
        }
    }
}
