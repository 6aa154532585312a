// SPDX-License-Identifier: GPL-3.0-or-later
// The post-game analysis' units of work: one decision searched, one draw weighed (analysis.h).
#include "ai/analysiswork.h"
#include "ai/levels.h"
#include "ai/paired.h"
#include "ai/playout.h"
#include "rules/catalogue.h"

#include <cmath>

namespace fortuna::ai
{

using namespace rules;

AnalysisWorker::AnalysisWorker(int players)
    : eval(weightsFor(StrongConfig{}, players))
    , leaf(weightsFor(StrongConfig{}, players))
    , rollout(makeNormal(0))
{
}

namespace
{

std::array<double, MaxPlayers> margins(const std::array<double, MaxPlayers> &values, int players)
{
    std::array<double, MaxPlayers> m{};
    for (int s = 0; s < players; ++s)
        m[size_t(s)] = relativeValue(values, players, s, 1.0);
    return m;
}

// The same land feature of the tile laid with `placement` (ports may name it differently).
bool sameDeployment(const Game &game, const Placement &placement, const Deployment &a, const Deployment &b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case Deployment::Kind::None:
        return true;
    case Deployment::Kind::Crown:
        return a.sector == b.sector && a.slot == b.slot;
    case Deployment::Kind::Feature:
        break;
    }
    if (a.feature != b.feature)
        return false;
    const TileType &type = Catalogue::instance().type(game.currentTile());
    return localFeatureAt(type, a.feature, a.port, placement.rotation) == localFeatureAt(type, b.feature, b.port, placement.rotation);
}

// The index in `moves` of the move played (the same move, or a symmetric tile's turned copy
// of it), or -1.
int findPlayed(const Game &game, const std::vector<Candidate> &moves, const AnalysedMove &played)
{
    const Candidate asCandidate{-1, played.decision.placement, played.deployment, 0};
    for (size_t i = 0; i < moves.size(); ++i) {
        const Candidate &c = moves[i];
        if ((c.placement == played.decision.placement && sameDeployment(game, c.placement, c.deployment, played.deployment))
            || sameMoveTurned(game, c, asCandidate))
            return int(i);
    }
    return -1;
}

// The candidates of a decision (the move played among them, at *playedAt); the number of
// distinct legal moves in *distinct.
std::vector<AnalysedMove> candidates(AnalysisWorker &w, const SearchPoint &p, const AnalysisConfig &config, size_t *playedAt, int *distinct)
{
    const Game &g = p.game;
    std::vector<AnalysedMove> out;
    int played = -1;
    switch (p.kind) {
    case MoveKind::Place: {
        w.eval.prepare(g);
        w.gen.placeMoves(g, w.eval, w.moves);
        sortCandidates(w.moves);
        dropTurnedCopies(g, w.moves, w.moves.size());
        *distinct = int(w.moves.size());
        size_t k = 0;
        const size_t cap = size_t(std::max(1, config.candidates));
        while (k < w.moves.size() && k < cap && w.moves[k].value >= w.moves.front().value - config.margin)
            ++k;
        const int found = findPlayed(g, w.moves, p.played);
        for (size_t i = 0; i < k; ++i)
            out.push_back(AnalysedMove{Decision::placing(w.moves[i].placement), w.moves[i].deployment});
        if (found >= 0 && size_t(found) < k) {
            played = found;
        } else {
            out.push_back(found >= 0 ? AnalysedMove{Decision::placing(w.moves[size_t(found)].placement), w.moves[size_t(found)].deployment} : p.played);
            played = int(out.size()) - 1;
        }
        break;
    }
    case MoveKind::Choose: {
        const std::vector<TileRef> &drawn = g.drawnTiles();
        const TileRef playedTile = drawn[size_t(p.played.decision.choose)];
        for (int i = 0; i < int(drawn.size()); ++i) {
            bool seen = false;
            for (const AnalysedMove &m : out)
                seen = seen || drawn[size_t(m.decision.choose)] == drawn[size_t(i)];
            if (!g.drawnPlaceable(i) || seen)
                continue;
            if (drawn[size_t(i)] == playedTile)
                played = int(out.size());
            out.push_back(AnalysedMove{Decision::choosing(i), {}});
        }
        *distinct = int(out.size());
        break;
    }
    case MoveKind::Plague: {
        const Board &board = g.board();
        const Decision &d = p.played.decision;
        const int playedNode = board.filled(d.at) ? board.featureNode(board.cellIndexAt(d.at), d.feature, d.port) : -1;
        for (const FollowerInfo &f : g.legalPlagueRemovals()) {
            if (f.node == playedNode)
                played = int(out.size());
            out.push_back(AnalysedMove{Decision::plague(f.at, f.feature, f.port), {}});
        }
        *distinct = int(out.size());
        break;
    }
    }
    if (played < 0) { // cannot happen for a decision the game took; searched as given
        out.push_back(p.played);
        played = int(out.size()) - 1;
    }
    *playedAt = size_t(played);
    return out;
}

// The index in `moves` of `move` (the same move: a symmetric tile's turned copy, the same tile
// taken from a draw, the same follower given back), or moves.size().
size_t indexOfMove(const SearchPoint &p, const std::vector<AnalysedMove> &moves, const AnalysedMove &move)
{
    const Game &g = p.game;
    for (size_t i = 0; i < moves.size(); ++i) {
        const AnalysedMove &m = moves[i];
        switch (p.kind) {
        case MoveKind::Place: {
            const Candidate a{-1, m.decision.placement, m.deployment, 0};
            const Candidate b{-1, move.decision.placement, move.deployment, 0};
            if ((m.decision.placement == move.decision.placement && sameDeployment(g, m.decision.placement, m.deployment, move.deployment))
                || sameMoveTurned(g, a, b))
                return i;
            break;
        }
        case MoveKind::Choose: {
            const std::vector<TileRef> &drawn = g.drawnTiles();
            const size_t x = size_t(m.decision.choose), y = size_t(move.decision.choose);
            if (x < drawn.size() && y < drawn.size() && drawn[x] == drawn[y])
                return i;
            break;
        }
        case MoveKind::Plague: {
            const Board &board = g.board();
            auto node = [&](const Decision &d) {
                return board.filled(d.at) ? board.featureNode(board.cellIndexAt(d.at), d.feature, d.port) : -1;
            };
            if (node(m.decision) >= 0 && node(m.decision) == node(move.decision))
                return i;
            break;
        }
        }
    }
    return moves.size();
}

// One playout of `move` on the draws of `seed`: the mover's margin at the cut-off.
double playout(AnalysisWorker &w, const SearchPoint &p, const AnalysedMove &move, uint64_t seed)
{
    Game &sim = assign(w.sim, p.game);
    sim.redeterminize(seed);
    w.rollout->reseed(seed ^ 0x5bd1e995ULL);
    int depth = automaticDepth(sim.playerCount());
    if (p.kind == MoveKind::Place) {
        if (!sim.place(move.decision.placement) || !sim.deploy(move.deployment))
            return -1e6; // cannot happen: the move was legal
    } else {
        if (!sim.apply(move.decision))
            return -1e6;
        depth += 1; // the turn the choice or the plague is part of
    }
    rollOut(sim, *w.rollout, depth);
    w.leaf.prepare(sim);
    std::array<double, MaxPlayers> v{};
    w.leaf.values(viewOf(sim), v);
    return relativeValue(v, sim.playerCount(), p.seat, 1.0);
}

// Applies Normal's choice for every follower the Plague takes now.
void settlePlagues(Game &g, Evaluator &eval)
{
    for (int guard = 0; g.phase() == Phase::Plague && guard < 64; ++guard) {
        if (!g.apply(plagueDecision(g, eval)))
            break;
    }
}

// Every seat's margin after the mover of `g` (just after its draw) plays Normal's best move.
std::array<double, MaxPlayers> marginsAfterBestMove(AnalysisWorker &w, Game &g)
{
    settlePlagues(g, w.eval);
    std::array<double, MaxPlayers> v{};
    if (g.phase() == Phase::ChooseTile)
        w.gen.chooseMoves(g, w.eval, w.moves, 1);
    else if (g.phase() == Phase::Place) {
        w.eval.prepare(g);
        w.gen.placeMoves(g, w.eval, w.moves);
    } else
        w.moves.clear();
    if (w.moves.empty()) { // the game is over (or waits for nothing the mover decides)
        w.eval.prepare(g);
        w.eval.values(viewOf(g), v);
        return margins(v, g.playerCount());
    }
    sortCandidates(w.moves);
    const Candidate &best = w.moves.front();
    Game &after = assign(w.after, g);
    if (best.choose >= 0) {
        after.chooseTile(best.choose);
        settlePlagues(after, w.eval);
    }
    after.place(best.placement);
    after.deploy(best.deployment);
    w.eval.prepare(g);
    w.eval.values(viewAfterMove(g, after), v);
    return margins(v, g.playerCount());
}

} // namespace

MoveLabel Labels::of(double lost) const
{
    if (lost >= blunder)
        return MoveLabel::Blunder;
    if (lost >= mistake)
        return MoveLabel::Mistake;
    if (lost >= inaccuracy)
        return MoveLabel::Inaccuracy;
    return MoveLabel::None;
}

const char *moveKindName(MoveKind kind)
{
    constexpr const char *names[] = {"place", "choose", "plague"};
    return names[int(kind)];
}

const char *labelText(MoveLabel label)
{
    switch (label) {
    case MoveLabel::None:
        break;
    case MoveLabel::Inaccuracy:
        return "?!";
    case MoveLabel::Mistake:
        return "?";
    case MoveLabel::Blunder:
        return "??";
    }
    return "";
}

bool reviewDecision(AnalysisWorker &w,
                    const SearchPoint &p,
                    const AnalysisConfig &config,
                    uint64_t seed,
                    const std::atomic<bool> *cancel,
                    DecisionReview &out,
                    const AnalysedMove *extra,
                    double *extraMargin)
{
    const double cpuStart = threadCpu();
    out.index = p.index;
    out.turn = p.game.turn();
    out.seat = p.seat;
    out.kind = p.kind;
    out.played = p.played;
    if (p.kind == MoveKind::Choose)
        out.drawn = p.game.drawnTiles();
    else if (p.kind == MoveKind::Place)
        out.tile = p.game.currentTile();
    size_t playedAt = 0;
    std::vector<AnalysedMove> moves = candidates(w, p, config, &playedAt, &out.moves);
    out.forced = out.moves <= 1;
    out.searched = int(moves.size());
    // Nothing left to draw: every playout of a move is the same.
    const bool exact = p.kind == MoveKind::Place && p.game.tilesLeft() == 0;
    const bool timed = config.seconds > 0;
    const long sweeps = exact ? 1 : std::max<long>(1, long(config.playouts) / long(moves.size()));
    const size_t searched = moves.size();
    size_t extraAt = searched;
    if (extra) {
        extraAt = size_t(indexOfMove(p, moves, *extra));
        if (extraAt >= searched) {
            moves.push_back(*extra);
            extraAt = searched;
        }
    }
    std::vector<double> sum(moves.size(), 0.0);
    long done = 0;
    for (long s = 0; timed ? (s == 0 || (!exact && threadCpu() - cpuStart < config.seconds)) : s < sweeps; ++s) {
        const uint64_t sweepSeed = mixSeed(seed, uint64_t(s));
        for (size_t i = 0; i < moves.size(); ++i) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return false;
            sum[i] += playout(w, p, moves[i], sweepSeed);
        }
        ++done;
    }
    size_t best = playedAt;
    for (size_t i = 0; i < searched; ++i) {
        if (sum[i] > sum[best] + 1e-9)
            best = i;
    }
    out.best = moves[best];
    out.playedMargin = sum[playedAt] / double(done);
    out.bestMargin = sum[best] / double(done);
    out.lost = std::max(0.0, out.bestMargin - out.playedMargin);
    out.label = config.labels.of(out.lost);
    out.playouts = done * long(searched);
    if (extra && extraMargin)
        *extraMargin = sum[extraAt] / double(done);
    return true;
}

void weighDraw(AnalysisWorker &w, DrawPoint &p)
{
    const int players = p.setup.players;
    std::array<double, MaxPlayers> mean{};
    std::array<double, MaxPlayers> actual{};
    int total = 0;
    for (const Game::BagCount &b : p.bag) {
        std::optional<Game> g;
        if (p.pre) {
            g = *p.pre;
            g->forceDraws({b.tile});
            g->apply(p.decision);
        } else {
            Setup s = p.setup;
            s.draws = {b.tile};
            g = Game::create(s);
        }
        if (!g)
            continue;
        const std::array<double, MaxPlayers> m = marginsAfterBestMove(w, *g);
        for (int s = 0; s < players; ++s)
            mean[size_t(s)] += b.count * m[size_t(s)];
        if (b.tile == p.luck.tile)
            actual = m;
        total += b.count;
    }
    p.luck.tiles = total;
    for (int s = 0; s < players && total > 0; ++s)
        p.luck.luck[size_t(s)] = actual[size_t(s)] - mean[size_t(s)] / total;
}

} // namespace fortuna::ai
