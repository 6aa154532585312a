// SPDX-License-Identifier: GPL-3.0-or-later
// The tile catalogue (rules.md §6-7): one table of data, parsed once into TileType records.
#pragma once

#include "rules/types.h"

#include <array>
#include <string>
#include <vector>

namespace fortuna::rules
{

constexpr int MaxTileFeatures = 10;

// One feature of a tile in the tile's own orientation.
struct FeatureSpec {
    FeatureKind kind = FeatureKind::Field;
    uint8_t edges = 0; // road/city: bit s set when the feature reaches side s
    uint8_t ports = 0; // field: bit p set for each half-edge port p
    bool pennant = false;
    uint16_t cities = 0; // field: bit i set when the field touches the tile's feature i (a city)
};

struct TileType {
    std::string id;
    std::array<EdgeType, 4> edges{};
    std::array<FeatureSpec, MaxTileFeatures> features{};
    int featureCount = 0;
    std::array<int8_t, 4> edgeFeature{{-1, -1, -1, -1}}; // road/city feature on a side, -1 for a field side
    std::array<int8_t, 8> portFeature{{-1, -1, -1, -1, -1, -1, -1, -1}}; // field on a half-edge, -1 on a city side
    int8_t cloister = -1; // feature index of the cloister, if any
    int8_t tent = -1; // feature index of the Fortune Teller tent, if any
    bool fortuneTellerTile = false;
    std::array<uint8_t, 4> packedEdges{}; // per rotation step: 2 bits per board side (N lowest)
    // For each frontier constraint code (2 bits per side: 0 free, 1 + EdgeType required),
    // the rotations (bit r) in which the tile meets it.
    std::array<uint8_t, 256> fittingRotations{};
    uint8_t placementClass = 0; // see MaxPlacementClasses
    // Features that can take a follower (bit i: feature i): roads, cities and fields when
    // nobody holds them once the tile is laid; cloisters always; tents within the owner's limit.
    uint16_t claimable = 0, cloisters = 0, tents = 0;
    std::vector<uint8_t> wheelIcons; // the Wheel of Fortune set's copies: icon of each (0 = none)
    int baseCount = 0; // copies in the C1 base game
};

// Tile types whose edges are the same up to a rotation have as many placements on any board:
// they form one placement class (the board counts placements per class).
constexpr int MaxPlacementClasses = 32;

class Catalogue
{
public:
    static const Catalogue &instance()
    {
        static const Catalogue catalogue;
        return catalogue;
    }

    int size() const { return int(m_types.size()); }
    const TileType &type(int index) const { return m_types[size_t(index)]; }
    const TileType &type(TileRef t) const { return m_types[t.type]; }
    int indexOf(std::string_view id) const; // -1 if unknown
    // For each frontier constraint code, the placements (rotations) there of a tile of each
    // placement class (TileType::placementClass); none for code 0 (no cell has it on the
    // frontier). The board keeps their sums over its frontier.
    const std::array<int16_t, MaxPlacementClasses> &placementsAt(uint8_t code) const { return m_placementsAt[code]; }

    // "U/3", "V", "FT2". Unknown ids and icons that no copy carries are refused.
    std::optional<TileRef> parse(std::string_view text) const;
    std::string name(TileRef t) const;

    // The pile of a rule set, in catalogue order (unshuffled). With wheelAsStart false, one
    // plain D is left out (it is the start tile).
    std::vector<TileRef> tileSet(const Options &options) const;
    TileRef startTile() const; // plain D

private:
    Catalogue();
    std::vector<TileType> m_types;
    std::array<std::array<int16_t, MaxPlacementClasses>, 256> m_placementsAt{};
};

// Rotation helpers: rotation steps r in 0..3 (clockwise quarter turns).
constexpr int boardSide(int localSide, int r)
{
    return (localSide + r) & 3;
}
constexpr int localSide(int boardSide, int r)
{
    return (boardSide - r) & 3;
}
constexpr int boardPort(int localPort, int r)
{
    return (localPort + 2 * r) & 7;
}
constexpr int localPort(int boardPort, int r)
{
    return (boardPort - 2 * r) & 7;
}
constexpr EdgeType packedEdge(uint8_t packed, int side)
{
    return EdgeType((packed >> (2 * side)) & 3);
}

// The feature of `type` (an index into its features) that a follower on `kind` at board
// `port` stands on when the tile lies in rotation r: `port` is a board side 0..3 for a road
// or a city, a board half-edge 0..7 for a field, and is ignored for a cloister or a tent.
// -1 when the tile has no such feature there.
int localFeatureAt(const TileType &type, FeatureKind kind, int port, int r);

} // namespace fortuna::rules
