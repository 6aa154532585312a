// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: typed values round-trip, are stored under the keys earlier versions wrote (so an
// update keeps them), and malformed stored values read as the defaults.
#include "settings.h"
#include "scratchsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using fortuna::model::Settings;

class SettingsTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("settingstest")};

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_settingsDir.isValid()); }

    void init()
    {
        QSettings().clear();
        QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).clear();
    }

    void defaultsWhenNothingIsStored()
    {
        QCOMPARE(Settings::recentGames(), QStringList());
        QCOMPARE(Settings::autosaveFile(), QString());
        QVERIFY(!Settings::windowGeometry().isValid());
        QCOMPARE(Settings::windowMaximized(), false);
        QCOMPARE(Settings::language(), QString());
        QCOMPARE(Settings::animations(), true);
        QCOMPARE(Settings::animations(false), false);
        QCOMPARE(Settings::followComputers(), true);
        QCOMPARE(Settings::computerDelay(), 700);
        QCOMPARE(Settings::computerDelay(250), 250);
        QCOMPARE(Settings::lastSetup(), QString());
    }

    void valuesRoundTripUnderTheirKeys()
    {
        const QStringList games{QStringLiteral("/tmp/a.fortuna"), QStringLiteral("/tmp/b.fortuna")};
        Settings::setRecentGames(games);
        Settings::setAutosaveFile(QStringLiteral("/tmp/a.fortuna"));
        Settings::setWindowGeometry(QRect(10, 20, 1280, 800));
        Settings::setWindowMaximized(true);
        Settings::setAnimations(false);
        Settings::setFollowComputers(false);
        Settings::setComputerDelay(150);
        Settings::setLastSetup(QStringLiteral("{\"players\":[]}"));
        Settings::setLanguage(QStringLiteral("pl"));

        QCOMPARE(Settings::recentGames(), games);
        QCOMPARE(Settings::autosaveFile(), QStringLiteral("/tmp/a.fortuna"));
        QCOMPARE(Settings::windowGeometry(), QRect(10, 20, 1280, 800));
        QCOMPARE(Settings::windowMaximized(), true);
        QCOMPARE(Settings::animations(), false);
        QCOMPARE(Settings::followComputers(), false);
        QCOMPARE(Settings::computerDelay(), 150);
        QCOMPARE(Settings::lastSetup(), QStringLiteral("{\"players\":[]}"));
        QCOMPARE(Settings::language(), QStringLiteral("pl"));

        // The keys of earlier versions.
        QSettings s;
        QCOMPARE(s.value(QStringLiteral("recentGames")).toStringList(), games);
        QCOMPARE(s.value(QStringLiteral("autosave/currentFile")).toString(), QStringLiteral("/tmp/a.fortuna"));
        QCOMPARE(s.value(QStringLiteral("window/geometry")).toRect(), QRect(10, 20, 1280, 800));
        QCOMPARE(s.value(QStringLiteral("window/maximized")).toBool(), true);
        QCOMPARE(s.value(QStringLiteral("game/animations")).toBool(), false);
        QCOMPARE(s.value(QStringLiteral("game/computerDelay")).toInt(), 150);
        QCOMPARE(s.value(QStringLiteral("game/followComputers")).toBool(), false);
        QCOMPARE(s.value(QStringLiteral("game/lastSetup")).toString(), QStringLiteral("{\"players\":[]}"));
        // The language lives with the game's identity, not the running program's.
        QVERIFY(!s.contains(QStringLiteral("language")));
        QCOMPARE(QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).value(QStringLiteral("language")).toString(), QStringLiteral("pl"));
    }

    void emptyValuesRemoveTheirKeys()
    {
        Settings::setRecentGames({QStringLiteral("/tmp/a.fortuna")});
        Settings::setAutosaveFile(QStringLiteral("/tmp/a.fortuna"));
        Settings::setLanguage(QStringLiteral("fr"));
        Settings::setRecentGames({});
        Settings::setAutosaveFile(QString());
        Settings::setLanguage(QString());
        QSettings s;
        QVERIFY(!s.contains(QStringLiteral("recentGames")));
        QVERIFY(!s.contains(QStringLiteral("autosave/currentFile")));
        QVERIFY(!QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).contains(QStringLiteral("language")));
    }

    void textStoredValuesAreTyped()
    {
        // The settings file stores text: "false" reads as false, a non-number as the default.
        QSettings s;
        s.setValue(QStringLiteral("game/animations"), QStringLiteral("false"));
        s.setValue(QStringLiteral("game/computerDelay"), QStringLiteral("fast"));
        QCOMPARE(Settings::animations(true), false);
        QCOMPARE(Settings::computerDelay(700), 700);
        s.setValue(QStringLiteral("game/computerDelay"), QStringLiteral("1400"));
        QCOMPARE(Settings::computerDelay(700), 1400);
    }
};

QTEST_GUILESS_MAIN(SettingsTest)
#include "settingstest.moc"
