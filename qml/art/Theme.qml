// SPDX-License-Identifier: GPL-3.0-or-later
// Colours, type and animation durations of every screen (game, board, help): a warm wooden
// table, parchment cards, gold trim. The one place for them: it lives in Fortuna.Art, the
// lowest QML module, so that Fortuna, Fortuna.Game and Fortuna.Help all see it.
pragma Singleton
import QtQuick
import Fortuna.Art

QtObject {
    // The strong computer's move (the hint's ghost, the analysis' better move): a plum that is
    // no player's colour, the focus ring's blue nor the lit spots' yellow.
    readonly property color advice: "#9c2a86"
    readonly property color amber: "#8a5a10"

    // Animation durations (ms): the breathing of the legal positions, the pulse of a chosen
    // or offered marker, the quicker pulse of a follower the plague may take, a score
    // counting up, and the floating "+points" (rising, then fading).
    readonly property int breathe: 800
    // Muted brown of small captions and control borders; amber of the acting player's text.
    readonly property color bronze: "#8a6a3a"
    readonly property var colorNames: ["red", "blue", "green", "yellow", "black"]
    readonly property int countUp: 700
    readonly property color cream: "#fbe9b7"
    readonly property color creamSoft: "#e3c98f"
    readonly property color danger: "#a3321f"
    readonly property color field: "#fffdf6"
    // The keyboard focus ring of every control.
    readonly property color focus: "#2d62c4"
    readonly property color glow: "#fff3c4"
    readonly property color gold: "#c9a13c"
    // A bright gold (rims, the current help entry's ring), a warm glow (hover, attention)
    // and the yellow of the lit spots and crown markers on the board.
    readonly property color goldBright: "#e8c547"
    // The gold of a checked box or radio button.
    readonly property color goldChecked: "#b8862a"
    readonly property color goldLight: "#f3d27a"
    readonly property color good: "#3d7a2a"
    // Headings and big numbers on parchment (titles, totals).
    readonly property color heading: "#5a3414"
    // A highlighted row or entry (the winner, the chosen item).
    readonly property color highlight: "#fbe39a"
    readonly property color ink: "#3b2a1a"
    readonly property color inkSoft: "#6a5440"
    readonly property color marker: "#ffd24a"
    // The near-white of chips and halos drawn on parchment.
    readonly property color paper: "#fffaf0"
    readonly property color parchment: "#f7ecd0"
    readonly property color parchmentButton: "#f3e5c0"
    readonly property color parchmentDark: "#eadbb5"
    readonly property color parchmentDisabled: "#e8dcc0"
    readonly property color parchmentEdge: "#b08a52"
    readonly property color parchmentHover: "#fff8e2"
    readonly property color parchmentLight: "#fbf3dc"
    readonly property color parchmentMuted: "#efe2bf"

    // Shades of the parchment: a help page, a light box or link, an alternate row, a
    // hovered, a pressed, a disabled, a muted control, a flat button, an input field.
    readonly property color parchmentPage: "#f6ecd2"
    readonly property color parchmentPressed: "#e2cf9f"
    readonly property color parchmentRow: "#fbf3de"
    // Divider lines on parchment.
    readonly property color parchmentRule: "#c9a66a"

    // The player colours as the art draws them (the meeple painter's one table, through
    // PlayerPalette): red, blue, green, yellow, black.
    readonly property var playerColors: PlayerPalette.colors
    readonly property int pointsFade: 600
    readonly property int pointsRise: 1600
    readonly property int pulse: 700
    readonly property int pulseQuick: 600
    readonly property string serif: "DejaVu Serif"
    readonly property color white: "#ffffff"
    readonly property color wood: "#3a2412"
    readonly property color woodDark: "#2e1a0a"
    readonly property color woodEdge: "#6b4a22"
    // The wood of a hovered wooden button and the border of the round board buttons.
    readonly property color woodHover: "#805028"
    readonly property color woodLight: "#6e4320"
    readonly property color woodMid: "#4e2c12"

    function colorIndex(name) {
        return Math.max(0, colorNames.indexOf(name));
    }
    // Text on a chip of that colour.
    function onColor(name) {
        return name === "yellow" ? ink : white;
    }
    function playerColor(name) {
        return playerColors[colorIndex(name)];
    }
}
