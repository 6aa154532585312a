// SPDX-License-Identifier: GPL-3.0-or-later
// Every mix of the rule options, for the tests that cover them all: each value of each option
// of rules::OptionSpecs (its default first), in one fixed order, paired with 2 to 5 players in
// turn. Pure C++ on fortuna_rules: the rules tests use it too.
#pragma once

#include "rules/options.h"

#include <vector>

namespace fortuna::testing
{

struct OptionMix {
    rules::Options options;
    int players = 2; // 2, 3, 4, 5, 2, ... along the list
};

inline std::vector<OptionMix> everyOptionMix()
{
    std::vector<rules::Options> mixes{rules::Options{}};
    // Option by option, the first one outermost: each mix so far, with each value of the
    // option, the default first.
    for (auto spec = rules::OptionSpecs.rbegin(); spec != rules::OptionSpecs.rend(); ++spec) {
        const int values = spec->isBoolean() ? 2 : spec->choiceCount;
        std::vector<rules::Options> more;
        for (int i = 0; i < values; ++i) {
            const int value = i == 0 ? spec->defaultValue() : i <= spec->defaultValue() ? i - 1 : i;
            for (rules::Options o : mixes) {
                spec->set(o, value);
                more.push_back(o);
            }
        }
        mixes = std::move(more);
    }
    std::vector<OptionMix> all;
    for (const rules::Options &o : mixes)
        all.push_back(OptionMix{o, 2 + int(all.size()) % 4});
    return all;
}

} // namespace fortuna::testing
