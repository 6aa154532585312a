// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/evaluation.h"

#include <algorithm>
#include <cmath>

namespace fortuna::ai
{

using namespace rules;

// --- Evaluators ------------------------------------------------------------------------------

double relativeValue(const std::array<double, MaxPlayers> &v, int players, int me, double leader)
{
    double best = -1e300;
    double sum = 0;
    for (int p = 0; p < players; ++p) {
        if (p == me)
            continue;
        best = std::max(best, v[size_t(p)]);
        sum += v[size_t(p)];
    }
    const double mean = sum / double(players - 1);
    return v[size_t(me)] - leader * best - (1 - leader) * mean;
}

double softStanding(const std::array<double, MaxPlayers> &v, int players, int me, double tau)
{
    double best = -1e300;
    for (int p = 0; p < players; ++p) {
        if (p != me)
            best = std::max(best, v[size_t(p)]);
    }
    if (tau > 1e-9) {
        double sum = 0;
        for (int p = 0; p < players; ++p) {
            if (p != me)
                sum += std::exp((v[size_t(p)] - best) / tau);
        }
        best += tau * std::log(sum);
    }
    return v[size_t(me)] - best;
}

double Evaluator::relative(const View &view, int me, double leader)
{
    std::array<double, MaxPlayers> v{};
    values(view, v);
    return relativeValue(v, view.players, me, leader);
}

namespace
{

int filledAround(const Board &b, Pos p, bool diagonals)
{
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if ((dx == 0 && dy == 0) || (!diagonals && dx != 0 && dy != 0))
                continue;
            n += b.filled({p.x + dx, p.y + dy}) ? 1 : 0;
        }
    }
    return n;
}

int most(const Node &root, int players)
{
    int m = 0;
    for (int p = 0; p < players; ++p)
        m = std::max(m, int(root.followers[size_t(p)]));
    return m;
}

// Distinct city roots touching the farm of `field`.
int farmCities(const Board &b, int field, int16_t *out, int capacity)
{
    int n = 0;
    b.forEachMember(field, [&](int m) {
        const Node &f = b.node(m);
        for (uint16_t i = f.cityLinkBegin; i < f.cityLinkEnd; ++i) {
            const int16_t r = int16_t(b.find(b.cityLinks()[i]));
            bool known = false;
            for (int k = 0; k < n && !known; ++k)
                known = out[k] == r;
            if (!known && n < capacity)
                out[n++] = r;
        }
    });
    return n;
}

} // namespace

void ProvisionalEvaluator::values(const View &view, std::array<double, MaxPlayers> &out)
{
    constexpr double FollowerCost = 1.0;
    out.fill(0);
    for (int p = 0; p < view.players; ++p)
        out[size_t(p)] = view.score[size_t(p)];
    if (view.over)
        return;
    const Board &b = *view.board;
    m_roots.forEach(b, [&](int r, const Node &root, const Node &) {
        double value = 0;
        switch (root.kind) {
        case FeatureKind::Road:
            value = b.tileCount(r);
            break;
        case FeatureKind::City:
            value = b.tileCount(r) + root.pennants;
            break;
        case FeatureKind::Cloister:
            value = 1 + filledAround(b, b.cell(root.cell).pos, true);
            break;
        case FeatureKind::Field: {
            int16_t cities[64];
            const int k = farmCities(b, r, cities, 64);
            int complete = 0;
            for (int i = 0; i < k; ++i)
                complete += b.node(cities[i]).open == 0 ? 1 : 0;
            value = 3 * complete;
            break;
        }
        case FeatureKind::Tent:
            value = 2;
            break;
        }
        const int m = most(root, view.players);
        for (int p = 0; p < view.players; ++p) {
            if (root.followers[size_t(p)] == m)
                out[size_t(p)] += value;
        }
    });
    for (int i = 0; i < CrownSpaceCount; ++i) {
        const int p = view.crowns[size_t(i)];
        if (p >= 0)
            out[size_t(p)] += CrownSpaces[size_t(crownSpace(i).sector)] == 1 ? 1.5 : 2.5;
    }
    for (int p = 0; p < view.players; ++p)
        out[size_t(p)] += FollowerCost * view.supply[size_t(p)];
}

double HeuristicEvaluator::ownTurns(const View &view, int player) const
{
    const int k = (player - view.toMove + view.players) % view.players;
    if (view.turnsLeft <= k)
        return 0;
    return double((view.turnsLeft - k + view.players - 1) / view.players);
}

double HeuristicEvaluator::supplyValue(const View &view, int player, double followers) const
{
    const double g = m_w.followerBase * std::clamp(ownTurns(view, player) / m_w.followerHorizon, 0.0, 1.0);
    const double d = m_w.followerDecay;
    return g * (1 - std::pow(d, followers)) / (1 - d);
}

HeuristicEvaluator::Hole HeuristicEvaluator::hole(const View &view, Pos at, int entry)
{
    const int key = Knowledge::holeKey(*view.board, at);
    Hole &h = m_holes[size_t(key * 5 + entry + 1)];
    if (h.q >= 0)
        return h;
    const int n = m_know.total();
    const FitCount fc = n > 0 ? m_know.fits(key, entry) : FitCount{};
    h.q = fc.fit == 0 ? 0.0 : std::min(1.0, entry >= 0 ? (fc.close + m_w.extendShare * (fc.fit - fc.close)) / n : double(fc.fit) / n);
    h.logMiss = h.q >= 1 ? -50.0 : std::log1p(-h.q);
    return h;
}

void HeuristicEvaluator::prepare(const Game &game)
{
    m_know.compute(game);
    m_holes.fill(Hole{});
}

void HeuristicEvaluator::prepareFrom(const Knowledge &k)
{
    m_know = k;
    m_holes.fill(Hole{});
}

HeuristicEvaluator::Completion HeuristicEvaluator::completion(const View &view, int node)
{
    const Board &b = *view.board;
    const int root = b.find(node);
    for (const auto &c : m_completions) {
        if (c.root == root)
            return c;
    }
    Completion out;
    out.root = root;
    if (b.node(root).open == 0) {
        out.chance = 1;
        return out;
    }
    // Holes next to the feature's open edges, each with one entry side.
    Pos holes[32];
    int entries[32];
    int count = 0;
    b.forEachMember(root, [&](int m) {
        const Cell &cell = b.cell(b.node(m).cell);
        for (int s = 0; s < 4; ++s) {
            if (cell.edgeNode[size_t(s)] != m)
                continue;
            const Pos q{cell.pos.x + SideOffset[size_t(s)].x, cell.pos.y + SideOffset[size_t(s)].y};
            if (b.filled(q))
                continue;
            bool known = false;
            for (int i = 0; i < count && !known; ++i)
                known = holes[i] == q;
            if (!known && count < 32) {
                holes[count] = q;
                entries[count] = oppositeSide(s);
                ++count;
            }
        }
    });
    out.holes = count;
    // Turns in which it may be closed: the majority holder's own turns (or anybody's).
    const Node &r = b.node(root);
    const int m = most(r, view.players);
    double own = 0;
    for (int p = 0; p < view.players; ++p) {
        if (m > 0 && r.followers[size_t(p)] == m)
            own = std::max(own, ownTurns(view, p));
    }
    if (m == 0)
        own = double(view.turnsLeft) / view.players;
    // The holes share those turns: a feature with many holes rarely gets them all closed.
    const double split = m_w.holeSplit == 1.0 ? double(std::max(count, 1)) : std::pow(double(std::max(count, 1)), m_w.holeSplit);
    const double turns = own * m_w.turnShare / split;
    double pc = count > 0 ? 1.0 : 0.0;
    double time = 0;
    for (int i = 0; i < count && pc > 0; ++i) {
        const Hole h = hole(view, holes[i], entries[i]);
        pc *= h.q <= 0 ? 0.0 : 1 - std::exp(turns * h.logMiss);
        time += h.q <= 0 ? own : 1 / (h.q * m_w.turnShare);
    }
    out.chance = pc;
    out.turns = std::min(time, own);
    m_completions.push_back(out);
    return out;
}

double HeuristicEvaluator::crownValue(const View &view, int index, int player) const
{
    return crownValue(view, index, player, wheelForecast(view.pig, m_know.icons(1), m_know.icons(2), m_know.icons(3)));
}

double HeuristicEvaluator::crownValue(const View &view, int index, int player, const WheelForecast &f) const
{
    const CrownSpace cs = crownSpace(index);
    const double hit = f.hit[size_t(cs.sector)];
    double points = 3;
    if (CrownSpaces[size_t(cs.sector)] == 2) {
        const int other = view.crowns[size_t(crownIndex(cs.sector, 1 - cs.slot))];
        points = other >= 0 ? 3 : 6 - 3 * m_w.crownJoin;
    }
    // The icons are spread evenly through the unseen tiles: the first stop's tile, in turns.
    const int icons = m_know.icons(1) + m_know.icons(2) + m_know.icons(3);
    const double waitTiles = f.firstAt[size_t(cs.sector)] * (m_know.total() + 1) / double(icons + 1);
    const double own = ownTurns(view, player);
    const double locked = std::min(waitTiles / view.players, own);
    return hit * points - followerRate(view) * locked;
}

double HeuristicEvaluator::followerRate(const View &view) const
{
    // What a follower earns per own turn while it is free to be used again.
    return m_w.followerRate * std::clamp(double(view.turnsLeft) / view.players / m_w.followerHorizon, 0.0, 1.0);
}

void HeuristicEvaluator::values(const View &view, std::array<double, MaxPlayers> &out)
{
    out.fill(0);
    const int players = view.players;
    for (int p = 0; p < players; ++p)
        out[size_t(p)] = view.score[size_t(p)];
    if (view.over)
        return;
    const Board &b = *view.board;
    const WheelForecast f = wheelForecast(view.pig, m_know.icons(1), m_know.icons(2), m_know.icons(3));
    const double taxes = f.stops[size_t(Sector::Taxes)];
    const double famine = f.stops[size_t(Sector::Famine)];
    const double inquisition = f.stops[size_t(Sector::Inquisition)];
    const double growthScale = std::min(1.0, view.turnsLeft / 20.0);
    const double rate = followerRate(view);
    m_completions.clear();
    std::array<double, MaxPlayers> own{};
    for (int p = 0; p < players; ++p)
        own[size_t(p)] = ownTurns(view, p);
    std::array<double, MaxPlayers> locked{}; // own turns followers stay on the board
    std::array<double, MaxPlayers> cheapest;
    cheapest.fill(1e9);
    auto noteFollower = [&](int p, double value) {
        cheapest[size_t(p)] = std::min(cheapest[size_t(p)], value);
    };

    m_roots.forEach(b, [&](int r, const Node &root, const Node &node) {
        const int m = most(root, players);
        switch (root.kind) {
        case FeatureKind::Road:
        case FeatureKind::City: {
            const Completion c = completion(view, r);
            const double pc = c.chance;
            const int tiles = b.tileCount(r);
            const double growth = std::min(c.holes, 4) * (root.kind == FeatureKind::Road ? m_w.roadGrowth : m_w.cityGrowth) * growthScale;
            double value;
            if (root.kind == FeatureKind::Road)
                value = tiles + growth;
            else
                value = (1 + pc) * (tiles + root.pennants + growth);
            for (int p = 0; p < players; ++p) {
                const int k = root.followers[size_t(p)];
                if (k == 0)
                    continue;
                locked[size_t(p)] += k * ((1 - pc) * own[size_t(p)] + pc * c.turns);
                if (k == m)
                    out[size_t(p)] += value;
                if (root.kind == FeatureKind::City)
                    out[size_t(p)] += k * (root.pennants + k) * taxes * (1 - m_w.eventShare * pc);
                noteFollower(p, k == m ? value / k : 0);
            }
            break;
        }
        case FeatureKind::Cloister: {
            const Pos at = b.cell(root.cell).pos;
            const double turns = view.turnsLeft * m_w.neighbourShare;
            double value = 1;
            double pc = 1;
            int holes = 0;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if (dx == 0 && dy == 0)
                        continue;
                    const Pos q{at.x + dx, at.y + dy};
                    if (b.filled(q)) {
                        value += 1;
                        continue;
                    }
                    ++holes;
                    const Hole h = hole(view, q, -1);
                    const double fill = h.q <= 0 ? 0.0 : 1 - std::exp(turns * h.logMiss);
                    value += fill;
                    pc *= fill;
                }
            }
            const int p = node.occupant;
            out[size_t(p)] += value + 2 * inquisition * (1 - m_w.eventShare * pc);
            locked[size_t(p)] += (1 - pc) * own[size_t(p)] + pc * std::min(own[size_t(p)], m_w.holeTurns * holes);
            noteFollower(p, value);
            break;
        }
        case FeatureKind::Tent: {
            const Pos at = b.cell(root.cell).pos;
            const double turns = view.turnsLeft * m_w.neighbourShare;
            double pc = 1;
            int holes = 0;
            for (int s = 0; s < 4; ++s) {
                const Pos q{at.x + SideOffset[size_t(s)].x, at.y + SideOffset[size_t(s)].y};
                if (b.filled(q))
                    continue;
                ++holes;
                const Hole h = hole(view, q, -1);
                pc *= h.q <= 0 ? 0.0 : 1 - std::exp(turns * h.logMiss);
            }
            const int p = node.occupant;
            const double standing = (1 - pc) * own[size_t(p)] + pc * std::min(own[size_t(p)], m_w.holeTurns * holes);
            const double value = m_w.tellerTurn * standing + 1.5 * pc;
            out[size_t(p)] += value;
            locked[size_t(p)] += standing;
            noteFollower(p, value);
            break;
        }
        case FeatureKind::Field: {
            int16_t cities[64];
            const int k = farmCities(b, r, cities, 64);
            double complete = 0, expected = 0;
            for (int i = 0; i < k; ++i) {
                if (b.node(cities[i]).open == 0)
                    complete += 1;
                else
                    expected += completion(view, cities[i]).chance;
            }
            const double value = 3 * (complete + m_w.farmShare * expected);
            for (int p = 0; p < players; ++p) {
                const int farmers = root.followers[size_t(p)];
                if (farmers == 0)
                    continue;
                locked[size_t(p)] += farmers * own[size_t(p)];
                if (farmers == m)
                    out[size_t(p)] += value;
                if (!view.famineMajority || farmers == m)
                    out[size_t(p)] += farmers * (complete + 0.5 * expected) * famine;
                noteFollower(p, farmers == m ? value / farmers : 0);
            }
            break;
        }
        }
    });
    for (int i = 0; i < CrownSpaceCount; ++i) {
        const int p = view.crowns[size_t(i)];
        if (p >= 0)
            out[size_t(p)] += crownValue(view, i, p, f);
    }
    const double storm = f.stops[size_t(Sector::Storm)] * m_w.stormShare;
    const double plague = f.stops[size_t(Sector::Plague)] * m_w.plagueShare;
    for (int p = 0; p < players; ++p) {
        out[size_t(p)] += supplyValue(view, p, view.supply[size_t(p)]);
        out[size_t(p)] += storm * view.supply[size_t(p)];
        out[size_t(p)] -= rate * locked[size_t(p)];
        if (cheapest[size_t(p)] < 1e8)
            out[size_t(p)] -= plague * std::min(cheapest[size_t(p)], 6.0);
    }
}

} // namespace fortuna::ai
