// SPDX-License-Identifier: GPL-3.0-or-later
// Network games of GameControllers in one process (model-netgame, model-netclub): the setups,
// the waits, and playing every seat of whichever window is to move until the end.
#pragma once

#include "../support/waituntil.h"
#include "gamecontrollerhelpers.h"

#include <QRandomGenerator>

#include <functional>

using namespace gctest;

inline namespace netgame
{

inline QVariantList annAndGuest(const QString &second = QStringLiteral("remote"))
{
    return {player(QStringLiteral("Ann"), QStringLiteral("red")), player(QStringLiteral("Guest"), QStringLiteral("blue"), second)};
}

inline std::unique_ptr<fortuna::model::NewGameSetup> hostHeader(const QVariantMap &rules, const QVariantList &players = annAndGuest())
{
    return newGameSetup({{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}});
}

// Runs the event loop until `done()` or `ms` have passed, checking every millisecond.
inline bool waitFor(const std::function<bool()> &done, int ms = 10000)
{
    return fortuna::testing::waitUntil(done, ms, 1);
}

// Plays the seat to move on whichever controller has it, until the game ends. A move is
// sent to the server and shown when its update comes back; a move refused for the rate limit
// is simply made again.
inline QString playToTheEnd(const QList<GameController *> &controllers, QRandomGenerator &rng, bool preferTents)
{
    for (int guard = 0; guard < 5000; ++guard) {
        if (std::all_of(controllers.begin(), controllers.end(), [](GameController *c) {
                return c->phase() == GameController::GameOver;
            }))
            return QString();
        GameController *mover = nullptr;
        for (GameController *c : controllers)
            if (c->awaitingHuman())
                mover = c;
        if (!mover) {
            // (The host's window may see the end before a guest's: the others wait for it.)
            waitFor(
                [&]() {
                    return std::any_of(controllers.begin(), controllers.end(), [](GameController *c) {
                        return c->awaitingHuman();
                    });
                },
                300);
            continue;
        }
        const int before = int(mover->record().turns.size()) * 100 + int(mover->phase()) * 10 + mover->turn();
        const QString r = playHumanStep(*mover, rng, {}, preferTents);
        if (!r.isEmpty())
            return QStringLiteral("turn %1: %2").arg(mover->turn()).arg(r);
        // The board follows the server: nothing changes until its update arrives.
        waitFor(
            [&]() {
                return int(mover->record().turns.size()) * 100 + int(mover->phase()) * 10 + mover->turn() != before;
            },
            300);
    }
    return QStringLiteral("the game did not end");
}

// The host's app hosts a two-seat table (default rules) and the guest's app, at `address`,
// joins it as "Bo": the table can start. Fails the test otherwise.
inline void seatAGuest(GameController &host, GameController &guest, const QString &address)
{
    QCOMPARE(host.net()->host(hostHeader({}).get(), 0, QString()), QString());
    QVERIFY(waitFor([&]() {
        return host.net()->code().size() == 8;
    }));
    QCOMPARE(guest.net()->join(address, host.net()->port(), host.net()->code(), QStringLiteral("Bo"), QString()), QString());
    QVERIFY(waitFor([&]() {
        return guest.net()->stage() == fortuna::model::NetSession::Lobby && host.net()->canStart();
    }));
}

} // namespace
