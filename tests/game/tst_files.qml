// SPDX-License-Identifier: GPL-3.0-or-later
// Open and Save are the standard file dialogs (QtQuick.Dialogs; offscreen, Qt's own dialog in
// the window): they open in the folder of the game or Documents (created on a fresh profile,
// HOME is a scratch folder here), Save suggests a name, Open shows Fortuna games first, and
// accepting saves or opens; replacing another file is asked first.
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function button(text) {
            return findInWindows(i => i.text === text && i.clicked !== undefined && i.checkable !== undefined);
        }
        // The visible item of any window for which `test(item)` holds: the dialogs' own
        // controls are in the test's window on Qt 6.4, in a window of their own on Qt 6.8.
        function findInWindows(test) {
            for (const root of testSupport.roots()) {
                const found = findItem(root, test);
                if (found)
                    return found;
            }
            return null;
        }
        // The visible item below `parent` for which `test(item)` holds.
        function findItem(parent, test) {
            if (!parent)
                return null;
            if (parent.visible && test(parent))
                return parent;
            const kids = parent.children || [];
            for (let i = 0; i < kids.length; ++i) {
                const found = findItem(kids[i], test);
                if (found)
                    return found;
            }
            return null;
        }
        function playOneTurn() {
            const c = scene.controller;
            const p = scene.firstLegal();
            compare(c.placeTile(p.x, p.y), "");
            compare(c.skipDeploy(), "");
        }
        // A folder with no game: Open selects none, and says nothing in the log (it set an
        // empty name as the selected file: "Cannot set as a selected file").
        function test_open_a_folder_without_games() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 6
                    }), "");
            const folder = testSupport.newFolder().toString();
            verify(folder.length > 0);
            const target = folder + "/gone.fortuna";
            compare(c.files.saveGame(target), "");
            verify(testSupport.remove(target));
            compare(c.saves.folderFor(c.files.currentFile).toString(), folder);
            compare(c.saves.fileToOffer(c.files.currentFile).toString(), "");
            // nor a file the dialog's first filter (*.fortuna) hides, the game's own included
            // (selected unseen, Open enabled: a game saved without its suffix before)
            const hidden = folder + "/saved 18.53";
            compare(c.files.saveGame(hidden), "");
            compare(c.files.currentFile.toString(), hidden);
            compare(c.saves.fileToOffer(c.files.currentFile).toString(), "");
            verify(testSupport.remove(hidden));
            failOnWarning(/selected file/);
            v.openGame();
            const open = v.openDialog;
            tryCompare(open, "visible", true);
            compare(open.currentFolder.toString(), folder);
            open.close();
            tryCompare(open, "visible", false);
            c.closeGame();
            verify(testSupport.remove(folder)); // the next tests' games go to Documents again
        }
        // Open comes with a game selected (the one saved last in its folder), so that its
        // button works at once: Qt's own dialog marks the first file without selecting it.
        function test_open_works_at_once() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 5
                    }), "");
            const folder = c.saves.folderFor(c.files.currentFile).toString();
            const target = folder + "/offered " + Date.now() + ".fortuna";
            compare(c.files.saveGame(target), "");
            c.closeGame();
            v.openGame();
            const open = v.openDialog;
            tryCompare(open, "visible", true);
            compare(open.selectedFile.toString(), target);
            tryVerify(() => button("Open") !== null);
            verify(button("Open").enabled, "Open works without a click in the list first");
            open.close();
            tryCompare(open, "visible", false);
        }
        function test_save_and_open_through_the_dialogs() {
            const c = scene.controller;
            const v = scene.view;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 12
                    }), "");
            playOneTurn();
            verify(c.files.modified);

            // Save as: Documents (it is created when missing), a suggested name
            v.saveGameAs();
            const save = v.saveDialog;
            tryCompare(save, "visible", true);
            verify(v.dialogOpen);
            const folder = c.saves.folderFor(c.files.currentFile).toString();
            verify(folder.endsWith("/Documents"), folder);
            compare(save.currentFolder.toString(), folder);
            verify(save.selectedFile.toString().indexOf("/Fortuna ") > 0, save.selectedFile);
            compare(save.nameFilters, ["Fortuna games (*.fortuna)"]);
            // the dialog is on screen with its file name field: the player types a name
            // (without a suffix) and clicks Save
            tryVerify(() => visibleObject("fileNameTextField") !== null);
            const field = visibleObject("fileNameTextField");
            // Qt 6.8's own dialog (Debian 13, when the desktop offers no native one) leaves
            // the name field empty: the suggested name is known (selectedFile above), Qt does
            // not show it. An expected failure there, so that a Qt that shows it is noticed.
            if (testSupport.qtAtLeast(6, 8))
                expectFailContinue("", "Qt 6.8's non-native Save dialog does not show the suggested file name");
            // the suggested name without its suffix (added on saving), whole in the field
            verify(field.text.startsWith("Fortuna ") && !field.text.endsWith(".fortuna"), field.text);
            verify(field.contentWidth <= field.width - field.leftPadding - field.rightPadding, field.text + " cut: " + field.contentWidth + " px in " + field.width);
            const name = "files test " + Date.now();
            const target = folder + "/" + name + ".fortuna";
            field.text = name;
            field.editingFinished();
            const saveButton = button("Save");
            verify(saveButton, "the Save button");
            mouseClick(saveButton);
            tryCompare(save, "visible", false);
            compare(c.files.currentFile.toString(), target);
            verify(!c.files.modified);
            compare(v.toast.text, "Game saved as " + SaveFiles.fileName(c.files.currentFile) + ".");

            // Open: Fortuna games first, opening leaves the game saved (not modified)
            c.closeGame();
            const open = v.openDialog;
            open.selectedFile = target; // as if the player had clicked it in the list
            v.openGame();
            tryCompare(open, "visible", true);
            compare(open.nameFilters[0], "Fortuna games (*.fortuna)");
            compare(open.selectedNameFilter.index, 0);
            compare(open.selectedNameFilter.globs, ["*.fortuna"]);
            compare(open.currentFolder.toString(), folder);
            // the saved game is listed
            tryVerify(() => findInWindows(i => i.file !== undefined && i.file.toString() === target) !== null);
            verify(button("Open"), "the Open button");
            open.accept();
            tryCompare(open, "visible", false);
            compare(c.files.currentFile.toString(), target);
            // the opened game's board has the keys (Qt 6.8: the Open dialog, a window of its own,
            // took them from the game's window for good)
            tryVerify(() => scene.boardView.activeFocus, 2000, "the board has the keys");
            compare(c.turn, 2);
            verify(!c.files.modified);

            // saving as another existing file asks first
            playOneTurn();
            const other = folder + "/files other " + Date.now() + ".fortuna";
            compare(c.files.saveGame(other), "");
            v.saveGameAs();
            tryCompare(save, "visible", true);
            tryVerify(() => visibleObject("fileNameTextField") !== null);
            const again = visibleObject("fileNameTextField");
            again.text = name + ".fortuna";
            again.editingFinished();
            mouseClick(button("Save"));
            tryCompare(save, "visible", false);
            tryCompare(v.confirmDialog, "visible", true);
            compare(c.files.currentFile.toString(), other);
            const yes = scene.findObject(v.confirmDialog.contentItem, "confirmAccept");
            verify(yes);
            // the answer Enter gives has the keys and wears the focus ring (none showed; Qt 6.8:
            // the Save dialog, a window of its own, took the keys from the game's window for good)
            tryVerify(() => yes.activeFocus && yes.ringed, 2000, "the default answer is ringed");
            keyClick(Qt.Key_Return);
            tryCompare(v.confirmDialog, "visible", false);
            compare(c.files.currentFile.toString(), target);
            verify(!c.files.modified);
            c.closeGame();
        }

        // A name typed without a suffix gets ".fortuna", as saving does.
        function test_suffix() {
            compare(SaveFiles.withSuffix("file:///tmp/a").toString(), "file:///tmp/a.fortuna");
            compare(SaveFiles.withSuffix("file:///tmp/a.json").toString(), "file:///tmp/a.json");
            compare(SaveFiles.withSuffix("file:///tmp/b.FORTUNA").toString(), "file:///tmp/b.FORTUNA");
            // the suggested name, accepted as it is: its time is no suffix (it was saved without
            // one, and Open's first filter hid it)
            compare(SaveFiles.withSuffix("file:///tmp/Fortuna 2026-12-07 18.53").toString(), "file:///tmp/Fortuna 2026-12-07 18.53.fortuna");
            compare(SaveFiles.withSuffix("/tmp/notes.txt").toString(), "file:///tmp/notes.txt.fortuna");
            compare(SaveFiles.fileName("file:///tmp/x/b.fortuna"), "b.fortuna");
            // Qt 6.4's dialog gives a typed name as a URL without a scheme
            compare(SaveFiles.withSuffix("/tmp/typed").toString(), "file:///tmp/typed.fortuna");
        }
        function visibleObject(name) {
            return findInWindows(i => i.objectName === name);
        }

        name: "Files"
        when: windowShown
    }
}
