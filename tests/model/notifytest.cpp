// SPDX-License-Identifier: GPL-3.0-or-later
// model-notify: the turn notifications of My tables (MyTables::notifyDesktop) against a real
// notification daemon on a private session bus, watched by dbus-monitor: with no service the
// call fails and says so (the window's alert takes over); a service D-Bus only knows how to
// start (dunst's activation file) is started by the call; the notification carries the
// installed icon, the desktop-entry hint and a default action; the next one replaces it; the
// daemon's default action (dunstctl action, as a click) names the table. Skips without Xvfb,
// dbus-daemon, dbus-monitor or dunst (tools/fortuna.sh installs them).
#include "netplay/mytables.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using fortuna::model::MyTables;

namespace
{
const QString Code = QStringLiteral("ABCD2345");
const QString AppId = QStringLiteral("io.github.fortuna_game.Fortuna");
} // namespace

class NotifyTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_xvfb, m_bus, m_monitor;
    QString m_address;

    QString monitored() const
    {
        QFile f(m_dir.filePath(QStringLiteral("monitor.txt")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
    // The Notify calls dbus-monitor saw, each as its text up to the next message.
    QStringList notifyCalls() const
    {
        QStringList calls;
        const QStringList messages = monitored().split(QRegularExpression(QStringLiteral("\n(?=\\S)")));
        for (const QString &m : messages) {
            if (m.startsWith(QLatin1String("method call")) && m.contains(QLatin1String("member=Notify")))
                calls << m;
        }
        return calls;
    }

private Q_SLOTS:
    void initTestCase()
    {
#ifndef FORTUNA_HAVE_DBUS
        QSKIP("built without QtDBus");
#endif
        for (const char *tool : {"Xvfb", "dbus-daemon", "dbus-monitor", "dunst", "dunstctl"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed (tools/fortuna.sh deps installs it)").arg(QString::fromLatin1(tool))));
        }
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).mkpath(QStringLiteral("services"));
        QDir(m_dir.path()).mkpath(QStringLiteral("home"));
        // a display for dunst
        const QString displayFile = m_dir.filePath(QStringLiteral("display"));
        m_xvfb.setStandardOutputFile(displayFile);
        m_xvfb.start(QStringLiteral("Xvfb"), {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-nolisten"), QStringLiteral("tcp")});
        QVERIFY(m_xvfb.waitForStarted());
        const auto displayNumber = [&displayFile]() {
            QFile f(displayFile);
            return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!displayNumber().isEmpty(), 30000);
        const QString display = QLatin1Char(':') + displayNumber();
        // a session bus that may start services from services/ (empty for now)
        const QString socket = m_dir.filePath(QStringLiteral("bus"));
        QFile conf(m_dir.filePath(QStringLiteral("bus.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write(QStringLiteral("<busconfig><type>session</type><listen>unix:path=%1</listen><auth>EXTERNAL</auth>"
                                  "<servicedir>%2</servicedir><policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                                  "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>")
                       .arg(socket, m_dir.filePath(QStringLiteral("services")))
                       .toUtf8());
        conf.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DISPLAY"), display);
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.remove(QStringLiteral("XDG_CONFIG_HOME"));
        m_bus.setProcessEnvironment(env);
        m_bus.start(QStringLiteral("dbus-daemon"),
                    {QStringLiteral("--config-file=") + conf.fileName(), QStringLiteral("--nofork"), QStringLiteral("--nopidfile")});
        QVERIFY(m_bus.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 10000);
        m_address = QStringLiteral("unix:path=") + socket;
        // the app's session bus is this one (before anything asked for it)
        qputenv("DBUS_SESSION_BUS_ADDRESS", m_address.toUtf8());
        m_monitor.setStandardOutputFile(m_dir.filePath(QStringLiteral("monitor.txt")));
        // the calls and signals of the notification service, and every reply (they carry no
        // interface)
        m_monitor.start(QStringLiteral("dbus-monitor"),
                        {QStringLiteral("--address"),
                         m_address,
                         QStringLiteral("interface='org.freedesktop.Notifications'"),
                         QStringLiteral("type='method_return'"),
                         QStringLiteral("type='error'")});
        QVERIFY(m_monitor.waitForStarted());
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        QTest::qWait(500); // dbus-monitor is listening
    }
    void cleanupTestCase()
    {
        for (QProcess *p : {&m_monitor, &m_bus, &m_xvfb}) {
            if (p->state() != QProcess::NotRunning) {
                p->terminate();
                if (!p->waitForFinished(5000))
                    p->kill();
            }
        }
    }

    // No notification service on the bus: the call is made, fails, and says so.
    void noService()
    {
        MyTables tables;
        QSignalSpy failed(&tables, &MyTables::notifyFailed);
        QVERIFY(MyTables::canNotify());
        QVERIFY(tables.notifyDesktop(Code, MyTables::turnText(Code, {QStringLiteral("Ann")})));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        QCOMPARE(failed.first().first().toString(), Code);
        QCOMPARE(notifyCalls().size(), 1);
    }

    // dunst only installed (its activation file): the first Notify starts it; the notification
    // says which game, finds the app (icon, desktop entry), can be clicked; the next one
    // replaces it; a click (dunstctl action) names the table.
    void activatedService()
    {
        QFile service(m_dir.filePath(QStringLiteral("services/org.freedesktop.Notifications.service")));
        QVERIFY(service.open(QIODevice::WriteOnly));
        service.write(QStringLiteral("[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=%1 -config /dev/null\n")
                          .arg(QStandardPaths::findExecutable(QStringLiteral("dunst")))
                          .toUtf8());
        service.close();
        QDBusMessage reload = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.DBus"),
                                                             QStringLiteral("/org/freedesktop/DBus"),
                                                             QStringLiteral("org.freedesktop.DBus"),
                                                             QStringLiteral("ReloadConfig"));
        QCOMPARE(QDBusConnection::sessionBus().call(reload).type(), QDBusMessage::ReplyMessage);

        MyTables tables;
        QSignalSpy failed(&tables, &MyTables::notifyFailed), activated(&tables, &MyTables::activated);
        const int before = notifyCalls().size();
        const QString text = MyTables::turnText(Code, {QStringLiteral("Ann"), QStringLiteral("Bo")});
        QCOMPARE(text, QStringLiteral("It is your turn at table ABCD2345, against Ann, Bo."));
        QVERIFY(tables.notifyDesktop(Code, text));
        QVERIFY(tables.notifyDesktop(Code, text)); // at once: it waits for the first's id
        // dunst was started by D-Bus and answered with the notification's id
        QTRY_VERIFY_WITH_TIMEOUT(monitored().contains(QRegularExpression(QStringLiteral("method return[^\n]*\n\\s*uint32 [1-9]"))), 30000);
        QVERIFY(failed.isEmpty());
        const QString first = notifyCalls().value(before);
        QVERIFY2(first.contains(QStringLiteral("string \"%1\"").arg(AppId)), qPrintable(first)); // the icon
        QVERIFY2(
            first.contains(QRegularExpression(QStringLiteral("string \"desktop-entry\"\\s*variant\\s*string \"%1\"").arg(QRegularExpression::escape(AppId)))),
            qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("string \"default\"")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("string \"%1\"").arg(text)), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("uint32 0")), qPrintable(first));
        // the answer to that call: the notification's id
        const QString serial = QRegularExpression(QStringLiteral(" serial=([0-9]+) ")).match(first).captured(1);
        const QRegularExpressionMatch id =
            QRegularExpression(QStringLiteral("method return[^\n]* reply_serial=%1\n\\s*uint32 ([1-9][0-9]*)").arg(serial)).match(monitored());
        QVERIFY2(id.hasMatch(), qPrintable(monitored()));

        // the second call goes once the app has read that answer (the monitor may see the answer
        // first: a call made before the app has read it would only replace the one waiting)
        QTRY_COMPARE_WITH_TIMEOUT(notifyCalls().size(), before + 2, 10000);
        // the next turn replaces it (also when it comes before the daemon's answer: see below)
        QVERIFY(tables.notifyDesktop(Code, text));
        QTRY_COMPARE_WITH_TIMEOUT(notifyCalls().size(), before + 3, 10000);
        for (const int i : {1, 2}) {
            const QString next = notifyCalls().value(before + i);
            QVERIFY2(next.contains(QStringLiteral("uint32 ") + id.captured(1)), qPrintable(next));
        }
        QTest::qWait(500);
        QVERIFY(failed.isEmpty());

        // a click: the daemon's default action
        QProcess ctl;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_address);
        ctl.setProcessEnvironment(env);
        ctl.start(QStringLiteral("dunstctl"), {QStringLiteral("action"), QStringLiteral("0")});
        QVERIFY(ctl.waitForFinished(10000));
        QTRY_COMPARE_WITH_TIMEOUT(activated.size(), 1, 10000);
        QCOMPARE(activated.first().first().toString(), Code);
    }
};

QTEST_GUILESS_MAIN(NotifyTest)
#include "notifytest.moc"
