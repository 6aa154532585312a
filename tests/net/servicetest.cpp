// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server run as its service runs it (packaging/debian/fortuna-server.service): from a
// configuration file, on a state folder of its own, as an unprivileged user (as root, which CI
// is, through setpriv to `nobody`), over TLS. SIGHUP reads a renewed certificate: new
// connections get it, an open connection goes on. Killed with SIGKILL and started again, it
// reloads its table and the host's client rejoins by itself. `--export` prints the table's
// fortuna-record/1 once the game has started.
#include "nettesthelpers.h"

#include "record/smallfile.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fortuna;
using namespace fortuna::net;
using namespace fortuna::net::test;

namespace
{
constexpr int WaitMs = 30000;
}

class ServiceTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir{scratchTemplate()};
    quint16 m_port = 0;
    std::unique_ptr<QProcess> m_server;
    QByteArray m_log; // the server's stderr
    uid_t m_uid = ::getuid(); // the user the server runs as
    gid_t m_gid = ::getgid();

    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    static bool copy(const QString &from, const QString &to)
    {
        QFile::remove(to);
        return QFile::copy(from, to);
    }

    bool startServer()
    {
        m_server = std::make_unique<QProcess>();
        m_log.clear();
        connect(m_server.get(), &QProcess::readyReadStandardError, this, [this]() {
            m_log += m_server->readAllStandardError();
        });
        QStringList args{QStringLiteral("--config"), path("fortuna-server.conf")};
        if (::getuid() == 0) {
            // As the service runs: another user, no supplementary groups, no new privileges.
            args = QStringList{QStringLiteral("--reuid=%1").arg(m_uid),
                               QStringLiteral("--regid=%1").arg(m_gid),
                               QStringLiteral("--clear-groups"),
                               QStringLiteral("--no-new-privs"),
                               QStringLiteral(FORTUNA_SERVER)}
                + args;
            m_server->start(QStringLiteral("setpriv"), args);
        } else {
            m_server->start(QStringLiteral(FORTUNA_SERVER), args);
        }
        if (!m_server->waitForStarted(WaitMs))
            return false;
        return waitUntil(
                   [this]() {
                       return m_server->canReadLine() || m_server->state() != QProcess::Running;
                   },
                   WaitMs)
            && m_server->readLine().contains("listening");
    }

    bool waitForLog(const char *text)
    {
        return waitUntil(
            [&]() {
                return m_log.contains(text);
            },
            WaitMs);
    }

    // The uid the server process runs as (setpriv execs the server: same process).
    uid_t serverUid() const
    {
        QFile status(QStringLiteral("/proc/%1/status").arg(m_server->processId()));
        if (!status.open(QIODevice::ReadOnly))
            return uid_t(-1);
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("Uid:"))
                return uid_t(line.simplified().split(' ').value(1).toUInt());
        return uid_t(-1);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_port = freePort();
        QVERIFY(m_port != 0);
        if (::getuid() == 0) {
            const passwd *nobody = ::getpwnam("nobody");
            QVERIFY2(nobody, "no user nobody");
            m_uid = nobody->pw_uid;
            m_gid = nobody->pw_gid;
            QVERIFY(::chmod(QFile::encodeName(m_dir.path()).constData(), 0755) == 0);
        }
        // The state folder of the service (StateDirectory=, mode 0700, its user's).
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("state")));
        QVERIFY(::chmod(QFile::encodeName(path("state")).constData(), 0700) == 0);
        QVERIFY(::chown(QFile::encodeName(path("state")).constData(), m_uid, m_gid) == 0);
        QVERIFY(copy(QStringLiteral(NET_DATA "/test-cert.pem"), path("cert.pem")));
        QVERIFY(copy(QStringLiteral(NET_DATA "/test-key.pem"), path("key.pem")));
        for (const char *f : {"cert.pem", "key.pem"})
            QVERIFY(::chown(QFile::encodeName(path(f)).constData(), m_uid, m_gid) == 0);
        QFile conf(path("fortuna-server.conf"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write(QStringLiteral("# as /etc/fortuna-server.conf\n"
                                  "port = %1\nlisten = 127.0.0.1\ndata = %2\n"
                                  "tls-cert = %3\ntls-key = %4\n"
                                  "max-tables = 10\ntimeout-level = easy\n")
                       .arg(m_port)
                       .arg(path("state"), path("cert.pem"), path("key.pem"))
                       .toUtf8());
        conf.close();
        QVERIFY(startServer());
    }

    void cleanupTestCase()
    {
        if (m_server && m_server->state() == QProcess::Running) {
            m_server->terminate();
            m_server->waitForFinished(5000);
        }
    }

    void servesReloadsAndSurvivesAKill()
    {
        QCOMPARE(serverUid(), m_uid);
        const QUrl url(QStringLiteral("wss://127.0.0.1:%1").arg(m_port));
        QByteArray first, renewed;
        QCOMPARE(record::readSmallFile(QStringLiteral(NET_DATA "/test-cert.pem"), &first), QString());
        QCOMPARE(record::readSmallFile(QStringLiteral(NET_DATA "/renewed-cert.pem"), &renewed), QString());

        // A table with a person's seat and a computer's: the host's connection over TLS.
        Client host;
        host.setTrustedCertificate(first);
        host.setAutoReconnect(true);
        host.setReconnectInterval(100);
        QSignalSpy created(&host, &Client::created);
        host.create(rules::Options{},
                    {record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random"))});
        host.open(url);
        QVERIFY(waitUntil(
            [&]() {
                return !created.isEmpty();
            },
            WaitMs));
        const QString code = host.code();
        // The database is the service user's, private to it.
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(path("state/tables.sqlite")).constData(), &st), 0);
        QCOMPARE(st.st_uid, m_uid);
        QCOMPARE(st.st_mode & 0077, mode_t(0));

        // A renewed certificate, then SIGHUP (systemctl reload).
        QVERIFY(copy(QStringLiteral(NET_DATA "/renewed-cert.pem"), path("cert.pem")));
        QVERIFY(copy(QStringLiteral(NET_DATA "/renewed-key.pem"), path("key.pem")));
        for (const char *f : {"cert.pem", "key.pem"})
            QVERIFY(::chown(QFile::encodeName(path(f)).constData(), m_uid, m_gid) == 0);
        QCOMPARE(::kill(pid_t(m_server->processId()), SIGHUP), 0);
        QVERIFY2(waitForLog("TLS certificate and key read again"), m_log.constData());
        QVERIFY(m_server->state() == QProcess::Running);

        // A new connection trusting only the renewed certificate is welcomed; one trusting
        // only the first is not.
        Client fresh;
        fresh.setTrustedCertificate(renewed);
        QSignalSpy welcomed(&fresh, &Client::welcomed);
        fresh.join(code, QStringLiteral("Ann"));
        fresh.open(url);
        QVERIFY(waitUntil(
            [&]() {
                return fresh.seat() == 0;
            },
            WaitMs));
        Client stale;
        stale.setTrustedCertificate(first);
        QSignalSpy lost(&stale, &Client::connectionLost);
        QSignalSpy staleWelcomed(&stale, &Client::welcomed);
        stale.open(url);
        QVERIFY(waitUntil(
            [&]() {
                return !lost.isEmpty();
            },
            WaitMs));
        QVERIFY(staleWelcomed.isEmpty());
        // The host's connection, opened before the reload, goes on: it starts the game.
        QVERIFY(host.isConnected());
        host.start();
        QVERIFY(waitUntil(
            [&]() {
                return host.started() && fresh.started();
            },
            WaitMs));

        // SIGKILL and the same command again: the table is back, the clients rejoin by themselves
        // (the host's app trusting the renewed certificate from then on).
        const qint64 seq = host.seq();
        host.setTrustedCertificate(renewed);
        m_server->kill();
        QVERIFY(m_server->waitForFinished(WaitMs));
        QVERIFY(startServer());
        QCOMPARE(serverUid(), m_uid);
        QVERIFY(waitUntil(
            [&]() {
                return host.isConnected() && host.seq() == seq && host.started();
            },
            WaitMs));

        // --export: the record of the table, which fortuna-cli reads (its tokens left out).
        QProcess exporter;
        exporter.start(QStringLiteral(FORTUNA_SERVER), {QStringLiteral("--config"), path("fortuna-server.conf"), QStringLiteral("--export"), code});
        QVERIFY(exporter.waitForFinished(WaitMs));
        QCOMPARE(exporter.exitCode(), 0);
        const QByteArray exported = exporter.readAllStandardOutput();
        const record::ReadResult read = record::readRecord(exported);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.record->players.size(), size_t(2));
        QCOMPARE(read.record->players[0].name, QStringLiteral("Ann"));
        QVERIFY(!exported.contains(host.token().toLatin1()));
        QFile file(path("exported.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(exported);
        file.close();
        QProcess cli;
        cli.start(QStringLiteral(FORTUNA_CLI), {QStringLiteral("replay"), file.fileName()});
        QVERIFY(cli.waitForFinished(WaitMs));
        const QByteArray result = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY2(result.contains("fortuna-result/1"), result.constData());
    }
};

QTEST_GUILESS_MAIN(ServiceTest)
#include "servicetest.moc"
