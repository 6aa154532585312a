// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted network players for the tests and the benchmark: a Client that, whenever the table
// waits for its seat, picks a random legal decision from the state the server sent (and
// sometimes takes a placement back first), and the checks that a finished game's records agree.
#pragma once

#include "net/client.h"
#include "record/recorder.h"
#include "record/replay.h"
#include "record/smallfile.h"

#include "../support/waituntil.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTimer>

#include <random>

namespace fortuna::net::test
{

using fortuna::testing::waitUntil;

// A random legal decision for `state` (a sync's or an update's), as `decide` carries it; in the
// deploy phase, once a turn at most (`*undoTurn`), sometimes an undo.
inline QJsonObject randomDecision(const QJsonObject &state, std::mt19937 &rng, int *undoTurn)
{
    const QString phase = state.value(QLatin1String("phase")).toString();
    const QJsonObject legal = state.value(QLatin1String("legal")).toObject();
    auto pick = [&rng](const QJsonArray &a) {
        return a.at(qsizetype(std::uniform_int_distribution<int>(0, int(a.size()) - 1)(rng)));
    };
    if (phase == QLatin1String("choose")) {
        QList<int> ok;
        const QJsonArray drawn = state.value(QLatin1String("drawn")).toArray();
        for (int i = 0; i < drawn.size(); ++i)
            if (drawn.at(i).toObject().value(QLatin1String("placeable")).toBool())
                ok.append(i);
        return {{QStringLiteral("choose"), ok.at(std::uniform_int_distribution<int>(0, int(ok.size()) - 1)(rng))}};
    }
    if (phase == QLatin1String("plague"))
        return {{QStringLiteral("plague"), pick(legal.value(QLatin1String("plague")).toArray())}};
    if (phase == QLatin1String("place")) {
        const QJsonArray p = pick(legal.value(QLatin1String("placements")).toArray()).toArray();
        return {{QStringLiteral("place"), QJsonObject{{QStringLiteral("at"), QJsonArray{p.at(0), p.at(1)}}, {QStringLiteral("rotation"), p.at(2)}}}};
    }
    const int turn = state.value(QLatin1String("turn")).toInt();
    if (turn != *undoTurn && std::uniform_int_distribution<int>(0, 9)(rng) == 0) {
        *undoTurn = turn;
        return {{QStringLiteral("undo"), true}};
    }
    return {{QStringLiteral("follower"), pick(legal.value(QLatin1String("followers")).toArray())}};
}

// The seat that acts in `state` (a sync's or an update's), -1 none.
inline int actingSeat(const QJsonObject &state)
{
    const QString phase = state.value(QLatin1String("phase")).toString();
    if (phase.isEmpty() || phase == QLatin1String("over"))
        return -1;
    return state.value(phase == QLatin1String("plague") ? QLatin1String("plaguePlayer") : QLatin1String("player")).toInt(-1);
}

class ScriptedPlayer : public QObject
{
public:
    ScriptedPlayer(Client *client, uint32_t seed, QObject *parent = nullptr)
        : QObject(parent)
        , m_client(client)
        , m_rng(seed)
    {
        connect(client, &Client::synced, this, &ScriptedPlayer::poke);
        connect(client, &Client::updated, this, &ScriptedPlayer::poke);
        connect(client, &Client::refused, this, [this](const QString &code, const QString &message) {
            if (code == QLatin1String("rate-limit")) {
                // Over the server's rate (30 a second): a well-behaved client sends again later.
                ++rateLimited;
                QTimer::singleShot(100, this, &ScriptedPlayer::poke);
                return;
            }
            refusals.append(code + QStringLiteral(": ") + message);
            if (code == QLatin1String("stale"))
                poke();
        });
    }
    Client *client() const { return m_client; }
    void setPaused(bool on)
    {
        m_paused = on;
        if (!on)
            poke();
    }
    // When set, called instead of deciding (a test that drops the client at its turn).
    std::function<bool()> beforeDeciding;
    // How long the player thinks before each decision: 0 (at once), or a random time between
    // half and one and a half times this (the benchmark's paced runs).
    int thinkMs = 0;
    QStringList refusals;
    int decisions = 0;
    int rateLimited = 0;

    // A random legal decision for the state, as `decide` carries it.
    QJsonObject choose(const QJsonObject &state) { return randomDecision(state, m_rng, &m_undoTurn); }

private:
    void poke()
    {
        if (!m_scheduled && !m_paused && m_client->myTurn()) {
            m_scheduled = true;
            const int wait = thinkMs > 0 ? std::uniform_int_distribution<int>(thinkMs / 2, thinkMs * 3 / 2)(m_rng) : 0;
            QTimer::singleShot(wait, this, [this]() {
                m_scheduled = false;
                if (m_paused || !m_client->myTurn() || !m_client->isConnected())
                    return;
                if (beforeDeciding && !beforeDeciding())
                    return;
                ++decisions;
                m_client->decide(choose(m_client->state()));
            });
        }
    }

    Client *m_client;
    std::mt19937 m_rng;
    bool m_scheduled = false;
    bool m_paused = false;
    int m_undoTurn = -1;
};

// The record the engine makes of `r` when its turns are replayed one by one through a
// Recorder: a finished game's record must be exactly that.
inline std::optional<record::Record> localReplay(const record::Record &r, QString *error)
{
    record::Record header = r;
    header.turns.clear();
    std::optional<rules::Game> game = rules::Game::create(header.setup());
    if (!game) {
        *error = QStringLiteral("setup refused");
        return std::nullopt;
    }
    record::Recorder recorder(header, *game);
    for (size_t i = 0; i < r.turns.size(); ++i) {
        const QString e = record::applyTurn(*game, r.turns[i], int(i) + 1, &r.players, &recorder);
        if (!e.isEmpty()) {
            *error = e;
            return std::nullopt;
        }
    }
    if (game->phase() != rules::Phase::GameOver) {
        *error = QStringLiteral("the game is not over after its turns");
        return std::nullopt;
    }
    return recorder.record();
}

} // namespace fortuna::net::test
