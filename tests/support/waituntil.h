// SPDX-License-Identifier: GPL-3.0-or-later
// Waiting for something that arrives through the event loop (a network message, a computer's
// move): runs the loop until `done()` or `ms` have passed, checking every `pollMs`. Unlike
// QTest::qWaitFor it never sleeps between events (qWaitFor sleeps 10 ms a round, most of a
// loopback round trip).
#pragma once

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

namespace fortuna::testing
{

template<typename Predicate>
bool waitUntil(Predicate done, int ms, int pollMs = 5)
{
    if (done())
        return true;
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    QTimer poll;
    poll.setInterval(pollMs);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&]() {
        if (done() || clock.elapsed() >= ms)
            loop.quit();
    });
    poll.start();
    loop.exec();
    return done();
}

} // namespace fortuna::testing
