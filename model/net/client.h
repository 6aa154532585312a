// SPDX-License-Identifier: GPL-3.0-or-later
// A fortuna-net/1 client (docs/network.md): connects, says hello, creates, joins or rejoins a
// table, and keeps what the server told it: the lobby, the public state, the turns and the log
// of the game, and at the end the whole record. With autoReconnect, a dropped connection is
// opened again every reconnectInterval and the seat rejoined with its token. No GUI: the app's
// remote seats and the test players build on it.
#pragma once

#include "net/protocol.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QtNetwork/qtnetworkglobal.h>
#if QT_CONFIG(ssl)
#include <QSslError>
#endif

class QWebSocket;

namespace fortuna::net
{

class Client : public QObject
{
    Q_OBJECT
public:
    explicit Client(QObject *parent = nullptr);
    ~Client() override;

    // Connects to `url` (ws:// or wss://); the first message after the welcome is the one
    // asked for by create/join/rejoin (call one of them before or after open).
    void open(const QUrl &url);
    // `extra`: more fields of create (listed, name, moveTime).
    void
    create(const rules::Options &options, const std::vector<record::PlayerInfo> &seats, const QString &password = QString(), const QJsonObject &extra = {});
    void join(const QString &code, const QString &name, const QString &password = QString(), int seat = -1);
    void rejoin(const QString &code, const QString &token);
    // Watches the table `code` (a spectator: no seat, no token; never acts).
    void watch(const QString &code, const QString &password = QString());
    // Asks for the server's listed tables (tablesListed) or the status of tables this
    // player sits at ({code, token} objects; statusReceived). Sent once welcomed.
    void list();
    void requestStatus(const QJsonArray &tables);
    void start();
    void assign(int seat, const std::optional<QString> &ai);
    // Sends a decision with the table's current seq.
    void decide(const QJsonObject &decision);
    void leave();
    // Closes the connection for good (no reconnection).
    void close();
    // Drops the connection at once, as a crash would (reconnects when autoReconnect is on).
    void abort();
    // Sends raw bytes as one text message (tests of the server's checks).
    void sendRaw(const QByteArray &bytes, bool binary = false);

    void setAutoReconnect(bool on) { m_autoReconnect = on; }
    void setReconnectInterval(int ms) { m_reconnect.setInterval(ms); }
    void setClientName(const QString &name) { m_clientName = name; }
    void setProtocol(const QString &protocol) { m_protocol = protocol; }
    // wss://: also trust this certificate (a server's self-signed one, or a CA's, in PEM).
    void setTrustedCertificate(const QByteArray &pem) { m_trustedPem = pem; }
    // wss://: a certificate the system does not trust (self-signed, unknown issuer) is accepted
    // when its SHA-256 fingerprint is this one (trust on first use; fingerprintText's form).
    // Never for a wrong host name, an expired or a revoked certificate.
    void setPinnedFingerprint(const QString &fingerprint) { m_pinned = fingerprint; }
    // "AB:CD:..." : the SHA-256 fingerprint of a DER certificate, as the app shows it.
    static QString fingerprintText(const QByteArray &der);

    bool isConnected() const { return m_welcome; }
    // The server's name from its welcome ("fortuna-server 0.1.0" for a club server, "fortuna
    // 0.1.0" for a table hosted by the app); "" before the first welcome.
    QString serverName() const { return m_serverName; }
    // The server is a club server (fortuna-server), not another player's app hosting its table.
    bool clubServer() const { return m_serverName.startsWith(QLatin1String("fortuna-server")); }
    QString code() const { return m_code; }
    QString token() const { return m_token; }
    int seat() const { return m_seat; }
    bool isHost() const { return m_host; }
    bool isSpectator() const { return m_spectator; }
    qint64 seq() const { return m_seq; }
    const QJsonObject &lobby() const { return m_lobby; }
    const QJsonObject &state() const { return m_state; }
    const QJsonObject &rules() const { return m_rules; }
    const QJsonArray &players() const { return m_players; }
    const QJsonArray &turns() const { return m_turns; }
    bool started() const { return !m_state.isEmpty(); }
    bool isOver() const { return !m_record.isEmpty(); }
    // The whole record the server sent at the end of the game (fortuna-record/1 text).
    const QByteArray &finalRecord() const { return m_record; }
    // The record as this client saw the game (the turns it received; no seed), or none with
    // `*error` naming the field at fault.
    std::optional<record::Record> receivedRecord(record::JsonError *error) const { return net::receivedRecord(m_rules, m_players, m_turns, error); }
    // The seat that acts now (-1 when none) and whether it is this client's.
    int actingPlayer() const;
    bool myTurn() const { return m_seat >= 0 && actingPlayer() == m_seat; }
    int reconnections() const { return m_reconnections; }

Q_SIGNALS:
    void welcomed();
    void created(const QString &code, const QString &token);
    void joined(int seat);
    void lobbyChanged();
    // The game (sync), then each decision (update; none after a gap: the client syncs again).
    void synced(const QJsonObject &message);
    void updated(const QJsonObject &message);
    void gameOver();
    void refused(const QString &code, const QString &message, const QJsonObject &error);
    void tableClosed(const QString &reason);
    void connectionLost();
    // This connection watches its table (watch was accepted).
    void watching();
    // The answers to list and requestStatus.
    void tablesListed(const QJsonArray &tables);
    void statusReceived(const QJsonArray &tables);
    // wss://: the server's certificate was refused, and the connection with it (no
    // reconnection). `problem`: "untrusted" (self-signed or unknown issuer: may be pinned),
    // "changed" (another than the pinned one), "host-name", "expired", "other";
    // `fingerprint` as fingerprintText; `detail` Qt's English reasons.
    void certificateRefused(const QString &problem, const QString &fingerprint, const QString &detail);
    // Every message received, before it is handled (tests look at what the server sends).
    void received(const QString &type, const QJsonObject &message);

private:
    void send(const QJsonObject &m);
    void onText(const QString &text);
    void onDisconnected();
    void reconnect();
    void sendQueries();
#if QT_CONFIG(ssl)
    void onSslErrors(const QList<QSslError> &errors);
#endif

    QWebSocket *m_socket = nullptr;
    QUrl m_url;
    QTimer m_reconnect;
    bool m_autoReconnect = false;
    bool m_closing = false;
    bool m_welcome = false;
    QString m_clientName = QStringLiteral("fortuna");
    QString m_protocol = QLatin1String(Protocol);
    QByteArray m_trustedPem;
    QString m_pinned;
    QList<QJsonObject> m_queries; // list / status, sent once welcomed
    bool m_spectator = false;
    QJsonObject m_intent; // create / join / rejoin, sent after the welcome
    QString m_code, m_token;
    QString m_serverName;
    int m_seat = -1;
    bool m_host = false;
    qint64 m_seq = 0;
    QJsonObject m_lobby, m_state, m_rules;
    QJsonArray m_players, m_turns;
    QByteArray m_record;
    int m_reconnections = 0;
};

} // namespace fortuna::net
