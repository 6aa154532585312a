// SPDX-License-Identifier: GPL-3.0-or-later
// A paragraph of a help page (StyledText for the odd <b>; keep markup rare).
import QtQuick
import Fortuna.Art

Text {
    width: parent ? parent.width : implicitWidth
    wrapMode: Text.Wrap
    textFormat: Text.StyledText
    font.pixelSize: 15
    lineHeight: 1.25
    color: Theme.ink
    Accessible.role: Accessible.StaticText
    Accessible.name: text.replace(/<[^>]*>/g, "")
}
