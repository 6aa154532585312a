// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "scoring": every way to score, during play and at the end.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["crowns", "wheel", "famine"]

    HelpHeading {
        text: qsTr("During the game")
    }
    HelpBullet {
        text: qsTr("Completed road: 1 point per tile.")
    }
    HelpBullet {
        text: qsTr("Completed city: 2 points per tile and 2 per pennant.")
    }
    HelpBullet {
        text: qsTr("Completed cloister, with all eight neighbours filled: 9 points.")
    }
    HelpBullet {
        text: qsTr("Completed tent: 3 points for the player who completed it.")
        visible: root.fortuneTellerEnabled
    }
    HelpBullet {
        text: qsTr("Wheel events and crown spaces, when the pig stops: see their pages.")
    }
    HelpText {
        text: qsTr("A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.")
    }
    HelpText {
        text: qsTr("Each cell of the wheel board's rim that carries part of a road or city counts as one tile of it, and the wheel board's cells count as filled neighbours of a cloister.")
        visible: root.wheelAsStart
    }
    HelpHeading {
        text: qsTr("At the end of the game")
    }
    HelpBullet {
        text: qsTr("Unfinished road: 1 point per tile.")
    }
    HelpBullet {
        text: qsTr("Unfinished city: 1 point per tile and 1 per pennant.")
    }
    HelpBullet {
        text: qsTr("Unfinished cloister: 1 point, plus 1 per filled neighbour.")
    }
    HelpBullet {
        text: qsTr("Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.")
    }
    HelpBullet {
        text: qsTr("Followers on crown spaces score nothing.")
    }
    HelpBullet {
        text: qsTr("Fortune tellers still on their tents score nothing.")
        visible: root.fortuneTellerEnabled
    }
    HelpText {
        text: qsTr("The player with the most points wins; equal points share the victory.")
    }
}
