// SPDX-License-Identifier: GPL-3.0-or-later
// ServerBrowser: the open tables of a fortuna-server, for the Join dialog's "Tables on this
// server" (docs/network.md, `list`). One short connection per refresh; a wss:// server's
// certificate is checked as NetSession's (the player's trusted fingerprint, Settings).
#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::net
{
class Client;
}

namespace fortuna::model
{

class ServerBrowser : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // [{code, name, rules (translated summary), seats, seatsFree, password, started,
    //   moveTime, spectators}], as the server listed them.
    Q_PROPERTY(QVariantList tables READ tables NOTIFY changed)
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    // Why the last refresh gave nothing (translated), "" when it worked.
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit ServerBrowser(QObject *parent = nullptr);
    ~ServerBrowser() override;

    // Asks address:port (wss:// when secure) for its listed tables. "" or why not (translated).
    Q_INVOKABLE QString refresh(const QString &address, int port, bool secure);
    // The player trusts this certificate of `server` (certificateProblem's): remembered
    // (Settings, as NetSession::trustCertificate), and the last refresh is done again.
    Q_INVOKABLE QString trust(const QString &server, const QString &fingerprint);
    // The translated summary of a table's rules object (as `list` and `lobby` carry it).
    Q_INVOKABLE static QString rulesSummary(const QVariantMap &rules);
    // A time per move in seconds as the app says it ("no limit", "1 hour", "3 days").
    Q_INVOKABLE static QString moveTimeText(int seconds);

    QVariantList tables() const { return m_tables; }
    bool busy() const;
    QString error() const { return m_error; }

Q_SIGNALS:
    void changed();
    // As NetSession::certificateProblem.
    void certificateProblem(const QVariantMap &problem);

private:
    void finish(const QString &error);

    QPointer<net::Client> m_client;
    QVariantList m_tables;
    QString m_error;
    QString m_address;
    int m_port = 0;
    bool m_secure = false;
};

} // namespace fortuna::model
