// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the game screens (Fortuna.Game) with the model, help, language
// and art modules linked in.
#include "accessaudit.h"
#include "gamesmodel.h"
#include "languagemanager.h"
#include "settings.h"

#include "net/server.h"

#include "gameplugins.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QVersionNumber>
#include <QtQuickTest>

// `testSupport.roots()`: the root item of every Qt Quick window of the test. Qt 6.8 shows the
// non-native file dialog in a window of its own (Qt 6.4 in the test's window), so a test that
// looks for the dialog's controls searches them all. `testSupport.qtAtLeast(6, 8)`: the Qt
// the test runs on, for what differs between the Qt versions the game supports.
// `testSupport.unnamedControls(item)`: what a screen reader would miss there.
// `testSupport.startTlsServer()`: the port of a fortuna-server on 127.0.0.1 with the tests'
// self-signed certificate (0 when it cannot start); `trustedFingerprint`/`setTrustedFingerprint`:
// the fingerprint the player trusts for "host:port" (Settings). `testSupport.typeLetter(window,
// letter, alt)`: a key of any script, with its text. `newFolder()`, `remove(url)`: a folder
// with no game in it, and gone again.
class TestSupport : public QObject
{
    Q_OBJECT
public:
    Q_INVOKABLE bool qtAtLeast(int major, int minor) const { return QLibraryInfo::version() >= QVersionNumber(major, minor); }
    // The controls a screen reader could not name under `root` (accessaudit.h); [] when none.
    Q_INVOKABLE QStringList unnamedControls(QQuickItem *root) const { return fortuna::test::unnamedControls(root); }
    Q_INVOKABLE int startTlsServer()
    {
        fortuna::net::ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.tlsCertificate = QStringLiteral(NET_DATA "/test-cert.pem");
        config.tlsKey = QStringLiteral(NET_DATA "/test-key.pem");
        m_server = std::make_unique<fortuna::net::Server>(config);
        return m_server->start().isEmpty() ? m_server->port() : 0;
    }
    // A letter of any script typed on `window` as a keyboard of its language types it (the text
    // with it), Alt held when `alt`: QtTest's keyClick knows only ASCII.
    Q_INVOKABLE void typeLetter(QQuickWindow *window, const QString &letter, bool alt = false) const
    {
        const Qt::Key key = Qt::Key(letter.toUpper().at(0).unicode());
        QTest::sendKeyEvent(QTest::Click, window, key, letter, alt ? Qt::AltModifier : Qt::NoModifier);
    }
    Q_INVOKABLE QString trustedFingerprint(const QString &server) const { return fortuna::model::Settings::trustedFingerprint(server); }
    Q_INVOKABLE void setTrustedFingerprint(const QString &server, const QString &fingerprint) const
    {
        fortuna::model::Settings::setTrustedFingerprint(server, fingerprint);
    }
    // Plants `count` finished games of `you` (yours, "Ana" unless given) against the computer
    // `level` in Your games (`games`: GameController.games), won or lost, a minute apart before
    // now; their records are not games (the rating reads the rows only). The games planted.
    Q_INVOKABLE int plantGames(QObject *games, int count, const QString &level, bool won, const QString &you = QStringLiteral("Ana")) const
    {
        auto *model = qobject_cast<fortuna::model::GamesModel *>(games);
        if (!model || !model->store().isOpen())
            return 0;
        using fortuna::model::GameStore;
        int planted = 0;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < count; ++i) {
            GameStore::Game g;
            g.playedAt = now.addSecs(60 * (i - count));
            g.players = {{you, QStringLiteral("red"), QString(), true, won ? 20 : 10}, {QStringLiteral("Bo"), QStringLiteral("blue"), level, false, 15}};
            g.result = won ? GameStore::Result::Won : GameStore::Result::Lost;
            const QByteArray record = "planted " + QByteArray::number(++m_planted);
            if (model->store().add(g, record) > 0)
                ++planted;
        }
        return planted;
    }
    // A new empty folder under the test's HOME.
    Q_INVOKABLE QUrl newFolder() const
    {
        const QString path = QDir::home().absoluteFilePath(QStringLiteral("folder %1 %2").arg(QCoreApplication::applicationPid()).arg(++m_folders));
        return QDir().mkpath(path) ? QUrl::fromLocalFile(path) : QUrl();
    }
    // A file, or an empty folder, removed.
    Q_INVOKABLE bool remove(const QUrl &path) const
    {
        const QString local = path.toLocalFile();
        return QFileInfo(local).isDir() ? QDir().rmdir(local) : QFile::remove(local);
    }
    Q_INVOKABLE QList<QObject *> roots() const
    {
        QList<QObject *> out;
        const auto windows = QGuiApplication::allWindows();
        for (QWindow *w : windows) {
            if (auto *quick = qobject_cast<QQuickWindow *>(w); quick && quick->contentItem())
                out.append(quick->contentItem());
        }
        return out;
    }

private:
    std::unique_ptr<fortuna::net::Server> m_server;
    mutable int m_planted = 0; // plantGames' records, each its own
    mutable int m_folders = 0; // newFolder's
};

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Each test its own preferences (ctest runs them side by side, and the test mode
        // would give them all ~/.qttest/config): a remembered setup or the sound switched
        // off by one test must not reach another.
        const QString config = qEnvironmentVariable("FORTUNA_TEST_CONFIG");
        if (!config.isEmpty()) {
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config);
            QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, config);
        }
        QQuickStyle::setStyle(QStringLiteral("Basic"));
        fortuna::i18n::LanguageManager::instance();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        // Qt 6.4 does not search qrc:/qt/qml by default (toolchain notes P4).
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(QStringLiteral("testSupport"), &m_support);
    }

private:
    TestSupport m_support;
};

QUICK_TEST_MAIN_WITH_SETUP(fortuna_game, Setup)

#include "tst_game.moc"
