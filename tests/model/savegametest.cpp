// SPDX-License-Identifier: GPL-3.0-or-later
// Saving and opening games through GameController: round trips of every rule option and of
// Fortune Teller games, .fortuna names, atomic overwrites, the recent games list, and a corpus
// of broken files, each refused with one clear line and no change at all to the game being
// played (state, models, signals).
#include "savetesthelpers.h"
#include "scratchsettings.h"

#include "../support/options.h"

#include "record/replay.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace savetest;
using fortuna::model::readViewState;
using fortuna::model::ViewState;
using fortuna::model::withViewState;

class SaveGameTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("savegametest")};
    QTemporaryDir m_dataDir;

    QUrl url(const QTemporaryDir &dir, const QString &name) { return QUrl::fromLocalFile(dir.filePath(name)); }

    // A fresh controller whose autosave (off unless asked for: model-autosave tests it) stays in
    // this test's folder.
    std::unique_ptr<GameController> controller(bool autosave = false)
    {
        auto c = std::make_unique<GameController>();
        c->setAnimationsEnabled(false);
        c->setComputerDelay(0);
        c->autosave()->setDirectory(m_dataDir.path());
        c->autosave()->setEnabled(autosave);
        return c;
    }

    // Plays `steps` random human steps (or to the end with steps < 0).
    static QString play(rules::RandomPlayer &rp, GameController &c, int steps, GameController *twin = nullptr)
    {
        for (int i = 0; (steps < 0 || i < steps) && c.phase() != GameController::GameOver; ++i) {
            const QString r = step(rp, c, twin);
            if (!r.isEmpty())
                return r;
        }
        return QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid() && m_dataDir.isValid());
        QSettings().clear();
        qputenv("FORTUNA_DATA_DIR", m_dataDir.path().toLocal8Bit());
    }

    // A save keeps the view state beside the record (its "view" object): the rotation of the
    // tile in hand and whether the wheel event is open. Opening gives them back; the record
    // reader ignores the object; a file without it (an older save) opens with the defaults.
    void viewStateRoundTrip()
    {
        QTemporaryDir dir;
        auto c = controller();
        QCOMPARE(c->newGame(headerJson(setup(2, 5))), QString());
        const int start = c->rotation();
        int turned = -1;
        for (int k = 1; k < 4 && turned < 0; ++k) {
            c->setRotation((start + k) % 4);
            if (c->legalPositions()->rowCount() > 0)
                turned = c->rotation();
        }
        QVERIFY(turned >= 0);
        c->setEventShown(true);
        const QUrl file = url(dir, QStringLiteral("view.fortuna"));
        QCOMPARE(c->saveGame(file), QString());
        const QByteArray bytes = readAll(file.toLocalFile());
        QVERIFY(readViewState(bytes) == ViewState({turned, true}));
        QVERIFY(bytes.contains(QByteArray("\"view\": { \"rotation\": " + QByteArray::number(turned * 90) + ", \"event\": true }")));
        const record::ReadResult read = record::readRecord(bytes);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY(*read.record == c->record());

        auto d = controller();
        QCOMPARE(d->loadGame(file), QString());
        QCOMPARE(d->rotation(), turned);
        QVERIFY(d->eventShown());
        c->setEventShown(false);
        QCOMPARE(c->saveGame(file), QString());
        QCOMPARE(d->loadGame(file), QString());
        QCOMPARE(d->rotation(), turned);
        QVERIFY(!d->eventShown());

        // an older file: the turn's first fitting rotation, the event shown when the turn
        // began with it
        QVERIFY(writeAll(file.toLocalFile(), record::writeRecord(c->record())));
        QVERIFY(!readViewState(readAll(file.toLocalFile())));
        QCOMPARE(d->loadGame(file), QString());
        QCOMPARE(d->rotation(), start);
        QCOMPARE(d->eventShown(), d->lastWheelEvent().valid() && d->lastWheelEvent().turn == d->turn());

        // a malformed view object is ignored
        for (const char *bad : {R"({"view": {"rotation": 45, "event": true}})",
                                R"({"view": {"rotation": 90}})",
                                R"({"view": [90, true]})",
                                R"({"view": {"rotation": "90", "event": true}})"})
            QVERIFY2(!readViewState(bad), bad);
        QVERIFY(readViewState(R"({"view": {"rotation": 270, "event": false}})") == ViewState({3, false}));
    }

    // Every rule option (each value of each option, with 2 to 5 players), saved mid-game and
    // at the end, opens as the same game; the opened game then plays on identically.
    void roundTrip_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QVariantMap>("rules");
        QTest::addColumn<int>("computers");
        for (const fortuna::testing::OptionMix &mix : fortuna::testing::everyOptionMix()) {
            const QVariantMap rules = fortuna::model::rulesToVariant(mix.options);
            const QByteArray tiles = rules.value(QStringLiteral("tileSet")).toString().toLatin1();
            const QByteArray famine = rules.value(QStringLiteral("famine")).toString().toLatin1();
            QTest::addRow("%s%s %s%s, %d players",
                          tiles.constData(),
                          mix.options.fortuneTeller ? " fortune-teller" : "",
                          famine.constData(),
                          mix.options.wheelAsStart ? "" : " beside",
                          mix.players)
                << mix.players << rules << 0;
        }
        QTest::newRow("fortune teller, computer seats") << 3 << QVariantMap{{QStringLiteral("fortuneTeller"), true}} << 1;
    }

    void roundTrip()
    {
        QFETCH(int, players);
        QFETCH(QVariantMap, rules);
        QFETCH(int, computers);
        QTemporaryDir dir;
        const qint64 seed = qint64(qHash(QByteArray(QTest::currentDataTag())) % 100000);
        auto a = controller();
        QCOMPARE(a->newGame(headerJson(setup(players, seed, rules, computers))), QString());
        rules::RandomPlayer rp(quint64(seed) * 31);
        const bool tents = rules.value(QStringLiteral("fortuneTeller")).toBool();
        const int stopAt = 20 + int(QRandomGenerator(quint32(seed)).bounded(30));
        // Mid-game, right after a human ended a turn (computer seats play in between).
        for (int guard = 0;; ++guard) {
            QVERIFY(guard < 5000);
            QVERIFY(a->phase() != GameController::GameOver);
            if (!a->awaitingHuman()) {
                QTRY_VERIFY_WITH_TIMEOUT(a->awaitingHuman(), 10000);
                continue;
            }
            const size_t before = a->record().turns.size();
            QCOMPARE(step(rp, *a, nullptr, tents), QString());
            if (a->record().turns.size() > before && a->turn() >= stopAt)
                break;
        }
        const QUrl file = url(dir, QStringLiteral("middle"));
        QCOMPARE(a->saveGame(file), QString());
        const QUrl saved = url(dir, QStringLiteral("middle.fortuna"));
        QCOMPARE(a->currentFile(), saved);
        QVERIFY(!a->modified());
        // The file is the record, and the reader reads it back as such.
        const record::ReadResult read = record::readRecord(readAll(saved.toLocalFile()));
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY(*read.record == a->record());

        auto b = controller();
        QCOMPARE(b->loadGame(saved), QString());
        QCOMPARE(b->currentFile(), saved);
        QVERIFY(!b->modified());
        QCOMPARE(b->recordJson(), a->recordJson());
        QCOMPARE(compareControllers(*a, *b), QString());

        // Both play on with the same decisions to the end (computer seats included).
        int guard = 0;
        while (a->phase() != GameController::GameOver) {
            QVERIFY(++guard < 5000);
            if (!a->awaitingHuman() || !b->awaitingHuman()) {
                QTRY_VERIFY_WITH_TIMEOUT((a->awaitingHuman() && b->awaitingHuman()) || a->phase() == GameController::GameOver, 10000);
                QTRY_COMPARE_WITH_TIMEOUT(b->phase(), a->phase(), 10000);
                continue;
            }
            QCOMPARE(compareControllers(*a, *b), QString());
            QCOMPARE(step(rp, *a, b.get(), tents), QString());
        }
        QTRY_COMPARE_WITH_TIMEOUT(b->phase(), GameController::GameOver, 10000);
        QCOMPARE(compareControllers(*a, *b), QString());
        QVERIFY(a->modified());

        // The finished game round-trips too.
        const QUrl endFile = url(dir, QStringLiteral("end.fortuna"));
        QCOMPARE(a->saveGame(endFile), QString());
        auto c = controller();
        QCOMPARE(c->loadGame(endFile), QString());
        QCOMPARE(c->phase(), GameController::GameOver);
        QCOMPARE(compareControllers(*a, *c), QString());
        if (rules.value(QStringLiteral("fortuneTeller")).toBool()) {
            // A Fortune Teller game: tents were laid and tiles chosen among draws.
            bool chose = false;
            for (const record::Turn &t : c->record().turns)
                chose = chose || t.choose.has_value();
            QVERIFY(chose);
        }
    }

    void saveNames()
    {
        QTemporaryDir dir;
        auto c = controller();
        QCOMPARE(c->newGame(headerJson(setup(2, 5))), QString());
        QVERIFY(c->currentFile().isEmpty());
        QVERIFY(!c->modified());
        QCOMPARE(c->saveGame(url(dir, QStringLiteral("plain"))), QString());
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("plain.fortuna"))));
        QCOMPARE(c->saveGame(url(dir, QStringLiteral("record.json"))), QString());
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("record.json"))));
        QCOMPARE(c->currentFile(), url(dir, QStringLiteral("record.json")));
        QCOMPARE(c->saveGame(url(dir, QStringLiteral("game.fortuna"))), QString());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("game.fortuna.fortuna"))));
        // Not a local file; a missing folder.
        QVERIFY(!c->saveGame(QUrl(QStringLiteral("https://example.org/game.fortuna"))).isEmpty());
        const QString missing = c->saveGame(url(dir, QStringLiteral("no/such/folder/game.fortuna")));
        QVERIFY(missing.contains(QStringLiteral("game.fortuna")));
        QCOMPARE(c->currentFile(), url(dir, QStringLiteral("game.fortuna")));
        // Without a game there is nothing to save.
        c->closeGame();
        QVERIFY(c->currentFile().isEmpty());
        QVERIFY(!c->saveGame(url(dir, QStringLiteral("nothing"))).isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("nothing.fortuna"))));
        QCOMPARE(c->saves()->fileNameFilters().size(), 3);
        QVERIFY(c->saves()->fileNameFilters().first().contains(QStringLiteral("*.fortuna")));
        QVERIFY(c->saves()->suggestedSaveUrl(c->currentFile()).toLocalFile().endsWith(QStringLiteral(".fortuna")));
    }

    // Saving over a file replaces it whole, leaves no temporary file, and `modified` follows.
    void saveOverwritesAtomically()
    {
        QTemporaryDir dir;
        auto c = controller();
        QCOMPARE(c->newGame(headerJson(setup(3, 77))), QString());
        rules::RandomPlayer rp(3);
        const QUrl file = url(dir, QStringLiteral("game.fortuna"));
        QVERIFY(writeAll(file.toLocalFile(), QByteArray(100000, 'x'))); // a longer, older file
        for (int round = 0; round < 5; ++round) {
            QCOMPARE(play(rp, *c, 12), QString());
            QVERIFY(c->record().turns.size() > 0);
            QCOMPARE(c->currentFile().isEmpty() || c->modified(), true);
            QCOMPARE(c->saveGame(file), QString());
            QVERIFY(!c->modified());
            const QByteArray bytes = readAll(file.toLocalFile());
            QCOMPARE(bytes, withViewState(record::writeRecord(c->record()), c->viewState()));
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("game.fortuna")});
        }
        // A save that cannot be written leaves the old file and the current file as they were.
        const QByteArray before = readAll(file.toLocalFile());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.fortuna")));
        QVERIFY(!c->saveGame(url(dir, QStringLiteral("folder.fortuna"))).isEmpty());
        QCOMPARE(c->currentFile(), file);
        QCOMPARE(readAll(file.toLocalFile()), before);
    }

    void partialLoad()
    {
        QTemporaryDir dir;
        auto a = controller();
        QCOMPARE(a->newGame(headerJson(setup(2, 12, {{QStringLiteral("fortuneTeller"), true}}))), QString());
        rules::RandomPlayer rp(12);
        QCOMPARE(play(rp, *a, -1), QString());
        const QUrl file = url(dir, QStringLiteral("whole.fortuna"));
        QCOMPARE(a->saveGame(file), QString());
        auto b = controller();
        QCOMPARE(b->loadGame(file, 10), QString());
        QCOMPARE(int(b->record().turns.size()), 10);
        QCOMPARE(b->turn(), 11);
        QVERIFY(b->currentFile().isEmpty()); // a new game that starts from the file's turn 10
        QVERIFY(b->modified());
        QCOMPARE(b->loadGame(file, 100000), QString());
        QCOMPARE(b->currentFile(), file);
        QCOMPARE(b->phase(), GameController::GameOver);
    }

    void recentGames()
    {
        QSettings().clear();
        QTemporaryDir dir;
        auto c = controller();
        QVERIFY(c->saves()->recentGames().isEmpty());
        QCOMPARE(c->newGame(headerJson(setup(2, 1))), QString());
        QSignalSpy changed(c->saves(), &SaveGames::recentGamesChanged);
        auto path = [&](int i) {
            return dir.filePath(QStringLiteral("game%1.fortuna").arg(i));
        };
        for (int i = 0; i < 10; ++i)
            QCOMPARE(c->saveGame(QUrl::fromLocalFile(path(i))), QString());
        QCOMPARE(changed.count(), 10);
        auto paths = [](const GameController &g) {
            QStringList list;
            for (const QVariant &v : g.saves()->recentGames())
                list << v.toMap().value(QStringLiteral("path")).toString();
            return list;
        };
        // At most 8, most recent first.
        QCOMPARE(paths(*c), (QStringList{path(9), path(8), path(7), path(6), path(5), path(4), path(3), path(2)}));
        const QVariantMap first = c->saves()->recentGames().first().toMap();
        QCOMPARE(first.value(QStringLiteral("url")).toUrl(), QUrl::fromLocalFile(path(9)));
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("game9"));
        QVERIFY(first.value(QStringLiteral("lastModified")).toDateTime().isValid());
        // Saving or opening one again moves it to the front, without a duplicate.
        QCOMPARE(c->saveGame(QUrl::fromLocalFile(path(5))), QString());
        QCOMPARE(paths(*c).first(), path(5));
        QCOMPARE(paths(*c).size(), 8);
        QCOMPARE(paths(*c).count(path(5)), 1);
        QCOMPARE(c->loadGame(QUrl::fromLocalFile(path(3))), QString());
        QCOMPARE(paths(*c).mid(0, 3), (QStringList{path(3), path(5), path(9)}));
        // Another controller (the next start of the game) sees the same list.
        auto d = controller();
        QCOMPARE(paths(*d), paths(*c));
        // A file that went away is dropped: on refresh, on the next start, and when opening it fails.
        QVERIFY(QFile::remove(path(9)));
        changed.clear();
        c->saves()->refreshRecentGames();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!paths(*c).contains(path(9)));
        QVERIFY(QFile::remove(path(8)));
        QVERIFY(!d->loadGame(QUrl::fromLocalFile(path(8))).isEmpty());
        QVERIFY(!paths(*d).contains(path(8)));
        QVERIFY(!paths(*controller()).contains(path(8)));
        // A failed open of an existing (broken) file keeps its entry.
        QVERIFY(writeAll(path(7), "{"));
        QVERIFY(!c->loadGame(QUrl::fromLocalFile(path(7))).isEmpty());
        QVERIFY(paths(*c).contains(path(7)));
    }

    // Broken files: one clear line each, and the game being played does not change at all.
    void brokenFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("expected"); // fragments of the message

        // A real mid-game record to damage.
        GameController g;
        g.autosave()->setEnabled(false);
        g.setAnimationsEnabled(false);
        g.newGame(headerJson(setup(3, 4242, {{QStringLiteral("fortuneTeller"), true}})));
        rules::RandomPlayer rp(4242);
        play(rp, g, 90);
        const QByteArray good = record::writeRecord(g.record());
        Q_ASSERT(good.size() > 2000);
        auto replaced = [&good](const char *from, const char *to) {
            QByteArray b = good;
            const qsizetype at = b.indexOf(from);
            Q_ASSERT(at >= 0);
            return b.replace(at, qsizetype(qstrlen(from)), to);
        };
        const QString damaged = QStringLiteral("is damaged");
        const QString incomplete = QStringLiteral("incomplete or damaged");
        const QString foreign = QStringLiteral("not a Fortuna saved game");
        QTest::newRow("empty") << QByteArray() << QStringList{QStringLiteral("the file is empty.")};
        QTest::newRow("blank") << QByteArray("\n \t\n") << QStringList{QStringLiteral("the file is empty.")};
        for (int percent : {1, 10, 50, 90, 99}) {
            QTest::addRow("truncated at %d%%", percent) << good.left(good.size() * percent / 100) << QStringList{incomplete};
        }
        QTest::newRow("truncated by one byte") << good.left(good.size() - 2) << QStringList{incomplete};
        QTest::newRow("zeros") << QByteArray(4096, '\0') << QStringList{foreign + QStringLiteral(", or it is damaged.")};
        QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringList{foreign + QStringLiteral(", or it is damaged.")};
        QTest::newRow("text") << QByteArray("Carcassonne notes: Ana 57, Bo 43\n") << QStringList{foreign};
        QTest::newRow("foreign JSON") << QByteArray(R"({"name": "fortuna", "version": "0.1.0", "scripts": {}})") << QStringList{foreign + QLatin1Char('.')};
        QTest::newRow("other format") << replaced("fortuna-record/1", "fortuna-result/1") << QStringList{foreign + QLatin1Char('.')};
        QTest::newRow("JSON array") << QByteArray("[1, 2]") << QStringList{foreign + QLatin1Char('.')};
        QTest::newRow("future version") << replaced("fortuna-record/1", "fortuna-record/2")
                                        << QStringList{QStringLiteral("it was saved by a newer version of Fortuna.")};
        QTest::newRow("far future version") << replaced("fortuna-record/1", "fortuna-record/17") << QStringList{QStringLiteral("newer version of Fortuna")};
        QTest::newRow("rotation 45") << replaced("\"rotation\": 90", "\"rotation\": 45") << QStringList{damaged, QStringLiteral(".rotation cannot be 45.")};
        QTest::newRow("unknown colour") << replaced("\"red\"", "\"purple\"")
                                        << QStringList{damaged, QStringLiteral(": players[0].color cannot be \"purple\".")};
        QTest::newRow("bad seed") << replaced("\"seed\": 4242", "\"seed\": -4242") << QStringList{damaged, QStringLiteral(": seed cannot be -4242.")};
        QTest::newRow("unknown computer level") << replaced("\"color\": \"red\"", "\"color\": \"red\", \"ai\": \"grandmaster\"")
                                                << QStringList{QStringLiteral("players[0].ai"), QStringLiteral("grandmaster")};
        QByteArray illegal;
        {
            const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\"at\": \\[-?[0-9]+, -?[0-9]+\\]")).match(QString::fromUtf8(good));
            Q_ASSERT(m.hasMatch());
            illegal = good.left(m.capturedStart()) + "\"at\": [40, 40]" + good.mid(m.capturedEnd());
        }
        QTest::newRow("illegal move") << illegal << QStringList{QStringLiteral(": turn 1 breaks the rules: The tile must touch a tile already on the table.")};
        QTest::newRow("turn after the end") << QByteArray(R"({"format": "fortuna-record/1", "rules": {"wheelAsStart": false}, "seed": 5,
            "players": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], "deck": ["E", "C"],
            "turns": [{"at": [0, -1], "rotation": 180, "follower": null}, {"at": null}, {"at": [0, 1], "rotation": 0}]})")
                                            << QStringList{QStringLiteral("move that the rules do not allow (turn 3).")};
        QTest::newRow("huge") << QByteArray() << QStringList{QStringLiteral("larger than 64 MiB")}; // made in the test
        QTest::newRow("missing file") << QByteArray() << QStringList{QStringLiteral("Cannot open")};
        QTest::newRow("folder") << QByteArray() << QStringList{QStringLiteral("Cannot open")};
    }

    void brokenFilesChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, expected);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken game.fortuna"));
        if (tag == QLatin1String("huge")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(qint64(65) * 1024 * 1024)); // sparse
        } else if (tag == QLatin1String("folder")) {
            QVERIFY(QDir().mkpath(path));
        } else if (tag != QLatin1String("missing file")) {
            QVERIFY(writeAll(path, content));
        }

        // A game in progress, saved, mid-turn (a tile placed, the follower not yet decided).
        auto c = controller(true);
        QCOMPARE(c->newGame(headerJson(setup(3, 9, {{QStringLiteral("fortuneTeller"), true}}))), QString());
        rules::RandomPlayer rp(9);
        QCOMPARE(play(rp, *c, 40), QString());
        const QUrl current = url(dir, QStringLiteral("current.fortuna"));
        QCOMPARE(c->saveGame(current), QString());
        while (c->phase() != GameController::Deploy)
            QCOMPARE(step(rp, *c), QString());
        const QByteArray recordBefore = record::writeRecord(c->record());
        const QVariantList recentBefore = c->saves()->recentGames();
        const QByteArray autosaveBefore = readAll(c->autosave()->filePath());
        QVERIFY(!autosaveBefore.isEmpty());
        const QVariantMap before = snapshot(*c);
        SignalRecorder recorder(*c);

        const QString message = c->loadGame(QUrl::fromLocalFile(path));
        QVERIFY(!message.isEmpty());
        QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("broken game.fortuna")), qPrintable(message));
        for (const QString &fragment : expected)
            QVERIFY2(message.contains(fragment), qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(message, fragment)));
        // A sentence built from the error's code: none of the reader's English explanation.
        for (const char *english : {"record:", "not valid JSON", "expected", "is not one of", "is not supported"})
            QVERIFY2(!message.contains(QLatin1String(english)), qPrintable(message));

        // Nothing changed: no signal at all, the same state, record, file, list and autosave.
        QCOMPARE(recorder.take(), QStringList());
        QCOMPARE(snapshotDifferences(before, snapshot(*c)), QStringList());
        QCOMPARE(record::writeRecord(c->record()), recordBefore);
        QCOMPARE(c->phase(), GameController::Deploy);
        QCOMPARE(c->currentFile(), current);
        QCOMPARE(c->saves()->recentGames(), recentBefore);
        QCOMPARE(readAll(c->autosave()->filePath()), autosaveBefore);
        // And the game goes on.
        QCOMPARE(c->skipDeploy(), QString());

        // Without a game, the controller stays without one.
        auto empty = controller();
        SignalRecorder emptySignals(*empty);
        QVERIFY(!empty->loadGame(QUrl::fromLocalFile(path)).isEmpty());
        QCOMPARE(empty->phase(), GameController::NoGame);
        QCOMPARE(emptySignals.take(), QStringList());
    }
};

QTEST_GUILESS_MAIN(SaveGameTest)
#include "savegametest.moc"
