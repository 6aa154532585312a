// SPDX-License-Identifier: GPL-3.0-or-later
#include "netsession.h"

#include "autosave.h"
#include "convert.h"
#include "settings.h"

#include "net/client.h"
#include "net/server.h"
#include "record/record.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

namespace fortuna::model
{

namespace
{

const QString RemoteLevel = QStringLiteral("remote");

// "localhost" names are the loopback address without asking the resolver (RFC 6761 §6.3):
// a minimal install without /etc/hosts would ask DNS for it and fail.
QString connectHost(const QString &a)
{
    const bool local = a.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0 || a.endsWith(QLatin1String(".localhost"), Qt::CaseInsensitive);
    return local ? QStringLiteral("127.0.0.1") : a;
}

QUrl serverUrl(const QString &address, int port)
{
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(connectHost(address));
    url.setPort(port);
    url.setPath(QStringLiteral("/"));
    return url;
}

} // namespace

NetSession::NetSession(QObject *parent)
    : QObject(parent)
{
}

NetSession::~NetSession()
{
    appClosing();
}

void NetSession::appClosing()
{
    // Closing the host's app ends its table for everyone (they are told: closed, host-left);
    // a seat in a game under way stays the player's (reopened, Fortuna offers to rejoin).
    if (hosting() || m_stage != Playing)
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
    connect(c, &net::Client::received, this, [this](const QString &, const QJsonObject &m) {
        m_last = m;
    });
    connect(c, &net::Client::welcomed, this, [this]() {
        if (m_stage == Playing || m_stage == Lobby)
            setStatus(QString());
        Q_EMIT changed();
    });
    connect(c, &net::Client::created, this, [this](const QString &code, const QString &) {
        m_code = code;
        m_stage = Lobby;
        // This computer's seats join with the names chosen in the setup.
        for (int i = 0; i < m_localSeats.size(); ++i) {
            net::Client *seat = newClient();
            m_seatClients[m_localSeats[i]] = seat;
            connect(seat, &net::Client::joined, this, [this]() {
                rememberTable();
                Q_EMIT changed();
            });
            seat->open(serverUrl(QStringLiteral("127.0.0.1"), m_port));
            seat->join(code, m_localNames[i], m_password, m_localSeats[i]);
        }
        rememberTable();
        setStatus(tr("Waiting for the players to join…"));
    });
    connect(c, &net::Client::joined, this, [this, c](int seat) {
        m_code = c->code();
        if (seat >= 0)
            m_seatClients[seat] = c;
        if (m_stage == Connecting)
            m_stage = Lobby;
        rememberTable();
        Q_EMIT changed();
    });
    connect(c, &net::Client::lobbyChanged, this, [this, c]() {
        if (m_stage == Connecting)
            m_stage = Lobby;
        if (m_stage == Lobby && !c->lobby().value(QLatin1String("started")).toBool())
            setStatus(hosting() ? (canStart() ? tr("Every seat is taken: start when you are ready.") : tr("Waiting for the players to join…"))
                                : tr("Waiting for the host to start the game…"));
        Q_EMIT changed();
    });
    connect(c, &net::Client::synced, this, [this]() {
        m_stage = Playing;
        setStatus(QString());
        Q_EMIT synced(m_last);
    });
    connect(c, &net::Client::updated, this, [this]() {
        Q_EMIT updated(m_last);
    });
    connect(c, &net::Client::gameOver, this, [this, c]() {
        m_stage = Over;
        forgetTable();
        Q_EMIT changed();
        Q_EMIT finished(c->finalRecord());
    });
    connect(c, &net::Client::tableClosed, this, [this](const QString &reason) {
        m_stage = Ended;
        if (reason == QLatin1String("host-left")) {
            forgetTable();
            setStatus(tr("The host closed the table: the game has ended."));
        } else { // replaced: the seat was taken back from another window with its token
            setStatus(tr("Your seat was taken back from another window: this one no longer plays."));
        }
        Q_EMIT message(m_status);
    });
    connect(c, &net::Client::connectionLost, this, [this]() {
        if (!m_leaving && (m_stage == Lobby || m_stage == Playing)) {
            setStatus(tr("The connection to the host was lost: reconnecting…"));
            Q_EMIT message(m_status);
        }
    });
}

QString NetSession::host(NewGameSetup *setup, int port, const QString &password)
{
    if (active())
        return tr("Leave the current network game first.");
    if (port < 0 || port > 65535) // 0: any free port (the tests)
        return tr("The port must be a number from 1 to 65535.");
    if (password.size() > net::MaxPasswordLength)
        return tr("The password is too long (at most %n character(s)).", "", net::MaxPasswordLength);
    const QJsonObject root = setup ? setup->headerFields() : QJsonObject();
    rules::Options options;
    if (!record::parseOptions(root.value(QLatin1String("rules")), &options).isEmpty())
        return tr("The rules of this setup cannot be read.");
    const QJsonArray players = root.value(QLatin1String("players")).toArray();
    if (players.size() < 2 || players.size() > rules::MaxPlayers)
        return tr("A game has 2 to 5 players.");
    std::vector<net::SeatSpec> seats;
    QList<int> local;
    QStringList names;
    bool remote = false;
    const QStringList levels = computerLevels();
    for (int i = 0; i < players.size(); ++i) {
        const QJsonObject p = players.at(i).toObject();
        const std::optional<rules::Color> color = rules::colorFromName(p.value(QLatin1String("color")).toString().toStdString());
        if (!color)
            return tr("Every player needs a colour.");
        net::SeatSpec s;
        s.color = *color;
        const QString ai = p.value(QLatin1String("ai")).toString();
        if (ai == RemoteLevel) {
            remote = true;
        } else if (ai.isEmpty()) {
            local.append(i);
            names.append(p.value(QLatin1String("name")).toString().trimmed().left(net::MaxNameLength));
        } else if (levels.contains(ai)) {
            s.ai = ai;
        } else {
            return tr("Unknown computer level \"%1\".").arg(ai);
        }
        seats.push_back(s);
    }
    if (!remote)
        return tr("Open at least one seat to a remote player to host a game.");

    net::ServerConfig config;
    config.port = quint16(port);
    config.serverName = QStringLiteral("fortuna ") + QCoreApplication::applicationVersion();
    // Beside the autosave ($FORTUNA_DATA_DIR or the app's data folder): the table survives a crash.
    const QString data = AutosaveStore::defaultDirectory() + QStringLiteral("/tables");
    if (QDir().mkpath(data))
        config.dataDir = data;
    auto server = std::make_unique<net::Server>(config);
    const QString why = server->start();
    if (!why.isEmpty())
        return tr("Cannot host on port %1: %2").arg(port).arg(why);
    m_server = std::move(server);
    m_port = int(m_server->port());
    m_address = QStringLiteral("127.0.0.1");
    m_password = password;
    m_localSeats = local;
    m_localNames = names;
    m_stage = Connecting;
    m_primary = newClient();
    listen(m_primary);
    m_primary->open(serverUrl(m_address, m_port));
    m_primary->create(options, seats, password);
    setStatus(tr("Opening the table…"));
    return QString();
}

QString NetSession::join(const QString &address, int port, const QString &code, const QString &name, const QString &password)
{
    if (active())
        return tr("Leave the current network game first.");
    const QString host = address.trimmed();
    if (host.isEmpty() || !serverUrl(host, 1).isValid())
        return tr("Type the host's address (a name or an IP address).");
    if (port < 1 || port > 65535)
        return tr("The port must be a number from 1 to 65535.");
    if (!net::isCode(code.trimmed()))
        return tr("A table code has 8 letters and digits.");
    const QString player = name.trimmed();
    if (player.isEmpty() || player.size() > net::MaxNameLength)
        return tr("Type your name (at most %n character(s)).", "", net::MaxNameLength);
    m_address = host.startsWith(QLatin1Char('[')) ? host.mid(1, host.size() - 2) : host;
    m_port = port;
    m_code = net::normalizeCode(code.trimmed());
    m_stage = Connecting;
    m_primary = newClient();
    listen(m_primary);
    m_primary->open(serverUrl(m_address, m_port));
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
    const QUrl url(r.value(QStringLiteral("url")).toString());
    m_address = url.host();
    m_port = url.port(net::DefaultPort);
    m_code = r.value(QStringLiteral("code")).toString();
    m_stage = Connecting;
    m_primary = newClient();
    listen(m_primary);
    m_primary->open(url);
    m_primary->rejoin(m_code, Settings::netRejoinToken());
    setStatus(tr("Connecting to %1…").arg(url.host()));
    return QString();
}

QString NetSession::hostAgain()
{
    // The server loads the table from its folder; the host and this computer's seats take
    // their places back with their tokens, and the others reconnect by themselves.
    net::ServerConfig config;
    config.port = quint16(Settings::netHostedPort());
    config.serverName = QStringLiteral("fortuna ") + QCoreApplication::applicationVersion();
    config.dataDir = AutosaveStore::defaultDirectory() + QStringLiteral("/tables");
    auto server = std::make_unique<net::Server>(config);
    const QString why = server->start();
    if (!why.isEmpty())
        return tr("Cannot host on port %1: %2").arg(config.port).arg(why);
    const QString code = Settings::netHostedCode();
    if (!server->table(code)) {
        forgetTable();
        Q_EMIT changed();
        return tr("The table %1 is no longer on this computer.").arg(code);
    }
    m_server = std::move(server);
    m_port = int(m_server->port());
    m_address = QStringLiteral("127.0.0.1");
    m_code = code;
    m_stage = Connecting;
    m_primary = newClient();
    listen(m_primary);
    m_primary->open(serverUrl(m_address, m_port));
    m_primary->rejoin(code, Settings::netHostedToken());
    for (const QString &entry : Settings::netHostedSeats()) {
        const int colon = entry.indexOf(QLatin1Char(':'));
        bool ok = false;
        const int seat = entry.left(colon).toInt(&ok);
        if (colon < 0 || !ok)
            continue;
        net::Client *c = newClient();
        m_seatClients[seat] = c;
        c->open(serverUrl(m_address, m_port));
        c->rejoin(code, entry.mid(colon + 1));
    }
    setStatus(tr("Opening the table…"));
    return QString();
}

void NetSession::forgetRejoin()
{
    forgetTable();
    Q_EMIT changed();
}

void NetSession::forgetTable()
{
    Settings::setNetRejoin(QString(), QString(), QString());
    Settings::setNetHosted(0, QString(), QString(), {});
}

void NetSession::rememberTable()
{
    if (!m_primary || m_primary->token().isEmpty())
        return;
    if (hosting()) {
        QStringList seats;
        for (const auto &[seat, c] : m_seatClients)
            if (!c->token().isEmpty())
                seats.append(QStringLiteral("%1:%2").arg(seat).arg(c->token()));
        Settings::setNetHosted(m_port, m_primary->code(), m_primary->token(), seats);
    } else if (m_primary->seat() >= 0) {
        Settings::setNetRejoin(serverUrl(m_address, m_port).toString(), m_primary->code(), m_primary->token());
    }
}

QString NetSession::startGame()
{
    if (!hosting() || m_stage != Lobby)
        return tr("Only the host starts the game.");
    if (!canStart())
        return tr("Wait until every seat is taken.");
    m_primary->start();
    return QString();
}

QString NetSession::assign(int seat, const QString &level)
{
    if (!hosting() || !m_primary)
        return tr("Only the host can hand a seat to a computer.");
    m_primary->assign(seat, level.isEmpty() ? std::nullopt : std::optional<QString>(level));
    return QString();
}

void NetSession::leave()
{
    if (!active())
        return;
    bool told = false;
    m_leaving = true;
    if (m_stage != Over && m_stage != Ended) {
        told = m_primary != nullptr;
        if (m_primary)
            m_primary->leave();
        forgetTable();
    }
    if (hosting() && told) {
        // The server lives in this app: let it tell the others (closed, host-left) before it
        // goes, a second at most.
        QElapsedTimer clock;
        clock.start();
        while (m_server->tableCount() > 0 && m_primary->isConnected() && clock.elapsed() < 1000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        while (clock.elapsed() < 1000 && m_server->connectionCount() > int(m_seatClients.size()) + 1)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    reset();
}

void NetSession::reset()
{
    for (auto &[seat, c] : m_seatClients) {
        if (c != m_primary) {
            c->close();
            c->deleteLater();
        }
    }
    m_seatClients.clear();
    if (m_primary) {
        m_primary->disconnect(this);
        m_primary->close();
        m_primary->deleteLater();
        m_primary = nullptr;
    }
    m_server.reset();
    m_stage = Idle;
    m_code.clear();
    m_localSeats.clear();
    m_localNames.clear();
    m_password.clear();
    m_last = QJsonObject();
    m_leaving = false;
    setStatus(QString());
}

QString NetSession::decide(int seat, const QJsonObject &decision)
{
    const auto it = m_seatClients.find(seat);
    if (it == m_seatClients.end())
        return tr("It is not your turn.");
    if (!it->second->isConnected())
        return tr("Not connected to the table: wait until the connection is back.");
    it->second->decide(decision);
    return QString();
}

bool NetSession::isLocalSeat(int seat) const
{
    return m_seatClients.count(seat) > 0;
}

bool NetSession::connected() const
{
    return m_primary && m_primary->isConnected();
}

QString NetSession::link() const
{
    if (m_code.isEmpty())
        return QString();
    const QString host = hosting() ? addresses().value(0, QStringLiteral("localhost")) : m_address;
    return net::linkText(net::TableLink{host, m_port, m_code});
}

bool NetSession::passwordNeeded() const
{
    return m_primary && m_primary->lobby().value(QLatin1String("password")).toBool();
}

QVariantList NetSession::seats() const
{
    QVariantList list;
    if (!m_primary)
        return list;
    for (const QJsonValue &v : m_primary->lobby().value(QLatin1String("seats")).toArray()) {
        QVariantMap s = v.toObject().toVariantMap();
        s.insert(QStringLiteral("local"), isLocalSeat(s.value(QStringLiteral("seat")).toInt()));
        list.append(s);
    }
    return list;
}

bool NetSession::canStart() const
{
    if (!hosting() || !m_primary || m_primary->lobby().isEmpty() || m_primary->lobby().value(QLatin1String("started")).toBool())
        return false;
    for (const QJsonValue &v : m_primary->lobby().value(QLatin1String("seats")).toArray()) {
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
        return {{QStringLiteral("url"), serverUrl(QStringLiteral("127.0.0.1"), Settings::netHostedPort()).toString()},
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
