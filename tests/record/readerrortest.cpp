// SPDX-License-Identifier: GPL-3.0-or-later
// readRecord's, readSmallFile's and replay's errors as a code and arguments (for the UI's
// translated sentences), beside the English one-line message (for the CLI), which stays as it was.
#include "record/record.h"
#include "record/replay.h"
#include "record/smallfile.h"

#include "../unprivileged.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using fortuna::record::FileError;
using fortuna::record::ReadError;
using fortuna::record::ReplayError;

namespace
{

fortuna::record::Record parsed(const QByteArray &bytes)
{
    const fortuna::record::ReadResult r = fortuna::record::readRecord(bytes);
    return r.ok() ? *r.record : fortuna::record::Record();
}

const QByteArray Header = R"({"format": "fortuna-record/1", "seed": 5, "players": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}])";

QByteArray withTurns(const QByteArray &turns)
{
    return Header + ", \"turns\": " + turns + '}';
}

} // namespace

class ReadErrorTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void codes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("namesFormat");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray(" \n") << int(ReadError::Empty) << u"record"_s << QString() << false << u"record: the file is empty"_s;
        QTest::newRow("cut") << Header.left(40) << int(ReadError::NotJson) << u"record"_s << QString() << true
                             << u"record: not valid JSON: invalid termination by number at byte 40"_s;
        QTest::newRow("text") << QByteArray("hello") << int(ReadError::NotJson) << u"record"_s << QString() << false
                              << u"record: not valid JSON: illegal value at byte 1"_s;
        QTest::newRow("array") << QByteArray("[1]") << int(ReadError::NotObject) << u"record"_s << QString() << false
                               << u"record: a record is a JSON object, found an array"_s;
        QTest::newRow("no format") << QByteArray("{}") << int(ReadError::NoFormat) << u"format"_s << QString() << false
                                   << u"format: missing; expected \"fortuna-record/1\""_s;
        QTest::newRow("other format") << QByteArray(R"({"format": "fortuna-result/1"})") << int(ReadError::OtherFormat) << u"format"_s
                                      << u"\"fortuna-result/1\""_s << false
                                      << u"format: \"fortuna-result/1\" is not supported; expected \"fortuna-record/1\""_s;
        QTest::newRow("newer") << QByteArray(R"({"format": "fortuna-record/12"})") << int(ReadError::NewerFormat) << u"format"_s << u"\"fortuna-record/12\""_s
                               << false << u"format: \"fortuna-record/12\" is not supported; expected \"fortuna-record/1\""_s;
        QTest::newRow("rules") << QByteArray(R"({"format": "fortuna-record/1", "rules": {"famine": "nobody"}})") << int(ReadError::BadValue)
                               << u"rules.famine"_s << u"\"nobody\""_s << false << u"rules.famine: \"nobody\" is not \"any-farmer\" or \"majority\""_s;
        QTest::newRow("seed missing") << QByteArray(R"({"format": "fortuna-record/1"})") << int(ReadError::Missing) << u"seed"_s << QString() << false
                                      << u"seed: missing; the seed is an integer from 0 to 18446744073709551615"_s;
        QTest::newRow("negative seed") << QByteArray(R"({"format": "fortuna-record/1", "seed": -3})") << int(ReadError::BadValue) << u"seed"_s << u"-3"_s
                                       << false << u"seed: -3 is not an integer from 0 to 18446744073709551615"_s;
        QTest::newRow("colour") << QByteArray(Header).replace("\"blue\"", "\"pink\"") + '}' << int(ReadError::BadValue) << u"players[1].color"_s
                                << u"\"pink\""_s << false << u"players[1].color: \"pink\" is not one of red, blue, green, yellow, black"_s;
        QTest::newRow("rotation") << withTurns(R"([{"at": [0, 1], "rotation": 45}])") << int(ReadError::BadValue) << u"turns[0].rotation"_s << u"45"_s << false
                                  << u"turns[0].rotation: 45 is not 0, 90, 180 or 270"_s;
        QTest::newRow("at missing") << withTurns(R"([{"rotation": 0}])") << int(ReadError::Missing) << u"turns[0].at"_s << QString() << false
                                    << u"turns[0].at: missing; [x, y], or null for a turn whose every tile was discarded"_s;
        QTest::newRow("at object") << withTurns(R"([{"at": {"x": 1}, "rotation": 0}])") << int(ReadError::BadValue) << u"turns[0].at"_s << QString() << false
                                   << u"turns[0].at: an object is not [x, y]"_s;
    }

    void codes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(bool, namesFormat);
        QFETCH(QString, error);
        const fortuna::record::ReadResult r = fortuna::record::readRecord(bytes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, error);
        QCOMPARE(int(r.code), code);
        QCOMPARE(r.field, field);
        QCOMPARE(r.value, value);
        QCOMPARE(r.namesFormat, namesFormat);
    }

    void aGoodRecordHasNoError()
    {
        const fortuna::record::ReadResult r = fortuna::record::readRecord(Header + '}');
        QVERIFY(r.ok());
        QCOMPARE(r.code, ReadError::None);
        QCOMPARE(r.field, QString());
        // The same from a parsed object.
        const fortuna::record::ReadResult o = fortuna::record::readRecord(QJsonObject{{u"format"_s, u"fortuna-record/2"_s}});
        QCOMPARE(o.code, ReadError::NewerFormat);
        QCOMPARE(o.error, u"format: \"fortuna-record/2\" is not supported; expected \"fortuna-record/1\""_s);
    }

    void fileCodes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray bytes;
        FileError code = FileError::Unreadable;

        const QString good = dir.filePath(u"good.json"_s);
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Header + '}');
        f.close();
        QCOMPARE(fortuna::record::readSmallFile(good, &bytes, &code), QString());
        QCOMPARE(code, FileError::None);
        QCOMPARE(bytes, Header + '}');

        QCOMPARE(fortuna::record::readSmallFile(dir.path(), &bytes, &code), u"it is a folder"_s);
        QCOMPARE(code, FileError::Folder);

        QVERIFY(!fortuna::record::readSmallFile(dir.filePath(u"none.json"_s), &bytes, &code).isEmpty());
        QCOMPARE(code, FileError::NotFound);

        const QString huge = dir.filePath(u"huge.json"_s);
        QFile h(huge);
        QVERIFY(h.open(QIODevice::WriteOnly));
        QVERIFY(h.resize(fortuna::record::MaxRecordBytes + 1)); // sparse
        h.close();
        QCOMPARE(fortuna::record::readSmallFile(huge, &bytes, &code), u"larger than 64 MiB"_s);
        QCOMPARE(code, FileError::TooLarge);

        // A stream is read up to the limit.
        QByteArray endless(fortuna::record::MaxRecordBytes + 1, ' ');
        QBuffer stream(&endless);
        QVERIFY(stream.open(QIODevice::ReadOnly));
        QCOMPARE(fortuna::record::readSmallFile(stream, &bytes, &code), u"larger than 64 MiB"_s);
        QCOMPARE(code, FileError::TooLarge);
    }

    void fileWithoutPermission()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"secret.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Header + '}');
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::WriteOwner));
        QVERIFY(
            QFile::setPermissions(dir.path(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther));
        QVERIFY(fortuna::test::checkWithoutPrivileges([&] {
            QByteArray bytes;
            FileError code = FileError::None;
            return !fortuna::record::readSmallFile(path, &bytes, &code).isEmpty() && code == FileError::NoPermission;
        }));
    }

    void replayCodes()
    {
        using fortuna::record::replay;
        // The engine refuses the setup: exit 2, the English line as before.
        const auto setup = replay(parsed(Header + R"(, "deck": ["FT1", "B"]})"));
        QVERIFY(!setup.ok());
        QCOMPARE(setup.exitCode, 2);
        QCOMPARE(setup.code, ReplayError::SetupRefused);
        QCOMPARE(setup.error, u"deck: the deck holds FT1, which needs the Fortune Teller option"_s);

        // Turn 1 does not fit the game (a tile could be placed): no refusal of the engine.
        const auto mismatch = replay(parsed(withTurns(R"([{"at": null}])").replace(R"("players")", R"("deck": ["B", "B"], "players")")));
        QCOMPARE(mismatch.exitCode, 1);
        QCOMPARE(mismatch.code, ReplayError::TurnMismatch);
        QCOMPARE(mismatch.turn, 1);
        QVERIFY(mismatch.refusal.ok());
        QCOMPARE(mismatch.error, u"turn 1: at is null, but tile B can be placed"_s);

        // The engine refuses a decision of turn 1: its refusal, with code and arguments.

        const auto far = replay(parsed(withTurns(R"([{"at": [40, 40], "rotation": 0, "follower": null}])")));
        QCOMPARE(far.exitCode, 1);
        QCOMPARE(far.code, ReplayError::TurnRefused);
        QCOMPARE(far.turn, 1);
        QCOMPARE(far.turnsReplayed, 0);
        QCOMPARE(far.refusal.code, fortuna::rules::Refusal::NotTouching);
        QCOMPARE(far.refusal.args.at, (fortuna::rules::Pos{40, 40}));
        QCOMPARE(far.error, u"turn 1: "_s + QString::fromStdString(far.refusal.message));

        // A good record has no code.
        const auto good = replay(parsed(Header + '}'));
        QVERIFY(good.ok());
        QCOMPARE(good.code, ReplayError::None);
    }
};

QTEST_GUILESS_MAIN(ReadErrorTest)
#include "readerrortest.moc"
