// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "plague": wheel event 6.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "crowns"]

    HelpText {
        text: qsTr("Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.")
    }
    HelpText {
        text: qsTr("The player whose turn it is goes first, then the others follow in turn order.")
    }
    HelpText {
        text: qsTr("Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.")
    }
    HelpText {
        text: qsTr("A fortune teller on its tent is an ordinary follower here and may be chosen.")
        visible: root.fortuneTellerEnabled
    }
    HelpBox {
        HelpText {
            text: qsTr("Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.")
        }
        HelpBullet {
            text: qsTr("Blue removes a follower first.")
        }
        HelpBullet {
            text: qsTr("Then Green: Green's only followers stand on crown spaces, so Green skips.")
        }
        HelpBullet {
            text: qsTr("Last, Red removes a follower.")
        }
    }
}
