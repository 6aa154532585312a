// SPDX-License-Identifier: GPL-3.0-or-later
// Tutorial: "Learn to play" as the view sees it. The lesson is a real game on a fixed deal
// (tutorialscript.h); this object follows its position, says which step is shown, what the
// step lights (a spot, a feature of the tile just laid, a crown of the wheel), vets the
// person's decisions (only the step's own), holds the computer while a step is read, and keeps
// the lesson's record in the settings so that it can be left and resumed.
//
// It knows nothing of the controller: GameController owns one (GameController.tutorial),
// tells it of every game installed and every decision, asks it before a person's decision and
// before a computer's turn, and starts the lesson's game (startTutorial) and the game against
// Easy that follows it (playAfterTutorial). The words of each step are the view's
// (qml/game/TutorialWords.qml), keyed by stepId.
#pragma once

#include "tutorialscript.h"

#include "record/record.h"

#include <QObject>
#include <QPoint>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class Tutorial : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Tutorial is provided by GameController.tutorial")

    // The game shown is the lesson's.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // The step shown (0-based) of stepCount, its words' key and its kind.
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int stepCount READ stepCount CONSTANT)
    Q_PROPERTY(QString stepId READ stepId NOTIFY changed)
    Q_PROPERTY(Kind kind READ kind NOTIFY changed)
    // The card's Next is offered: a step to read, or the opponent's turn not yet watched (the
    // opponent waits for Next, so that no card goes by unread).
    Q_PROPERTY(bool nextOffered READ nextOffered NOTIFY changed)
    // Place: the cell to lay the tile on and its rotation; (0, 0) and -1 otherwise.
    Q_PROPERTY(QPoint spot READ spot NOTIFY changed)
    Q_PROPERTY(int spotRotation READ spotRotation NOTIFY changed)
    // Deploy, Refuse: the local feature of the tile just laid to click (TileGeometry), -1.
    Q_PROPERTY(int feature READ feature NOTIFY changed)
    // Deploy on a crown: the sector (a Sector value), -1.
    Q_PROPERTY(int crownSector READ crownSector NOTIFY changed)
    // A lesson left before its end can be continued (startTutorial(true)).
    Q_PROPERTY(bool saved READ saved NOTIFY savedChanged)

public:
    enum Kind { Info, Place, Deploy, Refuse, Plague, Wait, Finish };
    Q_ENUM(Kind)

    explicit Tutorial(QObject *parent = nullptr);

    // An Info step was read: the next step. A Wait step was read: the opponent plays, and the
    // step stays shown until the game reaches the next one.
    Q_INVOKABLE void next();

    bool active() const { return m_active; }
    int step() const { return m_step; }
    int stepCount() const;
    QString stepId() const;
    Kind kind() const;
    bool nextOffered() const;
    QPoint spot() const;
    int spotRotation() const;
    // How the tile in hand lies: as the lesson's next spot wants it, from the card read before
    // that spot on (the tile does not turn by itself when Next is pressed); -1: as it is.
    int handRotation() const;
    int feature() const { return m_active ? m_feature : -1; }
    int crownSector() const;
    bool saved() const;
    // The lesson shown is at its end (Finish): nothing of it is kept to continue.
    bool finished() const { return m_active && kind() == Finish; }

    // The lesson's game: rules, seed, deck and the two players (the person as the setup screen
    // names the first person's seat, Bruno the opponent; both shown in the language of the day).
    static record::Record header();
    // The person's name in the lesson: the name typed for the first person's seat of the last
    // setup (Settings::lastSetup), else the setup screen's default name of seat 1 ("Player 1").
    static QString personName();
    // Whether a record is the lesson's game (its deal).
    static bool isLesson(const record::Record &header);

    // A game was installed: the lesson's (at the step of its position) or another (inactive).
    void gameInstalled(const record::Record &header, const rules::Game &game);
    void gameClosed();
    // The game moved on: the step of its position (a step whose position is passed gives way
    // to the next step at the new one, an undone placement goes back to its step).
    void follow(const rules::Game &game);
    // "" when the person may make `decision` now, else why not (translated).
    QString vet(const rules::Decision &decision, const rules::Game &game) const;
    // The step shown asks to see `decision` refused (it was vetted): the step is done.
    bool expectsRefusal() const { return kind() == Refuse; }
    void refusalSeen(const rules::Game &game);
    // The computer seats wait (a step to read during the opponent's turn).
    bool holdsComputers() const { return nextOffered(); }
    // Keeps the lesson's record (every complete turn) to continue it later; forget() drops it
    // (also when the lesson reaches its end: a lesson finished is not offered to continue).
    void remember(const record::Record &record);
    QByteArray savedRecord() const;
    void forget();

Q_SIGNALS:
    void changed();
    // next() moved on from a step that held the computers.
    void stepRead();
    void savedChanged();

private:
    const tutorial::Step *current() const;
    void setStep(int step, const rules::Game *game);
    void updateFeature(const rules::Game &game);

    bool m_active = false;
    int m_step = 0;
    int m_feature = -1;
    bool m_watched = false; // the Wait step shown was read: the opponent plays
};

} // namespace fortuna::model
