// SPDX-License-Identifier: GPL-3.0-or-later
// Attack benchmark of fortuna-server (docs/benchmarks.md, "Under attack"; issue 41; not a test):
// loopback only, bounded in clients and time. It starts the server, seats an honest table of
// 4 scripted players that think --think MS (± 50 %) before each decision, and a second table
// with a password; then a child process (this program with --attacker) runs N anonymous clients
// of one attack for --seconds S while the honest table plays:
//   guess       each connection sends a wrong password for the second table once a second
//   levels      each client asks for computers of "strong:999999cpu" (refused: named levels
//               only), then makes a table of one person and four "strong" computers (a table
//               of computers only no longer starts: no-person), takes the person's seat from a
//               second connection, starts, and decides at once at each of its turns, so that
//               the computers search all the time; again a second after a refusal or the end
//   lobbies     each connection creates a table and drops, again every second
//   handshakes  each connection sends its WebSocket handshake one byte a second (and an
//               equal number sends nothing), reconnecting when closed
//   all         the four at once (N clients each)
// It reports the honest decisions' round trip (sent until their update) p50/p99/max, how
// many took over 1 s, every refusal or disconnection of an honest client, a newcomer's
// connection (handshake + welcome + list, once a second: served or refused, and its time),
// and the server's CPU and resident memory.
//
//   fortuna-netattack [--attack guess|levels|lobbies|handshakes|all|none] [--clients 50]
//                     [--sources 1] [--seconds 20] [--think 300] [--server PATH] [--data DIR]
// (--server: another fortuna-server to attack, e.g. an older build, to compare; --data: the
// server's tables there, default a scratch folder in /dev/shm.)
// The attackers connect from 127.0.K.2 onwards (K: 1 to 4, one block per attack): --sources
// addresses each (1: one attacking machine, which the per-address limits stop; N, at most 250:
// every client its own, which only the server's overall limits can); the honest clients from
// 127.0.0.1. The attacking processes run at nice 10 (on the internet they are other machines:
// their own CPU is not the server's), the server and the honest clients at the normal priority.
#include "netattackers.h"
#include "netplayers.h"
#include "procstats.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

using namespace fortuna;
using namespace fortuna::net;

namespace
{

using bench::cpuSeconds;
using bench::loadAverage;
using bench::rssKiB;

struct Honest : QObject {
    std::vector<std::unique_ptr<Client>> clients;
    std::vector<std::unique_ptr<test::ScriptedPlayer>> players;
    std::vector<double> roundTrips;
    QStringList trouble; // refusals and disconnections of honest clients
    std::vector<double> newcomers; // ms, served
    int newcomersRefused = 0;
    bool measuring = true; // decisions sent from now on are timed (until the attack's end)
};

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QString attack = QStringLiteral("all"), code, serverPath = QStringLiteral(FORTUNA_SERVER), dataDir;
    int clients = 50, seconds = 20, thinkMs = 300, sources = 1, port = 0;
    bool child = false;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        const QString &a = args[i], &v = args[i + 1];
        if (a == QLatin1String("--attack"))
            attack = v;
        else if (a == QLatin1String("--clients"))
            clients = std::clamp(v.toInt(), 1, 1000);
        else if (a == QLatin1String("--seconds"))
            seconds = std::clamp(v.toInt(), 1, 300);
        else if (a == QLatin1String("--think"))
            thinkMs = std::max(0, v.toInt());
        else if (a == QLatin1String("--attacker")) {
            child = true;
            attack = v;
        } else if (a == QLatin1String("--port"))
            port = v.toInt();
        else if (a == QLatin1String("--sources"))
            sources = std::clamp(v.toInt(), 1, 250);
        else if (a == QLatin1String("--code"))
            code = v;
        else if (a == QLatin1String("--server"))
            serverPath = v;
        else if (a == QLatin1String("--data"))
            dataDir = v;
    }
    if (child)
        return attack::attacker(attack, quint16(port), code, clients, std::min(sources, clients), seconds);

    // The tables in memory (/dev/shm) unless --data: the figures are the attacks', not the disk's.
    QTemporaryDir scratch(QFileInfo(QStringLiteral("/dev/shm")).isWritable() ? QStringLiteral("/dev/shm/fortuna-netattack-XXXXXX")
                                                                             : QDir::tempPath() + QStringLiteral("/fortuna-netattack-XXXXXX"));
    if (dataDir.isEmpty())
        dataDir = scratch.path();
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    port = probe.serverPort();
    probe.close();
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(serverPath,
                 {QStringLiteral("--port"), QString::number(port), QStringLiteral("--data"), dataDir, QStringLiteral("--listen"), QStringLiteral("127.0.0.1")});
    server.waitForStarted();
    (void)test::waitUntil(
        [&]() {
            return server.canReadLine();
        },
        10000);
    server.readLine();
    const qint64 pid = server.processId();
    const QUrl serverUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port));

    // The honest table (4 players) and the table with a password the guesses aim at.
    Honest h;
    auto host = std::make_unique<Client>();
    host->create(rules::Options{},
                 {record::PlayerInfo::remote(rules::Color::Red),
                  record::PlayerInfo::remote(rules::Color::Blue),
                  record::PlayerInfo::remote(rules::Color::Green),
                  record::PlayerInfo::remote(rules::Color::Yellow)});
    host->open(serverUrl);
    auto target = std::make_unique<Client>();
    target->create(rules::Options{},
                   {record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::remote(rules::Color::Blue)},
                   QStringLiteral("the right one"));
    target->open(serverUrl);
    if (!test::waitUntil(
            [&]() {
                return !host->code().isEmpty() && !target->code().isEmpty();
            },
            10000)) {
        std::fprintf(stderr, "fortuna-netattack: the tables were not created\n");
        return 1;
    }
    for (int s = 0; s < 4; ++s) {
        auto c = std::make_unique<Client>();
        c->join(host->code(), QStringLiteral("Honest %1").arg(s + 1));
        c->open(serverUrl);
        auto *raw = c.get();
        auto p = std::make_unique<test::ScriptedPlayer>(raw, uint32_t(41 + s));
        p->thinkMs = thinkMs;
        auto sent = std::make_shared<QElapsedTimer>();
        auto sentSeq = std::make_shared<qint64>(-1);
        p->beforeDeciding = [&h, sent, sentSeq, raw]() {
            if (h.measuring) {
                sent->start();
                *sentSeq = raw->seq();
            }
            return true;
        };
        QObject::connect(raw, &Client::updated, &h, [&h, sent, sentSeq, raw]() {
            if (*sentSeq >= 0 && raw->seq() == *sentSeq + 1) {
                h.roundTrips.push_back(double(sent->nsecsElapsed()) / 1e6);
                *sentSeq = -1;
            }
        });
        QObject::connect(raw, &Client::connectionLost, &h, [&h, s]() {
            h.trouble.append(QStringLiteral("player %1: connection lost").arg(s + 1));
        });
        h.players.push_back(std::move(p));
        h.clients.push_back(std::move(c));
    }
    if (!test::waitUntil(
            [&]() {
                return std::all_of(h.clients.begin(), h.clients.end(), [](auto &c) {
                    return c->seat() >= 0;
                });
            },
            10000)) {
        std::fprintf(stderr, "fortuna-netattack: the honest players were not seated\n");
        return 1;
    }
    host->start();

    // The attack, from another process.
    QProcess attackers;
    attackers.setProcessChannelMode(QProcess::ForwardedChannels);
    const QStringList kinds = attack == QLatin1String("all")
        ? QStringList{QStringLiteral("guess"), QStringLiteral("levels"), QStringLiteral("lobbies"), QStringLiteral("handshakes")}
        : attack == QLatin1String("none") ? QStringList{}
                                          : QStringList{attack};
    std::vector<std::unique_ptr<QProcess>> children;
    for (const QString &kind : kinds) {
        auto p = std::make_unique<QProcess>();
        p->setProcessChannelMode(QProcess::ForwardedChannels);
        p->start(QStringLiteral("nice"),
                 {QStringLiteral("-n"),
                  QStringLiteral("10"),
                  QCoreApplication::applicationFilePath(),
                  QStringLiteral("--attacker"),
                  kind,
                  QStringLiteral("--port"),
                  QString::number(port),
                  QStringLiteral("--sources"),
                  QString::number(sources),
                  QStringLiteral("--code"),
                  target->code(),
                  QStringLiteral("--clients"),
                  QString::number(clients),
                  QStringLiteral("--seconds"),
                  QString::number(seconds)});
        children.push_back(std::move(p));
    }
    const QByteArray loadStart = loadAverage();
    const double cpuStart = cpuSeconds(pid);
    long peak = 0;
    QElapsedTimer clock;
    clock.start();
    // A newcomer once a second: connects, is welcomed, lists the tables.
    QTimer newcomerTimer;
    QObject::connect(&newcomerTimer, &QTimer::timeout, &h, [&]() {
        auto *c = new Client;
        auto *started = new QElapsedTimer;
        started->start();
        auto done = std::make_shared<bool>(false);
        QObject::connect(c, &Client::tablesListed, c, [&h, c, started, done]() {
            *done = true;
            h.newcomers.push_back(double(started->nsecsElapsed()) / 1e6);
            delete started;
            c->deleteLater();
        });
        QObject::connect(c, &Client::welcomed, c, [c]() {
            c->list();
        });
        QTimer::singleShot(5000, c, [&h, c, done]() {
            if (!*done) {
                ++h.newcomersRefused;
                c->deleteLater();
            }
        });
        c->open(serverUrl);
    });
    newcomerTimer.start(1000);
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, &h, [&]() {
        peak = std::max(peak, rssKiB(pid));
    });
    sampler.start(200);
    QTest::qWait(seconds * 1000);
    newcomerTimer.stop();
    const double wall = double(clock.elapsed()) / 1000;
    const double cpu = cpuSeconds(pid) - cpuStart;
    // The attackers end on their own; meanwhile the event loop runs, so that a decision sent
    // before the end gets its answer read (a blocking wait here once made it look 1-3 s slow).
    h.measuring = false;
    (void)test::waitUntil(
        [&]() {
            return std::all_of(children.begin(), children.end(), [](const auto &p) {
                return p->state() == QProcess::NotRunning;
            });
        },
        15000);
    QTest::qWait(500);
    for (const auto &p : h.players)
        for (const QString &r : p->refusals)
            h.trouble.append(r);
    int rateLimited = 0;
    for (const auto &p : h.players)
        rateLimited += p->rateLimited;
    std::sort(h.roundTrips.begin(), h.roundTrips.end());
    std::sort(h.newcomers.begin(), h.newcomers.end());
    auto pct = [](const std::vector<double> &v, double q) {
        return v.empty() ? 0.0 : v[size_t(q * double(v.size() - 1))];
    };
    const long slow = long(std::count_if(h.roundTrips.begin(), h.roundTrips.end(), [](double ms) {
        return ms > 1000;
    }));
    std::printf("attack %s, %d clients each, %.1f s; machine load average %s at the start, %s at the end (%ld cores)\n",
                qPrintable(attack),
                clients,
                wall,
                loadStart.constData(),
                loadAverage().constData(),
                sysconf(_SC_NPROCESSORS_ONLN));
    std::printf("honest table: %zu decisions, round trip p50 %.1f ms, p99 %.1f ms, max %.1f ms, %ld over 1 s; refused or dropped: %lld (rate-limited %d)\n",
                h.roundTrips.size(),
                pct(h.roundTrips, 0.5),
                pct(h.roundTrips, 0.99),
                pct(h.roundTrips, 1.0),
                slow,
                qlonglong(h.trouble.size()),
                rateLimited);
    for (const QString &t : h.trouble)
        std::printf("  honest: %s\n", qPrintable(t));
    std::printf("newcomers (connect + welcome + list, one a second): %zu served, p50 %.1f ms, max %.1f ms; %d not served within 5 s\n",
                h.newcomers.size(),
                pct(h.newcomers, 0.5),
                pct(h.newcomers, 1.0),
                h.newcomersRefused);
    std::printf("server: CPU %.1f s over %.1f s (%.0f%% of one core), RSS peak %ld KiB\n", cpu, wall, 100 * cpu / wall, peak);
    std::fflush(stdout);
    server.terminate();
    server.waitForFinished(5000);
    return h.trouble.isEmpty() ? 0 : 1;
}
