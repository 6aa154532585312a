// SPDX-License-Identifier: GPL-3.0-or-later
// Base of every help page: a column of headings, paragraphs and boxes. HelpView sets the
// rule options in force, so that a page can say what applies "in this game".
import QtQuick

Column {
    id: root

    // The rule options of the game being played (same values as GameController).
    property string famineRule: "any-farmer"        // or "majority"
    property bool fortuneTellerEnabled: false
    property string tileSet: "wheel-of-fortune"     // or "base+wheel"
    property bool wheelAsStart: true

    // Set by HelpView: the game's sector symbol (or null for the help's own emblem) and the
    // six sector names, for pages that show the wheel.
    property Component symbolDelegate: null
    property var sectorNames: []

    // Pages that the view lists under "See also".
    property var seeAlso: []

    // Tiles in the bag at the start (rules.md §6, §7, §5).
    readonly property int bagCount: (tileSet === "base+wheel" ? 91 : 72)
                                    + (fortuneTellerEnabled ? 8 : 0)
                                    - (wheelAsStart ? 0 : 1)
    readonly property bool majorityFamine: famineRule === "majority"

    spacing: 12
}
