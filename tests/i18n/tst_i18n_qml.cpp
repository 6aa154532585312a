// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the help view (Fortuna.Help) and the language switch
// (Fortuna.I18n).
#include "languagemanager.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Fortuna_ArtPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_HelpPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_I18nPlugin)

class Setup : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Installs the start-up language (FORTUNA_LANGUAGE=en in the ctest environment),
        // with the English plural forms.
        fortuna::i18n::LanguageManager::instance();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        // Qt 6.4 does not search qrc:/qt/qml by default (toolchain notes P4).
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(fortuna_i18n_qml, Setup)

#include "tst_i18n_qml.moc"
