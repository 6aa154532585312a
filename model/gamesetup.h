// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: the setup chosen in QML, turned into a game and its record header, and back.
//
// The QML form of a setup: {players: [{name, color, ai}], rules: {tileSet, fortuneTeller,
// famine, wheelAsStart}, seed (optional; random below 2^53 when absent), deck (optional list
// of "U/2"... for scenarios)}. A player without a colour gets the first free one; ai is a
// level of computerLevels(), or "" / "human" for a person.
#pragma once

#include "convert.h"

#include "record/record.h"

#include <QCoreApplication>
#include <QVariantMap>

#include <optional>

namespace fortuna::model {

class GameSetup
{
    // The messages keep the translation context they were written and translated in.
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)

public:
    struct Started {
        std::optional<rules::Game> game; // started, at its first decision
        record::Record header;           // players, options, seed, deck; no turns
        QString error;                   // or the reason (translated) why not
    };

    // Reads a setup and starts its game.
    static Started start(const QVariantMap &setup);
    // The QML form of a record's header (the seed as a number, the deck only when explicit).
    static QVariantMap toVariant(const record::Record &header);

    // Seeds stay below 2^53 so that QML (double) and JSON hold them exactly.
    static constexpr uint64_t SeedMask = (uint64_t(1) << 53) - 1;
};

} // namespace fortuna::model
