// SPDX-License-Identifier: GPL-3.0-or-later
// One seat of the setup: colour (each colour once: picking a taken one swaps), name, human or
// computer level, remove.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Game
import Fortuna.Model

RowLayout {
    id: root

    required property string color
    // for each colour (Theme.colorNames' order) the name of the seat that has it, "" if none
    property var holders: []
    required property int index
    required property string level
    property var levels: []           // "" for a human, then the computer levels
    required property string name
    property bool removable: true

    signal colorPicked(string color)
    signal levelPicked(string level)
    signal nameEdited(string name)
    signal removeRequested

    objectName: "seat_" + index
    spacing: 8

    Button {
        id: colorButton
        //: %1: the seat's number (1–5); %2: the colour's name
        Accessible.name: qsTr("Colour of player %1: %2").arg(root.index + 1).arg(Words.colorName(root.color))
        Layout.preferredHeight: 38
        Layout.preferredWidth: 52
        ToolTip.delay: 400
        ToolTip.text: qsTr("Colour: %1 (click to change)").arg(Words.colorName(root.color))
        ToolTip.visible: hovered
        objectName: "seatColor"

        background: Rectangle {
            border.color: colorButton.visualFocus ? Theme.focus : Theme.playerColor(root.color)
            border.width: colorButton.visualFocus ? 3 : 2.5
            color: colorButton.hovered ? Theme.parchmentHover : Theme.parchmentRow
            radius: 8
        }
        contentItem: Item {
            Meeple {
                anchors.centerIn: parent
                height: 30
                player: Theme.colorIndex(root.color)
                width: 30
            }
        }

        // AT-SPI's Press (Qt 6.4 does nothing by itself)
        Accessible.onPressAction: colorButton.clicked()
        onClicked: colorMenu.open()

        // the menu's popup is named for a screen reader: "Colour of player 1"
        Binding {
            property: "Accessible.name"
            target: colorMenu.contentItem.parent
            value: qsTr("Colour of player %1").arg(root.index + 1)
        }
        Menu {
            id: colorMenu
            // as wide as its longest label ("Rouge (échanger avec Joueur 2)"), never cut
            width: {
                let w = 200;
                for (let i = 0; i < count; ++i) {
                    const it = itemAt(i);
                    if (it)
                        w = Math.max(w, it.implicitWidth);
                }
                return Math.ceil(w + leftPadding + rightPadding);
            }
            y: colorButton.height

            Instantiator {
                model: Theme.colorNames

                delegate: MenuItem {
                    id: item

                    readonly property string holder: root.holders[Theme.colorIndex(modelData)] || ""
                    required property string modelData

                    Accessible.name: text
                    checkable: true
                    checked: modelData === root.color
                    icon.color: "transparent"
                    leftPadding: 40
                    text: holder.length > 0 && modelData !== root.color ? qsTr("%1 (swap with %2)").arg(Words.colorName(modelData)).arg(holder) : Words.colorName(modelData)

                    onTriggered: root.colorPicked(modelData)

                    Meeple {
                        anchors.verticalCenter: parent.verticalCenter
                        height: 24
                        player: Theme.colorIndex(item.modelData)
                        width: 24
                        x: 8
                    }
                }

                onObjectAdded: (index, object) => colorMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => colorMenu.removeItem(object)
            }
        }
    }
    TextField {
        id: nameField
        Accessible.name: qsTr("Name of player %1").arg(root.index + 1)
        Layout.fillWidth: true
        Layout.minimumWidth: 100
        Layout.preferredHeight: 38
        // a remote player's seat takes the name its player gives when joining
        enabled: root.level !== "remote"
        font.pixelSize: 15
        maximumLength: 24
        objectName: "seatName"
        opacity: enabled ? 1 : 0.55
        placeholderText: qsTr("Name")
        selectByMouse: true
        text: root.name

        background: Rectangle {
            border.color: nameField.activeFocus ? Theme.focus : Theme.parchmentEdge
            border.width: nameField.activeFocus ? 2 : 1
            color: Theme.field
            radius: 6
        }

        onTextEdited: root.nameEdited(text)
    }
    ComboBox {
        id: levelBox

        // the longest description of the language (read again after a switch of language)
        readonly property real descriptionWidth: {
            LevelNames.revision;
            return Math.ceil(Math.max(...root.levels.map(l => descriptionMetrics.advanceWidth(Words.levelDescription(l)))));
        }

        // the choice, which Orca 43 reads of an editable box's text only
        Accessible.description: displayText
        Accessible.name: qsTr("Player %1 is played by").arg(root.index + 1)
        Layout.preferredHeight: 38
        // wide enough for the longest level name of the language ("Компьютер · сильный")
        Layout.preferredWidth: Math.max(186, Math.ceil(Math.max(...root.levels.map(l => levelMetrics.advanceWidth(Words.levelName(l))))) + leftPadding + rightPadding + 28)
        currentIndex: Math.max(0, root.levels.indexOf(root.level))
        displayText: Words.levelName(root.level)
        font.pixelSize: 13
        model: root.levels
        objectName: "seatLevel"
        // each level's description on one line where the window has room: the thirteen
        // choices fit a window of 1024 × 640 in every language, with no scrolling
        popup.width: Math.min(Math.max(levelBox.width, 480, descriptionWidth + 40), levelBox.Window.width - 24)

        background: Rectangle {
            border.color: levelBox.visualFocus ? Theme.focus : Theme.parchmentEdge
            border.width: levelBox.visualFocus ? 2 : 1
            color: levelBox.down ? Theme.parchmentDark : Theme.parchmentRow
            radius: 6
        }
        // text, not a read-only text field: a screen reader says "combo box", not "editable"
        contentItem: Text {
            Accessible.name: text
            Accessible.role: Accessible.StaticText
            color: Theme.ink
            elide: Text.ElideRight
            font: levelBox.font
            leftPadding: 10
            text: levelBox.displayText
            verticalAlignment: Text.AlignVCenter
        }
        delegate: ItemDelegate {
            id: levelItem

            required property int index
            required property string modelData

            // compact: the thirteen choices in one list, none cut
            bottomPadding: 5
            font.pixelSize: 13
            highlighted: levelBox.highlightedIndex === index
            // as tall as its lines (a person's one line has no band under it)
            implicitHeight: implicitContentHeight + topPadding + bottomPadding
            text: Words.levelName(modelData)
            topPadding: 5
            width: levelBox.popup.width

            // the level the arrow keys are on stands out (the style's light grey on parchment
            // was hard to see)
            background: Rectangle {
                border.color: levelItem.highlighted ? Theme.focus : "transparent"
                border.width: 2
                color: levelItem.highlighted ? Theme.parchmentDark : "transparent"
                radius: 4
            }
            // Each level in one line: how it plays, how long it thinks.
            contentItem: Column {
                spacing: 1

                Text {
                    color: Theme.ink
                    font: levelItem.font
                    text: levelItem.text
                }
                Text {
                    color: Theme.inkSoft
                    font.pixelSize: 11
                    text: Words.levelDescription(levelItem.modelData)
                    visible: text.length > 0
                    width: levelItem.availableWidth
                    wrapMode: Text.WordWrap
                }
            }
        }

        onActivated: idx => root.levelPicked(root.levels[idx])

        FontMetrics {
            id: levelMetrics
            font: levelBox.font
        }
        FontMetrics {
            id: descriptionMetrics
            font.pixelSize: 11
        }
    }
    ToolButton {
        Accessible.description: enabled ? "" : Speech.unavailable
        Accessible.name: qsTr("Remove player %1").arg(root.index + 1)
        Layout.preferredHeight: 34
        Layout.preferredWidth: 34
        ToolTip.text: qsTr("Remove this player")
        ToolTip.visible: hovered
        enabled: root.removable
        font.pixelSize: 20
        objectName: "seatRemove"
        opacity: enabled ? 1 : 0.25
        text: "×"

        // AT-SPI's Press (Qt 6.4 does nothing by itself)
        Accessible.onPressAction: if (enabled)
            clicked()
        onClicked: root.removeRequested()
    }
}
