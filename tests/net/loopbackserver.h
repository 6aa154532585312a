// SPDX-License-Identifier: GPL-3.0-or-later
// The in-process server of the loopback tests (net-games, net-malicious) and the waits on it.
#pragma once

#include "net/server.h"
#include "nettesthelpers.h"

#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;
using namespace fortuna::net::test;

// How long an answer of the server may take: anything but an event that cannot come.
constexpr int AnswerMs = 30000;

// "" once `c` has the server's answer to a message sent now: a decision with a stale seq, which
// is refused whoever sends it (no-seat, not-your-turn or stale) and changes nothing. What the
// server sent `c` before that answer has then been received (one connection, in order).
QString roundTrip(Client *c)
{
    QSignalSpy refused(c, &Client::refused);
    QJsonObject m{{QStringLiteral("type"), QStringLiteral("decide")}, {QStringLiteral("undo"), true}, {QStringLiteral("seq"), c->seq() - 1}};
    c->sendRaw(encode(m));
    if (!waitUntil(
            [&]() {
                return !refused.isEmpty();
            },
            AnswerMs))
        return QStringLiteral("no answer");
    return QString();
}

// A server on 127.0.0.1 (any free port) saving its tables in a scratch folder.
struct LoopbackServer {
    QTemporaryDir dir{scratchTemplate()};
    std::unique_ptr<Server> server;
    QUrl url;

    bool start()
    {
        if (!dir.isValid())
            return false;
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.dataDir = dir.path();
        config.refusalDelayMs = 300;
        // Scripted players decide at full speed: a higher rate than a person's 30 a second
        // keeps the games short (they retry after a rate-limit refusal anyway); the flood
        // of net-malicious still trips it.
        config.ratePerSecond = 300;
        server = std::make_unique<Server>(config);
        if (!server->start().isEmpty())
            return false;
        url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server->port()));
        return true;
    }
};
