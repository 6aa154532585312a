// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna: the game window (Fortuna.Game's GameWindow.qml over one GameController).
// Options: --load RECORD [--turns K], --size WxH, --screenshot FILE (see fortuna(6)). The
// screenshot tool with the development options is tools/shots (fortuna_shots, not installed).
#include "languagemanager.h"
#include "netsession.h"
#include "screenshot.h"
#include "settings.h"

#include "gameplugins.h"
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

namespace
{

int fail(const QString &message)
{
    std::fprintf(stderr, "fortuna: %s\n", qPrintable(message));
    return 1;
}

struct Options {
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Render the window (works offscreen), save it as a PNG <file> and exit."),
                                  QStringLiteral("file")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size, default 1280x800."), QStringLiteral("WxH"), QStringLiteral("1280x800")};
    QCommandLineOption load{QStringLiteral("load"), QStringLiteral("Open the game record <file> (fortuna-record/1 JSON)."), QStringLiteral("file")};
    QCommandLineOption turns{QStringLiteral("turns"), QStringLiteral("With --load: replay only the first <k> turns."), QStringLiteral("k")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Carcassonne: The Wheel of Fortune, with the Fortune Teller."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, size, load, turns});
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

void restoreGeometry(QQuickWindow *window)
{
    const QRect rect = fortuna::model::Settings::windowGeometry();
    if (rect.isValid() && rect.width() >= window->minimumWidth() && rect.height() >= window->minimumHeight()) {
        bool onScreen = false;
        const auto screens = QGuiApplication::screens();
        for (const QScreen *s : screens)
            onScreen = onScreen || s->availableGeometry().intersects(rect);
        if (onScreen)
            window->setGeometry(rect);
        else
            window->resize(rect.size());
    }
    // No larger than the screen it opens on: the first size, 1280x800, ran past a 1280x720
    // screen, and the lower part of the setup (the last computer levels) was out of reach. Such a
    // window opens maximized (a window manager then fits it exactly) and, for a system without
    // one, at the screen's size.
    bool tooLarge = false;
    if (const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        tooLarge = window->width() > available.width() || window->height() > available.height();
        if (tooLarge)
            window->setGeometry(QRect(available.topLeft(), window->size().boundedTo(available.size()).expandedTo(window->minimumSize())));
    }
    if (tooLarge || fortuna::model::Settings::windowMaximized())
        window->showMaximized();
    else
        window->show();
}

void saveGeometry(QQuickWindow *window)
{
    const bool maximized = window->visibility() == QWindow::Maximized || window->visibility() == QWindow::FullScreen;
    fortuna::model::Settings::setWindowMaximized(maximized);
    if (!maximized)
        fortuna::model::Settings::setWindowGeometry(window->geometry());
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

    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const auto sizeMatch = sizePattern.match(parser.value(options.size));
    if (!sizeMatch.hasMatch())
        return fail(QStringLiteral("--size wants WxH, for example 1280x800"));
    const QSize size(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());

    QString record;
    if (parser.isSet(options.load)) {
        record = QFileInfo(parser.value(options.load)).absoluteFilePath();
        if (!QFileInfo(record).isReadable())
            return fail(QStringLiteral("cannot read the record %1").arg(parser.value(options.load)));
    }
    int turns = -1;
    if (parser.isSet(options.turns)) {
        bool ok = false;
        turns = parser.value(options.turns).toInt(&ok);
        if (!ok || turns < 0)
            return fail(QStringLiteral("--turns wants a number of turns (0 or more)"));
    }

    const bool screenshot = parser.isSet(options.screenshot);
    // A screenshot keeps its settings, autosave and recent games apart from the player's.
    QTemporaryDir scratch;
    if (screenshot)
        fortuna::gui::useScratchProfile(scratch);

    // The user interface language (FORTUNA_LANGUAGE, the remembered choice, the system's).
    fortuna::i18n::LanguageManager::instance();

    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    const QVariantMap properties{{QStringLiteral("width"), size.width()},
                                 {QStringLiteral("height"), size.height()},
                                 {QStringLiteral("recordFile"), record.isEmpty() ? QString() : QUrl::fromLocalFile(record).toString()},
                                 {QStringLiteral("replayTurns"), turns}};

    auto enginePtr = std::make_unique<QQmlApplicationEngine>();
    QQmlApplicationEngine &engine = *enginePtr;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    fortuna::i18n::LanguageManager::instance()->addEngine(&engine);
    engine.setInitialProperties(properties);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Fortuna/Game/GameWindow.qml")));
    if (engine.rootObjects().isEmpty())
        return fail(QStringLiteral("the user interface could not be loaded"));
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return fail(QStringLiteral("the main QML object is not a window"));

    if (screenshot) {
        window->resize(size);
        fortuna::gui::holdComputers(window);
        fortuna::gui::grabWhenShown(window, parser.value(options.screenshot), 1200);
    } else {
        if (parser.isSet(options.size))
            window->resize(size);
        else
            restoreGeometry(window);
        if (!window->isVisible())
            window->show();
        QObject::connect(&app, &QCoreApplication::aboutToQuit, window, [window] {
            saveGeometry(window);
        });
    }
    const int code = app.exec();
    // The window and its game go first (a hosted table ends for everyone, a seat is given up);
    // the connections told so close on their own: the exit waits for them, a second at most.
    enginePtr.reset();
    fortuna::model::NetSession::finishClosing();
    return code;
}
