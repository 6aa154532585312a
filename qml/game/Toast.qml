// SPDX-License-Identifier: GPL-3.0-or-later
// A transient message (a refusal, a file saved, ...). It never blocks input.
import QtQuick
import Fortuna.Art

Rectangle {
    id: root

    property string text
    // a second, smaller line (for example the engine's exact reason)
    property string detail
    // "info" or "warning"
    property string kind: "info"

    function show(message, warning, more) {
        text = message;
        detail = more || "";
        kind = warning ? "warning" : "info";
        opacity = 1;
        hideTimer.restart();
    }
    function hide() {
        hideTimer.stop();
        opacity = 0;
    }

    objectName: "toast"
    width: Math.min(Math.max(label.implicitWidth, detailLabel.visible ? detailLabel.implicitWidth : 0) + 48, parent ? parent.width - 40 : 600)
    height: label.implicitHeight + (detailLabel.visible ? detailLabel.implicitHeight + 4 : 0) + 22
    radius: 10
    color: kind === "warning" ? "#fbe3d6" : Theme.parchment
    border.color: kind === "warning" ? Theme.danger : Theme.gold
    border.width: 2
    opacity: 0
    visible: opacity > 0
    Accessible.role: Accessible.AlertMessage
    Accessible.name: detail.length > 0 ? text + " " + detail : text

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
        y: 11
        width: root.width - 36
        text: root.text
        wrapMode: Text.Wrap
        font.pixelSize: 14
        font.bold: root.detail.length > 0
        color: Theme.ink
    }
    Text {
        id: detailLabel
        objectName: "toastDetail"
        visible: root.detail.length > 0
        x: 24
        anchors.top: label.bottom
        anchors.topMargin: 4
        width: root.width - 36
        text: root.detail
        wrapMode: Text.Wrap
        font.pixelSize: 12
        color: Theme.inkSoft
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
