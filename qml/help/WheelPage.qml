// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "wheel": wheel icons, the pig's walk, the order of what happens.
import QtQuick
import Fortuna.Art

HelpPage {
    id: root
    seeAlso: ["fortune", "taxes", "famine", "storm", "inquisition", "plague", "crowns"]

    HelpText {
        text: qsTr("Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.")
    }
    HelpText {
        text: qsTr("When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.")
    }
    HelpHeading {
        text: qsTr("The six sectors")
    }
    Flow {
        Accessible.role: Accessible.List
        spacing: 6
        width: parent.width

        Repeater {
            model: 6

            Column {
                id: sectorCell

                required property int index
                // wide enough for the name's longest word: a name wraps between words only
                readonly property real wordWidth: Math.max(...(root.sectorNames[index] ?? "").split(/\s+/).map(w => nameMetrics.advanceWidth(w)))

                Accessible.name: root.sectorNames[index] ?? ""
                Accessible.role: Accessible.ListItem
                spacing: 4
                width: Math.max(72, Math.ceil(wordWidth) + 2)

                Loader {
                    anchors.horizontalCenter: parent.horizontalCenter
                    height: 56
                    sourceComponent: root.symbolDelegate ? root.symbolDelegate : emblem
                    width: 56

                    onLoaded: {
                        if ("sector" in item)
                            item.sector = sectorCell.index;
                    }
                }
                Text {
                    color: Theme.woodLight
                    font: nameMetrics.font
                    horizontalAlignment: Text.AlignHCenter
                    text: root.sectorNames[sectorCell.index] ?? ""
                    width: parent.width
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
    FontMetrics {
        id: nameMetrics
        font.bold: true
        font.pixelSize: 12
    }
    Component {
        id: emblem
        SectorEmblem {
        }
    }
    HelpText {
        text: qsTr("Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.")
    }
    HelpText {
        text: qsTr("Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.")
    }
    HelpHeading {
        text: qsTr("What happens, in order")
    }
    HelpBullet {
        text: qsTr("The pig walks.")
    }
    HelpBullet {
        text: qsTr("The event of the sector where it stops takes place.")
    }
    HelpBullet {
        text: qsTr("The crown spaces of that sector are scored, and their followers go home.")
    }
    HelpBullet {
        text: qsTr("You place the tile and carry on with your turn.")
    }
    HelpText {
        text: qsTr("The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.")
    }
    HelpText {
        text: qsTr("With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.")
        visible: root.fortuneTellerEnabled
    }
    HelpBox {
        HelpText {
            text: qsTr("The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.")
        }
    }
}
