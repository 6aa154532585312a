// SPDX-License-Identifier: GPL-3.0-or-later
// A section heading inside a help page.
import QtQuick
import Fortuna.Art

Text {
    width: parent ? parent.width : implicitWidth
    topPadding: 8
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    font.pixelSize: 18
    font.bold: true
    color: Theme.woodLight
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
