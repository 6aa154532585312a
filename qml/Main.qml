// SPDX-License-Identifier: GPL-3.0-or-later
// The main window. For now it shows the demo table (sample tiles around the wheel board)
// and the side column; the game screen will take the demo's place.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna

ApplicationWindow {
    id: window

    // Set to false (settings, tests) to skip animations.
    property bool animate: true
    // From the command line (--load RECORD.json, --turns K), for the game screen to use.
    property string recordFile
    property int replayTurns: -1

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Fortuna")
    color: "#3a2412"

    header: Rectangle {
        height: 56
        gradient: Gradient {
            GradientStop { position: 0; color: "#6e4320" }
            GradientStop { position: 1; color: "#4e2c12" }
        }
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 2
            color: "#c9a13c"
        }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 14
            anchors.rightMargin: 14
            spacing: 12

            WheelFace {
                Layout.preferredWidth: 40
                Layout.preferredHeight: 40
            }
            Column {
                Text {
                    text: qsTr("Fortuna")
                    font.family: "DejaVu Serif"
                    font.bold: true
                    font.pixelSize: 22
                    color: "#fbe9b7"
                }
                Text {
                    text: qsTr("The Wheel of Fortune · The Fortune Teller")
                    font.pixelSize: 11
                    color: "#e3c98f"
                }
            }
            Item { Layout.fillWidth: true }
            Rectangle {
                Layout.preferredHeight: 34
                Layout.preferredWidth: hint.implicitWidth + 34
                radius: 17
                color: "#f7ecd0"
                border.color: "#c9a13c"
                border.width: 2
                Text {
                    id: hint
                    anchors.centerIn: parent
                    text: qsTr("Lay the tile so that its edges match the land around it")
                    font.pixelSize: 14
                    color: "#3b2a1a"
                }
            }
            Item { Layout.fillWidth: true }
            Text {
                text: qsTr("%1 %").arg(Math.round(table.zoom * 100))
                font.pixelSize: 13
                color: "#fbe9b7"
                Layout.preferredWidth: 44
                horizontalAlignment: Text.AlignRight
            }
            Slider {
                id: zoomSlider
                Layout.preferredWidth: 130
                from: table.minZoom
                to: table.maxZoom
                value: table.zoom
                onMoved: table.zoomAt(table.width / 2, table.height / 2, value)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Zoom")
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        DemoTable {
            id: table
            Layout.fillWidth: true
            Layout.fillHeight: true
            animate: window.animate
        }

        Rectangle {
            // the side column
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            gradient: Gradient {
                GradientStop { position: 0; color: "#5c381a" }
                GradientStop { position: 1; color: "#47290f" }
            }
            Rectangle {
                width: 3
                height: parent.height
                color: "#2e1a0a"
            }

            Flickable {
                anchors.fill: parent
                anchors.margins: 12
                anchors.leftMargin: 15
                contentHeight: column.height
                clip: true
                boundsBehavior: Flickable.StopAtBounds

                Column {
                    id: column
                    width: parent.width
                    spacing: 12

                    Card {
                        width: parent.width
                        title: qsTr("Tile in hand")
                        TilePreview {
                            id: preview
                            width: parent.width
                            tileId: "S"
                            onRotateLeft: turns = (turns + 3) % 4
                            onRotateRight: turns = (turns + 1) % 4
                        }
                    }
                    Card {
                        width: parent.width
                        title: qsTr("The wheel")
                        WheelLegend {
                            width: parent.width
                            currentSector: table.wheel.pigSector
                        }
                    }
                    Card {
                        width: parent.width
                        title: qsTr("Followers")
                        FollowerLegend {
                            width: parent.width
                        }
                    }
                }
            }
        }
    }

    Component.onCompleted: table.centre()
}
