// SPDX-License-Identifier: GPL-3.0-or-later
// A wss:// server's certificate was refused: why, in a sentence, and its SHA-256
// fingerprint (to compare with the one the server's owner gives). For a certificate nobody
// vouches for (self-signed, unknown issuer) the player may trust it for this server (trust on
// first use, remembered); a certificate for another name, expired, or not the one trusted
// before is only refused.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Art

ParchmentPopup {
    id: root

    property var problem: ({})
    property var trustAction: null

    function show(problem, trustAction) {
        root.problem = problem;
        root.trustAction = trustAction;
        open();
    }

    objectName: "certificateDialog"
    title: root.problem.canTrust ? qsTr("Trust this server?") : qsTr("Certificate refused")
    width: Math.min(560, parent ? parent.width - 40 : 560)

    ColumnLayout {
        spacing: 14
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: root.problem.problem === "changed" ? Theme.danger : Theme.ink
            font.bold: root.problem.problem === "changed"
            font.pixelSize: 14
            objectName: "certificateText"
            text: root.problem.text || ""
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            color: Theme.inkSoft
            font.pixelSize: 13
            text: qsTr("Trust it only if the server's owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.").arg(root.problem.server || "")
            visible: root.problem.canTrust === true
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                text: root.problem.canTrust ? qsTr("Cancel") : qsTr("Close")

                onClicked: root.close()
            }
            GameButton {
                objectName: "certificateTrust"
                text: qsTr("Trust this server")
                tone: "primary"
                visible: root.problem.canTrust === true

                onClicked: {
                    root.close();
                    if (root.trustAction)
                        root.trustAction();
                }
            }
        }
    }
}
