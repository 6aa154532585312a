// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "storm": wheel event 4.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "crowns"]

    HelpText {
        text: qsTr("Each player scores <b>1 point</b> for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.")
    }
    HelpText {
        text: qsTr("The followers on the Storm crown spaces come home only after the event, so they do not count either.")
    }
    HelpBox {
        HelpText {
            text: qsTr("The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.")
        }
        HelpBullet {
            text: qsTr("The storm: Red scores 4 points and Blue 1 point.")
        }
        HelpBullet {
            text: qsTr("Then the crown spaces: Blue's follower scores 6 points and comes home. Blue has scored 7 points in all.")
        }
    }
}
