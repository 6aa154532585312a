// SPDX-License-Identifier: GPL-3.0-or-later
// Switching LanguageManager.language retranslates visible qsTr text at once.
import QtQuick
import QtTest
import Fortuna.Help
import Fortuna.I18n

TestCase {
    id: testCase
    function cleanup() {
        LanguageManager.language = "en";
    }
    function findChild(item, name) {
        if (!item)
            return null;
        if (item.objectName === name)
            return item;
        const children = item.children || [];
        for (let i = 0; i < children.length; ++i) {
            const found = findChild(children[i], name);
            if (found)
                return found;
        }
        return null;
    }
    function test_languages() {
        compare(LanguageManager.availableLanguages.length, 5);
        const names = LanguageManager.availableLanguages.map(l => l.name);
        compare(names, ["English", "Français", "Polski", "Русский", "Română"]);
        const codes = LanguageManager.availableLanguages.map(l => l.code);
        compare(codes, ["en", "fr", "pl", "ru", "ro"]);
    }
    function test_pluralEnglish() {
        LanguageManager.language = "en";
        const view = createTemporaryObject(viewComponent, testCase);
        view.open("setup");
        let found = false;
        const walk = item => {
            if (item.text !== undefined && String(item.text).indexOf("The bag holds 72 land tiles at the start.") >= 0)
                found = true;
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i]);
        };
        walk(view.pageItem);
        verify(found, "English plural form from fortuna_en.qm");
    }
    function test_switch() {
        LanguageManager.language = "en";
        const view = createTemporaryObject(viewComponent, testCase);
        const heading = findChild(view, "pageHeading");
        view.open("overview");
        compare(heading.text, "The game in one screen");
        const seen = {};
        seen[heading.text] = "en";
        for (const lang of ["fr", "pl", "ru", "ro"]) {
            LanguageManager.language = lang;
            compare(LanguageManager.language, lang);
            verify(!seen[heading.text], lang + " shows the same title as " + seen[heading.text] + ": " + heading.text);
            seen[heading.text] = lang;
            compare(heading.text, view.titleOf("overview"));
        }
        LanguageManager.language = "fr";
        compare(heading.text, "Le jeu en un écran");
        LanguageManager.language = "en";
        compare(heading.text, "The game in one screen");
    }

    height: 700
    name: "LanguageSwitch"
    // TestCase hides itself by default; the help is checked as it is shown.
    visible: true
    when: windowShown
    width: 1000

    Component {
        id: viewComponent
        HelpView {
            height: 700
            width: 1000
        }
    }
}
