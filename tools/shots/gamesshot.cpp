// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesshot.h"

#include "gamecontroller.h"
#include "gamesmodel.h"

#include "ai/analysis.h"
#include "record/recorder.h"
#include "rules/randomplayer.h"

#include <QMetaObject>

namespace fortuna::shots
{

QString fillDemoGames(model::GamesModel *games)
{
    if (!games)
        return QStringLiteral("--panel games: no games model");
    static const char *levels[] = {"easy", "normal", "strong"};
    static const char *names[] = {"Bruno", "Clara", "Dario"};
    static const rules::Color colors[] = {rules::Color::Red, rules::Color::Blue, rules::Color::Green, rules::Color::Yellow};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < 12; ++i) {
        record::Record header;
        header.seed = uint64_t(100 + i);
        header.options.fortuneTeller = i == 4;
        const int players = i % 4 == 3 ? 3 : 2;
        header.players.push_back(record::PlayerInfo::person(QStringLiteral("Ana"), colors[0]));
        for (int p = 1; p < players; ++p)
            header.players.push_back(
                record::PlayerInfo::computer(QString::fromLatin1(names[(i + p) % 3]), colors[p], QString::fromLatin1(levels[(i + p) % 3])));
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        if (!game)
            return QStringLiteral("--panel games: no game");
        record::Recorder recorder(header, *game);
        rules::RandomPlayer player(header.seed);
        while (game->phase() != rules::Phase::GameOver)
            recorder.apply(*game, player.decide(*game));
        model::GameStore::Game row = model::GameStore::describe(recorder.record(), *game, {0}, now.addSecs(-qint64(i) * 97000));
        if (i % 5 == 1)
            row.analysis = "[]";
        if (games->store().add(row, record::writeRecord(recorder.record())) < 0)
            return QStringLiteral("--panel games: the store refused a game");
    }
    return QString();
}

QString fillDemoStatistics(model::GamesModel *games)
{
    if (!games)
        return QStringLiteral("--panel statistics: no games model");
    static const char *levels[] = {"easy", "normal", "strong"};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < 30; ++i) {
        record::Record header;
        header.seed = uint64_t(300 + i);
        header.players.push_back(record::PlayerInfo::person(QStringLiteral("Ana"), rules::Color::Red));
        header.players.push_back(record::PlayerInfo::computer(QStringLiteral("Bruno"), rules::Color::Blue, QString::fromLatin1(levels[i % 3])));
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        if (!game)
            return QStringLiteral("--panel statistics: no game");
        record::Recorder recorder(header, *game);
        rules::RandomPlayer player(header.seed);
        while (game->phase() != rules::Phase::GameOver)
            recorder.apply(*game, player.decide(*game));
        // the oldest first, eleven days apart (eleven months)
        model::GameStore::Game row = model::GameStore::describe(recorder.record(), *game, {0}, now.addDays(-11 * (29 - i)));
        if (i % 2 == 0) {
            const int decisions = 40;
            const double lost = 140.0 - 3.5 * i;
            row.analysis = QStringLiteral(R"([{"seat":0,"decisions":%1,"lost":%2}])").arg(decisions).arg(lost).toUtf8();
        }
        if (games->store().add(row, record::writeRecord(recorder.record())) < 0)
            return QStringLiteral("--panel statistics: the store refused a game");
    }
    return QString();
}

QString fillDemoPuzzles(model::GamesModel *games)
{
    if (!games)
        return QStringLiteral("--panel puzzles: no games model");
    static const char *levels[] = {"normal", "easy", "strong"};
    static const char *names[] = {"Bruno", "Clara", "Dario"};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < 3; ++i) {
        record::Record header;
        header.seed = uint64_t(500 + i);
        header.players.push_back(record::PlayerInfo::person(QStringLiteral("Ana"), rules::Color::Red));
        header.players.push_back(record::PlayerInfo::computer(QString::fromLatin1(names[i]), rules::Color::Blue, QString::fromLatin1(levels[i])));
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        if (!game)
            return QStringLiteral("--panel puzzles: no game");
        record::Recorder recorder(header, *game);
        rules::RandomPlayer player(header.seed);
        std::vector<rules::Decision> decisions;
        while (game->phase() != rules::Phase::GameOver) {
            const rules::Decision d = player.decide(*game);
            decisions.push_back(d);
            recorder.apply(*game, d);
        }
        model::GameStore::Game row = model::GameStore::describe(recorder.record(), *game, {0}, now.addSecs(-qint64(i) * 86400 * 3));
        row.analysis = "[]";
        const qint64 id = games->store().add(row, record::writeRecord(recorder.record()));
        if (id <= 0)
            return QStringLiteral("--panel puzzles: the store refused a game");
        ai::AnalysisConfig config;
        config.playouts = 12;
        config.seat = 0;
        const ai::AnalysisOutcome out = ai::analyseGame(header.setup(), decisions, config);
        if (!out.analysis)
            return QStringLiteral("--panel puzzles: ") + QString::fromStdString(out.error);
        games->puzzles()->addAnalysed(id, *out.analysis, config.playouts);
    }
    const QList<model::GameStore::Puzzle> puzzles = games->store().puzzles();
    for (int k = 0; k < 2 && k + 3 < puzzles.size(); ++k) // two solved, further down the list
        games->store().setPuzzleAnswered(puzzles[k + 3].id, true);
    games->puzzles()->refresh();
    return QString();
}

QStringList demoPanels()
{
    return {QStringLiteral("games"),
            QStringLiteral("statistics"),
            QStringLiteral("even-game"),
            QStringLiteral("puzzles"),
            QStringLiteral("puzzle"),
            QStringLiteral("puzzle-wrong")};
}

QString demoPanel(const QString &panel, QObject *view, model::GameController *controller)
{
    if (!controller)
        return QStringLiteral("no controller");
    model::GamesModel *games = controller->games();
    const bool puzzle = panel.startsWith(QLatin1String("puzzle-")) || panel == QLatin1String("puzzle");
    const bool statistics = panel == QLatin1String("statistics") || panel == QLatin1String("even-game");
    const QString why = panel == QLatin1String("games") ? fillDemoGames(games) : statistics ? fillDemoStatistics(games) : fillDemoPuzzles(games);
    if (!why.isEmpty())
        return why;
    if (panel == QLatin1String("statistics")) {
        QMetaObject::invokeMethod(view, "openStatistics", Q_ARG(QVariant, QVariant())); // from the menu: no dialog to go back to
        return QString();
    }
    if (panel == QLatin1String("even-game")) {
        QMetaObject::invokeMethod(view, "newGame"); // the setup reads the rating again
        return QString();
    }
    if (!puzzle) {
        QMetaObject::invokeMethod(view, panel == QLatin1String("games") ? "openYourGames" : "openPuzzles");
        return QString();
    }
    // the first placement's puzzle, answered with the first lit spot and no follower
    qint64 id = 0;
    for (const model::GameStore::Puzzle &p : games->store().puzzles()) {
        if (!id && !p.solved && p.kind == QLatin1String("place"))
            id = p.id;
    }
    if (const QString refused = id ? controller->startPuzzle(id) : QStringLiteral("--panel puzzle: no puzzle"); !refused.isEmpty())
        return refused;
    view->setProperty("showSetup", false);
    QObject::connect(controller->puzzle(), &model::PuzzleSession::changed, controller, [controller, panel] {
        if (panel == QLatin1String("puzzle") && controller->puzzle()->state() == model::PuzzleSession::Wrong)
            controller->showBetterMove();
    });
    const QVariantMap spot = controller->legalPositions()->get(0);
    QString refused = controller->placeTile(spot.value(QStringLiteral("x")).toInt(), spot.value(QStringLiteral("y")).toInt());
    if (refused.isEmpty())
        refused = controller->skipDeploy();
    return refused;
}

} // namespace fortuna::shots
