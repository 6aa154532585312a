// SPDX-License-Identifier: GPL-3.0-or-later
#include "selfplay.h"

#include "ai/agent.h"
#include "record/jsonwriter.h"
#include "record/recorder.h"
#include "rules/check.h"
#include "rules/rng.h"
#include "rules/standings.h"

#include <QDir>
#include <QFile>

#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::cli
{

using namespace fortuna::rules;
namespace ai = fortuna::ai;
using ai::Agent;
using Clock = std::chrono::steady_clock;

namespace
{

constexpr long MaxDecisionsPerGame = 100000;
constexpr int MaxReportedViolations = 20;

struct LevelStats {
    QString ai;
    long long wins = 0;
    long long seats = 0; // player-games played
    double scoreSum = 0;
    double seconds = 0; // time spent on the timed decisions
    long long moves = 0; // decisions
    long long timed = 0; // decisions timed
};

// Timing a decision costs two clock reads, about as much as a random player's whole decision:
// once a level has SampleAfter timed decisions that took under SampleBelow seconds on average,
// only one decision in SampleStride is timed (secondsPerMove is then the sample's mean).
constexpr long long SampleAfter = 1000;
constexpr double SampleBelow = 1e-5;
constexpr long long SampleStride = 31; // odd: the sample takes placements and deployments alike

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(data) == data.size() && f.flush();
}

} // namespace

int runSelfplay(const SelfplayOptions &options)
{
    const int n = options.players;

    // Distinct levels in the order given, and the level index of each seat before rotation.
    std::vector<LevelStats> levels;
    std::vector<int> seatLevel(static_cast<size_t>(n), 0);
    for (int s = 0; s < n; ++s) {
        const QString &name = options.seatLevels[s % options.seatLevels.size()];
        int index = -1;
        for (size_t i = 0; i < levels.size(); ++i) {
            if (levels[i].ai == name)
                index = int(i);
        }
        if (index < 0) {
            levels.push_back(LevelStats{name});
            index = int(levels.size()) - 1;
        }
        seatLevel[size_t(s)] = index;
    }
    // One agent per (level, seat), made once and reseeded for each game.
    std::vector<std::vector<std::unique_ptr<Agent>>> agents(levels.size());
    for (size_t l = 0; l < levels.size(); ++l) {
        for (int s = 0; s < n; ++s) {
            auto agent = ai::makeAgent(levels[l].ai.toStdString(), 0);
            if (!agent) {
                std::fprintf(stderr, "--ai: unknown computer level \"%s\"\n", qPrintable(levels[l].ai));
                return 2;
            }
            agents[l].push_back(std::move(agent));
        }
    }

    if (!options.recordsDir.isEmpty() && !QDir().mkpath(options.recordsDir)) {
        std::fprintf(stderr, "--records: cannot create the directory %s\n", qPrintable(options.recordsDir));
        return 2;
    }

    Setup setup;
    setup.options = options.rules;
    setup.players = n;

    std::array<Agent *, MaxPlayers> seatAgent{};
    std::array<int, MaxPlayers> seatLevelNow{};
    std::array<long long, MaxPlayers> seatMoves{};
    std::array<double, MaxPlayers> seatSeconds{};
    std::array<long long, MaxPlayers> seatTimed{};
    long long decisionCount = 0;
    InvariantChecker checker;
    long long violations = 0;
    long long checked = 0;
    std::optional<record::Recorder> recorder;

    const auto begin = Clock::now();
    for (long long g = 0; g < options.games; ++g) {
        setup.seed = mixSeed(options.seed, uint64_t(g), 0x5eed);
        for (int s = 0; s < n; ++s) {
            const int level = seatLevel[size_t((s + g) % n)];
            seatLevelNow[size_t(s)] = level;
            seatAgent[size_t(s)] = agents[size_t(level)][size_t(s)].get();
            seatAgent[size_t(s)]->reseed(mixSeed(options.seed, uint64_t(g), uint64_t(s) + 1));
            seatMoves[size_t(s)] = 0;
            seatSeconds[size_t(s)] = 0;
            seatTimed[size_t(s)] = 0;
        }
        Status refused;
        std::optional<Game> game = Game::create(setup, &refused);
        if (!game) {
            std::fprintf(stderr, "--rules: the engine refused the setup: %s\n", refused.message.c_str());
            return 2;
        }
        if (!options.recordsDir.isEmpty()) {
            record::Record header;
            header.options = setup.options;
            header.seed = setup.seed;
            for (int s = 0; s < n; ++s)
                header.players.push_back(record::PlayerInfo::computer(u"Bot %1"_s.arg(s + 1), Color(s), levels[size_t(seatLevelNow[size_t(s)])].ai));
            recorder.emplace(std::move(header), *game);
        }
        if (options.check)
            checker.start(*game);

        QString failure;
        long decisions = 0;
        while (game->phase() != Phase::GameOver) {
            if (++decisions > MaxDecisionsPerGame) {
                failure = u"the game did not end after %1 decisions"_s.arg(MaxDecisionsPerGame);
                break;
            }
            const Phase phase = game->phase();
            const int seat = game->actingPlayer();
            if (seat < 0 || seat >= n) {
                failure = u"no player to decide (seat %1)"_s.arg(seat);
                break;
            }
            const int returnable = phase == Phase::ChooseTile ? int(game->drawnTiles().size()) - 1 : 0;
            const LevelStats &level = levels[size_t(seatLevelNow[size_t(seat)])];
            const bool sampled = level.timed >= SampleAfter && level.seconds < SampleBelow * double(level.timed);
            const bool timed = !sampled || ++decisionCount % SampleStride == 0;
            const auto t0 = timed ? Clock::now() : Clock::time_point{};
            const Decision d = seatAgent[size_t(seat)]->decide(*game); // built in place, not copied
            if (timed) {
                seatSeconds[size_t(seat)] += std::chrono::duration<double>(Clock::now() - t0).count();
                ++seatTimed[size_t(seat)];
            }
            ++seatMoves[size_t(seat)];
            const Status status = recorder ? recorder->apply(*game, d) : game->apply(d);
            if (!status) {
                failure = u"turn %1: %2's decision was refused: %3"_s.arg(game->turn())
                              .arg(levels[size_t(seatLevelNow[size_t(seat)])].ai, QString::fromStdString(status.message));
                break;
            }
            if (options.check && !checker.after(*game, returnable)) {
                failure = QString::fromStdString(checker.violation());
                break;
            }
        }
        if (failure.isEmpty() && options.check && !checker.finish(*game))
            failure = QString::fromStdString(checker.violation());
        if (!failure.isEmpty()) {
            if (!options.check) {
                std::fprintf(stderr, "game %lld: %s\n", g + 1, qPrintable(failure));
                return 1;
            }
            if (violations < MaxReportedViolations)
                std::fprintf(stderr, "game %lld: %s\n", g + 1, qPrintable(failure));
            ++violations;
        }
        if (options.check)
            ++checked;

        const std::vector<int> rank = rules::ranking(*game); // ties share first place
        for (int s = 0; s < n; ++s) {
            LevelStats &l = levels[size_t(seatLevelNow[size_t(s)])];
            l.seats += 1;
            l.scoreSum += game->score(s);
            if (rank[size_t(s)] == 1)
                l.wins += 1;
            l.moves += seatMoves[size_t(s)];
            l.seconds += seatSeconds[size_t(s)];
            l.timed += seatTimed[size_t(s)];
        }
        if (recorder) {
            const QString path = QDir(options.recordsDir).filePath(u"game-%1.json"_s.arg(g + 1, 5, 10, QLatin1Char('0')));
            if (!writeFile(path, record::writeRecord(recorder->record()))) {
                std::fprintf(stderr, "--records: cannot write %s\n", qPrintable(path));
                return 2;
            }
        }
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - begin).count();

    record::JsonWriter w(options.compact);
    w.beginObject();
    w.key("format");
    w.value(record::SelfplayFormat);
    w.key("games");
    w.value(int64_t(options.games));
    w.key("gamesPerSecond");
    w.value(elapsed > 0 ? double(options.games) / elapsed : 0.0, 6);
    w.key("levels");
    w.beginArray();
    for (const LevelStats &l : levels) {
        w.beginObject(true);
        w.key("ai");
        w.value(l.ai);
        w.key("wins");
        w.value(int64_t(l.wins));
        w.key("meanScore");
        w.value(l.seats ? l.scoreSum / double(l.seats) : 0.0, 6);
        w.key("secondsPerMove");
        w.value(l.timed ? l.seconds / double(l.timed) : 0.0, 3);
        w.endObject();
    }
    w.endArray();
    if (options.check) {
        w.key("checked");
        w.value(int64_t(checked));
        w.key("violations");
        w.value(int64_t(violations));
    }
    w.endObject();
    const QByteArray out = w.take();
    std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
    std::fflush(stdout);
    return violations ? 1 : 0;
}

} // namespace fortuna::cli
