// SPDX-License-Identifier: GPL-3.0-or-later
// A question with two answers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Art

ParchmentPopup {
    id: root

    property string acceptText: qsTr("OK")
    property var onAcceptAction: null
    property string rejectText: qsTr("Cancel")
    property string text

    signal accepted

    function ask(title, text, acceptText, action) {
        root.title = title;
        root.text = text;
        root.acceptText = acceptText;
        root.onAcceptAction = action;
        open();
        // ringed as the keys would ring it: Enter answers (no ring showed which button it was)
        acceptButton.forceActiveFocus(Qt.TabFocusReason);
    }

    objectName: "confirmDialog"
    width: Math.min(480, parent ? parent.width - 40 : 480)

    onOpened: acceptButton.forceActiveFocus(Qt.TabFocusReason)

    ColumnLayout {
        spacing: 14
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: Theme.ink
            font.pixelSize: 14
            text: root.text
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                text: root.rejectText

                onClicked: root.close()
            }
            GameButton {
                id: acceptButton
                objectName: "confirmAccept"
                // the answer Enter gives, ringed while it has the focus (Qt 6.8's popup gives it
                // the focus without the keys' ring)
                ringed: activeFocus
                text: root.acceptText
                tone: "primary"

                Keys.onEnterPressed: clicked()
                Keys.onReturnPressed: clicked()
                onClicked: {
                    root.close();
                    const action = root.onAcceptAction;
                    root.onAcceptAction = null;
                    if (action)
                        action();
                    root.accepted();
                }
            }
        }
    }
}
