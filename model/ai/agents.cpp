// SPDX-License-Identifier: GPL-3.0-or-later
// The levels behind makeAgent().
#include "ai/agent.h"
#include "ai/levels.h"
#include "ai/moves.h"
#include "rules/randomplayer.h"

#include <charconv>
#include <optional>

namespace fortuna::ai
{

using namespace rules;

namespace
{

class RandomAgent final : public Agent
{
public:
    explicit RandomAgent(uint64_t seed)
        : m_player(seed)
    {
    }
    Decision decide(const Game &game) override
    {
        ++m_stats.decisions;
        return m_player.decide(game);
    }
    void reseed(uint64_t seed) override
    {
        m_player = RandomPlayer(seed);
        m_stats = {};
    }
    const AgentStats &stats() const override { return m_stats; }

private:
    RandomPlayer m_player;
    AgentStats m_stats;
};

// Easy and Normal: the best move one ply deep by an evaluator; `noise` points of uniform
// noise on each move's value make Easy less predictable (and weaker).
class OnePlyAgent final : public Agent
{
public:
    OnePlyAgent(std::unique_ptr<Evaluator> eval, double noise, uint64_t seed)
        : m_eval(std::move(eval))
        , m_noise(noise)
        , m_rng(seed)
    {
    }

    Decision decide(const Game &game) override
    {
        ++m_stats.decisions;
        switch (game.phase()) {
        case Phase::Plague:
            return plagueDecision(game, *m_eval);
        case Phase::ChooseTile:
            m_gen.chooseMoves(game, *m_eval, m_moves, 1);
            if (m_moves.empty())
                return fallback(game);
            return Decision::choosing(pick().choose);
        case Phase::Place: {
            m_eval->prepare(game);
            m_gen.placeMoves(game, *m_eval, m_moves);
            if (m_moves.empty())
                return fallback(game);
            const Candidate &c = pick();
            m_plan.set(game, c);
            return Decision::placing(c.placement);
        }
        case Phase::Deploy: {
            if (const std::optional<Deployment> planned = m_plan.take(game))
                return Decision::deploying(*planned);
            m_eval->prepare(game);
            m_gen.deployMoves(game, *m_eval, m_moves);
            if (m_moves.empty())
                return fallback(game);
            return Decision::deploying(pick().deployment);
        }
        case Phase::GameOver:
            break;
        }
        return Decision{};
    }

    void reseed(uint64_t seed) override
    {
        m_rng.reseed(seed);
        m_plan.reset();
        m_stats = {};
    }
    const AgentStats &stats() const override { return m_stats; }

private:
    double uniform() { return double(m_rng.next() >> 11) * (1.0 / 9007199254740992.0); }

    // The best move (with noise); exact ties go to a random one of them.
    const Candidate &pick()
    {
        size_t best = 0;
        double bestValue = -1e300;
        int ties = 0;
        for (size_t i = 0; i < m_moves.size(); ++i) {
            const double v = m_moves[i].value + (m_noise > 0 ? m_noise * uniform() : 0.0);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = i;
                ties = 1;
            } else if (v > bestValue - 1e-9 && m_rng.below(uint32_t(++ties)) == 0) {
                best = i;
            }
        }
        return m_moves[best];
    }

    Decision fallback(const Game &game)
    {
        RandomPlayer random(m_rng.next());
        return random.decide(game);
    }

    std::unique_ptr<Evaluator> m_eval;
    double m_noise;
    Rng m_rng;
    MoveGenerator m_gen;
    std::vector<Candidate> m_moves;
    TurnPlan m_plan;
    AgentStats m_stats;
};

// The ladder's parameters (how each rung plays: agent.h; measured: docs/benchmarks.md).
constexpr double NoviceNoise = 7; // points of uniform noise on Easy's greedy values
constexpr double BeginnerNoise = 4;
constexpr double CasualNoise = 6; // on Normal's evaluation without farms (two players)
constexpr double IntermediateNoise = 3; // on Normal's evaluation without farms (two players)
// With three players or more, blind to farms they fell below Easy (four players: Casual -76,
// Intermediate -8, Easy 0): there they see the farms, with this much noise on Normal's values.
constexpr double CasualNoiseMany = 3.5;
constexpr double IntermediateNoiseMany = 2;
constexpr int AdvancedPlayouts = 60; // Strong's search with this many playouts (one thread)
constexpr double MasterSeconds = 2.4; // CPU per decision, all threads (Strong: 1 s)
constexpr double MasterWallCap = 3.0; // wall clock per decision at most (a player's patience)
constexpr int MasterCandidates = 8; // root moves searched (Strong: 6)
constexpr double MasterMargin = 10; // ... within this many points of Normal's best (Strong: 8)

bool parseInt(std::string_view text, long &out)
{
    const char *end = text.data() + text.size();
    const auto r = std::from_chars(text.data(), end, out);
    return r.ec == std::errc() && r.ptr == end && out > 0;
}

} // namespace

std::unique_ptr<Agent> makeOnePly(std::unique_ptr<Evaluator> eval, double noise, uint64_t seed)
{
    return std::make_unique<OnePlyAgent>(std::move(eval), noise, seed);
}

std::unique_ptr<Agent> makeEasy(uint64_t seed)
{
    return std::make_unique<OnePlyAgent>(std::make_unique<ProvisionalEvaluator>(), 1.5, seed);
}

std::unique_ptr<Agent> makeNormal(uint64_t seed)
{
    return std::make_unique<OnePlyAgent>(std::make_unique<HeuristicEvaluator>(), 0.0, seed);
}

namespace
{

// The heuristic evaluation with one set of weights in two-player games and another in the others.
class PlayerCountEvaluator final : public Evaluator
{
public:
    PlayerCountEvaluator(const Weights &many, const Weights &two)
        : m_many(many)
        , m_two(two)
    {
    }
    void prepare(const Game &game) override
    {
        m_current = game.playerCount() == 2 ? &m_two : &m_many;
        m_current->prepare(game);
    }
    void values(const View &view, std::array<double, MaxPlayers> &out) override { m_current->values(view, out); }

private:
    HeuristicEvaluator m_many;
    HeuristicEvaluator m_two;
    HeuristicEvaluator *m_current = &m_many;
};

} // namespace

std::unique_ptr<Evaluator> makeHeuristic(const Weights &weights, const std::optional<Weights> &twoPlayer)
{
    if (!twoPlayer)
        return std::make_unique<HeuristicEvaluator>(weights);
    return std::make_unique<PlayerCountEvaluator>(weights, *twoPlayer);
}

std::optional<StrongConfig> strongConfig(std::string_view level)
{
    if (level == "strong")
        return StrongConfig{};
    // strong:N (playouts), strong:Nms (CPU milliseconds) or strong:Ncpu (the same, no wall-clock cap).
    constexpr std::string_view prefix = "strong:";
    if (level.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    std::string_view arg = level.substr(prefix.size());
    StrongConfig config;
    long n = 0;
    if (arg.size() > 2 && arg.substr(arg.size() - 2) == "ms") {
        if (!parseInt(arg.substr(0, arg.size() - 2), n))
            return std::nullopt;
        config.playouts = 0;
        config.seconds = double(n) / 1000.0;
    } else if (arg.size() > 3 && arg.substr(arg.size() - 3) == "cpu") {
        if (!parseInt(arg.substr(0, arg.size() - 3), n))
            return std::nullopt;
        config.playouts = 0;
        config.seconds = double(n) / 1000.0;
        config.wallCap = 1e9; // no wall-clock cap: benchmarks on a loaded machine
    } else {
        if (!parseInt(arg, n))
            return std::nullopt;
        config.playouts = int(n);
        config.seconds = 0;
    }
    return config;
}

namespace
{

// One level that plays one way in two-player games and another with more players (both made
// with the same seed; a game uses one of them throughout).
class PlayerCountAgent final : public Agent
{
public:
    PlayerCountAgent(std::unique_ptr<Agent> two, std::unique_ptr<Agent> many)
        : m_two(std::move(two))
        , m_many(std::move(many))
    {
    }
    Decision decide(const Game &game) override
    {
        Agent &agent = game.playerCount() == 2 ? *m_two : *m_many;
        const Decision d = agent.decide(game);
        m_stats = agent.stats();
        return d;
    }
    void reseed(uint64_t seed) override
    {
        m_two->reseed(seed);
        m_many->reseed(seed);
        m_stats = {};
    }
    const AgentStats &stats() const override { return m_stats; }

private:
    std::unique_ptr<Agent> m_two, m_many;
    AgentStats m_stats;
};

// The rungs of the ladder other than Easy, Normal and Strong (agent.h: ladderLevels()).
std::unique_ptr<Agent> makeRung(std::string_view level, uint64_t seed)
{
    if (level == "novice")
        return makeOnePly(std::make_unique<ProvisionalEvaluator>(), NoviceNoise, seed);
    if (level == "beginner")
        return makeOnePly(std::make_unique<ProvisionalEvaluator>(), BeginnerNoise, seed);
    if (level == "casual" || level == "intermediate") {
        const bool casual = level == "casual";
        Weights blind;
        blind.farmShare = 0;
        return std::make_unique<PlayerCountAgent>(makeOnePly(makeHeuristic(blind), casual ? CasualNoise : IntermediateNoise, seed),
                                                  makeOnePly(makeHeuristic(Weights{}), casual ? CasualNoiseMany : IntermediateNoiseMany, seed));
    }
    if (level == "skilled")
        return makeOnePly(makeHeuristic(Weights{}, twoPlayerWeights()), 0.0, seed);
    if (level == "advanced") {
        StrongConfig config;
        config.playouts = AdvancedPlayouts;
        config.seconds = 0;
        return makeStrong(config, seed);
    }
    if (level == "master") {
        StrongConfig config;
        config.seconds = MasterSeconds;
        config.wallCap = MasterWallCap;
        config.candidates = MasterCandidates;
        config.margin = MasterMargin;
        return makeStrong(config, seed);
    }
    return nullptr;
}

} // namespace

std::unique_ptr<Agent> makeAgent(std::string_view level, uint64_t seed)
{
    if (level == "random")
        return std::make_unique<RandomAgent>(seed);
    if (level == "easy")
        return makeEasy(seed);
    if (level == "normal")
        return makeNormal(seed);
    if (std::unique_ptr<Agent> rung = makeRung(level, seed))
        return rung;
    if (const std::optional<StrongConfig> config = strongConfig(level))
        return makeStrong(*config, seed);
    return nullptr;
}

std::vector<std::string_view> agentLevels()
{
    return {"random", "easy", "normal", "strong"};
}

const std::vector<LadderLevel> &ladderLevels()
{
    // The ratings: docs/benchmarks.md, "The ladder" (two-player games, Easy = 0; the deviation
    // is the 95 % interval's half-width / 1.96). Master's rests on 89 games against Strong only:
    // its interval still holds Strong's rating.
    static const std::vector<LadderLevel> ladder = {
        {"novice", "Novice", -212, 13},
        {"beginner", "Beginner", -116, 11},
        {"easy", "Easy", 0, 0},
        {"casual", "Casual", 111, 10},
        {"intermediate", "Intermediate", 225, 12},
        {"normal", "Normal", 402, 15},
        {"skilled", "Skilled", 489, 17},
        {"advanced", "Advanced", 603, 31},
        {"strong", "Strong", 696, 37},
        {"master", "Master", 736, 55},
    };
    return ladder;
}

const LadderLevel *ladderLevel(std::string_view level)
{
    for (const LadderLevel &l : ladderLevels())
        if (l.level == level)
            return &l;
    return nullptr;
}

} // namespace fortuna::ai
