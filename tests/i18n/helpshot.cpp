// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_helpshot: renders one help page offscreen into a PNG, for looking at the layout
// and the translations without the game.
//
//   QT_QPA_PLATFORM=offscreen fortuna_helpshot --page taxes --lang fr --out /tmp/taxes.png
//       [--size 1000x700] [--famine majority] [--fortune-teller] [--base-wheel]
//       [--wheel-beside] [--scroll PIXELS]
#include "languagemanager.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Fortuna_ArtPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_HelpPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_I18nPlugin)

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption page(QStringLiteral("page"), QStringLiteral("Help page id."), QStringLiteral("id"), QStringLiteral("taxes"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language code."), QStringLiteral("code"), QStringLiteral("en"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("PNG file."), QStringLiteral("file"), QStringLiteral("help.png"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("WxH."), QStringLiteral("size"), QStringLiteral("1000x700"));
    const QCommandLineOption famine(QStringLiteral("famine"), QStringLiteral("any-farmer or majority."), QStringLiteral("rule"), QStringLiteral("any-farmer"));
    const QCommandLineOption teller(QStringLiteral("fortune-teller"), QStringLiteral("Fortune Teller on."));
    const QCommandLineOption baseWheel(QStringLiteral("base-wheel"), QStringLiteral("Tile set base+wheel."));
    const QCommandLineOption beside(QStringLiteral("wheel-beside"), QStringLiteral("Wheel not the start tile."));
    const QCommandLineOption scroll(QStringLiteral("scroll"), QStringLiteral("Scroll the page down."), QStringLiteral("pixels"), QStringLiteral("0"));
    const QCommandLineOption emblems(QStringLiteral("emblems"), QStringLiteral("Draw the six fallback sector emblems instead."));
    parser.addOptions({page, lang, out, size, famine, teller, baseWheel, beside, scroll, emblems});
    parser.process(app);

    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const int width = wh.value(0).toInt() > 0 ? wh.value(0).toInt() : 1000;
    const int height = wh.value(1).toInt() > 0 ? wh.value(1).toInt() : 700;

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    fortuna::i18n::LanguageManager::instance()->addEngine(&engine);
    fortuna::i18n::LanguageManager::instance()->setLanguage(parser.value(lang));

    QQmlComponent component(&engine);
    if (parser.isSet(emblems)) {
        component.setData(QByteArrayLiteral("import QtQuick\nimport Fortuna.Help\n"
                                            "Rectangle { color: \"#f6ecd2\"; property var rules; function open(id) {}\n"
                                            " Row { x: 10; y: 10; spacing: 10; Repeater { model: 6; SectorEmblem { required property int index;"
                                            " sector: index; width: 150; height: 150 } } } }\n"),
                          QUrl(QStringLiteral("qrc:/helpshot.qml")));
    } else {
        component.setData(QByteArrayLiteral("import QtQuick\nimport Fortuna.Help\nHelpView {}\n"), QUrl(QStringLiteral("qrc:/helpshot.qml")));
    }
    QObject *object = component.createWithInitialProperties(
        {{QStringLiteral("rules"),
          QVariantMap{{QStringLiteral("famine"), parser.value(famine)},
                      {QStringLiteral("fortuneTeller"), parser.isSet(teller)},
                      {QStringLiteral("tileSet"), parser.isSet(baseWheel) ? QStringLiteral("base+wheel") : QStringLiteral("wheel-of-fortune")},
                      {QStringLiteral("wheelAsStart"), !parser.isSet(beside)}}}});
    auto *view = qobject_cast<QQuickItem *>(object);
    if (!view) {
        std::fprintf(stderr, "helpshot: %s\n", qPrintable(component.errorString()));
        return 1;
    }
    QQuickWindow window;
    window.resize(width, height);
    view->setParentItem(window.contentItem());
    view->setSize(QSizeF(width, height));
    QMetaObject::invokeMethod(view, "open", Q_ARG(QVariant, parser.value(page)));
    view->forceActiveFocus();
    window.show();

    const QString file = parser.value(out);
    const int scrollBy = parser.value(scroll).toInt();
    QTimer::singleShot(400, &app, [&] {
        if (scrollBy > 0)
            view->setProperty("pageScroll", scrollBy);
        QTimer::singleShot(300, &app, [&] {
            const QImage shot = window.grabWindow();
            const bool ok = !shot.isNull() && shot.save(file);
            if (!ok)
                std::fprintf(stderr, "helpshot: cannot write %s\n", qPrintable(file));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    });
    return app.exec();
}
