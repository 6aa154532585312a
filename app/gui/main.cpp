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

struct Options {
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Render the window (works offscreen), save it as a PNG <file> and exit."),
                                  QStringLiteral("file")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size, default 1280x800."), QStringLiteral("WxH"),
                            QStringLiteral("1280x800")};
    QCommandLineOption load{QStringLiteral("load"), QStringLiteral("Open the game record <file> (fortuna-record/1 JSON)."),
                            QStringLiteral("file")};
    QCommandLineOption turns{QStringLiteral("turns"), QStringLiteral("With --load: replay only the first <k> turns."), QStringLiteral("k")};
    QCommandLineOption tileSheet{QStringLiteral("tile-sheet"), QStringLiteral("Developer: draw every catalogue tile into a PNG <file> and exit."),
                                 QStringLiteral("file")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Carcassonne: The Wheel of Fortune, with the Fortune Teller."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, size, load, turns, tileSheet});
    }
};

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("fortuna"));
    QCoreApplication::setOrganizationName(QStringLiteral("Fortuna"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FORTUNA_VERSION));
}

// --help and --version need no display: answer them before the GUI starts.
bool wantsInfoOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    const Options options;
    if (wantsInfoOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        QCommandLineParser parser;
        options.addTo(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QGuiApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Fortuna"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.fortuna_game.Fortuna"));

    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);
    const auto &screenshotOption = options.screenshot;
    const auto &sizeOption = options.size;
    const auto &loadOption = options.load;
    const auto &turnsOption = options.turns;
    const auto &tileSheetOption = options.tileSheet;

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
