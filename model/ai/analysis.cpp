// SPDX-License-Identifier: GPL-3.0-or-later
// The post-game analysis: the game replayed once to find the decisions and draws, then the
// units of work spread over up to two threads (analysis.h).
#include "ai/analysis.h"
#include "ai/analysiswork.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace fortuna::ai
{

using namespace rules;

namespace
{

// A game's decisions and draws as units of work.
struct Work {
    std::vector<SearchPoint> points;
    std::vector<DrawPoint> draws;
};

std::string decisionError(size_t index, const std::string &why)
{
    return "decision " + std::to_string(index) + ": " + why;
}

// Replays the decisions once; the error of the first one the game refuses.
std::string collect(const Setup &setup, const std::vector<Decision> &decisions, int seat, Work &work)
{
    Setup s = setup;
    s.keepDraws = true; // the tiles each draw took (Game::draws())
    Status refused;
    std::optional<Game> g = Game::create(s, &refused);
    if (!g)
        return "setup: " + refused.message;
    if (!g->draws().empty() && g->phase() != Phase::GameOver) {
        DrawPoint d;
        d.setup = s;
        d.bag = g->bag();
        for (TileRef t : g->draws()) { // before the first draw these were in the bag too
            auto it = std::find_if(d.bag.begin(), d.bag.end(), [&](const Game::BagCount &b) {
                return b.tile == t;
            });
            if (it != d.bag.end())
                ++it->count;
            else
                d.bag.push_back(Game::BagCount{t, 1});
        }
        d.luck.turn = g->turn();
        d.luck.seat = g->currentPlayer();
        d.luck.tile = g->draws().front();
        if (g->pigSteps() > 0)
            d.luck.pig = g->pig();
        work.draws.push_back(std::move(d));
    }
    for (size_t i = 0; i < decisions.size(); ++i) {
        const Decision &d = decisions[i];
        const Phase phase = g->phase();
        if (phase == Phase::GameOver)
            return decisionError(i, "the game is already over");
        const int acting = g->actingPlayer();
        if (seat < 0 || acting == seat) {
            const size_t before = work.points.size();
            if (phase == Phase::Place && i + 1 < decisions.size() && decisions[i + 1].phase == Phase::Deploy)
                work.points.push_back(SearchPoint{*g, int(i), acting, MoveKind::Place, AnalysedMove{d, decisions[i + 1].deployment}});
            else if (phase == Phase::ChooseTile && d.phase == Phase::ChooseTile && g->drawnPlaceable(d.choose))
                work.points.push_back(SearchPoint{*g, int(i), acting, MoveKind::Choose, AnalysedMove{d, {}}});
            else if (phase == Phase::Plague)
                work.points.push_back(SearchPoint{*g, int(i), acting, MoveKind::Plague, AnalysedMove{d, {}}});
            if (work.points.size() > before)
                work.points.back().game.clearForcedDraws(); // a network game's draws still to come
        }
        std::optional<DrawPoint> draw;
        const size_t drawsBefore = g->draws().size();
        const long pigBefore = g->pigSteps();
        if (phase == Phase::Deploy && g->tilesLeft() > 0) {
            draw.emplace();
            draw->pre = *g;
            draw->pre->clearForcedDraws();
            draw->decision = d;
            draw->setup = s;
            draw->bag = g->bag();
        }
        if (const Status st = g->apply(d); !st)
            return decisionError(i, st.message);
        if (draw && g->draws().size() > drawsBefore) {
            draw->luck.turn = g->turn();
            draw->luck.seat = g->currentPlayer();
            draw->luck.tile = g->draws()[drawsBefore];
            if (g->pigSteps() != pigBefore)
                draw->luck.pig = g->pig();
            work.draws.push_back(std::move(*draw));
        }
    }
    return {};
}

void summarise(GameAnalysis &a, int players, int seat)
{
    for (int s = 0; s < players; ++s) {
        if (seat >= 0 && s != seat)
            continue;
        SeatReview r;
        r.seat = s;
        for (const DecisionReview &d : a.decisions) {
            if (d.seat != s)
                continue;
            ++r.decisions;
            r.lost += d.lost;
            r.inaccuracies += d.label == MoveLabel::Inaccuracy ? 1 : 0;
            r.mistakes += d.label == MoveLabel::Mistake ? 1 : 0;
            r.blunders += d.label == MoveLabel::Blunder ? 1 : 0;
        }
        r.meanLost = r.decisions > 0 ? r.lost / r.decisions : 0;
        for (const DrawLuck &l : a.draws)
            r.luck += l.luck[size_t(s)];
        a.seats.push_back(r);
    }
}

} // namespace

AnalysisOutcome analyseGame(const Setup &setup,
                            const std::vector<Decision> &decisions,
                            const AnalysisConfig &config,
                            const AnalysisProgress &progress,
                            const std::atomic<bool> *cancel)
{
    AnalysisOutcome out;
    Work work;
    out.error = collect(setup, decisions, config.seat, work);
    if (!out.error.empty())
        return out;
    const size_t total = work.points.size() + work.draws.size();
    std::vector<DecisionReview> reviews(work.points.size());
    std::atomic<size_t> next{0};
    std::atomic<bool> stopped{false};
    std::mutex progressMutex;
    int done = 0;
    auto run = [&] {
        AnalysisWorker w(setup.players);
        for (size_t job = next++; job < total && !stopped; job = next++) {
            if (job < work.points.size()) {
                const SearchPoint &p = work.points[job];
                if (!reviewDecision(w, p, config, mixSeed(setup.seed, 0xa4a1, uint64_t(p.index)), cancel, reviews[job]))
                    stopped = true;
            } else {
                weighDraw(w, work.draws[job - work.points.size()]);
            }
            if (cancel && cancel->load(std::memory_order_relaxed))
                stopped = true;
            std::lock_guard<std::mutex> lock(progressMutex);
            ++done;
            if (progress && !stopped)
                progress(done, int(total));
        }
    };
    const int threads = std::clamp(config.threads, 1, 2);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads && size_t(t) < total; ++t)
        pool.emplace_back(run);
    run();
    for (std::thread &t : pool)
        t.join();

    GameAnalysis &a = out.analysis.emplace();
    a.cancelled = stopped;
    if (a.cancelled)
        return out;
    a.decisions = std::move(reviews);
    for (const DrawPoint &d : work.draws)
        a.draws.push_back(d.luck);
    summarise(a, setup.players, config.seat);
    return out;
}

} // namespace fortuna::ai
