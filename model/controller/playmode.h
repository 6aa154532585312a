// SPDX-License-Identifier: GPL-3.0-or-later
// Who decides and where a decision goes: the game on screen is played in one mode at a time
// (KBlocks' GamePlayerInterface, applied to the table rather than to one player).
//
//   LocalPlay   (localplay.h)   this computer's game: undo points, the staged follower decision,
//                               the autosave, the computer seats
//   LessonPlay  (lessonplay.h)  "Learn to play": vets each decision by the lesson's step, then
//                               hands it to the LocalPlay it wraps
//   PuzzlePlay  (puzzleplay.h)  "Learn from your mistakes": the tile laid by the LocalPlay it
//                               wraps, the move's last decision checked as the puzzle's answer
//   NetPlay     (netplay.h)     a network table: decisions go to the NetSession, the board moves
//                               when the table's update comes back
//   ReplayView  (replayview.h)  the replay (and the analysis's decisions, shown on it) over the
//                               live mode: no decision, the replayed position on screen
//
// GameController asks the active mode (PlayMode) instead of testing flags and publishes what
// comes out. A mode acts on the live game through PlayTable, which the controller implements;
// none of them knows the controller.
#pragma once

#include "convert.h"
#include "viewstate.h"

#include "ai/agent.h"
#include "rules/game.h"

#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <memory>
#include <string>
#include <vector>

namespace fortuna::record
{
class Recorder;
struct PlayedGame;
struct Record;
struct Turn;
}

namespace fortuna::model
{

struct NetUpdated;

// What the wheel shows of a game: the pig's steps walked on screen, the last wheel event of the
// log (-1: none) and the sector it lit (-1: none).
struct WheelShown {
    int pigSteps = 0;
    int lastWheelLog = -1;
    int highlightedSector = -1;
};

// The index of the last wheel event in `game`'s log, -1 for none.
int lastWheelLog(const rules::Game &game);

// The live game as the modes see it (GameController implements it).
class PlayTable
{
public:
    // The game shown live and its record (null, empty without a game).
    virtual const rules::Game *liveGame() const = 0;
    virtual const record::Record &liveRecord() const = 0;
    // The game and recorder this window plays on itself (local play, a guest's mirror); null
    // without a game or when the game is a table's that this app hosts (the table plays it).
    virtual record::PlayedGame *ownGame() = 0;
    virtual const Seats &seats() const = 0;
    virtual int actingPlayer() const = 0;
    // "" when the person to act may act now (the common checks and the mode's), else why not.
    virtual QString whyNotNow() const = 0;
    // Applies a decision to the live game and its record, then publishes.
    virtual rules::Status apply(const rules::Decision &decision, bool computer) = 0;
    // The live game changed outside apply (an undo; `oldLog`: its log size before): republish.
    virtual void changedBy(size_t oldLog) = 0;
    // The game of a table this app hosts moved (the table played `seat`'s decision, or undid its
    // placement when `decision` is none): republish what changed since it was last shown.
    virtual void tablePlayed(int seat, bool decision, bool computer) = 0;
    // The game and its recorder as they were (an undo point taken back).
    virtual void restore(rules::Game &&game, record::Recorder &&recorder) = 0;
    virtual void publish() = 0;
    virtual ViewState viewState() const = 0;
    // The file the game was saved to or opened from.
    virtual QUrl gameFile() const = 0;
    // The game is gone (a network table closed): back to no game.
    virtual void closeTable() = 0;
    // A line for the person (a network refusal or loss), translated.
    virtual void tell(const QString &text) = 0;
    // Tiles the server drew: the live game draws them next, the replay and the analysis follow them.
    virtual void followDraws(const std::vector<rules::TileRef> &draws) = 0;

protected:
    virtual ~PlayTable() = default;
};

class PlayMode
{
public:
    virtual ~PlayMode() = default;

    // --- The person's decisions (the controller checked that a game is on and nothing walks).
    // Why the mode takes no decision at all now ("" if it does): the replay.
    virtual QString closed() const { return QString(); }
    // Why the acting player is not this person's to move ("" if it is).
    virtual QString notYours(int player) const = 0;
    // A person's decision: applied, staged, sent or refused. "" or why not (translated).
    virtual QString decide(const rules::Decision &decision) = 0;
    // Takes back the person's last decision of the turn. "" or why not.
    virtual QString undo() = 0;
    // Ends the turn with the staged follower decision.
    virtual QString endTurn();
    // A decision the person may take back now (published as canUndo, with the game's own).
    virtual bool canUndoChoice() const { return false; }
    virtual const rules::Deployment *staged() const { return nullptr; }

    // --- The computers and the other seats.
    // The acting player is moved by someone else (a computer here, another app on the table).
    virtual bool othersAct(int player) const = 0;
    // The levels the computer seats of this computer play (empty: none here).
    virtual QStringList computerLevels(const QStringList &levels) const { return levels; }
    virtual std::unique_ptr<ai::Agent> makeAgent(const std::string &level, uint64_t seed) const;
    // The computer seats may move now.
    virtual bool computersMove() const { return true; }
    // A game finished in this mode goes into "Your games" (not the lesson, nor a table watched),
    // with the seats of this computer's people.
    virtual bool keepsFinished() const { return true; }
    virtual bool personSeat(int seat) const = 0;

    // --- After a change.
    // A game was installed in this mode.
    virtual void installed() {}
    // A decision was applied (`turnEnded`: a turn, a plague decision or the game ended).
    virtual void applied(const rules::Decision &decision, bool turnEnded);
    // The position changed: the rotation the hand must show (-1: the person's).
    virtual int followed(const rules::Game &) { return -1; }
    // The autosave now (after a turn, a view change, at quitting); and whether a view change is
    // worth one.
    virtual void writeAutosave() {}
    virtual void autosaveSwitchedOn() {}
    virtual bool savesView() const { return false; }
    // Nothing to save or to mark modified (the lesson keeps its own record).
    virtual bool lesson() const { return false; }
    // The undo points and the staged decision go (a new game, a committed decision).
    virtual void forgetUndo() {}
    // The confirmTurns preference changed.
    virtual void confirmTurnsChanged() {}

    // --- What is shown and what comes from elsewhere.
    // The game on screen, its record's turns and the position among them.
    virtual const rules::Game *shownGame() const = 0;
    virtual const std::vector<record::Turn> &shownTurns() const = 0;
    virtual int shownPosition() const = 0;
    // A network game is shown.
    virtual bool networked() const { return false; }
    // The table's accepted decision, an unreadable one, the session's change.
    virtual void remoteUpdate(const NetUpdated &) {}
    virtual void remoteUnreadable(const QString &) {}
    virtual void sessionChanged() {}
    // The mode gives way to another (NetPlay leaves its table).
    virtual void left() {}
};

// A mode over another: every question goes to the inner mode unless overridden.
class ModeDecorator : public PlayMode
{
public:
    void setInner(PlayMode *inner) { m_inner = inner; }
    PlayMode *inner() const { return m_inner; }

    QString closed() const override { return m_inner->closed(); }
    QString notYours(int player) const override { return m_inner->notYours(player); }
    QString decide(const rules::Decision &decision) override { return m_inner->decide(decision); }
    QString undo() override { return m_inner->undo(); }
    QString endTurn() override { return m_inner->endTurn(); }
    bool canUndoChoice() const override { return m_inner->canUndoChoice(); }
    const rules::Deployment *staged() const override { return m_inner->staged(); }
    bool othersAct(int player) const override { return m_inner->othersAct(player); }
    QStringList computerLevels(const QStringList &levels) const override { return m_inner->computerLevels(levels); }
    std::unique_ptr<ai::Agent> makeAgent(const std::string &level, uint64_t seed) const override { return m_inner->makeAgent(level, seed); }
    bool computersMove() const override { return m_inner->computersMove(); }
    bool keepsFinished() const override { return m_inner->keepsFinished(); }
    bool personSeat(int seat) const override { return m_inner->personSeat(seat); }
    void installed() override { m_inner->installed(); }
    void applied(const rules::Decision &decision, bool turnEnded) override { m_inner->applied(decision, turnEnded); }
    int followed(const rules::Game &game) override { return m_inner->followed(game); }
    void writeAutosave() override { m_inner->writeAutosave(); }
    void autosaveSwitchedOn() override { m_inner->autosaveSwitchedOn(); }
    bool savesView() const override { return m_inner->savesView(); }
    bool lesson() const override { return m_inner->lesson(); }
    void forgetUndo() override { m_inner->forgetUndo(); }
    void confirmTurnsChanged() override { m_inner->confirmTurnsChanged(); }
    const rules::Game *shownGame() const override { return m_inner->shownGame(); }
    const std::vector<record::Turn> &shownTurns() const override { return m_inner->shownTurns(); }
    int shownPosition() const override { return m_inner->shownPosition(); }
    bool networked() const override { return m_inner->networked(); }
    void remoteUpdate(const NetUpdated &update) override { m_inner->remoteUpdate(update); }
    void remoteUnreadable(const QString &why) override { m_inner->remoteUnreadable(why); }
    void sessionChanged() override { m_inner->sessionChanged(); }
    void left() override { m_inner->left(); }

private:
    PlayMode *m_inner = nullptr;
};

// What every live mode shares: the live game is the one shown.
class LiveMode : public PlayMode
{
public:
    explicit LiveMode(PlayTable &table)
        : m_table(table)
    {
    }
    const rules::Game *shownGame() const override { return m_table.liveGame(); }
    const std::vector<record::Turn> &shownTurns() const override;
    int shownPosition() const override;

protected:
    PlayTable &m_table;
};

} // namespace fortuna::model
