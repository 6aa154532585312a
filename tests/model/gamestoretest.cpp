// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games" (session/gamestore.h, lists/gamesmodel.h): the database round trip, the
// filters, delete, the import of saved games (and of a broken file), and the games the
// controller puts there (a game finished here; not a stored game opened again).
#include "gamecontrollerhelpers.h"

#include "gamesmodel.h"
#include "gamestore.h"

#include "record/smallfile.h"

#include <QFile>
#include <QTemporaryDir>

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
        QCOMPARE(sqlite3_exec(db, "PRAGMA user_version = 2", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
        GameStore store;
        QVERIFY(store.open(path).contains(QStringLiteral("newer")));
        QVERIFY(!store.isOpen());
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
