// SPDX-License-Identifier: GPL-3.0-or-later
#include "savegames.h"

#include "autosave.h"
#include "controllertext.h"
#include "recentgames.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace fortuna::model
{

SaveGames::SaveGames(QObject *parent)
    : QObject(parent)
    , m_recentGames(RecentGames::toVariant(RecentGames::load()))
{
    if (auto *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool SaveGames::eventFilter(QObject *watched, QEvent *event)
{
    // a language switch: the dialogs' filters in the new language
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        Q_EMIT filtersChanged();
    return QObject::eventFilter(watched, event);
}

QString SaveGames::localPath(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    if (url.scheme().isEmpty())
        return url.toString(QUrl::PreferLocalFile);
    return QString();
}

SaveGames::Saved SaveGames::save(const QUrl &file, const record::Record &record, const ViewState &view)
{
    Saved result;
    QString path = localPath(file);
    if (path.isEmpty()) {
        result.error = ControllerText::tr("Games can only be saved to local files, not to %1.").arg(file.toDisplayString());
        return result;
    }
    if (QFileInfo(path).suffix().isEmpty() && !path.endsWith(QLatin1Char('.')))
        path += QStringLiteral(".fortuna");
    path = RecentGames::normalized(path);
    const QString error = writeFileAtomically(path, withViewState(record::writeRecord(record), view));
    if (!error.isEmpty()) {
        //: %1: a file name; %2: the system's reason (may be in English)
        result.error = ControllerText::tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error);
        return result;
    }
    result.path = path;
    remember(path);
    return result;
}

SaveGames::Opened SaveGames::open(const QUrl &file, int turns)
{
    Opened result;
    const QString path = localPath(file);
    if (path.isEmpty()) {
        result.error = ControllerText::tr("Games can only be opened from local files, not from %1.").arg(file.toDisplayString());
        return result;
    }
    const QString display = QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    static_cast<OpenedRecord &>(result) = openRecordFile(path, display, turns);
    if (!result.ok()) {
        if (!QFileInfo(path).isFile())
            refreshRecentGames(); // a recent entry whose file went away
        return result;
    }
    result.path = RecentGames::normalized(path);
    return result;
}

void SaveGames::remember(const QString &path)
{
    setRecentGames(RecentGames::add(path));
}

QUrl SaveGames::suggestedSaveUrl(const QUrl &current) const
{
    if (!current.isEmpty())
        return current;
    const QString folder = folderFor(QUrl()).toLocalFile();
    const QString name = ControllerText::tr("Fortuna %1").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd hh.mm")));
    return QUrl::fromLocalFile(QDir(folder).filePath(name + QStringLiteral(".fortuna")));
}

QString SaveGames::defaultFolder()
{
    const QString home = QDir::homePath();
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || folder == home)
        return home;
    if (!QFileInfo(folder).isDir() && !QDir().mkpath(folder)) {
        qWarning("Fortuna: cannot create the folder %s; games are saved in %s", qPrintable(folder), qPrintable(home));
        return home;
    }
    return folder;
}

QUrl SaveGames::folderFor(const QUrl &current) const
{
    const QString path = localPath(current);
    if (!path.isEmpty() && QFileInfo(QFileInfo(path).absolutePath()).isDir())
        return QUrl::fromLocalFile(QFileInfo(path).absolutePath());
    for (const QVariant &entry : m_recentGames) {
        const QString folder = QFileInfo(entry.toMap().value(QStringLiteral("path")).toString()).absolutePath();
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return QUrl::fromLocalFile(folder);
    }
    return QUrl::fromLocalFile(defaultFolder());
}

QUrl SaveGames::fileToOffer(const QUrl &current) const
{
    // Only a file that the dialog's first filter (Fortuna games, *.fortuna) lists: one it hides
    // (a .json record, a name without the suffix) would be selected unseen, Open enabled.
    const auto listed = [](const QFileInfo &file) {
        return file.isFile() && file.fileName().endsWith(QStringLiteral(".fortuna"), Qt::CaseInsensitive);
    };
    const QString path = localPath(current);
    if (!path.isEmpty() && listed(QFileInfo(path)))
        return QUrl::fromLocalFile(path);
    const QDir folder(folderFor(current).toLocalFile());
    for (const QVariant &entry : m_recentGames) {
        const QFileInfo recent(entry.toMap().value(QStringLiteral("path")).toString());
        if (listed(recent) && QDir(recent.absolutePath()) == folder)
            return QUrl::fromLocalFile(recent.absoluteFilePath());
    }
    const QStringList games = folder.entryList({QStringLiteral("*.fortuna")}, QDir::Files, QDir::Name | QDir::IgnoreCase);
    return games.isEmpty() ? QUrl() : QUrl::fromLocalFile(folder.absoluteFilePath(games.first()));
}

QStringList SaveGames::fileNameFilters()
{
    return {ControllerText::tr("Fortuna games (*.fortuna)"), ControllerText::tr("Game records (*.fortuna *.json)"), ControllerText::tr("All files (*)")};
}

QStringList SaveGames::saveNameFilters()
{
    return {ControllerText::tr("Fortuna games (*.fortuna)")};
}

void SaveGames::setRecentGames(const QStringList &paths)
{
    const QVariantList list = RecentGames::toVariant(paths);
    if (list == m_recentGames)
        return;
    m_recentGames = list;
    Q_EMIT recentGamesChanged();
}

void SaveGames::refreshRecentGames()
{
    setRecentGames(RecentGames::load());
}

} // namespace fortuna::model
