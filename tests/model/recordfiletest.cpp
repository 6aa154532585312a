// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a record file: every file error, setup refusal and illegal turn is one translated
// sentence built from a code and its arguments (never from the English of Qt, the reader, the
// replay or the engine).
#include "recordfile.h"

#include "../unprivileged.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace fortuna;
using fortuna::record::FileError;

namespace
{

const QByteArray Header = R"({"format": "fortuna-record/1", "seed": 5, "players": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}])";

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class RecordFileTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fileErrorSentences_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("folder") << int(FileError::Folder) << QStringLiteral("Cannot open game.fortuna: it is a folder.");
        QTest::newRow("missing") << int(FileError::NotFound) << QStringLiteral("Cannot open game.fortuna: the file does not exist.");
        QTest::newRow("permission") << int(FileError::NoPermission) << QStringLiteral("Cannot open game.fortuna: you may not read it.");
        QTest::newRow("too large") << int(FileError::TooLarge)
                                   << QStringLiteral("Cannot open game.fortuna: the file is larger than 64 MiB, far too large for a saved game.");
        QTest::newRow("unreadable") << int(FileError::Unreadable) << QStringLiteral("Cannot open game.fortuna: the file cannot be read.");
    }
    void fileErrorSentences()
    {
        QFETCH(int, code);
        QFETCH(QString, sentence);
        QCOMPARE(model::fileErrorText(FileError(code), QStringLiteral("game.fortuna")), sentence);
    }

    void openingFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("folder") << QByteArray() << QStringLiteral("Cannot open game.fortuna: it is a folder.");
        QTest::newRow("missing") << QByteArray() << QStringLiteral("Cannot open game.fortuna: the file does not exist.");
        QTest::newRow("huge") << QByteArray() << QStringLiteral("Cannot open game.fortuna: the file is larger than 64 MiB, far too large for a saved game.");
        QTest::newRow("setup") << Header + R"(, "deck": ["FT1", "B"]})"
                               << QStringLiteral("Cannot open game.fortuna: the rules do not allow the setup of this game.");
        QTest::newRow("illegal turn") << Header + R"(, "turns": [{"at": [40, 40], "rotation": 0, "follower": null}]})"
                                      << QStringLiteral("Cannot open game.fortuna: turn 1 breaks the rules: The tile must touch a tile already on the table.");
        QTest::newRow("turn that does not fit") << Header + R"(, "deck": ["B", "B"], "turns": [{"at": null}]})"
                                                << QStringLiteral(
                                                       "Cannot open game.fortuna: the saved game holds a move that the rules do not allow (turn 1).");
    }
    void openingFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, sentence);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.fortuna"));
        if (tag == QLatin1String("folder")) {
            QVERIFY(QDir().mkpath(path));
        } else if (tag == QLatin1String("huge")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(record::MaxRecordBytes + 1)); // sparse
        } else if (tag != QLatin1String("missing")) {
            QVERIFY(writeAll(path, content));
        }
        const model::OpenedRecord opened = model::openRecordFile(path, QStringLiteral("game.fortuna"));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error, sentence);
    }

    void withoutPermission()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.fortuna"));
        QVERIFY(writeAll(path, Header + '}'));
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        QVERIFY(
            QFile::setPermissions(dir.path(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther));
        QVERIFY(fortuna::test::checkWithoutPrivileges([&] {
            return model::openRecordFile(path, QStringLiteral("game.fortuna")).error == QStringLiteral("Cannot open game.fortuna: you may not read it.");
        }));
    }

    // A refusal that names another player's follower names the player of the record.
    void refusalsNameTheRecordsPlayers()
    {
        record::ReplayOutcome replayed;
        replayed.exitCode = 1;
        replayed.code = record::ReplayError::TurnRefused;
        replayed.turn = 24;
        rules::RefusalArgs args;
        args.player = 1;
        args.at = rules::Pos{3, -1};
        replayed.refusal = rules::Status::refuse(rules::Refusal::NotPlayersFollower, args);
        record::Record rec;
        rec.players = {record::PlayerInfo::person(QStringLiteral("Ana"), rules::Color::Red),
                       record::PlayerInfo::person(QStringLiteral("Bo"), rules::Color::Blue)};
        QCOMPARE(model::replayErrorText(replayed, rec, QStringLiteral("x.fortuna")),
                 QStringLiteral("Cannot open x.fortuna: turn 24 breaks the rules: Bo has no follower there."));
    }

    // In French, the file sentence and the engine's refusal are both translated.
    void frenchSentences()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/fortuna_fr.qm")));
        QCoreApplication::installTranslator(&translator);
        const QString folder = model::fileErrorText(FileError::Folder, QStringLiteral("x.fortuna"));
        record::ReplayOutcome replayed;
        replayed.exitCode = 1;
        replayed.code = record::ReplayError::TurnRefused;
        replayed.turn = 24;
        replayed.refusal = rules::Status::refuse(rules::Refusal::CellTaken);
        const QString turn = model::replayErrorText(replayed, record::Record(), QStringLiteral("x.fortuna"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(folder, QStringLiteral("Impossible d’ouvrir x.fortuna\u00a0: c’est un dossier."));
        QVERIFY2(turn.startsWith(QStringLiteral("Impossible d’ouvrir x.fortuna\u00a0: le tour 24 enfreint les règles\u00a0: ")), qPrintable(turn));
        QVERIFY2(!turn.contains(QStringLiteral("A tile already lies there.")), qPrintable(turn));
    }
};

QTEST_GUILESS_MAIN(RecordFileTest)
#include "recordfiletest.moc"
