// SPDX-License-Identifier: GPL-3.0-or-later
// One seat of the setup: colour (each colour once: picking a taken one swaps), name, human or
// computer level, remove.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

RowLayout {
    id: root

    required property int index
    required property string name
    required property string color
    required property string level
    property var levels: []           // "" for a human, then the computer levels
    property var takenBy: ({})        // colour -> seat name, for the colour menu
    property bool removable: true

    signal colorPicked(string color)
    signal nameEdited(string name)
    signal levelPicked(string level)
    signal removeRequested()

    spacing: 8
    objectName: "seat_" + index

    Button {
        id: colorButton
        objectName: "seatColor"
        Layout.preferredWidth: 52
        Layout.preferredHeight: 38
        Accessible.name: qsTr("Colour of player %1: %2").arg(root.index + 1).arg(Words.colorName(root.color))
        ToolTip.visible: hovered
        ToolTip.delay: 400
        ToolTip.text: qsTr("Colour: %1 (click to change)").arg(Words.colorName(root.color))
        onClicked: colorMenu.open()
        background: Rectangle {
            radius: 8
            color: colorButton.hovered ? Theme.parchmentHover : Theme.parchmentRow
            border.color: colorButton.visualFocus ? Theme.focus : Theme.playerColor(root.color)
            border.width: colorButton.visualFocus ? 3 : 2.5
        }
        contentItem: Item {
            Meeple {
                anchors.centerIn: parent
                width: 30
                height: 30
                player: Theme.colorIndex(root.color)
            }
        }
        Menu {
            id: colorMenu
            y: colorButton.height
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
            Instantiator {
                model: Theme.colorNames
                onObjectAdded: (index, object) => colorMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => colorMenu.removeItem(object)
                delegate: MenuItem {
                    id: item
                    required property string modelData
                    text: root.takenBy[modelData] !== undefined && modelData !== root.color
                          ? qsTr("%1 (swap with %2)").arg(Words.colorName(modelData)).arg(root.takenBy[modelData])
                          : Words.colorName(modelData)
                    checkable: true
                    checked: modelData === root.color
                    onTriggered: root.colorPicked(modelData)
                    icon.color: "transparent"
                    leftPadding: 40
                    Meeple {
                        x: 8
                        anchors.verticalCenter: parent.verticalCenter
                        width: 24
                        height: 24
                        player: Theme.colorIndex(item.modelData)
                    }
                }
            }
        }
    }
    TextField {
        id: nameField
        objectName: "seatName"
        Layout.fillWidth: true
        Layout.preferredHeight: 38
        Layout.minimumWidth: 100
        text: root.name
        // a remote player's seat takes the name its player gives when joining
        enabled: root.level !== "remote"
        opacity: enabled ? 1 : 0.55
        maximumLength: 24
        font.pixelSize: 15
        placeholderText: qsTr("Name")
        selectByMouse: true
        Accessible.name: qsTr("Name of player %1").arg(root.index + 1)
        onTextEdited: root.nameEdited(text)
        background: Rectangle {
            radius: 6
            color: Theme.field
            border.color: nameField.activeFocus ? Theme.focus : Theme.parchmentEdge
            border.width: nameField.activeFocus ? 2 : 1
        }
    }
    ComboBox {
        id: levelBox
        objectName: "seatLevel"
        // wide enough for the longest level name of the language ("Компьютер · сильный")
        Layout.preferredWidth: Math.max(186, Math.ceil(Math.max(...root.levels.map(l => levelMetrics.advanceWidth(Words.levelName(l)))))
                                             + leftPadding + rightPadding + 28)
        Layout.preferredHeight: 38
        model: root.levels
        currentIndex: Math.max(0, root.levels.indexOf(root.level))
        displayText: Words.levelName(root.level)
        font.pixelSize: 13
        Accessible.name: qsTr("Player %1 is played by").arg(root.index + 1)
        onActivated: idx => root.levelPicked(root.levels[idx])
        popup.width: Math.max(levelBox.width, 480)
        delegate: ItemDelegate {
            id: levelItem
            required property string modelData
            required property int index
            width: levelBox.popup.width
            text: Words.levelName(modelData)
            highlighted: levelBox.highlightedIndex === index
            font.pixelSize: 13
            // Each level in one line: how it plays, how long it thinks.
            contentItem: Column {
                spacing: 1
                Text {
                    text: levelItem.text
                    font: levelItem.font
                    color: Theme.ink
                }
                Text {
                    visible: text.length > 0
                    width: levelItem.availableWidth
                    text: Words.levelDescription(levelItem.modelData)
                    font.pixelSize: 11
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
            }
        }
        FontMetrics {
            id: levelMetrics
            font: levelBox.font
        }
        background: Rectangle {
            radius: 6
            color: levelBox.down ? Theme.parchmentDark : Theme.parchmentRow
            border.color: levelBox.visualFocus ? Theme.focus : Theme.parchmentEdge
            border.width: levelBox.visualFocus ? 2 : 1
        }
    }
    ToolButton {
        objectName: "seatRemove"
        Layout.preferredWidth: 34
        Layout.preferredHeight: 34
        enabled: root.removable
        opacity: enabled ? 1 : 0.25
        text: "×"
        font.pixelSize: 20
        onClicked: root.removeRequested()
        Accessible.name: qsTr("Remove player %1").arg(root.index + 1)
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Remove this player")
    }
}
