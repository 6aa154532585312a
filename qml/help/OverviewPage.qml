// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "overview": the whole game in one screen.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["turn", "wheel", "scoring"]

    HelpText {
        text: qsTr("Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.")
    }
    HelpText {
        text: root.wheelAsStart ? qsTr("In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.") : qsTr("Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.")
    }
    HelpHeading {
        text: qsTr("Your turn in short")
    }
    HelpBullet {
        text: qsTr("Draw a tile. A wheel icon turns the wheel first.")
    }
    HelpBullet {
        text: qsTr("Lay the tile so that it matches the land around it.")
    }
    HelpBullet {
        text: qsTr("You may put a follower on it, or on a crown space of the wheel.")
    }
    HelpBullet {
        text: qsTr("Score what your tile has completed.")
    }
    HelpHeading {
        text: qsTr("Ways to score")
    }
    HelpBullet {
        text: qsTr("Completed roads, cities and cloisters, as soon as they are finished.")
    }
    HelpBullet {
        text: qsTr("The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.")
    }
    HelpBullet {
        text: qsTr("Crown spaces, when the pig stops on their sector.")
    }
    HelpBullet {
        text: qsTr("Completed tents of the Fortune Teller.")
        visible: root.fortuneTellerEnabled
    }
    HelpBullet {
        text: qsTr("Unfinished features and farms, at the end of the game.")
    }
    HelpBox {
        kind: HelpBox.InThisGame

        HelpText {
            text: qsTr("The bag holds %n land tile(s) at the start.", "", root.bagCount)
        }
        HelpText {
            text: root.fortuneTellerEnabled ? qsTr("The Fortune Teller is in play.") : qsTr("The Fortune Teller is not in play.")
        }
        HelpText {
            text: root.majorityFamine ? qsTr("At Famine, only the player or players with the most farmers on a farm score.") : qsTr("At Famine, every farmer scores.")
        }
        HelpText {
            text: root.wheelAsStart ? qsTr("The wheel board is the starting tile.") : qsTr("The wheel board lies beside the landscape.")
        }
    }
}
