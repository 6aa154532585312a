// SPDX-License-Identifier: GPL-3.0-or-later
// Network play in the game view: the table (NetLobby) over everything while the seats fill
// up, or on request during the game; the Join dialog; the session's messages as toasts; the
// offer to rejoin a table left by a drop.
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property alias joinDialog: join
    readonly property alias lobby: lobby
    readonly property bool lobbyVisible: net.stage === NetSession.Connecting || net.stage === NetSession.Lobby || (net.stage === NetSession.Ended && !view.controller.networked) || tableShown
    readonly property NetSession net: view.controller.net
    property bool tableShown: false
    required property Item view

    // Asks first when a game of this computer has not been saved: the table joined takes its place.
    function openJoin() {
        const c = view.controller;
        if (c.running && c.modified && !c.networked)
            view.confirmDialog.ask(qsTr("Join a network game?"), qsTr("The game in progress has not been saved. The network game takes its place."), qsTranslate("TopBar", "Join a game…"), () => join.open());
        else
            join.open();
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

    visible: lobbyVisible || join.visible

    // Fortuna reopened after a drop: offer to sit down at the table again.
    Component.onCompleted: {
        const table = net.rejoinable;
        if (table.url !== undefined)
            Qt.callLater(() => view.confirmDialog.ask(qsTr("Rejoin the network game?"), qsTr("You were playing at table %1 when Fortuna closed. Your seat is kept for you.").arg(table.code), qsTr("Rejoin"), root.rejoin));
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
            root.tableShown = false;
            root.net.leave();
            if (!root.view.controller.networked)
                root.view.newGame();
        }
    }
    JoinDialog {
        id: join
        defaultName: qsTr("Player")
        net: root.net
        parent: Overlay.overlay
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
