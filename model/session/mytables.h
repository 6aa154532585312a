// SPDX-License-Identifier: GPL-3.0-or-later
// MyTables: "My tables", every network table this computer sits at (Settings::myTables), with
// whose turn it is, asked of each server with `status` (docs/network.md). While polling, it
// asks again every pollInterval, and when a table becomes this player's turn it says so
// (turnArrived); with QtDBus it can show a desktop notification (org.freedesktop.Notifications).
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::net
{
class Client;
}

namespace fortuna::model
{

class MyTables : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // [{url, server, code, token, hostToken, secure, known (the server answered for it), ok,
    //   started, over, yourTurn, toMove (name or ""), state (translated line), deadline
    //   (local time text or "")}], the tables whose turn is yours first.
    Q_PROPERTY(QVariantList tables READ tables NOTIFY changed)
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    Q_PROPERTY(int yourTurns READ yourTurns NOTIFY changed)
    Q_PROPERTY(bool polling READ polling WRITE setPolling NOTIFY pollingChanged)
    Q_PROPERTY(int pollInterval READ pollInterval WRITE setPollInterval NOTIFY pollingChanged)

public:
    explicit MyTables(QObject *parent = nullptr);
    ~MyTables() override;

    // Reads the tables again from Settings and asks every server.
    Q_INVOKABLE void refresh();
    // Forgets a table (it stays on its server).
    Q_INVOKABLE void forget(const QString &code);
    // Whether desktop notifications can be shown (QtDBus and a notification service).
    Q_INVOKABLE static bool canNotify();
    // Shows `text` as a desktop notification (QML: with turnArrived, when the window is not
    // active); false when there is no notification service.
    Q_INVOKABLE bool notifyDesktop(const QString &text);

    QVariantList tables() const { return m_rows; }
    bool busy() const { return !m_clients.isEmpty(); }
    int yourTurns() const;
    bool polling() const { return m_poll.isActive(); }
    void setPolling(bool on);
    int pollInterval() const { return m_poll.interval(); }
    void setPollInterval(int ms);

Q_SIGNALS:
    void changed();
    void pollingChanged();
    // It became this player's turn at the table `code` (text: translated, for a banner).
    void turnArrived(const QString &code, const QString &text);

private:
    void answered(const QString &url, const QJsonArray &status);
    void failed(const QString &url, const QString &why);
    void sortRows();

    QVariantList m_rows;
    QHash<QString, QPointer<net::Client>> m_clients; // by server url, while asking
    QSet<QString> m_yourTurn; // codes whose turn was this player's at the last answer
    bool m_first = true; // no turnArrived for what the first answer finds
    QTimer m_poll;
};

} // namespace fortuna::model
