// SPDX-License-Identifier: GPL-3.0-or-later
// Network play in the game view: the table (NetLobby) over everything while the seats fill
// up, or on request during the game; the Join dialog; the session's messages as toasts; the
// offer to rejoin a table left by a drop; a refused certificate (CertificateDialog); a
// spectator's banner; My tables, polled while the app runs, with a desktop notification (or
// the window's alert) when it becomes this player's turn at one of them.
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property alias certificateDialog: certificate
    readonly property alias joinDialog: join
    readonly property alias lobby: lobby
    readonly property bool lobbyVisible: net.stage === NetSession.Connecting || net.stage === NetSession.Lobby || (net.stage === NetSession.Ended && !view.controller.networked) || tableShown
    readonly property alias myTables: myTables
    readonly property alias myTablesDialog: myTablesDialog
    readonly property NetSession net: view.controller.net
    property bool tableShown: false
    required property Item view

    // A desktop notification (or the window's alert) that it is this player's turn at table
    // `code`, when the window is not the active one.
    function notify(code, text) {
        const w = root.Window.window;
        if (w && !w.active && !myTables.notifyDesktop(code, text))
            w.alert(0);
    }

    // Asks first when a game of this computer has not been saved: the table joined takes its place.
    function openJoin() {
        const c = view.controller;
        if (c.running && c.files.modified && !c.networked)
            view.confirmDialog.ask(qsTr("Join a network game?"), qsTr("The game in progress has not been saved. The network game takes its place."), qsTranslate("TopBar", "Join a game…"), () => join.open());
        else
            join.open();
    }
    function openMyTables() {
        myTablesDialog.open();
    }
    function openTable(t) {
        const reason = net.openTable(t.url, t.code, t.token, t.hostToken || "");
        if (reason.length > 0)
            view.showToast(reason, true);
    }
    // Rejoins the table this computer was dropped from (or forgets it when the server says no).
    function rejoin() {
        const reason = net.rejoin();
        if (reason.length > 0)
            view.showToast(reason, true);
    }
    function showTable() {
        if (net.active)
            tableShown = true;
    }

    visible: lobbyVisible || join.visible || net.spectating

    // Fortuna reopened after a drop: offer to sit down at the table again.
    Component.onCompleted: {
        const table = net.rejoinable;
        if (table.url !== undefined)
            Qt.callLater(() => view.confirmDialog.ask(qsTr("Rejoin the network game?"), qsTr("You were playing at table %1 when Fortuna closed. Your seat is kept for you.").arg(table.code), qsTr("Rejoin"), root.rejoin));
    }

    // A spectator's banner: the board is read-only.
    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        color: Theme.wood
        height: 30
        objectName: "spectatorBanner"
        radius: 8
        visible: root.net.spectating && !root.lobbyVisible
        width: bannerText.implicitWidth + 28
        // low on the board, clear of the event cards at its top
        y: parent.height - height - 60
        z: 2

        Text {
            id: bannerText
            anchors.centerIn: parent
            color: Theme.cream
            font.bold: true
            font.pixelSize: 14
            //: shown over the board of a spectator; %1 is the table code
            text: qsTr("Watching table %1: you do not play.").arg(root.net.code)
        }
    }
    Rectangle {
        anchors.fill: parent
        color: "#99000000"
        visible: root.lobbyVisible

        MouseArea {
            anchors.fill: parent
        }
    }
    NetLobby {
        id: lobby
        anchors.centerIn: parent
        net: root.net
        visible: root.lobbyVisible
        width: Math.min(640, root.width - 32)

        onCloseRequested: root.tableShown = false
        onLeaveRequested: {
            const leave = () => {
                root.tableShown = false;
                root.net.leave();
                if (!root.view.controller.networked)
                    root.view.newGame();
            };
            // The host's leaving ends a game under way for everyone: asked first (newcomer pass)
            if (root.net.isHost && root.net.stage === NetSession.Playing)
                root.view.confirmDialog.ask(qsTr("Close the table?"), qsTr("The game under way ends for every player at the table."), qsTr("Close the table"), leave);
            else
                leave();
        }
    }
    JoinDialog {
        id: join
        defaultName: qsTr("Player")
        net: root.net
        parent: Overlay.overlay

        onCertificateProblem: (problem, browser) => certificate.show(problem, p => {
                    const reason = browser.trust(p.server, p.fingerprint);
                    if (reason.length > 0)
                        root.view.showToast(reason, true);
                }, p => root.net.forgetCertificate(p))
    }
    CertificateDialog {
        id: certificate

        // A table not created: the setup typed is there, and why.
        onDeclined: problem => {
            if (problem.declined)
                root.view.showToast(problem.declined, true);
        }
    }
    MyTables {
        id: myTables
        openTable: root.view.controller.networked ? root.net.code : ""
        pollInterval: 60000
        polling: true

        // the notification clicked: this window comes up, on that table
        onActivated: code => {
            const w = root.Window.window;
            if (w) {
                w.show();
                w.raise();
                w.requestActivate();
            }
            if (code === root.net.code && root.view.controller.networked)
                return;
            const t = myTables.tables.find(r => r.code === code);
            if (t)
                root.openTable(t);
        }
        onNotifyFailed: {
            const w = root.Window.window;
            if (w)
                w.alert(0);
        }
        onTurnArrived: (code, text) => {
            root.view.showToast(text, false);
            root.notify(code, text);
        }
    }
    MyTablesDialog {
        id: myTablesDialog
        tables: myTables

        onOpenRequested: t => root.openTable(t)
    }
    Connections {
        function onCertificateProblem(problem) {
            // The creation of a table refused: the setup comes back under the question.
            if (problem.declined)
                root.view.showSetup = true;
            certificate.show(problem, p => {
                    const reason = root.net.trustCertificate(p.server, p.fingerprint);
                    if (reason.length > 0)
                        root.view.showToast(reason, true);
                }, p => root.net.forgetCertificate(p));
        }

        target: root.net
    }
    // The network game in this window becomes this player's turn while the window is not the
    // active one: a desktop notification (or the window's alert).
    Connections {
        function onAwaitingHumanChanged() {
            const c = root.view.controller;
            const w = root.Window.window;
            if (c.networked && c.awaitingHuman) {
                const others = [];
                for (let p = 0; p < c.players.count; ++p)
                    if (p !== c.actingPlayer)
                        others.push(c.players.value(p, "name"));
                root.notify(root.net.code, myTables.turnText(root.net.code, others));
            }
        }

        target: root.view.controller
    }
    Connections {
        function onNetMessage(text) {
            root.view.showToast(text, true);
        }
        function onNetworkedChanged() {
            if (root.view.controller.networked)
                root.view.showSetup = false;
        }

        target: root.view.controller
    }
}
