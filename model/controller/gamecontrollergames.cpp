// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and "Your games" (lists/gamesmodel.h): a game finished here goes into the
// store; a stored game opens as a game over, to replay or analyse; its analysis, once run, is
// kept with it.
#include "gamecontroller.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fortuna::model
{

void GameController::gameFinished()
{
    // Not the lesson, nor a table watched without a seat.
    if (m_tutorial->active() || (m_networked && m_net->spectating()))
        return;
    QList<int> yours;
    for (int seat = 0; seat < m_seats.size(); ++seat) {
        if (m_networked ? m_net->isLocalSeat(seat) : m_seats.at(seat).ai.isEmpty())
            yours.append(seat);
    }
    record::Record rec = m_recorder.record();
    // A network game's record replays only with the tiles the server drew.
    if (m_networked && !rec.deck)
        rec.deck = m_netDraws;
    m_storedId = m_games->addFinished(rec, *m_game, yours);
}

void GameController::analysisReady()
{
    if (m_storedId <= 0 || !m_analysis->ready())
        return;
    const QByteArray summary = QJsonDocument(QJsonArray::fromVariantList(m_analysis->summary())).toJson(QJsonDocument::Compact);
    m_games->setAnalysis(m_storedId, summary);
}

QString GameController::openStoredGame(qint64 id)
{
    const std::optional<QByteArray> bytes = m_games->store().record(id);
    if (!bytes)
        return tr("This game is no longer in your games.");
    OpenedRecord opened = openRecordBytes(*bytes, tr("this game"));
    if (!opened.ok())
        return opened.error;
    setNetworked(false);
    installGame(std::move(*opened.game), std::move(*opened.record), true);
    m_storedId = id;
    return QString();
}

} // namespace fortuna::model
