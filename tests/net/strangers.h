// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of the server's limits share (limitstest.cpp, tablelimitstest.cpp): a client
// that keeps every message it gets, and a server configuration on the test's own clock.
#pragma once

#include "net/server.h"
#include "nettesthelpers.h"

#include <QHostAddress>

// A welcomed connection that records every message the server sends it.
struct Stranger {
    Client client;
    QList<QJsonObject> got;

    bool open(const QUrl &url)
    {
        QObject::connect(&client, &Client::received, &client, [this](const QString &, const QJsonObject &m) {
            got.append(m);
        });
        QSignalSpy welcomed(&client, &Client::welcomed);
        client.open(url);
        return waitUntil(
            [&]() {
                return !welcomed.isEmpty();
            },
            AnswerMs);
    }
    // The errors received so far, by code.
    int errors(const char *code) const
    {
        int n = 0;
        for (const QJsonObject &m : got)
            n += m.value(QLatin1String("error")).toString() == QLatin1String(code) ? 1 : 0;
        return n;
    }
    int answers() const
    {
        int n = 0;
        for (const QJsonObject &m : got)
            n += m.value(QLatin1String("type")).toString() != QLatin1String("welcome") ? 1 : 0;
        return n;
    }
    bool waitAnswers(int n)
    {
        return waitUntil(
            [&]() {
                return answers() >= n;
            },
            AnswerMs);
    }
};

// A loopback server's configuration for the limits' tests: any free port, a refusal delay of
// `refusalDelayMs`, a generous rate, and the clock `*now` (ms since the epoch) that the test moves.
inline ServerConfig limitsConfig(qint64 *now, int refusalDelayMs = 1)
{
    ServerConfig c;
    c.address = QHostAddress::LocalHost;
    c.port = 0;
    c.refusalDelayMs = refusalDelayMs;
    c.ratePerSecond = 300;
    c.rateBurst = 300;
    c.clock = [now]() {
        return *now;
    };
    return c;
}
