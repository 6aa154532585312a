// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/catalogue.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace fortuna::rules
{

namespace
{

// The catalogue, written as in rules.md §6-7.
//  edges:  N E S W in the tile's orientation (C city, R road, F field)
//  cities: cities separated by ';', each the sides it reaches, '+' for a pennant
//  roads:  roads separated by ';', each "X-Y" (through) or "X" (ends on this tile)
//  fields: fields separated by ';', each "PORT,PORT,...>CITY,CITY" ('*' = all 8 ports);
//          a city is named by its sides as written in `cities` (without '+')
//  wof:    one character per copy in the Wheel of Fortune set: its wheel icon (0 = none)
//  base:   copies in the base game (tileSet base+wheel)
struct Row {
    const char *id;
    const char *edges;
    const char *cities;
    const char *roads;
    const char *fields;
    const char *other;
    const char *wof;
    int base;
};

constexpr Row Rows[] = {
    {"A", "FFRF", "", "S", "*", "cloister", "00", 2},
    {"B", "FFFF", "", "", "*", "cloister", "0000", 4},
    {"C", "CCCC", "NESW+", "", "", "", "0", 1},
    {"D", "CRFR", "N", "E-W", "ENE,WNW>N;ESE,SSE,SSW,WSW", "", "0000", 4},
    {"E", "CFFF", "N", "", "ENE,ESE,SSE,SSW,WSW,WNW>N", "", "0000", 5},
    {"F", "FCFC", "EW+", "", "NNW,NNE>EW;SSE,SSW>EW", "", "00", 2},
    {"G", "FCFC", "EW", "", "NNW,NNE>EW;SSE,SSW>EW", "", "0", 1},
    {"H", "CFCF", "N;S", "", "ENE,ESE,WSW,WNW>N,S", "", "00", 3},
    {"I", "CFFC", "N;W", "", "ENE,ESE,SSE,SSW>N,W", "", "00", 2},
    {"J", "CRRF", "N", "E-S", "ESE,SSE;ENE,SSW,WSW,WNW>N", "", "00", 3},
    {"K", "CFRR", "N", "S-W", "SSW,WSW;ENE,ESE,SSE,WNW>N", "", "00", 3},
    {"L", "CRRR", "N", "E;S;W", "ENE,WNW>N;ESE,SSE;SSW,WSW", "", "00", 3},
    {"M", "CFFC", "NW+", "", "ENE,ESE,SSE,SSW>NW", "", "00", 2},
    {"N", "CFFC", "NW", "", "ENE,ESE,SSE,SSW>NW", "", "11", 3},
    {"O", "CRRC", "NW+", "E-S", "ENE,SSW>NW;ESE,SSE", "", "00", 2},
    {"P", "CRRC", "NW", "E-S", "ENE,SSW>NW;ESE,SSE", "", "00", 3},
    {"Q", "CCFC", "NEW+", "", "SSE,SSW>NEW", "", "0", 1},
    {"R", "CCFC", "NEW", "", "SSE,SSW>NEW", "", "00", 3},
    {"S", "CCRC", "NEW+", "S", "SSE>NEW;SSW>NEW", "", "00", 2},
    {"T", "CCRC", "NEW", "S", "SSE>NEW;SSW>NEW", "", "0", 1},
    {"U", "FRFR", "", "E-W", "WNW,NNW,NNE,ENE;ESE,SSE,SSW,WSW", "", "11122233", 8},
    {"V", "FFRR", "", "S-W", "SSW,WSW;WNW,NNW,NNE,ENE,ESE,SSE", "", "11112230", 9},
    {"W", "FRRR", "", "E;S;W", "WNW,NNW,NNE,ENE;ESE,SSE;SSW,WSW", "", "0000", 4},
    {"X", "RRRR", "", "N;E;S;W", "WNW,NNW;NNE,ENE;ESE,SSE;SSW,WSW", "", "1", 1},
    {"IC-CCC", "CCFC", "N;E;W", "", "SSE,SSW>N,E,W", "", "0", 0},
    {"IC-CcR", "CRFC", "NW", "E", "ENE>NW;ESE,SSE,SSW>NW", "", "0", 0},
    {"IC-RCc", "CFRC", "NW", "S", "SSW>NW;ENE,ESE,SSE>NW", "", "0", 0},
    {"IC-CFR", "CFRF", "N", "S", "ENE,ESE,SSE>N;SSW,WSW,WNW>N", "", "0", 0},
    {"IC-LRFR", "FRFR", "", "E;W", "WNW,NNW,NNE,ENE;ESE,SSE,SSW,WSW", "cloister", "0", 0},
    {"IC-RrRr", "RRRR", "", "N-W;E-S", "WNW,NNW;NNE,ENE,SSW,WSW;ESE,SSE", "", "1", 0},
    {"TB-CR", "CRFF", "N", "E", "ENE>N;ESE,SSE,SSW,WSW,WNW>N", "", "0", 0},
    {"KR-RC", "CFFR", "N", "W", "WNW>N;ENE,ESE,SSE,SSW,WSW>N", "", "0", 0},
    {"KR-CRrR", "CRRR", "N", "W;E-S", "WNW>N;ENE,SSW,WSW>N;ESE,SSE", "", "0", 0},
    // The Fortune Teller (rules.md §7): the game's own layouts.
    {"FT1", "FFFF", "", "", "*", "tent", "", 0},
    {"FT2", "FRFR", "", "E-W", "WNW,NNW,NNE,ENE;ESE,SSE,SSW,WSW", "tent", "", 0},
    {"FT3", "FFRR", "", "S-W", "SSW,WSW;WNW,NNW,NNE,ENE,ESE,SSE", "tent", "", 0},
    {"FT4", "CFFF", "N", "", "ENE,ESE,SSE,SSW,WSW,WNW>N", "tent", "", 0},
    {"FT5", "CRFR", "N", "E-W", "ENE,WNW>N;ESE,SSE,SSW,WSW", "tent", "", 0},
    {"FT6", "FRRR", "", "E;S;W", "WNW,NNW,NNE,ENE;ESE,SSE;SSW,WSW", "tent", "", 0},
    {"FT7", "CFCF", "N;S", "", "ENE,ESE,WSW,WNW>N,S", "tent", "", 0},
    {"FT8", "CFFC", "NW", "", "ENE,ESE,SSE,SSW>NW", "tent", "", 0},
};

[[noreturn]] void dataError(const char *id, const char *what)
{
    std::fprintf(stderr, "fortuna: tile catalogue error in %s: %s\n", id, what);
    std::abort();
}

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> out;
    if (s.empty())
        return out;
    size_t start = 0;
    while (true) {
        const size_t at = s.find(sep, start);
        out.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            break;
        start = at + 1;
    }
    return out;
}

uint8_t sidesMask(const char *id, std::string_view sides)
{
    uint8_t mask = 0;
    for (char c : sides) {
        const auto side = sideFromName(std::string_view(&c, 1));
        if (!side)
            dataError(id, "bad side letter");
        mask |= uint8_t(1u << *side);
    }
    return mask;
}

TileType parseRow(const Row &row)
{
    TileType t;
    t.id = row.id;
    const std::string_view edges(row.edges);
    if (edges.size() != 4)
        dataError(row.id, "edges must have 4 letters");
    for (int s = 0; s < 4; ++s)
        t.edges[size_t(s)] = edges[size_t(s)] == 'C' ? EdgeType::City : edges[size_t(s)] == 'R' ? EdgeType::Road : EdgeType::Field;

    auto addFeature = [&](FeatureSpec f) {
        if (t.featureCount >= MaxTileFeatures)
            dataError(row.id, "too many features");
        t.features[size_t(t.featureCount)] = f;
        return t.featureCount++;
    };
    std::vector<std::pair<std::string, int>> cityByName;
    for (auto city : split(row.cities, ';')) {
        FeatureSpec f;
        f.kind = FeatureKind::City;
        f.pennant = !city.empty() && city.back() == '+';
        if (f.pennant)
            city.remove_suffix(1);
        f.edges = sidesMask(row.id, city);
        const int index = addFeature(f);
        cityByName.emplace_back(std::string(city), index);
        for (int s = 0; s < 4; ++s) {
            if (f.edges & (1 << s))
                t.edgeFeature[size_t(s)] = int8_t(index);
        }
    }
    for (auto road : split(row.roads, ';')) {
        FeatureSpec f;
        f.kind = FeatureKind::Road;
        for (auto end : split(road, '-'))
            f.edges |= sidesMask(row.id, end);
        const int index = addFeature(f);
        for (int s = 0; s < 4; ++s) {
            if (f.edges & (1 << s))
                t.edgeFeature[size_t(s)] = int8_t(index);
        }
    }
    for (auto field : split(row.fields, ';')) {
        FeatureSpec f;
        f.kind = FeatureKind::Field;
        const auto parts = split(field, '>');
        if (parts.empty() || parts.size() > 2)
            dataError(row.id, "bad field");
        if (parts[0] == "*") {
            f.ports = 0xff;
        } else {
            for (auto port : split(parts[0], ',')) {
                const auto p = portFromName(port);
                if (!p)
                    dataError(row.id, "bad port name");
                f.ports |= uint8_t(1u << *p);
            }
        }
        if (parts.size() == 2) {
            for (auto cityName : split(parts[1], ',')) {
                bool found = false;
                for (const auto &[name, index] : cityByName) {
                    if (name == cityName) {
                        f.cities |= uint16_t(1u << index);
                        found = true;
                    }
                }
                if (!found)
                    dataError(row.id, "field touches an unknown city");
            }
        }
        const int index = addFeature(f);
        for (int p = 0; p < 8; ++p) {
            if (f.ports & (1 << p))
                t.portFeature[size_t(p)] = int8_t(index);
        }
    }
    const std::string_view other(row.other);
    if (other == "cloister") {
        FeatureSpec f;
        f.kind = FeatureKind::Cloister;
        t.cloister = int8_t(addFeature(f));
    } else if (other == "tent") {
        FeatureSpec f;
        f.kind = FeatureKind::Tent;
        t.tent = int8_t(addFeature(f));
        t.fortuneTellerTile = true;
    }
    for (int r = 0; r < 4; ++r) {
        uint8_t packed = 0;
        for (int s = 0; s < 4; ++s)
            packed |= uint8_t(uint8_t(t.edges[size_t(localSide(s, r))]) << (2 * s));
        t.packedEdges[size_t(r)] = packed;
    }
    for (int code = 0; code < 256; ++code) {
        uint8_t bits = 0;
        for (int r = 0; r < 4; ++r) {
            bool ok = true;
            for (int side = 0; side < 4 && ok; ++side) {
                const int need = (code >> (2 * side)) & 3;
                ok = need == 0 || need - 1 == int(packedEdge(t.packedEdges[size_t(r)], side));
            }
            bits |= ok ? uint8_t(1u << r) : 0;
        }
        t.fittingRotations[size_t(code)] = bits;
    }
    for (const char *c = row.wof; *c; ++c)
        t.wheelIcons.push_back(uint8_t(*c - '0'));
    t.baseCount = row.base;
    return t;
}

} // namespace

Catalogue::Catalogue()
{
    for (const Row &row : Rows)
        m_types.push_back(parseRow(row));
    for (TileType &t : m_types) {
        for (int i = 0; i < t.featureCount; ++i) {
            const FeatureSpec &f = t.features[size_t(i)];
            const uint16_t bit = uint16_t(1u << i);
            if (f.kind == FeatureKind::Cloister)
                t.cloisters |= bit;
            else if (f.kind == FeatureKind::Tent)
                t.tents |= bit;
            else if ((f.kind == FeatureKind::Field ? f.ports : f.edges) != 0)
                t.claimable |= bit;
        }
    }
    // Placement classes: the first type of each edge pattern up to a rotation names its class.
    std::vector<uint8_t> classPattern; // the smallest packed rotation of each class
    for (TileType &t : m_types) {
        const uint8_t pattern = *std::min_element(t.packedEdges.begin(), t.packedEdges.end());
        const auto it = std::find(classPattern.begin(), classPattern.end(), pattern);
        t.placementClass = uint8_t(it - classPattern.begin());
        if (it == classPattern.end())
            classPattern.push_back(pattern);
    }
    if (classPattern.size() > size_t(MaxPlacementClasses))
        dataError("catalogue", "more placement classes than MaxPlacementClasses");
    for (int code = 1; code < 256; ++code) {
        for (const TileType &t : m_types) {
            const uint8_t bits = t.fittingRotations[size_t(code)];
            m_placementsAt[size_t(code)][t.placementClass] = int16_t((bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1));
        }
    }
}

int Catalogue::indexOf(std::string_view id) const
{
    for (size_t i = 0; i < m_types.size(); ++i) {
        if (m_types[i].id == id)
            return int(i);
    }
    return -1;
}

std::optional<TileRef> Catalogue::parse(std::string_view text) const
{
    uint8_t icon = 0;
    const size_t slash = text.find('/');
    std::string_view id = text;
    if (slash != std::string_view::npos) {
        const std::string_view n = text.substr(slash + 1);
        if (n.size() != 1 || n[0] < '1' || n[0] > '3')
            return std::nullopt;
        icon = uint8_t(n[0] - '0');
        id = text.substr(0, slash);
    }
    const int index = indexOf(id);
    if (index < 0)
        return std::nullopt;
    const TileType &t = m_types[size_t(index)];
    bool exists = false;
    if (icon == 0)
        exists = t.baseCount > 0 || t.fortuneTellerTile;
    for (uint8_t i : t.wheelIcons)
        exists = exists || i == icon;
    if (!exists)
        return std::nullopt;
    return TileRef{uint8_t(index), icon};
}

std::string Catalogue::name(TileRef t) const
{
    std::string s = m_types[t.type].id;
    if (t.icon) {
        s += '/';
        s += char('0' + t.icon);
    }
    return s;
}

TileRef Catalogue::startTile() const
{
    return TileRef{uint8_t(indexOf("D")), 0};
}

std::vector<TileRef> Catalogue::tileSet(const Options &options) const
{
    std::vector<TileRef> pile;
    pile.reserve(128);
    for (size_t i = 0; i < m_types.size(); ++i) {
        const TileType &t = m_types[i];
        if (t.fortuneTellerTile) {
            if (options.fortuneTeller)
                pile.push_back(TileRef{uint8_t(i), 0});
            continue;
        }
        if (options.tileSet == TileSet::WheelOfFortune) {
            for (uint8_t icon : t.wheelIcons)
                pile.push_back(TileRef{uint8_t(i), icon});
        } else {
            for (int n = 0; n < t.baseCount; ++n)
                pile.push_back(TileRef{uint8_t(i), 0});
            for (uint8_t icon : t.wheelIcons) {
                if (icon)
                    pile.push_back(TileRef{uint8_t(i), icon});
            }
        }
    }
    if (!options.wheelAsStart) {
        const TileRef d = startTile();
        for (auto it = pile.begin(); it != pile.end(); ++it) {
            if (*it == d) {
                pile.erase(it);
                break;
            }
        }
    }
    return pile;
}

int localFeatureAt(const TileType &type, FeatureKind kind, int port, int r)
{
    int feature = -1;
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        if (port >= 0 && port < 4)
            feature = type.edgeFeature[size_t(localSide(port, r))];
        break;
    case FeatureKind::Field:
        if (port >= 0 && port < 8)
            feature = type.portFeature[size_t(localPort(port, r))];
        break;
    case FeatureKind::Cloister:
        feature = type.cloister;
        break;
    case FeatureKind::Tent:
        feature = type.tent;
        break;
    }
    if (feature >= 0 && type.features[size_t(feature)].kind != kind)
        return -1;
    return feature;
}

} // namespace fortuna::rules
