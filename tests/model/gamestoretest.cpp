// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games" (files/gamestore.h, lists/gamesmodel.h): the database round trip, the
// filters, delete, the import of saved games (and of a broken file), and the games the
// controller puts there (a game finished here; not a stored game opened again).
#include "gamecontrollerhelpers.h"

#include "gamesmodel.h"
#include "gamestore.h"

#include "record/replay.h"
#include "record/smallfile.h"
#include "rules/catalogue.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>

#include <sqlite3.h>

using namespace gctest; // fortuna, GameController
using fortuna::model::GamesModel;
using fortuna::model::GameStore;

class GameStoreTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // A whole game, a person (random moves through the controller) against a random computer.
    static void playToTheEnd(GameController &c, qint64 seed)
    {
        c.setAnimationsEnabled(false);
        c.setComputerDelay(0);
        QCOMPARE(c.newGame(headerJson(seats({QStringLiteral("Ana:green"), QStringLiteral("Bot:black:random")}, seed))), QString());
        QRandomGenerator rng{quint32(seed)};
        while (c.phase() != GameController::GameOver) {
            QTRY_VERIFY_WITH_TIMEOUT(c.awaitingHuman() || c.phase() == GameController::GameOver, 20000);
            if (c.phase() == GameController::GameOver)
                break;
            QCOMPARE(playHumanStep(c, rng), QString());
        }
    }

    static GameStore::Game row(const QString &opponentLevel, GameStore::Result result, const QString &rules, const QDateTime &at)
    {
        GameStore::Game g;
        g.playedAt = at;
        g.rules = rules;
        g.result = result;
        g.players = {{QStringLiteral("Ana"), QStringLiteral("green"), QString(), true, 50},
                     {QStringLiteral("Bot"), QStringLiteral("black"), opponentLevel, false, 40}};
        return g;
    }

    // Every decision of the game of `c` (its record replayed).
    static std::vector<fortuna::rules::Decision> decisionsOf(const GameController &c)
    {
        std::vector<fortuna::rules::Decision> decisions;
        fortuna::record::replay(c.record(), c.record().setup(), -1, nullptr, &decisions);
        return decisions;
    }

    // The follower decision `d` through the controller's verbs.
    static QString answerDeployment(GameController &c, const fortuna::rules::Deployment &d)
    {
        if (d.kind == fortuna::rules::Deployment::Kind::None)
            return c.skipDeploy();
        if (d.kind == fortuna::rules::Deployment::Kind::Crown)
            return c.deployOnCrown(int(d.sector), d.slot);
        const fortuna::rules::Game &g = *c.game();
        const int feature =
            fortuna::rules::localFeatureAt(fortuna::rules::Catalogue::instance().type(g.currentTile()), d.feature, d.port, g.pendingPlacement()->rotation);
        return c.deployOnTileFeature(feature);
    }

    static GameStore::Puzzle puzzle(int decision, int turn, double lost)
    {
        GameStore::Puzzle p;
        p.decision = decision;
        p.seat = 0;
        p.turn = turn;
        p.kind = QStringLiteral("place");
        p.lost = lost;
        p.playouts = 120;
        return p;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // A record in, the same record out, byte for byte; the row says the players and scores.
    void roundTrip()
    {
        GameController c;
        c.games()->setDatabasePath(m_dir.filePath(QStringLiteral("roundtrip.sqlite")));
        playToTheEnd(c, 11);
        const QByteArray written = fortuna::record::writeRecord(c.record());
        GameStore store;
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("copy.sqlite"))), QString());
        const QByteArray odd = written + "\n  "; // as given, not rewritten
        const qint64 id = store.add(GameStore::describe(c.record(), *c.game(), {0}, QDateTime::currentDateTimeUtc()), odd);
        QVERIFY(id > 0);
        QCOMPARE(store.add(GameStore::describe(c.record(), *c.game(), {0}, QDateTime::currentDateTimeUtc()), odd), 0); // the same record: once
        QCOMPARE(store.count(), 1);
        store.close();
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("copy.sqlite"))), QString()); // read back from the disk
        QCOMPARE(store.record(id).value_or(QByteArray()), odd);
        const QList<GameStore::Game> games = store.list();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].players.size(), 2);
        QCOMPARE(games[0].players[0].name, QStringLiteral("Ana"));
        QCOMPARE(games[0].players[0].yours, true);
        QCOMPARE(games[0].players[1].level, QStringLiteral("random"));
        QCOMPARE(games[0].players[0].score, c.game()->score(0));
        QCOMPARE(games[0].players[1].score, c.game()->score(1));
        QCOMPARE(games[0].result, c.game()->score(0) >= c.game()->score(1) ? GameStore::Result::Won : GameStore::Result::Lost);
        QVERIFY(games[0].analysis.isEmpty());
        QCOMPARE(store.setAnalysis(id, "[{\"seat\":0}]"), QString());
        QCOMPARE(store.list()[0].analysis, QByteArray("[{\"seat\":0}]"));
    }

    // A database of a newer Fortuna is left alone, not opened.
    void newerDatabaseRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("newer.sqlite"));
        {
            GameStore store;
            QCOMPARE(store.open(path), QString());
        }
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
        const QByteArray newer = "PRAGMA user_version = " + QByteArray::number(GameStore::SchemaVersion + 1);
        QCOMPARE(sqlite3_exec(db, newer.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
        GameStore store;
        QVERIFY(store.open(path).contains(QStringLiteral("newer")));
        QVERIFY(!store.isOpen());
    }

    // The puzzles of a game and whether each was solved, read back from the disk; the same
    // decisions added again (a second analysis) keep their state; deleting the game deletes them.
    void puzzlesRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("puzzles.sqlite"));
        qint64 older = 0, newer = 0;
        {
            GameStore store;
            QCOMPARE(store.open(path), QString());
            older = store.add(row(QStringLiteral("easy"), GameStore::Result::Won, QString(), QDateTime(QDate(2026, 1, 1), QTime(12, 0), QTimeZone::utc())),
                              "older");
            newer = store.add(row(QStringLiteral("strong"), GameStore::Result::Lost, QString(), QDateTime(QDate(2026, 2, 1), QTime(12, 0), QTimeZone::utc())),
                              "newer");
            QVERIFY(older > 0 && newer > 0);
            QCOMPARE(store.addPuzzles(older, {puzzle(12, 6, 9.5), puzzle(40, 20, 5.0)}), QString());
            QCOMPARE(store.addPuzzles(newer, {puzzle(7, 4, 14)}), QString());
            const QList<GameStore::Puzzle> all = store.puzzles();
            QCOMPARE(all.size(), 3);
            QCOMPARE(all[0].gameId, newer); // the most recent game first
            QCOMPARE(all[1].decision, 12); // then in game order
            QCOMPARE(all[1].turn, 6);
            QCOMPARE(all[1].lost, 9.5);
            QCOMPARE(all[1].kind, QStringLiteral("place"));
            QCOMPARE(all[1].playouts, 120);
            QCOMPARE(all[1].players.size(), 2);
            QVERIFY(!all[1].solved);
            QCOMPARE(store.setPuzzleAnswered(all[0].id, false), QString());
            QCOMPARE(store.setPuzzleAnswered(all[0].id, true), QString());
            QCOMPARE(store.setPuzzleAnswered(all[0].id, false), QString()); // solved stays solved
        }
        GameStore store;
        QCOMPARE(store.open(path), QString());
        QList<GameStore::Puzzle> all = store.puzzles();
        QCOMPARE(all.size(), 3);
        QCOMPARE(all.last().gameId, newer); // solved: last
        QVERIFY(all.last().solved);
        QCOMPARE(all.last().attempts, 3);
        QVERIFY(!all[0].solved);
        QCOMPARE(all[0].attempts, 0);
        QCOMPARE(store.puzzle(all.last().id)->solved, true);
        QVERIFY(!store.puzzle(all.last().id + 100));
        // analysed again: the same decision is not a new puzzle, its state is kept
        QCOMPARE(store.addPuzzles(newer, {puzzle(7, 4, 13)}), QString());
        all = store.puzzles();
        QCOMPARE(all.size(), 3);
        QVERIFY(all.last().solved);
        QCOMPARE(all.last().lost, 14.0);
        QCOMPARE(store.remove(newer), QString());
        QCOMPARE(store.puzzles().size(), 2);
    }

    // A database of the first schema (no puzzles) is upgraded where it is: its games stay.
    void firstSchemaUpgraded()
    {
        const QString path = m_dir.filePath(QStringLiteral("schema1.sqlite"));
        qint64 id = 0;
        {
            GameStore store;
            QCOMPARE(store.open(path), QString());
            id = store.add(row(QStringLiteral("easy"), GameStore::Result::Won, QString(), QDateTime::currentDateTimeUtc()), "a game");
            QVERIFY(id > 0);
        }
        sqlite3 *db = nullptr; // what Fortuna wrote before the puzzles
        QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "DROP TABLE puzzles; PRAGMA user_version = 1", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
        GameStore store;
        QCOMPARE(store.open(path), QString());
        QCOMPARE(store.count(), 1);
        QCOMPARE(store.record(id).value_or(QByteArray()), QByteArray("a game"));
        QCOMPARE(store.addPuzzles(id, {puzzle(3, 2, 6)}), QString());
        QCOMPARE(store.puzzles().size(), 1);
        store.close();
        QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
        sqlite3_stmt *version = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &version, nullptr);
        QCOMPARE(sqlite3_step(version), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(version, 0), 2);
        sqlite3_finalize(version);
        sqlite3_close(db);
    }

    void filtersAndDelete()
    {
        GamesModel m;
        m.setDatabasePath(m_dir.filePath(QStringLiteral("filters.sqlite")));
        GameStore &s = m.store();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const qint64 a = s.add(row(QStringLiteral("easy"), GameStore::Result::Won, QString(), now.addDays(-1)), "a");
        const qint64 b = s.add(row(QStringLiteral("strong"), GameStore::Result::Lost, QString(), now.addDays(-40)), "b");
        const qint64 d = s.add(row(QString(), GameStore::Result::Won, QStringLiteral("fortuneTeller=true"), now.addSecs(-60)), "d");
        QVERIFY(a > 0 && b > 0 && d > 0);
        m.refresh();
        QCOMPARE(m.count(), 3);
        QCOMPARE(m.gameId(0), d); // the most recent first
        QCOMPARE(m.gameId(2), b);
        QCOMPARE(m.data(m.index(2), GamesModel::ResultTextRole).toString(), QStringLiteral("Lost"));
        QVERIFY(m.data(m.index(0), GamesModel::PlayersRole).toString().contains(QStringLiteral("Ana 50")));
        QCOMPARE(m.levelChoices().size(), 4); // any, easy, strong, human
        QCOMPARE(m.rulesChoices().size(), 3); // any, standard, fortune teller
        m.setLevel(QStringLiteral("strong"));
        QCOMPARE(m.count(), 1);
        QCOMPARE(m.gameId(0), b);
        m.setLevel(QStringLiteral("human"));
        QCOMPARE(m.count(), 1);
        QCOMPARE(m.gameId(0), d);
        m.setLevel(QString());
        m.setRules(QString()); // the standard rules
        QCOMPARE(m.count(), 2);
        m.setRules(QStringLiteral("*"));
        m.setResult(1);
        QCOMPARE(m.count(), 2);
        m.setResult(2);
        QCOMPARE(m.count(), 1);
        m.setResult(0);
        m.setDays(30);
        QCOMPARE(m.count(), 2);
        m.setDays(0);
        QCOMPARE(m.count(), 3);
        // Delete: the game goes, the others stay.
        QCOMPARE(m.remove(a), QString());
        QCOMPARE(m.count(), 2);
        QCOMPARE(m.total(), 2);
        QVERIFY(!s.record(a));
        QCOMPARE(s.record(b).value_or(QByteArray()), QByteArray("b"));
    }

    // Saved games come in; a broken file, an unfinished game and the same game twice do not,
    // and say why; nothing stored is lost.
    void import()
    {
        GameController c;
        c.games()->setDatabasePath(m_dir.filePath(QStringLiteral("import-source.sqlite")));
        playToTheEnd(c, 12);
        const QString finished = m_dir.filePath(QStringLiteral("finished.fortuna"));
        QCOMPARE(c.saveGame(QUrl::fromLocalFile(finished)), QString());
        QCOMPARE(c.newGame(headerJson(humans(2, 5))), QString());
        const QString unfinished = m_dir.filePath(QStringLiteral("unfinished.fortuna"));
        QCOMPARE(c.saveGame(QUrl::fromLocalFile(unfinished)), QString());
        QByteArray bytes;
        QVERIFY(fortuna::record::readSmallFile(finished, &bytes).isEmpty());
        const QString broken = m_dir.filePath(QStringLiteral("broken.fortuna"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes.left(bytes.size() / 2));
        f.close();

        GamesModel m;
        m.setDatabasePath(m_dir.filePath(QStringLiteral("import.sqlite")));
        QVERIFY(m.store().add(row(QStringLiteral("easy"), GameStore::Result::Won, QString(), QDateTime::currentDateTimeUtc()), "kept") > 0);
        QString said = m.importFiles({QUrl::fromLocalFile(broken)});
        QVERIFY2(said.contains(QStringLiteral("broken.fortuna")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("imported")), qPrintable(said));
        QCOMPARE(m.total(), 1);
        said = m.importFiles({QUrl::fromLocalFile(finished), QUrl::fromLocalFile(unfinished), QUrl::fromLocalFile(broken)});
        QVERIFY2(said.contains(QStringLiteral("1 game(s) imported.")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("unfinished.fortuna")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("broken.fortuna")), qPrintable(said));
        QCOMPARE(m.total(), 2);
        said = m.importFiles({QUrl::fromLocalFile(finished)});
        QVERIFY2(said.contains(QStringLiteral("already")), qPrintable(said));
        QCOMPARE(m.total(), 2);
        // The game imported is the game saved.
        m.setLevel(QStringLiteral("random"));
        QCOMPARE(m.count(), 1);
        const std::optional<fortuna::record::Record> saved = fortuna::record::readRecord(bytes).record;
        QVERIFY(saved);
        QCOMPARE(m.store().record(m.gameId(0)).value_or(QByteArray()), fortuna::record::writeRecord(*saved));
    }

    // A game finished here lands in the store once; opened again from there (a replay, the
    // analysis) it is not added again.
    void finishedGameLands()
    {
        GameController c;
        c.games()->setDatabasePath(m_dir.filePath(QStringLiteral("finished.sqlite")));
        c.games()->refresh();
        QCOMPARE(c.games()->total(), 0);
        playToTheEnd(c, 13);
        QCOMPARE(c.games()->total(), 1);
        const qint64 id = c.games()->gameId(0);
        QCOMPARE(c.games()->store().record(id).value_or(QByteArray()), fortuna::record::writeRecord(c.record()));
        QCOMPARE(c.openStoredGame(id), QString());
        QCOMPARE(c.phase(), GameController::GameOver);
        QCOMPARE(c.startReplay(0), QString());
        c.endReplay();
        QCOMPARE(c.games()->total(), 1);
        QVERIFY(!c.openStoredGame(id + 100).isEmpty());
        // A new game, not finished: nothing added.
        QCOMPARE(c.newGame(headerJson(humans(2, 5))), QString());
        QCOMPARE(c.games()->total(), 1);
    }

    // A game of yours analysed: your mistakes of 5 points or more become puzzles; a puzzle puts
    // the position on the board, the move you played is judged wrong by what the analysis said
    // it lost, the better move it shows is right and solves it, and the store remembers.
    void puzzlesOfAnAnalysedGame()
    {
        GameController c;
        c.games()->setDatabasePath(m_dir.filePath(QStringLiteral("puzzlegame.sqlite")));
        playToTheEnd(c, 17);
        QCOMPARE(c.games()->total(), 1);
        c.analysis()->setPlayouts(8);
        QCOMPARE(c.analyseGame(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(c.analysis()->ready(), 120000);
        fortuna::model::PuzzlesModel *puzzles = c.games()->puzzles();
        int expected = 0;
        for (const auto &d : c.analysis()->result()->decisions)
            expected += d.seat == 0 && d.lost >= 5 && !d.forced ? 1 : 0;
        QVERIFY(expected > 0); // random moves lose points
        QCOMPARE(puzzles->count(), expected);
        QCOMPARE(puzzles->solvedCount(), 0);
        const QList<GameStore::Puzzle> stored = c.games()->store().puzzles();
        // a placement's puzzle
        const auto it = std::find_if(stored.begin(), stored.end(), [](const GameStore::Puzzle &p) {
            return p.kind == QLatin1String("place");
        });
        QVERIFY(it != stored.end());
        const GameStore::Puzzle p = *it;
        QCOMPARE(p.seat, 0);
        QCOMPARE(p.playouts, 8);
        QVERIFY(p.lost >= 5);
        const std::vector<fortuna::rules::Decision> played = decisionsOf(c);

        QCOMPARE(c.puzzles()->start(p.id), QString());
        QCOMPARE(c.puzzle()->state(), fortuna::model::PuzzleSession::Waiting);
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.actingPlayer(), 0);
        QVERIFY(c.awaitingHuman());
        QVERIFY(!c.suggestMove().isEmpty()); // no hint
        // the move played in the game: wrong, by the analysis' own figure
        const fortuna::rules::Placement at = played[size_t(p.decision)].placement;
        c.setRotation(at.rotation);
        QCOMPARE(c.placeTile(at.pos.x, at.pos.y), QString());
        QCOMPARE(c.phase(), GameController::Deploy);
        const fortuna::rules::Deployment answer = played[size_t(p.decision) + 1].deployment;
        QCOMPARE(answerDeployment(c, answer), QString());
        QTRY_COMPARE_WITH_TIMEOUT(c.puzzle()->state(), fortuna::model::PuzzleSession::Wrong, 60000);
        QCOMPARE(c.puzzle()->answerLost(), p.lost);
        // the answer stands on the tile while it is judged (staged, never applied), no turn to end
        QCOMPARE(c.phase(), GameController::Deploy);
        QVERIFY(c.turnStaged());
        QCOMPARE(c.stagedOption(), c.deployOptions()->rowOf(answer));
        QVERIFY(!c.endTurn().isEmpty());
        QCOMPARE(c.phase(), GameController::Deploy);
        QVERIFY(!c.puzzle()->betterShown());
        QVERIFY(!c.placeTile(at.pos.x, at.pos.y).isEmpty()); // nothing until try again
        QCOMPARE(c.games()->store().puzzle(p.id)->attempts, 1);
        QVERIFY(!c.games()->store().puzzle(p.id)->solved);
        // the better move: shown, then played from a fresh start of the puzzle
        QCOMPARE(c.puzzles()->showBetter(), QString());
        QCOMPARE(c.puzzle()->state(), fortuna::model::PuzzleSession::Shown);
        QCOMPARE(c.phase(), GameController::Place); // the tile back in hand
        QVERIFY(c.puzzle()->betterShown());
        QVERIFY(!c.turnStaged());
        const fortuna::model::AnalysisMove best = c.puzzle()->best();
        QCOMPARE(c.puzzles()->start(p.id), QString());
        QVERIFY(!c.puzzle()->betterShown()); // a fresh start: a right answer solves it
        c.setRotation(best.rotation);
        QCOMPARE(c.placeTile(best.x, best.y), QString());
        fortuna::rules::Deployment d = fortuna::rules::Deployment::none();
        if (best.featureKind >= 0)
            d = fortuna::rules::Deployment::onFeature(fortuna::rules::FeatureKind(best.featureKind), best.portIndex);
        else if (best.crownSector >= 0)
            d = fortuna::rules::Deployment::onCrown(fortuna::rules::Sector(best.crownSector), best.crownSlot);
        QCOMPARE(answerDeployment(c, d), QString());
        QTRY_COMPARE_WITH_TIMEOUT(c.puzzle()->state(), fortuna::model::PuzzleSession::Right, 60000);
        QCOMPARE(c.puzzle()->answerLost(), 0.0);
        QVERIFY(c.games()->store().puzzle(p.id)->solved);
        QCOMPARE(puzzles->solvedCount(), 1);
    }

    // The lesson is no game of yours.
    void lessonDoesNotLand()
    {
        GameController c;
        c.games()->setDatabasePath(m_dir.filePath(QStringLiteral("lesson.sqlite")));
        c.setAnimationsEnabled(false);
        QCOMPARE(c.startTutorial(), QString());
        QVERIFY(c.tutorial()->active());
        c.games()->refresh();
        QCOMPARE(c.games()->total(), 0);
    }
};

QTEST_MAIN(GameStoreTest)
#include "gamestoretest.moc"
