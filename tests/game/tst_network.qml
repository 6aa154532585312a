// SPDX-License-Identifier: GPL-3.0-or-later
// Network play through the real screens: the Join dialog reads a pasted link (and says why a
// bad one is not one); a seat open to a remote player turns Start into Host this game, whose
// table panel shows the code and the seats; a second controller joins (as another window
// would), the host starts from the panel, and the window waits for the other player's turn;
// a table on a TLS server: the certificate question over the setup, a changed certificate.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    GameController {
        id: guest
        animationsEnabled: false
        autosave.enabled: false
    }
    TestCase {
        function test_1_join_dialog_reads_links() {
            const v = scene.view;
            v.showSetup = true;
            mouseClick(scene.findObject(v.setupScreen, "joinButton"));
            const d = v.netPlay.joinDialog;
            tryCompare(d, "opened", true);
            const link = scene.findObject(d.contentItem, "joinLink");
            const error = scene.findObject(d.contentItem, "joinError");
            typeInto(link, "fortuna://10.0.0.7:8123/abcd2345");
            compare(scene.findObject(d.contentItem, "joinAddress").text, "10.0.0.7");
            compare(scene.findObject(d.contentItem, "joinPort").text, "8123");
            compare(scene.findObject(d.contentItem, "joinCode").text, "ABCD2345");
            compare(error.text, "");
            // fortunas:// names a TLS server: the Secure box follows the link.
            const secure = scene.findObject(d.contentItem, "joinSecure");
            verify(!secure.checked);
            typeInto(link, "fortunas://club.example.org:7443/abcd2345");
            verify(secure.checked);
            compare(scene.findObject(d.contentItem, "joinPort").text, "7443");
            typeInto(link, "fortuna://10.0.0.7:8123/abcd2345");
            verify(!secure.checked);
            verify(scene.findObject(d.contentItem, "tablesRefresh").enabled);
            typeInto(link, "fortuna://10.0.0.7:8123/ABC");
            verify(error.visible && error.text.indexOf("8") >= 0, error.text);
            // A code typed wrong is refused before anything is sent.
            const code = scene.findObject(d.contentItem, "joinCode");
            typeInto(code, "AB");
            mouseClick(scene.findObject(d.contentItem, "joinGo"));
            verify(error.text.length > 0);
            verify(d.opened);
            verify(!scene.controller.net.active);
            // Enter in a field joins as the button does (newcomer pass, pl: only Space on the
            // focused button joined); on a focused button, it presses that one
            error.text = "";
            const name = scene.findObject(d.contentItem, "joinName");
            name.forceActiveFocus();
            keyClick(Qt.Key_Return);
            verify(error.text.length > 0, "Enter in the name field did not try to join");
            error.text = "";
            scene.findObject(d.contentItem, "joinGo").forceActiveFocus();
            keyClick(Qt.Key_Enter);
            verify(error.text.length > 0, "Enter on Join did not join");
            scene.findObject(d.contentItem, "joinCancel").forceActiveFocus();
            keyClick(Qt.Key_Return);
            tryCompare(d, "visible", false);
        }
        // Joining over an unsaved game of this computer asks first.
        function test_1b_join_asks_before_an_unsaved_game_goes() {
            const v = scene.view, c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 4
                    }), "");
            const p = scene.firstLegal();
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), ""); // a whole turn played, not saved
            verify(c.files.modified);
            v.netPlay.openJoin();
            tryCompare(v.confirmDialog, "visible", true);
            compare(v.confirmDialog.title, "Join a network game?");
            verify(!v.netPlay.joinDialog.opened);
            mouseClick(scene.findObject(v.confirmDialog.contentItem, "confirmAccept"));
            tryCompare(v.netPlay.joinDialog, "opened", true);
            v.netPlay.joinDialog.close();
            tryCompare(v.netPlay.joinDialog, "visible", false);
            c.closeGame();
            verify(!c.running);
            v.netPlay.openJoin(); // nothing to lose: straight to the dialog
            tryCompare(v.netPlay.joinDialog, "opened", true);
            verify(!v.confirmDialog.visible);
            v.netPlay.joinDialog.close();
            tryCompare(v.netPlay.joinDialog, "visible", false);
        }
        function test_2_host_and_play() {
            const v = scene.view;
            const s = v.setupScreen;
            const c = scene.controller;
            v.showSetup = true;
            s.load({
                    "players": [{
                            "name": "Ana",
                            "color": "red"
                        }, {
                            "name": "",
                            "color": "blue",
                            "ai": "normal"
                        }],
                    "rules": {}
                });
            const start = scene.findObject(s, "startButton");
            compare(start.text, "Start the game");
            verify(!scene.findObject(s, "hostPort").visible);
            s.load({
                    "players": [{
                            "name": "Ana",
                            "color": "red"
                        }, {
                            "name": "",
                            "color": "blue",
                            "ai": "remote"
                        }],
                    "rules": {}
                });
            compare(start.text, "Host this game");
            verify(!scene.findObject(s, "seedField").visible);
            verify(scene.findObject(s, "hostPort").visible);
            // On a server: its address, TLS and the time per move show; on this computer not.
            const where = scene.findObject(s, "hostWhere");
            verify(where.visible);
            verify(!scene.findObject(s, "hostServer").visible);
            verify(!scene.findObject(s, "hostMoveTime").visible);
            where.currentIndex = 1;
            verify(scene.findObject(s, "hostServer").visible && scene.findObject(s, "hostSecure").visible && scene.findObject(s, "hostMoveTime").visible);
            where.currentIndex = 0;
            verify(!scene.findObject(s, "hostServer").visible);
            verify(scene.findObject(s, "hostListed").visible);
            scene.findObject(s, "hostPort").text = "0"; // any free port (the test's)
            mouseClick(start);
            tryVerify(() => c.net.code.length === 8, 30000);
            const lobby = v.netPlay.lobby;
            verify(lobby.visible);
            compare(scene.findObject(lobby, "lobbyCode").text, c.net.code);
            // Copy says it copied (the clipboard itself is the platform's)
            const copy = scene.findObject(lobby, "copyLinkButton");
            compare(copy.text, "Copy");
            mouseClick(copy);
            compare(copy.text, "Copied");
            const startNet = scene.findObject(lobby, "startNetButton");
            verify(startNet.visible && !startNet.enabled);
            compare(guest.net.join("127.0.0.1", c.net.port, c.net.code, "Bo", ""), "");
            tryVerify(() => startNet.enabled, 30000);
            verify(scene.findObject(lobby, "lobbySeat_1") !== null);
            mouseClick(startNet);
            tryVerify(() => c.networked && guest.networked && c.running, 30000);
            verify(!lobby.visible);
            verify(!v.showSetup);
            // Player 1 (this window) moves first; the guest's window waits, and vice versa.
            verify(c.awaitingHuman);
            verify(!guest.awaitingHuman);
            compare(guest.placeTile(0, 1).indexOf("not your turn") >= 0, true);
            // This window's move goes through the server and comes back.
            let placed = "";
            for (let x = -3; x <= 3 && placed === ""; ++x)
                for (let y = -3; y <= 3 && placed === ""; ++y)
                    for (let r = 0; r < 4 && placed === ""; ++r) {
                        c.rotation = r;
                        if (c.isLegal(x, y) && c.placeTile(x, y) === "")
                            placed = x + "," + y;
                    }
            verify(placed !== "");
            tryCompare(c, "phase", GameController.Deploy, 30000);
            tryCompare(guest, "phase", GameController.Deploy, 30000);
            compare(c.skipDeploy(), "");
            tryVerify(() => guest.awaitingHuman && !c.awaitingHuman, 30000);
            compare(v.hint, "Waiting for Bo…");
            guest.net.leave();
            tryVerify(() => !c.net.seats[1].connected, 30000);
            v.netPlay.showTable();
            verify(lobby.visible);
            mouseClick(scene.findObject(lobby, "leaveTableButton"));
            // a game under way ends for everyone: the host is asked first
            tryCompare(v.confirmDialog, "visible", true);
            compare(v.confirmDialog.title, "Close the table?");
            verify(c.net.active);
            mouseClick(scene.findObject(v.confirmDialog.contentItem, "confirmAccept"));
            tryVerify(() => !c.net.active && !c.networked, 30000);
            verify(v.showSetup);
        }
        // "Host this game" on a TLS server not trusted yet: the setup comes back under the
        // question with everything typed; cancelled, it stays, and says the table was not
        // created. A certificate other than the one remembered: both fingerprints, Close the
        // default, and only the explicit "renewed" step asks to trust the new one (remembered).
        function test_3_certificate_of_a_server() {
            const v = scene.view;
            const s = v.setupScreen;
            const c = scene.controller;
            const port = testSupport.startTlsServer();
            verify(port > 0);
            const key = "127.0.0.1:" + port;
            testSupport.setTrustedFingerprint(key, "");
            v.showSetup = true;
            s.load({
                    "players": [{
                            "name": "Ana",
                            "color": "red"
                        }, {
                            "name": "",
                            "color": "blue",
                            "ai": "remote"
                        }],
                    "rules": {}
                });
            const where = scene.findObject(s, "hostWhere");
            where.currentIndex = 1;
            scene.findObject(s, "hostServer").text = "127.0.0.1";
            scene.findObject(s, "hostPort").text = String(port);
            scene.findObject(s, "hostSecure").checked = true;
            scene.findObject(s, "hostPassword").text = "moon";
            scene.findObject(s, "hostMoveTime").currentIndex = 3;
            const start = scene.findObject(s, "startButton");
            mouseClick(start);
            const d = v.netPlay.certificateDialog;
            tryCompare(d, "opened", true, 30000);
            compare(d.title, "Trust this server?");
            verify(v.showSetup);
            verify(!scene.findObject(d.contentItem, "certificateRenew").visible);
            mouseClick(scene.findObject(d.contentItem, "certificateClose"));
            tryCompare(d, "visible", false);
            verify(v.showSetup && s.visible);
            verify(!c.net.active);
            compare(where.currentIndex, 1);
            compare(scene.findObject(s, "hostServer").text, "127.0.0.1");
            compare(scene.findObject(s, "hostPort").text, String(port));
            verify(scene.findObject(s, "hostSecure").checked);
            compare(scene.findObject(s, "hostPassword").text, "moon");
            compare(scene.findObject(s, "hostMoveTime").currentIndex, 3);
            compare(start.text, "Host this game");
            tryCompare(v.toast, "visible", true);
            compare(v.toast.text, "The table was not created: the server's certificate was not trusted.");
            compare(testSupport.trustedFingerprint(key), "");

            // Changed: refused by default, both fingerprints shown.
            const old = "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89";
            testSupport.setTrustedFingerprint(key, old);
            mouseClick(start);
            tryCompare(d, "opened", true, 30000);
            compare(d.title, "Certificate refused");
            const now = d.problem.fingerprint;
            verify(now.length > 0 && now !== old);
            const text = scene.findObject(d.contentItem, "certificateText").text;
            verify(text.indexOf(old) >= 0 && text.indexOf(now) > text.indexOf(old), text);
            verify(!scene.findObject(d.contentItem, "certificateTrust").visible);
            verify(scene.findObject(d.contentItem, "certificateRenew").visible);
            const close = scene.findObject(d.contentItem, "certificateClose");
            compare(close.tone, "primary");
            verify(close.activeFocus);
            // The focused default refuses: nothing trusted, the setup stays.
            keyClick(Qt.Key_Space);
            tryCompare(d, "visible", false);
            compare(testSupport.trustedFingerprint(key), old);
            verify(v.showSetup && !c.net.active);
            mouseClick(start);
            tryCompare(d, "opened", true, 30000);
            const renew = scene.findObject(d.contentItem, "certificateRenew");
            verify(renew.visible);
            mouseClick(renew);
            compare(testSupport.trustedFingerprint(key), "");
            compare(d.title, "Trust this server?");
            compare(d.problem.fingerprint, now);
            verify(d.opened);
            mouseClick(scene.findObject(d.contentItem, "certificateTrust"));
            tryVerify(() => c.net.stage === NetSession.Lobby && c.net.code.length === 8, 30000);
            compare(testSupport.trustedFingerprint(key), now);
            verify(v.netPlay.lobby.visible);
            c.net.leave();
            tryVerify(() => !c.net.active, 30000);
            testSupport.setTrustedFingerprint(key, "");
        }
        function typeInto(field, text) {
            field.forceActiveFocus();
            field.selectAll();
            for (const ch of text)
                keyClick(ch);
        }

        name: "Network"
        when: windowShown
    }
}
