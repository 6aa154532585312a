// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "crowns": the crown spaces of the wheel.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "turn", "scoring"]

    HelpText {
        text: qsTr("The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.")
    }
    HelpHeading {
        text: qsTr("Putting a follower on a crown")
    }
    HelpText {
        text: qsTr("Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.")
    }
    HelpHeading {
        text: qsTr("When crowns score")
    }
    HelpText {
        text: qsTr("When the pig stops on a sector, right after its event, the followers on that sector's crown spaces score and go back to their owners:")
    }
    HelpBullet {
        text: qsTr("one crown space: its follower scores 3 points;")
    }
    HelpBullet {
        text: qsTr("two crown spaces, one follower: it scores 6 points;")
    }
    HelpBullet {
        text: qsTr("two crown spaces, two followers: each scores 3 points, even when both belong to the same player.")
    }
    HelpText {
        text: qsTr("Followers in sectors that the pig only walks through do not score and stay where they are.")
    }
    HelpText {
        text: qsTr("At the end of the game, followers still on crown spaces score nothing.")
    }
    HelpBox {
        HelpText {
            text: qsTr("Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.")
        }
        HelpText {
            text: qsTr("After the storm, Green's follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.")
        }
    }
}
