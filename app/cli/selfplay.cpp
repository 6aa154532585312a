// SPDX-License-Identifier: GPL-3.0-or-later
#include "selfplay.h"

#include "record/agent.h"
#include "record/jsonwriter.h"
#include "record/recorder.h"

#include <QDir>
#include <QFile>

#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::cli {

using namespace fortuna::rules;
using record::Agent;
using Clock = std::chrono::steady_clock;

namespace {

constexpr long MaxDecisionsPerGame = 100000;
constexpr int MaxReportedViolations = 20;

struct LevelStats {
    QString ai;
    long long wins = 0;
    long long seats = 0;  // player-games played
    double scoreSum = 0;
    double seconds = 0;   // time spent deciding
    long long moves = 0;  // decisions
};

// Invariants checked after every decision (--check).
class Checker
{
public:
    void start(const Game &game)
    {
        m_players = game.playerCount();
        for (int p = 0; p < m_players; ++p)
            m_scores[size_t(p)] = game.score(p);
        m_tilesLeft = game.tilesLeft();
        m_violation.clear();
        check(game, 0);
    }

    // `returnable`: tiles a Fortune Teller choice may give back to the pile.
    bool after(const Game &game, int returnable)
    {
        check(game, returnable);
        return m_violation.isEmpty();
    }

    bool finish(const Game &game)
    {
        if (!m_violation.isEmpty())
            return false;
        if (game.phase() != Phase::GameOver)
            return fail(u"the game did not end"_s);
        std::array<long, MaxPlayers> sums{};
        for (const LogEntry &e : game.log()) {
            for (uint32_t i = e.pointsBegin; i < e.pointsEnd && i < game.logPoints().size(); ++i)
                sums[size_t(game.logPoints()[i].player)] += game.logPoints()[i].points;
        }
        for (int p = 0; p < m_players; ++p) {
            long breakdown = 0;
            for (int r = 0; r < ReasonCount; ++r)
                breakdown += game.points(p, Reason(r));
            if (breakdown != game.score(p))
                return fail(u"player %1: score %2 but breakdown sums to %3"_s.arg(p).arg(game.score(p)).arg(breakdown));
            if (sums[size_t(p)] != game.score(p))
                return fail(u"player %1: score %2 but the log's points sum to %3"_s.arg(p).arg(game.score(p)).arg(sums[size_t(p)]));
        }
        for (const FollowerInfo &f : game.followers()) {
            if (!f.onCrown)
                return fail(u"player %1 still has a follower on land after final scoring"_s.arg(f.player));
        }
        return true;
    }

    bool fail(const QString &why)
    {
        if (m_violation.isEmpty())
            m_violation = why;
        return false;
    }
    const QString &violation() const { return m_violation; }

private:
    void check(const Game &game, int returnable)
    {
        std::array<int, MaxPlayers> placed{};
        for (const FollowerInfo &f : game.followers()) {
            if (f.player < 0 || f.player >= m_players) {
                fail(u"a follower belongs to no player (%1)"_s.arg(f.player));
                return;
            }
            ++placed[size_t(f.player)];
        }
        for (int p = 0; p < m_players; ++p) {
            if (game.supply(p) < 0 || game.supply(p) + placed[size_t(p)] != FollowersPerPlayer) {
                fail(u"player %1: %2 in supply + %3 on the board is not %4"_s.arg(p)
                         .arg(game.supply(p))
                         .arg(placed[size_t(p)])
                         .arg(FollowersPerPlayer));
                return;
            }
            if (game.score(p) < m_scores[size_t(p)]) {
                fail(u"player %1: score went down from %2 to %3"_s.arg(p).arg(m_scores[size_t(p)]).arg(game.score(p)));
                return;
            }
            m_scores[size_t(p)] = game.score(p);
        }
        if (game.tilesLeft() > m_tilesLeft + returnable) {
            fail(u"tiles left went up from %1 to %2"_s.arg(m_tilesLeft).arg(game.tilesLeft()));
            return;
        }
        m_tilesLeft = game.tilesLeft();
        if (game.phase() == Phase::Place && game.legalPlacements().empty())
            fail(u"the game waits for a placement of %1 that fits nowhere"_s.arg(record::tileName(game.currentTile())));
    }

    int m_players = 0;
    std::array<int, MaxPlayers> m_scores{};
    int m_tilesLeft = 0;
    QString m_violation;
};

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
            QString error;
            auto agent = record::makeAgent(levels[l].ai, 0, &error);
            if (!agent) {
                std::fprintf(stderr, "--ai: %s\n", qPrintable(error));
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
    Checker checker;
    long long violations = 0;
    long long checked = 0;
    std::optional<record::Recorder> recorder;

    const auto begin = Clock::now();
    for (long long g = 0; g < options.games; ++g) {
        setup.seed = record::mixSeed(options.seed, uint64_t(g), 0x5eed);
        for (int s = 0; s < n; ++s) {
            const int level = seatLevel[size_t((s + g) % n)];
            seatLevelNow[size_t(s)] = level;
            seatAgent[size_t(s)] = agents[size_t(level)][size_t(s)].get();
            seatAgent[size_t(s)]->reseed(record::mixSeed(options.seed, uint64_t(g), uint64_t(s) + 1));
            seatMoves[size_t(s)] = 0;
            seatSeconds[size_t(s)] = 0;
        }
        std::string createError;
        std::optional<Game> game = Game::create(setup, &createError);
        if (!game) {
            std::fprintf(stderr, "--rules: the engine refused the setup: %s\n", createError.c_str());
            return 2;
        }
        if (!options.recordsDir.isEmpty()) {
            record::Record header;
            header.options = setup.options;
            header.seed = setup.seed;
            for (int s = 0; s < n; ++s)
                header.players.push_back(record::PlayerInfo{u"Bot %1"_s.arg(s + 1), Color(s), levels[size_t(seatLevelNow[size_t(s)])].ai});
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
            const int seat = phase == Phase::Plague ? game->plaguePlayer() : game->currentPlayer();
            if (seat < 0 || seat >= n) {
                failure = u"no player to decide (seat %1)"_s.arg(seat);
                break;
            }
            const int returnable = phase == Phase::ChooseTile ? int(game->drawnTiles().size()) - 1 : 0;
            const auto t0 = Clock::now();
            const Decision d = seatAgent[size_t(seat)]->decide(*game);
            seatSeconds[size_t(seat)] += std::chrono::duration<double>(Clock::now() - t0).count();
            ++seatMoves[size_t(seat)];
            const Status status = recorder ? recorder->apply(*game, d) : game->apply(d);
            if (!status) {
                failure = u"turn %1: %2's decision was refused: %3"_s.arg(game->turn())
                              .arg(levels[size_t(seatLevelNow[size_t(seat)])].ai, QString::fromStdString(status.message));
                break;
            }
            if (options.check && !checker.after(*game, returnable)) {
                failure = u"turn %1: %2"_s.arg(game->turn()).arg(checker.violation());
                break;
            }
        }
        if (failure.isEmpty() && options.check && !checker.finish(*game))
            failure = checker.violation();
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

        int best = game->score(0);
        for (int s = 1; s < n; ++s)
            best = std::max(best, game->score(s));
        for (int s = 0; s < n; ++s) {
            LevelStats &l = levels[size_t(seatLevelNow[size_t(s)])];
            l.seats += 1;
            l.scoreSum += game->score(s);
            if (game->score(s) == best)
                l.wins += 1;
            l.moves += seatMoves[size_t(s)];
            l.seconds += seatSeconds[size_t(s)];
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
        w.value(l.moves ? l.seconds / double(l.moves) : 0.0, 3);
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
