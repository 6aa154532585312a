// SPDX-License-Identifier: GPL-3.0-or-later
// Replaying a record through the rules engine, and the `fortuna-result/1` summary.
#pragma once

#include "record/record.h"

namespace fortuna::rules
{
class InvariantChecker;
}

namespace fortuna::record
{

class Recorder;

// Why a replay stopped, for people (the UI builds a translated sentence from the code and its
// arguments; the English `error` line is for the CLI and logs).
enum class ReplayError {
    None,
    SetupRefused, // exit 2: the engine refused the record's setup
    TurnRefused, // exit 1: the engine refused a decision of turn `turn` (`refusal` says why)
    TurnMismatch, // exit 1: turn `turn` does not fit the game (another tile drawn, a plague entry not due...)
};

struct ReplayOutcome {
    std::optional<rules::Game> game; // the state after the turns replayed; none on error
    int turnsReplayed = 0;
    // 0 success; 1 an illegal or impossible turn ("turn K: why"); 2 the engine refused the
    // record's setup (a one-line message naming the field).
    int exitCode = 0;
    QString error;
    ReplayError code = ReplayError::None; // the code of `error`, and its arguments:
    int turn = 0; // the turn at fault (1-based; turnsReplayed + 1)
    rules::Status refusal; // TurnRefused: the engine's refusal
    bool ok() const { return exitCode == 0; }
};

// Starts the game of `record` and replays its first `maxTurns` turns (all when negative).
// With a `checker` (check mode), the game is checked after every decision and at its end;
// the first violation stays in the checker (the replay itself goes on as without it).
ReplayOutcome replay(const Record &record, int maxTurns = -1, rules::InvariantChecker *checker = nullptr);
// The same from `setup`, the record's own with some engine settings changed (the draws a
// network mirror must follow, or keeping the draws a network table sends). `decisions`
// (optional) receives every decision applied, in order (the post-game analysis replays them).
ReplayOutcome replay(const Record &record,
                     const rules::Setup &setup,
                     int maxTurns = -1,
                     rules::InvariantChecker *checker = nullptr,
                     std::vector<rules::Decision> *decisions = nullptr);

// Applies one recorded turn (K = turnNumber, 1-based) to a game that waits for that turn's
// first decision (or is over, for an all-discard final turn). Returns "" or "turn K: why".
// The game may be left in the middle of the turn on error. `players` (optional) names the
// players by colour in the messages. With a `recorder`, the decisions go through it (to go on
// recording a game loaded from a record, Recorder(record, game) is simpler). A started
// `checker` checks the game after each decision. When the engine refused a decision,
// `*refusal` (optional) receives its status; it stays a success when the turn does not fit the
// game for another reason.
// `decisions` (optional) receives the decisions applied.
QString applyTurn(rules::Game &game,
                  const Turn &turn,
                  int turnNumber,
                  const std::vector<PlayerInfo> *players = nullptr,
                  Recorder *recorder = nullptr,
                  rules::InvariantChecker *checker = nullptr,
                  rules::Status *refusal = nullptr,
                  std::vector<rules::Decision> *decisions = nullptr);

// The `fortuna-result/1` JSON of a game replayed from `record` (see README.md for the log).
QByteArray resultJson(const rules::Game &game, const Record &record, int turnsReplayed, bool compact = false);

} // namespace fortuna::record
