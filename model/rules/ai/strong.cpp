// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/ai/levels.h"
#include "rules/ai/moves.h"
#include "rules/rng.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace fortuna::rules::ai {

namespace {

using Clock = std::chrono::steady_clock;

class StrongAgent final : public Agent
{
public:
    StrongAgent(const StrongConfig &config, uint64_t seed)
        : m_config(config)
        , m_rng(seed)
        , m_rollout(config.normalRollouts ? makeNormal(seed) : makeEasy(seed))
    {
    }

    Decision decide(const Game &game) override
    {
        ++m_stats.decisions;
        switch (game.phase()) {
        case Phase::Plague:
            return plagueDecision(game, m_eval);
        case Phase::ChooseTile: {
            m_gen.chooseMoves(game, m_eval, m_moves, 4);
            if (m_moves.empty())
                return Decision::choosing(firstPlaceable(game));
            sortCandidates(m_moves);
            return Decision::choosing(m_moves[search(game)].choose);
        }
        case Phase::Place: {
            m_eval.prepare(game);
            m_gen.placeMoves(game, m_eval, m_moves);
            if (m_moves.empty())
                return Decision::placing(game.legalPlacements().front());
            sortCandidates(m_moves);
            const Candidate c = m_moves[search(game)];
            m_plan.set(game, c);
            return Decision::placing(c.placement);
        }
        case Phase::Deploy: {
            if (const std::optional<Deployment> planned = m_plan.take(game))
                return Decision::deploying(*planned);
            m_eval.prepare(game);
            m_gen.deployMoves(game, m_eval, m_moves);
            sortCandidates(m_moves);
            return Decision::deploying(m_moves.empty() ? Deployment::none() : m_moves.front().deployment);
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
    static int firstPlaceable(const Game &game)
    {
        for (int i = 0; i < int(game.drawnTiles().size()); ++i) {
            if (game.drawnPlaceable(i))
                return i;
        }
        return 0;
    }

    // Sequential halving over the sorted m_moves down to one challenger of Normal's choice
    // (index 0), then a paired duel on fresh draws; returns the chosen index.
    size_t search(const Game &root)
    {
        size_t k = 1;
        size_t cap = size_t(std::max(1, m_config.candidates));
        if (m_config.playouts > 0)
            cap = std::min(cap, size_t(m_config.playouts / 4)); // each candidate gets a few playouts
        while (k < m_moves.size() && k < cap && m_moves[k].value >= m_moves.front().value - m_config.margin)
            ++k;
        if (k == 1)
            return 0;
        const auto start = Clock::now();
        const bool timed = m_config.seconds > 0;
        const bool counted = m_config.playouts > 0;
        const double deadline = m_config.seconds * 0.95;
        auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
        const uint64_t base = m_rng.next();
        uint64_t sweep = 0;
        long played = 0;
        bool stop = stopRequested(); // cancelled: Normal's choice, unsearched

        // Plays one sweep (the same draws for every candidate in `alive`), recording rewards.
        std::vector<std::vector<double>> rewards(k);
        auto runSweep = [&](const std::vector<size_t> &alive) {
            const uint64_t seed = mixSeed(base, sweep++);
            for (size_t i : alive) {
                rewards[i].push_back(playout(root, m_moves[i], seed));
                ++played;
            }
            if ((timed && elapsed() >= deadline) || stopRequested())
                stop = true;
        };
        auto mean = [&](size_t i, size_t from) {
            double t = 0;
            for (size_t j = from; j < rewards[i].size(); ++j)
                t += rewards[i][j];
            return rewards[i].size() > from ? t / double(rewards[i].size() - from) : -1e300;
        };

        // 1. Selection: sequential halving, Normal's choice always kept, until one challenger
        //    is left; `selectShare` of the budget.
        const long selectPlayouts = counted ? long(m_config.playouts * m_config.selectShare) : 0;
        const double selectEnd = deadline * m_config.selectShare;
        std::vector<size_t> alive(k);
        for (size_t i = 0; i < k; ++i)
            alive[i] = i;
        int rounds = 0;
        for (size_t n = k; n > 2; n = (n + 2) / 2)
            ++rounds;
        for (int round = 0; round < rounds && !stop; ++round) {
            const int roundsLeft = rounds - round;
            const long sweeps = counted ? std::max<long>(1, (selectPlayouts - played) / roundsLeft / long(alive.size())) : 0;
            const double roundEnd = timed ? elapsed() + (selectEnd - elapsed()) / roundsLeft : 0;
            for (long s = 0; !stop; ++s) {
                if (counted && (s >= sweeps || played + long(alive.size()) > m_config.playouts))
                    break;
                runSweep(alive);
                if (!counted && elapsed() >= roundEnd)
                    break;
            }
            std::stable_sort(alive.begin() + 1, alive.end(), [&](size_t a, size_t b) { return mean(a, 0) > mean(b, 0); });
            alive.resize(std::max<size_t>(2, (alive.size() + 2) / 2)); // alive[0] is Normal's choice
        }
        if (alive.size() > 2) // ran out during the selection: the best challenger so far
            std::stable_sort(alive.begin() + 1, alive.end(), [&](size_t a, size_t b) { return mean(a, 0) > mean(b, 0); });
        const size_t challenger = alive[1];

        // 2. Duel on fresh draws (the selection's own rewards would favour the challenger,
        //    which was picked for its luck as much as for its merit).
        const size_t from = rewards[challenger].size();
        const size_t fromIncumbent = rewards[0].size();
        const std::vector<size_t> duel{0, challenger};
        while (!stop) {
            if (counted && played + 2 > m_config.playouts)
                break;
            runSweep(duel);
        }
        m_stats.playouts += played;
        m_stats.searchSeconds += elapsed();
        const size_t n = rewards[challenger].size() - from;
        if (n < 2)
            return 0;
        double sum = 0, sq = 0;
        for (size_t j = 0; j < n; ++j) {
            const double d = rewards[challenger][from + j] - rewards[0][fromIncumbent + j];
            sum += d;
            sq += d * d;
        }
        const double m = sum / double(n);
        const double var = std::max(0.0, (sq - double(n) * m * m) / double(n - 1));
        return m > m_config.confidence * std::sqrt(var / double(n)) ? challenger : 0;
    }

    double playout(const Game &root, const Candidate &c, uint64_t seed)
    {
        const int me = root.phase() == Phase::Plague ? root.plaguePlayer() : root.currentPlayer();
        Game &sim = assign(m_sim, root);
        sim.redeterminize(seed);
        m_rollout->reseed(seed ^ 0x5bd1e995ULL);
        if (c.choose >= 0) {
            sim.chooseTile(c.choose);
            while (sim.phase() == Phase::Plague) {
                if (!sim.apply(m_rollout->decide(sim)))
                    break;
            }
        }
        if (!sim.place(c.placement) || !sim.deploy(c.deployment))
            return -1e6; // cannot happen: the candidate was legal
        int turns = 0;
        int guard = 0;
        while (sim.phase() != Phase::GameOver && turns < m_config.depth && ++guard < 64) {
            const Phase phase = sim.phase();
            if (!sim.apply(m_rollout->decide(sim)))
                break;
            if (phase == Phase::Deploy)
                ++turns;
        }
        m_leaf.prepare(sim);
        return m_leaf.relative(viewOf(sim), me);
    }

    StrongConfig m_config;
    Rng m_rng;
    HeuristicEvaluator m_eval;
    HeuristicEvaluator m_leaf;
    MoveGenerator m_gen;
    std::vector<Candidate> m_moves;
    std::unique_ptr<Agent> m_rollout;
    std::optional<Game> m_sim;
    TurnPlan m_plan;
    AgentStats m_stats;
};

} // namespace

std::unique_ptr<Agent> makeStrong(const StrongConfig &config, uint64_t seed)
{
    return std::make_unique<StrongAgent>(config, seed);
}

} // namespace fortuna::rules::ai
