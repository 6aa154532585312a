// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner for the QML module Fortuna.
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(FortunaPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ArtPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ModelPlugin) // FeatureKind

class Setup : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        // Qt 6.4 does not search qrc:/qt/qml by default (toolchain notes P4).
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(fortuna_qml, Setup)

#include "tst_qml.moc"
