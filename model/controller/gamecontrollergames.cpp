// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and "Your games" (lists/gamesmodel.h): a game finished here goes into the
// store; a stored game opens as a game over, to replay or analyse; its analysis, once run, is
// kept with it.
#include "gamecontroller.h"

#include "record/json.h"
#include "record/replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fortuna::model
{

void GameController::gameFinished()
{
    m_finishedShown = true;
    // Not the lesson, nor a table watched without a seat.
    if (!m_mode->keepsFinished())
        return;
    QList<int> yours;
    for (int seat = 0; seat < int(seats().size()); ++seat) {
        if (m_mode->personSeat(seat))
            yours.append(seat);
    }
    // A network game's record replays only with the tiles the server drew (m_netDraws, empty
    // for a game played here): kept beside it.
    m_storedId = m_games->addFinished(liveRecord(), m_played->game, yours, m_netDraws);
}

void GameController::analysisReady()
{
    if (m_storedId <= 0 || !m_analysis->ready())
        return;
    // the summary of each seat, as "Your games" keeps it
    QJsonArray seats;
    for (const AnalysisSeat &s : m_analysis->summary())
        seats.append(QJsonObject{{QStringLiteral("seat"), s.seat},
                                 {QStringLiteral("name"), s.name},
                                 {QStringLiteral("color"), s.color},
                                 {QStringLiteral("decisions"), s.decisions},
                                 {QStringLiteral("lost"), s.lost},
                                 {QStringLiteral("meanLost"), s.meanLost},
                                 {QStringLiteral("luck"), s.luck},
                                 {QStringLiteral("inaccuracies"), s.inaccuracies},
                                 {QStringLiteral("mistakes"), s.mistakes},
                                 {QStringLiteral("blunders"), s.blunders}});
    const QByteArray summary = QJsonDocument(seats).toJson(QJsonDocument::Compact);
    m_games->setAnalysis(m_storedId, summary);
    // your mistakes of 5 points or more become puzzles
    m_games->puzzles()->addAnalysed(m_storedId, *m_analysis->result(), m_analysis->playouts());
}

QString GameController::openStoredGame(qint64 id)
{
    const std::optional<QByteArray> bytes = m_games->store().record(id);
    if (!bytes)
        return tr("This game is no longer in your games.");
    const QByteArray drawsJson = m_games->store().draws(id);
    if (drawsJson.isEmpty()) {
        OpenedRecord opened = openRecordBytes(*bytes, tr("this game"));
        if (!opened.ok())
            return opened.error;
        installGame(localMode(), std::move(*opened.game), std::move(*opened.record), true);
        m_storedId = id;
        return QString();
    }
    // A network game: replayed with the server's draws, which its replay and analysis follow.
    record::ReadResult read = record::readRecord(*bytes);
    record::JsonError error;
    const std::optional<std::vector<rules::TileRef>> draws =
        read.ok() ? record::tilesFromJson(QJsonDocument::fromJson(drawsJson).array(), QStringLiteral("draws"), &error) : std::nullopt;
    if (!read.ok() || !draws)
        return read.ok() ? tr("Cannot open this game: %1").arg(error.message) : readErrorText(read, tr("this game"));
    rules::Setup setup = read.record->setup();
    setup.draws = *draws;
    record::ReplayOutcome replayed = record::replay(*read.record, setup);
    if (!replayed.ok())
        return replayErrorText(replayed, *read.record, tr("this game"));
    installGame(localMode(), std::move(*replayed.game), std::move(*read.record), true);
    m_netDraws = *draws;
    m_storedId = id;
    return QString();
}

} // namespace fortuna::model
