// SPDX-License-Identifier: GPL-3.0-or-later
// Load benchmark of fortuna-server (docs/benchmarks.md; not a test): starts the server, opens
// T tables of P scripted players each, measures the server's memory with the tables idle in
// their lobbies, then lets every table play one whole game at full speed and reports decisions
// per second, the round trip of a decision (sent until its update comes back) at p50 and p99,
// and the server's CPU time and memory per table. At full speed every table always has a
// decision on its way, so the round trip is the tables' number over the decisions per second
// (Little's law); with --think MS each player first thinks MS (± 50 %), and the round trip
// measures the server at that load.
//
//   fortuna-netbench [--tables 200] [--players 4] [--data DIR] [--think MS]   (DIR: the server's data folder)
//
// With --store SECONDS it measures the tables' store alone, in this process (no server, no
// clients): T tables each save a content of --bytes B (default 8000, a game's table about
// half-way) through a TableWriter into DIR, the next save of a table as soon as its last one
// is reported (as a table's next decision waits for its update), for SECONDS; it reports
// the saves per second (each one is a decision made durable) and their latency.
#include "net/tablewriter.h"
#include "netplayers.h"
#include "procstats.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
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

struct Bench : QObject {
    std::vector<std::unique_ptr<Client>> hosts, clients;
    std::vector<std::unique_ptr<test::ScriptedPlayer>> players;
    std::vector<double> roundTrips; // ms
    long decisions = 0;
};

} // namespace

// --store: the TableWriter alone (see the top).
int storeBench(const QString &data, int tables, int seconds, int bytes)
{
    TableWriter writer(TableStore::databaseIn(data));
    QByteArray content(bytes, 'x');
    for (int i = 0; i < bytes; i += 64)
        content[i] = '\n';
    std::vector<QElapsedTimer> started(static_cast<size_t>(tables));
    std::vector<double> latencies;
    latencies.reserve(1 << 20);
    QElapsedTimer clock;
    clock.start();
    const double cpuBefore = cpuSeconds(QCoreApplication::applicationPid());
    bool stopping = false;
    int inFlight = 0;
    auto save = [&](int t) {
        content[t % bytes] = char('a' + latencies.size() % 26); // not the same bytes every time
        started[size_t(t)].start();
        ++inFlight;
        writer.save(QStringLiteral("T%1").arg(t, 7, 10, QLatin1Char('0')), content, 1);
    };
    QObject::connect(&writer, &TableWriter::written, [&](const QString &code, quint64, const QString &error) {
        if (!error.isEmpty()) {
            std::fprintf(stderr, "fortuna-netbench: %s\n", qPrintable(error));
            std::exit(1);
        }
        const int t = code.mid(1).toInt();
        latencies.push_back(double(started[size_t(t)].nsecsElapsed()) / 1e6);
        --inFlight;
        if (clock.elapsed() < seconds * 1000)
            save(t);
        else if (!stopping && inFlight == 0)
            QCoreApplication::quit();
    });
    const QByteArray load = loadAverage();
    for (int t = 0; t < tables; ++t)
        save(t);
    QCoreApplication::exec();
    const double wall = double(clock.elapsed()) / 1000.0;
    const double cpu = cpuSeconds(QCoreApplication::applicationPid()) - cpuBefore;
    std::sort(latencies.begin(), latencies.end());
    auto at = [&](double q) {
        return latencies.empty() ? 0.0 : latencies[std::min(latencies.size() - 1, size_t(q * double(latencies.size())))];
    };
    std::printf("store: %d tables x %d bytes into %s for %.1f s: %zu saves, %.0f saves/s\n",
                tables,
                bytes,
                qPrintable(TableStore::databaseIn(data)),
                wall,
                latencies.size(),
                double(latencies.size()) / wall);
    std::printf("machine load average: %s at the start, %s at the end (2 cores)\n", load.constData(), loadAverage().constData());
    std::printf("save to written: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", at(0.5), at(0.99), latencies.empty() ? 0.0 : latencies.back());
    std::printf("CPU: %.1f s (%.0f%% of one core), %.3f ms per save\n", cpu, 100.0 * cpu / wall, 1000.0 * cpu / double(std::max<size_t>(1, latencies.size())));
    return 0;
}

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1"); // as fortuna-server: GLib's dispatcher is slow with 1000 sockets
    QCoreApplication app(argc, argv);
    int tables = 200, seats = 4, thinkMs = 0, storeSeconds = 0, bytes = 8000;
    QString data;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--tables"))
            tables = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--players"))
            seats = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--data"))
            data = args[i + 1];
        else if (args[i] == QLatin1String("--think"))
            thinkMs = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--store"))
            storeSeconds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--bytes"))
            bytes = std::max(64, args[i + 1].toInt());
    }
    QTemporaryDir tmp;
    if (data.isEmpty())
        data = tmp.path();
    if (storeSeconds > 0) {
        QDir().mkpath(data);
        return storeBench(data, tables, storeSeconds, bytes);
    }
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    QProcess server;
    server.start(QStringLiteral(FORTUNA_SERVER),
                 {QStringLiteral("--port"),
                  QString::number(port),
                  QStringLiteral("--data"),
                  data,
                  QStringLiteral("--listen"),
                  QStringLiteral("127.0.0.1"),
                  QStringLiteral("--max-tables"),
                  QString::number(tables + 10)});
    server.waitForStarted();
    (void)test::waitUntil(
        [&]() {
            return server.canReadLine();
        },
        10000);
    server.readLine();
    const qint64 pid = server.processId();
    QTest::qWait(300);
    const long rss0 = rssKiB(pid);
    const double cpu0 = cpuSeconds(pid);
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));

    Bench b;
    std::vector<record::PlayerInfo> specs;
    for (int s = 0; s < seats; ++s)
        specs.push_back(record::PlayerInfo::remote(rules::Color(s)));
    QElapsedTimer setup;
    setup.start();
    for (int t = 0; t < tables; ++t) {
        auto host = std::make_unique<Client>();
        host->create(rules::Options{}, specs);
        host->open(url);
        b.hosts.push_back(std::move(host));
    }
    (void)test::waitUntil(
        [&]() {
            return std::all_of(b.hosts.begin(), b.hosts.end(), [](auto &h) {
                return !h->code().isEmpty();
            });
        },
        60000);
    for (int t = 0; t < tables; ++t)
        for (int s = 0; s < seats; ++s) {
            auto c = std::make_unique<Client>();
            c->join(b.hosts[size_t(t)]->code(), QStringLiteral("P%1").arg(s));
            c->open(url);
            auto *raw = c.get();
            auto p = std::make_unique<test::ScriptedPlayer>(raw, uint32_t(t * 10 + s));
            p->thinkMs = thinkMs;
            auto sent = std::make_shared<QElapsedTimer>();
            auto sentSeq = std::make_shared<qint64>(-1);
            p->beforeDeciding = [sent, sentSeq, raw]() {
                sent->start();
                *sentSeq = raw->seq();
                return true;
            };
            QObject::connect(raw, &Client::updated, &b, [&b, sent, sentSeq, raw]() {
                if (*sentSeq >= 0 && raw->seq() == *sentSeq + 1) {
                    b.roundTrips.push_back(double(sent->nsecsElapsed()) / 1e6);
                    ++b.decisions;
                    *sentSeq = -1;
                }
            });
            b.players.push_back(std::move(p));
            b.clients.push_back(std::move(c));
        }
    (void)test::waitUntil(
        [&]() {
            return std::all_of(b.clients.begin(), b.clients.end(), [](auto &c) {
                return c->seat() >= 0;
            });
        },
        120000);
    QTest::qWait(500);
    const long rssIdle = rssKiB(pid);
    std::printf("setup: %d tables x %d players in %.1f s; server RSS %ld KiB empty, %ld KiB with the tables idle: %.1f KiB per idle table\n",
                tables,
                seats,
                double(setup.elapsed()) / 1000,
                rss0,
                rssIdle,
                double(rssIdle - rss0) / tables);

    const QByteArray loadStart = loadAverage();
    const double cpuStart = cpuSeconds(pid);
    const double benchCpuStart = cpuSeconds(QCoreApplication::applicationPid());
    QElapsedTimer play;
    play.start();
    for (auto &h : b.hosts)
        h->start();
    long peak = 0;
    (void)test::waitUntil(
        [&]() {
            peak = std::max(peak, rssKiB(pid));
            return std::all_of(b.hosts.begin(), b.hosts.end(), [](auto &h) {
                return h->isOver();
            });
        },
        600000);
    const double seconds = double(play.elapsed()) / 1000;
    const double cpu = cpuSeconds(pid) - cpuStart;
    const double benchCpu = cpuSeconds(QCoreApplication::applicationPid()) - benchCpuStart;
    int over = 0;
    for (auto &h : b.hosts)
        over += h->isOver() ? 1 : 0;
    std::sort(b.roundTrips.begin(), b.roundTrips.end());
    auto pct = [&](double q) {
        return b.roundTrips.empty() ? 0.0 : b.roundTrips[size_t(q * double(b.roundTrips.size() - 1))];
    };
    std::printf("play: %d of %d games finished in %.1f s, %ld decisions: %.0f decisions/s\n",
                over,
                tables,
                seconds,
                b.decisions,
                double(b.decisions) / seconds);
    std::printf("machine load average: %s at the start, %s at the end (%ld cores)\n",
                loadStart.constData(),
                loadAverage().constData(),
                sysconf(_SC_NPROCESSORS_ONLN));
    std::printf("round trip: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", pct(0.5), pct(0.99), pct(1.0));
    std::printf("server CPU: %.1f s over %.1f s (%.0f%% of one core), %.2f ms per decision; RSS peak %ld KiB: %.1f KiB per playing table\n",
                cpu,
                seconds,
                100 * cpu / seconds,
                1000 * cpu / double(std::max(1L, b.decisions)),
                peak,
                double(peak - rss0) / tables);
    std::printf("benchmark's own CPU (the %d clients): %.1f s (%.0f%% of one core), %.2f ms per decision\n",
                tables * (seats + 1),
                benchCpu,
                100 * benchCpu / seconds,
                1000 * benchCpu / double(std::max(1L, b.decisions)));
    std::printf("server CPU before the games (connections, lobbies): %.1f s\n", cpuStart - cpu0);
    server.terminate();
    server.waitForFinished(5000);
    return over == tables ? 0 : 1;
}
