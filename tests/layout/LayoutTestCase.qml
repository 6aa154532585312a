// SPDX-License-Identifier: GPL-3.0-or-later
// The checks of the layout-<lang> tests (tst_layout*.qml): a screen is measured in the language
// of FORTUNA_LANGUAGE at 1024×640 and 1280×800. A visible text fails when it is cut without an
// ellipsis (wider than its box, or lines cut off), when it spills out of its card or a clipping
// parent, when it overlaps another text of the same layer, or when a word is broken mid-word
// (a word wider than a wrapping text's box).
import QtQuick
import QtTest
import Fortuna.Model
import Fortuna.I18n

TestCase {
    id: test

    // the GameScene under test
    required property Item scene
    readonly property int settleMs: 10000
    readonly property var sizes: [Qt.size(1024, 640), Qt.size(1280, 800)]
    readonly property real slack: 1.5

    // The first word of a wrapping plain text wider than the text's box (Text.Wrap breaks
    // it anywhere), else "".
    function brokenWord(t) {
        if (/<[a-z]/i.test(t.text))
            return "";
        const room = t.width - (t.leftPadding || 0) - (t.rightPadding || 0) + slack;
        wordMetrics.font = t.font;
        for (const word of t.text.split(/\s+/)) {
            wordMetrics.text = word;
            if (wordMetrics.advanceWidth > room)
                return word;
        }
        return "";
    }
    function check(where) {
        let all = [];
        for (const s of sizes) {
            resize(s);
            all = all.concat(settled(where + " " + s.width + "×" + s.height));
        }
        report(all);
    }
    function collect(item, chain, out, inputs) {
        if (!visibleIn(item))
            return;
        if (isText(item) && item.text.length > 0 && item.width > 0 && item.height > 0)
            out.push({
                    "item": item,
                    "chain": chain.slice()
                });
        else if (inputs && isInput(item) && item.text.length > 0 && item.width > 0)
            inputs.push(item);
        const kids = item.children || [];
        chain.push(item);
        for (let i = 0; i < kids.length; ++i)
            collect(kids[i], chain, out, inputs);
        chain.pop();
    }
    function deployOn(kind) {
        const c = scene.controller;
        for (let i = 0; i < c.deployOptions.count; ++i) {
            const o = c.deployOptions.get(i);
            if (o.kind === kind)
                return c.deploy(i);
        }
        return "no " + kind + " option";
    }
    function describe(t) {
        return typeName(t) + (t.objectName ? "#" + t.objectName : "") + " \"" + String(t.text).substring(0, 60) + "\"";
    }
    function disjoint(a, b) {
        return a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;
    }
    function init() {
        scene.view.helpDrawer.close();
        scene.view.toast.hide();
        tryCompare(scene.view.helpDrawer, "visible", false);
        tryCompare(scene.view.toast, "visible", false);
    }
    // A card: a panel with its own background whose texts must stay inside it.
    function isCard(item) {
        const n = typeName(item);
        return /^(Card|ParchmentPopup|WheelBanner|Toast|SetupScreen|EndScreen|PlayerCard|TopBar|QQuickPopupItem)$/.test(n) || /Card$/.test(item.objectName || "");
    }
    // A one-line input (a name field, a combo box's text): no ellipsis, so the text must fit.
    function isInput(item) {
        return item.cursorPosition !== undefined && item.contentWidth !== undefined && typeof item.text === "string";
    }
    function isText(item) {
        return typeof item.text === "string" && item.elide !== undefined && item.contentWidth !== undefined && item.truncated !== undefined;
    }
    function outside(inner, outer, horizontalOnly) {
        return inner.x < outer.x - slack || inner.x + inner.width > outer.x + outer.width + slack || (!horizontalOnly && (inner.y < outer.y - slack || inner.y + inner.height > outer.y + outer.height + slack));
    }
    // The painted rectangle of a text, in scene coordinates (padding and alignment in).
    function paintedRect(t) {
        const l = t.leftPadding || 0, r = t.rightPadding || 0, tp = t.topPadding || 0, b = t.bottomPadding || 0;
        let x = l;
        if (t.effectiveHorizontalAlignment === Text.AlignRight)
            x = t.width - r - t.contentWidth;
        else if (t.effectiveHorizontalAlignment === Text.AlignHCenter)
            x = l + (t.width - l - r - t.contentWidth) / 2;
        let y = tp;
        if (t.verticalAlignment === Text.AlignBottom)
            y = t.height - b - t.contentHeight;
        else if (t.verticalAlignment === Text.AlignVCenter)
            y = tp + (t.height - tp - b - t.contentHeight) / 2;
        const p = t.mapToItem(scene, x, y);
        return Qt.rect(p.x, p.y, t.contentWidth, t.contentHeight);
    }
    function placeFirst() {
        const p = scene.firstLegal();
        return scene.controller.placeTile(p.x, p.y);
    }
    function problems(where, root) {
        const texts = [], inputs = [];
        collect(root || scene.Window.contentItem || scene, [], texts, inputs);
        const found = [];
        for (const input of inputs) {
            if (input.contentWidth > input.width - (input.leftPadding || 0) - (input.rightPadding || 0) + slack)
                found.push("cut (" + Math.round(input.contentWidth) + " px in a " + Math.round(input.width) + " px field): " + describe(input));
        }
        const sceneRect = Qt.rect(0, 0, scene.width, scene.height);
        const shown = [];
        for (const entry of texts) {
            const t = entry.item;
            const r = paintedRect(t);
            // off the window, or scrolled or slid out of a clipping parent: not on screen
            let hidden = disjoint(r, sceneRect), layer = null;
            for (let i = entry.chain.length - 1; i >= 0 && !hidden; --i) {
                if (entry.chain[i].clip && disjoint(r, rectOf(entry.chain[i])))
                    hidden = true;
            }
            if (hidden)
                continue;
            // a scrolling page shows part of a text at its top and bottom edges: only
            // what is in view is checked against the cards and the window
            for (let i = entry.chain.length - 1; i >= 0; --i) {
                const a = entry.chain[i];
                if (a.clip && a.contentY !== undefined && a.flickableDirection !== undefined) {
                    const v = rectOf(a);
                    const top = Math.max(r.y, v.y), bottom = Math.min(r.y + r.height, v.y + v.height);
                    r.y = top;
                    r.height = Math.max(0, bottom - top);
                }
            }
            // a player's status is written at its size, on two lines if need be ("Компьютер ·
            // лёгкий" was drawn shrunk to fit the narrow side panel at 1024×640)
            if (t.objectName === "playerStatus" && t.fontSizeMode !== Text.FixedSize)
                found.push("shrunk to fit: " + describe(t));
            if (t.elide === Text.ElideNone && t.wrapMode === Text.NoWrap && t.implicitWidth > t.width + slack)
                found.push("cut (" + Math.round(t.implicitWidth) + " > " + Math.round(t.width) + " px): " + describe(t));
            else if (t.elide === Text.ElideNone && t.truncated)
                found.push("lines cut: " + describe(t));
            else if (t.contentWidth > t.width + slack && t.wrapMode !== Text.NoWrap)
                found.push("a word wider than its box: " + describe(t));
            else if (t.wrapMode === Text.Wrap && t.lineCount > 1 && brokenWord(t))
                found.push("\"" + brokenWord(t) + "\" broken mid-word: " + describe(t));
            if (outside(r, sceneRect, false))
                found.push("outside the window: " + describe(t));
            for (let i = entry.chain.length - 1; i >= 0; --i) {
                const a = entry.chain[i];
                const isFlick = a.contentY !== undefined && a.flickableDirection !== undefined;
                if (isCard(a)) {
                    if (!layer)
                        layer = a;
                    if (outside(r, rectOf(a), false))
                        found.push("outside its " + typeName(a) + ": " + describe(t));
                } else if (a.clip && !(a.parent && a.parent.contentY !== undefined && a.parent.contentItem === a)) {
                    if (outside(r, rectOf(a), isFlick))
                        found.push("cut by a clipping " + typeName(a) + ": " + describe(t));
                }
            }
            shown.push({
                    "item": t,
                    "rect": r,
                    "layer": layer
                });
        }
        for (let i = 0; i < shown.length; ++i) {
            for (let j = i + 1; j < shown.length; ++j) {
                const a = shown[i], b = shown[j];
                if (a.layer !== b.layer)
                    continue;
                const w = Math.min(a.rect.x + a.rect.width, b.rect.x + b.rect.width) - Math.max(a.rect.x, b.rect.x);
                const h = Math.min(a.rect.y + a.rect.height, b.rect.y + b.rect.height) - Math.max(a.rect.y, b.rect.y);
                if (w > 2 && h > 2)
                    found.push("overlap: " + describe(a.item) + " and " + describe(b.item));
            }
        }
        return found.map(f => where + ": " + f);
    }
    function rectOf(item) {
        const p = item.mapToItem(scene, 0, 0);
        return Qt.rect(p.x, p.y, item.width, item.height);
    }
    function report(all) {
        verify(all.length === 0, all.length + " layout problem(s) in " + LanguageManager.language + ":\n" + all.join("\n"));
    }
    function resize(s) {
        scene.width = s.width;
        scene.height = s.height;
        // popups and drawers are laid out in the window
        const w = scene.Window.window;
        if (w) {
            w.width = s.width;
            w.height = s.height;
        }
        wait(80);
    }
    // The rows of the setup's rules column follow each other at the column's spacing: no
    // row keeps the height of a narrower width its label wrapped at while the screen was
    // laid out (tall empty rows in French and Russian).
    function ruleRowGaps(where, column) {
        const col = column || scene.findObject(scene.view.setupScreen, "ruleOptions");
        verify(col, "no rules column");
        const found = [];
        const rows = function (parent) {
            const kids = [];
            for (let i = 0; i < parent.children.length; ++i) {
                const k = parent.children[i];
                if (k.visible && k.height > 0)
                    kids.push(k);
            }
            return kids.sort((a, b) => a.y - b.y);
        };
        const gaps = function (layout, what) {
            const kids = rows(layout);
            for (let i = 1; i < kids.length; ++i) {
                const gap = kids[i].y - (kids[i - 1].y + kids[i - 1].height);
                if (gap > layout.spacing + slack)
                    found.push(where + ": " + gap.toFixed(1) + " px above " + (kids[i].text || kids[i].objectName || what + " " + i));
            }
        };
        gaps(col, "option");
        for (const option of rows(col)) {
            if (option.spacing !== undefined)
                gaps(option, "row");
        }
        return found;
    }
    // What stays wrong once the screen has settled (a page being laid out is skipped): a
    // problem still there after `settleMs` is a real one (a loaded machine may take many
    // frames to lay a screen out; a screen that is right is not waited for).
    function settled(where) {
        return settledBy(() => problems(where));
    }
    // `find()` again every 50 ms until it finds nothing or settleMs have passed.
    function settledBy(find) {
        const until = Date.now() + settleMs;
        let found = find();
        while (found.length > 0 && Date.now() < until) {
            wait(50);
            found = find();
        }
        return found;
    }
    // The rows' gaps once the layout has settled.
    function settledRowGaps(where) {
        return settledBy(() => ruleRowGaps(where));
    }
    function typeName(item) {
        return String(item).replace(/(_QMLTYPE_\d+|_QML_\d+)?\(0x[0-9a-f]+.*$/, "");
    }
    function visibleIn(item) {
        return item && item.visible !== false && item.opacity > 0.01;
    }

    TextMetrics {
        id: wordMetrics
    }
}
