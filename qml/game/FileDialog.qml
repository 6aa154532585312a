// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving games inside the window (QtQuick.Dialogs is not available on the
// target system): the recent games, the saved games in the folder, and a file name field.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna.Model
import Fortuna.Game
import Fortuna.Art

ParchmentPopup {
    id: root

    required property GameController controller
    // "open" or "save"
    property string mode: "open"
    property url folder: SaveFiles.documentsFolder
    property var files: []
    property string error
    property url confirmOverwrite

    signal done(string message)

    function openFor(which) {
        mode = which;
        error = "";
        confirmOverwrite = "";
        if (which === "save") {
            const suggested = controller.suggestedSaveUrl();
            folder = SaveFiles.folderOf(suggested);
            nameField.text = SaveFiles.fileName(suggested);
        } else {
            folder = controller.currentFile.toString().length > 0 ? SaveFiles.folderOf(controller.currentFile) : SaveFiles.documentsFolder;
            nameField.text = "";
        }
        controller.refreshRecentGames();
        files = SaveFiles.savedGames(folder, which === "open");
        open();
        nameField.forceActiveFocus();
        if (which === "save")
            nameField.select(0, Math.max(0, nameField.text.lastIndexOf(".")));
    }
    function accept(url) {
        error = "";
        if (mode === "save") {
            const target = url ? url : SaveFiles.resolve(nameField.text, folder, true);
            if (target.toString().length === 0) {
                error = qsTr("Type a name for the saved game.");
                return;
            }
            if (SaveFiles.exists(target) && target.toString() !== confirmOverwrite.toString()
                    && target.toString() !== controller.currentFile.toString()) {
                confirmOverwrite = target;
                error = qsTr("%1 already exists. Press Save again to replace it.").arg(SaveFiles.fileName(target));
                return;
            }
            const reason = controller.saveGame(target);
            if (reason.length > 0) {
                error = reason;
                return;
            }
            close();
            done(qsTr("Game saved as %1.").arg(SaveFiles.fileName(controller.currentFile)));
        } else {
            const target = url ? url : SaveFiles.resolve(nameField.text, folder, false);
            if (target.toString().length === 0) {
                error = qsTr("Choose a game in the list or type the path of a file.");
                return;
            }
            const reason = controller.loadGame(target);
            if (reason.length > 0) {
                error = reason;
                return;
            }
            close();
            done(qsTr("Opened %1.").arg(SaveFiles.fileName(target)));
        }
    }

    objectName: "fileDialog"
    title: mode === "save" ? qsTr("Save the game") : qsTr("Open a game")
    width: Math.min(620, parent ? parent.width - 40 : 620)

    ColumnLayout {
        width: parent.width
        spacing: 8

        Text {
            Layout.fillWidth: true
            text: qsTr("Folder: %1").arg(SaveFiles.displayPath(root.folder))
            font.pixelSize: 12
            color: Theme.inkSoft
            elide: Text.ElideMiddle
        }
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(260, Math.max(90, list.contentHeight + 8))
            radius: 6
            color: Theme.field
            border.color: Theme.parchmentEdge
            ListView {
                id: list
                objectName: "fileList"
                anchors.fill: parent
                anchors.margins: 4
                clip: true
                model: {
                    const rows = [];
                    if (root.mode === "open") {
                        for (const r of root.controller.recentGames)
                            rows.push({ section: qsTr("Recent games"), name: r.name, url: r.url, detail: r.folder, date: r.lastModified });
                    }
                    for (const f of root.files)
                        rows.push({ section: qsTr("In this folder"), name: f.name, url: f.url, detail: "", date: f.lastModified });
                    return rows;
                }
                section.property: "section"
                section.delegate: Text {
                    text: section
                    font.pixelSize: 12
                    font.bold: true
                    color: Theme.amber
                    topPadding: 4
                    bottomPadding: 2
                    leftPadding: 6
                }
                delegate: ItemDelegate {
                    id: fileItem
                    required property var modelData
                    required property int index
                    width: list.width
                    height: 40
                    highlighted: ListView.isCurrentItem
                    Accessible.name: modelData.name
                    onClicked: {
                        list.currentIndex = index;
                        if (root.mode === "save")
                            nameField.text = modelData.name;
                        else
                            nameField.text = SaveFiles.displayPath(modelData.url);
                    }
                    onDoubleClicked: root.accept(modelData.url)
                    contentItem: Column {
                        Text {
                            width: fileItem.width - 24
                            text: fileItem.modelData.name
                            font.pixelSize: 14
                            color: Theme.ink
                            elide: Text.ElideMiddle
                        }
                        Text {
                            width: fileItem.width - 24
                            text: fileItem.modelData.detail.length > 0
                                  ? qsTr("%1 · %2").arg(new Date(fileItem.modelData.date).toLocaleString(Qt.locale(), Locale.ShortFormat)).arg(fileItem.modelData.detail)
                                  : new Date(fileItem.modelData.date).toLocaleString(Qt.locale(), Locale.ShortFormat)
                            font.pixelSize: 11
                            color: Theme.inkSoft
                            elide: Text.ElideMiddle
                        }
                    }
                }
                Text {
                    anchors.centerIn: parent
                    visible: list.count === 0
                    text: qsTr("No saved games here yet.")
                    font.pixelSize: 13
                    font.italic: true
                    color: Theme.inkSoft
                }
            }
        }
        Text {
            text: root.mode === "save" ? qsTr("File name") : qsTr("File (a name in this folder or a full path)")
            font.pixelSize: 13
            color: Theme.ink
        }
        TextField {
            id: nameField
            objectName: "fileNameField"
            Layout.fillWidth: true
            font.pixelSize: 14
            selectByMouse: true
            Accessible.name: root.mode === "save" ? qsTr("File name") : qsTr("File to open")
            onAccepted: root.accept(null)
            onTextEdited: root.error = ""
            background: Rectangle {
                implicitHeight: 38
                radius: 6
                color: Theme.field
                border.color: nameField.activeFocus ? Theme.focus : Theme.parchmentEdge
                border.width: nameField.activeFocus ? 2 : 1
            }
        }
        Text {
            objectName: "fileError"
            Layout.fillWidth: true
            visible: root.error.length > 0
            text: root.error
            wrapMode: Text.Wrap
            font.pixelSize: 13
            color: Theme.danger
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            GameButton {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            GameButton {
                objectName: "fileAcceptButton"
                tone: "primary"
                text: root.mode === "save" ? qsTr("Save") : qsTr("Open")
                onClicked: root.accept(null)
            }
        }
    }
}
