// SPDX-License-Identifier: GPL-3.0-or-later
// Attack benchmark of fortuna-server (docs/benchmarks.md, "Under attack"; issue 41; not a test):
// loopback only, bounded in clients and time. It starts the server, seats an honest table of
// 4 scripted players that think --think MS (± 50 %) before each decision, and a second table
// with a password; then a child process (this program with --attacker) runs N anonymous clients
// of one attack for --seconds S while the honest table plays:
//   guess       each connection sends a wrong password for the second table once a second
//   levels      each connection asks for computers of "strong:999999cpu" (refused), then makes
//               a table of two "strong" computers and starts it, again every second
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
//                     [--sources 1] [--seconds 20] [--think 300] [--server PATH]
// (--server: another fortuna-server to attack, e.g. an older build, to compare.)
// The attackers connect from 127.0.K.2 onwards (K: 1 to 4, one block per attack): --sources
// addresses each (1: one attacking machine, which the per-address limits stop; N, at most 250:
// every client its own, which only the server's overall limits can); the honest clients from
// 127.0.0.1. The attacking processes run at nice 10 (on the internet they are other machines:
// their own CPU is not the server's), the server and the honest clients at the normal priority.
#include "netplayers.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
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

long rssKiB(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

double cpuSeconds(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray s = f.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    return double(fields.value(11).toLongLong() + fields.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').value(0) : QByteArray("?");
}

// A bare WebSocket client over a QTcpSocket bound to a source address of its own (127.0.0.X:
// one attacking machine, or many), sending text messages and counting the frames it gets.
class RawClient : public QTcpSocket
{
public:
    RawClient(const QHostAddress &source, quint16 port)
        : m_source(source)
        , m_port(port)
    {
        connect(this, &QTcpSocket::connected, this, [this]() {
            write(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        });
        connect(this, &QTcpSocket::readyRead, this, [this]() {
            m_in += readAll();
            if (!m_open) {
                const qsizetype end = m_in.indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                m_in.remove(0, end + 4);
                m_open = true;
                sendText(R"({"type":"hello","protocol":"fortuna-net/1"})");
                if (onOpen)
                    onOpen();
            }
            // Frames from the server (unmasked): count them.
            while (m_in.size() >= 2) {
                qint64 length = quint8(m_in[1]) & 0x7f;
                int header = 2;
                if (length == 126) {
                    if (m_in.size() < 4)
                        return;
                    length = (qint64(quint8(m_in[2])) << 8) | quint8(m_in[3]);
                    header = 4;
                } else if (length == 127) {
                    if (m_in.size() < 10)
                        return;
                    length = 0;
                    for (int i = 2; i < 10; ++i)
                        length = (length << 8) | quint8(m_in[i]);
                    header = 10;
                }
                if (m_in.size() < header + length)
                    return;
                m_in.remove(0, qsizetype(header + length));
                ++frames;
            }
        });
    }
    void open()
    {
        m_open = false;
        m_in.clear();
        abort();
        bind(m_source);
        connectToHost(QHostAddress::LocalHost, m_port);
    }
    bool isOpen() const { return m_open && state() == ConnectedState; }
    void sendText(const QByteArray &text)
    {
        QByteArray frame;
        frame.append(char(0x81));
        if (text.size() < 126) {
            frame.append(char(0x80 | text.size()));
        } else {
            frame.append(char(0x80 | 126));
            frame.append(char(text.size() >> 8)).append(char(text.size() & 0xff));
        }
        const char mask[4] = {0x12, 0x34, 0x56, 0x78};
        frame.append(mask, 4);
        for (qsizetype i = 0; i < text.size(); ++i)
            frame.append(char(text[i] ^ mask[i % 4]));
        write(frame);
    }
    std::function<void()> onOpen;
    long frames = 0;

private:
    QHostAddress m_source;
    quint16 m_port;
    QByteArray m_in;
    bool m_open = false;
};

QByteArray createMessage(const char *level)
{
    QJsonArray seats;
    for (int i = 0; i < 2; ++i) {
        QJsonObject s{{QStringLiteral("color"), i ? QStringLiteral("blue") : QStringLiteral("red")}};
        if (level)
            s.insert(QStringLiteral("ai"), QLatin1String(level));
        seats.append(s);
    }
    return encode(QJsonObject{{QStringLiteral("type"), QStringLiteral("create")}, {QStringLiteral("seats"), seats}});
}

// The child process: N clients of one attack for `seconds`, from `sources` addresses of its
// own (1: one attacking machine; N: each client its own).
int attacker(const QString &kind, quint16 port, const QString &code, int n, int sources, int seconds)
{
    QElapsedTimer clock;
    clock.start();
    const qint64 end = qint64(seconds) * 1000;
    std::vector<std::unique_ptr<RawClient>> all;
    long sent = 0;
    auto every = [&](QObject *owner, int ms, std::function<void()> f) {
        auto *t = new QTimer(owner);
        QObject::connect(t, &QTimer::timeout, owner, [f, &clock, end]() {
            if (clock.elapsed() < end)
                f();
        });
        t->start(ms);
    };
    static const QByteArray request = QByteArrayLiteral(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    for (int i = 0; i < n; ++i) {
        // Each attack from addresses of its own: 127.0.K.2 onwards (K: 1 guess ... 4 handshakes).
        const int block =
            1 + int(QStringList{QStringLiteral("guess"), QStringLiteral("levels"), QStringLiteral("lobbies"), QStringLiteral("handshakes")}.indexOf(kind));
        const QHostAddress source(QStringLiteral("127.0.%1.%2").arg(block).arg(2 + i % sources));
        auto reconnect = [&clock, end](RawClient *c) {
            QObject::connect(c, &QTcpSocket::disconnected, c, [c, &clock, end]() {
                if (clock.elapsed() < end)
                    QTimer::singleShot(200, c, [c]() {
                        c->open();
                    });
            });
        };
        if (kind == QLatin1String("handshakes")) {
            // A slow handshake (one byte a second) and a silent connection, both reconnecting.
            for (bool slow : {true, false}) {
                auto *s = new QTcpSocket(qApp);
                auto pos = std::make_shared<int>(0);
                auto open = [s, source, port, pos]() {
                    *pos = 0;
                    s->abort();
                    s->bind(source);
                    s->connectToHost(QHostAddress::LocalHost, port);
                };
                open();
                QObject::connect(s, &QTcpSocket::disconnected, s, [open, &clock, end, s]() {
                    if (clock.elapsed() < end)
                        QTimer::singleShot(200, s, open);
                });
                QObject::connect(s, &QTcpSocket::errorOccurred, s, [open, &clock, end, s](QAbstractSocket::SocketError) {
                    if (s->state() == QAbstractSocket::UnconnectedState && clock.elapsed() < end)
                        QTimer::singleShot(500, s, open);
                });
                if (slow)
                    every(s, 1000, [s, pos, &sent]() {
                        if (s->state() == QAbstractSocket::ConnectedState && *pos < request.size()) {
                            s->write(request.mid((*pos)++, 1));
                            ++sent;
                        }
                    });
            }
            continue;
        }
        auto *c = new RawClient(source, port);
        all.emplace_back(c);
        if (kind == QLatin1String("lobbies")) {
            c->onOpen = [c, &sent]() {
                c->sendText(createMessage(nullptr));
                ++sent;
                QTimer::singleShot(100, c, [c]() {
                    c->abort(); // gone, without leave
                });
            };
            every(c, 1000, [c]() {
                if (!c->isOpen())
                    c->open();
            });
            continue;
        }
        reconnect(c);
        c->open();
        if (kind == QLatin1String("guess")) {
            const QByteArray guess = encode(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                                        {QStringLiteral("code"), code},
                                                        {QStringLiteral("name"), QStringLiteral("Guesser")},
                                                        {QStringLiteral("password"), QStringLiteral("a guess")}});
            every(c, 1000, [c, guess, &sent]() {
                if (c->isOpen()) {
                    c->sendText(guess);
                    ++sent;
                }
            });
        } else if (kind == QLatin1String("levels")) {
            every(c, 1000, [c, &sent]() {
                if (c->isOpen()) {
                    c->sendText(createMessage("strong:999999cpu"));
                    c->sendText(createMessage("strong"));
                    c->sendText(R"({"type":"start"})");
                    sent += 3;
                }
            });
        }
    }
    QTimer::singleShot(end + 500, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    long frames = 0;
    for (const auto &c : all)
        frames += c ? c->frames : 0;
    std::printf("attacker %s: %d clients from %d address(es), %ld messages (or handshake bytes) sent, %ld answers\n",
                qPrintable(kind),
                n,
                sources,
                sent,
                frames);
    std::fflush(stdout);
    ::_exit(0); // the sockets go with the process
}

struct Honest : QObject {
    std::vector<std::unique_ptr<Client>> clients;
    std::vector<std::unique_ptr<test::ScriptedPlayer>> players;
    std::vector<double> roundTrips;
    QStringList trouble; // refusals and disconnections of honest clients
    std::vector<double> newcomers; // ms, served
    int newcomersRefused = 0;
};

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QString attack = QStringLiteral("all"), code, serverPath = QStringLiteral(FORTUNA_SERVER);
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
    }
    if (child)
        return attacker(attack, quint16(port), code, clients, std::min(sources, clients), seconds);

    QTemporaryDir data;
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    port = probe.serverPort();
    probe.close();
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(
        serverPath,
        {QStringLiteral("--port"), QString::number(port), QStringLiteral("--data"), data.path(), QStringLiteral("--listen"), QStringLiteral("127.0.0.1")});
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
    host->create(
        rules::Options{},
        {{rules::Color::Red, std::nullopt}, {rules::Color::Blue, std::nullopt}, {rules::Color::Green, std::nullopt}, {rules::Color::Yellow, std::nullopt}});
    host->open(serverUrl);
    auto target = std::make_unique<Client>();
    target->create(rules::Options{}, {{rules::Color::Red, std::nullopt}, {rules::Color::Blue, std::nullopt}}, QStringLiteral("the right one"));
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
        p->beforeDeciding = [sent, sentSeq, raw]() {
            sent->start();
            *sentSeq = raw->seq();
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
    for (auto &p : children)
        p->waitForFinished(15000);
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
