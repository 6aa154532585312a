// SPDX-License-Identifier: GPL-3.0-or-later
// A question with two answers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

ParchmentPopup {
    id: root

    property string text
    property string acceptText: qsTr("OK")
    property string rejectText: qsTr("Cancel")
    property var onAcceptAction: null

    signal accepted()

    function ask(title, text, acceptText, action) {
        root.title = title;
        root.text = text;
        root.acceptText = acceptText;
        root.onAcceptAction = action;
        open();
        acceptButton.forceActiveFocus();
    }

    objectName: "confirmDialog"
    width: Math.min(480, parent ? parent.width - 40 : 480)

    ColumnLayout {
        width: parent.width
        spacing: 14
        Text {
            Layout.fillWidth: true
            text: root.text
            wrapMode: Text.Wrap
            font.pixelSize: 14
            color: Theme.ink
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            GameButton {
                text: root.rejectText
                onClicked: root.close()
            }
            GameButton {
                id: acceptButton
                objectName: "confirmAccept"
                tone: "primary"
                text: root.acceptText
                onClicked: {
                    root.close();
                    const action = root.onAcceptAction;
                    root.onAcceptAction = null;
                    if (action)
                        action();
                    root.accepted();
                }
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
            }
        }
    }
}
