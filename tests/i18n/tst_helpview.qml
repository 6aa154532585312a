// SPDX-License-Identifier: GPL-3.0-or-later
// HelpView: pages by id, headings, rule options in the text, symbols, keyboard.
import QtQuick
import QtTest
import Fortuna.Help

TestCase {
    id: testCase
    function allText(item) {
        let out = "";
        if (!item || item.visible === false)
            return out;
        if (item.text !== undefined && typeof item.text === "string")
            out += item.text + "\n";
        const children = item.children || [];
        for (let i = 0; i < children.length; ++i)
            out += allText(children[i]);
        return out;
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

    // The help view takes the rules as one map, as GameController.rules gives them.
    function setRule(view, key, value) {
        const rules = Object.assign({}, view.rules);
        rules[key] = value;
        view.rules = rules;
    }
    function test_everyPage() {
        const view = createTemporaryObject(viewComponent, testCase);
        compare(view.pageIds.length, 14);
        const expected = ["overview", "setup", "turn", "wheel", "fortune", "taxes", "famine", "storm", "inquisition", "plague", "crowns", "fortuneteller", "scoring", "options"];
        compare(view.pageIds, expected);
        const heading = findChild(view, "pageHeading");
        const titles = {};
        for (const id of expected) {
            verify(view.open(id), id);
            compare(heading.text, view.titleOf(id));
            verify(heading.text.length > 0, id);
            verify(!titles[heading.text], "two pages share a title: " + heading.text);
            titles[heading.text] = true;
            tryVerify(() => view.pageItem !== null);
            verify(allText(view.pageItem).length > 200, "page " + id + " has text");
            compare(view.currentSector, ["fortune", "taxes", "famine", "storm", "inquisition", "plague"].indexOf(id));
        }
    }
    function test_famineRule() {
        const view = createTemporaryObject(viewComponent, testCase, {
                "rules": {
                    "famine": "any-farmer"
                }
            });
        view.open("famine");
        const rule = findChild(view.pageItem, "famineRuleText");
        const example = findChild(view.pageItem, "famineExampleText");
        verify(rule && example);
        verify(rule.text.indexOf("every farmer scores") >= 0, rule.text);
        verify(example.text.indexOf("Red scores 1 × 3") >= 0, example.text);
        const anyFarmer = rule.text;
        setRule(view, "famine", "majority");
        verify(rule.text !== anyFarmer);
        verify(rule.text.indexOf("only the majority") >= 0, rule.text);
        verify(example.text.indexOf("Red scores nothing") >= 0, example.text);
    }
    function test_keyboard() {
        const view = createTemporaryObject(viewComponent, testCase);
        view.forceActiveFocus();
        view.focusList();
        compare(view.currentPageId, "overview");
        keyClick(Qt.Key_Down);
        compare(view.currentPageId, "setup");
        keyClick(Qt.Key_End);
        compare(view.currentPageId, "options");
        keyClick(Qt.Key_Home);
        compare(view.currentPageId, "overview");
        for (let i = 0; i < 5; ++i)
            keyClick(Qt.Key_Down);
        compare(view.currentPageId, "taxes");
        keyClick(Qt.Key_Up);
        compare(view.currentPageId, "fortune");

        // opening a page from outside after keyboard use still moves the list's selection
        view.open("plague");
        compare(findChild(view, "pageList").currentIndex, 9);
        keyClick(Qt.Key_Down);
        compare(view.currentPageId, "crowns");
        let closed = 0;
        view.closeRequested.connect(() => ++closed);
        keyClick(Qt.Key_Escape);
        compare(closed, 1);
    }
    function test_lineLength() {
        const view = createTemporaryObject(viewComponent, testCase, {
                "width": 1400
            });
        view.open("taxes");
        // the text column stays readable on a wide window: 60-75 average characters a line
        const width = view.pageItem.width;
        verify(width > 0);
        const metrics = Qt.createQmlObject('import QtQuick; FontMetrics { font.pixelSize: 15 }', testCase);
        const chars = width / metrics.averageCharacterWidth;
        verify(chars >= 60 && chars <= 75, "about " + chars + " characters a line");
        metrics.destroy();
    }
    function test_openById() {
        const view = createTemporaryObject(viewComponent, testCase);
        verify(view);
        const heading = findChild(view, "pageHeading");
        verify(heading);
        compare(view.currentPageId, "overview");
        compare(heading.text, "The game in one screen");
        verify(view.open("taxes"));
        compare(view.currentPageId, "taxes");
        compare(heading.text, "Taxes");
        compare(view.currentSector, 1);
        verify(view.pageItem);
        verify(allText(view.pageItem).indexOf("8 points") >= 0, "the Taxes example gives blue 8");
        verify(allText(view.pageItem).indexOf("3 points") >= 0, "the Taxes example gives red 3");
        verify(!view.open("nonsense"));
        compare(view.currentPageId, "taxes");
    }
    function test_optionsInText() {
        const view = createTemporaryObject(viewComponent, testCase);
        view.open("setup");
        verify(allText(view.pageItem).indexOf("holds 72 land tiles") >= 0, allText(view.pageItem));
        setRule(view, "fortuneTeller", true);
        verify(allText(view.pageItem).indexOf("holds 80 land tiles") >= 0);
        setRule(view, "tileSet", "base+wheel");
        setRule(view, "wheelAsStart", false);
        verify(allText(view.pageItem).indexOf("holds 98 land tiles") >= 0);
        verify(allText(view.pageItem).indexOf("beside the landscape") >= 0);
        view.open("fortuneteller");
        verify(allText(view.pageItem).indexOf("part of this game: its 8 tiles") >= 0);
        verify(allText(view.pageItem).indexOf("layouts in this game are its own") >= 0);
        setRule(view, "fortuneTeller", false);
        verify(allText(view.pageItem).indexOf("not part of this game") >= 0);
        view.open("options");
        const text = allText(view.pageItem);
        verify(text.indexOf("Tile set: base game and wheel, 91 tiles.") >= 0, text);
        verify(text.indexOf("Wheel as starting tile: off.") >= 0, text);
    }
    function test_symbols() {
        const view = createTemporaryObject(viewComponent, testCase);
        view.open("storm");
        compare(view.currentSector, 3);
        view.symbolDelegate = customSymbol;
        const symbol = findChild(view, "customSymbol");
        verify(symbol, "the game's symbol delegate is used");
        compare(symbol.sector, 3);
        view.open("plague");
        compare(symbol.sector, 5);
        view.open("crowns");
        verify(!findChild(view, "customSymbol") || !findChild(view, "customSymbol").visible);
    }

    height: 700
    name: "HelpView"
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
    Component {
        id: customSymbol
        Rectangle {
            property int sector: -1

            color: "red"
            objectName: "customSymbol"
        }
    }
}
