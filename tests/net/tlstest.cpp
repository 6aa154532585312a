// SPDX-License-Identifier: GPL-3.0-or-later
// wss:// from the client's side (docs/network.md, "TLS"): a server whose certificate a CA the
// client trusts signed is joined and played; a certificate for another host name is refused
// (and never accepted by its fingerprint); a self-signed one is refused with its SHA-256
// fingerprint, then accepted once that fingerprint is pinned (trust on first use), and another
// certificate later on the same server is refused as "changed". Hostile clients over TLS get
// the same refusals as over ws://.
#include "loopbackserver.h"

#include "record/smallfile.h"

#include <QSslCertificate>

class TlsTest : public QObject
{
    Q_OBJECT

    static QByteArray pem(const char *file)
    {
        QByteArray bytes;
        record::readSmallFile(QStringLiteral(NET_DATA "/") + QLatin1String(file), &bytes);
        return bytes;
    }

    static std::unique_ptr<Server> tlsServer(const char *cert, const char *key)
    {
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.refusalDelayMs = 200;
        config.tlsCertificate = QStringLiteral(NET_DATA "/") + QLatin1String(cert);
        config.tlsKey = QStringLiteral(NET_DATA "/") + QLatin1String(key);
        auto server = std::make_unique<Server>(config);
        if (!server->start().isEmpty() || !server->secure())
            return nullptr;
        return server;
    }

    static QUrl urlOf(const Server &s) { return QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(s.port())); }

    // What happens to a client of `url` with `setup`: "welcome" or "refused:PROBLEM:FINGERPRINT".
    template<typename Setup>
    static QString outcome(const QUrl &url, Setup setup)
    {
        Client c;
        setup(c);
        QString result;
        connect(&c, &Client::welcomed, &c, [&]() {
            result = QStringLiteral("welcome");
        });
        connect(&c, &Client::certificateRefused, &c, [&](const QString &problem, const QString &fingerprint) {
            result = QStringLiteral("refused:%1:%2").arg(problem, fingerprint);
        });
        c.open(url);
        waitUntil(
            [&]() {
                return !result.isEmpty();
            },
            AnswerMs);
        return result;
    }

    static QString fingerprintOf(const char *file) { return Client::fingerprintText(QSslCertificate::fromData(pem(file)).value(0).toDer()); }

private Q_SLOTS:
    // A whole game through a server whose certificate the client's CA signed.
    void caSigned()
    {
        const auto server = tlsServer("test-ca-server-cert.pem", "test-ca-server-key.pem");
        QVERIFY(server);
        QCOMPARE(outcome(urlOf(*server),
                         [](Client &c) {
                             c.setTrustedCertificate(pem("test-ca.pem"));
                         }),
                 QStringLiteral("welcome"));
        // Without the CA, the certificate is one nobody vouches for.
        QCOMPARE(outcome(urlOf(*server), [](Client &) {}), QStringLiteral("refused:untrusted:") + fingerprintOf("test-ca-server-cert.pem"));
        TestTable t;
        t.trustedPem = pem("test-ca.pem");
        QVERIFY(t.open(urlOf(*server), rules::Options{}, remoteSeats(2), 23));
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QVERIFY(!t.leaked);
        QCOMPARE(server->table(t.code)->over(), true);
    }

    // A certificate for another name: refused, even with its fingerprint pinned.
    void wrongHostName()
    {
        const auto server = tlsServer("test-other-host-cert.pem", "test-other-host-key.pem");
        QVERIFY(server);
        const QString fp = fingerprintOf("test-other-host-cert.pem");
        QCOMPARE(outcome(urlOf(*server),
                         [](Client &c) {
                             c.setTrustedCertificate(pem("test-ca.pem"));
                         }),
                 QStringLiteral("refused:host-name:") + fp);
        QCOMPARE(outcome(urlOf(*server),
                         [fp](Client &c) {
                             c.setTrustedCertificate(pem("test-ca.pem"));
                             c.setPinnedFingerprint(fp);
                         }),
                 QStringLiteral("refused:host-name:") + fp);
    }

    // Trust on first use: refused with its fingerprint, accepted pinned; another pin: changed.
    void selfSignedPinned()
    {
        const auto server = tlsServer("test-cert.pem", "test-key.pem");
        QVERIFY(server);
        const QString fp = fingerprintOf("test-cert.pem");
        QCOMPARE(fp.size(), 32 * 3 - 1);
        QCOMPARE(outcome(urlOf(*server), [](Client &) {}), QStringLiteral("refused:untrusted:") + fp);
        QCOMPARE(outcome(urlOf(*server),
                         [fp](Client &c) {
                             c.setPinnedFingerprint(fp);
                         }),
                 QStringLiteral("welcome"));
        const QString other = fingerprintOf("test-ca-server-cert.pem");
        QCOMPARE(outcome(urlOf(*server),
                         [other](Client &c) {
                             c.setPinnedFingerprint(other);
                         }),
                 QStringLiteral("refused:changed:") + fp);
        // A refused certificate is not retried: no reconnection loop.
        Client c;
        c.setAutoReconnect(true);
        c.setReconnectInterval(50);
        QSignalSpy refused(&c, &Client::certificateRefused);
        QSignalSpy lost(&c, &Client::connectionLost);
        c.rejoin(QStringLiteral("ABCDEFGH"), QString(32, QLatin1Char('a')));
        c.open(urlOf(*server));
        QVERIFY(refused.wait(AnswerMs));
        // the connection is gone, and with it the one moment a reconnection is planned
        QVERIFY(lost.size() > 0 || lost.wait(AnswerMs));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(c.reconnections(), 0);
    }

    // Hostile clients over TLS: the same refusals as over ws://.
    void hostileOverTls()
    {
        const auto server = tlsServer("test-ca-server-cert.pem", "test-ca-server-key.pem");
        QVERIFY(server);
        TestTable t;
        t.trustedPem = pem("test-ca.pem");
        // the players paused before the start: no decision of theirs is on its way when the
        // hostile clients begin (pausing a started game raced with a decision in flight)
        QVERIFY(t.open(urlOf(*server), rules::Options{}, remoteSeats(2), 7, QString(), false));
        for (auto &p : t.players)
            p->setPaused(true);
        t.host->start();
        QVERIFY(waitUntil(
            [&]() {
                return t.clients[0]->started() && t.clients[1]->started() && t.host->seq() == server->table(t.code)->seq();
            },
            AnswerMs));
        const qint64 seq = t.host->seq();
        auto firstError = [&](const std::function<void(Client &)> &act) {
            Client c;
            c.setTrustedCertificate(pem("test-ca.pem"));
            QSignalSpy refused(&c, &Client::refused);
            bool acted = false;
            connect(&c, &Client::welcomed, &c, [&]() {
                if (!std::exchange(acted, true))
                    act(c);
            });
            c.open(urlOf(*server));
            if (!refused.wait(AnswerMs))
                return QStringLiteral("no answer");
            return refused.first().at(0).toString();
        };
        QCOMPARE(firstError([](Client &c) {
                     c.sendRaw("{not json");
                 }),
                 QStringLiteral("bad-message"));
        QCOMPARE(firstError([](Client &c) {
                     c.sendRaw("{}", true);
                 }),
                 QStringLiteral("bad-message"));
        QCOMPARE(firstError([&](Client &c) {
                     c.rejoin(t.code, QString(32, QLatin1Char('0')));
                 }),
                 QStringLiteral("bad-token"));
        QCOMPARE(firstError([&](Client &c) {
                     c.decide(QJsonObject{{QStringLiteral("choose"), 0}});
                 }),
                 QStringLiteral("no-seat"));
        QCOMPARE(firstError([&](Client &c) {
                     c.watch(t.code);
                     c.decide(QJsonObject{{QStringLiteral("undo"), true}});
                 }),
                 QStringLiteral("spectator"));
        // An oversized message closes the connection (close code 1009, as over ws://).
        {
            Client c;
            c.setTrustedCertificate(pem("test-ca.pem"));
            QSignalSpy welcomed(&c, &Client::welcomed);
            QSignalSpy lost(&c, &Client::connectionLost);
            c.open(urlOf(*server));
            QVERIFY(welcomed.wait(AnswerMs));
            c.sendRaw(QByteArray(MaxClientMessage + 100, 'x'));
            QVERIFY(lost.wait(AnswerMs));
        }
        QCOMPARE(roundTrip(t.clients[0].get()), QString());
        QCOMPARE(t.host->seq(), seq);
        QCOMPARE(server->table(t.code)->seq(), seq);
    }
};

QTEST_GUILESS_MAIN(TlsTest)
#include "tlstest.moc"
