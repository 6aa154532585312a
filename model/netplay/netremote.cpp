// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession on a fortuna-server (docs/network.md, "In the app"): creating a table there (a
// host connection and a seat connection: the protocol gives one role to a connection),
// watching a table, opening one of "my tables", and wss:// with the player's trust on first
// use of a certificate nobody vouches for.
#include "netsession.h"
#include "setuptable.h"

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

QVariantMap NetSession::certificateProblemMap(const QString &problem, const QString &server, const QString &fingerprint)
{
    const QString trusted = problem == QLatin1String("changed") ? Settings::trustedFingerprint(server) : QString();
    return QVariantMap{{QStringLiteral("server"), server},
                       {QStringLiteral("fingerprint"), fingerprint},
                       {QStringLiteral("problem"), problem},
                       {QStringLiteral("text"), certificateText(problem, server, fingerprint, trusted)},
                       {QStringLiteral("canTrust"), problem == QLatin1String("untrusted")},
                       {QStringLiteral("trusted"), trusted},
                       {QStringLiteral("canRenew"), problem == QLatin1String("changed") && !trusted.isEmpty() && !fingerprint.isEmpty()}};
}

void NetSession::watchCertificate(net::Client *c, const QUrl &url)
{
    connect(c, &net::Client::certificateRefused, this, [this, url](const QString &problem, const QString &fingerprint) {
        QVariantMap p = certificateProblemMap(problem, serverKey(url), fingerprint);
        // The creation of a table on a server (no code yet): not created; the setup comes back.
        if (m_stage == Connecting && m_hostClient && m_code.isEmpty())
            p.insert(QStringLiteral("declined"), tr("The table was not created: the server's certificate was not trusted."));
        // Refused on the first connection: nothing joined. Refused on a reconnection (the
        // server's certificate changed under a game): the game stays as it was, the seat
        // remembered, and no more reconnection is tried (net::Client stops).
        if (m_stage == Connecting)
            reset();
        setStatus(p.value(QStringLiteral("text")).toString());
        Q_EMIT certificateProblem(p);
    });
}

QString NetSession::trustCertificate(const QString &server, const QString &fingerprint)
{
    if (server.isEmpty() || fingerprint.isEmpty())
        return tr("There is no certificate to trust.");
    const QString trusted = Settings::trustedFingerprint(server);
    if (!trusted.isEmpty() && trusted != fingerprint)
        return tr("Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.").arg(server);
    Settings::setTrustedFingerprint(server, fingerprint);
    const std::function<QString()> retry = m_retry;
    return retry ? retry() : QString();
}

QVariantMap NetSession::forgetCertificate(const QVariantMap &problem)
{
    const QString server = problem.value(QStringLiteral("server")).toString();
    const QString fingerprint = problem.value(QStringLiteral("fingerprint")).toString();
    const QString trusted = problem.value(QStringLiteral("trusted")).toString();
    // Only the very fingerprint the player saw remembered is forgotten.
    if (problem.value(QStringLiteral("problem")).toString() != QLatin1String("changed") || server.isEmpty() || fingerprint.isEmpty() || trusted.isEmpty()
        || Settings::trustedFingerprint(server) != trusted)
        return {};
    Settings::setTrustedFingerprint(server, QString());
    QVariantMap next = certificateProblemMap(QStringLiteral("untrusted"), server, fingerprint);
    if (problem.contains(QStringLiteral("declined")))
        next.insert(QStringLiteral("declined"), problem.value(QStringLiteral("declined")));
    return next;
}

QString NetSession::watch(const QString &address, int port, const QString &code, const QString &password, bool secure)
{
    if (const QString wrong = checkTable(address, port, code, secure); !wrong.isEmpty())
        return wrong;
    const QString host = address.trimmed();
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
    if (const QString wrong = checkHosting(port, 1, password); !wrong.isEmpty())
        return wrong;
    if (moveTime < 0 || moveTime > 14 * 24 * 3600)
        return tr("The time per move is at most 14 days.");
    const SetupTable made = tableOf(setup, password);
    if (!made.error.isEmpty())
        return made.error;
    const QList<int> &local = made.local;
    const QStringList &names = made.names;
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
    m_hostClient->create(made.create.options, made.create.seats, password, extra);
    m_hostClient->open(url);
    setStatus(tr("Connecting to %1…").arg(serverKey(url)));
    return QString();
}

} // namespace fortuna::model
