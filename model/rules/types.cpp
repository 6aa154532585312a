// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/types.h"

namespace fortuna::rules
{

namespace
{
constexpr std::string_view SectorNames[SectorCount] = {"fortune", "taxes", "famine", "storm", "inquisition", "plague"};
constexpr std::string_view ReasonNames[ReasonCount] =
    {"road", "city", "cloister", "farm", "fortune", "taxes", "famine", "storm", "inquisition", "crown", "tent"};
constexpr std::string_view FeatureNames[FeatureKindCount] = {"road", "city", "field", "cloister", "tent"};
constexpr std::string_view ColorNames[ColorCount] = {"red", "blue", "green", "yellow", "black"};
constexpr std::string_view SideNames[4] = {"N", "E", "S", "W"};
constexpr std::string_view PortNames[8] = {"NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"};
constexpr std::string_view EdgeNames[3] = {"field", "road", "city"};
constexpr std::string_view PhaseNames[PhaseCount] = {"choose", "plague", "place", "deploy", "over"};
constexpr std::string_view LogKindNames[LogKindCount] = {"discard", "wheel", "plague", "score", "tent", "final", "end", "crown"};

template<size_t N>
std::optional<int> indexOf(const std::string_view (&names)[N], std::string_view name)
{
    for (size_t i = 0; i < N; ++i) {
        if (names[i] == name)
            return int(i);
    }
    return std::nullopt;
}
} // namespace

std::string_view sectorName(Sector s)
{
    return SectorNames[int(s)];
}
std::optional<Sector> sectorFromName(std::string_view name)
{
    if (auto i = indexOf(SectorNames, name))
        return Sector(*i);
    return std::nullopt;
}
std::string_view reasonName(Reason r)
{
    return ReasonNames[int(r)];
}
std::string_view featureKindName(FeatureKind k)
{
    return FeatureNames[int(k)];
}
std::optional<FeatureKind> featureKindFromName(std::string_view name)
{
    if (auto i = indexOf(FeatureNames, name))
        return FeatureKind(*i);
    return std::nullopt;
}
std::string_view colorName(Color c)
{
    return ColorNames[int(c)];
}
std::optional<Color> colorFromName(std::string_view name)
{
    if (auto i = indexOf(ColorNames, name))
        return Color(*i);
    return std::nullopt;
}
std::string_view sideName(int side)
{
    return SideNames[side & 3];
}
std::optional<int> sideFromName(std::string_view name)
{
    return indexOf(SideNames, name);
}
std::string_view portName(int port)
{
    return PortNames[port & 7];
}
std::optional<int> portFromName(std::string_view name)
{
    return indexOf(PortNames, name);
}
std::string_view edgeTypeName(EdgeType t)
{
    return EdgeNames[int(t)];
}
std::string_view phaseName(Phase p)
{
    return PhaseNames[int(p)];
}
std::optional<Phase> phaseFromName(std::string_view name)
{
    if (auto i = indexOf(PhaseNames, name))
        return Phase(*i);
    return std::nullopt;
}
std::string_view logKindName(LogKind k)
{
    return LogKindNames[int(k)];
}
std::optional<LogKind> logKindFromName(std::string_view name)
{
    if (auto i = indexOf(LogKindNames, name))
        return LogKind(*i);
    return std::nullopt;
}

} // namespace fortuna::rules
