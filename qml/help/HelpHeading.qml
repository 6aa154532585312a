// SPDX-License-Identifier: GPL-3.0-or-later
// A section heading inside a help page.
import QtQuick
import Fortuna.Art

Text {
    Accessible.name: text
    Accessible.role: Accessible.Heading
    color: Theme.woodLight
    font.bold: true
    font.pixelSize: 18
    textFormat: Text.PlainText
    topPadding: 8
    width: parent ? parent.width : implicitWidth
    wrapMode: Text.Wrap
}
