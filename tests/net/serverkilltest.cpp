// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server killed with SIGKILL in the middle of games (once while a placement waits for
// its follower decision, once between turns), started again on the same data folder: the
// clients reconnect by themselves and finish, and every record agrees with a local replay
// (no decision lost or doubled).
#include "nettesthelpers.h"

#include <QProcess>
#include <QTcpServer>
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
        if (!m_server->waitForStarted(5000))
            return false;
        return waitUntil(
                   [this]() {
                       return m_server->canReadLine() || m_server->state() != QProcess::Running;
                   },
                   10000)
            && m_server->readLine().contains("listening");
    }

    void killServer()
    {
        m_server->kill(); // SIGKILL
        m_server->waitForFinished(5000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        m_port = probe.serverPort();
        probe.close();
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
        std::vector<SeatSpec> seats{{rules::Color::Red, std::nullopt}, {rules::Color::Green, std::nullopt}, {rules::Color::Blue, QStringLiteral("random")}};
        TestTable t;
        QVERIFY(t.open(url, options, seats, 21));
        t.host->setAutoReconnect(true);
        t.host->setReconnectInterval(100);

        // Kill 1: while a placement waits for its follower decision (a pending decision in
        // the table's file).
        QVERIFY(waitUntil(
            [&]() {
                return t.host->turns().size() >= 4 && t.host->state().value(QLatin1String("phase")).toString() == QLatin1String("deploy");
            },
            20000));
        for (auto &p : t.players)
            p->setPaused(true);
        QTest::qWait(50);
        const qint64 seqAtKill = t.host->seq();
        const QJsonObject pendingAtKill = t.host->state().value(QLatin1String("pending")).toObject();
        killServer();
        QVERIFY(waitUntil(
            [&]() {
                for (auto &c : t.clients)
                    if (c->isConnected())
                        return false;
                return !t.host->isConnected();
            },
            5000));
        QVERIFY(startServer());
        QVERIFY(waitUntil(
            [&]() {
                for (auto &c : t.clients)
                    if (!c->isConnected() || c->seq() != seqAtKill)
                        return false;
                return t.host->isConnected() && t.host->seq() == seqAtKill;
            },
            10000));
        // The placement made before the kill is still there.
        QCOMPARE(t.host->state().value(QLatin1String("pending")).toObject(), pendingAtKill);
        for (auto &p : t.players)
            p->setPaused(false);

        // Kill 2: at full speed, whatever the moment.
        QVERIFY(waitUntil(
            [&]() {
                return t.host->seq() >= seqAtKill + 40 || t.host->isOver();
            },
            20000));
        if (!t.host->isOver()) {
            killServer();
            QTest::qWait(200);
            QVERIFY(startServer());
        }
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        std::vector<const Client *> clients{t.host.get()};
        for (auto &c : t.clients)
            clients.push_back(c.get());
        QByteArray file;
        QCOMPARE(record::readSmallFile(m_dir.filePath(t.code + QStringLiteral(".fortuna")), &file), QString());
        QCOMPARE(compareRecords(file, clients), QString());
        QVERIFY(t.clients[0]->reconnections() >= 1);
        QVERIFY(!t.leaked);
    }
};

QTEST_GUILESS_MAIN(ServerKillTest)
#include "serverkilltest.moc"
