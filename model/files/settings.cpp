// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QSettings>

#include <algorithm>

namespace fortuna::model
{

namespace
{

// The keys, as they have been stored since the first release (renaming one loses the value).
const QString RecentGamesKey = QStringLiteral("recentGames");
const QString AutosaveFileKey = QStringLiteral("autosave/currentFile");
const QString WindowGeometryKey = QStringLiteral("window/geometry");
const QString WindowMaximizedKey = QStringLiteral("window/maximized");
const QString LanguageKey = QStringLiteral("language");
const QString AnimationsKey = QStringLiteral("game/animations");
const QString FollowComputersKey = QStringLiteral("game/followComputers");
const QString ConfirmTurnsKey = QStringLiteral("game/confirmTurns");
const QString ComputerDelayKey = QStringLiteral("game/computerDelay");
const QString LastSetupKey = QStringLiteral("game/lastSetup");
const QString TutorialRecordKey = QStringLiteral("game/tutorialRecord");
const QString SoundKey = QStringLiteral("game/sound");
const QString RecentServersKey = QStringLiteral("net/recentServers");
const QString RejoinUrlKey = QStringLiteral("net/rejoin/url");
const QString RejoinCodeKey = QStringLiteral("net/rejoin/code");
const QString RejoinTokenKey = QStringLiteral("net/rejoin/token");
const QString HostedPortKey = QStringLiteral("net/hosted/port");
const QString HostedCodeKey = QStringLiteral("net/hosted/code");
const QString HostedTokenKey = QStringLiteral("net/hosted/token");
const QString HostedSeatsKey = QStringLiteral("net/hosted/seats");
const QString MyTablesKey = QStringLiteral("net/myTables");
const QString TrustedGroup = QStringLiteral("net/trusted");
const QString SoundVolumeKey = QStringLiteral("game/soundVolume");

QSettings languageStore()
{
    return QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna"));
}

void setOrRemove(QSettings &&store, const QString &key, const QVariant &value, bool remove)
{
    if (remove)
        store.remove(key);
    else if (store.value(key) != value)
        store.setValue(key, value);
}

} // namespace

QStringList Settings::recentGames()
{
    return QSettings().value(RecentGamesKey).toStringList();
}

void Settings::setRecentGames(const QStringList &paths)
{
    setOrRemove(QSettings(), RecentGamesKey, paths, paths.isEmpty());
}

QString Settings::autosaveFile()
{
    return QSettings().value(AutosaveFileKey).toString();
}

void Settings::setAutosaveFile(const QString &path)
{
    setOrRemove(QSettings(), AutosaveFileKey, path, path.isEmpty());
}

QRect Settings::windowGeometry()
{
    return QSettings().value(WindowGeometryKey).toRect();
}

void Settings::setWindowGeometry(const QRect &geometry)
{
    QSettings().setValue(WindowGeometryKey, geometry);
}

bool Settings::windowMaximized()
{
    return QSettings().value(WindowMaximizedKey, false).toBool();
}

void Settings::setWindowMaximized(bool maximized)
{
    QSettings().setValue(WindowMaximizedKey, maximized);
}

QString Settings::language()
{
    return languageStore().value(LanguageKey).toString();
}

void Settings::setLanguage(const QString &code)
{
    setOrRemove(languageStore(), LanguageKey, code, code.isEmpty());
}

bool Settings::animations(bool defaultValue)
{
    // The settings file stores text: "false" must not come back truthy (QVariant converts it).
    return QSettings().value(AnimationsKey, defaultValue).toBool();
}

void Settings::setAnimations(bool on)
{
    QSettings().setValue(AnimationsKey, on);
}

bool Settings::followComputers(bool defaultValue)
{
    return QSettings().value(FollowComputersKey, defaultValue).toBool();
}

void Settings::setFollowComputers(bool on)
{
    QSettings().setValue(FollowComputersKey, on);
}

bool Settings::confirmTurns(bool defaultValue)
{
    return QSettings().value(ConfirmTurnsKey, defaultValue).toBool();
}

void Settings::setConfirmTurns(bool on)
{
    QSettings().setValue(ConfirmTurnsKey, on);
}

int Settings::computerDelay(int defaultValue)
{
    bool ok = false;
    const int ms = QSettings().value(ComputerDelayKey, defaultValue).toInt(&ok);
    return ok ? ms : defaultValue;
}

void Settings::setComputerDelay(int ms)
{
    QSettings().setValue(ComputerDelayKey, ms);
}

bool Settings::sound(bool defaultValue)
{
    return QSettings().value(SoundKey, defaultValue).toBool();
}

void Settings::setSound(bool on)
{
    QSettings().setValue(SoundKey, on);
}

int Settings::soundVolume(int defaultValue)
{
    bool ok = false;
    const int percent = QSettings().value(SoundVolumeKey, defaultValue).toInt(&ok);
    return ok && percent >= 0 && percent <= 100 ? percent : defaultValue;
}

void Settings::setSoundVolume(int percent)
{
    QSettings().setValue(SoundVolumeKey, std::clamp(percent, 0, 100));
}

QString Settings::lastSetup()
{
    return QSettings().value(LastSetupKey).toString();
}

void Settings::setLastSetup(const QString &json)
{
    setOrRemove(QSettings(), LastSetupKey, json, json.isEmpty());
}

QString Settings::tutorialRecord()
{
    return QSettings().value(TutorialRecordKey).toString();
}

void Settings::setTutorialRecord(const QString &json)
{
    setOrRemove(QSettings(), TutorialRecordKey, json, json.isEmpty());
}

QStringList Settings::recentServers()
{
    return QSettings().value(RecentServersKey).toStringList();
}

void Settings::setRecentServers(const QStringList &servers)
{
    setOrRemove(QSettings(), RecentServersKey, servers, servers.isEmpty());
}

QString Settings::netRejoinUrl()
{
    return QSettings().value(RejoinUrlKey).toString();
}

QString Settings::netRejoinCode()
{
    return QSettings().value(RejoinCodeKey).toString();
}

QString Settings::netRejoinToken()
{
    return QSettings().value(RejoinTokenKey).toString();
}

void Settings::setNetRejoin(const QString &url, const QString &code, const QString &token)
{
    const bool remove = url.isEmpty();
    setOrRemove(QSettings(), RejoinUrlKey, url, remove);
    setOrRemove(QSettings(), RejoinCodeKey, code, remove);
    setOrRemove(QSettings(), RejoinTokenKey, token, remove);
}

int Settings::netHostedPort()
{
    bool ok = false;
    const int port = QSettings().value(HostedPortKey).toInt(&ok);
    return ok && port > 0 && port <= 65535 ? port : 0;
}

QString Settings::netHostedCode()
{
    return QSettings().value(HostedCodeKey).toString();
}

QString Settings::netHostedToken()
{
    return QSettings().value(HostedTokenKey).toString();
}

QStringList Settings::netHostedSeats()
{
    return QSettings().value(HostedSeatsKey).toStringList();
}

void Settings::setNetHosted(int port, const QString &code, const QString &token, const QStringList &seats)
{
    const bool remove = port <= 0;
    setOrRemove(QSettings(), HostedPortKey, port, remove);
    setOrRemove(QSettings(), HostedCodeKey, code, remove);
    setOrRemove(QSettings(), HostedTokenKey, token, remove);
    setOrRemove(QSettings(), HostedSeatsKey, seats, remove || seats.isEmpty());
}

QVariantList Settings::myTables()
{
    return QSettings().value(MyTablesKey).toList();
}

void Settings::rememberTable(const QString &url, const QString &code, const QString &token, const QString &hostToken)
{
    QVariantList tables = myTables();
    QString keptHost = hostToken;
    for (qsizetype i = tables.size() - 1; i >= 0; --i) {
        const QVariantMap t = tables.at(i).toMap();
        if (t.value(QStringLiteral("code")).toString() == code && t.value(QStringLiteral("url")).toString() == url) {
            if (keptHost.isEmpty())
                keptHost = t.value(QStringLiteral("hostToken")).toString();
            tables.removeAt(i);
        }
    }
    tables.prepend(
        QVariantMap{{QStringLiteral("url"), url}, {QStringLiteral("code"), code}, {QStringLiteral("token"), token}, {QStringLiteral("hostToken"), keptHost}});
    setOrRemove(QSettings(), MyTablesKey, tables.mid(0, 50), false);
}

void Settings::forgetTable(const QString &code)
{
    QVariantList tables = myTables();
    tables.erase(std::remove_if(tables.begin(),
                                tables.end(),
                                [&code](const QVariant &t) {
                                    return t.toMap().value(QStringLiteral("code")).toString() == code;
                                }),
                 tables.end());
    setOrRemove(QSettings(), MyTablesKey, tables, tables.isEmpty());
}

QString Settings::trustedFingerprint(const QString &server)
{
    return QSettings().value(TrustedGroup + QLatin1Char('/') + QString::fromLatin1(server.toUtf8().toBase64(QByteArray::Base64UrlEncoding))).toString();
}

void Settings::setTrustedFingerprint(const QString &server, const QString &fingerprint)
{
    setOrRemove(QSettings(),
                TrustedGroup + QLatin1Char('/') + QString::fromLatin1(server.toUtf8().toBase64(QByteArray::Base64UrlEncoding)),
                fingerprint,
                fingerprint.isEmpty());
}

} // namespace fortuna::model
