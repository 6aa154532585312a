// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the game screens (Fortuna.Game) with the model, help, language
// and art modules linked in.
#include "languagemanager.h"

#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(FortunaPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ArtPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ModelPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_HelpPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_I18nPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_GamePlugin)

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
