// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayer.h"

#include "record/replay.h"

#include <algorithm>

namespace fortuna::model
{

Replayer::Replayer(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(1200);
    connect(&m_timer, &QTimer::timeout, this, [this]() {
        if (m_position >= turnCount()) {
            setPlaying(false);
            return;
        }
        forward();
        if (m_position >= turnCount())
            setPlaying(false);
    });
}

QString Replayer::start(const record::Record &record, int position, const std::vector<rules::TileRef> &draws)
{
    const bool wasActive = active();
    const int oldCount = turnCount();
    m_record = record;
    m_draws = draws;
    m_game.reset();
    if (!rebuild(std::clamp(position, 0, turnCount()))) {
        m_record = record::Record();
        setPlaying(false);
        if (wasActive)
            Q_EMIT activeChanged();
        return tr("This game cannot be replayed: its record does not match the rules.");
    }
    if (oldCount != turnCount())
        Q_EMIT turnCountChanged();
    if (!wasActive)
        Q_EMIT activeChanged();
    Q_EMIT positionChanged();
    return QString();
}

void Replayer::stop()
{
    if (!active())
        return;
    setPlaying(false);
    m_game.reset();
    m_record = record::Record();
    m_position = 0;
    Q_EMIT activeChanged();
    Q_EMIT turnCountChanged();
    Q_EMIT positionChanged();
}

void Replayer::jumpTo(int turns)
{
    if (!active())
        return;
    turns = std::clamp(turns, 0, turnCount());
    if (turns == m_position)
        return;
    if (rebuild(turns))
        Q_EMIT positionChanged();
}

bool Replayer::rebuild(int turns)
{
    // One turn forward applies that turn to a copy; anything else replays from the start
    // (a whole game replays in milliseconds).
    if (m_game && turns == m_position + 1) {
        rules::Game next = *m_game;
        if (record::applyTurn(next, m_record.turns[size_t(m_position)], turns, &m_record.players).isEmpty()) {
            m_game = std::move(next);
            m_position = turns;
            return true;
        }
        return false;
    }
    rules::Setup setup = m_record.setup();
    setup.draws = m_draws;
    record::ReplayOutcome outcome = record::replay(m_record, setup, turns);
    if (!outcome.ok() || !outcome.game)
        return false;
    m_game = std::move(outcome.game);
    m_position = turns;
    return true;
}

void Replayer::setPlaying(bool on)
{
    if (on == playing())
        return;
    if (on && (!active() || turnCount() == 0))
        return;
    if (on && m_position >= turnCount())
        first(); // playing at the end starts again from the beginning
    if (on)
        m_timer.start();
    else
        m_timer.stop();
    Q_EMIT playingChanged();
}

void Replayer::setInterval(int ms)
{
    ms = std::clamp(ms, 100, 10000);
    if (ms == m_timer.interval())
        return;
    m_timer.setInterval(ms);
    Q_EMIT intervalChanged();
}

} // namespace fortuna::model
