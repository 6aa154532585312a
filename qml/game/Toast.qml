// SPDX-License-Identifier: GPL-3.0-or-later
// A transient message (a refusal, a file saved, ...). It never blocks input.
import QtQuick

Rectangle {
    id: root

    property string text
    // "info" or "warning"
    property string kind: "info"

    function show(message, warning) {
        text = message;
        kind = warning ? "warning" : "info";
        opacity = 1;
        hideTimer.restart();
    }
    function hide() {
        hideTimer.stop();
        opacity = 0;
    }

    objectName: "toast"
    width: Math.min(label.implicitWidth + 48, parent ? parent.width - 40 : 600)
    height: label.implicitHeight + 22
    radius: 10
    color: kind === "warning" ? "#fbe3d6" : "#f7ecd0"
    border.color: kind === "warning" ? Theme.danger : Theme.gold
    border.width: 2
    opacity: 0
    visible: opacity > 0
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text

    Behavior on opacity { NumberAnimation { duration: 180 } }

    Rectangle {
        width: 6
        height: parent.height - 12
        anchors.verticalCenter: parent.verticalCenter
        x: 8
        radius: 3
        color: root.kind === "warning" ? Theme.danger : Theme.gold
    }
    Text {
        id: label
        objectName: "toastText"
        x: 24
        width: root.width - 36
        anchors.verticalCenter: parent.verticalCenter
        text: root.text
        wrapMode: Text.Wrap
        font.pixelSize: 14
        color: Theme.ink
    }
    Timer {
        id: hideTimer
        interval: Math.max(3200, root.text.length * 70)
        onTriggered: root.opacity = 0
    }
    TapHandler {
        onTapped: root.hide()
    }
}
