// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/client.h"

#include <QAbstractSocket>
#include <QJsonDocument>
#include <QWebSocket>

#include <utility>
#if QT_CONFIG(ssl)
#include <QCryptographicHash>
#include <QSslCertificate>
#include <QSslConfiguration>
#endif

namespace fortuna::net
{

Client::Client(QObject *parent)
    : QObject(parent)
{
    m_reconnect.setInterval(1000);
    m_reconnect.setSingleShot(true);
    connect(&m_reconnect, &QTimer::timeout, this, &Client::reconnect);
}

Client::~Client()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        delete m_socket;
    }
}

void Client::open(const QUrl &url)
{
    m_url = url;
    m_closing = false;
    reconnect();
}

void Client::reconnect()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_welcome = false;
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(m_socket, &QWebSocket::connected, this, [this]() {
        // TCP_NODELAY (see Server::start): QWebSocket keeps its TCP socket as a child.
        const QList<QAbstractSocket *> sockets = m_socket->findChildren<QAbstractSocket *>();
        for (QAbstractSocket *s : sockets)
            s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        send(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("protocol"), m_protocol}, {QStringLiteral("client"), m_clientName}});
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, &Client::onText);
    connect(m_socket, &QWebSocket::disconnected, this, &Client::onDisconnected);
#if QT_CONFIG(ssl)
    connect(m_socket, &QWebSocket::sslErrors, this, &Client::onSslErrors);
    if (!m_trustedPem.isEmpty()) {
        const QList<QSslCertificate> trusted = QSslCertificate::fromData(m_trustedPem, QSsl::Pem);
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(trusted);
        m_socket->setSslConfiguration(ssl);
    }
#endif
    m_socket->open(m_url);
}

QString Client::fingerprintText(const QByteArray &der)
{
    return QString::fromLatin1(QCryptographicHash::hash(der, QCryptographicHash::Sha256).toHex(':').toUpper());
}

#if QT_CONFIG(ssl)
void Client::onSslErrors(const QList<QSslError> &errors)
{
    QSslCertificate certificate = m_socket->sslConfiguration().peerCertificate();
    bool untrusted = false, other = false, hostName = false, expired = false;
    QStringList detail;
    for (const QSslError &e : errors) {
        if (certificate.isNull())
            certificate = e.certificate();
        detail.append(e.errorString());
        switch (e.error()) {
        case QSslError::SelfSignedCertificate:
        case QSslError::SelfSignedCertificateInChain:
        case QSslError::UnableToGetLocalIssuerCertificate:
        case QSslError::UnableToGetIssuerCertificate:
        case QSslError::UnableToVerifyFirstCertificate:
        case QSslError::CertificateUntrusted:
            untrusted = true;
            break;
        case QSslError::HostNameMismatch:
            hostName = true;
            break;
        case QSslError::CertificateExpired:
        case QSslError::CertificateNotYetValid:
            expired = true;
            break;
        default:
            other = true;
        }
    }
    const QString fingerprint = certificate.isNull() ? QString() : fingerprintText(certificate.toDer());
    // Trust on first use: only a certificate nobody vouches for, for the right name, in its
    // dates, and the very one the player accepted for this server.
    if (untrusted && !hostName && !expired && !other && !m_pinned.isEmpty() && fingerprint == m_pinned) {
        m_socket->ignoreSslErrors();
        return;
    }
    const QString problem = hostName ? QStringLiteral("host-name")
        : expired                    ? QStringLiteral("expired")
        : other                      ? QStringLiteral("other")
        : !m_pinned.isEmpty()        ? QStringLiteral("changed")
                                     : QStringLiteral("untrusted");
    m_closing = true; // no reconnection: the same certificate would be refused again
    m_reconnect.stop();
    Q_EMIT certificateRefused(problem, fingerprint, detail.join(QStringLiteral("; ")));
}
#endif

void Client::send(const QJsonObject &m)
{
    if (m_socket)
        m_socket->sendTextMessage(QString::fromUtf8(encode(m)));
}

void Client::sendRaw(const QByteArray &bytes, bool binary)
{
    if (m_socket && binary)
        m_socket->sendBinaryMessage(bytes);
    else if (m_socket)
        m_socket->sendTextMessage(QString::fromUtf8(bytes));
}

void Client::create(const rules::Options &options, const std::vector<record::PlayerInfo> &seats, const QString &password, const QJsonObject &extra)
{
    QJsonArray a;
    for (const record::PlayerInfo &s : seats) {
        const std::string_view c = rules::colorName(s.color);
        QJsonObject o{{QStringLiteral("color"), QString::fromLatin1(c.data(), qsizetype(c.size()))}};
        if (s.isComputer())
            o.insert(QStringLiteral("ai"), s.level);
        a.append(o);
    }
    m_intent =
        QJsonObject{{QStringLiteral("type"), QStringLiteral("create")}, {QStringLiteral("rules"), record::toJson(options)}, {QStringLiteral("seats"), a}};
    if (!password.isEmpty())
        m_intent.insert(QStringLiteral("password"), password);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        m_intent.insert(it.key(), it.value());
    if (m_welcome)
        send(m_intent);
}

void Client::join(const QString &code, const QString &name, const QString &password, int seat)
{
    m_intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("code"), code}, {QStringLiteral("name"), name}};
    if (!password.isEmpty())
        m_intent.insert(QStringLiteral("password"), password);
    if (seat >= 0)
        m_intent.insert(QStringLiteral("seat"), seat);
    if (m_welcome)
        send(m_intent);
}

void Client::rejoin(const QString &code, const QString &token)
{
    m_code = code;
    m_token = token;
    m_intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("rejoin")}, {QStringLiteral("code"), code}, {QStringLiteral("token"), token}};
    if (m_welcome)
        send(m_intent);
}

void Client::watch(const QString &code, const QString &password)
{
    m_code = code;
    m_intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("watch")}, {QStringLiteral("code"), code}};
    if (!password.isEmpty())
        m_intent.insert(QStringLiteral("password"), password);
    if (m_welcome)
        send(m_intent);
}

void Client::list()
{
    m_queries.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("list")}});
    if (m_welcome)
        sendQueries();
}

void Client::requestStatus(const QJsonArray &tables)
{
    m_queries.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("status")}, {QStringLiteral("tables"), tables}});
    if (m_welcome)
        sendQueries();
}

void Client::sendQueries()
{
    const QList<QJsonObject> queries = std::exchange(m_queries, {});
    for (const QJsonObject &q : queries)
        send(q);
}

void Client::start()
{
    send(QJsonObject{{QStringLiteral("type"), QStringLiteral("start")}});
}

void Client::assign(int seat, const std::optional<QString> &ai)
{
    send(QJsonObject{{QStringLiteral("type"), QStringLiteral("assign")},
                     {QStringLiteral("seat"), seat},
                     {QStringLiteral("ai"), ai ? QJsonValue(*ai) : QJsonValue(QJsonValue::Null)}});
}

void Client::decide(const QJsonObject &decision)
{
    QJsonObject m = decision;
    m.insert(QStringLiteral("type"), QStringLiteral("decide"));
    m.insert(QStringLiteral("seq"), m_seq);
    send(m);
}

void Client::leave()
{
    m_closing = true;
    send(QJsonObject{{QStringLiteral("type"), QStringLiteral("leave")}});
}

void Client::close()
{
    m_closing = true;
    m_reconnect.stop();
    if (m_socket)
        m_socket->close();
}

void Client::abort()
{
    if (m_socket)
        m_socket->abort();
}

int Client::actingPlayer() const
{
    const QString phase = m_state.value(QLatin1String("phase")).toString();
    const auto known = rules::phaseFromName(phase.toStdString());
    if (!known || *known == rules::Phase::GameOver)
        return -1;
    if (*known == rules::Phase::Plague)
        return m_state.value(QLatin1String("plaguePlayer")).toInt(-1);
    return m_state.value(QLatin1String("player")).toInt(-1);
}

void Client::onText(const QString &text)
{
    const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = m.value(QLatin1String("type")).toString();
    Q_EMIT received(type, m);
    if (type == QLatin1String("welcome")) {
        m_welcome = true;
        m_serverName = m.value(QLatin1String("server")).toString();
        Q_EMIT welcomed();
        sendQueries();
        if (!m_intent.isEmpty())
            send(m_intent);
    } else if (type == QLatin1String("created")) {
        m_code = m.value(QLatin1String("code")).toString();
        m_token = m.value(QLatin1String("token")).toString();
        m_host = true;
        m_seat = -1;
        m_intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code}, {QStringLiteral("token"), m_token}};
        Q_EMIT created(m_code, m_token);
    } else if (type == QLatin1String("joined")) {
        m_code = m.value(QLatin1String("code")).toString();
        m_token = m.value(QLatin1String("token")).toString();
        m_seat = m.value(QLatin1String("seat")).toInt(-1);
        m_host = m.value(QLatin1String("host")).toBool();
        m_intent = QJsonObject{{QStringLiteral("type"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code}, {QStringLiteral("token"), m_token}};
        Q_EMIT joined(m_seat);
    } else if (type == QLatin1String("watching")) {
        m_code = m.value(QLatin1String("code")).toString();
        m_spectator = true;
        m_seat = -1;
        m_host = false;
        Q_EMIT watching();
    } else if (type == QLatin1String("tables")) {
        Q_EMIT tablesListed(m.value(QLatin1String("tables")).toArray());
    } else if (type == QLatin1String("status")) {
        Q_EMIT statusReceived(m.value(QLatin1String("tables")).toArray());
    } else if (type == QLatin1String("lobby")) {
        m_lobby = m;
        m_rules = m.value(QLatin1String("rules")).toObject();
        Q_EMIT lobbyChanged();
    } else if (type == QLatin1String("sync")) {
        m_seq = qint64(m.value(QLatin1String("seq")).toDouble());
        m_rules = m.value(QLatin1String("rules")).toObject();
        m_players = m.value(QLatin1String("players")).toArray();
        m_turns = m.value(QLatin1String("turns")).toArray();
        m_state = m.value(QLatin1String("state")).toObject();
        Q_EMIT synced(m);
    } else if (type == QLatin1String("update")) {
        const qint64 seq = qint64(m.value(QLatin1String("seq")).toDouble());
        if (seq != m_seq + 1) { // a gap (cannot happen on one connection): fetch the whole game again
            if (!m_spectator)
                m_intent =
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code}, {QStringLiteral("token"), m_token}};
            reconnect();
            return;
        }
        m_seq = seq;
        for (const QJsonValue &t : m.value(QLatin1String("turns")).toArray())
            m_turns.append(t);
        m_state = m.value(QLatin1String("state")).toObject();
        Q_EMIT updated(m);
    } else if (type == QLatin1String("over")) {
        m_record = m.value(QLatin1String("record")).toString().toUtf8();
        m_autoReconnect = false;
        Q_EMIT gameOver();
    } else if (type == QLatin1String("closed")) {
        m_closing = true;
        Q_EMIT tableClosed(m.value(QLatin1String("reason")).toString());
    } else if (type == QLatin1String("error")) {
        Q_EMIT refused(m.value(QLatin1String("error")).toString(), m.value(QLatin1String("message")).toString(), m);
    }
}

void Client::onDisconnected()
{
    m_welcome = false;
    Q_EMIT connectionLost();
    if (m_autoReconnect && !m_closing && (!m_token.isEmpty() || m_spectator) && !isOver()) {
        ++m_reconnections;
        m_reconnect.start();
    }
}

} // namespace fortuna::net
