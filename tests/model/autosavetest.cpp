// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and resume through GameController: the autosave is rewritten after every finished
// turn and every plague decision and is always a complete record; it goes away when the game
// ends or is closed, stays when the application quits; resuming restores the identical state
// (scores, board, pig, current player, tiles left, every model row) and computer seats play on
// exactly as they would have; broken or newer autosaves are not offered.
#include "savetesthelpers.h"
#include "scratchsettings.h"

#include "autosave.h"
#include "record/replay.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace savetest;

class AutosaveTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("autosavetest")};

    static std::unique_ptr<GameController> controller(const QString &dir)
    {
        auto c = std::make_unique<GameController>();
        c->setAnimationsEnabled(false);
        c->setComputerDelay(0);
        c->autosave()->setDirectory(dir);
        return c;
    }

    static QStringList filesIn(const QString &dir) { return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

    // Plays random human steps until `turns` turns are complete, stopping right after the step
    // that completed it (the game then waits at the start of the next turn).
    static QString playTurns(rules::RandomPlayer &rp, GameController &c, size_t turns)
    {
        for (int guard = 0; guard < 10000; ++guard) {
            if (c.record().turns.size() >= turns)
                return QString();
            if (c.phase() == GameController::GameOver)
                return QStringLiteral("the game ended first");
            if (!c.awaitingHuman()) {
                if (!QTest::qWaitFor(
                        [&c] {
                            return c.awaitingHuman() || c.phase() == GameController::GameOver;
                        },
                        10000))
                    return QStringLiteral("computer seats stuck");
                continue;
            }
            const QString r = step(rp, c);
            if (!r.isEmpty())
                return r;
        }
        return QStringLiteral("too many steps");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        QSettings().clear();
    }

    void directory()
    {
        QTemporaryDir dir;
        qputenv("FORTUNA_DATA_DIR", dir.path().toLocal8Bit());
        {
            GameController c;
            QCOMPARE(c.autosave()->directory(), dir.path());
            QCOMPARE(c.autosave()->filePath(), QDir(dir.path()).filePath(QStringLiteral("autosave.fortuna")));
            QVERIFY(c.autosave()->enabled());
            QVERIFY(!c.autosave()->resumable());
        }
        qunsetenv("FORTUNA_DATA_DIR");
        GameController d;
        QCOMPARE(d.autosave()->directory(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        QSignalSpy changed(d.autosave(), &Autosaver::directoryChanged);
        d.autosave()->setDirectory(dir.path());
        QCOMPARE(changed.count(), 1);
    }

    // After every finished turn and every plague decision the autosave is rewritten, and it is
    // always a complete record of every finished turn; nothing else is left in the folder.
    void writtenAfterEveryTurn_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QVariantMap>("rules");
        QTest::newRow("2 players") << 2 << QVariantMap{};
        QTest::newRow("4 players, fortune teller") << 4 << QVariantMap{{QStringLiteral("fortuneTeller"), true}};
        QTest::newRow("5 players, base+wheel, majority")
            << 5 << QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("base+wheel")}, {QStringLiteral("famine"), QStringLiteral("majority")}};
    }

    void writtenAfterEveryTurn()
    {
        QFETCH(int, players);
        QFETCH(QVariantMap, rules);
        QTemporaryDir dir;
        auto c = controller(dir.path());
        const QString file = c->autosave()->filePath();
        QVERIFY(!QFileInfo::exists(file));
        QCOMPARE(c->newGame(headerJson(setup(players, 600 + players, rules))), QString());
        // Written at once: a game that crashes in its first turn can be resumed too.
        QVERIFY(QFileInfo::exists(file));
        QCOMPARE(int(record::readRecord(readAll(file)).record->turns.size()), 0);
        QVERIFY(!c->autosave()->resumable()); // the autosave is the game being played

        rules::RandomPlayer rp(quint64(players) * 97);
        int writes = 0, plagueDecisions = 0, turnEnds = 0;
        while (c->phase() != GameController::GameOver) {
            // Remove the file before each step: it must come back exactly after the steps
            // that finish a turn or give a follower back to the plague.
            QFile::remove(file);
            QVERIFY(!QFileInfo::exists(file));
            const GameController::Phase phase = c->phase();
            const size_t turnsBefore = c->record().turns.size();
            QCOMPARE(step(rp, *c), QString());
            const bool turnEnded = c->record().turns.size() != turnsBefore;
            const bool over = c->phase() == GameController::GameOver;
            plagueDecisions += phase == GameController::Plague ? 1 : 0;
            turnEnds += turnEnded ? 1 : 0;
            if (over) {
                QVERIFY2(!QFileInfo::exists(file), "the autosave of a finished game is removed");
                break;
            }
            QCOMPARE(QFileInfo::exists(file), turnEnded || phase == GameController::Plague);
            if (!QFileInfo::exists(file))
                continue;
            ++writes;
            const record::ReadResult read = record::readRecord(readAll(file));
            QVERIFY2(read.ok(), qPrintable(read.error));
            QVERIFY(*read.record == c->record());
            const record::ReplayOutcome replayed = record::replay(*read.record);
            QVERIFY2(replayed.ok(), qPrintable(replayed.error));
            QCOMPARE(replayed.game->turn(), int(c->record().turns.size()) + 1);
            QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("autosave.fortuna")});
        }
        QVERIFY(turnEnds > 40);
        QCOMPARE(writes, turnEnds - 1 + plagueDecisions); // the last turn ended the game
        QVERIFY(filesIn(dir.path()).isEmpty());
    }

    // A crash (no closeGame) leaves the autosave; the next start offers it with a summary and
    // resumes it to the identical state; both games then play on identically.
    void resumeRestoresTheGame_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QVariantMap>("rules");
        QTest::addColumn<int>("turns");
        QTest::newRow("2 players, turn 1") << 2 << QVariantMap{} << 0;
        QTest::newRow("3 players, fortune teller") << 3 << QVariantMap{{QStringLiteral("fortuneTeller"), true}} << 31;
        QTest::newRow("4 players, beside the wheel") << 4 << QVariantMap{{QStringLiteral("wheelAsStart"), false}} << 45;
        QTest::newRow("5 players, base+wheel, fortune teller")
            << 5 << QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("base+wheel")}, {QStringLiteral("fortuneTeller"), true}} << 60;
    }

    void resumeRestoresTheGame()
    {
        QFETCH(int, players);
        QFETCH(QVariantMap, rules);
        QFETCH(int, turns);
        QTemporaryDir dir;
        auto a = controller(dir.path());
        QCOMPARE(a->newGame(headerJson(setup(players, 700 + turns, rules))), QString());
        rules::RandomPlayer rp(quint64(turns) + 5);
        QCOMPARE(playTurns(rp, *a, size_t(turns)), QString());
        const QDateTime now = QDateTime::currentDateTime();

        // The next start, while the first instance has "crashed" at the start of a turn.
        auto b = controller(dir.path());
        QVERIFY(b->autosave()->resumable());
        const fortuna::model::GameSummary summary = b->autosave()->summary();
        QVERIFY(summary.valid);
        QCOMPARE(summary.turn, a->turn());
        QCOMPARE(summary.turnsPlayed, turns);
        QCOMPARE(summary.tilesLeft, a->tilesLeft());
        QVERIFY(qAbs(summary.date.secsTo(now)) < 60);
        QCOMPARE(summary.rules, a->setup().rules);
        const QList<fortuna::model::SeatSummary> &seats = summary.players;
        QCOMPARE(seats.size(), players);
        for (int p = 0; p < players; ++p) {
            const fortuna::model::SeatSummary &s = seats[p];
            QCOMPARE(s.name, QStringLiteral("Player %1").arg(p + 1));
            QCOMPARE(s.score, a->game()->score(p));
            QCOMPARE(s.color, a->setup().players[p].color);
        }
        QSignalSpy resumable(b->autosave(), &Autosaver::resumableChanged);
        QCOMPARE(b->resumeAutosave(), QString());
        QVERIFY(!b->autosave()->resumable());
        QCOMPARE(resumable.count(), 1);
        QVERIFY(b->currentFile().isEmpty());
        QCOMPARE(compareControllers(*a, *b), QString());
        QCOMPARE(b->displayedPigSteps(), a->pigSteps()); // the pig stands where it stood
        QCOMPARE(b->currentPlayer(), a->currentPlayer());
        QCOMPARE(b->tilesLeft(), a->tilesLeft());
        QCOMPARE(b->pigSector(), a->pigSector());
        QCOMPARE(b->board()->count(), a->board()->count());

        // Both play on with the same decisions: the same game to the end.
        a->autosave()->setEnabled(false); // only b owns the autosave now
        while (a->phase() != GameController::GameOver) {
            QCOMPARE(step(rp, *a, b.get()), QString());
            QCOMPARE(compareControllers(*a, *b), QString());
        }
        QVERIFY(!QFileInfo::exists(b->autosave()->filePath()));
    }

    // Computer seats continue after a resume, and exactly as the uninterrupted game: per-turn
    // seeds make their decisions a function of the game.
    void computerSeatsContinue()
    {
        QTemporaryDir dir, snapDir;
        const QVariantMap bots = setup(4, 4711, {{QStringLiteral("fortuneTeller"), true}}, 4);
        auto a = controller(dir.path());
        QVariantMap atSnapshot;
        bool snapped = false;
        connect(a.get(), &GameController::moveMade, this, [&]() {
            if (!snapped && a->record().turns.size() == 33) {
                snapped = true;
                // The "crash": a copy of the autosave at this moment, and the state then.
                QFile::copy(a->autosave()->filePath(), QDir(snapDir.path()).filePath(QStringLiteral("autosave.fortuna")));
                atSnapshot = QVariantMap{{QStringLiteral("turn"), a->turn()},
                                         {QStringLiteral("tilesLeft"), a->tilesLeft()},
                                         {QStringLiteral("pigSteps"), a->pigSteps()},
                                         {QStringLiteral("board"), a->board()->count()},
                                         {QStringLiteral("record"), a->recordJson()}};
            }
        });
        QCOMPARE(a->newGame(headerJson(bots)), QString());
        QTRY_COMPARE_WITH_TIMEOUT(a->phase(), GameController::GameOver, 60000);
        QVERIFY(snapped);

        auto b = controller(snapDir.path());
        QVERIFY(b->autosave()->resumable());
        QSignalSpy moves(b.get(), &GameController::moveMade);
        QCOMPARE(b->resumeAutosave(), QString());
        QCOMPARE(b->turn(), atSnapshot.value(QStringLiteral("turn")).toInt());
        QCOMPARE(b->tilesLeft(), atSnapshot.value(QStringLiteral("tilesLeft")).toInt());
        QCOMPARE(b->pigSteps(), atSnapshot.value(QStringLiteral("pigSteps")).toInt());
        QCOMPARE(b->board()->count(), atSnapshot.value(QStringLiteral("board")).toInt());
        QCOMPARE(b->recordJson(), atSnapshot.value(QStringLiteral("record")).toString());
        QVERIFY(b->thinking() || moves.count() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(b->phase(), GameController::GameOver, 60000);
        QVERIFY(moves.count() > 50);
        QCOMPARE(b->recordJson(), a->recordJson());
        for (int p = 0; p < 4; ++p)
            QCOMPARE(b->game()->score(p), a->game()->score(p));
        QVERIFY(!QFileInfo::exists(b->autosave()->filePath()));
    }

    void closeDiscardAndQuit()
    {
        QTemporaryDir dir;
        const QString file = QDir(dir.path()).filePath(QStringLiteral("autosave.fortuna"));
        rules::RandomPlayer rp(8);
        {
            auto c = controller(dir.path());
            QCOMPARE(c->newGame(headerJson(setup(2, 8))), QString());
            QCOMPARE(playTurns(rp, *c, 5), QString());
            QVERIFY(QFileInfo::exists(file));
            c->closeGame(); // left deliberately
            QVERIFY(!QFileInfo::exists(file));
            QVERIFY(!c->autosave()->resumable());
            QCOMPARE(c->newGame(headerJson(setup(2, 9))), QString());
            QCOMPARE(playTurns(rp, *c, 3), QString());
        } // the application quits with a game in progress: the autosave stays
        QVERIFY(QFileInfo::exists(file));
        {
            auto c = controller(dir.path());
            QVERIFY(c->autosave()->resumable());
            QSignalSpy resumable(c->autosave(), &Autosaver::resumableChanged);
            c->autosave()->discard();
            QCOMPARE(resumable.count(), 1);
            QVERIFY(!c->autosave()->resumable());
            QVERIFY(!c->autosave()->summary().valid);
            QVERIFY(!QFileInfo::exists(file));
            QVERIFY(!c->resumeAutosave().isEmpty());
        }
        // Opening a finished game to look at it leaves another game's autosave alone; an
        // unfinished one takes it over.
        QTemporaryDir saves;
        const QUrl finished = QUrl::fromLocalFile(saves.filePath(QStringLiteral("finished.fortuna")));
        const QUrl unfinished = QUrl::fromLocalFile(saves.filePath(QStringLiteral("unfinished.fortuna")));
        {
            auto c = controller(saves.path());
            QCOMPARE(c->newGame(headerJson(setup(2, 10))), QString());
            QCOMPARE(playTurns(rp, *c, 4), QString());
            QCOMPARE(c->saveGame(unfinished), QString());
            QCOMPARE(playTurns(rp, *c, 1000), QStringLiteral("the game ended first"));
            QCOMPARE(c->saveGame(finished), QString());
        }
        {
            auto c = controller(dir.path());
            QCOMPARE(c->newGame(headerJson(setup(3, 11))), QString());
            QCOMPARE(playTurns(rp, *c, 2), QString());
        }
        const QByteArray waiting = readAll(file);
        {
            auto c = controller(dir.path());
            QVERIFY(c->autosave()->resumable());
            QCOMPARE(c->loadGame(finished), QString());
            QCOMPARE(readAll(file), waiting);
            QVERIFY(c->autosave()->resumable());
            c->closeGame();
            QCOMPARE(readAll(file), waiting);
            QCOMPARE(c->loadGame(unfinished), QString());
            QVERIFY(!c->autosave()->resumable());
            QCOMPARE(readAll(file), readAll(unfinished.toLocalFile()));
        }
        // The file a resumed game came from is its current file again.
        {
            auto c = controller(dir.path());
            QVERIFY(c->autosave()->resumable());
            QCOMPARE(c->autosave()->summary().file, unfinished);
            QCOMPARE(c->resumeAutosave(), QString());
            QCOMPARE(c->currentFile(), unfinished);
        }
        // Autosave off: nothing is written or removed.
        {
            QTemporaryDir quiet;
            auto c = controller(quiet.path());
            c->autosave()->setEnabled(false);
            QCOMPARE(c->newGame(headerJson(setup(2, 12))), QString());
            QCOMPARE(playTurns(rp, *c, 3), QString());
            QVERIFY(filesIn(quiet.path()).isEmpty());
            c->autosave()->setEnabled(true); // on again: written at once
            QCOMPARE(filesIn(quiet.path()), QStringList{QStringLiteral("autosave.fortuna")});
        }
    }

    // Autosaves that cannot be resumed are not offered, and are left in place.
    void brokenAutosaves_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        GameController g;
        g.autosave()->setEnabled(false);
        g.newGame(headerJson(setup(2, 13)));
        const QByteArray good = record::writeRecord(g.record());
        QTest::newRow("newer version") << QByteArray(good).replace("fortuna-record/1", "fortuna-record/2") << QStringLiteral("newer version of Fortuna");
        QTest::newRow("torn") << good.left(good.size() / 2) << QStringLiteral("incomplete or damaged");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
        QTest::newRow("foreign") << QByteArray("{\"a\": 1}") << QStringLiteral("not a Fortuna saved game");
    }

    void brokenAutosaves()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = QDir(dir.path()).filePath(QStringLiteral("autosave.fortuna"));
        QVERIFY(writeAll(file, content));
        // Temporary files of interrupted writes are cleaned up at startup.
        QVERIFY(writeAll(file + QStringLiteral(".aB3xYz"), "{\"format\": \"fortuna-rec"));
        QVERIFY(writeAll(QDir(dir.path()).filePath(QStringLiteral("keep.fortuna")), "x"));
        auto c = controller(dir.path());
        QVERIFY(!c->autosave()->resumable());
        QVERIFY(!c->autosave()->summary().valid);
        QCOMPARE(filesIn(dir.path()), (QStringList{QStringLiteral("autosave.fortuna"), QStringLiteral("keep.fortuna")}));
        QCOMPARE(readAll(file), content);
        const QString reason = c->resumeAutosave();
        QVERIFY2(reason.contains(message), qPrintable(reason));
        QCOMPARE(c->phase(), GameController::NoGame);
        QCOMPARE(readAll(file), content);
    }

    // A folder that cannot hold the autosave: the failure is reported once, play goes on.
    void autosaveFailure()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QVERIFY(writeAll(blocker, "x"));
        auto c = controller(blocker);
        QSignalSpy failed(c->autosave(), &Autosaver::failed);
        QCOMPARE(c->newGame(headerJson(setup(2, 14))), QString());
        rules::RandomPlayer rp(14);
        QCOMPARE(playTurns(rp, *c, 6), QString());
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("autosave.fortuna")));
        c->autosave()->setDirectory(dir.path());
        QCOMPARE(playTurns(rp, *c, 7), QString());
        QVERIFY(QFileInfo::exists(c->autosave()->filePath()));
        QCOMPARE(failed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(AutosaveTest)
#include "autosavetest.moc"
