// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/levels.h"
#include "ai/moves.h"
#include "ai/paired.h"
#include "ai/playout.h"
#include "rules/rng.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace fortuna::ai
{

using namespace rules;

namespace
{

using Clock = std::chrono::steady_clock;

// One searching thread's own copy of everything a playout touches (the root game is only
// read, so several workers share it).
struct Worker {
    std::optional<Game> sim;
    std::unique_ptr<Agent> rollout;
    HeuristicEvaluator leaf;
    std::vector<double> sum; // per candidate, this worker's rewards
    std::vector<long> count;
    // Selection: per candidate, its reward minus Normal's choice's on the same sweep (count,
    // sum, sum of squares); read once the workers are joined.
    std::vector<long> pn;
    std::vector<double> psum;
    std::vector<double> psq;
    // Duel: challenger minus incumbent, one per sweep: count, sum and sum of squares (written
    // by this worker, read by the others to stop a settled duel).
    std::atomic<long> dn{0};
    std::atomic<double> dsum{0};
    std::atomic<double> dsq{0};
    uint64_t sweeps = 0;
    long played = 0;
    double cpuBase = 0; // CPU this worker spent in the earlier phases of the decision
    double cpuStart = 0; // its thread's CPU clock when the current phase started
    std::atomic<double> cpu{0}; // CPU spent on this decision so far (read by the other workers)
};

class StrongAgent final : public Agent
{
public:
    StrongAgent(const StrongConfig &config, uint64_t seed)
        : m_config(config)
        , m_rng(seed)
    {
        int threads = config.threads;
        if (threads <= 0)
            threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 2u));
        if (config.playouts > 0 && config.seconds <= 0)
            threads = 1; // strong:N is deterministic
        m_workers = std::vector<Worker>(size_t(threads));
        for (size_t w = 0; w < m_workers.size(); ++w) {
            Worker &wk = m_workers[w];
            if (!config.normalRollouts)
                wk.rollout = makeEasy(seed + w);
            else if (config.tunedRollouts)
                wk.rollout = makeOnePly(std::make_unique<HeuristicEvaluator>(config.weights), 0.0, seed + w);
            else
                wk.rollout = makeNormal(seed + w);
        }
    }

    Decision decide(const Game &game) override
    {
        m_decideCpu = cpuNow();
        weighFor(game.playerCount());
        ++m_stats.decisions;
        m_note = MoveNote{};
        switch (game.phase()) {
        case Phase::Plague:
            return plagueDecision(game, m_eval);
        case Phase::ChooseTile: {
            m_gen.chooseMoves(game, m_eval, m_moves, 4);
            if (m_moves.empty())
                return Decision::choosing(firstPlaceable(game));
            sortCandidates(m_moves);
            const Candidate c = m_moves[search(game)];
            return Decision::choosing(c.choose);
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
        for (size_t w = 0; w < m_workers.size(); ++w)
            m_workers[w].rollout->reseed(seed + w);
        m_plan.reset();
        m_stats = {};
        m_note = {};
    }
    const AgentStats &stats() const override { return m_stats; }
    MoveNote lastNote() const override { return m_note; }

private:
    // The calling thread's CPU clock (the configuration's, for tests).
    double cpuNow() const { return m_config.cpuClock ? m_config.cpuClock() : threadCpu(); }

    static int firstPlaceable(const Game &game)
    {
        for (int i = 0; i < int(game.drawnTiles().size()); ++i) {
            if (game.drawnPlaceable(i))
                return i;
        }
        return 0;
    }

    // The evaluation (candidates and cut-off) for a game of `players`.
    void weighFor(int players)
    {
        if (players == m_players)
            return;
        m_players = players;
        const Weights &w = weightsFor(m_config, players);
        m_eval = HeuristicEvaluator(w);
        for (Worker &wk : m_workers)
            wk.leaf = HeuristicEvaluator(m_config.leafWeights.value_or(w));
    }

    // Runs `body(worker, index)` on every worker, the first on this thread.
    template<typename F>
    void onWorkers(F &&body)
    {
        if (m_workers.size() == 1) {
            body(m_workers[0], size_t(0));
            return;
        }
        std::vector<std::thread> threads;
        for (size_t w = 1; w < m_workers.size(); ++w)
            threads.emplace_back([&, w] {
                body(m_workers[w], w);
            });
        body(m_workers[0], size_t(0));
        for (std::thread &t : threads)
            t.join();
    }

    // Sequential halving over the sorted m_moves down to one challenger of Normal's choice
    // (index 0), then a paired duel on fresh draws; returns the chosen index and fills m_note.
    size_t search(const Game &root)
    {
        const int me = root.currentPlayer();
        m_note.valid = true;
        m_note.placement = m_moves.front().placement;
        m_note.deployment = m_moves.front().deployment;
        m_note.value = m_moves.front().value;
        if (root.phase() == Phase::ChooseTile)
            m_eval.prepare(root); // chooseMoves left it prepared for one of the drawn tiles
        const View rootView = viewOf(root);
        m_note.before = m_eval.relative(rootView, me);
        size_t k = 1;
        size_t cap = size_t(std::max(1, m_config.candidates));
        if (m_config.playouts > 0)
            cap = std::min(cap, size_t(m_config.playouts / 4)); // each candidate gets a few playouts
        if (m_config.distinct)
            dropTurnedCopies(root, m_moves, cap);
        while (k < m_moves.size() && k < cap && m_moves[k].value >= m_moves.front().value - m_config.margin)
            ++k;
        if (k == 1)
            return 0;
        // Normal's values weigh the opponents as Normal does, a playout's reward as `standing`
        // does: a note's `before` is measured as its `value` is (the cut-off's evaluation).
        m_workers.front().leaf.prepare(root);
        m_searchedBefore = standing(m_workers.front().leaf, rootView, me);
        if (root.phase() == Phase::Place && root.tilesLeft() == 0)
            return lastTile(root, k);
        const auto start = Clock::now();
        const bool timed = m_config.seconds > 0;
        const bool counted = m_config.playouts > 0;
        const double deadline = m_config.seconds * 0.97;
        const double wallCap = m_config.wallCap > 0 ? m_config.wallCap : 3.0 * m_config.seconds;
        auto wall = [&] {
            return std::chrono::duration<double>(Clock::now() - start).count();
        };
        // CPU spent on the decision by all the workers (the candidates' generation included).
        auto spent = [&] {
            double t = 0;
            for (const Worker &wk : m_workers)
                t += wk.cpu.load(std::memory_order_relaxed);
            return t;
        };
        auto outOfTime = [&](double until) {
            return spent() >= until || wall() >= wallCap;
        };
        const uint64_t base = m_rng.next();
        std::atomic<long> played{0};
        std::atomic<bool> over{stopRequested()}; // cancelled: Normal's choice, unsearched
        for (size_t w = 0; w < m_workers.size(); ++w) {
            Worker &wk = m_workers[w];
            wk.sum.assign(k, 0.0);
            wk.count.assign(k, 0);
            wk.pn.assign(k, 0);
            wk.psum.assign(k, 0.0);
            wk.psq.assign(k, 0.0);
            wk.dn.store(0, std::memory_order_relaxed);
            wk.dsum.store(0, std::memory_order_relaxed);
            wk.dsq.store(0, std::memory_order_relaxed);
            wk.sweeps = 0;
            wk.played = 0;
            wk.cpuBase = w == 0 ? cpuNow() - m_decideCpu : 0.0;
            wk.cpu.store(wk.cpuBase, std::memory_order_relaxed);
        }
        // One sweep of worker `w`: the same sampled draws for every candidate in `alive`.
        auto sweep = [&](Worker &wk, size_t w, const std::vector<size_t> &alive, bool duel) {
            const uint64_t seed = mixSeed(base, w, wk.sweeps++);
            double first = 0;
            for (size_t j = 0; j < alive.size(); ++j) {
                const size_t i = alive[j];
                const double r = playout(wk, root, m_moves[i], seed);
                wk.sum[i] += r;
                ++wk.count[i];
                ++wk.played;
                played.fetch_add(1, std::memory_order_relaxed);
                if (j == 0)
                    first = r; // alive[0] is Normal's choice
                else if (!duel && alive[0] == 0) {
                    const double d = r - first;
                    ++wk.pn[i];
                    wk.psum[i] += d;
                    wk.psq[i] += d * d;
                } else if (duel) {
                    const double d = r - first;
                    wk.dsum.store(wk.dsum.load(std::memory_order_relaxed) + d, std::memory_order_relaxed);
                    wk.dsq.store(wk.dsq.load(std::memory_order_relaxed) + d * d, std::memory_order_relaxed);
                    wk.dn.fetch_add(1, std::memory_order_release);
                }
                // Checked after every playout, not every sweep, so that the budget holds
                // (a sweep cut short leaves a candidate one reward behind: negligible).
                wk.cpu.store(wk.cpuBase + cpuNow() - wk.cpuStart, std::memory_order_relaxed);
                if ((timed && outOfTime(deadline)) || stopRequested() || over.load(std::memory_order_relaxed)) {
                    over.store(true, std::memory_order_relaxed);
                    return;
                }
            }
        };
        auto mean = [&](size_t i) {
            double t = 0;
            long n = 0;
            for (const Worker &wk : m_workers) {
                t += wk.sum[i];
                n += wk.count[i];
            }
            return n > 0 ? t / double(n) : -1e300;
        };
        // The duel's paired differences pooled over the workers.
        auto duelStats = [&] {
            long n = 0;
            double sum = 0, sq = 0;
            for (const Worker &wk : m_workers) {
                n += wk.dn.load(std::memory_order_acquire);
                sum += wk.dsum.load(std::memory_order_relaxed);
                sq += wk.dsq.load(std::memory_order_relaxed);
            }
            return Paired::of(n, sum, sq);
        };
        // The duel stops once its verdict (t > confidence) is beyond doubt: the rest of the
        // budget would not change the move (so clear decisions take a fraction of the second).
        auto settled = [&] {
            if (m_config.settle <= 0)
                return false;
            const Paired d = duelStats();
            return d.n >= m_config.settleAfter && (d.exact || std::abs(d.t - m_config.confidence) > m_config.settle);
        };
        // Runs sweeps on every worker until `sweeps` more were played (counted) or the workers'
        // CPU passes `until` (timed).
        auto runPhase = [&](const std::vector<size_t> &alive, long sweeps, double until, bool duel) {
            std::atomic<long> claimed{0};
            onWorkers([&](Worker &wk, size_t w) {
                wk.cpuStart = cpuNow();
                wk.cpuBase = wk.cpu.load(std::memory_order_relaxed);
                while (!over.load(std::memory_order_relaxed)) {
                    if (counted) {
                        if (claimed.fetch_add(1) >= sweeps)
                            break;
                        if (played.load() + long(alive.size()) > m_config.playouts)
                            break;
                    }
                    sweep(wk, w, alive, duel);
                    if (!counted && outOfTime(until))
                        break;
                    if (duel && settled()) {
                        over.store(true, std::memory_order_relaxed);
                        break;
                    }
                }
            });
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
        for (int round = 0; round < rounds && !over; ++round) {
            const int roundsLeft = rounds - round;
            const long sweeps = counted ? std::max<long>(1, (selectPlayouts - played) / roundsLeft / long(alive.size())) : 0;
            const double roundEnd = timed ? spent() + (selectEnd - spent()) / roundsLeft : 0;
            runPhase(alive, sweeps, roundEnd, false);
            std::stable_sort(alive.begin() + 1, alive.end(), [&](size_t a, size_t b) {
                return mean(a) > mean(b);
            });
            alive.resize(std::max<size_t>(2, (alive.size() + 2) / 2)); // alive[0] is Normal's choice
        }
        if (alive.size() > 2) // ran out during the selection: the best challenger so far
            std::stable_sort(alive.begin() + 1, alive.end(), [&](size_t a, size_t b) {
                return mean(a) > mean(b);
            });
        const size_t challenger = alive[1];
        // The duel is skipped when even the selection's rewards, which flatter the challenger
        // (it was kept for its luck too), put it well below Normal's choice.
        if (m_config.settle > 0 && !over) {
            long n = 0;
            double sum = 0, sq = 0;
            for (const Worker &wk : m_workers) {
                n += wk.pn[challenger];
                sum += wk.psum[challenger];
                sq += wk.psq[challenger];
            }
            const Paired p = Paired::of(n, sum, sq);
            if (p.n >= m_config.settleAfter && ((p.exact && p.mean <= 0) || (p.t < 0 && p.t < m_config.confidence - m_config.settle)))
                over.store(true, std::memory_order_relaxed);
        }

        // 2. Duel on fresh draws (the selection's own rewards would favour the challenger,
        //    which was picked for its luck as much as for its merit).
        for (Worker &wk : m_workers) {
            wk.sum.assign(k, 0.0);
            wk.count.assign(k, 0);
        }
        const std::vector<size_t> duel{0, challenger};
        runPhase(duel, counted ? (m_config.playouts - played) / 2 : 0, deadline, true);
        ++m_stats.searches;
        m_stats.playouts += played;
        m_stats.searchSeconds += wall();
        m_stats.searchCpu += spent();
        m_note.playouts = played;
        const Paired d = duelStats();
        if (d.n >= 2) {
            m_note.value = mean(0);
            m_note.before = m_searchedBefore;
        }
        if (d.n < 2 || d.t <= m_config.confidence)
            return 0;
        ++m_stats.overruled;
        m_note.placement = m_moves[challenger].placement;
        m_note.deployment = m_moves[challenger].deployment;
        m_note.value = mean(challenger);
        m_note.before = m_searchedBefore;
        return challenger;
    }

    // The last tile: nothing is left to draw, so one playout of each of the first k moves
    // values it exactly (the search's sampling would spend its whole budget on the same
    // numbers). Normal's choice unless another move is better.
    size_t lastTile(const Game &root, size_t k)
    {
        const auto start = Clock::now();
        Worker &wk = m_workers[0];
        const uint64_t seed = m_rng.next();
        size_t best = 0;
        double bestValue = -1e300;
        for (size_t i = 0; i < k; ++i) {
            const double r = playout(wk, root, m_moves[i], seed);
            if (r > bestValue) {
                best = i;
                bestValue = r;
            }
        }
        ++m_stats.searches;
        m_stats.overruled += best != 0 ? 1 : 0;
        m_stats.playouts += long(k);
        m_stats.searchSeconds += std::chrono::duration<double>(Clock::now() - start).count();
        m_stats.searchCpu += cpuNow() - m_decideCpu;
        m_note.playouts = long(k);
        m_note.placement = m_moves[best].placement;
        m_note.deployment = m_moves[best].deployment;
        m_note.value = bestValue;
        m_note.before = m_searchedBefore;
        return best;
    }

    double playout(Worker &wk, const Game &root, const Candidate &c, uint64_t seed)
    {
        const int me = root.actingPlayer();
        Game &sim = assign(wk.sim, root);
        sim.redeterminize(seed);
        wk.rollout->reseed(seed ^ 0x5bd1e995ULL);
        if (c.choose >= 0) {
            sim.chooseTile(c.choose);
            while (sim.phase() == Phase::Plague) {
                if (!sim.apply(wk.rollout->decide(sim)))
                    break;
            }
        }
        if (!sim.place(c.placement) || !sim.deploy(c.deployment))
            return -1e6; // cannot happen: the candidate was legal
        rollOut(sim, *wk.rollout, m_config.depth > 0 ? m_config.depth : automaticDepth(root.playerCount()));
        wk.leaf.prepare(sim);
        return standing(wk.leaf, viewOf(sim), me);
    }

    // A playout's reward: the mover's value minus the best opponent's (`leader`, `soft`).
    double standing(Evaluator &eval, const View &view, int me) const
    {
        if (m_config.soft <= 0)
            return eval.relative(view, me, m_config.leader);
        std::array<double, MaxPlayers> v{};
        eval.values(view, v);
        return softStanding(v, view.players, me, m_config.soft * std::sqrt(double(view.turnsLeft) / view.players));
    }

    StrongConfig m_config;
    Rng m_rng;
    HeuristicEvaluator m_eval;
    MoveGenerator m_gen;
    std::vector<Candidate> m_moves;
    std::vector<Worker> m_workers;
    TurnPlan m_plan;
    AgentStats m_stats;
    MoveNote m_note;
    double m_searchedBefore = 0; // the mover's standing before the move, as the playouts value it
    double m_decideCpu = 0; // the deciding thread's CPU clock when decide() was called
    int m_players = 0; // the player count the evaluators are weighed for
};

} // namespace

std::unique_ptr<Agent> makeStrong(const StrongConfig &config, uint64_t seed)
{
    return std::make_unique<StrongAgent>(config, seed);
}

} // namespace fortuna::ai
