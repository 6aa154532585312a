// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesshot.h"

#include "gamesmodel.h"

#include "record/recorder.h"
#include "rules/randomplayer.h"

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

} // namespace fortuna::shots
