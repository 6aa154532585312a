// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleSession: "Learn from your mistakes", the puzzle being played (GameController.puzzle).
// A puzzle of "Your games" (GameStore::Puzzle) is loaded from its game's record: the game just
// before the decision, for the controller to show in PuzzlePlay (controller/puzzleplay.h).
// The person's answer is checked off the UI thread by the analysis' own search (ai/puzzle.h):
// right within one point of the best move, else how many points it loses; after a wrong answer
// the person tries again or asks for the better move (`best`, shown on the board).
// It does not know the controller: the controller loads, starts and clears it.
#pragma once

#include "gameanalysis.h"
#include "gamestore.h"

#include "ai/puzzle.h"
#include "record/record.h"
#include "seats/cancellableworker.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace fortuna::model
{

class PuzzleSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PuzzleSession is provided by GameController.puzzle")

    // Off: no puzzle; Waiting: the person's move is awaited; Checking: the search values it;
    // Right, Wrong: its verdict; Shown: the better move is on the board (and may be played).
    Q_PROPERTY(State state READ state NOTIFY changed)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(qint64 puzzleId READ puzzleId NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed) // the decision's turn in its game
    Q_PROPERTY(QString kind READ kind NOTIFY changed) // "place", "choose", "plague"
    Q_PROPERTY(double lost READ lost NOTIFY changed) // what the move played in the game lost
    Q_PROPERTY(double answerLost READ answerLost NOTIFY changed) // what the last answer loses
    Q_PROPERTY(bool answerIsBest READ answerIsBest NOTIFY changed)
    Q_PROPERTY(bool solved READ solved NOTIFY changed) // solved, now or before
    Q_PROPERTY(int attempts READ attempts NOTIFY changed) // answers checked, before included
    // The better move was shown: a right answer no longer solves the puzzle (this time).
    Q_PROPERTY(bool betterShown READ betterShown NOTIFY changed)
    // The analysis' best move (for the board's ghost), valid from the first verdict.
    Q_PROPERTY(fortuna::model::AnalysisMove best READ best NOTIFY changed)

public:
    enum State { Off, Waiting, Checking, Right, Wrong, Shown };
    Q_ENUM(State)

    explicit PuzzleSession(QObject *parent = nullptr);

    struct Loaded {
        QString error; // translated
        std::optional<rules::Game> game; // just before the decision
        record::Record header; // its record: the turns before the decision's
    };
    // Loads `puzzle` from its game's record (and a network game's draws); on success the
    // puzzle is on (Waiting) and `game` is to be shown.
    Loaded load(const GameStore::Puzzle &puzzle, const QByteArray &record, const QByteArray &draws);
    // Checks the person's answer in the background (`answered` then). "" or why not.
    QString check(const ai::AnalysedMove &answer);
    // After a verdict: the next answer is awaited (Wrong, Shown), or the better move is shown.
    void retry();
    void showBetter();
    // No puzzle any more (another game, the game closed); a check in flight is dropped.
    void clear();
    // Blocks until no check is in flight (tests); false on timeout.
    bool waitForIdle(int msecs) { return m_worker.waitForIdle(msecs); }
    // Why the person cannot answer now ("" when the answer is awaited), translated.
    QString whyNot() const;
    // The game's colour of the puzzle's seat.
    int color() const { return m_color; }

    State state() const { return m_state; }
    bool active() const { return m_state != Off; }
    qint64 puzzleId() const { return m_puzzle.id; }
    int turn() const { return m_puzzle.turn; }
    QString kind() const { return m_puzzle.kind; }
    double lost() const { return m_puzzle.lost; }
    double answerLost() const { return m_answerLost; }
    bool answerIsBest() const { return m_answerIsBest; }
    bool solved() const { return m_puzzle.solved; }
    int attempts() const { return m_puzzle.attempts; }
    bool betterShown() const { return m_seen; }
    AnalysisMove best() const { return m_best; }

Q_SIGNALS:
    void changed();
    // An answer to puzzle `id` was checked (the store keeps it).
    void answered(qint64 id, bool right);

private:
    void setState(State state);

    seats::CancellableWorker m_worker;
    State m_state = Off;
    GameStore::Puzzle m_puzzle;
    rules::Setup m_setup;
    std::vector<rules::Decision> m_decisions;
    int m_color = 0;
    double m_answerLost = 0;
    bool m_answerIsBest = false;
    bool m_seen = false; // the better move was shown: a right answer no longer solves it
    AnalysisMove m_best;
};

} // namespace fortuna::model
