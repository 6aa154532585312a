// SPDX-License-Identifier: GPL-3.0-or-later
// The groups of GameController's surface that QML reaches as one property each (issue 43: the
// controller itself keeps the game's state and the person's commands):
//   controller.options  the rule options of the game shown (wheelAsStart, rules, seed, setup...)
//   controller.staging  taking back and confirming the person's turn (confirmTurns, canUndo...)
//   controller.aids     the players' aids (off, the score history, what a sector would pay, a hint)
//   controller.files    the game's file (currentFile, modified; save, open, resume, your games)
//   controller.lesson   "Learn to play" (start it, play on after it)
//   controller.review   the replay and the analysis of the game (start, end, show a decision)
//   controller.puzzles  "Learn from your mistakes": start a puzzle, try again, the better move, the next
// Each only reads the state the controller published and forwards the calls to it; `changed`
// fires once per publication that changed one of its values.
#pragma once

#include "valuetypes.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class GameController;
struct PublishedState;

class ControllerFacet : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

public:
    ControllerFacet(GameController &controller, const PublishedState &state);

Q_SIGNALS:
    void changed();

protected:
    GameController &m_controller;
    const PublishedState &m_state;
};

class GameOptions : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.options")
    Q_PROPERTY(bool wheelAsStart READ wheelAsStart NOTIFY changed)
    Q_PROPERTY(bool fortuneTellerEnabled READ fortuneTellerEnabled NOTIFY changed)
    // {tileSet, fortuneTeller, famine, wheelAsStart, ...}, one entry per row of the rules'
    // option table, valued as in the record.
    Q_PROPERTY(QVariantMap rules READ rules NOTIFY changed)
    Q_PROPERTY(qint64 seed READ seed NOTIFY changed)
    Q_PROPERTY(fortuna::model::SetupInfo setup READ setup NOTIFY changed)

public:
    using ControllerFacet::ControllerFacet;
    bool wheelAsStart() const;
    bool fortuneTellerEnabled() const;
    QVariantMap rules() const;
    qint64 seed() const;
    SetupInfo setup() const;
};

class TurnStaging : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.staging")
    // undoPlacement() would take back the person's last decision of this turn now.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    // With confirmTurns a person's follower decision (a follower, a crown space or none) waits
    // for endTurn(): until then it is staged (turnStaged, stagedOption: its deployOptions row,
    // -1 for no follower) and undoPlacement() takes it back. Never in a network game. A puzzle's
    // answer stands on the tile the same way while it is checked and judged, with no turn to end.
    Q_PROPERTY(bool confirmTurns READ confirmTurns WRITE setConfirmTurns NOTIFY changed)
    Q_PROPERTY(bool turnStaged READ turnStaged NOTIFY changed)
    Q_PROPERTY(int stagedOption READ stagedOption NOTIFY changed)

public:
    using ControllerFacet::ControllerFacet;
    bool canUndo() const;
    bool confirmTurns() const;
    void setConfirmTurns(bool on);
    bool turnStaged() const;
    int stagedOption() const;
    Q_INVOKABLE QString undoPlacement();
    Q_INVOKABLE QString endTurn();
};

class PlayerAids : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.aids")
    // The game is played without aids (set up so, recorded as "aids": false) and is not over
    // yet: no hint, no preview of what a crown or the end would pay, no bag, no analysis.
    Q_PROPERTY(bool off READ off NOTIFY changed)

public:
    using ControllerFacet::ControllerFacet;
    bool off() const;
    Q_INVOKABLE QString suggestMove();
    Q_INVOKABLE fortuna::model::ScoreHistory scoreHistory() const;
    // The finished game's figures per player, for the end screen's row (gamecontrollerstats.cpp); [] while it runs.
    Q_INVOKABLE QVariantList gameFigures() const;
    Q_INVOKABLE QVariantList sectorPreview(int sector) const;
    Q_INVOKABLE QVariantList scoresIfEndedNow() const;
};

class GameFile : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.files")
    // currentFile: the file the game was last saved to or opened from (empty for a new game);
    // modified: turns were played since (or the new game has turns and no file), never in
    // "Learn to play" (the lesson keeps its own record to continue it).
    Q_PROPERTY(QUrl currentFile READ currentFile NOTIFY changed)
    Q_PROPERTY(bool modified READ modified NOTIFY changed)

public:
    using ControllerFacet::ControllerFacet;
    QUrl currentFile() const;
    bool modified() const;
    Q_INVOKABLE QString saveGame(const QUrl &file);
    Q_INVOKABLE QString loadGame(const QUrl &file, int turns = -1);
    Q_INVOKABLE QString resumeAutosave();
    Q_INVOKABLE QString openStoredGame(qint64 id);
    // The record as fortuna-record/1 JSON text (the tests).
    Q_INVOKABLE QString recordJson() const;
};

class LessonCommands : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.lesson")

public:
    using ControllerFacet::ControllerFacet;
    Q_INVOKABLE QString startTutorial(bool resume = false);
    Q_INVOKABLE QString playAfterTutorial();
};

class ReviewCommands : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.review")

public:
    using ControllerFacet::ControllerFacet;
    Q_INVOKABLE QString startReplay(int turn = 0);
    Q_INVOKABLE void endReplay();
    Q_INVOKABLE QString analyseGame();
    Q_INVOKABLE QString showAnalysedDecision(int row);
};

class PuzzleCommands : public ControllerFacet
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.puzzles")

public:
    using ControllerFacet::ControllerFacet;
    // Puzzle `id` of games.puzzles (its position on the board, the person to find the move).
    Q_INVOKABLE QString start(qint64 id);
    // After a verdict: the tile back in hand, the next answer awaited.
    Q_INVOKABLE QString retry();
    // After a verdict: the better move on the board (GameController.puzzle.best).
    Q_INVOKABLE QString showBetter();
    // The next unsolved puzzle ("" or why not: none left).
    Q_INVOKABLE QString next();
};

} // namespace fortuna::model
