// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "rules/standings.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

#include <sqlite3.h>

#include <algorithm>

namespace fortuna::model
{

namespace
{

// A prepared statement, finalized when it goes.
class Statement
{
public:
    Statement(sqlite3 *db, const char *sql)
    {
        if (db)
            sqlite3_prepare_v2(db, sql, -1, &m_s, nullptr);
    }
    ~Statement() { sqlite3_finalize(m_s); }
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    explicit operator bool() const { return m_s != nullptr; }
    sqlite3_stmt *get() const { return m_s; }
    void bind(int i, qint64 v) { sqlite3_bind_int64(m_s, i, v); }
    void bind(int i, const QByteArray &v) { sqlite3_bind_blob(m_s, i, v.constData(), int(v.size()), SQLITE_TRANSIENT); }
    void bindText(int i, const QString &v)
    {
        const QByteArray u = v.toUtf8();
        sqlite3_bind_text(m_s, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
    }
    int step() { return sqlite3_step(m_s); }
    qint64 integer(int c) const { return sqlite3_column_int64(m_s, c); }
    QByteArray bytes(int c) const
    {
        const void *p = sqlite3_column_blob(m_s, c);
        return p ? QByteArray(static_cast<const char *>(p), sqlite3_column_bytes(m_s, c)) : QByteArray();
    }
    QString text(int c) const { return QString::fromUtf8(bytes(c)); }

private:
    sqlite3_stmt *m_s = nullptr;
};

QByteArray digestOf(const QByteArray &record)
{
    return QCryptographicHash::hash(record, QCryptographicHash::Sha256);
}

QByteArray playersJson(const QList<GameStore::Player> &players)
{
    QJsonArray a;
    for (const GameStore::Player &p : players) {
        QJsonObject o{{QStringLiteral("name"), p.name}, {QStringLiteral("color"), p.color}, {QStringLiteral("score"), p.score}};
        if (!p.level.isEmpty())
            o.insert(QStringLiteral("ai"), p.level);
        if (p.yours)
            o.insert(QStringLiteral("yours"), true);
        a.append(o);
    }
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

QList<GameStore::Player> playersFrom(const QByteArray &json)
{
    QList<GameStore::Player> players;
    const QJsonArray a = QJsonDocument::fromJson(json).array();
    for (const QJsonValue &v : a) {
        const QJsonObject o = v.toObject();
        players.append({o.value(QLatin1String("name")).toString(),
                        o.value(QLatin1String("color")).toString(),
                        o.value(QLatin1String("ai")).toString(),
                        o.value(QLatin1String("yours")).toBool(),
                        o.value(QLatin1String("score")).toInt()});
    }
    return players;
}

// ",easy,human," : the kinds of the opponents (a LIKE finds one).
QString opponentsOf(const QList<GameStore::Player> &players)
{
    QStringList kinds;
    for (const GameStore::Player &p : players) {
        const QString kind = p.level.isEmpty() ? QStringLiteral("human") : p.level;
        if (!p.yours && !kinds.contains(kind))
            kinds.append(kind);
    }
    return QLatin1Char(',') + kinds.join(QLatin1Char(',')) + QLatin1Char(',');
}

} // namespace

QString GameStore::databaseIn(const QString &folder)
{
    return QDir(folder).filePath(QLatin1String(FileName));
}

QString GameStore::open(const QString &path)
{
    close();
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (const QString why = SqliteDb::open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE); !why.isEmpty())
        return why;
    // WAL, as the server's store; NORMAL: a game lost to a power cut at its very end is no harm.
    QString why = exec("PRAGMA journal_mode=WAL");
    if (why.isEmpty())
        why = exec("PRAGMA synchronous=NORMAL");
    if (why.isEmpty())
        why = exec(
            "CREATE TABLE IF NOT EXISTS games ("
            "id INTEGER PRIMARY KEY, played_at INTEGER NOT NULL, players TEXT NOT NULL, opponents TEXT NOT NULL,"
            " rules TEXT NOT NULL, result INTEGER NOT NULL, analysis BLOB, draws BLOB, digest BLOB NOT NULL UNIQUE, record BLOB NOT NULL)");
    if (why.isEmpty())
        why = exec("CREATE INDEX IF NOT EXISTS games_played ON games (played_at)");
    // The statistics' figures of each game, by its record's digest (a cache: the table may
    // lack a game, and an older Fortuna that deletes a game leaves its row, never wrong).
    if (why.isEmpty())
        why = exec("CREATE TABLE IF NOT EXISTS figures (digest BLOB PRIMARY KEY, data BLOB NOT NULL)");
    // The puzzles of the analysed games (schema 2), by their game's digest as the figures.
    if (why.isEmpty())
        why = exec(
            "CREATE TABLE IF NOT EXISTS puzzles ("
            "id INTEGER PRIMARY KEY, digest BLOB NOT NULL, decision INTEGER NOT NULL, seat INTEGER NOT NULL, turn INTEGER NOT NULL,"
            " kind TEXT NOT NULL, lost REAL NOT NULL, playouts INTEGER NOT NULL, solved INTEGER NOT NULL DEFAULT 0,"
            " attempts INTEGER NOT NULL DEFAULT 0, UNIQUE (digest, decision))");
    // The schema's version, for the Fortuna that changes it: 2 (1 had no puzzles).
    if (why.isEmpty()) {
        Statement version(handle(), "PRAGMA user_version");
        const qint64 v = version && version.step() == SQLITE_ROW ? version.integer(0) : -1;
        if (v > SchemaVersion)
            why = QStringLiteral("written by a newer Fortuna (schema %1)").arg(v);
        else if (v < SchemaVersion)
            why = exec("PRAGMA user_version = 2");
    }
    if (!why.isEmpty()) {
        close();
        return QStringLiteral("the database %1: %2").arg(path, why);
    }
    return QString();
}

QString GameStore::rulesKey(const rules::Options &options)
{
    QStringList parts;
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        const int value = spec.get(options);
        if (value == spec.defaultValue())
            continue;
        const QString key = record::fromView(spec.key);
        const QString shown = spec.isBoolean() ? QString::fromLatin1(value ? "true" : "false") : record::fromView(spec.choiceName(value));
        parts.append(key + QLatin1Char('=') + shown);
    }
    return parts.join(QLatin1Char(','));
}

GameStore::Game GameStore::describe(const record::Record &record, const rules::Game &game, const QList<int> &yours, const QDateTime &playedAt)
{
    Game g;
    g.playedAt = playedAt.toUTC();
    g.rules = rulesKey(record.options);
    const std::vector<int> winners = rules::winners(game);
    bool anyYours = false, won = false;
    for (int p = 0; p < int(record.players.size()); ++p) {
        const record::PlayerInfo &info = record.players[size_t(p)];
        const bool mine = yours.contains(p);
        anyYours = anyYours || mine;
        won = won || (mine && std::find(winners.begin(), winners.end(), p) != winners.end());
        g.players.append(
            {info.name, record::fromView(rules::colorName(info.color)), info.ai().value_or(QString()), mine, p < game.playerCount() ? game.score(p) : 0});
    }
    g.result = !anyYours ? Result::None : won ? Result::Won : Result::Lost;
    return g;
}

qint64 GameStore::add(const Game &game, const QByteArray &record, QString *why)
{
    Statement s(handle(),
                "INSERT OR IGNORE INTO games (played_at, players, opponents, rules, result, analysis, digest, record, draws)"
                " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    if (!s) {
        if (why)
            *why = error("add");
        return -1;
    }
    s.bind(1, game.playedAt.toMSecsSinceEpoch());
    s.bindText(2, QString::fromUtf8(playersJson(game.players)));
    s.bindText(3, opponentsOf(game.players));
    s.bindText(4, game.rules);
    s.bind(5, qint64(game.result));
    if (game.analysis.isEmpty())
        sqlite3_bind_null(s.get(), 6);
    else
        s.bind(6, game.analysis);
    s.bind(7, digestOf(record));
    s.bind(8, record);
    if (!game.draws.isEmpty())
        s.bind(9, game.draws);
    if (s.step() != SQLITE_DONE) {
        if (why)
            *why = error("add");
        return -1;
    }
    return sqlite3_changes(handle()) == 0 ? 0 : sqlite3_last_insert_rowid(handle());
}

QList<GameStore::Game> GameStore::list(const Filter &filter, QString *why)
{
    QList<Game> games;
    Statement s(handle(),
                "SELECT id, played_at, players, rules, result, analysis FROM games"
                " WHERE (?1 IS NULL OR opponents LIKE '%,' || ?1 || ',%') AND (?2 IS NULL OR rules = ?2)"
                " AND (?3 IS NULL OR result = ?3) AND (?4 IS NULL OR played_at >= ?4) AND (?5 IS NULL OR played_at < ?5)"
                " ORDER BY played_at DESC, id DESC");
    if (!s) {
        if (why)
            *why = error("list");
        return games;
    }
    if (!filter.level.isEmpty())
        s.bindText(1, filter.level);
    if (filter.rules)
        s.bindText(2, *filter.rules);
    if (filter.result)
        s.bind(3, qint64(*filter.result));
    if (filter.from.isValid())
        s.bind(4, filter.from.toMSecsSinceEpoch());
    if (filter.to.isValid())
        s.bind(5, filter.to.toMSecsSinceEpoch());
    while (s.step() == SQLITE_ROW) {
        Game g;
        g.id = s.integer(0);
        g.playedAt = QDateTime::fromMSecsSinceEpoch(s.integer(1), QTimeZone::utc());
        g.players = playersFrom(s.bytes(2));
        g.rules = s.text(3);
        g.result = Result(std::clamp<qint64>(s.integer(4), -1, 1));
        g.analysis = s.bytes(5);
        games.append(std::move(g));
    }
    return games;
}

QStringList GameStore::rulesKeys()
{
    QStringList keys;
    Statement s(handle(), "SELECT DISTINCT rules FROM games ORDER BY rules");
    while (s && s.step() == SQLITE_ROW)
        keys.append(s.text(0));
    return keys;
}

QStringList GameStore::levels()
{
    QStringList levels;
    Statement s(handle(), "SELECT DISTINCT opponents FROM games");
    while (s && s.step() == SQLITE_ROW) {
        for (const QString &kind : s.text(0).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!levels.contains(kind))
                levels.append(kind);
        }
    }
    return levels;
}

std::optional<QByteArray> GameStore::record(qint64 id, QString *why)
{
    Statement s(handle(), "SELECT record FROM games WHERE id = ?1");
    if (!s) {
        if (why)
            *why = error("record");
        return std::nullopt;
    }
    s.bind(1, id);
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return s.bytes(0);
}

QByteArray GameStore::draws(qint64 id)
{
    Statement s(handle(), "SELECT draws FROM games WHERE id = ?1");
    if (!s)
        return QByteArray();
    s.bind(1, id);
    return s.step() == SQLITE_ROW ? s.bytes(0) : QByteArray();
}

qint64 GameStore::find(const QByteArray &record)
{
    Statement s(handle(), "SELECT id FROM games WHERE digest = ?1");
    if (!s)
        return 0;
    s.bind(1, digestOf(record));
    return s.step() == SQLITE_ROW ? s.integer(0) : 0;
}

QHash<qint64, QByteArray> GameStore::figures()
{
    QHash<qint64, QByteArray> out;
    Statement s(handle(), "SELECT games.id, figures.data FROM figures JOIN games ON games.digest = figures.digest");
    while (s && s.step() == SQLITE_ROW)
        out.insert(s.integer(0), s.bytes(1));
    return out;
}

QString GameStore::setFigures(qint64 id, const QByteArray &figures)
{
    Statement s(handle(), "INSERT OR REPLACE INTO figures (digest, data) SELECT digest, ?2 FROM games WHERE id = ?1");
    if (!s)
        return error("figures");
    s.bind(1, id);
    s.bind(2, figures);
    return s.step() == SQLITE_DONE ? QString() : error("figures");
}

QString GameStore::remove(qint64 id)
{
    Statement puzzles(handle(), "DELETE FROM puzzles WHERE digest = (SELECT digest FROM games WHERE id = ?1)");
    if (puzzles) {
        puzzles.bind(1, id);
        puzzles.step();
    }
    Statement forget(handle(), "DELETE FROM figures WHERE digest = (SELECT digest FROM games WHERE id = ?1)");
    if (forget) {
        forget.bind(1, id);
        forget.step();
    }
    Statement s(handle(), "DELETE FROM games WHERE id = ?1");
    if (!s)
        return error("remove");
    s.bind(1, id);
    return s.step() == SQLITE_DONE ? QString() : error("remove");
}

QString GameStore::setAnalysis(qint64 id, const QByteArray &summary)
{
    Statement s(handle(), "UPDATE games SET analysis = ?2 WHERE id = ?1");
    if (!s)
        return error("analysis");
    s.bind(1, id);
    s.bind(2, summary);
    return s.step() == SQLITE_DONE ? QString() : error("analysis");
}

int GameStore::count()
{
    Statement s(handle(), "SELECT COUNT(*) FROM games");
    return s && s.step() == SQLITE_ROW ? int(s.integer(0)) : 0;
}

QString GameStore::addPuzzles(qint64 id, const QList<Puzzle> &puzzles)
{
    for (const Puzzle &p : puzzles) {
        Statement s(handle(),
                    "INSERT OR IGNORE INTO puzzles (digest, decision, seat, turn, kind, lost, playouts)"
                    " SELECT digest, ?2, ?3, ?4, ?5, ?6, ?7 FROM games WHERE id = ?1");
        if (!s)
            return error("puzzles");
        s.bind(1, id);
        s.bind(2, qint64(p.decision));
        s.bind(3, qint64(p.seat));
        s.bind(4, qint64(p.turn));
        s.bindText(5, p.kind);
        sqlite3_bind_double(s.get(), 6, p.lost);
        s.bind(7, qint64(p.playouts));
        if (s.step() != SQLITE_DONE)
            return error("puzzles");
    }
    return QString();
}

namespace
{

constexpr char PuzzleColumns[] =
    "SELECT puzzles.id, games.id, games.played_at, games.players, puzzles.decision, puzzles.seat, puzzles.turn, puzzles.kind,"
    " puzzles.lost, puzzles.playouts, puzzles.solved, puzzles.attempts FROM puzzles JOIN games ON games.digest = puzzles.digest";

GameStore::Puzzle puzzleAt(const Statement &s)
{
    GameStore::Puzzle p;
    p.id = s.integer(0);
    p.gameId = s.integer(1);
    p.playedAt = QDateTime::fromMSecsSinceEpoch(s.integer(2), QTimeZone::utc());
    p.players = playersFrom(s.bytes(3));
    p.decision = int(s.integer(4));
    p.seat = int(s.integer(5));
    p.turn = int(s.integer(6));
    p.kind = s.text(7);
    p.lost = sqlite3_column_double(s.get(), 8);
    p.playouts = int(s.integer(9));
    p.solved = s.integer(10) != 0;
    p.attempts = int(s.integer(11));
    return p;
}

} // namespace

QList<GameStore::Puzzle> GameStore::puzzles(QString *why)
{
    QList<Puzzle> out;
    const QByteArray sql = QByteArray(PuzzleColumns) + " ORDER BY puzzles.solved, games.played_at DESC, games.id DESC, puzzles.decision";
    Statement s(handle(), sql.constData());
    if (!s) {
        if (why)
            *why = error("puzzles");
        return out;
    }
    while (s.step() == SQLITE_ROW)
        out.append(puzzleAt(s));
    return out;
}

std::optional<GameStore::Puzzle> GameStore::puzzle(qint64 id)
{
    const QByteArray sql = QByteArray(PuzzleColumns) + " WHERE puzzles.id = ?1";
    Statement s(handle(), sql.constData());
    if (!s)
        return std::nullopt;
    s.bind(1, id);
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return puzzleAt(s);
}

QString GameStore::setPuzzleAnswered(qint64 id, bool right)
{
    Statement s(handle(), "UPDATE puzzles SET attempts = attempts + 1, solved = MAX(solved, ?2) WHERE id = ?1");
    if (!s)
        return error("puzzles");
    s.bind(1, id);
    s.bind(2, qint64(right ? 1 : 0));
    return s.step() == SQLITE_DONE ? QString() : error("puzzles");
}

} // namespace fortuna::model
