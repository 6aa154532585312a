// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard shortcuts. Each entry lists the portable sequences GameKeys binds (`keys`, the
// shortcut test presses each one) and shows them by their KeyNames, as the menus do.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art
import Fortuna.Game

ParchmentPopup {
    id: root

    // [{keys: [portable sequences], label, what}]
    readonly property var entries: {
        const r = KeyNames.revision;
        const k = s => KeyNames.text(s, r);
        //: two keys that do the same, e.g. "R / E"
        const or = (a, b) => qsTr("%1 / %2").arg(a).arg(b);
        //: Alt and a letter: "Alt+letter"
        const altLetter = qsTr("%1+letter").arg(k("Alt"));
        //: %1, %2: the keys Enter and Esc
        const menuKeys = qsTr("Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item").arg(k("Enter")).arg(k("Esc"));
        return [{
                "keys": ["R", "Shift+R"],
                "label": or(k("R"), k("Shift+R")),
                "what": qsTr("Turn the tile clockwise / anticlockwise (or right-click)")
            }, {
                "keys": ["Space", "Shift+Space"],
                "label": or(k("Space"), k("Shift+Space")),
                "what": qsTr("Go through the places you can choose now")
            }, {
                "keys": ["Return"],
                "label": k("Enter"),
                "what": qsTr("Confirm the chosen place; without a choice, no follower")
            }, {
                "keys": [],
                "label": k("Enter"),
                "what": qsTr("On the new game's page: start the game, from its button or while typing a name")
            }, {
                "keys": ["S"],
                "label": k("S"),
                "what": qsTr("Deploy no follower")
            }, {
                "keys": ["Esc", "Backspace"],
                "label": or(k("Esc"), k("Backspace")),
                "what": qsTr("Pick the laid tile up again")
            }, {
                "keys": ["1", "2", "3"],
                "label": "1 2 3",
                "what": qsTr("Choose a drawn tile (Fortune Teller)")
            }, {
                "keys": ["Left", "Right", "Up", "Down", "+", "-", "Home"],
                "label": qsTr("Arrows, %1 / %2, %3").arg(k("+")).arg("−").arg(k("Home")),
                "what": qsTr("Move, zoom, centre the board")
            }, {
                "keys": ["H"],
                "label": k("H"),
                "what": qsTr("Suggest a move (the strong computer player's choice)")
            }, {
                "keys": [],
                "label": qsTr("%1 / %2 / %3").arg(k("Enter")).arg(k("V")).arg(k("N")),
                "what": qsTr("In a puzzle: try again after a wrong answer, show the better move, the next puzzle")
            }, {
                "keys": ["L"],
                "label": k("L"),
                "what": qsTr("Show or hide the event log")
            }, {
                "keys": [],
                "label": qsTr("%1 %2 / %3 %4 / %5 %6").arg("↑").arg("↓").arg(k("PgUp")).arg(k("PgDown")).arg(k("Home")).arg(k("End")),
                "what": qsTr("In the open event log: an entry up or down, a page, the first or the last (a screen reader reads each)")
            }, {
                "keys": ["B"],
                "label": k("B"),
                "what": qsTr("Show or hide the tiles left in the bag")
            }, {
                "keys": ["M"],
                "label": k("M"),
                "what": qsTr("Sound effects on or off")
            },
            // the replay bar's own keys (tst_replaybag presses them)
            {
                "keys": [],
                "label": qsTr("%1 %2 / %3 %4 / %5").arg("←").arg("→").arg(k("Home")).arg(k("End")).arg(k("Space")),
                "what": qsTr("In a replay: a turn back or forward, to the start or the end, play or pause")
            }, {
                "keys": ["F1"],
                "label": k("F1"),
                "what": qsTr("Rules help")
            }, {
                "keys": ["F10"],
                "label": k("F10"),
                "what": qsTr("Open the Game menu")
            }, {
                "keys": [],
                "label": altLetter,
                "what": menuKeys
            }, {
                "keys": ["Ctrl+N", "Ctrl+O"],
                "label": or(k("Ctrl+N"), k("Ctrl+O")),
                "what": qsTr("New game / open a game")
            }, {
                "keys": ["Ctrl+S", "Ctrl+Shift+S"],
                "label": or(k("Ctrl+S"), k("Ctrl+Shift+S")),
                "what": qsTr("Save / save as")
            }, {
                "keys": ["Ctrl+Q"],
                "label": k("Ctrl+Q"),
                "what": qsTr("Quit")
            }];
    }

    // the height the rows may take: the window less its margins, the title and the button
    readonly property real roomForRows: (parent ? parent.height : 640) - 40 - topPadding - bottomPadding - titleHeight - 12 - 12 - closeButton.height

    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    objectName: "shortcutsDialog"
    title: qsTr("Keyboard")
    width: Math.min(600, parent ? parent.width - 40 : 600)
    // never above the window's top while the window shrinks
    y: parent ? Math.max(0, Math.round((parent.height - height) / 2)) : 0

    // it opens at its first row (it kept where it was last scrolled to, the top row half cut)
    onAboutToShow: scroller.contentY = 0

    Column {
        spacing: 12
        width: parent.width

        // the rows scroll when the window is too low for them (Romanian at 1024×640 lost the
        // last rows under the window's edge), by the wheel, the bar and the keys
        Flickable {
            id: scroller

            // a step of the arrow keys
            readonly property real line: 40

            function scrollTo(y) {
                contentY = Math.max(0, Math.min(y, contentHeight - height));
            }

            Accessible.name: root.title
            Accessible.role: Accessible.List
            activeFocusOnTab: true
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            contentHeight: grid.implicitHeight
            focus: true
            height: Math.max(80, Math.min(grid.implicitHeight, root.roomForRows))
            objectName: "shortcutsScroll"
            width: parent.width

            ScrollBar.vertical: ScrollBar {
                id: scrollBar
                policy: scroller.contentHeight > scroller.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            Keys.onPressed: event => {
                const page = height - line;
                if (event.key === Qt.Key_Down)
                    scrollTo(contentY + line);
                else if (event.key === Qt.Key_Up)
                    scrollTo(contentY - line);
                else if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space)
                    scrollTo(contentY + page);
                else if (event.key === Qt.Key_PageUp)
                    scrollTo(contentY - page);
                else if (event.key === Qt.Key_Home)
                    scrollTo(0);
                else if (event.key === Qt.Key_End)
                    scrollTo(contentHeight);
                else if (event.key === Qt.Key_Escape) // the popup's own Esc missed it on Qt 6.8
                    root.close();
                else
                    return;
                event.accepted = true;
            }

            GridLayout {
                id: grid
                columnSpacing: 16
                columns: 2
                rowSpacing: 6
                width: scroller.width - scrollBar.width - 4

                Repeater {
                    model: root.entries

                    delegate: Item {
                        id: entry

                        required property int index
                        required property var modelData

                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        implicitHeight: Math.max(keyText.implicitHeight + 2 * keyBox.padding, what.implicitHeight + 4)

                        Rectangle {
                            id: keyBox

                            // room round the key names, as on a key cap
                            readonly property real padding: 7

                            border.color: Theme.parchmentEdge
                            color: Theme.parchmentMuted
                            height: parent.height
                            objectName: "shortcutKeyBox"
                            radius: 5
                            width: 180

                            Text {
                                id: keyText
                                anchors.centerIn: parent
                                color: Theme.ink
                                font.bold: true
                                font.pixelSize: 12
                                horizontalAlignment: Text.AlignHCenter
                                objectName: "shortcutKeyText"
                                text: entry.modelData.label
                                // a long label (the log's keys in French) wraps inside its box
                                width: keyBox.width - 4 * keyBox.padding
                                wrapMode: Text.Wrap
                            }
                        }
                        Text {
                            id: what
                            anchors.left: keyBox.right
                            anchors.leftMargin: 12
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            color: Theme.ink
                            font.pixelSize: 13
                            text: entry.modelData.what
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }
        GameButton {
            id: closeButton
            anchors.right: parent.right
            objectName: "shortcutsClose"
            text: qsTr("Close")

            // AT-SPI's Press (Qt 6.4 does nothing by itself)
            Accessible.onPressAction: clicked()
            onClicked: root.close()
        }
    }
}
