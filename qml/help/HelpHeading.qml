// SPDX-License-Identifier: GPL-3.0-or-later
// A section heading inside a help page.
import QtQuick

Text {
    width: parent ? parent.width : implicitWidth
    topPadding: 8
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    font.pixelSize: 18
    font.bold: true
    color: "#6e4320"
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
