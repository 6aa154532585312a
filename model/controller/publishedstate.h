// SPDX-License-Identifier: GPL-3.0-or-later
// PublishedState: every value GameController publishes as a property, computed at once from the game
// and the presentation state (the pig handshake, the preview's rotation, the file). The
// controller keeps the last state, computes the next one after any change and emits the
// change signals only once the whole new state is in place, so QML handlers always see one
// consistent state.
#pragma once

#include "convert.h"
#include "valuetypes.h"

#include <QUrl>
#include <QVariantMap>

namespace fortuna::model
{

struct PublishedState {
    bool running = false;
    int phase = 0; // GameController::Phase: NoGame, then the engine's phases in order
    int turn = 0;
    int currentPlayer = -1;
    int plaguePlayer = -1;
    int actingPlayer = -1;
    QString currentTile;
    int tilesLeft = 0;
    int pigSteps = 0;
    int pigSector = 0;
    WheelEvent lastWheelEvent;
    bool canUndo = false;
    bool turnStaged = false;
    int stagedOption = -1;
    bool awaitingHuman = false;
    bool thinking = false;
    bool wheelAsStart = true;
    bool fortuneTellerEnabled = false;
    QVariantMap rules = rulesToVariant(rules::Options{}); // keyed by rules::OptionSpecs
    qint64 seed = 0;
    SetupInfo setup;
    int rotation = 0;
    int displayedPigSteps = 0;
    bool busy = false;
    int highlightedSector = -1;
    QUrl currentFile;
    bool modified = false;
    bool aidsOff = false; // the game is played without aids (its record says "aids": false) and is not over

    // What the controller knows beside the game.
    struct Presentation {
        int rotation = 0;
        int displayedPigSteps = 0;
        int highlightedSector = -1;
        int lastWheelLog = -1; // the log index of the wheel event shown, or -1
        bool animationsEnabled = true;
        bool thinking = false;
        int actingPlayer = -1;
        bool computerActs = false; // the acting player is a computer seat
        bool readOnly = false; // a replay is shown: nobody may act
        bool canUndoChoice = false; // a Fortune Teller choice can be taken back
        bool turnStaged = false; // a follower decision waits for endTurn(), or a puzzle's answer is judged
        int stagedOption = -1;
        QUrl currentFile;
        int recordedTurns = 0;
        int savedTurns = -1; // record turns when last saved or opened
        bool lesson = false; // the game is "Learn to play": the lesson keeps its own record (Tutorial), nothing to save
        qint64 seed = 0;
        SetupInfo setup;
        bool liveGameOver = false; // the game played (not a replayed position) is over
    };
    static PublishedState compute(const rules::Game *game, const Presentation &p);
};

} // namespace fortuna::model
