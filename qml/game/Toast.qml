// SPDX-License-Identifier: GPL-3.0-or-later
// A transient message (a refusal, a file saved, ...). It never blocks input.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    // shown and counting down to leave (false once hidden)
    readonly property bool counting: hideTimer.running

    // a second, smaller line (for example the engine's exact reason)
    property string detail
    // "info" or "warning"
    property string kind: "info"
    property string text

    // Each message shown (the announcer says it: Orca 43 does not speak an alert that shows).
    signal shown(string message)

    function hide() {
        hideTimer.stop();
        opacity = 0;
    }
    function show(message, warning, more) {
        text = message;
        detail = more || "";
        kind = warning ? "warning" : "info";
        opacity = 1;
        hideTimer.restart();
        shown(detail.length > 0 ? text + " " + detail : text);
    }

    Accessible.name: detail.length > 0 ? text + " " + detail : text
    Accessible.role: Accessible.AlertMessage
    border.color: kind === "warning" ? Theme.danger : Theme.gold
    border.width: 2
    color: kind === "warning" ? "#fbe3d6" : Theme.parchment
    height: label.implicitHeight + (detailLabel.visible ? detailLabel.implicitHeight + 4 : 0) + 22
    objectName: "toast"
    opacity: 0
    radius: 10
    visible: opacity > 0
    // clear of the board's round centre button in the corner
    width: Math.min(Math.max(label.implicitWidth, detailLabel.visible ? detailLabel.implicitWidth : 0) + 48, parent ? parent.width - 2 * 80 : 600)

    Behavior on opacity  {
        NumberAnimation {
            duration: 180
        }
    }

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        color: root.kind === "warning" ? Theme.danger : Theme.gold
        height: parent.height - 12
        radius: 3
        width: 6
        x: 8
    }
    Text {
        id: label
        color: Theme.ink
        font.bold: root.detail.length > 0
        font.pixelSize: 14
        objectName: "toastText"
        text: root.text
        width: root.width - 36
        wrapMode: Text.Wrap
        x: 24
        y: 11
    }
    Text {
        id: detailLabel
        anchors.top: label.bottom
        anchors.topMargin: 4
        color: Theme.inkSoft
        font.pixelSize: 12
        objectName: "toastDetail"
        text: root.detail
        visible: root.detail.length > 0
        width: root.width - 36
        wrapMode: Text.Wrap
        x: 24
    }
    Timer {
        id: hideTimer
        interval: Math.max(3200, (root.text.length + root.detail.length) * 60)

        onTriggered: root.opacity = 0
    }
    TapHandler {
        onTapped: root.hide()
    }
}
