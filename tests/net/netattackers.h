// SPDX-License-Identifier: GPL-3.0-or-later
// The attacking clients of fortuna-netattack (netattack.cpp): a bare WebSocket client bound to
// a source address of its own, and the child process that runs N clients of one attack.
#pragma once

#include "net/protocol.h"
#include "netplayers.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <unistd.h>
#include <vector>

namespace fortuna::net::attack
{

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
            // Frames from the server (unmasked): count them, and hand the text messages on.
            while (m_in.size() >= 2) {
                const bool fin = quint8(m_in[0]) & 0x80;
                const int opcode = quint8(m_in[0]) & 0x0f;
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
                if (onText && (opcode == 0x1 || opcode == 0x0)) {
                    m_text += m_in.mid(header, qsizetype(length));
                    if (fin) {
                        const QJsonObject m = QJsonDocument::fromJson(m_text).object();
                        m_text.clear();
                        onText(m);
                    }
                }
                m_in.remove(0, qsizetype(header + length));
                ++frames;
            }
        });
    }
    void connectAgain()
    {
        m_open = false;
        m_in.clear();
        m_text.clear();
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
    void sendJson(const QJsonObject &m) { sendText(encode(m)); }
    std::function<void()> onOpen;
    // Each text message received, when set.
    std::function<void(const QJsonObject &)> onText;
    long frames = 0;

private:
    QHostAddress m_source;
    quint16 m_port;
    QByteArray m_in;
    QByteArray m_text; // a fragmented message so far
    bool m_open = false;
};

// What the levels attack got, over all its clients.
struct LevelsCount {
    long levelsRefused = 0; // "strong:999999cpu": bad-message
    long created = 0; // tables of one person and four strong computers
    long started = 0;
    long personDecisions = 0;
    long computerMoves = 0; // updates that were not the person's decision
    long otherRefusals = 0; // server-full (the address's tables, --max-tables) and the like
    long over = 0;
};

// The levels attack (issue 41, 2) as the network still allows it: named levels only, and a
// game needs a person. A host asks once for computers of "strong:999999cpu" (refused), then
// makes a table of one person and four `strong` computers; a second connection from the same
// address takes the person's seat, the host starts, and the person decides at once whenever it
// is its turn, so that the computers search all the time. Refused (the address's five tables,
// --max-tables) or the game over: again a second later. A game once started is left to run.
class LevelsAttacker : public QObject
{
public:
    LevelsAttacker(const QHostAddress &source, quint16 port, LevelsCount *count, uint32_t seed)
        : m_host(source, port)
        , m_person(source, port)
        , m_count(count)
        , m_rng(seed)
    {
        m_host.onOpen = [this]() {
            m_host.sendText(createMessage({"strong:999999cpu", "strong:999999cpu"}));
            m_host.sendText(createMessage({nullptr, "strong", "strong", "strong", "strong"}));
        };
        m_host.onText = [this](const QJsonObject &m) {
            const QString type = m.value(QLatin1String("type")).toString();
            if (type == QLatin1String("created")) {
                ++m_count->created;
                m_code = m.value(QLatin1String("code")).toString();
                m_person.connectAgain();
            } else if (type == QLatin1String("error")) {
                if (m.value(QLatin1String("error")).toString() == QLatin1String(error::BadMessage) && !m_seat)
                    ++m_count->levelsRefused;
                else
                    refused();
            }
        };
        m_person.onOpen = [this]() {
            m_person.sendJson(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                          {QStringLiteral("code"), m_code},
                                          {QStringLiteral("name"), QStringLiteral("Attacker")}});
        };
        m_person.onText = [this](const QJsonObject &m) {
            const QString type = m.value(QLatin1String("type")).toString();
            if (type == QLatin1String("joined")) {
                m_seat = m.value(QLatin1String("seat")).toInt(-1);
                m_host.sendText(R"({"type":"start"})");
            } else if (type == QLatin1String("sync") || type == QLatin1String("update")) {
                const QJsonObject state = m.value(QLatin1String("state")).toObject();
                if (!m_started && !state.value(QLatin1String("phase")).toString().isEmpty()) {
                    m_started = true;
                    ++m_count->started;
                }
                if (type == QLatin1String("update") && !m_decided)
                    ++m_count->computerMoves;
                m_decided = false;
                m_seq = qint64(m.value(QLatin1String("seq")).toDouble());
                if (actingSeat(state) == m_seat) {
                    QJsonObject d = test::randomDecision(state, m_rng, &m_undoTurn);
                    d.insert(QStringLiteral("type"), QStringLiteral("decide"));
                    d.insert(QStringLiteral("seq"), m_seq);
                    m_person.sendJson(d);
                    m_decided = true;
                    ++m_count->personDecisions;
                }
            } else if (type == QLatin1String("over")) {
                ++m_count->over;
                again();
            } else if (type == QLatin1String("error")) {
                refused();
            }
        };
    }
    void start() { m_host.connectAgain(); }

private:
    static int actingSeat(const QJsonObject &state) { return test::actingSeat(state); }
    void refused()
    {
        ++m_count->otherRefusals;
        if (!m_seat) // before a game: again a second later
            again();
    }
    void again()
    {
        m_seat.reset();
        m_started = false;
        m_code.clear();
        m_person.abort();
        m_host.abort();
        QTimer::singleShot(1000, this, [this]() {
            m_host.connectAgain();
        });
    }
    static QByteArray createMessage(std::initializer_list<const char *> levels)
    {
        static const char *const colors[] = {"red", "blue", "green", "yellow", "black"};
        QJsonArray seats;
        int i = 0;
        for (const char *level : levels) {
            QJsonObject s{{QStringLiteral("color"), QLatin1String(colors[i++])}};
            if (level)
                s.insert(QStringLiteral("ai"), QLatin1String(level));
            seats.append(s);
        }
        return encode(QJsonObject{{QStringLiteral("type"), QStringLiteral("create")}, {QStringLiteral("seats"), seats}});
    }

    RawClient m_host, m_person;
    LevelsCount *m_count;
    std::mt19937 m_rng;
    QString m_code;
    std::optional<int> m_seat; // the person's, once joined
    qint64 m_seq = 0;
    bool m_started = false;
    bool m_decided = false; // the next update is the person's decision
    int m_undoTurn = -1;
};

inline QByteArray createMessage(const char *level)
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
inline int attacker(const QString &kind, quint16 port, const QString &code, int n, int sources, int seconds)
{
    QElapsedTimer clock;
    clock.start();
    const qint64 end = qint64(seconds) * 1000;
    std::vector<std::unique_ptr<RawClient>> all;
    long sent = 0;
    LevelsCount levels;
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
                        c->connectAgain();
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
        if (kind == QLatin1String("levels")) {
            auto *a = new LevelsAttacker(source, port, &levels, uint32_t(1000 + i));
            a->setParent(qApp);
            a->start();
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
                    c->connectAgain();
            });
            continue;
        }
        reconnect(c);
        c->connectAgain();
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
        }
    }
    QTimer::singleShot(end + 500, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    long frames = 0;
    for (const auto &c : all)
        frames += c ? c->frames : 0;
    if (kind != QLatin1String("levels"))
        std::printf("attacker %s: %d clients from %d address(es), %ld messages (or handshake bytes) sent, %ld answers\n",
                    qPrintable(kind),
                    n,
                    sources,
                    sent,
                    frames);
    else
        std::printf(
            "attacker levels: %d clients from %d address(es): %ld levels refused (strong:999999cpu), %ld tables of 1 person + 4 strong computers created, %ld "
            "started, "
            "%ld over; the person decided %ld times, the computers %ld; %ld other refusals (server-full: tables per address, --max-tables)\n",
            n,
            sources,
            levels.levelsRefused,
            levels.created,
            levels.started,
            levels.over,
            levels.personDecisions,
            levels.computerMoves,
            levels.otherRefusals);
    std::fflush(stdout);
    ::_exit(0); // the sockets go with the process
}

} // namespace fortuna::net::attack
