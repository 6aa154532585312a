// SPDX-License-Identifier: GPL-3.0-or-later
// GameAnalysis: "Analyse this game". The post-game analysis of the ai layer (ai/analysis.h:
// each decision's move against a strong search's best for what its player knew, the points
// lost, each player's luck) of a game record, run off the UI thread (a pool of one thread,
// whose analysis spreads over two), published for the analysis view: the expected margin of
// every decision for the graph, the wheel's events, a summary per player, and the played and
// the better move of the decision selected (the board's ghosts).
//
// It does not know the game controller: its owner calls start() with the record (a game
// played here, loaded or played in the network alike) and clear() when the game is closed.
// A run in flight is cancelled by cancel(), clear(), a new start() and the destructor, and
// its answer is never published.
#pragma once

#include "ai/analysis.h"
#include "record/record.h"

#include <QObject>
#include <QThreadPool>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

namespace fortuna::model
{

class GameAnalysis : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameAnalysis is provided by GameController.analysis")

    Q_PROPERTY(bool running READ running NOTIFY changed)
    // The results of a finished run are published.
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged) // 0..1 while running
    Q_PROPERTY(int turnCount READ turnCount NOTIFY changed)
    // One per decision analysed, in game order: {row, decision, turn, seat, color (PlayerColor),
    // kind ("place", "choose", "plague"), margin (expected margin after the move played), best
    // (after the best move), lost, label ("", "?!", "?", "??")}.
    Q_PROPERTY(QVariantList points READ points NOTIFY changed)
    // The draws that moved the pig: {turn, sector}.
    Q_PROPERTY(QVariantList wheel READ wheel NOTIFY changed)
    // One per player: {seat, name, color, decisions, lost, meanLost, luck, inaccuracies,
    // mistakes, blunders}.
    Q_PROPERTY(QVariantList summary READ summary NOTIFY changed)
    // The decision shown (a row of points, -1 none), and its moves for the board: {turn,
    // seat, color, kind, tile ("" without a tile to lay), x, y, rotation, featureKind,
    // portIndex (-1/-1: no follower on land), crownSector, crownSlot (-1: none)}.
    Q_PROPERTY(int selected READ selected NOTIFY selectionChanged)
    Q_PROPERTY(QVariantMap played READ played NOTIFY selectionChanged)
    Q_PROPERTY(QVariantMap best READ best NOTIFY selectionChanged)
    // The search's playouts per decision (the Quick Tests ask for fewer: a quicker run).
    Q_PROPERTY(int playouts READ playouts WRITE setPlayouts)

public:
    explicit GameAnalysis(QObject *parent = nullptr);
    ~GameAnalysis() override;

    // The search's playouts per decision (default 200: ai/analysis.h; tests use fewer).
    void setPlayouts(int playouts) { m_playouts = playouts; }
    int playouts() const { return m_playouts; }

    // Analyses `record` (replayed by the record layer; `draws`: a network game's draws, which
    // its record alone does not reproduce); the results of the same record are kept. Returns
    // "" or why not (translated).
    QString start(const record::Record &record, const std::vector<rules::TileRef> &draws = {});
    // Stops a run in flight (its results are dropped).
    Q_INVOKABLE void cancel();
    // Drops the results and any run in flight.
    void clear();
    // Selects a row of points for the board; returns its turn (-1 for no such row).
    int select(int row);
    // Blocks until no run is in flight (tests, shutdown); false on timeout.
    bool waitForIdle(int msecs) { return m_pool.waitForDone(msecs); }

    bool running() const { return m_running; }
    bool ready() const { return m_analysis.has_value(); }
    double progress() const { return m_progress; }
    int turnCount() const { return int(m_record.turns.size()); }
    QVariantList points() const { return m_points; }
    QVariantList wheel() const { return m_wheel; }
    QVariantList summary() const { return m_summary; }
    int selected() const { return m_selected; }
    QVariantMap played() const { return m_played; }
    QVariantMap best() const { return m_best; }

Q_SIGNALS:
    void changed();
    void progressChanged();
    void selectionChanged();
    // A run ended and its results are published.
    void finished();

private:
    void stopRun();
    void publish(const rules::ai::GameAnalysis &analysis);
    QVariantMap moveMap(const rules::ai::DecisionReview &d, const rules::ai::AnalysedMove &m) const;

    QThreadPool m_pool;
    int m_playouts = 200;
    std::shared_ptr<std::atomic<bool>> m_stop;
    quint64 m_generation = 0;
    bool m_running = false;
    double m_progress = 0;
    record::Record m_record; // the record analysed (or being analysed)
    std::optional<rules::ai::GameAnalysis> m_analysis;
    QVariantList m_points;
    QVariantList m_wheel;
    QVariantList m_summary;
    int m_selected = -1;
    QVariantMap m_played; // see the properties (every key present)
    QVariantMap m_best;
};

} // namespace fortuna::model
