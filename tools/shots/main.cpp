// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_shots: screenshots of the real game window for the documentation and for looking at
// a screen during development. Not installed. It opens Fortuna.Game's GameWindow.qml as the
// game does (in a scratch profile, computers waiting), brings it to a moment and drives it
// through the view's own actions, then saves the window as a PNG.
//
//   QT_QPA_PLATFORM=offscreen fortuna_shots --out FILE.png [options]
//     --size WxH            window size (1280x800)
//     --load REC [--turns K]  open a record (or its first K turns)
//     --autoplay N          computers play a scratch game to turn N first, then the game opens
//                           with the seat to move played by a human; --until MODE stops at the
//                           first turn >= N where that seat must place a tile (place, the
//                           default), has just drawn a wheel tile (wheel), must give a follower
//                           to the plague (plague), chooses among drawn tiles (choose, with
//                           --fortune-teller), or at the end of the game (end)
//     --players SPEC        "Ada:red:human,Bruno:blue:normal,..." (name:colour:level)
//     --seed S, --fortune-teller, --base-wheel, --wheel-beside, --famine-majority
//     --screen setup        show the setup screen (--demo-setup: a four-player setup in it)
//     --replay-wheel        walk the pig of the current turn's wheel event again
//     --panel NAME          open the event log (log), a help page (help:page), a dialog (open,
//                           save, keys, resume), the Game menu (menu), choose the first lit spot
//                           (cursor), lay the tile on a lit spot (place), ask for a suggested
//                           move (hint), show the bag (bag), replay the game at turn K with
//                           the event log open (replay:K), analyse the game and show its
//                           costliest move (analysis; --shot-delay must cover the analysis),
//                           point at crown space K (crown:K: what its sector would pay now),
//                           lay the tile and put a follower that waits for the end of the
//                           turn (staged), tick "Play without aids" on the setup screen (no-aids),
//                           open the last seat's list of levels on the setup screen (levels), or
//                           open Your games with a dozen games in it (games), the
//                           statistics of thirty games over eleven months (statistics), the
//                           setup screen with the rating of those games (even-game: the
//                           level of an even game offered under the seats), the puzzles of
//                           three analysed games (puzzles), or one on the board, answered
//                           wrong and its better move shown (puzzle), or its verdict
//                           (puzzle-wrong)
//     --shot-delay MS       wait MS after the first frame (1200)
//     --no-animations
//     --simulate LIST       also write the picture as seen with each colour-vision deficiency of
//                           LIST (deuteranopia,protanopia,tritanopia), as OUT-NAME.png beside it
//   fortuna_shots --tile-sheet FILE.png   every catalogue tile in one picture
#include "gamesshot.h"
#include "languagemanager.h"
#include "scout.h"
#include "screenshot.h"
#include "simulate.h"
#include "tilepainter.h"
#include "tutorialshot.h"
#include "valuetypes.h"

#include "gameplugins.h"
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <memory>

using namespace fortuna;

namespace
{

int fail(const QString &message)
{
    std::fprintf(stderr, "fortuna_shots: %s\n", qPrintable(message));
    return 1;
}

// The --panel names, for the option's help and the refusal of an unknown one.
const char *const PanelNames =
    "log, help[:page], open, save, keys, resume, menu, cursor, place, place-label, refuse, hint, bag, replay:K, analysis, crown:K, staged, no-aids, levels, "
    "games, statistics, even-game, puzzles, puzzle or puzzle-wrong";

struct Options {
    QCommandLineOption out{QStringLiteral("out"), QStringLiteral("The PNG <file> to write."), QStringLiteral("file")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size."), QStringLiteral("WxH"), QStringLiteral("1280x800")};
    QCommandLineOption load{QStringLiteral("load"), QStringLiteral("Open the record <file>."), QStringLiteral("file")};
    QCommandLineOption turns{QStringLiteral("turns"), QStringLiteral("With --load: only the first <k> turns."), QStringLiteral("k")};
    QCommandLineOption autoplay{QStringLiteral("autoplay"), QStringLiteral("Computers play to turn <n> first."), QStringLiteral("n")};
    QCommandLineOption until{QStringLiteral("until"), QStringLiteral("place, wheel, plague, choose or end."), QStringLiteral("mode"), QStringLiteral("place")};
    QCommandLineOption players{QStringLiteral("players"), QStringLiteral("name:colour:level,..."), QStringLiteral("spec")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Seed of the scratch game."), QStringLiteral("s")};
    QCommandLineOption fortuneTeller{QStringLiteral("fortune-teller"), QStringLiteral("Fortune Teller on.")};
    QCommandLineOption baseWheel{QStringLiteral("base-wheel"), QStringLiteral("Tile set base+wheel.")};
    QCommandLineOption wheelBeside{QStringLiteral("wheel-beside"), QStringLiteral("The wheel is not the start tile.")};
    QCommandLineOption famineMajority{QStringLiteral("famine-majority"), QStringLiteral("Famine: majority.")};
    QCommandLineOption screen{QStringLiteral("screen"), QStringLiteral("setup: show the setup screen."), QStringLiteral("name")};
    QCommandLineOption demoSetup{QStringLiteral("demo-setup"), QStringLiteral("A four-player setup in the form.")};
    QCommandLineOption replayWheel{QStringLiteral("replay-wheel"), QStringLiteral("Walk the pig again.")};
    QCommandLineOption panel{QStringLiteral("panel"), QLatin1String(PanelNames) + QLatin1Char('.'), QStringLiteral("name")};
    QCommandLineOption shotDelay{QStringLiteral("shot-delay"),
                                 QStringLiteral("Milliseconds after the first frame."),
                                 QStringLiteral("ms"),
                                 QStringLiteral("1200")};
    QCommandLineOption tutorial{QStringLiteral("tutorial"), QStringLiteral("Learn to play, walked to the step <id> (or resume)."), QStringLiteral("id")};
    QCommandLineOption noAnimations{QStringLiteral("no-animations"), QStringLiteral("Animations off.")};
    QCommandLineOption simulate{QStringLiteral("simulate"),
                                QStringLiteral("Also write the picture as seen with each deficiency of <list> (deuteranopia,protanopia,tritanopia)."),
                                QStringLiteral("list")};
    QCommandLineOption tileSheet{QStringLiteral("tile-sheet"),
                                 QStringLiteral("Draw every catalogue tile into the PNG <file> and exit."),
                                 QStringLiteral("file")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Screenshots of Fortuna's game window (development tool)."));
        parser.addHelpOption();
        parser.addOptions({out,         size,          load,      turns,        autoplay,       until,    players,
                           seed,        fortuneTeller, baseWheel, wheelBeside,  famineMajority, screen,   demoSetup,
                           replayWheel, panel,         shotDelay, noAnimations, tutorial,       simulate, tileSheet});
    }
};

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

// The scratch setup of --autoplay and --demo-setup: {players, rules, seed}.
QVariantMap scratchSetup(const QCommandLineParser &parser, const Options &o, QString *error)
{
    const QString spec =
        parser.isSet(o.players) ? parser.value(o.players) : QStringLiteral("Ada:red:human,Bruno:blue:normal,Chiara:green:easy,Dmitri:yellow:strong");
    const QVariantList players = parsePlayers(spec, error);
    const QVariantMap rules{{QStringLiteral("tileSet"), parser.isSet(o.baseWheel) ? QStringLiteral("base+wheel") : QStringLiteral("wheel-of-fortune")},
                            {QStringLiteral("fortuneTeller"), parser.isSet(o.fortuneTeller)},
                            {QStringLiteral("famine"), parser.isSet(o.famineMajority) ? QStringLiteral("majority") : QStringLiteral("any-farmer")},
                            {QStringLiteral("wheelAsStart"), !parser.isSet(o.wheelBeside)}};
    QVariantMap setup{{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}};
    if (parser.isSet(o.seed)) {
        // A number in the record header (text that is not one is refused with the field's name).
        bool ok = false;
        const qlonglong seed = parser.value(o.seed).toLongLong(&ok);
        setup.insert(QStringLiteral("seed"), ok ? QVariant(seed) : QVariant(parser.value(o.seed)));
    }
    return setup;
}

QObject *child(QObject *object, const char *property)
{
    return object ? object->property(property).value<QObject *>() : nullptr;
}

// The last item named `name` in the item tree under `item` (a Repeater's rows are items of its
// parent, not QObject children), or null.
QQuickItem *lastNamed(QQuickItem *item, const QString &name)
{
    QQuickItem *found = item && item->objectName() == name ? item : nullptr;
    for (QQuickItem *kid : item ? item->childItems() : QList<QQuickItem *>())
        if (QQuickItem *deeper = lastNamed(kid, name))
            found = deeper;
    return found;
}

// Calls the QML function `name` of `object` (QML functions take and return QVariant).
bool call(QObject *object, const char *name, const QVariantList &args = {})
{
    if (!object)
        return false;
    switch (args.size()) {
    case 0:
        return QMetaObject::invokeMethod(object, name);
    case 1:
        return QMetaObject::invokeMethod(object, name, Q_ARG(QVariant, args[0]));
    default:
        return QMetaObject::invokeMethod(object, name, Q_ARG(QVariant, args[0]), Q_ARG(QVariant, args[1]));
    }
}

// Brings the window's view to the state the options ask for, with the view's own actions.
QString drive(QObject *window, const QCommandLineParser &parser, const Options &o, const QVariantMap &setup)
{
    QObject *view = child(window, "view");
    QObject *controller = child(window, "controller");
    if (!view || !controller)
        return QStringLiteral("GameWindow has no view or controller");
    // Screenshots: no autosave, and computer players wait so the picture shows the game as opened.
    controller->property("autosave").value<QObject *>()->setProperty("enabled", false);
    gui::holdComputers(window);

    if (parser.isSet(o.demoSetup) || parser.isSet(o.players))
        call(child(view, "setupScreen"), "load", {setup});
    if (parser.value(o.screen) == QLatin1String("setup"))
        view->setProperty("showSetup", true);
    else if (parser.isSet(o.screen))
        return QStringLiteral("--screen wants setup");
    if (parser.isSet(o.replayWheel)) {
        // the pig of this turn's wheel event walks again (GameBoard.replayWalk)
        const auto wheel = controller->property("lastWheelEvent").value<fortuna::model::WheelEvent>();
        const QVariant moved = wheel.moved;
        if (wheel.valid())
            QTimer::singleShot(0, view, [view, moved] {
                call(child(view, "board"), "replayWalk", {moved});
            });
    }

    const QString panel = parser.value(o.panel);
    if (panel.isEmpty())
        return QString();
    if (panel == QLatin1String("log")) {
        view->setProperty("logOpen", true);
    } else if (panel == QLatin1String("open")) {
        call(view, "openGame");
    } else if (panel == QLatin1String("save")) {
        call(view, "saveGameAs");
    } else if (panel == QLatin1String("keys")) {
        call(view, "showShortcuts");
    } else if (panel == QLatin1String("resume")) {
        call(view, "offerResume");
    } else if (panel == QLatin1String("menu")) {
        QTimer::singleShot(0, view, [view] {
            call(view, "openGameMenu");
        });
    } else if (panel == QLatin1String("cursor")) {
        QTimer::singleShot(0, view, [view] {
            call(child(view, "board"), "cycle", {1});
        });
    } else if (panel == QLatin1String("place") || panel == QLatin1String("place-label")) {
        // lay the tile on a lit spot in the middle of the list, to show the follower step
        auto *game = qobject_cast<model::GameController *>(controller);
        const int count = game ? game->legalPositions()->count() : 0;
        if (count == 0)
            return QStringLiteral("--panel place: no lit spot");
        const QVariantMap p = game->legalPositions()->get(count / 2);
        const QString refused = game->placeTile(p.value(QStringLiteral("x")).toInt(), p.value(QStringLiteral("y")).toInt());
        if (!refused.isEmpty())
            return refused;
        if (panel == QLatin1String("place-label")) // the keyboard's first choice: its label
            QTimer::singleShot(0, view, [view] {
                call(child(view, "board"), "cycle", {1});
            });
    } else if (panel == QLatin1String("refuse")) {
        // a click on a spot that is not lit, next to the land: the refusal the player reads
        auto *game = qobject_cast<model::GameController *>(controller);
        if (!game || game->legalPositions()->count() == 0)
            return QStringLiteral("--panel refuse: no tile to place");
        QSet<QPair<int, int>> taken;
        for (int i = 0; i < game->board()->count(); ++i)
            taken.insert({game->board()->value(i, QStringLiteral("x")).toInt(), game->board()->value(i, QStringLiteral("y")).toInt()});
        const QPair<int, int> sides[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        for (const auto &cell : std::as_const(taken)) {
            for (const auto &d : sides) {
                const int x = cell.first + d.first, y = cell.second + d.second;
                // the wheel board lies on cells 0..3 x 0..3 when it is the start tile
                const bool onWheel = x >= 0 && x <= 3 && y >= 0 && y <= 3;
                if (onWheel || taken.contains({x, y}) || game->isLegal(x, y))
                    continue;
                QTimer::singleShot(300, view, [view, x, y] {
                    call(child(view, "board"), "clickCell", {x, y});
                });
                return QString();
            }
        }
        return QStringLiteral("--panel refuse: every spot next to the land is lit");
    } else if (panel == QLatin1String("hint")) {
        // "Suggest a move" (H) as the player asks for it; the shot waits --shot-delay for the
        // strong player's answer (about a second of CPU) and shows the ghost and the toast
        QTimer::singleShot(300, view, [view] {
            call(view, "suggestMove");
        });
    } else if (panel == QLatin1String("bag")) {
        call(child(view, "extras"), "toggleBag");
    } else if (panel.startsWith(QLatin1String("replay:"))) {
        auto *game = qobject_cast<model::GameController *>(controller);
        const QString refused = game ? game->startReplay(panel.mid(7).toInt()) : QStringLiteral("no controller");
        if (!refused.isEmpty())
            return refused;
        view->setProperty("showSetup", false);
        view->setProperty("logOpen", true);
    } else if (panel == QLatin1String("analysis")) {
        // "Analyse this game" as the player asks for it; once the analysis is in, the move that
        // lost the most points is shown on the board, as a click on its dot does
        auto *game = qobject_cast<model::GameController *>(controller);
        if (!game)
            return QStringLiteral("no controller");
        call(child(view, "extras"), "analyseGame");
        QObject::connect(game->analysis(), &model::GameAnalysis::finished, game, [game] {
            const QList<model::AnalysisPoint> points = game->analysis()->points();
            int row = -1;
            double worst = 0;
            for (int i = 0; i < points.size(); ++i) {
                const double lost = points[i].lost;
                if (lost > worst) {
                    worst = lost;
                    row = i;
                }
            }
            if (row >= 0)
                game->showAnalysedDecision(row);
        });
    } else if (panel.startsWith(QLatin1String("crown:"))) {
        QObject *preview = view->findChild<QObject *>(QStringLiteral("crownPreviewLayer"));
        if (!preview)
            return QStringLiteral("--panel crown: no wheel");
        preview->setProperty("hovered", panel.mid(6).toInt());
    } else if (panel == QLatin1String("staged")) {
        auto *game = qobject_cast<model::GameController *>(controller);
        const int count = game ? game->legalPositions()->count() : 0;
        if (count == 0)
            return QStringLiteral("--panel staged: no lit spot");
        game->setConfirmTurns(true);
        const QVariantMap p = game->legalPositions()->get(count / 2);
        QString refused = game->placeTile(p.value(QStringLiteral("x")).toInt(), p.value(QStringLiteral("y")).toInt());
        if (refused.isEmpty())
            refused = game->deployOptions()->count() > 0 ? game->deploy(0) : game->skipDeploy();
        if (!refused.isEmpty())
            return refused;
    } else if (shots::demoPanels().contains(panel)) {
        if (const QString why = shots::demoPanel(panel, view, qobject_cast<model::GameController *>(controller)); !why.isEmpty())
            return why;
    } else if (panel == QLatin1String("no-aids")) {
        QObject *setup = child(view, "setupScreen");
        if (!setup)
            return QStringLiteral("--panel no-aids: no setup screen");
        setup->property("seats").value<QObject *>()->setProperty("aids", false);
    } else if (panel == QLatin1String("levels")) {
        // the lowest seat's list: the one with the least room below it
        QObject *setup = child(view, "setupScreen");
        QQuickItem *box = lastNamed(qobject_cast<QQuickItem *>(setup), QStringLiteral("seatLevel"));
        if (!box)
            return QStringLiteral("--panel levels: no seat on the setup screen (--screen setup)");
        call(child(box, "popup"), "open");
    } else if (panel == QLatin1String("help") || panel.startsWith(QLatin1String("help:"))) {
        call(view, "showHelp", {panel.mid(5)});
    } else {
        return QStringLiteral("--panel wants ") + QLatin1String(PanelNames);
    }
    return QString();
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fortuna_shots"));
    QCoreApplication::setOrganizationName(QStringLiteral("Fortuna"));
    const Options o;
    QCommandLineParser parser;
    o.addTo(parser);
    parser.process(app);

    if (parser.isSet(o.tileSheet)) {
        const QString file = parser.value(o.tileSheet);
        return gui::renderTileSheet(128).save(file) ? 0 : fail(QStringLiteral("cannot write %1").arg(file));
    }
    if (!parser.isSet(o.out))
        return fail(QStringLiteral("--out FILE.png is needed (or --tile-sheet FILE.png)"));

    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const auto sizeMatch = sizePattern.match(parser.value(o.size));
    if (!sizeMatch.hasMatch())
        return fail(QStringLiteral("--size wants WxH, for example 1280x800"));
    const QSize size(sizeMatch.captured(1).toInt(), sizeMatch.captured(2).toInt());
    int turns = -1;
    if (parser.isSet(o.turns)) {
        bool ok = false;
        turns = parser.value(o.turns).toInt(&ok);
        if (!ok || turns < 0)
            return fail(QStringLiteral("--turns wants a number of turns (0 or more)"));
    }
    QString error;
    const QVariantMap setup = scratchSetup(parser, o, &error);
    if (!error.isEmpty())
        return fail(error);
    const auto simulations = shots::parseSimulations(parser.value(o.simulate), &error);
    if (!error.isEmpty())
        return fail(error);
    // the picture, then what each deficiency of --simulate sees
    auto finish = [&](int code) {
        return code == 0 ? shots::writeSimulations(parser.value(o.out), simulations) : code;
    };

    // Settings, autosave and recent games of the shots stay apart from the player's.
    QTemporaryDir scratch;
    gui::useScratchProfile(scratch);
    fortuna::i18n::LanguageManager::instance();
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    fortuna::i18n::LanguageManager::instance()->addEngine(&engine);

    // Opens the real game window on `record` (may be empty) and takes the picture.
    auto open = [&](const QString &record) -> QString {
        QVariantMap properties{{QStringLiteral("width"), size.width()},
                               {QStringLiteral("height"), size.height()},
                               {QStringLiteral("recordFile"), record.isEmpty() ? QString() : QUrl::fromLocalFile(record).toString()},
                               {QStringLiteral("replayTurns"), turns}};
        if (parser.isSet(o.noAnimations))
            properties.insert(QStringLiteral("animate"), false);
        engine.setInitialProperties(properties);
        engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Fortuna/Game/GameWindow.qml")));
        auto *window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window)
            return QStringLiteral("the game window could not be loaded");
        window->resize(size);
        if (parser.isSet(o.tutorial)) {
            const QString file = parser.value(o.out);
            const int delay = parser.value(o.shotDelay).toInt();
            return shots::walkTutorial(window, parser.value(o.tutorial), [window, file, delay]() {
                gui::grabWhenShown(window, file, delay);
            });
        }
        const QString driven = drive(window, parser, o, setup);
        if (!driven.isEmpty())
            return driven;
        gui::grabWhenShown(window, parser.value(o.out), parser.value(o.shotDelay).toInt());
        return QString();
    };

    QString record;
    if (parser.isSet(o.load))
        record = QFileInfo(parser.value(o.load)).absoluteFilePath();
    if (!parser.isSet(o.autoplay)) {
        const QString opened = open(record);
        return opened.isEmpty() ? finish(app.exec()) : fail(opened);
    }

    bool ok = false;
    const int n = parser.value(o.autoplay).toInt(&ok);
    if (!ok || n < 0)
        return fail(QStringLiteral("--autoplay wants a number of turns"));
    shots::Moment moment;
    if (!shots::parseMoment(parser.value(o.until), &moment))
        return fail(QStringLiteral("--until wants place, wheel, plague, choose or end"));
    turns = -1;
    auto scout = std::make_unique<shots::Scout>(setup, n, moment);
    QObject::connect(scout.get(), &shots::Scout::finished, &app, [&](const QByteArray &json, const QString &why) {
        if (json.isEmpty()) {
            fail(why);
            QCoreApplication::exit(1);
            return;
        }
        const QString file = scratch.filePath(QStringLiteral("autoplay.fortuna"));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size()) {
            fail(QStringLiteral("cannot write %1").arg(file));
            QCoreApplication::exit(1);
            return;
        }
        out.close();
        const QString opened = open(file);
        if (!opened.isEmpty()) {
            fail(opened);
            QCoreApplication::exit(1);
        }
    });
    QTimer::singleShot(300000, &app, [] {
        fail(QStringLiteral("the scratch game took more than 5 minutes"));
        QCoreApplication::exit(1);
    });
    scout->start();
    return finish(app.exec());
}
