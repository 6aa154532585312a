// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About Fortuna: the version, the licence and the credits.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

ParchmentPopup {
    id: root
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    objectName: "aboutDialog"
    title: qsTr("About Fortuna")

    Column {
        spacing: 10
        width: parent.width

        Text {
            color: Theme.ink
            font.bold: true
            font.pixelSize: 15
            objectName: "aboutVersion"
            text: Qt.application.version.length > 0 ? qsTr("Fortuna %1").arg(Qt.application.version) : qsTr("Fortuna")
            width: parent.width
            wrapMode: Text.WordWrap
        }
        Text {
            color: Theme.ink
            font.pixelSize: 14
            text: qsTr("An unofficial fan implementation of Carcassonne: The Wheel of Fortune, with the Fortune Teller, for two to five players, each human or computer.")
            width: parent.width
            wrapMode: Text.WordWrap
        }
        Text {
            color: Theme.ink
            font.pixelSize: 14
            objectName: "aboutLicence"
            text: qsTr("Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.")
            width: parent.width
            wrapMode: Text.WordWrap
        }
        Text {
            color: Theme.inkSoft
            font.pixelSize: 13
            text: qsTr("Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.")
            width: parent.width
            wrapMode: Text.WordWrap
        }
        Button {
            Accessible.name: text
            anchors.right: parent.right
            objectName: "aboutClose"
            text: qsTr("Close")

            // AT-SPI's Press (Qt 6.4 does nothing by itself)
            Accessible.onPressAction: clicked()
            onClicked: root.close()
        }
    }
}
