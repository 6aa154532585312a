// SPDX-License-Identifier: GPL-3.0-or-later
#include "mytables.h"

#include "netsession.h"
#include "settings.h"

#include "net/client.h"

#include <QDateTime>
#include <QJsonArray>
#include <QLocale>
#ifdef FORTUNA_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

#include <algorithm>
#include <utility>

namespace fortuna::model
{

MyTables::MyTables(QObject *parent)
    : QObject(parent)
{
    m_poll.setInterval(60000);
    connect(&m_poll, &QTimer::timeout, this, &MyTables::refresh);
}

MyTables::~MyTables()
{
    for (const QPointer<net::Client> &c : std::as_const(m_clients))
        delete c.data();
}

void MyTables::setPolling(bool on)
{
    if (on == polling())
        return;
    if (on)
        m_poll.start();
    else
        m_poll.stop();
    Q_EMIT pollingChanged();
}

void MyTables::setPollInterval(int ms)
{
    m_poll.setInterval(std::max(1000, ms));
    Q_EMIT pollingChanged();
}

int MyTables::yourTurns() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const QVariant &r) {
        return r.toMap().value(QStringLiteral("yourTurn")).toBool();
    }));
}

void MyTables::refresh()
{
    if (busy())
        return;
    QHash<QString, QVariantMap> old;
    for (const QVariant &r : std::as_const(m_rows))
        old.insert(r.toMap().value(QStringLiteral("code")).toString(), r.toMap());
    m_rows.clear();
    QHash<QString, QJsonArray> byServer;
    for (const QVariant &v : Settings::myTables()) {
        const QVariantMap t = v.toMap();
        const QUrl url(t.value(QStringLiteral("url")).toString());
        const QString code = t.value(QStringLiteral("code")).toString();
        if (!url.isValid() || code.isEmpty())
            continue;
        QVariantMap row = old.value(code);
        row.insert(t);
        row.insert(QStringLiteral("server"), NetSession::serverKey(url));
        row.insert(QStringLiteral("secure"), url.scheme() == QLatin1String("wss"));
        if (!row.contains(QStringLiteral("state")))
            row.insert(QStringLiteral("state"), tr("Asking the server…"));
        m_rows.append(row);
        byServer[url.toString()].append(QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("token"), t.value(QStringLiteral("token")).toString()}});
    }
    for (auto it = byServer.begin(); it != byServer.end(); ++it) {
        const QString url = it.key();
        auto *c = new net::Client(this);
        NetSession::setUpClient(c, QUrl(url));
        m_clients.insert(url, c);
        connect(c, &net::Client::statusReceived, this, [this, url](const QJsonArray &status) {
            answered(url, status);
        });
        connect(c, &net::Client::refused, this, [this, url](const QString &code, const QString &, const QJsonObject &error) {
            failed(url, code == QLatin1String("unknown-type") ? tr("This server cannot tell whose turn it is.") : NetSession::errorText(code, error));
        });
        connect(c, &net::Client::certificateRefused, this, [this, url](const QString &problem, const QString &fingerprint) {
            failed(url, NetSession::certificateText(problem, NetSession::serverKey(QUrl(url)), fingerprint));
        });
        connect(c, &net::Client::connectionLost, this, [this, url]() {
            failed(url, tr("The server could not be reached."));
        });
        QTimer::singleShot(20000, c, [this, url]() {
            failed(url, tr("The server did not answer."));
        });
        c->requestStatus(it.value());
        c->open(QUrl(url));
    }
    if (byServer.isEmpty())
        m_first = false;
    sortRows();
    Q_EMIT changed();
}

void MyTables::answered(const QString &url, const QJsonArray &status)
{
    QHash<QString, QJsonObject> byCode;
    for (const QJsonValue &v : status)
        byCode.insert(v.toObject().value(QLatin1String("code")).toString(), v.toObject());
    QStringList arrived;
    QHash<QString, QStringList> opponents; // of the tables in `arrived`
    for (QVariant &v : m_rows) {
        QVariantMap row = v.toMap();
        if (row.value(QStringLiteral("url")).toString() != url)
            continue;
        const QString code = row.value(QStringLiteral("code")).toString();
        const QJsonObject s = byCode.value(code);
        const bool ok = s.value(QLatin1String("ok")).toBool();
        const bool started = s.value(QLatin1String("started")).toBool();
        const bool over = s.value(QLatin1String("over")).toBool();
        const bool yours = ok && s.value(QLatin1String("yourTurn")).toBool();
        const QJsonArray names = s.value(QLatin1String("names")).toArray();
        const int toMove = s.value(QLatin1String("toMove")).toInt(-1);
        const QString mover = names.at(toMove).toString();
        row.insert(QStringLiteral("known"), true);
        row.insert(QStringLiteral("ok"), ok);
        row.insert(QStringLiteral("started"), started);
        row.insert(QStringLiteral("over"), over);
        row.insert(QStringLiteral("yourTurn"), yours);
        row.insert(QStringLiteral("toMove"), mover);
        QString state;
        if (!ok)
            state = tr("The server no longer has this table (or your seat).");
        else if (over)
            state = tr("The game is over.");
        else if (!started)
            state = tr("Waiting for the players to join…");
        else if (yours)
            state = tr("Your turn!");
        else if (!mover.isEmpty())
            state = tr("Waiting for %1…").arg(mover);
        else
            state = tr("Waiting…");
        row.insert(QStringLiteral("state"), state);
        const QJsonValue deadline = s.value(QLatin1String("deadline"));
        row.insert(QStringLiteral("deadline"),
                   deadline.isDouble() ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(qint64(deadline.toDouble())).toLocalTime(), QLocale::ShortFormat)
                                       : QString());
        if (yours && !m_yourTurn.contains(code) && !m_first) {
            arrived.append(code);
            const int seat = s.value(QLatin1String("seat")).toInt(-1);
            QStringList others;
            for (int i = 0; i < names.size(); ++i) {
                if (i != seat)
                    others << names.at(i).toString();
            }
            opponents.insert(code, others);
        }
        if (yours)
            m_yourTurn.insert(code);
        else
            m_yourTurn.remove(code);
        v = row;
    }
    if (QPointer<net::Client> c = m_clients.take(url)) {
        c->disconnect(this);
        c->close();
        c->deleteLater();
    }
    if (m_clients.isEmpty())
        m_first = false;
    sortRows();
    Q_EMIT changed();
    for (const QString &code : std::as_const(arrived)) {
        // the table played in this window tells its turns itself (NetPlay.qml)
        if (code != m_openTable)
            Q_EMIT turnArrived(code, turnText(code, opponents.value(code)));
    }
}

void MyTables::failed(const QString &url, const QString &why)
{
    QPointer<net::Client> c = m_clients.take(url);
    if (!c)
        return;
    c->disconnect(this);
    c->close();
    c->deleteLater();
    for (QVariant &v : m_rows) {
        QVariantMap row = v.toMap();
        if (row.value(QStringLiteral("url")).toString() == url) {
            row.insert(QStringLiteral("known"), false);
            row.insert(QStringLiteral("state"), why);
            v = row;
        }
    }
    if (m_clients.isEmpty())
        m_first = false;
    Q_EMIT changed();
}

void MyTables::sortRows()
{
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const QVariant &a, const QVariant &b) {
        return a.toMap().value(QStringLiteral("yourTurn")).toBool() && !b.toMap().value(QStringLiteral("yourTurn")).toBool();
    });
}

void MyTables::forget(const QString &code)
{
    Settings::forgetTable(code);
    m_yourTurn.remove(code);
    m_rows.erase(std::remove_if(m_rows.begin(),
                                m_rows.end(),
                                [&code](const QVariant &r) {
                                    return r.toMap().value(QStringLiteral("code")).toString() == code;
                                }),
                 m_rows.end());
    Q_EMIT changed();
}

void MyTables::setOpenTable(const QString &code)
{
    if (code == m_openTable)
        return;
    m_openTable = code;
    Q_EMIT openTableChanged();
}

QString MyTables::turnText(const QString &code, const QStringList &opponents)
{
    QStringList names;
    for (const QString &n : opponents) {
        if (!n.trimmed().isEmpty())
            names << n.trimmed();
    }
    if (names.isEmpty())
        return tr("It is your turn at table %1.").arg(code);
    //: %1: the table's code; %2: the other players' names, separated by commas
    return tr("It is your turn at table %1, against %2.").arg(code, names.join(QStringLiteral(", ")));
}

bool MyTables::canNotify()
{
#ifdef FORTUNA_HAVE_DBUS
    return QDBusConnection::sessionBus().isConnected();
#else
    return false;
#endif
}

namespace
{
const QString NotifyService = QStringLiteral("org.freedesktop.Notifications");
const QString NotifyPath = QStringLiteral("/org/freedesktop/Notifications");
// The installed desktop file and icon (packaging/).
const QString AppId = QStringLiteral("io.github.fortuna_game.Fortuna");
} // namespace

bool MyTables::notifyDesktop(const QString &code, const QString &text)
{
#ifdef FORTUNA_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return false;
    if (!m_listening) {
        // by the well-known name: also from a service D-Bus starts for the first Notify
        bus.connect(NotifyService, NotifyPath, NotifyService, QStringLiteral("ActionInvoked"), this, SLOT(actionInvoked(uint, QString)));
        bus.connect(NotifyService, NotifyPath, NotifyService, QStringLiteral("NotificationClosed"), this, SLOT(notificationClosed(uint, uint)));
        m_listening = true;
    }
    if (m_inFlight) {
        // the id to replace is not known yet: this one goes once the daemon has answered
        m_next = {code, text};
        return true;
    }
    QDBusMessage m = QDBusMessage::createMethodCall(NotifyService, NotifyPath, NotifyService, QStringLiteral("Notify"));
    const QVariantMap hints{{QStringLiteral("desktop-entry"), AppId}, {QStringLiteral("category"), QStringLiteral("im.received")}};
    //: the action of the desktop notification of a turn (clicking it does the same)
    const QStringList actions{QStringLiteral("default"), tr("Open the table")};
    m << QStringLiteral("Fortuna") << quint32(m_notification) << AppId << tr("Fortuna: your turn") << text << actions << hints << qint32(-1);
    // no check that a service is there first: D-Bus starts one that is only installed
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(m), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, code](QDBusPendingCallWatcher *w) {
        const QDBusPendingReply<uint> reply = *w;
        w->deleteLater();
        m_inFlight = false;
        if (reply.isError()) {
            m_next = {};
            Q_EMIT notifyFailed(code);
            return;
        }
        m_notification = reply.value();
        m_notified = code;
        if (!m_next.isEmpty()) {
            const QStringList next = std::exchange(m_next, {});
            notifyDesktop(next.at(0), next.at(1));
        }
    });
    m_inFlight = true;
    return true;
#else
    Q_UNUSED(code)
    Q_UNUSED(text)
    return false;
#endif
}

void MyTables::actionInvoked(uint id, const QString &action)
{
    if (id != 0 && id == m_notification && action == QLatin1String("default"))
        Q_EMIT activated(m_notified);
}

void MyTables::notificationClosed(uint id, uint reason)
{
    Q_UNUSED(reason)
    if (id != 0 && id == m_notification)
        m_notification = 0;
}

} // namespace fortuna::model
