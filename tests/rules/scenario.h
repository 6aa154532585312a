// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for hand-written rules scenarios: a game on an explicit deck, played move by move.
#pragma once

#include "rules/game.h"

#include <QString>
#include <QTest>

#include <initializer_list>

namespace fortuna::rules::test
{

// The default options with one of them changed: withOption(&Options::fortuneTeller, true).
template<typename T>
Options withOption(T Options::*option, T value)
{
    Options o;
    o.*option = value;
    return o;
}

inline std::optional<Game> makeGame(std::initializer_list<const char *> deck, int players = 2, Options options = {}, uint64_t seed = 1)
{
    Setup s;
    s.players = players;
    s.options = options;
    s.seed = seed;
    std::vector<TileRef> tiles;
    for (const char *t : deck) {
        const auto ref = Catalogue::instance().parse(t);
        if (!ref)
            return std::nullopt;
        tiles.push_back(*ref);
    }
    s.deck = tiles;
    return Game::create(s);
}

inline Deployment none()
{
    return Deployment::none();
}
inline Deployment on(const char *feature, const char *port = nullptr)
{
    const FeatureKind kind = *featureKindFromName(feature);
    int p = -1;
    if (port)
        p = kind == FeatureKind::Field ? *portFromName(port) : *sideFromName(port);
    return Deployment::onFeature(kind, p);
}
inline Deployment crown(Sector s, int slot = 0)
{
    return Deployment::onCrown(s, slot);
}

// Places the current tile and deploys; returns the first refusal, or an empty string.
inline QString play(Game &g, int x, int y, int degrees, Deployment d = Deployment::none())
{
    Status s = g.place(Placement{{x, y}, degrees / 90});
    if (!s)
        return QString::fromStdString(s.message);
    s = g.deploy(d);
    return QString::fromStdString(s.message);
}

inline QString tileName(TileRef t)
{
    return QString::fromStdString(Catalogue::instance().name(t));
}

// Log entries of one kind.
inline std::vector<LogEntry> entries(const Game &g, LogKind kind)
{
    std::vector<LogEntry> out;
    for (const LogEntry &e : g.log()) {
        if (e.kind == kind)
            out.push_back(e);
    }
    return out;
}

inline int entryPoints(const Game &g, const LogEntry &e, int player)
{
    int total = 0;
    for (uint32_t i = e.pointsBegin; i < e.pointsEnd; ++i) {
        if (g.logPoints()[i].player == player)
            total += g.logPoints()[i].points;
    }
    return total;
}

} // namespace fortuna::rules::test

#define PLAY(g, x, y, deg, dep) QCOMPARE(fortuna::rules::test::play(g, x, y, deg, dep), QString())
