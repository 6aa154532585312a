// SPDX-License-Identifier: GPL-3.0-or-later
#include "play.h"

#include <algorithm>

namespace fortuna::testing
{

Policy seats(const std::vector<ai::Agent *> &agents)
{
    return [agents](const rules::Game &game, int seat) {
        return agents[size_t(seat)]->decide(game);
    };
}

Policy seats(const std::vector<std::unique_ptr<ai::Agent>> &agents)
{
    std::vector<ai::Agent *> raw;
    for (const auto &agent : agents)
        raw.push_back(agent.get());
    return seats(raw);
}

rules::Decision firstLegal(const rules::Game &game, int)
{
    switch (game.phase()) {
    case rules::Phase::Place:
        return rules::Decision::placing(game.legalPlacements().front());
    case rules::Phase::Deploy:
        return rules::Decision::deploying(rules::Deployment::none());
    case rules::Phase::Plague: {
        const rules::FollowerInfo f = game.legalPlagueRemovals().front();
        return rules::Decision::plague(f.at, f.feature, f.port);
    }
    case rules::Phase::ChooseTile:
    case rules::Phase::GameOver:
        break;
    }
    return rules::Decision::choosing(0);
}

Played playToEnd(rules::Game &game, const Policy &policy, const Play &play)
{
    Played out;
    auto stopped = [&]() {
        out.aborted = play.abort && play.abort();
        if (out.aborted)
            out.failure = "a check failed at decision " + std::to_string(out.decisions);
        return out.aborted;
    };
    while (game.phase() != rules::Phase::GameOver && (play.limit < 0 || out.decisions < play.limit)) {
        if (play.until && play.until(game))
            break;
        const int seat = game.actingPlayer();
        const rules::Decision d = policy(game, seat);
        const Step step{game, d, seat, out.decisions};
        if (play.before) {
            play.before(step);
            if (stopped())
                break;
        }
        const rules::Status s = play.apply ? play.apply(game, d) : game.apply(d);
        if (!s) {
            out.failure = "decision " + std::to_string(out.decisions) + " (turn " + std::to_string(game.turn()) + ", seat " + std::to_string(seat)
                + ") refused: " + s.message;
            break;
        }
        ++out.decisions;
        if (play.after) {
            play.after(step);
            if (stopped())
                break;
        }
        if (out.decisions > play.guard) {
            out.failure = "the game does not end";
            break;
        }
    }
    out.over = game.phase() == rules::Phase::GameOver;
    return out;
}

} // namespace fortuna::testing

namespace fortuna::testing
{

std::vector<ExactMove> lastTileMoves(const rules::Game &game)
{
    std::vector<ExactMove> out;
    if (game.phase() != rules::Phase::Place || game.tilesLeft() != 0)
        return out;
    const int me = game.currentPlayer();
    for (const rules::Placement &p : game.legalPlacements()) {
        rules::Game placed = game;
        if (!placed.place(p))
            continue;
        for (const rules::Deployment &d : placed.legalDeployments()) {
            rules::Game after = placed;
            if (!after.deploy(d) || after.phase() != rules::Phase::GameOver)
                continue;
            int best = -1000000;
            for (int o = 0; o < after.playerCount(); ++o) {
                if (o != me)
                    best = std::max(best, after.score(o));
            }
            out.push_back(ExactMove{p, d, after.score(me) - best});
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const ExactMove &a, const ExactMove &b) {
        return a.margin > b.margin;
    });
    return out;
}

SpoiltGame spoiltGame(uint64_t seed)
{
    SpoiltGame s;
    s.setup.seed = seed;
    s.setup.players = 2;
    std::optional<rules::Game> game = rules::Game::create(s.setup);
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (int p = 0; p < 2; ++p)
        agents.push_back(ai::makeAgent("normal", rules::mixSeed(seed, 0, uint64_t(p))));
    Play play;
    play.before = [&](const Step &step) {
        if (step.game.phase() == rules::Phase::Place && step.game.tilesLeft() == 0) {
            s.lastPlace = step.index;
            s.seat = step.seat;
            s.lastMoves = lastTileMoves(step.game);
        }
        if (step.game.phase() == rules::Phase::Plague && step.game.legalPlagueRemovals().size() == 1 && s.forcedPlague < 0) {
            s.forcedPlague = step.index;
            s.forcedSeat = step.seat;
        }
        s.decisions.push_back(step.decision);
    };
    playToEnd(*game, seats(agents), play);
    if (s.lastPlace >= 0 && !s.lastMoves.empty()) {
        s.decisions.resize(size_t(s.lastPlace));
        s.decisions.push_back(rules::Decision::placing(s.lastMoves.back().placement));
        s.decisions.push_back(rules::Decision::deploying(s.lastMoves.back().deployment));
    }
    return s;
}

} // namespace fortuna::testing
