// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "fortune": wheel event 1.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "crowns"]

    HelpText {
        text: qsTr("The player whose turn it is scores <b>3 points</b>. This is the only event that concerns one player alone.")
    }
    HelpBox {
        HelpText {
            text: qsTr("The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.")
        }
        HelpText {
            text: qsTr("Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue's supply.")
        }
        HelpText {
            text: qsTr("Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.")
        }
    }
}
