// SPDX-License-Identifier: GPL-3.0-or-later
// Colours and type of the game screens: a warm wooden table, parchment cards, gold trim.
pragma Singleton
import QtQuick
import Fortuna

QtObject {
    readonly property color wood: "#3a2412"
    readonly property color woodLight: "#6e4320"
    readonly property color woodDark: "#2e1a0a"
    readonly property color woodMid: "#4e2c12"
    readonly property color parchment: "#f7ecd0"
    readonly property color parchmentDark: "#eadbb5"
    readonly property color parchmentEdge: "#b08a52"
    readonly property color gold: "#c9a13c"
    readonly property color goldLight: "#f3d27a"
    readonly property color ink: "#3b2a1a"
    readonly property color inkSoft: "#6a5440"
    readonly property color cream: "#fbe9b7"
    readonly property color creamSoft: "#e3c98f"
    readonly property color danger: "#a3321f"
    readonly property color good: "#3d7a2a"
    readonly property string serif: "DejaVu Serif"
    // The keyboard focus ring of every control.
    readonly property color focus: "#2d62c4"
    // Headings and big numbers on parchment (titles, totals).
    readonly property color heading: "#5a3414"
    // A highlighted row or entry (the winner, the chosen item).
    readonly property color highlight: "#fbe39a"
    // The near-white of chips and halos drawn on parchment.
    readonly property color paper: "#fffaf0"

    // Animation durations (ms): the breathing of the legal positions, the pulse of a chosen
    // or offered marker, the quicker pulse of a follower the plague may take, a score
    // counting up, and the floating "+points" (rising, then fading).
    readonly property int breathe: 800
    readonly property int pulse: 700
    readonly property int pulseQuick: 600
    readonly property int countUp: 700
    readonly property int pointsRise: 1600
    readonly property int pointsFade: 600

    // The player colours as the art draws them (the meeple painter's one table, through
    // PlayerPalette): red, blue, green, yellow, black.
    readonly property var playerColors: PlayerPalette.colors
    readonly property var colorNames: ["red", "blue", "green", "yellow", "black"]

    function colorIndex(name) {
        return Math.max(0, colorNames.indexOf(name));
    }
    function playerColor(name) {
        return playerColors[colorIndex(name)];
    }
    // Text on a chip of that colour.
    function onColor(name) {
        return name === "yellow" ? ink : "#ffffff";
    }
}
