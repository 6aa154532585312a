// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession on a fortuna-server (docs/network.md, "In the app"): creating a table there (a
// host connection and a seat connection: the protocol gives one role to a connection),
// watching a table, opening one of "my tables", and wss:// with the player's trust on first
// use of a certificate nobody vouches for.
#include "netsession.h"

#include "settings.h"

#include "net/client.h"

#include <QCoreApplication>

namespace fortuna::model
{

QString NetSession::serverKey(const QUrl &url)
{
    const QString host = url.host().contains(QLatin1Char(':')) ? QLatin1Char('[') + url.host() + QLatin1Char(']') : url.host();
    return QStringLiteral("%1:%2").arg(host).arg(url.port(net::DefaultPort));
}

void NetSession::setUpClient(net::Client *c, const QUrl &url)
{
    c->setClientName(QStringLiteral("fortuna ") + QCoreApplication::applicationVersion());
    if (url.scheme() == QLatin1String("wss"))
        c->setPinnedFingerprint(Settings::trustedFingerprint(serverKey(url)));
}

net::Client *NetSession::openClient(const QUrl &url)
{
    net::Client *c = newClient();
    setUpClient(c, url);
    listen(c);
    watchCertificate(c, url);
    c->open(url);
    return c;
}

void NetSession::watchCertificate(net::Client *c, const QUrl &url)
{
    connect(c, &net::Client::certificateRefused, this, [this, url](const QString &problem, const QString &fingerprint) {
        const QString server = serverKey(url);
        const QString text = certificateText(problem, server, fingerprint);
        // Refused on the first connection: nothing joined. Refused on a reconnection (the
        // server's certificate changed under a game): the game stays as it was, the seat
        // remembered, and no more reconnection is tried (net::Client stops).
        if (m_stage == Connecting)
            reset();
        setStatus(text);
        Q_EMIT certificateProblem(QVariantMap{{QStringLiteral("server"), server},
                                              {QStringLiteral("fingerprint"), fingerprint},
                                              {QStringLiteral("problem"), problem},
                                              {QStringLiteral("text"), text},
                                              {QStringLiteral("canTrust"), problem == QLatin1String("untrusted")}});
    });
}

QString NetSession::trustCertificate(const QString &server, const QString &fingerprint)
{
    if (server.isEmpty() || fingerprint.isEmpty())
        return tr("There is no certificate to trust.");
    Settings::setTrustedFingerprint(server, fingerprint);
    const std::function<QString()> retry = m_retry;
    return retry ? retry() : QString();
}

QString NetSession::watch(const QString &address, int port, const QString &code, const QString &password, bool secure)
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
    m_address = host.startsWith(QLatin1Char('[')) ? host.mid(1, host.size() - 2) : host;
    m_port = port;
    m_secure = secure;
    m_code = net::normalizeCode(code.trimmed());
    m_spectating = true;
    m_stage = Connecting;
    m_retry = [this, address, port, code, password, secure]() {
        return watch(address, port, code, password, secure);
    };
    m_primary = openClient(serverUrl(m_address, m_port, m_secure));
    connect(m_primary, &net::Client::watching, this, [this]() {
        if (m_stage == Connecting)
            m_stage = Lobby;
        Q_EMIT changed();
    });
    m_primary->watch(m_code, password);
    setStatus(tr("Connecting to %1…").arg(serverKey(serverUrl(m_address, m_port, m_secure))));
    return QString();
}

QString NetSession::openTable(const QString &url, const QString &code, const QString &token, const QString &hostToken)
{
    if (active())
        return tr("Leave the current network game first.");
    const QUrl u(url);
    if (!u.isValid() || u.host().isEmpty() || !net::isCode(code) || token.isEmpty())
        return tr("There is no table to rejoin.");
    m_address = u.host();
    m_port = u.port(net::DefaultPort);
    m_secure = u.scheme() == QLatin1String("wss");
    m_code = code;
    m_stage = Connecting;
    m_retry = [this, url, code, token, hostToken]() {
        return openTable(url, code, token, hostToken);
    };
    if (!hostToken.isEmpty()) {
        m_hostClient = newClient();
        setUpClient(m_hostClient, u);
        listenHost(m_hostClient);
        m_hostClient->open(u);
        m_hostClient->rejoin(code, hostToken);
    }
    m_primary = openClient(u);
    m_primary->rejoin(code, token);
    setStatus(tr("Connecting to %1…").arg(serverKey(u)));
    return QString();
}

void NetSession::listenHost(net::Client *c)
{
    connect(c, &net::Client::lobbyChanged, this, [this, c]() {
        lobbyChanged(c->lobby());
    });
    connect(c, &net::Client::tableClosed, this, [this](const QString &reason) {
        if (reason == QLatin1String("replaced"))
            setStatus(tr("Your seat was taken back from another window: this one no longer plays."));
    });
    c->setAutoReconnect(true);
}

QString NetSession::hostOnServer(NewGameSetup *setup, const QString &address, int port, bool secure, const QString &password, bool listed, int moveTime)
{
    if (active())
        return tr("Leave the current network game first.");
    const QString host = address.trimmed();
    if (host.isEmpty() || !serverUrl(host, 1, secure).isValid())
        return tr("Type the server's address (a name or an IP address).");
    if (port < 1 || port > 65535)
        return tr("The port must be a number from 1 to 65535.");
    if (password.size() > net::MaxPasswordLength)
        return tr("The password is too long (at most %n character(s)).", "", net::MaxPasswordLength);
    if (moveTime < 0 || moveTime > 14 * 24 * 3600)
        return tr("The time per move is at most 14 days.");
    net::ClientMessage create;
    QList<int> local;
    QStringList names;
    const QString bad = createFromSetup(setup, password, &create, &local, &names);
    if (!bad.isEmpty())
        return bad;
    // One connection holds one seat: this computer plays one seat of a table on a server.
    if (local.size() != 1)
        return tr("On a server, this computer plays exactly one seat: make the other players remote players or computers.");
    if (names.first().isEmpty())
        return tr("Type your name (at most %n character(s)).", "", net::MaxNameLength);
    m_address = host.startsWith(QLatin1Char('[')) ? host.mid(1, host.size() - 2) : host;
    m_port = port;
    m_secure = secure;
    m_stage = Connecting;
    m_retry = [this, setup, address, port, secure, password, listed, moveTime]() {
        return hostOnServer(setup, address, port, secure, password, listed, moveTime);
    };
    const QUrl url = serverUrl(m_address, m_port, m_secure);
    m_hostClient = newClient();
    setUpClient(m_hostClient, url);
    listenHost(m_hostClient);
    watchCertificate(m_hostClient, url);
    const int seat = local.first();
    const QString name = names.first();
    connect(m_hostClient, &net::Client::created, this, [this, url, seat, name, password](const QString &code) {
        m_code = code;
        if (m_primary)
            return; // created again after a reconnection: the seat is joined already
        m_primary = openClient(url);
        m_primary->join(code, name, password, seat);
    });
    QJsonObject extra{{QStringLiteral("listed"), listed}, {QStringLiteral("name"), name}};
    if (moveTime > 0)
        extra.insert(QStringLiteral("moveTime"), moveTime);
    m_hostClient->create(create.options, create.seats, password, extra);
    m_hostClient->open(url);
    setStatus(tr("Connecting to %1…").arg(serverKey(url)));
    return QString();
}

} // namespace fortuna::model
