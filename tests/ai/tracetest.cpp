// SPDX-License-Identifier: GPL-3.0-or-later
// Golden decision traces of the computer levels. A few fixed deals are played by fixed seats
// (random, easy, normal and strong:N, which is deterministic: one thread, a playout budget);
// every decision becomes one line of text, compared with tests/ai/data/NAME.trace line by
// line. Any change to the play of any level changes a trace, and the failure names the first
// line that differs (its index, expected and got).
//
// A line: decision index, turn, seat, level, the decision (the tile placed at x,y with its
// rotation in quarter turns clockwise; the deployment: none, feature and port, crown sector
// and slot; the tile chosen from a Fortune Teller draw; the follower given back to the
// plague), and for a searched Strong decision its playouts and whether it overruled Normal's
// choice. A whole game ends with the final scores.
//
// When a change of play is meant, rewrite the golden files and review them with git diff:
//     FORTUNA_UPDATE_GOLDEN=1 ctest -R ai-tracetest     (or FORTUNA_UPDATE_GOLDEN=1 bin/ai-tracetest)
// The rows then skip (they compared nothing). The traces are the same with every compiler
// and optimisation level we build with (GCC 12 and 14, -O1 to -O2, the sanitizers): no
// unordered container, std::*_distribution or unstable sort of equal keys decides a move.
#include "support/trace.h"
#include "ai/agent.h"
#include "rules/catalogue.h"
#include "rules/rng.h"
#include "support/play.h"

#include <QFile>
#include <QTest>

#include <string>
#include <vector>

using namespace fortuna::rules;
namespace ai = fortuna::ai;

namespace
{

struct Deal {
    const char *name; // tests/ai/data/NAME.trace
    int players;
    uint64_t seed;
    Options options;
    std::vector<std::string> seats; // the level of each seat
    int decisions; // the first so many decisions; 0: the whole game, with the final scores
};

Options rules(bool tellers, bool wheelStart, bool baseAndWheel, bool majority)
{
    Options o;
    o.fortuneTeller = tellers;
    o.wheelAsStart = wheelStart;
    o.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
    o.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
    return o;
}

// Every level in at least one deal, every rule option in at least one, Strong against Normal
// in a whole two-player game; the Strong seats of the longer tables play only the first
// decisions so that the suite stays quick under the sanitizers.
const std::vector<Deal> &deals()
{
    static const std::vector<Deal> all = {
        {"strong-normal-2p-default", 2, 11, rules(false, true, false, false), {"strong:24", "normal"}, 0},
        {"easy-random-2p-default", 2, 12, rules(false, true, false, false), {"easy", "random"}, 0},
        {"normal-strong-2p-tellers", 2, 13, rules(true, true, false, false), {"normal", "strong:12"}, 80},
        {"mixed-3p-tellers-side", 3, 14, rules(true, false, false, false), {"normal", "easy", "random"}, 0},
        {"mixed-4p-base-majority", 4, 15, rules(false, true, true, true), {"strong:8", "normal", "easy", "random"}, 0},
        {"mixed-5p-everything", 5, 16, rules(true, false, true, true), {"random", "strong:8", "normal", "easy", "normal"}, 150},
    };
    return all;
}

std::string header(const Deal &deal)
{
    const Options &o = deal.options;
    std::string seats;
    for (const std::string &s : deal.seats)
        seats += " " + s;
    return "# " + std::string(deal.name) + ": " + std::to_string(deal.players) + " players, seed " + std::to_string(deal.seed) + ", tiles "
        + std::string(TileSetNames[size_t(o.tileSet)]) + ", famine " + std::string(FamineNames[size_t(o.famine)]) + ", fortune teller "
        + (o.fortuneTeller ? "on" : "off") + ", wheel " + (o.wheelAsStart ? "as start" : "beside") + "; seats" + seats + "; "
        + (deal.decisions > 0 ? "first " + std::to_string(deal.decisions) + " decisions" : std::string("whole game"));
}

// The trace of `deal`, or an empty list with *failure set.
std::vector<std::string> play(const Deal &deal, QString *failure)
{
    std::vector<std::string> lines{header(deal)};
    Setup setup;
    setup.players = deal.players;
    setup.seed = deal.seed;
    setup.options = deal.options;
    std::optional<Game> game = Game::create(setup);
    if (!game) {
        *failure = QStringLiteral("setup refused");
        return {};
    }
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (int p = 0; p < deal.players; ++p) {
        agents.push_back(ai::makeAgent(deal.seats[size_t(p)], mixSeed(deal.seed, uint64_t(p))));
        if (!agents.back()) {
            *failure = QStringLiteral("no agent %1").arg(QString::fromStdString(deal.seats[size_t(p)]));
            return {};
        }
    }
    const fortuna::testing::Policy traced = [&](const Game &g, int seat) {
        ai::Agent &agent = *agents[size_t(seat)];
        const ai::AgentStats before = agent.stats();
        const Decision d = agent.decide(g);
        char prefix[48];
        std::snprintf(prefix, sizeof prefix, "%04zu t%d s%d ", lines.size() - 1, g.turn(), seat);
        std::string line = prefix + deal.seats[size_t(seat)] + " " + fortuna::testing::decisionText(g, d);
        const ai::AgentStats &after = agent.stats();
        if (after.searches > before.searches)
            line += " [playouts " + std::to_string(after.playouts - before.playouts) + (after.overruled > before.overruled ? ", overruled]" : "]");
        lines.push_back(line);
        return d;
    };
    fortuna::testing::Play play;
    play.limit = deal.decisions > 0 ? deal.decisions : -1;
    const fortuna::testing::Played played = fortuna::testing::playToEnd(*game, traced, play);
    if (!played.ok()) {
        *failure = QStringLiteral("%1: %2").arg(QString::fromStdString(played.failure), QString::fromStdString(lines.back()));
        return {};
    }
    const int index = played.decisions;
    if (deal.decisions == 0) {
        std::string scores;
        for (int p = 0; p < deal.players; ++p)
            scores += " " + std::to_string(game->score(p));
        lines.push_back("end after turn " + std::to_string(game->turn()) + ", scores" + scores);
    } else if (index < deal.decisions) {
        *failure = QStringLiteral("the game ended after %1 of the %2 decisions to trace").arg(index).arg(deal.decisions);
        return {};
    }
    return lines;
}

QString goldenPath(const Deal &deal)
{
    return QStringLiteral(AI_TRACE_DATA "/%1.trace").arg(QLatin1String(deal.name));
}

} // namespace

class TraceTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goldenTrace_data()
    {
        QTest::addColumn<int>("deal");
        for (size_t i = 0; i < deals().size(); ++i)
            QTest::newRow(deals()[i].name) << int(i);
    }
    void goldenTrace()
    {
        QFETCH(int, deal);
        const Deal &d = deals()[size_t(deal)];
        QString failure;
        const std::vector<std::string> got = play(d, &failure);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));

        QFile file(goldenPath(d));
        if (qEnvironmentVariableIntValue("FORTUNA_UPDATE_GOLDEN") == 1) {
            QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(file.fileName()));
            for (const std::string &line : got)
                file.write(QByteArray::fromStdString(line + "\n"));
            file.close();
            // QSKIP's second, variadic parameter left empty is C++20 (clang 19: -Wc++20-extensions).
            const QByteArray rewrote = QStringLiteral("rewrote %1 (%2 lines)").arg(file.fileName()).arg(got.size()).toLocal8Bit();
            QTest::qSkip(rewrote.constData(), __FILE__, __LINE__);
            return;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(QStringLiteral("%1 is missing: FORTUNA_UPDATE_GOLDEN=1 writes it").arg(file.fileName())));
        std::vector<std::string> expected;
        for (const QByteArray &line : file.readAll().split('\n'))
            expected.push_back(line.toStdString());
        if (!expected.empty() && expected.back().empty())
            expected.pop_back();

        const size_t n = std::max(expected.size(), got.size());
        for (size_t i = 0; i < n; ++i) {
            const std::string e = i < expected.size() ? expected[i] : std::string("(no line: the golden trace ends)");
            const std::string g = i < got.size() ? got[i] : std::string("(no line: the trace ends)");
            if (e != g) {
                size_t differing = 0;
                for (size_t j = i; j < n; ++j)
                    differing += j >= expected.size() || j >= got.size() || expected[j] != got[j] ? 1 : 0;
                QFAIL(qPrintable(QStringLiteral("%1, line %2 (of %3 lines, %4 differ from here on):\n   expected: %5\n   got:      %6\n"
                                                "If the change of play is meant: FORTUNA_UPDATE_GOLDEN=1 rewrites the golden files; "
                                                "review them with git diff.")
                                     .arg(file.fileName())
                                     .arg(i + 1)
                                     .arg(expected.size())
                                     .arg(differing)
                                     .arg(QString::fromStdString(e), QString::fromStdString(g))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TraceTest)
#include "tracetest.moc"
