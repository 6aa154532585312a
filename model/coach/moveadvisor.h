// SPDX-License-Identifier: GPL-3.0-or-later
// MoveAdvisor: "Suggest a move" for the person whose turn it is. The strong computer level
// is asked for the acting seat's move on a copy of the game, off the UI thread (a pool of
// one thread), and the answer is published as properties for the board's hint ghost: where
// the tile goes (cell and rotation), the follower with it, and one line of why (the
// expected standing against the others before and after the move).
//
// The advisor does not know the game controller: its owner calls request() with the game
// and the seat to move, and clear() whenever the position changes (a move, a new or closed
// game). A request in flight is cancelled by clear(), a new request and the destructor
// (ai::Agent::setStopFlag), and its answer is never published (dropped tells when it
// came back).
//
// Determinism: the agent is seeded from (seed, turn), so asking twice gives the same advice;
// with the level "strong:N" (tests) the advice is exactly the strong:N player's decision.
#pragma once

#include "rules/game.h"
#include "seats/cancellableworker.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class MoveAdvisor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MoveAdvisor is provided by GameController.advisor")

    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    // Place and Deploy (and ChooseTile: the chosen tile's move): the cell, the rotation and
    // the tile ("" when the advice places no tile: a Plague choice).
    Q_PROPERTY(int x READ x NOTIFY changed)
    Q_PROPERTY(int y READ y NOTIFY changed)
    Q_PROPERTY(int rotation READ rotation NOTIFY changed)
    Q_PROPERTY(QString tile READ tile NOTIFY changed)
    // ChooseTile: the index of the drawn tile to take, else -1.
    Q_PROPERTY(int choose READ choose NOTIFY changed)
    // The follower: on a feature of the tile (FeatureKind and port index, -1/-1 for none), or
    // on a crown space (sector 0..5 and slot, -1 for none).
    Q_PROPERTY(int featureKind READ featureKind NOTIFY changed)
    Q_PROPERTY(int portIndex READ portIndex NOTIFY changed)
    Q_PROPERTY(int crownSector READ crownSector NOTIFY changed)
    Q_PROPERTY(int crownSlot READ crownSlot NOTIFY changed)
    // Expected standing of the seat (own points minus the others', the strong player's
    // estimate) before and after the move, and the simulated games behind it.
    Q_PROPERTY(double before READ before NOTIFY changed)
    Q_PROPERTY(double after READ after NOTIFY changed)
    Q_PROPERTY(int playouts READ playouts NOTIFY changed)
    // The computer level that advises: "strong" (the game's: it thinks against the clock) or
    // "strong:N" (N playouts: the same advice on any machine, which the Quick Tests use).
    Q_PROPERTY(QString level READ level WRITE setLevel NOTIFY changed)

public:
    explicit MoveAdvisor(QObject *parent = nullptr);

    // The computer level that advises (default "strong"); the next request uses it.
    void setLevel(const QString &level)
    {
        if (level == m_level)
            return;
        m_level = level;
        Q_EMIT changed();
    }
    QString level() const { return m_level; }

    // Asks for the move of `seat`, the acting player of `game`; `seed` is the game's seed.
    // Drops the advice shown and any request in flight. False without a decision to make.
    bool request(const rules::Game &game, int seat, uint64_t seed);
    // Drops the advice shown and any request in flight.
    void clear();
    // Blocks until no task runs (tests, shutdown); false on timeout.
    bool waitForIdle(int msecs) { return m_worker.waitForIdle(msecs); }

    // The seed of the advising agent for `turn` of a game of seed `gameSeed`: the advice is
    // makeAgent(level, adviceSeed(...)).decide(game) (tests compare with that).
    static uint64_t adviceSeed(uint64_t gameSeed, int turn);

    // The decision of the last advice (C++ side, tests).
    const rules::Decision &decision() const { return m_decision; }

    bool thinking() const { return m_thinking; }
    bool valid() const { return m_valid; }
    int seat() const { return m_seat; }
    int x() const { return m_x; }
    int y() const { return m_y; }
    int rotation() const { return m_rotation; }
    QString tile() const { return m_tile; }
    int choose() const { return m_choose; }
    int featureKind() const { return m_featureKind; }
    int portIndex() const { return m_portIndex; }
    int crownSector() const { return m_crownSector; }
    int crownSlot() const { return m_crownSlot; }
    double before() const { return m_before; }
    double after() const { return m_after; }
    int playouts() const { return m_playouts; }

Q_SIGNALS:
    void changed();
    // The advice of the last request is published (valid is true).
    void ready();
    // The answer of a cancelled request came back and was thrown away (never published): once
    // per cancelled request (none after the destructor), after its search stopped. `playouts`:
    // the playouts that search ran (AgentStats::playouts; 0 when it did not search, or was
    // stopped before its first).
    void dropped(qint64 playouts);

private:
    struct Task;
    void publish(const Task &task);
    void reset();

    seats::CancellableWorker m_worker;
    QString m_level = QStringLiteral("strong");
    bool m_thinking = false;
    bool m_valid = false;
    rules::Decision m_decision;
    int m_seat = -1;
    int m_x = 0;
    int m_y = 0;
    int m_rotation = 0;
    QString m_tile;
    int m_choose = -1;
    int m_featureKind = -1;
    int m_portIndex = -1;
    int m_crownSector = -1;
    int m_crownSlot = -1;
    double m_before = 0;
    double m_after = 0;
    int m_playouts = 0;
};

} // namespace fortuna::model
