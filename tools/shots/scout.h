// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_shots: plays a scratch game with computers in every seat until a chosen moment,
// for a screenshot of that moment.
#pragma once

#include "gamecontroller.h"

#include <QList>
#include <QObject>
#include <QVariantMap>

namespace fortuna::shots
{

// The moments a scout can stop at.
enum class Moment {
    Place, // a seat must place a tile (a turn that a record replays to the same moment)
    Wheel, // a seat has just drawn a wheel tile (not the plague)
    Plague, // a seat must give a follower to the plague
    Choose, // a seat chooses among drawn tiles (with the Fortune Teller)
    End, // the game is over
};

// Parses "place", "wheel", "plague", "choose" or "end".
bool parseMoment(const QString &text, Moment *moment);

// Plays `setup` (GameController::newGame's map) with computers in every seat, on the event
// loop, until `moment` at turn `turns` or later. Then finished() gives the game's record with
// the seat to move (and every seat that the setup names human) played by a human, or an
// empty record and the reason.
class Scout : public QObject
{
    Q_OBJECT

public:
    Scout(const QVariantMap &setup, int turns, Moment moment, QObject *parent = nullptr);
    void start();

Q_SIGNALS:
    void finished(const QByteArray &record, const QString &error);

private:
    void check();
    void finish(const QString &error);

    QVariantMap m_setup;
    int m_turns = 0;
    Moment m_moment = Moment::Place;
    QList<int> m_humans;
    int m_seat = -1;
    bool m_done = false;
    QByteArray m_found;
    model::GameController m_game;
};

} // namespace fortuna::shots
