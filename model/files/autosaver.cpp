// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosaver.h"

#include "controllertext.h"
#include "convert.h"
#include "settings.h"

#include "record/record.h"
#include "record/smallfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace fortuna::model
{

Autosaver::Autosaver(QObject *parent)
    : QObject(parent)
{
    m_store.setDirectory(AutosaveStore::defaultDirectory());
    scan();
}

void Autosaver::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    Q_EMIT enabledChanged();
}

void Autosaver::setDirectory(const QString &directory)
{
    if (directory == m_store.directory())
        return;
    m_store.setDirectory(directory);
    m_owned = false;
    m_lastError.clear();
    Q_EMIT directoryChanged();
    scan();
}

void Autosaver::gameStarted(const record::Record &record, const rules::Game &game, const QUrl &file, const ViewState &view)
{
    m_owned = false;
    if (game.phase() == rules::Phase::GameOver)
        return;
    save(record, game, view);
    rememberFile(file);
    setResumable(false, {});
}

void Autosaver::save(const record::Record &record, const rules::Game &game, const ViewState &view)
{
    if (!m_enabled)
        return;
    if (game.phase() == rules::Phase::GameOver) {
        if (m_owned)
            remove();
        return;
    }
    m_owned = true;
    const QString error = m_store.write(withViewState(record::writeRecord(record), view));
    if (error.isEmpty()) {
        m_lastError.clear();
        return;
    }
    if (error != m_lastError) {
        m_lastError = error;
        qWarning("Fortuna: cannot write the autosave %s: %s", qPrintable(m_store.filePath()), qPrintable(error));
        Q_EMIT failed(ControllerText::tr("Cannot write the autosave %1: %2").arg(QDir::toNativeSeparators(m_store.filePath()), error));
    }
}

void Autosaver::rememberFile(const QUrl &file)
{
    if (!m_enabled || !m_owned)
        return;
    Settings::setAutosaveFile(file.isLocalFile() ? file.toLocalFile() : QString());
}

void Autosaver::gameClosed()
{
    if (m_owned && m_enabled)
        remove();
    m_owned = false;
}

void Autosaver::remove()
{
    m_owned = false;
    if (!m_store.remove())
        qWarning("Fortuna: cannot remove the autosave %s", qPrintable(m_store.filePath()));
    Settings::setAutosaveFile(QString());
}

void Autosaver::setResumable(bool resumable, const GameSummary &summary)
{
    if (resumable == m_resumable && summary == m_summary)
        return;
    m_resumable = resumable;
    m_summary = summary;
    Q_EMIT resumableChanged();
}

QUrl Autosaver::rememberedFile() const
{
    const QString file = Settings::autosaveFile();
    return !file.isEmpty() && QFileInfo(file).isFile() ? QUrl::fromLocalFile(file) : QUrl();
}

void Autosaver::scan()
{
    m_store.removeStaleTemporaries();
    if (!m_store.exists()) {
        setResumable(false, {});
        return;
    }
    const QString path = m_store.filePath();
    const OpenedRecord opened = openRecordFile(path, QLatin1String(AutosaveStore::FileName));
    if (!opened.ok()) {
        // Left in place: it may be a newer version's autosave; the next game overwrites it.
        qWarning("Fortuna: the autosave cannot be resumed: %s", qPrintable(opened.error));
        setResumable(false, {});
        return;
    }
    const rules::Game &g = *opened.game;
    if (g.phase() == rules::Phase::GameOver) {
        setResumable(false, {});
        return;
    }
    const record::Record &r = *opened.record;
    GameSummary summary;
    summary.valid = true;
    for (size_t i = 0; i < r.players.size(); ++i) {
        const record::PlayerInfo &p = r.players[i];
        summary.players.append(SeatSummary::of(p, g.score(int(i))));
    }
    summary.turn = g.turn();
    summary.turnsPlayed = int(r.turns.size());
    summary.tilesLeft = g.tilesLeft();
    summary.date = QFileInfo(path).lastModified();
    summary.rules = rulesToVariant(r.options);
    summary.file = rememberedFile();
    setResumable(true, summary);
}

Autosaver::Resumed Autosaver::resume()
{
    Resumed result;
    if (!m_store.exists()) {
        result.error = ControllerText::tr("There is no autosaved game to resume.");
        return result;
    }
    static_cast<OpenedRecord &>(result) = openRecordFile(m_store.filePath(), QLatin1String(AutosaveStore::FileName));
    if (!result.ok())
        return result;
    if (result.game->phase() == rules::Phase::GameOver) {
        discard();
        result.record.reset();
        result.game.reset();
        result.error = ControllerText::tr("The autosaved game is already over.");
        return result;
    }
    result.file = rememberedFile();
    if (result.file.isLocalFile()) {
        QByteArray bytes;
        if (record::readSmallFile(result.file.toLocalFile(), &bytes).isEmpty()) {
            const record::ReadResult saved = record::readRecord(bytes);
            if (saved.ok() && saved.record->turns.size() <= result.record->turns.size()) {
                record::Record upToThere = *result.record;
                upToThere.turns.resize(saved.record->turns.size());
                if (upToThere == *saved.record)
                    result.savedTurns = int(saved.record->turns.size());
            }
        }
    }
    return result;
}

void Autosaver::discard()
{
    remove();
    setResumable(false, {});
}

} // namespace fortuna::model
