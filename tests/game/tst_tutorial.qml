// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" in each language: opened from the setup screen (and the Help menu's action),
// walked through every step as a player does it (Next, a click on the lit spot or ring, the
// keyboard's choice on the crown and the plague), each step's card showing its translated
// words and its number (1 to 16, none skipped: a card of Bruno's turn waits for Next), the side
// panel's hint agreeing with the step, the crown ringed in the lesson's gold; left and taken
// up again; ended on a card whose button (or Enter) starts a game against Easy, with no
// "place the tile" left to do and nothing to save; the person named as the setup names seat 1.
import QtQuick
import QtTest
import Fortuna.Art
import Fortuna.Model
import Fortuna.Game
import Fortuna.I18n

GameScene {
    id: scene

    // The titles each step shows, per language (the catalogues' translations).
    readonly property var titles: ({
            "en": ["Learn to play", "Lay a tile", "Claim the city", "Bruno's turn", "A city and a road", "A claim refused", "Claim the road", "The pig walks to Taxes", "Bruno's turn", "Lay a tile", "A crown of the wheel", "The crown pays", "Bruno's turn", "The Plague", "The Plague", "Lesson complete"],
            "fr": ["Apprendre à jouer", "Poser une tuile", "Occuper la ville", "Au tour de Bruno", "Une ville et une route", "Une pose refusée", "Occuper la route", "Le cochon avance jusqu’aux Taxes", "Au tour de Bruno", "Poser une tuile", "Une case Couronne de la Roue", "La case Couronne rapporte", "Au tour de Bruno", "La Peste", "La Peste", "Leçon terminée"],
            "pl": ["Naucz się grać", "Połóż płytkę", "Zajmij miasto", "Tura Bruna", "Miasto i droga", "Odmowa", "Zajmij drogę", "Świnia idzie na Podatki", "Tura Bruna", "Połóż płytkę", "Korona koła", "Korona płaci", "Tura Bruna", "Zaraza", "Zaraza", "Lekcja ukończona"],
            "ru": ["Научиться играть", "Выложите квадрат", "Займите город", "Ход Бруно", "Город и дорога", "Отказ", "Займите дорогу", "Свинья идёт к Налогам", "Ход Бруно", "Выложите квадрат", "Корона колеса", "Корона приносит очки", "Ход Бруно", "Чума", "Чума", "Урок пройден"],
            "ro": ["Învață să joci", "Așază un cartonaș", "Ocupă orașul", "Rândul lui Bruno", "Un oraș și un drum", "O plasare refuzată", "Ocupă drumul", "Porcul merge la Biruri", "Rândul lui Bruno", "Așază un cartonaș", "O coroană a roții", "Coroana aduce puncte", "Rândul lui Bruno", "Ciuma", "Ciuma", "Lecție încheiată"]
        })

    TestCase {
        id: test

        // The English words of each step, read in the first pass.
        property var english: ({})

        // Does what the card asks, as a player would.
        function act(t) {
            const board = scene.board;
            switch (t.kind) {
            case Tutorial.Info:
            case Tutorial.Wait:
                mouseClick(scene.findObject(scene.view, "tutorialNext"));
                break;
            case Tutorial.Place:
            case Tutorial.Refuse:
                mouseClick(scene.findObject(scene.view, "tutorialRing"));
                break;
            case Tutorial.Deploy:
                if (t.crownSector >= 0) {
                    tryVerify(() => board.cursor >= 0);
                    scene.view.confirmChoice(); // Enter on the crown the lesson chose
                } else {
                    mouseClick(scene.findObject(scene.view, "tutorialRing"));
                }
                break;
            case Tutorial.Plague:
                board.cycle(1);
                scene.view.confirmChoice();
                break;
            }
        }
        function cleanup() {
            LanguageManager.language = "en";
        }
        // The crown markers of the wheel that show.
        function shownCrowns() {
            const shown = [];
            for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
                const mark = scene.findObject(scene.board.wheel, "crownMarker_" + i);
                verify(mark, "crownMarker_" + i);
                if (mark.visible)
                    shown.push(mark);
            }
            return shown;
        }
        // A lesson finished is not offered to continue: "Learn to play" starts it afresh (its
        // "Continue" went back to step 14, the last plague: the record stops there).
        function test_a_finished_lesson_starts_afresh() {
            const c = scene.controller;
            const t = c.tutorial;
            walk("en", false);
            compare(t.stepId, "finish");
            verify(!t.saved);
            const dialog = scene.view.tutorial.resumeDialog;
            scene.view.startTutorial(); // the Help menu's "Learn to play"
            wait(0);
            verify(!dialog.opened, "no question: nothing to continue");
            tryCompare(t, "stepId", "welcome");
            compare(c.turn, 1);
            // left at its end and taken up from the setup screen: afresh too
            walk("en", false);
            mouseClick(scene.findObject(scene.view, "tutorialLeave"));
            verify(scene.view.showSetup);
            mouseClick(scene.findObject(scene.view.setupScreen, "learnToPlayButton"));
            wait(0);
            verify(!dialog.opened, "no question after leaving the finished lesson");
            tryCompare(t, "stepId", "welcome");
        }
        function test_every_step_in_every_language() {
            const c = scene.controller;
            const t = c.tutorial;
            walk("en", true);
            // the end: Enter starts a normal game against Easy
            keyClick(Qt.Key_Return);
            tryCompare(t, "active", false);
            compare(c.turn, 1);
            compare(c.tilesLeft, 71);
            compare(c.options.setup.players[1].ai, "easy");
            for (const lang of ["fr", "pl", "ru"]) {
                walk(lang, lang === "pl");
                mouseClick(scene.findObject(scene.view, "tutorialPlay"));
                tryCompare(t, "active", false);
            }
            // left at its end, the lesson is no unsaved game: the setup starts the next one at once
            walk("ro", false);
            mouseClick(scene.findObject(scene.view, "tutorialLeave"));
            verify(scene.view.showSetup);
            scene.view.startRequested();
            verify(!scene.view.confirmDialog.visible);
            verify(!scene.view.showSetup);
            tryCompare(t, "active", false);
            compare(c.turn, 1);
        }
        // Left at a step, the lesson is kept: "Learn to play" offers to go on with it or to
        // start it again.
        function test_leave_and_continue() {
            const c = scene.controller;
            const t = c.tutorial;
            scene.view.startTutorial();
            const dialog = scene.view.tutorial.resumeDialog;
            if (dialog.opened)
                mouseClick(scene.findObject(dialog.contentItem, "tutorialRestart"));
            tryCompare(t, "stepId", "welcome");
            act(t);
            act(t);
            tryCompare(t, "stepId", "claimCity");
            mouseClick(scene.findObject(scene.view, "tutorialLeave"));
            verify(scene.view.showSetup);
            verify(t.saved || t.active);
            mouseClick(scene.findObject(scene.view.setupScreen, "learnToPlayButton"));
            tryCompare(dialog, "opened", true);
            mouseClick(scene.findObject(dialog.contentItem, "tutorialContinue"));
            tryCompare(dialog, "opened", false);
            verify(!scene.view.showSetup);
            compare(t.stepId, "claimCity");
            act(t);
            tryCompare(t, "stepId", "opponentRoad");
            act(t); // Next: Bruno plays
            tryCompare(t, "stepId", "placeRoad");
            // start again: the first step
            scene.view.startTutorial();
            tryCompare(dialog, "opened", true);
            mouseClick(scene.findObject(dialog.contentItem, "tutorialRestart"));
            tryCompare(t, "stepId", "welcome");
            compare(c.turn, 1);
        }
        // The board keeps still from one step to the next while the land shows whole below the
        // card (it was framed anew at every step: a pointer resting on the board landed on
        // another feature and popped its tooltip).
        function test_the_board_keeps_still_between_steps() {
            const c = scene.controller;
            const t = c.tutorial;
            const v = scene.boardView;
            v.animate = false;
            scene.view.startTutorial();
            const dialog = scene.view.tutorial.resumeDialog;
            if (dialog.visible)
                mouseClick(scene.findObject(dialog.contentItem, "tutorialRestart"));
            tryCompare(t, "stepId", "welcome");
            tryCompare(scene.view.tutorial, "framedStep", 0);
            tryCompare(scene.board, "autoCentre", false, 10000); // the new game's framing done
            wait(100);
            const at = () => [v.zoom.toFixed(3), v.panX.toFixed(1), v.panY.toFixed(1)].join(" ");
            const before = at();
            t.next();
            tryCompare(t, "stepId", "placeCity");
            tryCompare(scene.view.tutorial, "framedStep", 1);
            wait(100);
            compare(at(), before, "the board moved between two steps");
            verify(scene.view.tutorial.landInSight(), "the land shows whole");
            v.animate = true;
        }
        // Walks the lesson from its first step to its last in `lang`, checking each card.
        function walk(lang, fromSetup) {
            const c = scene.controller;
            const t = c.tutorial;
            LanguageManager.language = lang;
            if (fromSetup) {
                scene.view.newGame();
                mouseClick(scene.findObject(scene.view.setupScreen, "learnToPlayButton"));
            } else {
                scene.view.startTutorial(); // the Help menu's "Learn to play"
            }
            // a lesson left by an earlier walk (or run) is offered: start again
            const dialog = scene.view.tutorial.resumeDialog;
            if (dialog.visible)
                mouseClick(scene.findObject(dialog.contentItem, "tutorialRestart"));
            tryCompare(t, "active", true);
            compare(t.step, 0);
            verify(!scene.view.showSetup);
            const card = scene.findObject(scene.view, "tutorialCard");
            const title = scene.findObject(card, "tutorialTitle");
            const text = scene.findObject(card, "tutorialText");
            const progress = scene.findObject(card, "tutorialProgress");
            const next = scene.findObject(card, "tutorialNext");
            // the person is named like the setup's first seat, for sentences in the third person
            const person = qsTranslate("SetupScreen", "Player %1").arg(1);
            compare(c.players.value(0, "name"), person, lang);
            verify(person !== "You" && person.length > 0);
            compare(t.stepCount, 16);
            for (let s = 0; s < t.stepCount; ++s) {
                tryCompare(t, "step", s, 30000, lang + " step " + s);
                const id = t.stepId;
                verify(card.visible, id);
                compare(progress.text, qsTranslate("TutorialCard", "Learn to play · step %1 of %2").arg(s + 1).arg(16), lang + " " + id);
                verify(!c.files.modified, lang + " " + id + ": the lesson is nothing to save");
                compare(title.text, scene.titles[lang][s], lang + " " + id);
                verify(text.text.length > 10, lang + " " + id);
                if (lang === "en")
                    english[s] = text.text;
                else
                    verify(text.text !== english[s], lang + " " + id + ": " + text.text);
                if (t.kind === Tutorial.Wait || t.kind === Tutorial.Info) {
                    // the card stays until Next: Bruno waits for it
                    scene.fireTimers();
                    wait(0);
                    compare(t.step, s, lang + " " + id);
                    verify(!c.thinking, lang + " " + id);
                    verify(next.visible, lang + " " + id);
                }
                if (t.kind === Tutorial.Wait) {
                    act(t);
                    verify(!next.visible, lang + " " + id + ": read, Bruno plays");
                    continue;
                }
                if (t.kind === Tutorial.Finish)
                    break;
                if (t.kind === Tutorial.Place) {
                    // only the lesson's spot is lit
                    let lit = 0;
                    for (let i = 0; i < c.legalPositions.count; ++i) {
                        const p = c.legalPositions.get(i);
                        const spot = scene.findObject(scene.boardView, "legalMarker_" + p.x + "_" + p.y);
                        if (spot && spot.visible)
                            ++lit;
                    }
                    compare(lit, 1, lang + " " + id);
                }
                // the side panel's hint: read first on a step to read, the lit spot when laying
                const hint = scene.findObject(scene.view, "handHint");
                const readFirst = "Read the lesson's card first, then press Next.";
                if (id === "welcome") {
                    verify(hint.visible, lang);
                    compare(hint.text, qsTranslate("TileInHand", readFirst), lang);
                    if (lang !== "en")
                        verify(hint.text !== readFirst, lang + ": " + hint.text);
                    // framed for the wheel alone, not for the spots the lesson does not light
                    compare(scene.boardView.extraCells.length, 0, lang);
                } else if (id === "placeCity") {
                    const mouse = qsTranslate("TileInHand", "Click a lit spot to lay the tile. R or a right click turns it.");
                    verify(hint.text.startsWith(mouse), lang + ": " + hint.text);
                    // and the keys, for a keyboard player (told only of the mouse)
                    verify(hint.text.indexOf(KeyNames.text("Space", KeyNames.revision)) > mouse.length, lang + ": " + hint.text);
                    verify(hint.text.indexOf(KeyNames.text("Enter", KeyNames.revision)) > mouse.length, lang + ": " + hint.text);
                    compare(scene.boardView.extraCells, [t.spot], lang);
                }
                // a card that says "click the lit ring" names the keys that do it too
                if (["placeCity", "claimCity", "placeRoad", "claimRefused", "claimRoad", "placeField", "claimCrown", "plague"].indexOf(id) >= 0) {
                    verify(text.text.indexOf(KeyNames.text("Space", KeyNames.revision)) >= 0, lang + " " + id + ": " + text.text);
                    verify(text.text.indexOf(KeyNames.text("Enter", KeyNames.revision)) >= 0, lang + " " + id + ": " + text.text);
                }
                if (id === "claimCity")
                    compare(shownCrowns().length, 0, lang + ": no crown to use on this step");
                if (id === "claimCrown") {
                    // the one crown of the step, ringed in the lesson's gold (the keyboard's choice on it)
                    tryVerify(() => scene.board.cursor >= 0);
                    const crowns = shownCrowns();
                    compare(crowns.length, 1, lang);
                    compare(crowns[0].objectName, "crownMarker_" + WheelLayout.crownIndex(t.crownSector, 0));
                    const ring = scene.findObject(crowns[0], "tutorialCrownRing");
                    verify(ring.visible, lang);
                    verify(Qt.colorEqual(ring.border.color, Theme.gold), String(ring.border.color));
                    verify(ring.width > crowns[0].width, "the ring goes round the crown's marker");
                    verify(!scene.findObject(scene.board.wheel, "crownChoiceRing").visible, "no blue ring over the gold one");
                }
                if (id === "claimRefused") {
                    act(t);
                    // the rules' refusal shows, and the lesson goes on
                    tryCompare(scene.view.toast, "visible", true);
                    compare(t.stepId, "claimRoad");
                    continue;
                }
                if (id === "pigTaxes") {
                    compare(c.pigSector, 1); // Taxes
                    compare(c.players.value(0, "score"), 2);
                    verify(!c.thinking); // Bruno waits while the step is read
                }
                // the Taxes banner leaves with Bruno's turn: gone when the person's next turn
                // begins (it stayed up through the steps of the crown)
                if (id === "pigTaxes")
                    tryCompare(scene.view.banner, "mode", "event");
                if (id === "placeField" || id === "claimCrown")
                    tryCompare(scene.view.banner, "mode", "hidden", 5000, lang + " " + id);
                if (id === "crownPays")
                    compare(c.players.value(0, "score"), 5);
                if (id === "plague")
                    compare(c.phase, GameController.Plague);
                act(t);
            }
            compare(t.stepId, "finish");
            compare(c.turn, 7);
            // the end leaves one thing to do, the card's: no tile to lay, the way on lit
            const over = qsTranslate("fortuna::model::Tutorial", "The lesson is over: start the game against Easy, or leave the lesson.");
            compare(scene.view.hint, qsTranslate("TutorialWords", "Lesson complete"), lang);
            const hint = scene.findObject(scene.view, "handHint");
            compare(hint.text, over, lang);
            verify(!scene.findObject(scene.view, "rotateRight").enabled, lang);
            // no tile left in hand, no "0 tiles left": nothing of the lesson's game to go on with
            verify(!scene.findObject(scene.view, "handTile").visible, lang);
            verify(!scene.findObject(scene.view, "tilesLeft").visible, lang);
            verify(!scene.findObject(scene.view, "hintButton").visible, lang);
            verify(scene.findObject(card, "tutorialPlay").visible, lang);
            verify(!next.visible, lang);
            verify(!c.files.modified, lang);
        }

        name: "Tutorial"
        when: windowShown
    }
}
