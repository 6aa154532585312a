// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "inquisition": wheel event 5.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "crowns", "scoring"]

    HelpText {
        text: qsTr("Each player scores <b>2 points</b> for every monk on the landscape, that is, every follower in a cloister, finished or not.")
    }
    HelpText {
        text: qsTr("The monks stay in their cloisters. Followers on crown spaces are not monks.")
    }
    HelpBox {
        HelpText {
            text: qsTr("Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.")
        }
    }
}
