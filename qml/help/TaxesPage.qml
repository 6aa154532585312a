// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "taxes": wheel event 2.
import QtQuick

HelpPage {
    id: root
    seeAlso: ["wheel", "crowns", "scoring"]

    HelpText {
        text: qsTr("Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.")
    }
    HelpText {
        text: qsTr("For <b>each</b> of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.")
    }
    HelpBox {
        HelpText {
            text: qsTr("An unfinished city with two pennants holds two blue knights and one red knight.")
        }
        HelpBullet {
            text: qsTr("Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = <b>8 points</b>.")
        }
        HelpBullet {
            text: qsTr("The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores <b>3 points</b>.")
        }
    }
    HelpText {
        text: qsTr("The knights stay in their city and can score again at the next Taxes, or when the city is completed.")
    }
}
