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
#include "seats/cancellableworker.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

// A decision analysed, a point of the graph. `color` a PlayerColor; `kind` "place", "choose" or
// "plague"; `margin` the expected margin after the move played, `best` after the best move;
// `label` "", "?!", "?" or "??".
struct AnalysisPoint {
    Q_GADGET
    QML_VALUE_TYPE(analysisPoint)
    Q_PROPERTY(int row MEMBER row)
    Q_PROPERTY(int decision MEMBER decision)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int color MEMBER color)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(double margin MEMBER margin)
    Q_PROPERTY(double best MEMBER best)
    Q_PROPERTY(double lost MEMBER lost)
    Q_PROPERTY(QString label MEMBER label)
public:
    int row = 0, decision = 0, turn = 0, seat = -1, color = 0;
    QString kind;
    double margin = 0, best = 0, lost = 0;
    QString label;
};

// A draw that moved the pig: the turn and the sector it stopped on.
struct AnalysisDraw {
    Q_GADGET
    QML_VALUE_TYPE(analysisDraw)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int sector MEMBER sector)
public:
    int turn = 0, sector = 0;
};

// The summary of one player.
struct AnalysisSeat {
    Q_GADGET
    QML_VALUE_TYPE(analysisSeat)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int color MEMBER color)
    Q_PROPERTY(int decisions MEMBER decisions)
    Q_PROPERTY(double lost MEMBER lost)
    Q_PROPERTY(double meanLost MEMBER meanLost)
    Q_PROPERTY(double luck MEMBER luck)
    Q_PROPERTY(int inaccuracies MEMBER inaccuracies)
    Q_PROPERTY(int mistakes MEMBER mistakes)
    Q_PROPERTY(int blunders MEMBER blunders)
public:
    int seat = -1;
    QString name;
    int color = 0, decisions = 0;
    double lost = 0, meanLost = 0, luck = 0;
    int inaccuracies = 0, mistakes = 0, blunders = 0;
};

// A move of the decision shown, for the board's ghosts: `tile` "" without a tile to lay,
// `chosen` the tile taken from a draw; featureKind and portIndex -1/-1 for no follower on land,
// crownSector and crownSlot -1 for none.
struct AnalysisMove {
    Q_GADGET
    QML_VALUE_TYPE(analysisMove)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int color MEMBER color)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString tile MEMBER tile)
    Q_PROPERTY(QString chosen MEMBER chosen)
    Q_PROPERTY(int x MEMBER x)
    Q_PROPERTY(int y MEMBER y)
    Q_PROPERTY(int rotation MEMBER rotation)
    Q_PROPERTY(int featureKind MEMBER featureKind)
    Q_PROPERTY(int portIndex MEMBER portIndex)
    Q_PROPERTY(int crownSector MEMBER crownSector)
    Q_PROPERTY(int crownSlot MEMBER crownSlot)
public:
    int turn = 0, seat = -1, color = 0;
    QString kind, tile, chosen;
    int x = 0, y = 0, rotation = 0;
    int featureKind = -1, portIndex = -1, crownSector = -1, crownSlot = -1;
};

// A move of decision `d` for the board's ghosts, in the colour `color` (a PlayerColor).
AnalysisMove analysisMove(const ai::DecisionReview &d, const ai::AnalysedMove &m, int color);

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
    // One per decision analysed, in game order.
    Q_PROPERTY(QList<fortuna::model::AnalysisPoint> points READ points NOTIFY changed)
    // The draws that moved the pig.
    Q_PROPERTY(QList<fortuna::model::AnalysisDraw> wheel READ wheel NOTIFY changed)
    // One per player.
    Q_PROPERTY(QList<fortuna::model::AnalysisSeat> summary READ summary NOTIFY changed)
    // The decision shown (a row of points, -1 none), and its moves for the board.
    Q_PROPERTY(int selected READ selected NOTIFY selectionChanged)
    Q_PROPERTY(fortuna::model::AnalysisMove played READ played NOTIFY selectionChanged)
    Q_PROPERTY(fortuna::model::AnalysisMove best READ best NOTIFY selectionChanged)
    // The search's playouts per decision (the Quick Tests ask for fewer: a quicker run).
    Q_PROPERTY(int playouts READ playouts WRITE setPlayouts)

public:
    explicit GameAnalysis(QObject *parent = nullptr);

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
    // Drops the selection (the table left the decision's position): no move on the board.
    void deselect();
    // Blocks until no run is in flight (tests, shutdown); false on timeout.
    bool waitForIdle(int msecs) { return m_worker.waitForIdle(msecs); }

    // The results of the last run (C++: the puzzles of your mistakes), none until ready.
    const std::optional<ai::GameAnalysis> &result() const { return m_analysis; }

    bool running() const { return m_running; }
    bool ready() const { return m_analysis.has_value(); }
    double progress() const { return m_progress; }
    int turnCount() const { return int(m_record.turns.size()); }
    QList<AnalysisPoint> points() const { return m_points; }
    QList<AnalysisDraw> wheel() const { return m_wheel; }
    QList<AnalysisSeat> summary() const { return m_summary; }
    int selected() const { return m_selected; }
    AnalysisMove played() const { return m_played; }
    AnalysisMove best() const { return m_best; }

Q_SIGNALS:
    void changed();
    void progressChanged();
    void selectionChanged();
    // A run ended and its results are published.
    void finished();

private:
    void stopRun();
    void publish(const ai::GameAnalysis &analysis);
    int colorOf(int seat) const;

    seats::CancellableWorker m_worker;
    int m_playouts = 200;
    bool m_running = false;
    double m_progress = 0;
    record::Record m_record; // the record analysed (or being analysed)
    std::optional<ai::GameAnalysis> m_analysis;
    QList<AnalysisPoint> m_points;
    QList<AnalysisDraw> m_wheel;
    QList<AnalysisSeat> m_summary;
    int m_selected = -1;
    AnalysisMove m_played;
    AnalysisMove m_best;
};

} // namespace fortuna::model
