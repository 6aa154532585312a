// SPDX-License-Identifier: GPL-3.0-or-later
// The rule options of a game, and their one table.
//
// Every layer that handles options iterates OptionSpecs instead of naming the fields: the
// record reader and writer (the `rules` object of fortuna-record/1, the CLI's --rules), the
// models (the rules of a game or a setup as a map keyed by `key`), and the setup screen and
// the options help page (one control and one section per row; their words are in
// qml/help/RuleOptionWords.qml). A new option is a field of Options plus a row here, the rule
// itself where it applies, and its words.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace fortuna::rules
{

enum class TileSet : uint8_t { WheelOfFortune, BaseAndWheel };
enum class FamineRule : uint8_t { AnyFarmer, Majority };

struct Options {
    TileSet tileSet = TileSet::WheelOfFortune;
    bool fortuneTeller = false;
    FamineRule famine = FamineRule::AnyFarmer;
    bool wheelAsStart = true;

    bool operator==(const Options &o) const
    {
        return tileSet == o.tileSet && fortuneTeller == o.fortuneTeller && famine == o.famine && wheelAsStart == o.wheelAsStart;
    }
    bool operator!=(const Options &o) const { return !(*this == o); }
};

// The names of the enum options' values, as the record writes them (index = enum value).
inline constexpr std::array<std::string_view, 2> TileSetNames{{"wheel-of-fortune", "base+wheel"}};
inline constexpr std::array<std::string_view, 2> FamineNames{{"any-farmer", "majority"}};

// One rule option. A boolean option (`choiceCount` 0) is false/true in the record, and its
// value is 0/1; a choice option is one of the names `choices[0..choiceCount)`, and its value
// is the index. The default is the value of a default-constructed Options.
struct OptionSpec {
    std::string_view key; // in the record's `rules` object and in the setup
    const std::string_view *choices = nullptr;
    int choiceCount = 0;
    int (*get)(const Options &) = nullptr;
    void (*set)(Options &, int) = nullptr;

    constexpr bool isBoolean() const { return choiceCount == 0; }
    int defaultValue() const { return get(Options{}); }
    // The name of a choice option's value ("" for a boolean option or a value out of range).
    constexpr std::string_view choiceName(int value) const { return value >= 0 && value < choiceCount ? choices[value] : std::string_view(); }
    constexpr std::optional<int> choiceFromName(std::string_view name) const
    {
        for (int i = 0; i < choiceCount; ++i) {
            if (choices[i] == name)
                return i;
        }
        return std::nullopt;
    }
};

// The options in the order the record writes them and the setup shows them.
inline constexpr std::array<OptionSpec, 4> OptionSpecs{{
    {"tileSet",
     TileSetNames.data(),
     int(TileSetNames.size()),
     [](const Options &o) {
         return int(o.tileSet);
     },
     [](Options &o, int v) {
         o.tileSet = TileSet(v);
     }},
    {"fortuneTeller",
     nullptr,
     0,
     [](const Options &o) {
         return int(o.fortuneTeller);
     },
     [](Options &o, int v) {
         o.fortuneTeller = v != 0;
     }},
    {"famine",
     FamineNames.data(),
     int(FamineNames.size()),
     [](const Options &o) {
         return int(o.famine);
     },
     [](Options &o, int v) {
         o.famine = FamineRule(v);
     }},
    {"wheelAsStart",
     nullptr,
     0,
     [](const Options &o) {
         return int(o.wheelAsStart);
     },
     [](Options &o, int v) {
         o.wheelAsStart = v != 0;
     }},
}};

inline const OptionSpec *optionSpec(std::string_view key)
{
    for (const OptionSpec &spec : OptionSpecs) {
        if (spec.key == key)
            return &spec;
    }
    return nullptr;
}

inline std::string_view tileSetName(TileSet t)
{
    return TileSetNames[size_t(t)];
}
inline std::optional<TileSet> tileSetFromName(std::string_view name)
{
    if (const auto i = optionSpec("tileSet")->choiceFromName(name))
        return TileSet(*i);
    return std::nullopt;
}
inline std::string_view famineRuleName(FamineRule f)
{
    return FamineNames[size_t(f)];
}
inline std::optional<FamineRule> famineRuleFromName(std::string_view name)
{
    if (const auto i = optionSpec("famine")->choiceFromName(name))
        return FamineRule(*i);
    return std::nullopt;
}

} // namespace fortuna::rules
