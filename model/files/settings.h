// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: every value Fortuna remembers between runs, typed, in one place. The keys and
// the stores are private to settings.cpp; nothing else reads QSettings.
//
// Stored with QSettings (organisation "Fortuna", application "fortuna" in the game, whatever
// the test's identity elsewhere), except the language, which is always stored under
// Fortuna/fortuna so that every program showing the game's screens (the game, the help
// screenshot tool, the i18n tests) shares it.
//
// Values read from the file are checked: a malformed one reads as the default.
#pragma once

#include <QRect>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace fortuna::model
{

class Settings
{
public:
    // Recently saved or opened games: absolute paths, most recent first (RecentGames keeps
    // the order and the limit). An empty list removes the entry.
    static QStringList recentGames();
    static void setRecentGames(const QStringList &paths);

    // The file the autosaved game was last saved to or opened from ("" when none).
    static QString autosaveFile();
    static void setAutosaveFile(const QString &path); // "" removes the entry

    // The game window: its last normal geometry (an invalid QRect when none) and whether it
    // was maximized.
    static QRect windowGeometry();
    static void setWindowGeometry(const QRect &geometry);
    static bool windowMaximized();
    static void setWindowMaximized(bool maximized);

    // The chosen interface language ("fr", "pl"...; "" to follow the system).
    static QString language();
    static void setLanguage(const QString &code); // "" removes the choice

    // Remembered choices of the game screen.
    static bool animations(bool defaultValue = true);
    static void setAnimations(bool on);
    // The board follows the computers' tiles that would land off-screen (View menu).
    static bool followComputers(bool defaultValue = true);
    static void setFollowComputers(bool on);
    // A person's follower decision waits for "End turn" (and may be taken back until then).
    static bool confirmTurns(bool defaultValue = false);
    static void setConfirmTurns(bool on);
    // The pause before a computer's move, in milliseconds: its one default (the app's and the
    // controller's; the View menu's "steady").
    static constexpr int DefaultComputerDelay = 700;
    static int computerDelay(int defaultValue = DefaultComputerDelay);
    static void setComputerDelay(int ms);
    // Sound effects: on or muted, and their volume in percent (0..100).
    static bool sound(bool defaultValue = true);
    static void setSound(bool on);
    static int soundVolume(int defaultValue = 70);
    static void setSoundVolume(int percent); // clamped to 0..100
    // Network play: the servers joined lately ("host:port", most recent first), and the table
    // this computer sat at, to rejoin after a drop ("" url when none).
    static QStringList recentServers();
    static void setRecentServers(const QStringList &servers);
    static QString netRejoinUrl();
    static QString netRejoinCode();
    static QString netRejoinToken();
    static void setNetRejoin(const QString &url, const QString &code, const QString &token); // "" url removes it
    // The table this computer hosts, to host again after a crash: its port, code, the host's
    // token and its own seats' tokens ("seat:token").
    static int netHostedPort();
    static QString netHostedCode();
    static QString netHostedToken();
    static QStringList netHostedSeats();
    static void setNetHosted(int port, const QString &code, const QString &token, const QStringList &seats); // port 0 removes it
    // "Learn to play" left before its end: the lesson's record (JSON), "" when none.
    static QString tutorialRecord();
    static void setTutorialRecord(const QString &json); // "" removes it
    // "My tables": every network table this computer sits at ({url, code, token, hostToken}:
    // hostToken when it created the table on a server), most recent first, at most 50.
    static QVariantList myTables();
    static void rememberTable(const QString &url, const QString &code, const QString &token, const QString &hostToken);
    static void forgetTable(const QString &code);
    // Trust on first use: the SHA-256 fingerprint of the certificate the player accepted for
    // a wss:// server ("host:port"), "" when none.
    static QString trustedFingerprint(const QString &server);
    static void setTrustedFingerprint(const QString &server, const QString &fingerprint);
    static QString lastSetup(); // the setup screen's last choices (JSON), "" when none
    static void setLastSetup(const QString &json);
};

} // namespace fortuna::model
