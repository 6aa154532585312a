// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverbrowser.h"

#include "netsession.h"
#include "settings.h"

#include "net/client.h"

#include <QJsonArray>
#include <QTimer>

namespace fortuna::model
{

ServerBrowser::ServerBrowser(QObject *parent)
    : QObject(parent)
{
}

ServerBrowser::~ServerBrowser()
{
    delete m_client;
}

bool ServerBrowser::busy() const
{
    return !m_client.isNull();
}

QString ServerBrowser::refresh(const QString &address, int port, bool secure)
{
    const QString host = address.trimmed();
    const QUrl url = NetSession::serverUrl(host.startsWith(QLatin1Char('[')) ? host.mid(1, host.size() - 2) : host, port, secure);
    if (host.isEmpty() || !url.isValid())
        return tr("Type the server's address (a name or an IP address).");
    if (port < 1 || port > 65535)
        return tr("The port must be a number from 1 to 65535.");
    m_address = address;
    m_port = port;
    m_secure = secure;
    delete m_client;
    m_client = new net::Client(this);
    NetSession::setUpClient(m_client, url);
    net::Client *c = m_client;
    connect(c, &net::Client::tablesListed, this, [this](const QJsonArray &tables) {
        m_tables.clear();
        for (const QJsonValue &v : tables) {
            QVariantMap t = v.toObject().toVariantMap();
            t.insert(QStringLiteral("rules"), rulesSummary(t.value(QStringLiteral("rules")).toMap()));
            m_tables.append(t);
        }
        finish(QString());
    });
    connect(c, &net::Client::refused, this, [this](const QString &code, const QString &, const QJsonObject &error) {
        // A server without the list (an older one) says unknown-type.
        finish(code == QLatin1String("unknown-type") ? tr("This server does not list its tables.") : NetSession::errorText(code, error));
    });
    connect(c, &net::Client::certificateRefused, this, [this, url](const QString &problem, const QString &fingerprint) {
        const QVariantMap p = NetSession::certificateProblemMap(problem, NetSession::serverKey(url), fingerprint);
        finish(p.value(QStringLiteral("text")).toString());
        Q_EMIT certificateProblem(p);
    });
    connect(c, &net::Client::connectionLost, this, [this, c]() {
        if (c == m_client)
            finish(tr("The server could not be reached."));
    });
    QTimer::singleShot(15000, c, [this, c]() {
        if (c == m_client)
            finish(tr("The server did not answer."));
    });
    c->list();
    c->open(url);
    m_error.clear();
    Q_EMIT changed();
    return QString();
}

QString ServerBrowser::trust(const QString &server, const QString &fingerprint)
{
    if (server.isEmpty() || fingerprint.isEmpty())
        return tr("There is no certificate to trust.");
    const QString trusted = Settings::trustedFingerprint(server);
    if (!trusted.isEmpty() && trusted != fingerprint)
        return NetSession::tr("Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.").arg(server);
    Settings::setTrustedFingerprint(server, fingerprint);
    return refresh(m_address, m_port, m_secure);
}

void ServerBrowser::finish(const QString &error)
{
    if (!m_client)
        return;
    m_client->disconnect(this);
    m_client->close();
    m_client->deleteLater();
    m_client = nullptr;
    m_error = error;
    if (!error.isEmpty())
        m_tables.clear();
    Q_EMIT changed();
}

QString ServerBrowser::rulesSummary(const QVariantMap &rules)
{
    QString text =
        rules.value(QStringLiteral("tileSet")).toString() == QLatin1String("base+wheel") ? tr("Base game and Wheel of Fortune") : tr("Wheel of Fortune");
    if (rules.value(QStringLiteral("fortuneTeller")).toBool())
        text = tr("%1, Fortune Teller").arg(text);
    return text;
}

QString ServerBrowser::moveTimeText(int seconds)
{
    if (seconds <= 0)
        return tr("no limit");
    if (seconds % 86400 == 0)
        return tr("%n day(s)", "", seconds / 86400);
    if (seconds % 3600 == 0)
        return tr("%n hour(s)", "", seconds / 3600);
    return tr("%n minute(s)", "", (seconds + 59) / 60);
}

} // namespace fortuna::model
