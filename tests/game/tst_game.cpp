// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the game screens (Fortuna.Game) with the model, help, language
// and art modules linked in.
#include "languagemanager.h"

#include "gameplugins.h"
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QtQuickTest>

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
        LanguageManager::instance();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        // Qt 6.4 does not search qrc:/qt/qml by default (toolchain notes P4).
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(fortuna_game, Setup)

#include "tst_game.moc"
