// SPDX-License-Identifier: GPL-3.0-or-later
// Replayer: steps through a game record turn by turn (forward, back, jump, play on its own). The
// position K is the game after its first K turns, rebuilt by the deterministic engine from
// the record (record::replay), so the board, the scores and the wheel are exactly as they
// were. It knows nothing of the controller: the GameController owns one, shows its game()
// while it is active and accepts no move meanwhile.
#pragma once

#include "record/record.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace fortuna::model
{

class Replayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Replayer is provided by GameController.replay")

    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // Turns replayed: 0 (the table before the first turn) .. turnCount (the whole record).
    Q_PROPERTY(int position READ position NOTIFY positionChanged)
    Q_PROPERTY(int turnCount READ turnCount NOTIFY turnCountChanged)
    // Playing on its own: one turn forward every `interval` ms; stops at the end.
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged)
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)

public:
    explicit Replayer(QObject *parent = nullptr);

    // Starts replaying `record` at `position` (clamped). Returns "" or why not (translated):
    // the record does not replay (it always does for a game the engine played).
    // `draws`: a network game's draws (rules::Setup::draws), which its record alone does not
    // reproduce.
    QString start(const record::Record &record, int position = 0, const std::vector<rules::TileRef> &draws = {});
    void stop();

    Q_INVOKABLE void forward() { jumpTo(m_position + 1); }
    Q_INVOKABLE void back() { jumpTo(m_position - 1); }
    Q_INVOKABLE void first() { jumpTo(0); }
    Q_INVOKABLE void last() { jumpTo(turnCount()); }
    // Goes to position `turns` (clamped to 0..turnCount).
    Q_INVOKABLE void jumpTo(int turns);

    bool active() const { return m_game.has_value(); }
    int position() const { return m_position; }
    int turnCount() const { return int(m_record.turns.size()); }
    bool playing() const { return m_timer.isActive(); }
    void setPlaying(bool on);
    int interval() const { return m_timer.interval(); }
    void setInterval(int ms);

    // The game at the position (null when not active) and the record replayed.
    const rules::Game *game() const { return m_game ? &*m_game : nullptr; }
    const record::Record &record() const { return m_record; }

Q_SIGNALS:
    void activeChanged();
    void positionChanged();
    void turnCountChanged();
    void playingChanged();
    void intervalChanged();

private:
    bool rebuild(int turns);

    record::Record m_record;
    std::vector<rules::TileRef> m_draws;
    std::optional<rules::Game> m_game;
    int m_position = 0;
    QTimer m_timer;
};

} // namespace fortuna::model
