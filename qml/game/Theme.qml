// SPDX-License-Identifier: GPL-3.0-or-later
// Colours and type of the game screens: a warm wooden table, parchment cards, gold trim.
pragma Singleton
import QtQuick

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

    // The player colours as the art draws them (Meeple): red, blue, green, yellow, black.
    readonly property var playerColors: ["#d23a2f", "#2d62c4", "#2f9a44", "#f0c419", "#303030"]
    readonly property var colorNames: ["red", "blue", "green", "yellow", "black"]

    function colorIndex(name) {
        return Math.max(0, colorNames.indexOf(name));
    }
    function playerColor(name) {
        return playerColors[colorIndex(name)];
    }
    // Text on a chip of that colour.
    function onColor(name) {
        return name === "yellow" ? "#3b2a1a" : "#ffffff";
    }
}
