// SPDX-License-Identifier: GPL-3.0-or-later
// SaveGames: saving and opening `.fortuna` files (JSON, fortuna-record/1; docs/robustness.md)
// and the list of recent games that goes with them.
//
// Saving is atomic (a crash leaves the old file or the new one); a file name without a suffix
// gets ".fortuna". Opening reads and replays the file (recordfile.h) and leaves the caller's
// game alone when that fails. Every success puts the file at the head of recentGames.
#pragma once

#include "recordfile.h"

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class SaveGames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SaveGames is provided by GameController.saves")
    // [{url, path, name, folder, lastModified}], most recent first, at most 8, only files that
    // exist (refreshRecentGames() checks again).
    Q_PROPERTY(QVariantList recentGames READ recentGames NOTIFY recentGamesChanged)
    // Name filters for the Open dialog: Fortuna games (*.fortuna, the one shown first), game
    // records (*.fortuna *.json), all; for the Save dialog: Fortuna games. In the language of
    // the moment (a switch changes them).
    Q_PROPERTY(QStringList fileNameFilters READ fileNameFilters NOTIFY filtersChanged)
    Q_PROPERTY(QStringList saveNameFilters READ saveNameFilters NOTIFY filtersChanged)

public:
    explicit SaveGames(QObject *parent = nullptr);

    struct Saved {
        QString path; // the file written (absolute, with its suffix)
        QString error; // or why not (translated)
    };
    // The view state (ViewState) is written beside the record.
    Saved save(const QUrl &file, const record::Record &record, const ViewState &view = {});

    struct Opened : OpenedRecord {
        QString path; // the file read (absolute)
    };
    // Opens a saved game (with turns >= 0 only its first `turns` turns). A failure caused by a
    // file that went away also drops it from recentGames; a success does not touch the list
    // until remember().
    Opened open(const QUrl &file, int turns = -1);
    // Puts a file at the head of recentGames.
    void remember(const QString &path);

    // Where "Save as" should start: `current`, else "Fortuna <date>.fortuna" in folderFor().
    Q_INVOKABLE QUrl suggestedSaveUrl(const QUrl &current) const;
    // The folder saved games go to by default: the user's Documents folder, created when it is
    // missing (a fresh profile has none), else the home folder when it cannot be created.
    static QString defaultFolder();
    // Where the Open and Save dialogs start: the folder of `current`, else the folder of the
    // most recent game that still exists, else defaultFolder().
    Q_INVOKABLE QUrl folderFor(const QUrl &current) const;
    // The game the Open dialog offers at first in folderFor(current) (selected, so that Open
    // works at once): `current` when it exists, else the most recent game there, else its
    // first Fortuna game by name; empty when it has none. Only a .fortuna file (the one the
    // dialog's first filter lists).
    Q_INVOKABLE QUrl fileToOffer(const QUrl &current) const;
    // Name filters for the Open dialog, Fortuna games first (the one shown at first), then
    // game records (*.fortuna *.json, as fortuna-cli writes them), then all files.
    static QStringList fileNameFilters();
    // Name filters for the Save dialog: Fortuna games only.
    static QStringList saveNameFilters();
    // The local file of a URL ("" for a remote one); a plain path is taken as it is.
    static QString localPath(const QUrl &url);

    QVariantList recentGames() const { return m_recentGames; }
    // Drops the recent games whose file went away.
    void refreshRecentGames();

Q_SIGNALS:
    void recentGamesChanged();
    void filtersChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setRecentGames(const QStringList &paths);

    QVariantList m_recentGames;
};

} // namespace fortuna::model
