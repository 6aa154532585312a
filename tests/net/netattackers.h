// SPDX-License-Identifier: GPL-3.0-or-later
// The attacking clients of fortuna-netattack (netattack.cpp): a bare WebSocket client bound to
// a source address of its own, and the child process that runs N clients of one attack.
#pragma once

#include "net/protocol.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QTcpSocket>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
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
    void connectAgain()
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

} // namespace fortuna::net::attack
