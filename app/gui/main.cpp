// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna: the game window.
#include "tilepainter.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(FortunaPlugin)

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "fortuna: %s\n", qPrintable(message));
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("fortuna"));
    QGuiApplication::setOrganizationName(QStringLiteral("Fortuna"));
    QGuiApplication::setApplicationVersion(QStringLiteral(FORTUNA_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Fortuna"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.fortuna_game.Fortuna"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Carcassonne: The Wheel of Fortune, with the Fortune Teller."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QStringLiteral("Render the window (works offscreen), save it as a PNG <file> and exit."),
                                              QStringLiteral("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size, default 1280x800."), QStringLiteral("WxH"),
                                        QStringLiteral("1280x800"));
    const QCommandLineOption loadOption(QStringLiteral("load"), QStringLiteral("Open the game record <file> (fortuna-record/1 JSON)."),
                                        QStringLiteral("file"));
    const QCommandLineOption turnsOption(QStringLiteral("turns"), QStringLiteral("With --load: replay only the first <k> turns."),
                                         QStringLiteral("k"));
    const QCommandLineOption tileSheetOption(QStringLiteral("tile-sheet"),
                                             QStringLiteral("Developer: draw every catalogue tile into a PNG <file> and exit."),
                                             QStringLiteral("file"));
    parser.addOptions({screenshotOption, sizeOption, loadOption, turnsOption, tileSheetOption});
    parser.process(app);

    if (parser.isSet(tileSheetOption)) {
        const QString file = parser.value(tileSheetOption);
        if (!fortuna::gui::renderTileSheet(128).save(file))
            return fail(QStringLiteral("cannot write %1").arg(file));
        return 0;
    }

    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const auto sizeMatch = sizePattern.match(parser.value(sizeOption));
    if (!sizeMatch.hasMatch())
        return fail(QStringLiteral("--size wants WxH, for example 1280x800"));
    const QSize size(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());

    // Kept for the game screen: Main.qml receives them as properties.
    QString record;
    if (parser.isSet(loadOption)) {
        record = QFileInfo(parser.value(loadOption)).absoluteFilePath();
        if (!QFileInfo(record).isReadable())
            return fail(QStringLiteral("cannot read the record %1").arg(parser.value(loadOption)));
    }
    int turns = -1;
    if (parser.isSet(turnsOption)) {
        bool ok = false;
        turns = parser.value(turnsOption).toInt(&ok);
        if (!ok || turns < 0)
            return fail(QStringLiteral("--turns wants a number of turns (0 or more)"));
    }

    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("width"), size.width()},
                                 {QStringLiteral("height"), size.height()},
                                 {QStringLiteral("recordFile"), record},
                                 {QStringLiteral("replayTurns"), turns}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Fortuna/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return fail(QStringLiteral("the user interface could not be loaded"));
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return fail(QStringLiteral("the main QML object is not a window"));

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        // Let the first frames and the opening animations (tile drops, centring) play out.
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [window, file] {
                QTimer::singleShot(1200, window, [window, file] {
                    const QImage shot = window->grabWindow();
                    if (shot.isNull()) {
                        std::fprintf(stderr, "fortuna: the window could not be grabbed\n");
                        QCoreApplication::exit(1);
                    } else if (!shot.save(file)) {
                        std::fprintf(stderr, "fortuna: cannot write %s\n", qPrintable(file));
                        QCoreApplication::exit(1);
                    } else {
                        QCoreApplication::exit(0);
                    }
                });
            },
            Qt::SingleShotConnection);
        QTimer::singleShot(20000, &app, [] {
            std::fprintf(stderr, "fortuna: no frame was rendered; no screenshot\n");
            QCoreApplication::exit(1);
        });
    }
    return app.exec();
}
