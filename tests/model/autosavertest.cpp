// SPDX-License-Identifier: GPL-3.0-or-later
// Autosaver: take over, write, remove at the end or on closing, scan, resume, discard, and a
// failing write reported once.
#include "autosaver.h"
#include "gamesetup.h"
#include "scratchsettings.h"
#include "settings.h"

#include "record/recorder.h"
#include "rules/randomplayer.h"
#include "support/record.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna::model;
namespace rules = fortuna::rules;
namespace record = fortuna::record;

namespace
{

struct Played {
    std::optional<rules::Game> game;
    record::Recorder recorder;
};

// A game of `turns` turns (or to its end with turns < 0).
void play(Played &p, int turns, uint64_t seed = 13)
{
    GameSetup::Started s =
        GameSetup::start(QStringLiteral(R"({"players": [{"name": "Ada", "color": "red"}, {"name": "Bot", "ai": "random"}], "seed": %1})").arg(seed));
    p.game = std::move(s.game);
    p.recorder.reset(s.header, *p.game);
    rules::RandomPlayer random(seed);
    fortuna::testing::playRecorded(*p.game, p.recorder, fortuna::testing::everySeat(random), turns);
}

// An autosaver writing into a temporary folder of its own.
struct SaverInFolder {
    QTemporaryDir dir;
    Autosaver saver;
    SaverInFolder() { saver.setDirectory(dir.path()); }
    // `p` becomes the game of the autosave (a game without a file).
    void takeOver(const Played &p) { saver.gameStarted(p.recorder.record(), *p.game, QUrl()); }
};

} // namespace

class AutosaverTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("autosavertest")};

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_settingsDir.isValid()); }

    void init() { QSettings().clear(); }

    void aGameTakesOverAndIsResumedLater()
    {
        QTemporaryDir dir;
        Autosaver saver;
        QSignalSpy directory(&saver, &Autosaver::directoryChanged);
        saver.setDirectory(dir.path());
        QCOMPARE(directory.count(), 1);
        QCOMPARE(saver.filePath(), QDir(dir.path()).filePath(QStringLiteral("autosave.fortuna")));
        QVERIFY(!saver.resumable());

        Played p;
        play(p, 5);
        const QUrl file = QUrl::fromLocalFile(QStringLiteral("/tmp/somewhere.fortuna"));
        saver.gameStarted(p.recorder.record(), *p.game, file);
        QVERIFY(QFile::exists(saver.filePath()));
        QCOMPARE(Settings::autosaveFile(), QStringLiteral("/tmp/somewhere.fortuna"));
        QVERIFY(!saver.resumable()); // the game being played is not offered

        // The next start finds it.
        Autosaver next;
        next.setDirectory(dir.path());
        QVERIFY(next.resumable());
        const GameSummary summary = next.summary();
        QVERIFY(summary.valid);
        QCOMPARE(summary.turn, p.game->turn());
        QCOMPARE(summary.turnsPlayed, 5);
        QCOMPARE(summary.tilesLeft, p.game->tilesLeft());
        const QList<SeatSummary> &players = summary.players;
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0].name, QStringLiteral("Ada"));
        QCOMPARE(players[1].ai, QStringLiteral("random"));
        QCOMPARE(players[1].score, p.game->score(1));
        const QVariantMap expectedRules = rulesToVariant(p.game->options());
        QCOMPARE(summary.rules, expectedRules);
        QCOMPARE(summary.rules.size(), 4);
        QVERIFY(summary.file.isEmpty()); // that file does not exist

        Autosaver::Resumed resumed = next.resume();
        QVERIFY2(resumed.ok(), qPrintable(resumed.error));
        QCOMPARE(fortuna::testing::recordDifference(*resumed.record, p.recorder.record()), QString());
        QCOMPARE(resumed.game->turn(), p.game->turn());
        QCOMPARE(resumed.file, QUrl());

        QSignalSpy resumable(&next, &Autosaver::resumableChanged);
        next.discard();
        QCOMPARE(resumable.count(), 1);
        QVERIFY(!next.resumable());
        QVERIFY(!QFile::exists(next.filePath()));
        QCOMPARE(Settings::autosaveFile(), QString());
        QCOMPARE(next.resume().error, QStringLiteral("There is no autosaved game to resume."));
    }

    // A game saved to a file and resumed is not "unsaved": the file holds the same game up to
    // its last turn (savedTurns); turns played after the save still count as unsaved.
    void aResumedGameKnowsWhatItsFileHolds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.fortuna"));
        const auto writeFile = [&path](const record::Record &r) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(record::writeRecord(r));
        };
        Played p;
        play(p, 6);
        writeFile(p.recorder.record());
        {
            Autosaver saver;
            saver.setDirectory(dir.filePath(QStringLiteral("auto")));
            saver.gameStarted(p.recorder.record(), *p.game, QUrl::fromLocalFile(path));
        }
        Autosaver next;
        next.setDirectory(dir.filePath(QStringLiteral("auto")));
        Autosaver::Resumed resumed = next.resume();
        QVERIFY2(resumed.ok(), qPrintable(resumed.error));
        QCOMPARE(resumed.file, QUrl::fromLocalFile(path));
        QCOMPARE(resumed.savedTurns, 6);

        // played on after the save: the file holds the first 6 turns
        Played longer;
        play(longer, 9);
        {
            Autosaver saver;
            saver.setDirectory(dir.filePath(QStringLiteral("auto")));
            saver.gameStarted(longer.recorder.record(), *longer.game, QUrl::fromLocalFile(path));
        }
        resumed = next.resume();
        QVERIFY2(resumed.ok(), qPrintable(resumed.error));
        QCOMPARE(resumed.savedTurns, 6);

        // the file now holds another game (another seed): nothing of this one is saved
        Played other;
        play(other, 3, 77);
        writeFile(other.recorder.record());
        resumed = next.resume();
        QVERIFY2(resumed.ok(), qPrintable(resumed.error));
        QCOMPARE(resumed.file, QUrl::fromLocalFile(path));
        QCOMPARE(resumed.savedTurns, -1);
    }

    void theEndAndClosingRemoveIt()
    {
        SaverInFolder f;
        Autosaver &saver = f.saver;
        Played p;
        play(p, 2);
        f.takeOver(p);
        QVERIFY(QFile::exists(saver.filePath()));
        play(p, -1); // to the end
        QCOMPARE(p.game->phase(), rules::Phase::GameOver);
        saver.save(p.recorder.record(), *p.game);
        QVERIFY(!QFile::exists(saver.filePath()));

        Played q;
        play(q, 1, 21);
        f.takeOver(q);
        QVERIFY(QFile::exists(saver.filePath()));
        saver.gameClosed();
        QVERIFY(!QFile::exists(saver.filePath()));
    }

    void aFinishedGameLeavesTheAutosaveAlone()
    {
        SaverInFolder f;
        Autosaver &saver = f.saver;
        Played unfinished;
        play(unfinished, 3);
        f.takeOver(unfinished);
        Played over;
        play(over, -1, 5);
        f.takeOver(over);
        saver.save(over.recorder.record(), *over.game);
        saver.gameClosed();
        QVERIFY(QFile::exists(saver.filePath())); // still the unfinished game's
        saver.scan();
        QVERIFY(saver.resumable());
        QCOMPARE(saver.summary().turnsPlayed, 3);
    }

    void disabledWritesNothing()
    {
        SaverInFolder f;
        QSignalSpy enabled(&f.saver, &Autosaver::enabledChanged);
        f.saver.setEnabled(false);
        f.saver.setEnabled(false);
        QCOMPARE(enabled.count(), 1);
        Played p;
        play(p, 2);
        f.takeOver(p);
        QVERIFY(!QFile::exists(f.saver.filePath()));
    }

    void aFailingWriteIsReportedOnce()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly)); // a file where the folder should be
        f.close();
        Autosaver saver;
        saver.setDirectory(QDir(blocker).filePath(QStringLiteral("data")));
        QSignalSpy failed(&saver, &Autosaver::failed);
        Played p;
        play(p, 1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot write the autosave")));
        saver.gameStarted(p.recorder.record(), *p.game, QUrl());
        saver.save(p.recorder.record(), *p.game);
        saver.save(p.recorder.record(), *p.game);
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().startsWith(QStringLiteral("Cannot write the autosave ")));
    }
};

QTEST_GUILESS_MAIN(AutosaverTest)
#include "autosavertest.moc"
