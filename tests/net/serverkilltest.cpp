// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server killed with SIGKILL in the middle of games (once while a placement waits for
// its follower decision, once between turns), started again on the same data folder: the
// clients reconnect by themselves and finish, and every record agrees with a local replay
// (no decision lost or doubled).
#include "nettesthelpers.h"

#include "net/tablestore.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;
using namespace fortuna::net::test;

class ServerKillTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir{scratchTemplate()};
    quint16 m_port = 0;
    std::unique_ptr<QProcess> m_server;

    bool startServer()
    {
        m_server = std::make_unique<QProcess>();
        m_server->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_server->start(QStringLiteral(FORTUNA_SERVER),
                        {QStringLiteral("--port"),
                         QString::number(m_port),
                         QStringLiteral("--data"),
                         m_dir.path(),
                         QStringLiteral("--listen"),
                         QStringLiteral("127.0.0.1")});
        if (!m_server->waitForStarted(30000))
            return false;
        return waitUntil(
                   [this]() {
                       return m_server->canReadLine() || m_server->state() != QProcess::Running;
                   },
                   30000)
            && m_server->readLine().contains("listening");
    }

    // SIGKILL; true once the process is gone (its port free for the next one).
    bool killServer()
    {
        m_server->kill();
        return m_server->waitForFinished(30000);
    }

    // Every client of `t` has seen the connection go.
    static bool allDisconnected(const TestTable &t)
    {
        return waitUntil(
            [&]() {
                for (auto &c : t.clients)
                    if (c->isConnected())
                        return false;
                return !t.host->isConnected();
            },
            30000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_port = freePort();
        QVERIFY(m_port != 0);
        QVERIFY(startServer());
    }

    void cleanupTestCase()
    {
        if (m_server && m_server->state() == QProcess::Running) {
            m_server->terminate();
            m_server->waitForFinished(5000);
        }
    }

    void killedAndRestarted()
    {
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(m_port));
        rules::Options options;
        options.fortuneTeller = true;
        std::vector<record::PlayerInfo> seats{record::PlayerInfo::remote(rules::Color::Red),
                                              record::PlayerInfo::remote(rules::Color::Green),
                                              record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random"))};
        TestTable t;
        QVERIFY(t.open(url, options, seats, 21));
        t.host->setAutoReconnect(true);
        t.host->setReconnectInterval(100);

        // Kill 1: while a placement waits for its follower decision (a pending decision in
        // the table's file). The player to make that decision holds it and every player
        // pauses, so no decision is in flight: the table stands still at the victim's seq.
        qint64 seqAtKill = -1;
        for (auto &p : t.players) {
            ScriptedPlayer *self = p.get();
            p->beforeDeciding = [&t, &seqAtKill, self]() {
                const Client *c = self->client();
                if (seqAtKill >= 0 || c->turns().size() < 4 || c->state().value(QLatin1String("phase")).toString() != QLatin1String("deploy"))
                    return seqAtKill < 0;
                seqAtKill = c->seq();
                for (auto &q : t.players)
                    q->setPaused(true);
                return false;
            };
        }
        QVERIFY(waitUntil(
            [&]() {
                return seqAtKill >= 0;
            },
            60000));
        // Every client has had the update that made it (each is sent once the file holds it).
        QVERIFY(waitUntil(
            [&]() {
                for (auto &c : t.clients)
                    if (c->seq() != seqAtKill)
                        return false;
                return t.host->seq() == seqAtKill;
            },
            30000));
        const QJsonObject pendingAtKill = t.host->state().value(QLatin1String("pending")).toObject();
        QVERIFY(!pendingAtKill.isEmpty());
        QVERIFY(killServer());
        QVERIFY(allDisconnected(t));
        QVERIFY(startServer());
        QVERIFY(waitUntil(
            [&]() {
                for (auto &c : t.clients)
                    if (!c->isConnected() || c->seq() != seqAtKill)
                        return false;
                return t.host->isConnected() && t.host->seq() == seqAtKill;
            },
            30000));
        // The placement made before the kill is still there.
        QCOMPARE(t.host->state().value(QLatin1String("pending")).toObject(), pendingAtKill);
        for (auto &p : t.players) {
            p->beforeDeciding = nullptr;
            p->setPaused(false);
        }

        // Kill 2: at full speed, whatever the moment.
        QVERIFY(waitUntil(
            [&]() {
                return t.host->seq() >= seqAtKill + 40 || t.host->isOver();
            },
            60000));
        if (!t.host->isOver()) {
            QVERIFY(killServer());
            QVERIFY(allDisconnected(t));
            QVERIFY(startServer());
        }
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        std::vector<const Client *> clients{t.host.get()};
        for (auto &c : t.clients)
            clients.push_back(c.get());
        TableStore store;
        QCOMPARE(store.open(TableStore::databaseIn(m_dir.path())), QString());
        QString error;
        const std::optional<QByteArray> stored = store.get(t.code, &error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(compareRecords(*stored, clients), QString());
        QVERIFY(t.clients[0]->reconnections() >= 1);
        QVERIFY(!t.leaked);
    }
};

QTEST_GUILESS_MAIN(ServerKillTest)
#include "serverkilltest.moc"
