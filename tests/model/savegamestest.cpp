// SPDX-License-Identifier: GPL-3.0-or-later
// SaveGames: save, open, refusals and the recent games list, without a controller.
#include "savegames.h"
#include "gamesetup.h"
#include "recentgames.h"
#include "scratchsettings.h"

#include "record/recorder.h"
#include "rules/randomplayer.h"
#include "support/record.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna::model;
namespace rules = fortuna::rules;
namespace record = fortuna::record;

class SaveGamesTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("savegamestest")};
    QTemporaryDir m_files;

    // A game of `turns` turns, recorded.
    static record::Record played(int turns)
    {
        GameSetup::Started s = GameSetup::start(QStringLiteral(R"({"players": [{"name": "A"}, {"name": "B"}], "seed": 31})"));
        record::Recorder recorder;
        recorder.reset(s.header, *s.game);
        rules::RandomPlayer random(5);
        fortuna::testing::playRecorded(*s.game, recorder, fortuna::testing::everySeat(random), turns);
        return recorder.record();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid() && m_files.isValid());
        QSettings().clear();
    }

    void saveThenOpen()
    {
        SaveGames saves;
        QCOMPARE(saves.recentGames(), QVariantList());
        QSignalSpy recent(&saves, &SaveGames::recentGamesChanged);
        const record::Record r = played(6);
        const SaveGames::Saved saved = saves.save(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("first"))), r);
        QCOMPARE(saved.error, QString());
        QCOMPARE(saved.path, m_files.filePath(QStringLiteral("first.fortuna"))); // the suffix is added
        QVERIFY(QFile::exists(saved.path));
        QCOMPARE(recent.count(), 1);
        QCOMPARE(saves.recentGames().size(), 1);
        QCOMPARE(saves.recentGames().first().toMap().value(QStringLiteral("path")).toString(), saved.path);
        QCOMPARE(saves.recentGames().first().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("first"));

        const SaveGames::Opened whole = saves.open(QUrl::fromLocalFile(saved.path));
        QVERIFY2(whole.ok(), qPrintable(whole.error));
        QVERIFY(!whole.partial);
        QCOMPARE(whole.path, saved.path);
        QVERIFY(*whole.record == r);
        QCOMPARE(recent.count(), 1); // opening alone does not touch the list
        const SaveGames::Opened part = saves.open(QUrl::fromLocalFile(saved.path), 2);
        QVERIFY(part.ok());
        QVERIFY(part.partial);
        QCOMPARE(part.record->turns.size(), size_t(2));

        // A second file heads the list; remembering the first again moves it back to the top.
        const SaveGames::Saved second = saves.save(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("second.fortuna"))), r);
        QCOMPARE(saves.recentGames().first().toMap().value(QStringLiteral("path")).toString(), second.path);
        saves.remember(saved.path);
        QCOMPARE(recent.count(), 3);
        QCOMPARE(saves.recentGames().first().toMap().value(QStringLiteral("path")).toString(), saved.path);
        QCOMPARE(saves.recentGames().size(), 2);
        QCOMPARE(SaveGames().recentGames(), saves.recentGames()); // stored in Settings
    }

    void aFileThatWentAwayLeavesTheList()
    {
        RecentGames::clear();
        SaveGames saves;
        const SaveGames::Saved saved = saves.save(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("gone.fortuna"))), played(1));
        QVERIFY(saved.error.isEmpty());
        QCOMPARE(saves.recentGames().size(), 1);
        QVERIFY(QFile::remove(saved.path));
        QSignalSpy recent(&saves, &SaveGames::recentGamesChanged);
        const SaveGames::Opened opened = saves.open(QUrl::fromLocalFile(saved.path));
        QVERIFY(!opened.ok());
        QVERIFY(opened.error.startsWith(QStringLiteral("Cannot open gone.fortuna: ")));
        QCOMPARE(recent.count(), 1);
        QCOMPARE(saves.recentGames(), QVariantList());
    }

    void refusals()
    {
        SaveGames saves;
        QCOMPARE(saves.save(QUrl(QStringLiteral("https://example.org/a.fortuna")), played(0)).error,
                 QStringLiteral("Games can only be saved to local files, not to https://example.org/a.fortuna."));
        QCOMPARE(saves.open(QUrl(QStringLiteral("https://example.org/a.fortuna"))).error,
                 QStringLiteral("Games can only be opened from local files, not from https://example.org/a.fortuna."));
        const QString foreign = m_files.filePath(QStringLiteral("notes.json"));
        QFile f(foreign);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[1, 2, 3]");
        f.close();
        const SaveGames::Opened opened = saves.open(QUrl::fromLocalFile(foreign));
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error, QStringLiteral("Cannot open notes.json: it is not a Fortuna saved game."));
        QVERIFY(saves.save(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("no/such/folder/x.fortuna"))), played(0))
                    .error.startsWith(QStringLiteral("Cannot save ")));
    }

    void suggestionsAndFilters()
    {
        SaveGames saves;
        const QUrl current = QUrl::fromLocalFile(QStringLiteral("/tmp/mine.fortuna"));
        QCOMPARE(saves.suggestedSaveUrl(current), current);
        const QUrl fresh = saves.suggestedSaveUrl(QUrl());
        QVERIFY(fresh.isLocalFile());
        QVERIFY(fresh.fileName().startsWith(QStringLiteral("Fortuna ")));
        QVERIFY(fresh.fileName().endsWith(QStringLiteral(".fortuna")));
        QCOMPARE(
            SaveGames::fileNameFilters(),
            (QStringList{QStringLiteral("Fortuna games (*.fortuna)"), QStringLiteral("Game records (*.fortuna *.json)"), QStringLiteral("All files (*)")}));
        QCOMPARE(SaveGames::saveNameFilters(), QStringList{QStringLiteral("Fortuna games (*.fortuna)")});
        QCOMPARE(SaveGames::localPath(QUrl(QStringLiteral("file:///tmp/x.fortuna"))), QStringLiteral("/tmp/x.fortuna"));
        QCOMPARE(SaveGames::localPath(QUrl(QStringLiteral("https://example.org/x"))), QString());
    }

    // A fresh profile has no ~/Documents: the dialogs start there all the same (it is created)
    // and saving under the suggested name works. When it cannot be created, the home folder.
    void aProfileWithoutDocuments()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray oldHome = qgetenv("HOME");
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        qunsetenv("XDG_CONFIG_HOME"); // no user-dirs.dirs: Documents is ~/Documents
        const auto restore = qScopeGuard([&] {
            qputenv("HOME", oldHome);
            if (oldConfig.isEmpty())
                qunsetenv("XDG_CONFIG_HOME");
            else
                qputenv("XDG_CONFIG_HOME", oldConfig);
        });
        const QString documents = home.filePath(QStringLiteral("Documents"));
        QVERIFY(!QFileInfo::exists(documents));

        RecentGames::clear();
        SaveGames saves;
        QCOMPARE(SaveGames::defaultFolder(), documents);
        QVERIFY(QFileInfo(documents).isDir());
        QCOMPARE(saves.folderFor(QUrl()), QUrl::fromLocalFile(documents));
        QVERIFY(QDir(documents).removeRecursively());
        const QUrl suggested = saves.suggestedSaveUrl(QUrl());
        QCOMPARE(QFileInfo(suggested.toLocalFile()).absolutePath(), documents);
        const SaveGames::Saved saved = saves.save(suggested, played(3));
        QCOMPARE(saved.error, QString());
        QVERIFY(QFileInfo(saved.path).isFile());
        // the dialogs start where the last game went, or beside the current file
        QCOMPARE(saves.folderFor(QUrl()), QUrl::fromLocalFile(documents));
        QCOMPARE(saves.folderFor(QUrl::fromLocalFile(m_files.filePath(QStringLiteral("x.fortuna")))), QUrl::fromLocalFile(m_files.path()));

        // "Documents" is a file here: it cannot be made a folder, the home folder is used
        RecentGames::clear();
        saves.refreshRecentGames();
        QVERIFY(saves.recentGames().isEmpty());
        QVERIFY(QDir(documents).removeRecursively());
        QFile blocker(documents);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot create the folder")));
        QCOMPARE(SaveGames::defaultFolder(), home.path());
    }
};

QTEST_GUILESS_MAIN(SaveGamesTest)
#include "savegamestest.moc"
