// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games": every finished game of this computer (not the lesson) in one SQLite database of
// the data folder (DATA/games.sqlite, beside the autosave; docs/architecture.md). A row holds
// the record (fortuna-record/1, the bytes written by record::writeRecord), the date, the players
// (name, colour, computer level, whether the seat was yours, score), the rules, the result for
// you and, once the game is analysed, the analysis summary. The list reads every column but the
// record, so that a thousand games list at once; the record is read when a game is opened.
// Beside the games, the statistics keep each game's figures (coach/gamefigures.h) in a
// table of their own, by record digest (figures(), setFigures()), and the puzzles made of your
// mistakes in the analysed games (ai/puzzle.h), with whether you solved each (schema 2; a
// schema-1 database is upgraded in place, its games kept).
// The database is in WAL mode like the server's (net/tablestore.h), one connection per thread:
// a store is used by the thread that opened it. Qt Core only (no QtSql).
#pragma once

#include "net/sqlitedb.h"
#include "record/record.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fortuna::model
{

class GameStore : private net::SqliteDb
{
public:
    static constexpr char FileName[] = "games.sqlite";
    static constexpr int SchemaVersion = 2; // PRAGMA user_version; a newer one is not opened

    enum class Result { None = -1, Lost = 0, Won = 1 }; // None: no seat was yours

    struct Player {
        QString name;
        QString color; // the record's colour name
        QString level; // the computer level, "" for a person
        bool yours = false;
        int score = 0;
    };
    // A row of the list: everything but the record.
    struct Game {
        qint64 id = 0;
        QDateTime playedAt; // UTC
        QList<Player> players;
        QString rules; // the non-default options, "key=value" joined by ",", "" for the defaults
        Result result = Result::None;
        QByteArray analysis; // the analysis summary (compact JSON), empty until analysed
        // A network game's tiles in the order the server drew them (its record alone does not
        // replay without them; with the Fortune Teller no deck says it): compact JSON tile ids,
        // empty for a game of this computer. Written by add(), read by draws(), not by list().
        QByteArray draws;
    };
    // Which games list() returns; empty/None fields do not filter.
    struct Filter {
        QString level; // an opponent's computer level; "human": a person among the opponents
        std::optional<QString> rules; // exactly these rules ("" the defaults)
        std::optional<Result> result;
        QDateTime from, to; // played at from <= t < to (either may be null)
    };

    // A puzzle: a decision of a stored game where a person lost at least ai::PuzzleThreshold
    // points, found again from the position before it (ai/puzzle.h).
    struct Puzzle {
        qint64 id = 0; // puzzles() and puzzle() fill id, gameId, playedAt and players
        qint64 gameId = 0;
        QDateTime playedAt; // its game's
        QList<Player> players; // its game's
        int decision = 0; // its index among the game's decisions (ai/analysis.h)
        int seat = 0;
        int turn = 0;
        QString kind; // "place", "choose", "plague"
        double lost = 0; // the points the move played lost
        int playouts = 200; // the analysis' playouts (the check uses as many)
        bool solved = false; // answered right once
        int attempts = 0; // answers checked
    };

    GameStore() = default;
    GameStore(const GameStore &) = delete;
    GameStore &operator=(const GameStore &) = delete;

    // The database of the data folder `folder`.
    static QString databaseIn(const QString &folder);
    // Opens (creating it) the database at `path`. "" or why not (English, for the log).
    QString open(const QString &path);
    using SqliteDb::close;
    using SqliteDb::isOpen;

    // The row of a finished game: its players with their scores in `game`, `yours` the seats
    // played on this computer.
    static Game describe(const record::Record &record, const rules::Game &game, const QList<int> &yours, const QDateTime &playedAt);
    // The rules key of `options` (see Game::rules).
    static QString rulesKey(const rules::Options &options);

    // Adds a game with its record (stored as given). Returns its id, 0 when it is already there
    // (the same record bytes), -1 on an error (`*error`).
    qint64 add(const Game &game, const QByteArray &record, QString *error = nullptr);
    // The games that pass `filter`, the most recent first (not the records).
    QList<Game> list(const Filter &filter = {}, QString *error = nullptr);
    // Every rules key and every opponent level stored, for the filters' choices.
    QStringList rulesKeys();
    QStringList levels();
    // The record of game `id`, byte for byte as added; none when there is no such game.
    std::optional<QByteArray> record(qint64 id, QString *error = nullptr);
    // The draws of game `id` (Game::draws), empty when it has none.
    QByteArray draws(qint64 id);
    // Whether the database holds this record (the same bytes); its id or 0.
    qint64 find(const QByteArray &record);
    QString remove(qint64 id);
    QString setAnalysis(qint64 id, const QByteArray &summary);
    // The statistics' figures kept for the games (coach/gamefigures.h, as figuresJson
    // writes them), by game id; and those of game `id`.
    QHash<qint64, QByteArray> figures();
    QString setFigures(qint64 id, const QByteArray &figures);
    int count();

    // The puzzles of game `id` (its analysis'; the same decision again is kept as it was,
    // solved or not). "" or why not.
    QString addPuzzles(qint64 id, const QList<Puzzle> &puzzles);
    // Every puzzle: the unsolved first, then the most recent games first, in game order.
    QList<Puzzle> puzzles(QString *error = nullptr);
    std::optional<Puzzle> puzzle(qint64 id);
    // An answer to puzzle `id` was checked: one attempt more, solved once right.
    QString setPuzzleAnswered(qint64 id, bool right);

    // Transactions for many adds (the benchmark, an import of many files).
    using SqliteDb::begin;
    using SqliteDb::commit;
};

} // namespace fortuna::model
