// SPDX-License-Identifier: GPL-3.0-or-later
// A paragraph of a help page (StyledText for the odd <b>; keep markup rare).
import QtQuick
import Fortuna.Art

Text {
    Accessible.name: text.replace(/<[^>]*>/g, "")
    Accessible.role: Accessible.StaticText
    color: Theme.ink
    font.pixelSize: 15
    lineHeight: 1.25
    textFormat: Text.StyledText
    width: parent ? parent.width : implicitWidth
    wrapMode: Text.Wrap
}
