// SPDX-License-Identifier: GPL-3.0-or-later
// Autosaver: the autosave policy (docs/robustness.md) over an AutosaveStore.
//
// - A game taken over (gameStarted with an unfinished game) owns the autosave from then on:
//   the game it held was left deliberately. A finished game, opened to be looked at, leaves it.
// - save() after every finished turn and every plague decision writes the record atomically;
//   when the game is over the autosave is removed. A failed write is reported once per
//   distinct reason (failed) until a write succeeds again.
// - gameClosed() removes the autosave of the game being played; quitting the application
//   keeps it, so scan() finds it at the next start: resumable and summary describe it, and
//   resume() reads it back (discard() deletes it).
// - The file a game was last saved to or opened from is remembered beside it (Settings), so
//   a resumed game keeps its file.
#pragma once

#include "autosave.h"
#include "recordfile.h"
#include "valuetypes.h"
#include "viewstate.h"

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class Autosaver : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Autosaver is provided by GameController.autosave")
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    Q_PROPERTY(QString directory READ directory WRITE setDirectory NOTIFY directoryChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY directoryChanged)
    // resumable: the autosave holds an unfinished game other than the one being played (read
    // when the autosaver is created and when the directory changes); summary: that game's
    // seats, turn, tiles left, date... (GameSummary).
    Q_PROPERTY(bool resumable READ resumable NOTIFY resumableChanged)
    Q_PROPERTY(fortuna::model::GameSummary summary READ summary NOTIFY resumableChanged)

public:
    // Uses AutosaveStore::defaultDirectory() and scans it.
    explicit Autosaver(QObject *parent = nullptr);

    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    QString directory() const { return m_store.directory(); }
    // Another folder: the autosave there is scanned; the game being played does not own it.
    void setDirectory(const QString &directory);
    QString filePath() const { return m_store.filePath(); }

    // An unfinished game other than the one being played waits in the autosave, and its
    // summary (not valid when there is none).
    bool resumable() const { return m_resumable; }
    GameSummary summary() const { return m_summary; }

    // The game being played: installed, after a decision, its file changed, closed.
    // The view state (ViewState) is written beside the record.
    void gameStarted(const record::Record &record, const rules::Game &game, const QUrl &file, const ViewState &view = {});
    void save(const record::Record &record, const rules::Game &game, const ViewState &view = {});
    void rememberFile(const QUrl &file);
    void gameClosed();
    // A game that keeps no autosave is shown (a puzzle): the autosave on the disk is no longer
    // the game's, and stays there to be resumed.
    void release() { m_owned = false; }

    // Reads the autosave again (resumable, summary).
    void scan();
    // The autosaved game, read and replayed (file: the one it was saved to or opened from, if
    // it still exists), or the reason (translated). A finished game is discarded.
    // savedTurns: how many of its turns that file holds when the file is the same game up to
    // there (the game was saved, then perhaps played on), else -1.
    struct Resumed : OpenedRecord {
        QUrl file;
        int savedTurns = -1;
    };
    Resumed resume();
    // Deletes the autosave (resumable becomes false).
    Q_INVOKABLE void discard();

Q_SIGNALS:
    void enabledChanged();
    void directoryChanged();
    void resumableChanged();
    // Writing the autosave failed (once per distinct reason until a write succeeds again).
    void failed(const QString &reason);

private:
    void remove();
    void setResumable(bool resumable, const GameSummary &summary);
    QUrl rememberedFile() const;

    AutosaveStore m_store;
    bool m_enabled = true;
    bool m_owned = false; // the autosave file holds the game being played
    QString m_lastError;
    bool m_resumable = false;
    GameSummary m_summary;
};

} // namespace fortuna::model
