// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the game screens (Fortuna.Game) with the model, help, language
// and art modules linked in.
#include "languagemanager.h"

#include "gameplugins.h"
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQuickTest>

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
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
