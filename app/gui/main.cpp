// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna: the game window (Fortuna.Game's GameWindow.qml over one GameController).
//
// Besides the documented options, a few hidden ones help with screenshots and development:
//   --autoplay N        computer players play N turns first (a scratch game), then the game
//                       opens with the seat to move played by a human
//   --until MODE        with --autoplay: stop at the first turn >= N where the human seat must
//                       place a tile (place, the default), has just drawn a wheel tile (wheel),
//                       must give a follower to the plague (plague), chooses among drawn
//                       tiles (choose, with --fortune-teller), or play to the end (end)
//   --players SPEC      "Ada:red:human,Bruno:blue:normal,..." (name:colour:level)
//   --seed S, --fortune-teller, --base-wheel, --wheel-beside, --famine-majority
//   --screen setup      show the setup screen (with --demo-setup: a four-player setup)
//   --replay-wheel      walk the pig of the current turn's wheel event again after opening
//   --panel NAME        open the event log (log), a help page (help:page), a dialog (open,
//                       save, keys), choose the first lit spot (cursor), or lay the tile on
//                       a lit spot (place)
//   --shot-delay MS     with --screenshot: wait MS after the first frame (default 1200)
//   --no-animations
#include "gamecontroller.h"
#include "languagemanager.h"
#include "tilepainter.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(FortunaPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ModelPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_HelpPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_I18nPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_GamePlugin)

using fortuna::model::GameController;

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "fortuna: %s\n", qPrintable(message));
    return 1;
}

QCommandLineOption hidden(QCommandLineOption option)
{
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
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
    // Hidden development options (screenshots).
    QCommandLineOption autoplay = hidden({QStringLiteral("autoplay"), QStringLiteral("Computers play <n> turns first."), QStringLiteral("n")});
    QCommandLineOption until = hidden({QStringLiteral("until"), QStringLiteral("place, wheel, plague, choose or end."), QStringLiteral("mode"),
                                       QStringLiteral("place")});
    QCommandLineOption players = hidden({QStringLiteral("players"), QStringLiteral("name:colour:level,..."), QStringLiteral("spec")});
    QCommandLineOption seed = hidden({QStringLiteral("seed"), QStringLiteral("Seed of the scratch game."), QStringLiteral("s")});
    QCommandLineOption fortuneTeller = hidden({QStringLiteral("fortune-teller"), QStringLiteral("Fortune Teller on.")});
    QCommandLineOption baseWheel = hidden({QStringLiteral("base-wheel"), QStringLiteral("Tile set base+wheel.")});
    QCommandLineOption wheelBeside = hidden({QStringLiteral("wheel-beside"), QStringLiteral("The wheel is not the start tile.")});
    QCommandLineOption famineMajority = hidden({QStringLiteral("famine-majority"), QStringLiteral("Famine: majority.")});
    QCommandLineOption screen = hidden({QStringLiteral("screen"), QStringLiteral("setup"), QStringLiteral("name")});
    QCommandLineOption demoSetup = hidden({QStringLiteral("demo-setup"), QStringLiteral("A four-player setup in the form.")});
    QCommandLineOption replayWheel = hidden({QStringLiteral("replay-wheel"), QStringLiteral("Walk the pig again.")});
    QCommandLineOption panel = hidden({QStringLiteral("panel"), QStringLiteral("log or help[:page]."), QStringLiteral("name")});
    QCommandLineOption shotDelay = hidden({QStringLiteral("shot-delay"), QStringLiteral("Milliseconds."), QStringLiteral("ms"),
                                           QStringLiteral("1200")});
    QCommandLineOption noAnimations = hidden({QStringLiteral("no-animations"), QStringLiteral("Animations off.")});

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Carcassonne: The Wheel of Fortune, with the Fortune Teller."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({screenshot, size, load, turns, tileSheet, autoplay, until, players, seed, fortuneTeller, baseWheel,
                           wheelBeside, famineMajority, screen, demoSetup, replayWheel, panel, shotDelay, noAnimations});
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

// "Ada:red:human,Bruno:blue:normal" -> [{name, color, ai}]
QVariantList parsePlayers(const QString &spec, QString *error)
{
    QVariantList players;
    const QStringList seats = spec.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &seat : seats) {
        const QStringList parts = seat.split(QLatin1Char(':'));
        QVariantMap p{{QStringLiteral("name"), parts.value(0).trimmed()}};
        if (!parts.value(1).trimmed().isEmpty())
            p.insert(QStringLiteral("color"), parts.value(1).trimmed());
        const QString level = parts.value(2).trimmed();
        if (!level.isEmpty() && level != QLatin1String("human"))
            p.insert(QStringLiteral("ai"), level);
        players.append(p);
    }
    if (players.size() < 2 || players.size() > 5)
        *error = QStringLiteral("--players wants 2 to 5 seats, for example Ada:red:human,Bruno:blue:normal");
    return players;
}

QVariantList demoPlayers()
{
    QString unused;
    return parsePlayers(QStringLiteral("Ada:red:human,Bruno:blue:normal,Chiara:green:easy,Dmitri:yellow:strong"), &unused);
}

// Plays a scratch game with computers in every seat until the moment `until` (at turn
// `turns` or later), and returns its record with the seat to move (and every seat that the
// setup names human) played by a human. Empty with *error set when that moment never came.
QByteArray scoutRecord(const QVariantMap &setup, int turns, const QString &until, QString *error)
{
    QVariantMap scratch = setup;
    QVariantList players = setup.value(QStringLiteral("players")).toList();
    QList<int> humans;
    for (int i = 0; i < players.size(); ++i) {
        QVariantMap p = players[i].toMap();
        if (p.value(QStringLiteral("ai")).toString().isEmpty()) {
            humans.append(i);
            p.insert(QStringLiteral("ai"), QStringLiteral("normal"));
        }
        players[i] = p;
    }
    scratch.insert(QStringLiteral("players"), players);

    GameController scout;
    scout.setAutosaveEnabled(false);
    scout.setAnimationsEnabled(false);
    scout.setComputerDelay(0);
    QByteArray found;
    int seat = -1;
    QEventLoop loop;
    auto check = [&]() {
        if (!found.isEmpty())
            return;
        const bool over = scout.phase() == GameController::GameOver;
        bool stop = false;
        if (until == QLatin1String("end")) {
            stop = over;
        } else if (scout.turn() >= turns && !over) {
            const int current = scout.currentPlayer();
            const bool humanish = humans.isEmpty() || humans.contains(current);
            const QVariantMap wheel = scout.lastWheelEvent();
            if (until == QLatin1String("wheel"))
                stop = humanish && scout.phase() == GameController::Place && wheel.value(QStringLiteral("turn")).toInt() == scout.turn()
                    && wheel.value(QStringLiteral("sectorName")).toString() != QLatin1String("plague");
            else if (until == QLatin1String("plague"))
                stop = humanish && scout.phase() == GameController::Plague && scout.plaguePlayer() == current;
            else if (until == QLatin1String("choose"))
                stop = humanish && scout.phase() == GameController::ChooseTile;
            else // a turn that a record replays to the same moment (no plague decided in it yet)
                stop = humanish && scout.phase() == GameController::Place
                    && !(wheel.value(QStringLiteral("turn")).toInt() == scout.turn() && wheel.value(QStringLiteral("sectorName")).toString() == QLatin1String("plague"));
            seat = current;
        }
        if (stop) {
            found = scout.recordJson().toUtf8();
            loop.quit();
        } else if (over) {
            loop.quit();
        }
    };
    QObject::connect(&scout, &GameController::moveMade, &loop, check);
    const QString started = scout.newGame(scratch);
    if (!started.isEmpty()) {
        *error = started;
        return {};
    }
    check();
    if (found.isEmpty() && scout.phase() != GameController::GameOver) {
        QTimer::singleShot(300000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    scout.closeGame();
    if (found.isEmpty()) {
        *error = QStringLiteral("the scratch game never reached \"%1\" at turn %2 or later (try another --seed)").arg(until).arg(turns);
        return {};
    }
    if (seat >= 0 && !humans.contains(seat) && until != QLatin1String("end"))
        humans.append(seat);
    QJsonObject record = QJsonDocument::fromJson(found).object();
    QJsonArray seats = record.value(QStringLiteral("players")).toArray();
    for (int i : std::as_const(humans)) {
        QJsonObject p = seats.at(i).toObject();
        p.remove(QStringLiteral("ai"));
        seats.replace(i, p);
    }
    record.insert(QStringLiteral("players"), seats);
    return QJsonDocument(record).toJson(QJsonDocument::Indented);
}

void restoreGeometry(QQuickWindow *window)
{
    QSettings settings;
    const QRect rect = settings.value(QStringLiteral("window/geometry")).toRect();
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
    if (settings.value(QStringLiteral("window/maximized"), false).toBool())
        window->showMaximized();
    else
        window->show();
}

void saveGeometry(QQuickWindow *window)
{
    QSettings settings;
    const bool maximized = window->visibility() == QWindow::Maximized || window->visibility() == QWindow::FullScreen;
    settings.setValue(QStringLiteral("window/maximized"), maximized);
    if (!maximized)
        settings.setValue(QStringLiteral("window/geometry"), window->geometry());
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

    if (parser.isSet(options.tileSheet)) {
        const QString file = parser.value(options.tileSheet);
        if (!fortuna::gui::renderTileSheet(128).save(file))
            return fail(QStringLiteral("cannot write %1").arg(file));
        return 0;
    }

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
    const bool devMode = screenshot || parser.isSet(options.autoplay) || parser.isSet(options.screen);
    // Screenshots and development runs keep their settings, autosave and recent games apart.
    QTemporaryDir scratch;
    if (devMode) {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
        qputenv("FORTUNA_DATA_DIR", scratch.path().toLocal8Bit() + "/data");
    }

    // A scratch setup for --autoplay and --demo-setup.
    QVariantMap setup;
    {
        QString error;
        const QVariantList players = parser.isSet(options.players) ? parsePlayers(parser.value(options.players), &error) : demoPlayers();
        if (!error.isEmpty())
            return fail(error);
        QVariantMap rules{{QStringLiteral("tileSet"), parser.isSet(options.baseWheel) ? QStringLiteral("base+wheel") : QStringLiteral("wheel-of-fortune")},
                          {QStringLiteral("fortuneTeller"), parser.isSet(options.fortuneTeller)},
                          {QStringLiteral("famine"), parser.isSet(options.famineMajority) ? QStringLiteral("majority") : QStringLiteral("any-farmer")},
                          {QStringLiteral("wheelAsStart"), !parser.isSet(options.wheelBeside)}};
        setup = QVariantMap{{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}};
        if (parser.isSet(options.seed))
            setup.insert(QStringLiteral("seed"), parser.value(options.seed));
    }

    // The user interface language (FORTUNA_LANGUAGE, the remembered choice, the system's).
    LanguageManager::instance();

    if (parser.isSet(options.autoplay)) {
        bool ok = false;
        const int n = parser.value(options.autoplay).toInt(&ok);
        if (!ok || n < 0)
            return fail(QStringLiteral("--autoplay wants a number of turns"));
        const QString until = parser.value(options.until);
        if (!QStringList{QStringLiteral("place"), QStringLiteral("wheel"), QStringLiteral("plague"), QStringLiteral("choose"), QStringLiteral("end")}
                 .contains(until))
            return fail(QStringLiteral("--until wants place, wheel, plague, choose or end"));
        QString error;
        const QByteArray json = scoutRecord(setup, n, until, &error);
        if (json.isEmpty())
            return fail(error);
        record = scratch.filePath(QStringLiteral("autoplay.fortuna"));
        QFile file(record);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            return fail(QStringLiteral("cannot write %1").arg(record));
        file.close();
        turns = -1;
    }

    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    QVariantMap properties{{QStringLiteral("width"), size.width()},
                           {QStringLiteral("height"), size.height()},
                           {QStringLiteral("recordFile"), record.isEmpty() ? QString() : QUrl::fromLocalFile(record).toString()},
                           {QStringLiteral("replayTurns"), turns},
                           {QStringLiteral("devMode"), devMode},
                           {QStringLiteral("freezeComputers"), screenshot},
                           {QStringLiteral("startScreen"), parser.value(options.screen)},
                           {QStringLiteral("replayWheel"), parser.isSet(options.replayWheel)},
                           {QStringLiteral("openPanel"), parser.value(options.panel)}};
    if (parser.isSet(options.noAnimations))
        properties.insert(QStringLiteral("animate"), false);
    if (parser.isSet(options.demoSetup) || parser.isSet(options.players))
        properties.insert(QStringLiteral("setupPreset"), setup);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    LanguageManager::instance()->addEngine(&engine);
    engine.setInitialProperties(properties);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Fortuna/Game/GameWindow.qml")));
    if (engine.rootObjects().isEmpty())
        return fail(QStringLiteral("the user interface could not be loaded"));
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return fail(QStringLiteral("the main QML object is not a window"));

    if (screenshot) {
        window->resize(size);
        window->show();
        const QString file = parser.value(options.screenshot);
        const int delay = std::max(0, parser.value(options.shotDelay).toInt());
        // Let the first frames and the opening animations (tile drops, centring) play out.
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [window, file, delay] {
                QTimer::singleShot(delay, window, [window, file] {
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
        QTimer::singleShot(20000 + delay, &app, [] {
            std::fprintf(stderr, "fortuna: no frame was rendered; no screenshot\n");
            QCoreApplication::exit(1);
        });
    } else {
        if (parser.isSet(options.size))
            window->resize(size);
        else
            restoreGeometry(window);
        if (!window->isVisible())
            window->show();
        QObject::connect(&app, &QCoreApplication::aboutToQuit, window, [window] { saveGeometry(window); });
    }
    return app.exec();
}
