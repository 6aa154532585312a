// SPDX-License-Identifier: GPL-3.0-or-later
// The fortuna-cli contract of spec/game-record.md, checked through the real binary:
// `selfplay` (summaries, records that replay, errors).
#include "clihelpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

class CliSelfplayTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(FORTUNA_CLI)), FORTUNA_CLI);
        QVERIFY(m_dir.isValid());
    }

    void selfplay()
    {
        const QStringList args{u"selfplay"_s, u"--players"_s, u"3"_s, u"--games"_s, u"6"_s, u"--seed"_s, u"9"_s, u"--check"_s};
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"fortuna-selfplay/1"_s);
        QCOMPARE(o.value(u"games"_s).toInt(), 6);
        QVERIFY(o.value(u"gamesPerSecond"_s).toDouble() > 0);
        QCOMPARE(o.value(u"checked"_s).toInt(), 6);
        QCOMPARE(o.value(u"violations"_s).toInt(), 0);
        const QJsonArray levels = o.value(u"levels"_s).toArray();
        QCOMPARE(levels.size(), 1);
        const QJsonObject random = levels[0].toObject();
        QCOMPARE(random.value(u"ai"_s).toString(), u"random"_s);
        QVERIFY(random.value(u"wins"_s).toInt() >= 6);
        QVERIFY(random.value(u"meanScore"_s).toDouble() > 0);
        QVERIFY(random.value(u"secondsPerMove"_s).toDouble() >= 0);

        // Same seed, same games.
        const QJsonObject again = QJsonDocument::fromJson(runCli(args).out).object();
        QCOMPARE(again.value(u"levels"_s).toArray()[0].toObject().value(u"meanScore"_s), random.value(u"meanScore"_s));
        QCOMPARE(again.value(u"levels"_s).toArray()[0].toObject().value(u"wins"_s), random.value(u"wins"_s));
    }

    void selfplayRecordsReplay()
    {
        const QString dir = m_dir.filePath(u"records"_s);
        const Run r = runCli({u"selfplay"_s,
                              u"--players"_s,
                              u"4"_s,
                              u"--games"_s,
                              u"4"_s,
                              u"--seed"_s,
                              u"18446744073709551615"_s,
                              u"--ai"_s,
                              u"random,random"_s,
                              u"--rules"_s,
                              uR"({"fortuneTeller": true, "famine": "majority"})"_s,
                              u"--records"_s,
                              dir});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(summary.value(u"levels"_s).toArray().size(), 1);
        const QStringList files = QDir(dir).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QCOMPARE(files, QStringList({u"game-00001.json"_s, u"game-00002.json"_s, u"game-00003.json"_s, u"game-00004.json"_s}));
        for (const QString &f : files) {
            const QJsonObject record = QJsonDocument::fromJson(readFile(QDir(dir).filePath(f))).object();
            QCOMPARE(record.value(u"rules"_s).toObject().value(u"fortuneTeller"_s).toBool(), true);
            QCOMPARE(record.value(u"players"_s).toArray().size(), 4);
            const Run replay = runCli({u"replay"_s, QDir(dir).filePath(f)});
            QVERIFY2(replay.exitCode == 0, replay.err.constData());
            QCOMPARE(QJsonDocument::fromJson(replay.out).object().value(u"finished"_s).toBool(), true);
        }
    }

    void selfplayErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList base{u"selfplay"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"1"_s};
        QTest::newRow("unknown level") << (base + QStringList{u"--players"_s, u"2"_s, u"--ai"_s, u"grandmaster"_s});
        QTest::newRow("too many levels") << (base + QStringList{u"--players"_s, u"2"_s, u"--ai"_s, u"random,random,random"_s});
        QTest::newRow("1 player") << (base + QStringList{u"--players"_s, u"1"_s});
        QTest::newRow("6 players") << (base + QStringList{u"--players"_s, u"6"_s});
        QTest::newRow("missing players") << base;
        QTest::newRow("bad rules") << (base + QStringList{u"--players"_s, u"2"_s, u"--rules"_s, uR"({"tileSet": "all"})"_s});
        QTest::newRow("rules not JSON") << (base + QStringList{u"--players"_s, u"2"_s, u"--rules"_s, u"fortuneTeller"_s});
        QTest::newRow("bad seed") << QStringList{u"selfplay"_s, u"--players"_s, u"2"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"-4"_s};
    }
    void selfplayErrors()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneErrorLine(r), r.err.constData());
    }

    void selfplayUnknownLevelNamesItAndTheKnownOnes()
    {
        const Run r = runCli({u"selfplay"_s, u"--players"_s, u"2"_s, u"--games"_s, u"1"_s, u"--ai"_s, u"grandmaster"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("grandmaster") && r.err.contains("random, easy, normal, strong"), r.err.constData());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(CliSelfplayTest)
#include "cliselfplaytest.moc"
