// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: a game's setup turned into the game and its record header, and back.
//
// The setup screen's NewGameSetup builds its header itself (typed). C++ callers (tests, tools)
// may give a fortuna-record/1 header as JSON text instead, read by the record reader (its
// rules, players, seed and deck; no turns): {"format": "fortuna-record/1", "rules": {...},
// "seed": 42, "players": [{"name", "color", "ai"}], "deck": [...]}. For convenience the format
// may be left out, the seed too (random below 2^53), and a player's colour (the first free
// one); ai is a level of computerLevels(), or absent, "" or "human" for a person.
#pragma once

#include "convert.h"
#include "newgamesetup.h"
#include "valuetypes.h"

#include "record/record.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QVariantMap>

#include <optional>

namespace fortuna::model
{

class GameSetup
{
    // The messages keep the translation context they were written and translated in.
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)

public:
    struct Started {
        std::optional<rules::Game> game; // started, at its first decision
        record::Record header; // players, options, seed, deck; no turns
        QString error; // or the reason (translated) why not
    };

    // Starts the game of the setup screen's form (its header(); refused: its reason).
    static Started start(const NewGameSetup &setup);
    // The same from a record header as JSON text (C++: the tests, the tools).
    static Started start(const QString &header);
    // Starts the game of a record header with no turns.
    static Started start(record::Record header);
    // A new deal of a header: the same seats and rules, a new seed, no deck.
    static record::Record fresh(const record::Record &header);
    // The reader's refusal of a setup as a translated sentence.
    static QString errorText(const record::ReadResult &read);
    // The setup of a record's header as QML reads it back (the deck only when explicit).
    static SetupInfo info(const record::Record &header);

    static Started refused(const QString &reason);

    // Seeds stay below 2^53 so that QML (double) and JSON hold them exactly.
    static constexpr uint64_t SeedMask = (uint64_t(1) << 53) - 1;
};

} // namespace fortuna::model
