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
#include <QStringList>
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
    // The code of the table played in this window ("" for none): its turns are told by the
    // window itself, so the poll does not tell them again (turnArrived).
    Q_PROPERTY(QString openTable READ openTable WRITE setOpenTable NOTIFY openTableChanged)

public:
    explicit MyTables(QObject *parent = nullptr);
    ~MyTables() override;

    // Reads the tables again from Settings and asks every server.
    Q_INVOKABLE void refresh();
    // Forgets a table (it stays on its server).
    Q_INVOKABLE void forget(const QString &code);
    // Whether desktop notifications can be asked for (QtDBus and a session bus; whether a
    // notification service answers, or D-Bus starts one, only the call tells: notifyFailed).
    Q_INVOKABLE static bool canNotify();
    // Shows "your turn" at table `code` as a desktop notification (QML: with turnArrived,
    // when the window is not active): org.freedesktop.Notifications.Notify with the installed
    // icon, the desktop-entry hint and a default action (activated(code) when clicked); it
    // replaces this app's previous notification, so there is one at a time. False when it
    // cannot be sent; notifyFailed(code) when the bus answers with an error (no service).
    Q_INVOKABLE bool notifyDesktop(const QString &code, const QString &text);
    // The sentence of a turn that arrived: "It is your turn at table CODE, against Ann, Bob."
    // (without `opponents`: "It is your turn at table CODE.").
    Q_INVOKABLE static QString turnText(const QString &code, const QStringList &opponents);

    QVariantList tables() const { return m_rows; }
    bool busy() const { return !m_clients.isEmpty(); }
    int yourTurns() const;
    bool polling() const { return m_poll.isActive(); }
    void setPolling(bool on);
    int pollInterval() const { return m_poll.interval(); }
    void setPollInterval(int ms);
    QString openTable() const { return m_openTable; }
    void setOpenTable(const QString &code);

Q_SIGNALS:
    void changed();
    void pollingChanged();
    // It became this player's turn at the table `code` (text: translated, for a banner).
    void turnArrived(const QString &code, const QString &text);
    void openTableChanged();
    // The desktop notification of table `code` could not be shown (no notification service).
    void notifyFailed(const QString &code);
    // The player clicked the notification of table `code` (its default action).
    void activated(const QString &code);

private:
    void answered(const QString &url, const QJsonArray &status);
    void failed(const QString &url, const QString &why);
    void sortRows();

private Q_SLOTS:
    // The notification service's signals (ActionInvoked, NotificationClosed).
    void actionInvoked(uint id, const QString &action);
    void notificationClosed(uint id, uint reason);

private:
    QVariantList m_rows;
    QHash<QString, QPointer<net::Client>> m_clients; // by server url, while asking
    QSet<QString> m_yourTurn; // codes whose turn was this player's at the last answer
    bool m_first = true; // no turnArrived for what the first answer finds
    QTimer m_poll;
    QString m_openTable;
    uint m_notification = 0; // the id of this app's notification on screen, 0 for none
    QString m_notified; // the table it is about
    bool m_listening = false; // to the notification service's signals
    bool m_inFlight = false; // a Notify waits for its answer (the id the next one replaces)
    QStringList m_next; // {code, text} of the notification to send after it
};

} // namespace fortuna::model
