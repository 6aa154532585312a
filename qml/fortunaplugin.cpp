// SPDX-License-Identifier: GPL-3.0-or-later
// The QML plugin of module Fortuna. Like the generated one, plus: every engine that imports
// Fortuna gets the "tile" image provider.
#include "tileimageprovider.h"

#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>

extern void qml_register_types_Fortuna();
Q_GHS_KEEP_REFERENCE(qml_register_types_Fortuna)

class FortunaPlugin : public QQmlEngineExtensionPlugin
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID QQmlEngineExtensionInterface_iid)

public:
    explicit FortunaPlugin(QObject *parent = nullptr)
        : QQmlEngineExtensionPlugin(parent)
    {
        volatile auto registration = &qml_register_types_Fortuna;
        Q_UNUSED(registration)
    }

    void initializeEngine(QQmlEngine *engine, const char *uri) override
    {
        Q_UNUSED(uri)
        if (!engine->imageProvider(QStringLiteral("tile")))
            engine->addImageProvider(QStringLiteral("tile"), new fortuna::gui::TileImageProvider);
    }
};

#include "fortunaplugin.moc"
