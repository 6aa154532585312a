// SPDX-License-Identifier: GPL-3.0-or-later
// The kill test: a computer-only game (fortuna-killdriver, autosave on) is SIGKILLed at random
// moments, seeded; after each kill the autosave must be a complete record that replays
// cleanly and is a prefix of the record of the same game played without interruption; the
// game is then resumed from it, and after the last kill it plays on to the end, where its
// record equals the uninterrupted game's record.
//
// The moments are random, the outcome is not: the driver of each killed run holds (--hold)
// a few turns before the end, leaving a turn for each kill still to come, so a kill that comes
// late (a loaded machine, a fast game) finds the game unfinished instead of over.
//
// FORTUNA_KILL_SEED overrides the seed (the seed in use is printed).
#include "record/record.h"
#include "record/replay.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace fortuna;

namespace
{

constexpr int Kills = 8; // at least 5 are required; some land at pure random times

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// One launch of the driver, reading its lines.
class Driver
{
public:
    struct Game {
        quint64 seed;
        int players;
        QString rules;
    };
    Driver(const QString &dir, const Game &game, bool resume, const QString &finalFile = QString(), int hold = 0)
    {
        QStringList args{QStringLiteral("--dir"),
                         dir,
                         QStringLiteral("--seed"),
                         QString::number(game.seed),
                         QStringLiteral("--players"),
                         QString::number(game.players),
                         QStringLiteral("--rules"),
                         game.rules};
        if (resume)
            args << QStringLiteral("--resume");
        if (!finalFile.isEmpty())
            args << QStringLiteral("--final") << finalFile;
        if (hold > 0)
            args << QStringLiteral("--hold") << QString::number(hold);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(dir).filePath(QStringLiteral("config")));
        env.remove(QStringLiteral("FORTUNA_DATA_DIR"));
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start(QStringLiteral(KILL_DRIVER), args);
    }
    ~Driver()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started(int ms = 30000) { return m_process.waitForStarted(ms); }
    // The next line of output, or "" when the process ended or the time ran out.
    QByteArray line(int ms = 60000)
    {
        QElapsedTimer clock;
        clock.start();
        while (!m_process.canReadLine()) {
            if (m_process.state() == QProcess::NotRunning || clock.elapsed() > ms)
                return m_process.atEnd() ? QByteArray() : m_process.readAll().trimmed();
            m_process.waitForReadyRead(50);
        }
        return m_process.readLine().trimmed();
    }
    void kill() { m_process.kill(); } // SIGKILL
    bool finish(int ms = 60000) { return m_process.state() == QProcess::NotRunning || m_process.waitForFinished(ms); }
    QProcess::ExitStatus exitStatus() const { return m_process.exitStatus(); }
    int exitCode() const { return m_process.exitCode(); }
    QByteArray errors() { return m_process.readAllStandardError(); }

private:
    QProcess m_process;
};

bool sameHeader(const record::Record &a, const record::Record &b)
{
    return a.options == b.options && a.seed == b.seed && a.players == b.players && a.deck == b.deck;
}

} // namespace

class KillTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killAndResume_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("4 players, Fortune Teller") << 4 << QStringLiteral(R"({"fortuneTeller": true})") << quint64(20241130);
        QTest::newRow("5 players, base+wheel, majority, beside the wheel")
            << 5 << QStringLiteral(R"({"tileSet": "base+wheel", "famine": "majority", "wheelAsStart": false})") << quint64(7);
    }

    void killAndResume()
    {
        QFETCH(int, players);
        QFETCH(QString, rules);
        QFETCH(quint64, seed);
        quint64 testSeed = seed;
        if (qEnvironmentVariableIsSet("FORTUNA_KILL_SEED"))
            testSeed = qEnvironmentVariable("FORTUNA_KILL_SEED").toULongLong();
        qInfo("kill test seed %llu (set FORTUNA_KILL_SEED to repeat another run)", testSeed);
        QRandomGenerator rng(quint32(testSeed ^ (testSeed >> 32)));
        const Driver::Game gameSeed{rng.generate64() & ((quint64(1) << 53) - 1), players, rules};

        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString refDir = tmp.filePath(QStringLiteral("reference"));
        const QString dir = tmp.filePath(QStringLiteral("killed"));
        QVERIFY(QDir().mkpath(refDir));
        QVERIFY(QDir().mkpath(dir));
        const QString autosave = QDir(dir).filePath(QStringLiteral("autosave.fortuna"));

        // The reference: the same game without interruption.
        QElapsedTimer clock;
        clock.start();
        const QString refFile = QDir(refDir).filePath(QStringLiteral("final.fortuna"));
        {
            Driver ref(refDir, gameSeed, false, refFile);
            QVERIFY(ref.started());
            QByteArray last;
            for (QByteArray l = ref.line(); !l.isEmpty(); l = ref.line())
                last = l;
            QVERIFY(ref.finish());
            QVERIFY2(ref.exitStatus() == QProcess::NormalExit && ref.exitCode() == 0, ref.errors().constData());
            QCOMPARE(last, QByteArray("over"));
        }
        const qint64 gameMs = std::max<qint64>(1, clock.elapsed());
        const record::ReadResult refRead = record::readRecord(readAll(refFile));
        QVERIFY2(refRead.ok(), qPrintable(refRead.error));
        const record::Record &ref = *refRead.record;
        const int totalTurns = int(ref.turns.size());
        QVERIFY(totalTurns > 40);
        QVERIFY(!QFile::exists(QDir(refDir).filePath(QStringLiteral("autosave.fortuna")))); // removed at the end
        qInfo("reference game: %d turns in %lld ms", totalTurns, gameMs);

        int saved = 0; // turns in the autosave after the previous kill
        int killed = 0;
        int torn = 0;
        QList<int> seen;
        for (int k = 0; k < Kills; ++k) {
            const bool resume = k > 0;
            // The driver holds after this turn: a turn further for each kill still to come, and
            // the last one still two turns before the end, as the targets below are drawn.
            const int hold = totalTurns - 2 - (Kills - 1 - k);
            QVERIFY(hold > saved);
            Driver d(dir, gameSeed, resume, QString(), hold);
            QVERIFY(d.started());
            const QByteArray first = d.line();
            if (resume) {
                QCOMPARE(first, QByteArray("resumed ") + QByteArray::number(saved));
            } else {
                QCOMPARE(first, QByteArray("started"));
            }
            // Every third kill at a random moment; the others a random while after the
            // autosave of a random later turn, so that the game surely advances.
            const bool atRandomTime = k % 3 == 2;
            int reported = saved;
            if (atRandomTime) {
                QThread::usleep(rng.bounded(quint32(std::clamp<qint64>(gameMs * 1000 / 8, 1000, 200000))));
            } else {
                const int remaining = totalTurns - 2 - saved;
                QVERIFY(remaining > 0);
                const int target = saved + 1 + int(rng.bounded(quint32(std::max(1, remaining / (Kills - k)))));
                QVERIFY(target <= hold);
                for (;;) {
                    const QByteArray l = d.line();
                    QVERIFY2(l.startsWith("turn "), l.constData());
                    reported = l.mid(5).toInt();
                    if (reported >= target)
                        break;
                }
                QThread::usleep(rng.bounded(3000u)); // somewhere in the next turns, maybe mid-write
            }
            d.kill();
            QVERIFY(d.finish());
            // Later "turn" lines that were already written when the kill came.
            for (QByteArray l = d.line(0); !l.isEmpty(); l = d.line(0)) {
                if (l.startsWith("turn "))
                    reported = std::max(reported, l.mid(5).toInt());
            }
            QCOMPARE(d.exitStatus(), QProcess::CrashExit);
            ++killed;

            // The autosave: complete, replayable, a prefix of the reference, and holding at
            // least every turn reported as saved before the kill.
            const QByteArray bytes = readAll(autosave);
            const record::ReadResult read = record::readRecord(bytes);
            if (!read.ok())
                ++torn;
            QVERIFY2(read.ok(), qPrintable(QStringLiteral("kill %1: torn autosave: %2").arg(k).arg(read.error)));
            const record::ReplayOutcome replayed = record::replay(*read.record);
            QVERIFY2(replayed.ok(), qPrintable(QStringLiteral("kill %1: %2").arg(k).arg(replayed.error)));
            QVERIFY(replayed.game->phase() != rules::Phase::GameOver);
            QVERIFY(sameHeader(*read.record, ref));
            const int n = int(read.record->turns.size());
            QVERIFY2(n >= reported, qPrintable(QStringLiteral("kill %1: %2 turns saved, %3 reported").arg(k).arg(n).arg(reported)));
            QVERIFY(n >= saved);
            QVERIFY(n <= hold);
            for (int t = 0; t < n; ++t)
                QVERIFY2(read.record->turns[size_t(t)] == ref.turns[size_t(t)], qPrintable(QStringLiteral("kill %1: turn %2 differs").arg(k).arg(t + 1)));
            saved = n;
            seen.append(n);
        }
        QCOMPARE(killed, Kills);
        QCOMPARE(torn, 0);
        qInfo("autosave turns after each kill: %s", qPrintable([&] {
                  QStringList s;
                  for (int n : seen)
                      s << QString::number(n);
                  return s.join(QStringLiteral(", "));
              }()));
        QVERIFY(saved > 0);

        // Resume once more and play to the end: the same game as the reference, turn for turn.
        const QString finalFile = QDir(dir).filePath(QStringLiteral("final.fortuna"));
        {
            Driver d(dir, gameSeed, true, finalFile);
            QVERIFY(d.started());
            QCOMPARE(d.line(), QByteArray("resumed ") + QByteArray::number(saved));
            QByteArray last;
            for (QByteArray l = d.line(); !l.isEmpty(); l = d.line())
                last = l;
            QVERIFY(d.finish());
            QVERIFY2(d.exitStatus() == QProcess::NormalExit && d.exitCode() == 0, d.errors().constData());
            QCOMPARE(last, QByteArray("over"));
        }
        const record::ReadResult finalRead = record::readRecord(readAll(finalFile));
        QVERIFY2(finalRead.ok(), qPrintable(finalRead.error));
        QVERIFY(sameHeader(*finalRead.record, ref));
        QCOMPARE(finalRead.record->turns.size(), ref.turns.size());
        for (size_t t = 0; t < ref.turns.size(); ++t)
            QVERIFY2(finalRead.record->turns[t] == ref.turns[t], qPrintable(QStringLiteral("turn %1 differs after resuming").arg(t + 1)));
        QVERIFY(!QFile::exists(autosave)); // the finished game's autosave is gone
        qInfo("%d kills, whole test %lld ms", killed, clock.elapsed());
    }
};

QTEST_GUILESS_MAIN(KillTest)
#include "killtest.moc"
