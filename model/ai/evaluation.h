// SPDX-License-Identifier: GPL-3.0-or-later
// What a computer player knows and how it values a position (internal to the AI).
//
// Knowledge: the unseen tiles as a multiset (never their order), the wheel forecast from
// the icons among them, and how many unseen tiles fit a hole of the board.
// View: a position seen by the evaluation. After a simulated move the engine has already
// drawn the next player's tile (and maybe moved the pig); viewAfterMove() takes that back
// out of the scores, the supply and the crowns, so that no evaluation profits from a draw
// that has not happened yet.
#pragma once

#include "rules/game.h"

#include <algorithm>
#include <array>
#include <vector>

namespace fortuna::ai
{

constexpr int MaxTileRefs = 64 * 4; // type * 4 + icon
inline int refIndex(rules::TileRef t)
{
    return int(t.type) * 4 + int(t.icon);
}

// The wheel's future from the pig's sector and the icons still unseen (all of them will be
// drawn before the game ends). Exact, from the multiset: every order is equally likely.
struct WheelForecast {
    std::array<double, rules::SectorCount> hit{}; // probability the pig stops there at least once
    std::array<double, rules::SectorCount> stops{}; // expected number of stops there
    std::array<double, rules::SectorCount> firstAt{}; // expected index (1-based) of the first stop's icon among the icons left; icons+1 when none
};
WheelForecast wheelForecast(rules::Sector pig, int ones, int twos, int threes);

struct FitCount {
    int fit = 0; // unseen tiles that fit the hole in some rotation
    int close = 0; // ... and that close the road/city entering from `entry` (no new open edge)
};

class Knowledge
{
public:
    // From a game at any phase: unseen = tile set - land tiles on the board - discards - in hand.
    // (A game on an explicit deck, a scenario, is taken as drawn from the full tile set: the
    // engine does not tell the deck's contents without their order.)
    void compute(const rules::Game &game);

    int total() const { return m_total; }
    int count(int refIdx) const { return m_count[size_t(refIdx)]; }
    const std::vector<uint16_t> &distinct() const { return m_distinct; }
    int icons(int n) const { return m_icons[size_t(n)]; }
    const WheelForecast &forecast() const { return m_forecast; }
    rules::Sector pig() const { return m_pig; }

    // Holes: `key` packs the four neighbours (2 bits per side, N lowest): 0 empty,
    // 1 + EdgeType of the neighbour's edge facing the hole. `entry` is a side of the hole
    // through which a road or city enters (-1: none).
    FitCount fits(int key, int entry) const;
    static int holeKey(const rules::Board &board, rules::Pos hole);

private:
    std::array<int16_t, MaxTileRefs> m_count{};
    std::vector<uint16_t> m_distinct;
    int m_total = 0;
    std::array<int, 4> m_icons{};
    WheelForecast m_forecast;
    rules::Sector m_pig = rules::Sector::Fortune;
    std::array<int16_t, 64> m_perType{}; // unseen tiles per tile type (catalogue index)
    uint64_t m_typeMask = 0; // bit t: some tile of type t is unseen
};

struct View {
    const rules::Board *board = nullptr;
    int players = 2;
    int toMove = 0; // the next player to take a turn
    int turnsLeft = 0; // turns still to play, toMove's included
    bool over = false;
    bool famineMajority = false; // rule option famine: majority
    rules::Sector pig = rules::Sector::Fortune;
    std::array<int, rules::MaxPlayers> score{};
    std::array<int, rules::MaxPlayers> supply{};
    std::array<int, rules::MaxPlayers> tellers{};
    std::array<int8_t, rules::CrownSpaceCount> crowns{};
};

// The position at a decision point of `game`.
View viewOf(const rules::Game &game);
// The position right after the decision-maker's turn ended in `after`, a copy of `before`
// (at ChooseTile, Place or Deploy) on which the turn was played.
View viewAfterMove(const rules::Game &before, const rules::Game &after);

// Values a position for each player (points, comparable between players).
class Evaluator
{
public:
    virtual ~Evaluator() = default;
    // Called once per decision: the knowledge holds for every position evaluated until the
    // next prepare().
    virtual void prepare(const rules::Game &game) = 0;
    virtual void values(const View &view, std::array<double, rules::MaxPlayers> &out) = 0;
    // Player `me`'s value minus the opponents': `leader` of the best one's, the rest their mean.
    double relative(const View &view, int me, double leader = 0.5);
};

double relativeValue(const std::array<double, rules::MaxPlayers> &v, int players, int me, double leader = 0.5);
// Player `me`'s value minus a soft maximum of the opponents', tau log sum exp(v / tau): the
// expected best of opponents whose values are still uncertain (tau 0: the best one's; with
// one opponent always its value).
double softStanding(const std::array<double, rules::MaxPlayers> &v, int players, int me, double tau);

// The features that hold a follower, each once: fn(root, root node, the first node holding a
// follower in it), in the order of the board's occupied nodes (node order). A stamp per root
// marks the visited ones, so nothing is cleared between calls.
class OccupiedRoots
{
public:
    template<typename Fn>
    void forEach(const rules::Board &b, Fn fn)
    {
        if (m_seen.size() < size_t(b.nodeCount()))
            m_seen.resize(size_t(b.nodeCount()) + 256, 0);
        if (++m_stamp == 0) {
            std::fill(m_seen.begin(), m_seen.end(), 0);
            m_stamp = 1;
        }
        for (int i = 0; i < b.occupiedCount(); ++i) {
            const int n = b.occupiedNode(i);
            const int r = b.find(n);
            if (m_seen[size_t(r)] == m_stamp)
                continue;
            m_seen[size_t(r)] = m_stamp;
            fn(r, b.node(r), b.node(n));
        }
    }

private:
    std::vector<uint32_t> m_seen;
    uint32_t m_stamp = 0;
};

// Easy: the score if the game ended now (final-scoring values of the features with
// followers), a cost per follower out of supply, a naive value for crowns.
class ProvisionalEvaluator final : public Evaluator
{
public:
    void prepare(const rules::Game &) override {}
    void values(const View &view, std::array<double, rules::MaxPlayers> &out) override;

private:
    OccupiedRoots m_roots;
};

struct Weights {
    double followerBase = 1.5; // marginal value of the first follower in supply (being able to deploy at all)
    double followerDecay = 0.6; // each further follower in supply is worth this much less
    double followerRate = 0.35; // points a follower earns per own turn when free to be redeployed
    double followerHorizon = 12; // own turns left below which followers lose value linearly
    double stormShare = 0.3; // share of today's supply still home at a future storm
    double extendShare = 0.35; // a tile that fits a hole but extends the feature counts this much toward closing it
    double turnShare = 0.4; // turns in which a hole may be filled: own turns times this
    double holeSplit = 1.0; // ... divided by (holes ^ holeSplit)
    double neighbourShare = 0.7; // share of all turns in which a cloister's/tent's neighbour may be filled
    double holeTurns = 1.5; // own turns per empty neighbour of a cloister or tent until complete
    double roadGrowth = 0.5; // expected extra tiles per open hole (early)
    double cityGrowth = 0.7;
    double farmShare = 0.6; // weight of the cities a farm may still get
    double crownJoin = 0.35; // chance an opponent joins a lone crown follower on a 2-space sector
    double tellerTurn = 0.9; // value of an extra tile to choose from, per own turn
    double plagueShare = 0.15; // share of the least valuable land follower a plague costs
    double eventShare = 0.6; // share of a city's/cloister's event income lost by its completion
};

// The weights fitted to how two-player games end (fortuna-fit --players 2 --rules base
// --passes 3: Normal's own games, base+wheel): Strong's evaluation in two-player games. As the
// whole of a one-ply player they beat Normal's weights on every rule set (the figures are in
// docs/benchmarks.md, "Two-player weights"); Normal keeps the weights above, its yardstick.
// tellerTurn keeps Normal's 0.9: base+wheel has no fortune tellers, so the fit had no evidence
// for it (it drifted on rounding noise), and with 0.9 the one-ply player does better in
// Fortune Teller games.
inline Weights twoPlayerWeights()
{
    Weights w;
    w.followerBase = 2.588;
    w.followerDecay = 0.4983;
    w.followerRate = 0.2673;
    w.followerHorizon = 5.872;
    w.stormShare = 0.5175;
    w.extendShare = 0.6038;
    w.turnShare = 0.69;
    w.holeSplit = 1.468;
    w.neighbourShare = 0.3425;
    w.holeTurns = 2.588;
    w.roadGrowth = 0.325;
    w.cityGrowth = 0.4948;
    w.farmShare = 0.4182;
    w.crownJoin = 0.2439;
    w.tellerTurn = 0.9;
    w.plagueShare = 0.1129;
    w.eventShare = 0.81;
    return w;
}

// Normal: expected final points of every feature with followers (completion chances from
// the unseen tiles that fit its holes, the holes sharing the owner's turns), farms (cities
// completed and likely), follower economy (a follower earns `followerRate` per own turn when
// free, so each own turn it stays on the board costs that; having some in supply; Storm pays
// for those at home), crown spaces (pig position and icons left), Taxes / Famine /
// Inquisition income and Plague risk. The weights were tuned by self-play against Easy.
class HeuristicEvaluator final : public Evaluator
{
public:
    explicit HeuristicEvaluator(Weights w = {})
        : m_w(w)
    {
    }
    void prepare(const rules::Game &game) override;
    void prepareFrom(const Knowledge &k);
    void values(const View &view, std::array<double, rules::MaxPlayers> &out) override;
    const Knowledge &knowledge() const { return m_know; }

    struct Completion {
        int root = -1;
        double chance = 0; // probability that the road or city gets completed (0 if it cannot be)
        double turns = 0; // own turns until then, roughly
        int holes = 0; // empty cells next to its open edges
    };
    Completion completion(const View &view, int node);
    // Value of the crown space `index` held by `player`: its points times the chance that the
    // pig stops there before the end, less what the follower would earn meanwhile elsewhere.
    double crownValue(const View &view, int index, int player) const;
    double crownValue(const View &view, int index, int player, const WheelForecast &forecast) const;

private:
    double ownTurns(const View &view, int player) const;
    double supplyValue(const View &view, int player, double followers) const;
    double followerRate(const View &view) const;
    // A hole of the board: the chance q that one drawn tile fills it (entry >= 0: closes the
    // road or city entering there), and log(1 - q). Cached per neighbourhood until prepare().
    struct Hole {
        double q = -1;
        double logMiss = 0;
    };
    Hole hole(const View &view, rules::Pos at, int entry);

    Weights m_w;
    Knowledge m_know;
    OccupiedRoots m_roots;
    std::vector<Completion> m_completions; // per values() call
    std::array<Hole, 256 * 5> m_holes{};
};

} // namespace fortuna::ai
