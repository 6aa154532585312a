// SPDX-License-Identifier: GPL-3.0-or-later
// A wss:// server's certificate was refused: why, in a sentence, and its SHA-256
// fingerprint (to compare with the one the server's owner gives). For a certificate nobody
// vouches for (self-signed, unknown issuer) the player may trust it for this server (trust on
// first use, remembered); a certificate for another name or expired is only refused. One that
// is not the one trusted before shows both fingerprints and is refused by default; the player
// may say its owner renewed it (forgetAction: the remembered one is forgotten) and is then
// asked as on first use. Closed without trusting: declined(problem).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Art

ParchmentPopup {
    id: root

    // (problem) => the problem as on first use, or {}: the remembered fingerprint forgotten.
    property var forgetAction: null
    property var problem: ({})
    // (problem): trusts its fingerprint.
    property var trustAction: null
    property bool trusted: false

    signal declined(var problem)

    function show(problem, trustAction, forgetAction) {
        root.problem = problem;
        root.trustAction = trustAction;
        root.forgetAction = forgetAction || null;
        root.trusted = false;
        open();
        safeButton.forceActiveFocus();
    }

    objectName: "certificateDialog"
    title: root.problem.canTrust ? qsTr("Trust this server?") : qsTr("Certificate refused")
    width: Math.min(640, parent ? parent.width - 40 : 640)

    onClosed: {
        if (!root.trusted)
            root.declined(root.problem);
    }

    ColumnLayout {
        spacing: 14
        width: parent.width

        Text {
            Layout.fillWidth: true
            color: root.problem.problem === "changed" ? Theme.danger : Theme.ink
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
        GameButton {
            Layout.alignment: Qt.AlignRight
            Layout.maximumWidth: parent.width
            fontSize: 13
            objectName: "certificateRenew"
            //: a deliberate, non-default choice when a server's certificate changed
            text: qsTr("The server's owner renewed its certificate: trust the new one")
            visible: root.problem.canRenew === true && root.forgetAction !== null
            wrap: true

            onClicked: {
                const next = root.forgetAction(root.problem);
                if (next && next.server) {
                    root.problem = next;
                    safeButton.forceActiveFocus();
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true

            Item {
                Layout.fillWidth: true
            }
            GameButton {
                id: safeButton
                objectName: "certificateClose"
                text: root.problem.canTrust ? qsTr("Cancel") : qsTr("Close")
                // refusing is the default
                tone: root.problem.canTrust ? "plain" : "primary"

                onClicked: root.close()
            }
            GameButton {
                objectName: "certificateTrust"
                text: qsTr("Trust this server")
                tone: "primary"
                visible: root.problem.canTrust === true

                onClicked: {
                    const p = root.problem;
                    root.trusted = true;
                    root.close();
                    if (root.trustAction)
                        root.trustAction(p);
                }
            }
        }
    }
}
