// SPDX-License-Identifier: GPL-3.0-or-later
#include "netsession.h"

#include "convert.h"
#include "settings.h"

#include "net/client.h"
#include "net/server.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

namespace fortuna::model
{

namespace
{

// "localhost" names are the loopback address without asking the resolver (RFC 6761 §6.3):
// a minimal install without /etc/hosts would ask DNS for it and fail.
QString connectHost(const QString &a)
{
    const bool local = a.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 || a.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive);
    return local ? QStringLiteral("127.0.0.1") : a;
}

} // namespace

QUrl NetSession::serverUrl(const QString &address, int port, bool secure)
{
    QUrl url;
    url.setScheme(secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(connectHost(address));
    url.setPort(port);
    url.setPath(QStringLiteral("/"));
    return url;
}

NetSession::NetSession(QObject *parent)
    : QObject(parent)
{
    // The seats' names follow a switch of language (a default name, "Player 2", is shown in it).
    QCoreApplication::instance()->installEventFilter(this);
}

bool NetSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && active())
        Q_EMIT changed();
    return QObject::eventFilter(watched, event);
}

NetSession::~NetSession()
{
    appClosing();
}

void NetSession::appClosing()
{
    // Closing the host's app ends its table for everyone (they are told: closed, host-left);
    // a seat in a game under way stays the player's (reopened, Fortuna offers to rejoin).
    // A table this app created on a server stays there, and a seat at a turn-based table
    // (`moveTime` in its lobby) stays the player's even before the start: My tables opens
    // them again.
    const bool turnBased = lobby().value(QLatin1String("moveTime")).toInt() > 0;
    if ((m_hostClient || (turnBased && !hosting() && !m_spectating)) && m_stage != Over && m_stage != Ended)
        reset();
    else if (hosting() || m_stage != Playing)
        leave();
    else
        reset();
}

net::Client *NetSession::newClient()
{
    auto *c = new net::Client(this);
    c->setClientName(QStringLiteral("fortuna ") + QCoreApplication::applicationVersion());
    c->setAutoReconnect(true);
    c->setReconnectInterval(1000);
    connect(c, &net::Client::refused, this, [this, c](const QString &code, const QString &, const QJsonObject &error) {
        if (code == QLatin1String(net::error::Stale) || code == QLatin1String(net::error::RateLimit))
            return; // the board follows the server: the decision was already made or is resent
        const QString text = errorText(code, error);
        if (c == m_primary && m_stage == Connecting) {
            // The server said no to the join: back to the start, the reason shown.
            reset();
            setStatus(text);
        }
        Q_EMIT message(text);
    });
    return c;
}

void NetSession::listen(net::Client *c)
{
    connect(c, &net::Client::welcomed, this, [this]() {
        if (m_stage == Playing || m_stage == Lobby)
            setStatus(QString());
        Q_EMIT changed();
    });
    connect(c, &net::Client::joined, this, [this, c]() {
        m_code = c->code();
        if (m_stage == Connecting)
            m_stage = Lobby;
        rememberTable();
        Q_EMIT changed();
    });
    connect(c, &net::Client::lobbyChanged, this, [this, c]() {
        if (m_stage == Connecting)
            m_stage = Lobby;
        lobbyChanged(c->lobby());
    });
    connect(c, &net::Client::synced, this, &NetSession::gameSynced);
    connect(c, &net::Client::updated, this, &NetSession::gameUpdated);
    connect(c, &net::Client::gameOver, this, [this, c]() {
        gameOver(c->finalRecord());
    });
    connect(c, &net::Client::tableClosed, this, [this](const QString &reason) {
        m_stage = Ended;
        if (reason == QLatin1String("host-left")) {
            forgetTable();
            setStatus(tr("The host closed the table: the game has ended."));
        } else if (reason == QLatin1String("abandoned")) { // a spectator's: every player had gone
            forgetTable();
            setStatus(tr("Every player left this game an hour ago: the club server has closed it."));
        } else { // replaced: the seat was taken back from another window with its token
            setStatus(tr("Your seat was taken back from another window: this one no longer plays."));
        }
        Q_EMIT message(m_status);
    });
    connect(c, &net::Client::connectionLost, this, [this, c]() {
        if (!m_leaving && (m_stage == Lobby || m_stage == Playing)) {
            setStatus(c->clubServer() ? tr("The connection to the club server was lost: reconnecting…")
                                      : tr("The connection to the host was lost: reconnecting…"));
            Q_EMIT message(m_status);
        }
    });
}

QString NetSession::checkTable(const QString &address, int port, const QString &code, bool secure) const
{
    if (active())
        return tr("Leave the current network game first.");
    const QString host = address.trimmed();
    if (host.isEmpty() || !serverUrl(host, 1, secure).isValid())
        return tr("Type the host's address (a name or an IP address).");
    if (port < 1 || port > 65535)
        return tr("The port must be a number from 1 to 65535.");
    if (!net::isCode(code.trimmed()))
        return tr("A table code has 8 letters and digits.");
    return QString();
}

QString NetSession::join(const QString &address, int port, const QString &code, const QString &name, const QString &password, bool secure)
{
    if (const QString wrong = checkTable(address, port, code, secure); !wrong.isEmpty())
        return wrong;
    const QString host = address.trimmed();
    const QString player = name.trimmed();
    if (player.isEmpty() || player.size() > net::MaxNameLength)
        return tr("Type your name (at most %n character(s)).", "", net::MaxNameLength);
    m_address = host.startsWith(QLatin1Char('[')) ? host.mid(1, host.size() - 2) : host;
    m_port = port;
    m_code = net::normalizeCode(code.trimmed());
    m_secure = secure;
    m_stage = Connecting;
    m_retry = [this, address, port, code, name, password, secure]() {
        return join(address, port, code, name, password, secure);
    };
    m_primary = openClient(serverUrl(m_address, m_port, m_secure));
    m_primary->join(m_code, player, password);
    QStringList recent = Settings::recentServers();
    const QString entry =
        m_address.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(m_address).arg(m_port) : QStringLiteral("%1:%2").arg(m_address).arg(m_port);
    recent.removeAll(entry);
    recent.prepend(entry);
    Settings::setRecentServers(recent.mid(0, 8));
    setStatus(tr("Connecting to %1…").arg(entry));
    return QString();
}

QString NetSession::rejoin()
{
    const QVariantMap r = rejoinable();
    if (active())
        return tr("Leave the current network game first.");
    if (r.isEmpty())
        return tr("There is no table to rejoin.");
    if (r.value(QStringLiteral("host")).toBool())
        return hostAgain();
    return openTable(r.value(QStringLiteral("url")).toString(), r.value(QStringLiteral("code")).toString(), Settings::netRejoinToken());
}

void NetSession::forgetRejoin()
{
    forgetTable();
    Q_EMIT changed();
}

void NetSession::forgetTable()
{
    if (!m_code.isEmpty() && !m_table)
        Settings::forgetTable(m_code);
    Settings::setNetRejoin(QString(), QString(), QString());
    Settings::setNetHosted(0, QString(), QString(), {});
}

void NetSession::rememberTable()
{
    if (m_table) {
        QStringList seats;
        for (int seat : m_localSeats)
            seats.append(QStringLiteral("%1:%2").arg(seat).arg(m_table->seats()[size_t(seat)].token));
        Settings::setNetHosted(m_port, m_table->code(), m_table->hostToken(), seats);
        return;
    }
    if (!m_primary || m_primary->token().isEmpty())
        return;
    if (m_primary->seat() >= 0) {
        const QString url = serverUrl(m_address, m_port, m_secure).toString();
        Settings::setNetRejoin(url, m_primary->code(), m_primary->token());
        Settings::rememberTable(url, m_primary->code(), m_primary->token(), m_hostClient ? m_hostClient->token() : QString());
    }
}

QString NetSession::startGame()
{
    if (!isHost() || m_stage != Lobby)
        return tr("Only the host starts the game.");
    if (!canStart())
        return tr("Wait until every seat is taken.");
    if (m_hostClient) {
        m_hostClient->start();
        return QString();
    }
    const std::optional<net::Refusal> r = m_table ? m_table->start(net::Table::HostRole) : std::nullopt;
    return r ? errorText(r->code, r->message()) : QString();
}

QString NetSession::assign(int seat, const QString &level)
{
    if (m_hostClient) {
        m_hostClient->assign(seat, level.isEmpty() ? std::nullopt : std::optional<QString>(level));
        return QString();
    }
    if (!hosting() || !m_table)
        return tr("Only the host can hand a seat to a computer.");
    const std::optional<net::Refusal> r = m_table->assign(net::Table::HostRole, seat, level.isEmpty() ? std::nullopt : std::optional<QString>(level));
    return r ? errorText(r->code, r->message()) : QString();
}

void NetSession::leave()
{
    if (!active())
        return;
    m_leaving = true;
    if (hosting()) {
        leaveHosted();
    } else if (m_stage != Over && m_stage != Ended && m_hostClient) {
        forgetTable(); // the host leaves: the table ends for everyone
        if (m_hostClient->isConnected()) {
            m_hostClient->leave();
            retire(m_hostClient);
        }
    } else if (m_stage != Over && m_stage != Ended && m_primary && m_spectating) {
        m_primary->leave();
    } else if (m_stage != Over && m_stage != Ended && m_primary) {
        forgetTable();
        if (m_primary->isConnected()) {
            // The server closes the connection once it has the leave, so that the seat is
            // given up: the connection stays until then, without anything waiting for it.
            m_primary->leave();
            retire(m_primary);
        }
    }
    reset();
}

namespace
{
// Connections of tables left that are still closing (retire): only the app's exit waits for
// them (finishClosing).
int g_closing = 0;
}

void NetSession::retire(QObject *connection, std::function<bool()> closed, std::function<void(QObject *, std::function<void()>)> watch)
{
    // It outlives the session (the app's exit waits for it) and goes once closed, or after a
    // second at most.
    connection->disconnect(this);
    connection->setParent(QCoreApplication::instance());
    if (closed()) {
        connection->deleteLater();
        return;
    }
    ++g_closing;
    auto done = std::make_shared<bool>(false);
    auto finish = [connection, done]() {
        if (*done)
            return;
        *done = true;
        --g_closing;
        connection->deleteLater();
    };
    watch(connection, finish);
    QTimer::singleShot(1000, connection, finish);
}

void NetSession::retire(net::Client *&client)
{
    net::Client *c = client;
    client = nullptr;
    retire(
        c,
        [c]() {
            return !c->isConnected();
        },
        [c](QObject *, std::function<void()> finish) {
            QObject::connect(c, &net::Client::connectionLost, c, [c, finish]() {
                c->close();
                finish();
            });
        });
}

void NetSession::retire(std::unique_ptr<net::Server> &server)
{
    net::Server *s = server.release();
    retire(
        s,
        [s]() {
            return s->connectionCount() == 0;
        },
        [s](QObject *, std::function<void()> finish) {
            QObject::connect(s, &net::Server::connectionClosed, s, [s, finish]() {
                if (s->connectionCount() == 0)
                    finish();
            });
        });
}

void NetSession::finishClosing(int ms)
{
    QDeadlineTimer deadline(ms);
    while (g_closing > 0 && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

void NetSession::dropClient(net::Client *&c)
{
    if (!c)
        return;
    c->disconnect(this);
    c->close();
    c->deleteLater();
    c = nullptr;
}

void NetSession::reset()
{
    dropClient(m_hostClient);
    m_spectating = false;
    m_secure = false;
    dropClient(m_primary);
    m_table = nullptr;
    m_server.reset();
    m_stage = Idle;
    m_code.clear();
    m_localSeats.clear();
    m_leaving = false;
    setStatus(QString());
}

QString NetSession::decide(int seat, const rules::Decision &decision, rules::Status *refused)
{
    return send(seat, net::NetDecision::fromDecision(decision), refused);
}

QString NetSession::undo(int seat, rules::Status *refused)
{
    net::NetDecision d;
    d.kind = net::NetDecision::Kind::Undo;
    return send(seat, d, refused);
}

QString NetSession::send(int seat, const net::NetDecision &decision, rules::Status *refused)
{
    if (hosting())
        return hostDecide(seat, decision, refused);
    if (!isLocalSeat(seat))
        return tr("It is not your turn.");
    if (!m_primary->isConnected())
        return tr("Not connected to the table: wait until the connection is back.");
    m_primary->decide(decision.toJson());
    return QString();
}

bool NetSession::isLocalSeat(int seat) const
{
    if (hosting())
        return m_localSeats.contains(seat);
    return seat >= 0 && m_primary && m_primary->seat() == seat;
}

bool NetSession::connected() const
{
    return hosting() ? m_table != nullptr : m_primary && m_primary->isConnected();
}

QJsonObject NetSession::lobby() const
{
    if (m_table)
        return m_table->lobby();
    return m_primary ? m_primary->lobby() : QJsonObject();
}

void NetSession::lobbyChanged(const QJsonObject &lobby)
{
    if (m_stage == Lobby && !lobby.value(QLatin1String("started")).toBool())
        setStatus(isHost() ? (canStart() ? tr("Every seat is taken: start when you are ready.") : tr("Waiting for the players to join…"))
                           : tr("Waiting for the host to start the game…"));
    Q_EMIT changed();
}

QString NetSession::link() const
{
    if (m_code.isEmpty())
        return QString();
    const QString host = hosting() ? addresses().value(0, QStringLiteral("localhost")) : m_address;
    return net::linkText(net::TableLink{host, m_port, m_code, !hosting() && m_secure});
}

bool NetSession::passwordNeeded() const
{
    return lobby().value(QLatin1String("password")).toBool();
}

QVariantList NetSession::seats() const
{
    QVariantList list;
    for (const QJsonValue &v : lobby().value(QLatin1String("seats")).toArray()) {
        QVariantMap s = v.toObject().toVariantMap();
        s.insert(QStringLiteral("local"), isLocalSeat(s.value(QStringLiteral("seat")).toInt()));
        // a seat left unnamed in the setup is stored as "Player 2": shown in the player's language
        s.insert(QStringLiteral("name"), seatName(s.value(QStringLiteral("name")).toString()));
        list.append(s);
    }
    return list;
}

bool NetSession::canStart() const
{
    const QJsonObject table = lobby();
    if (!isHost() || table.isEmpty() || table.value(QLatin1String("started")).toBool())
        return false;
    for (const QJsonValue &v : table.value(QLatin1String("seats")).toArray()) {
        const QJsonObject s = v.toObject();
        if (!s.value(QLatin1String("taken")).toBool() && !s.contains(QLatin1String("ai")))
            return false;
    }
    return true;
}

QStringList NetSession::recentServers() const
{
    return Settings::recentServers();
}

QVariantMap NetSession::rejoinable() const
{
    if (active())
        return {};
    if (Settings::netHostedPort() > 0 && !Settings::netHostedCode().isEmpty())
        return {{QStringLiteral("url"), serverUrl(QStringLiteral("127.0.0.1"), Settings::netHostedPort(), false).toString()},
                {QStringLiteral("code"), Settings::netHostedCode()},
                {QStringLiteral("host"), true}};
    const QString url = Settings::netRejoinUrl();
    if (url.isEmpty())
        return {};
    return {{QStringLiteral("url"), url}, {QStringLiteral("code"), Settings::netRejoinCode()}};
}

void NetSession::setStatus(const QString &text)
{
    m_status = text;
    Q_EMIT changed();
}

} // namespace fortuna::model
