// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-cli: replays game records and lets computer players play each other
// (contract: spec/game-record.md).
#include "analyse.h"
#include "common.h"
#include "selfplay.h"

#include "ai/agent.h"
#include "record/replay.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cstdio>

using namespace Qt::Literals::StringLiterals;
using namespace fortuna;
using fortuna::cli::parseInteger;
using fortuna::cli::printOut;
using fortuna::cli::usageError;

// FORTUNA_VERSION: the project version, defined by CMake.

namespace
{

const char Usage[] =
    "Usage:\n"
    "  fortuna-cli replay FILE [--turns K] [--compact]\n"
    "      Replays a fortuna-record/1 file (or its first K turns) and prints one\n"
    "      fortuna-result/1 JSON object (FILE - reads standard input). Exit 1: an\n"
    "      illegal turn (\"turn K: why\"); exit 2: not a readable fortuna-record/1.\n"
    "      --compact prints the JSON on one line.\n"
    "  fortuna-cli selfplay --players N --games G --seed S [--ai LEVEL[,LEVEL...]]\n"
    "                       [--rules JSON] [--records DIR] [--check] [--compact]\n"
    "      Computer players play G games; prints a fortuna-selfplay/1 summary.\n"
    "      --ai      the seats' levels, cycled over the seats (default: random);\n"
    "                seats rotate between games\n"
    "      --rules   rule options as a JSON object, as a record's \"rules\"\n"
    "      --records write each game's record to DIR/game-00001.json ...\n"
    "      --check   check invariants after every decision; exit 1 on a violation\n"
    "  fortuna-cli analyse FILE [--seat N] [--budget PLAYOUTS|MSms] [--compact]\n"
    "      Analyses a fortuna-record/1 file: for each decision of each player (or\n"
    "      of seat N, 0-based), the move played against the best move of a strong\n"
    "      search for what that player knew then, the points lost, and each\n"
    "      player's luck; prints one fortuna-analysis/1 JSON object.\n"
    "      --budget  per decision: a number of playouts (default 200, the same\n"
    "                result on every run) or CPU milliseconds (\"500ms\")\n"
    "  fortuna-cli --help | --version\n";

// "random, easy, normal, strong" (besides strong:N and strong:Nms)
QString knownLevels()
{
    QStringList names;
    for (std::string_view level : ai::agentLevels())
        names << QString::fromLatin1(level.data(), qsizetype(level.size()));
    return names.join(u", "_s);
}

int runReplay(const QStringList &args)
{
    QString file;
    int maxTurns = -1;
    bool compact = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--turns"_s) {
            if (i + 1 >= args.size())
                return usageError(u"--turns: missing the number of turns"_s);
            const auto k = parseInteger(args[++i], 0, 1000000);
            if (!k)
                return usageError(u"--turns: \"%1\" is not a number of turns (0 or more)"_s.arg(args[i]));
            maxTurns = int(*k);
        } else if (a == u"--compact"_s) {
            compact = true;
        } else if (a.startsWith(u'-') && a.size() > 1) {
            return usageError(u"replay: unknown option %1"_s.arg(a));
        } else if (file.isEmpty()) {
            file = a;
        } else {
            return usageError(u"replay: one FILE only (%1)"_s.arg(a));
        }
    }
    if (file.isEmpty())
        return usageError(u"replay: missing FILE"_s);

    record::Record rec;
    if (const int exit = cli::loadRecord(file, &rec))
        return exit;
    const record::ReplayOutcome outcome = record::replay(rec, maxTurns);
    if (!outcome.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(outcome.error));
        return outcome.exitCode;
    }
    printOut(record::resultJson(*outcome.game, rec, outcome.turnsReplayed, compact));
    return 0;
}

int runSelfplayCommand(const QStringList &args)
{
    cli::SelfplayOptions options;
    bool havePlayers = false, haveGames = false, haveSeed = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto next = [&](QString *value) {
            if (i + 1 >= args.size())
                return false;
            *value = args[++i];
            return true;
        };
        QString value;
        if (a == u"--check"_s) {
            options.check = true;
        } else if (a == u"--compact"_s) {
            options.compact = true;
        } else if (a == u"--players"_s || a == u"--games"_s || a == u"--seed"_s || a == u"--ai"_s || a == u"--rules"_s || a == u"--records"_s) {
            if (!next(&value))
                return usageError(u"%1: missing its value"_s.arg(a));
            if (a == u"--players"_s) {
                const auto n = parseInteger(value, 2, rules::MaxPlayers);
                if (!n)
                    return usageError(u"--players: \"%1\" is not 2 to 5"_s.arg(value));
                options.players = int(*n);
                havePlayers = true;
            } else if (a == u"--games"_s) {
                const auto g = parseInteger(value, 0, 1000000000LL);
                if (!g)
                    return usageError(u"--games: \"%1\" is not a number of games"_s.arg(value));
                options.games = *g;
                haveGames = true;
            } else if (a == u"--seed"_s) {
                bool ok = false;
                options.seed = value.toULongLong(&ok);
                if (!ok || value.startsWith(u'-'))
                    return usageError(u"--seed: \"%1\" is not an integer from 0 to 18446744073709551615"_s.arg(value));
                haveSeed = true;
            } else if (a == u"--ai"_s) {
                options.seatLevels = value.split(u',');
                for (const QString &level : options.seatLevels) {
                    if (!ai::makeAgent(level.toStdString(), 0))
                        return usageError(u"--ai: unknown computer level \"%1\" (known: %2)"_s.arg(level, knownLevels()));
                }
            } else if (a == u"--rules"_s) {
                QJsonParseError parseError;
                const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8(), &parseError);
                if (parseError.error != QJsonParseError::NoError || !doc.isObject())
                    return usageError(u"--rules: not a JSON object"_s);
                const QString error = record::parseOptions(QJsonValue(doc.object()), &options.rules, u"--rules"_s);
                if (!error.isEmpty())
                    return usageError(error);
            } else {
                options.recordsDir = value;
            }
        } else {
            return usageError(u"selfplay: unknown argument %1"_s.arg(a));
        }
    }
    if (!havePlayers)
        return usageError(u"--players: missing (2 to 5)"_s);
    if (!haveGames)
        return usageError(u"--games: missing"_s);
    if (!haveSeed)
        return usageError(u"--seed: missing"_s);
    if (options.seatLevels.size() > options.players)
        return usageError(u"--ai: %1 levels for %2 seats"_s.arg(options.seatLevels.size()).arg(options.players));
    return cli::runSelfplay(options);
}

} // namespace

int main(int argc, char **argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (args.isEmpty()) {
        std::fputs(Usage, stderr);
        return 2;
    }
    const QString command = args.takeFirst();
    if (command == u"--help"_s || command == u"-h"_s || command == u"help"_s) {
        std::fputs(Usage, stdout);
        return 0;
    }
    if (command == u"--version"_s) {
        std::printf("fortuna-cli %s\n", FORTUNA_VERSION);
        return 0;
    }
    if (args.contains(u"--help"_s)) {
        std::fputs(Usage, stdout);
        return 0;
    }
    if (command == u"replay"_s)
        return runReplay(args);
    if (command == u"selfplay"_s)
        return runSelfplayCommand(args);
    if (command == u"analyse"_s || command == u"analyze"_s)
        return cli::runAnalyse(args);
    return usageError(u"unknown command \"%1\"; see fortuna-cli --help"_s.arg(command));
}
