// SPDX-License-Identifier: GPL-3.0-or-later
// The app on a club server (docs/network.md, "In the app"): fortunas:// links; joining a
// wss:// server whose self-signed certificate the player trusts (trust on first use) and one
// made for another name (refused, never trusted); creating a table on a server not trusted yet
// (refused with why the table is not created); a changed certificate, replaced only through the
// player's explicit step; a table created on a fortuna-server from the app (host and seat
// connections), listed for the Join dialog's ServerBrowser, played to the end by two windows
// while a third watches it read-only; and My tables against a scripted server whose `status`
// answers (as docs/network.md gives them) the test chooses: whose turn, an unknown table.
#include "mytables.h"
#include "netgamehelpers.h"
#include "netsession.h"
#include "serverbrowser.h"
#include "settings.h"

#include "net/client.h"
#include "net/server.h"
#include "record/smallfile.h"

#include <QSignalSpy>
#include <QSslCertificate>
#include <QStandardPaths>
#include <QWebSocket>
#include <QWebSocketServer>

using fortuna::model::MyTables;
using fortuna::model::NetSession;
using fortuna::model::ServerBrowser;
using fortuna::model::Settings;

namespace
{

std::unique_ptr<fortuna::net::Server> startServer(const QString &cert = QString(), const QString &key = QString())
{
    fortuna::net::ServerConfig config;
    config.address = QHostAddress::LocalHost;
    config.port = 0;
    config.refusalDelayMs = 100;
    if (!cert.isEmpty()) {
        config.tlsCertificate = QStringLiteral(NET_DATA "/") + cert;
        config.tlsKey = QStringLiteral(NET_DATA "/") + key;
    }
    auto s = std::make_unique<fortuna::net::Server>(config);
    return s->start().isEmpty() ? std::move(s) : nullptr;
}

QString fingerprintOf(const QString &file)
{
    QByteArray pem;
    fortuna::record::readSmallFile(QStringLiteral(NET_DATA "/") + file, &pem);
    return fortuna::net::Client::fingerprintText(QSslCertificate::fromData(pem).value(0).toDer());
}

// A table created by `host` on the TLS server on `port`, whose certificate (test-cert.pem) it
// trusts.
bool createTrusting(fortuna::net::Client &host, int port)
{
    QByteArray pem;
    fortuna::record::readSmallFile(QStringLiteral(NET_DATA "/test-cert.pem"), &pem);
    host.setTrustedCertificate(pem);
    QSignalSpy created(&host, &fortuna::net::Client::created);
    host.create({}, {fortuna::record::PlayerInfo::remote(fortuna::rules::Color::Red), fortuna::record::PlayerInfo::remote(fortuna::rules::Color::Blue)});
    host.open(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(port)));
    return created.wait(10000);
}

// The certificate problem `guest` meets joining the table `code` on the TLS server on `port`
// (empty: none came).
QVariantMap problemJoining(GameController &guest, int port, const QString &code)
{
    QSignalSpy problems(guest.net(), &NetSession::certificateProblem);
    if (!guest.net()->join(QStringLiteral("127.0.0.1"), port, code, QStringLiteral("Bo"), QString(), true).isEmpty() || !problems.wait(10000))
        return {};
    return problems.first().first().toMap();
}

// A scripted server (a test double, not the real fortuna-server, whose `status` net-turn-based
// tests): it answers hello, a join to a turn-based table, and `status` with `answer`, so the
// test sets whose turn it is; the tables it was asked for and every message type are kept.
struct StatusStub : QObject {
    QWebSocketServer server{QStringLiteral("stub"), QWebSocketServer::NonSecureMode};
    QJsonArray answer;
    QJsonArray asked;
    QStringList received; // every message type, in order
    int closed = 0; // connections closed (after every message they sent was received)
    StatusStub()
    {
        server.listen(QHostAddress::LocalHost, 0);
        connect(&server, &QWebSocketServer::newConnection, this, [this]() {
            QWebSocket *s = server.nextPendingConnection();
            s->setParent(this);
            connect(s, &QWebSocket::disconnected, this, [this]() {
                ++closed;
            });
            connect(s, &QWebSocket::textMessageReceived, this, [this, s](const QString &text) {
                const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
                const QString type = m.value(QLatin1String("type")).toString();
                received.append(type);
                if (type == QLatin1String("join")) { // a turn-based table (netserver's lobby has moveTime)
                    s->sendTextMessage(
                        QStringLiteral(R"({"type":"joined","code":"ABCD2345","seat":1,"token":"0123456789abcdef0123456789abcdef","host":false})"));
                    s->sendTextMessage(QStringLiteral(
                        R"({"type":"lobby","code":"ABCD2345","rules":{},"started":false,"password":false,"moveTime":86400,"seats":[{"seat":0,"color":"red","name":"Ann","taken":true,"connected":true},{"seat":1,"color":"blue","name":"Bo","taken":true,"connected":true}]})"));
                } else if (type == QLatin1String("hello"))
                    s->sendTextMessage(QStringLiteral(R"({"type":"welcome","protocol":"fortuna-net/1","server":"stub"})"));
                else if (type == QLatin1String("status")) {
                    asked = m.value(QLatin1String("tables")).toArray();
                    s->sendTextMessage(QString::fromUtf8(
                        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("status")}, {QStringLiteral("tables"), answer}}).toJson()));
                }
            });
        });
    }
    QString url() const { return QStringLiteral("ws://127.0.0.1:%1/").arg(server.serverPort()); }
};

} // namespace

class NetClubTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("netclubtest"));
    }
    void cleanup()
    {
        Settings::setRecentServers({});
        Settings::setNetRejoin(QString(), QString(), QString());
        for (const QVariant &t : Settings::myTables())
            Settings::forgetTable(t.toMap().value(QStringLiteral("code")).toString());
    }

    void secureLinks()
    {
        const QVariantMap s = NetSession::parseLink(QStringLiteral("fortunas://club.example.org:7443/abcd2345"));
        QCOMPARE(s.value(QStringLiteral("host")).toString(), QStringLiteral("club.example.org"));
        QCOMPARE(s.value(QStringLiteral("port")).toInt(), 7443);
        QCOMPARE(s.value(QStringLiteral("secure")).toBool(), true);
        QCOMPARE(NetSession::parseLink(QStringLiteral("fortuna://h:1/ABCD2345")).value(QStringLiteral("secure")).toBool(), false);
        QVERIFY(NetSession::parseLink(QStringLiteral("fortunass://h:1/ABCD2345")).contains(QStringLiteral("error")));
        QCOMPARE(fortuna::net::linkText({QStringLiteral("h"), 7443, QStringLiteral("ABCD2345"), true}), QStringLiteral("fortunas://h:7443/ABCD2345"));
    }

    // A self-signed certificate: refused with its fingerprint and a translated reason, joined
    // once trusted, remembered for the server; a certificate for another name: never.
    void trustOnFirstUse()
    {
        const auto server = startServer(QStringLiteral("test-cert.pem"), QStringLiteral("test-key.pem"));
        QVERIFY(server);
        const QString key = QStringLiteral("127.0.0.1:%1").arg(server->port());
        Settings::setTrustedFingerprint(key, QString());
        fortuna::net::Client host;
        QVERIFY(createTrusting(host, server->port()));

        GameController guest;
        const QVariantMap p = problemJoining(guest, server->port(), host.code());
        QCOMPARE(p.value(QStringLiteral("problem")).toString(), QStringLiteral("untrusted"));
        QCOMPARE(p.value(QStringLiteral("canTrust")).toBool(), true);
        QCOMPARE(p.value(QStringLiteral("server")).toString(), key);
        QCOMPARE(p.value(QStringLiteral("fingerprint")).toString(), fingerprintOf(QStringLiteral("test-cert.pem")));
        QCOMPARE(p.value(QStringLiteral("text")).toString(),
                 NetSession::certificateText(QStringLiteral("untrusted"), key, fingerprintOf(QStringLiteral("test-cert.pem"))));
        QVERIFY(p.value(QStringLiteral("text")).toString().contains(fingerprintOf(QStringLiteral("test-cert.pem"))));
        QVERIFY(!guest.net()->active());

        QCOMPARE(guest.net()->trustCertificate(key, p.value(QStringLiteral("fingerprint")).toString()), QString());
        QVERIFY(waitFor([&]() {
            return guest.net()->stage() == NetSession::Lobby && guest.net()->isLocalSeat(0);
        }));
        QVERIFY(guest.net()->secure());
        QCOMPARE(guest.net()->link(), QStringLiteral("fortunas://127.0.0.1:%1/%2").arg(server->port()).arg(host.code()));
        QCOMPARE(Settings::trustedFingerprint(key), fingerprintOf(QStringLiteral("test-cert.pem")));
        QCOMPARE(Settings::myTables().value(0).toMap().value(QStringLiteral("url")).toString(), QStringLiteral("wss://127.0.0.1:%1/").arg(server->port()));
        guest.net()->leave();

        // Another server's certificate for another name: refused, no trust offered.
        const auto other = startServer(QStringLiteral("test-other-host-cert.pem"), QStringLiteral("test-other-host-key.pem"));
        QVERIFY(other);
        GameController stranger;
        QSignalSpy refused(stranger.net(), &NetSession::certificateProblem);
        QCOMPARE(stranger.net()->watch(QStringLiteral("127.0.0.1"), other->port(), QStringLiteral("ABCD2345"), QString(), true), QString());
        QVERIFY(refused.wait(10000));
        QCOMPARE(refused.first().first().toMap().value(QStringLiteral("canTrust")).toBool(), false);
        QVERIFY(refused.first().first().toMap().value(QStringLiteral("problem")).toString() != QLatin1String("untrusted"));
        Settings::setTrustedFingerprint(key, QString());
    }

    // A table created on a server whose certificate is not trusted yet: refused with why the
    // table is not created (for the setup that comes back); trusted, the creation goes on.
    void createOnUntrustedServer()
    {
        const auto server = startServer(QStringLiteral("test-cert.pem"), QStringLiteral("test-key.pem"));
        QVERIFY(server);
        const QString key = QStringLiteral("127.0.0.1:%1").arg(server->port());
        Settings::setTrustedFingerprint(key, QString());
        GameController host;
        const auto setup = hostHeader({});
        QSignalSpy problems(host.net(), &NetSession::certificateProblem);
        QCOMPARE(host.net()->hostOnServer(setup.get(), QStringLiteral("127.0.0.1"), server->port(), true, QString(), false, 0), QString());
        QVERIFY(problems.wait(10000));
        const QVariantMap p = problems.first().first().toMap();
        QCOMPARE(p.value(QStringLiteral("problem")).toString(), QStringLiteral("untrusted"));
        QCOMPARE(p.value(QStringLiteral("declined")).toString(), NetSession::tr("The table was not created: the server's certificate was not trusted."));
        QVERIFY(!host.net()->active());
        QCOMPARE(Settings::trustedFingerprint(key), QString());
        QCOMPARE(host.net()->trustCertificate(key, p.value(QStringLiteral("fingerprint")).toString()), QString());
        QVERIFY(waitFor([&]() {
            return host.net()->stage() == NetSession::Lobby && host.net()->isHost() && host.net()->isLocalSeat(0);
        }));
        host.net()->leave();
        // A join refused is not a creation: nothing to say about a table.
        GameController guest;
        Settings::setTrustedFingerprint(key, QString());
        QSignalSpy joinProblems(guest.net(), &NetSession::certificateProblem);
        QCOMPARE(guest.net()->join(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("ABCD2345"), QStringLiteral("Bo"), QString(), true), QString());
        QVERIFY(joinProblems.wait(10000));
        QVERIFY(!joinProblems.first().first().toMap().contains(QStringLiteral("declined")));
        Settings::setTrustedFingerprint(key, QString());
    }

    // A certificate other than the one remembered: both fingerprints shown, trusting it
    // straight away refused; only once the player says its owner renewed it (the remembered
    // one forgotten) is it asked as on first use, then remembered.
    void changedCertificate()
    {
        const auto server = startServer(QStringLiteral("test-cert.pem"), QStringLiteral("test-key.pem"));
        QVERIFY(server);
        const QString key = QStringLiteral("127.0.0.1:%1").arg(server->port());
        const QString old = QStringLiteral("AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89");
        const QString now = fingerprintOf(QStringLiteral("test-cert.pem"));
        Settings::setTrustedFingerprint(key, old);
        fortuna::net::Client host;
        QVERIFY(createTrusting(host, server->port()));

        GameController guest;
        const QVariantMap p = problemJoining(guest, server->port(), host.code());
        QCOMPARE(p.value(QStringLiteral("problem")).toString(), QStringLiteral("changed"));
        QCOMPARE(p.value(QStringLiteral("canTrust")).toBool(), false);
        QCOMPARE(p.value(QStringLiteral("canRenew")).toBool(), true);
        QCOMPARE(p.value(QStringLiteral("trusted")).toString(), old);
        QCOMPARE(p.value(QStringLiteral("fingerprint")).toString(), now);
        const QString text = p.value(QStringLiteral("text")).toString();
        QVERIFY2(text.contains(old) && text.contains(now) && text.indexOf(old) < text.indexOf(now), qPrintable(text));
        QVERIFY(!guest.net()->active());

        // Trusting the new one without the explicit step: refused, the old one kept.
        QVERIFY(!guest.net()->trustCertificate(key, now).isEmpty());
        QCOMPARE(Settings::trustedFingerprint(key), old);
        ServerBrowser browser; // nor from the Join dialog's list of tables
        QVERIFY(!browser.trust(key, now).isEmpty());
        QCOMPARE(Settings::trustedFingerprint(key), old);
        QVERIFY(!guest.net()->active());
        // The step for another fingerprint than the one remembered (a stale question): nothing.
        QVariantMap stale = p;
        stale.insert(QStringLiteral("trusted"), now);
        QVERIFY(NetSession::forgetCertificate(stale).isEmpty());
        QCOMPARE(Settings::trustedFingerprint(key), old);
        // Not for a certificate refused for another reason.
        QVariantMap hostName = p;
        hostName.insert(QStringLiteral("problem"), QStringLiteral("host-name"));
        QVERIFY(NetSession::forgetCertificate(hostName).isEmpty());
        QCOMPARE(Settings::trustedFingerprint(key), old);

        // "The server's owner renewed its certificate": forgotten, asked as on first use.
        const QVariantMap again = NetSession::forgetCertificate(p);
        QCOMPARE(Settings::trustedFingerprint(key), QString());
        QCOMPARE(again.value(QStringLiteral("problem")).toString(), QStringLiteral("untrusted"));
        QCOMPARE(again.value(QStringLiteral("canTrust")).toBool(), true);
        QCOMPARE(again.value(QStringLiteral("canRenew")).toBool(), false);
        QCOMPARE(again.value(QStringLiteral("fingerprint")).toString(), now);
        QCOMPARE(again.value(QStringLiteral("text")).toString(), NetSession::certificateText(QStringLiteral("untrusted"), key, now));
        QCOMPARE(guest.net()->trustCertificate(key, now), QString());
        QVERIFY(waitFor([&]() {
            return guest.net()->stage() == NetSession::Lobby && guest.net()->isLocalSeat(0);
        }));
        QCOMPARE(Settings::trustedFingerprint(key), now);
        guest.net()->leave();
        Settings::setTrustedFingerprint(key, QString());
    }

    // A table created on a server from the app, listed, joined from the list, watched, played.
    void clubServer()
    {
        const auto server = startServer();
        QVERIFY(server);
        GameController host, guest, watcher;
        host.setAnimationsEnabled(false);
        guest.setAnimationsEnabled(false);
        watcher.setAnimationsEnabled(false);
        // One seat of this computer on a server.
        QVERIFY(!host.net()
                     ->hostOnServer(hostHeader({}, annAndGuest() + QVariantList{player(QStringLiteral("Cy"), QStringLiteral("green"))}).get(),
                                    QStringLiteral("127.0.0.1"),
                                    server->port(),
                                    false,
                                    QString(),
                                    true,
                                    0)
                     .isEmpty());
        QCOMPARE(host.net()->hostOnServer(hostHeader({}).get(), QStringLiteral("127.0.0.1"), server->port(), false, QString(), true, 3600), QString());
        QVERIFY(waitFor([&]() {
            return host.net()->stage() == NetSession::Lobby && host.net()->isLocalSeat(0) && host.net()->isHost();
        }));
        QVERIFY(!host.net()->hosting());
        const QString code = host.net()->code();
        QCOMPARE(Settings::myTables().value(0).toMap().value(QStringLiteral("code")).toString(), code);
        QVERIFY(!Settings::myTables().value(0).toMap().value(QStringLiteral("hostToken")).toString().isEmpty());

        ServerBrowser browser;
        QCOMPARE(browser.refresh(QStringLiteral("127.0.0.1"), server->port(), false), QString());
        QVERIFY(waitFor([&]() {
            return !browser.busy();
        }));
        QCOMPARE(browser.error(), QString());
        QCOMPARE(browser.tables().size(), 1);
        const QVariantMap t = browser.tables().first().toMap();
        QCOMPARE(t.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(t.value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(t.value(QStringLiteral("seatsFree")).toInt(), 1);
        QCOMPARE(t.value(QStringLiteral("rules")).toString(), ServerBrowser::tr("Wheel of Fortune"));

        QCOMPARE(guest.net()->join(QStringLiteral("127.0.0.1"), server->port(), code, QStringLiteral("Bo"), QString()), QString());
        QVERIFY(waitFor([&]() {
            return host.net()->canStart() && guest.net()->stage() == NetSession::Lobby;
        }));
        QCOMPARE(watcher.net()->watch(QStringLiteral("127.0.0.1"), server->port(), code, QString()), QString());
        QVERIFY(waitFor([&]() {
            return watcher.net()->stage() == NetSession::Lobby && watcher.net()->spectating();
        }));
        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host.running() && guest.running() && watcher.running() && watcher.networked();
        }));
        // The spectator's window never acts: no seat of it is local, a move is refused.
        QVERIFY(!watcher.awaitingHuman());
        QVERIFY(!watcher.net()->isLocalSeat(0) && !watcher.net()->isLocalSeat(1));
        QVERIFY(!watcher.placeTile(0, 1).isEmpty());
        QRandomGenerator rng(5);
        QCOMPARE(playToTheEnd({&host, &guest}, rng, false), QString());
        QVERIFY(waitFor([&]() {
            return watcher.phase() == GameController::GameOver;
        }));
        QCOMPARE(watcher.record().turns.size(), host.record().turns.size());
        QCOMPARE(watcher.record().seed, host.record().seed); // the whole record at the end
        QVERIFY(!watcher.awaitingHuman());
        // The game is over: it leaves My tables.
        QVERIFY(waitFor([&]() {
            return Settings::myTables().isEmpty();
        }));
    }

    // When the connection is lost, a player reads which was lost: the club server (a
    // fortuna-server) or the host (another player's app).
    void whoWasLost()
    {
        for (const bool club : {true, false}) {
            fortuna::net::ServerConfig config;
            config.address = QHostAddress::LocalHost;
            config.port = 0;
            config.serverName = club ? QStringLiteral("fortuna-server 0.1.0") : QStringLiteral("fortuna 0.1.0");
            auto server = std::make_unique<fortuna::net::Server>(config);
            QCOMPARE(server->start(), QString());
            fortuna::net::Client host;
            QSignalSpy created(&host, &fortuna::net::Client::created);
            host.create(fortuna::rules::Options{},
                        {fortuna::record::PlayerInfo::remote(fortuna::rules::Color::Red), fortuna::record::PlayerInfo::remote(fortuna::rules::Color::Blue)});
            host.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server->port())));
            QVERIFY(created.wait(10000));
            NetSession s;
            QCOMPARE(s.join(QStringLiteral("127.0.0.1"), server->port(), host.code(), QStringLiteral("Bo"), QString()), QString());
            QVERIFY(waitFor([&]() {
                return s.stage() == NetSession::Lobby && !s.seats().isEmpty();
            }));
            server.reset();
            QVERIFY(waitFor([&]() {
                return s.status().contains(QStringLiteral("reconnecting"));
            }));
            QCOMPARE(s.status(),
                     club ? NetSession::tr("The connection to the club server was lost: reconnecting…")
                          : NetSession::tr("The connection to the host was lost: reconnecting…"));
            s.leave();
        }
    }

    // Closing the app at a turn-based table before its start keeps the seat (no leave).
    void turnBasedSeatKept()
    {
        StatusStub stub;
        {
            NetSession s;
            QCOMPARE(s.join(QStringLiteral("127.0.0.1"), stub.server.serverPort(), QStringLiteral("ABCD2345"), QStringLiteral("Bo"), QString()), QString());
            QVERIFY(waitFor([&]() {
                return s.stage() == NetSession::Lobby && !s.seats().isEmpty();
            }));
            s.appClosing();
            QVERIFY(!s.active());
        }
        // closed: all it sent has arrived, and no leave among it
        QVERIFY(waitFor([&]() {
            return stub.closed == 1;
        }));
        QVERIFY(!stub.received.contains(QStringLiteral("leave")));
        QCOMPARE(Settings::myTables().value(0).toMap().value(QStringLiteral("code")).toString(), QStringLiteral("ABCD2345"));
    }

    // My tables: whose turn, the deadline, and a turn that arrives.
    void myTables()
    {
        StatusStub stub;
        const QString a = QStringLiteral("ABCD2345"), b = QStringLiteral("BCDE3456");
        Settings::rememberTable(stub.url(), a, QString(32, QLatin1Char('a')), QString());
        Settings::rememberTable(stub.url(), b, QString(32, QLatin1Char('b')), QString());
        const qint64 deadline = QDateTime(QDate(2030, 1, 2), QTime(3, 4)).toMSecsSinceEpoch();
        auto status = [&](bool aYours) {
            return QJsonArray{QJsonObject{{QStringLiteral("code"), a},
                                          {QStringLiteral("ok"), true},
                                          {QStringLiteral("seat"), 1},
                                          {QStringLiteral("started"), true},
                                          {QStringLiteral("over"), false},
                                          {QStringLiteral("toMove"), aYours ? 1 : 0},
                                          {QStringLiteral("yourTurn"), aYours},
                                          {QStringLiteral("deadline"), double(deadline)},
                                          {QStringLiteral("moveTime"), 86400},
                                          {QStringLiteral("names"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Bo")}},
                                          {QStringLiteral("seq"), 12}},
                              QJsonObject{{QStringLiteral("code"), b}, {QStringLiteral("ok"), false}}};
        };
        stub.answer = status(false);
        MyTables tables;
        QSignalSpy arrived(&tables, &MyTables::turnArrived);
        tables.refresh();
        QVERIFY(waitFor([&]() {
            return !tables.busy();
        }));
        QCOMPARE(stub.asked.size(), 2);
        QCOMPARE(stub.asked.at(0).toObject().value(QLatin1String("token")).toString().size(), 32);
        QCOMPARE(tables.tables().size(), 2);
        QVariantMap rowA, rowB;
        for (const QVariant &r : tables.tables())
            (r.toMap().value(QStringLiteral("code")) == a ? rowA : rowB) = r.toMap();
        QCOMPARE(rowA.value(QStringLiteral("state")).toString(), MyTables::tr("Waiting for %1…").arg(QStringLiteral("Ann")));
        QCOMPARE(rowA.value(QStringLiteral("yourTurn")).toBool(), false);
        QCOMPARE(rowA.value(QStringLiteral("deadline")).toString(), QLocale().toString(QDateTime::fromMSecsSinceEpoch(deadline), QLocale::ShortFormat));
        QCOMPARE(rowB.value(QStringLiteral("ok")).toBool(), false);
        QCOMPARE(tables.yourTurns(), 0);
        QVERIFY(arrived.isEmpty());

        stub.answer = status(true);
        tables.refresh();
        QVERIFY(waitFor([&]() {
            return !tables.busy();
        }));
        QCOMPARE(tables.yourTurns(), 1);
        QCOMPARE(tables.tables().first().toMap().value(QStringLiteral("code")).toString(), a); // yours first
        QCOMPARE(tables.tables().first().toMap().value(QStringLiteral("state")).toString(), MyTables::tr("Your turn!"));
        QCOMPARE(arrived.size(), 1);
        QCOMPARE(arrived.first().first().toString(), a);
        // which game: the table and the other players (seat 1 is this player's)
        QCOMPARE(arrived.first().at(1).toString(), MyTables::tr("It is your turn at table %1, against %2.").arg(a, QStringLiteral("Ann")));
        tables.refresh(); // still your turn: no second notification
        QVERIFY(waitFor([&]() {
            return !tables.busy();
        }));
        QCOMPARE(arrived.size(), 1);
        {
            // the table played in this window tells its turns itself: the poll does not again
            MyTables open;
            open.setOpenTable(a);
            QSignalSpy told(&open, &MyTables::turnArrived);
            for (const bool yours : {false, true}) {
                stub.answer = status(yours);
                open.refresh();
                QVERIFY(waitFor([&]() {
                    return !open.busy();
                }));
            }
            QCOMPARE(open.yourTurns(), 1);
            QVERIFY(told.isEmpty());
        }

        tables.forget(b);
        QCOMPARE(tables.tables().size(), 1);
        QCOMPARE(Settings::myTables().size(), 1);
    }
};

QTEST_GUILESS_MAIN(NetClubTest)
#include "netclubtest.moc"
