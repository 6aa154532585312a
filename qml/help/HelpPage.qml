// SPDX-License-Identifier: GPL-3.0-or-later
// Base of every help page: a column of headings, paragraphs and boxes. HelpView sets the
// rule options in force, so that a page can say what applies "in this game".
import QtQuick

Column {
    id: root

    // Tiles in the bag at the start (rules.md §6, §7, §5).
    readonly property int bagCount: (tileSet === "base+wheel" ? 91 : 72) + (fortuneTellerEnabled ? 8 : 0) - (wheelAsStart ? 0 : 1)
    readonly property string famineRule: rules.famine === "majority" ? "majority" : "any-farmer"
    readonly property bool fortuneTellerEnabled: rules.fortuneTeller === true
    readonly property bool majorityFamine: famineRule === "majority"

    // The rule options of the game being played, keyed as in the record (GameController.rules),
    // and what the pages read of them.
    property var rules: ({})
    property var sectorNames: []

    // Pages that the view lists under "See also".
    property var seeAlso: []

    // Set by HelpView: the game's sector symbol (or null for the help's own emblem) and the
    // six sector names, for pages that show the wheel.
    property Component symbolDelegate: null
    readonly property string tileSet: rules.tileSet === "base+wheel" ? "base+wheel" : "wheel-of-fortune"
    readonly property bool wheelAsStart: rules.wheelAsStart !== false

    spacing: 12
}
