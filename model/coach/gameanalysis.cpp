// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameanalysis.h"

#include "convert.h"

#include "record/replay.h"

namespace fortuna::model
{

namespace
{

QString kindName(ai::MoveKind kind)
{
    return QString::fromLatin1(ai::moveKindName(kind));
}

} // namespace

GameAnalysis::GameAnalysis(QObject *parent)
    : QObject(parent)
    , m_worker(this, QStringLiteral("Fortuna analysis"))
{
}

void GameAnalysis::cancel()
{
    if (!m_running)
        return;
    stopRun();
    Q_EMIT progressChanged();
    Q_EMIT changed();
}

void GameAnalysis::clear()
{
    stopRun();
    m_analysis.reset();
    m_record = record::Record{};
    m_points.clear();
    m_wheel.clear();
    m_summary.clear();
    m_selected = -1;
    m_played = AnalysisMove{};
    m_best = AnalysisMove{};
    Q_EMIT progressChanged();
    Q_EMIT changed();
    Q_EMIT selectionChanged();
}

void GameAnalysis::stopRun()
{
    m_worker.cancel(); // a run still in flight will be dropped
    m_running = false;
    m_progress = 0;
}

QString GameAnalysis::start(const record::Record &record, const std::vector<rules::TileRef> &draws)
{
    if (record.turns.empty())
        return tr("There is nothing to analyse yet: no turn has been played.");
    if (record == m_record && (m_running || m_analysis))
        return QString(); // analysed (or being analysed) already
    clear();
    std::vector<rules::Decision> decisions;
    rules::Setup setup = record.setup();
    setup.draws = draws;
    const record::ReplayOutcome outcome = record::replay(record, setup, -1, nullptr, &decisions);
    if (!outcome.ok())
        return tr("This game cannot be analysed: %1").arg(outcome.error);
    m_record = record;
    m_running = true;
    ai::AnalysisConfig config;
    config.playouts = m_playouts;
    Q_EMIT changed();
    m_worker.start(
        [this, setup, decisions, config](const seats::CancellableWorker::Job &job) {
            auto progress = [this, job](int done, int total) {
                job.post([this, done, total]() {
                    if (!m_running)
                        return;
                    m_progress = total > 0 ? double(done) / total : 0;
                    Q_EMIT progressChanged();
                });
            };
            return ai::analyseGame(setup, decisions, config, progress, job.stopFlag());
        },
        [this](const ai::AnalysisOutcome &out, bool current) {
            if (!current)
                return; // cancelled, cleared or started again meanwhile
            m_running = false;
            if (out.analysis && !out.analysis->cancelled)
                publish(*out.analysis);
            else
                m_record = record::Record{};
            Q_EMIT changed();
            if (m_analysis)
                Q_EMIT finished();
        });
    return QString();
}

int GameAnalysis::colorOf(int seat) const
{
    return size_t(seat) < m_record.players.size() ? int(m_record.players[size_t(seat)].color) : seat;
}

void GameAnalysis::publish(const ai::GameAnalysis &analysis)
{
    m_analysis = analysis;
    m_progress = 1;
    for (size_t i = 0; i < analysis.decisions.size(); ++i) {
        const ai::DecisionReview &d = analysis.decisions[i];
        AnalysisPoint p;
        p.row = int(i);
        p.decision = d.index;
        p.turn = d.turn;
        p.seat = d.seat;
        p.color = colorOf(d.seat);
        p.kind = kindName(d.kind);
        p.margin = d.playedMargin;
        p.best = d.bestMargin;
        p.lost = d.lost;
        p.label = QString::fromLatin1(ai::labelText(d.label));
        m_points.append(p);
    }
    for (const ai::DrawLuck &l : analysis.draws) {
        if (l.pig)
            m_wheel.append(AnalysisDraw{l.turn, int(*l.pig)});
    }
    for (const ai::SeatReview &r : analysis.seats) {
        AnalysisSeat s;
        s.seat = r.seat;
        s.name = size_t(r.seat) < m_record.players.size() ? seatName(m_record.players[size_t(r.seat)].name) : QString();
        s.color = colorOf(r.seat);
        s.decisions = r.decisions;
        s.lost = r.lost;
        s.meanLost = r.meanLost;
        s.luck = r.luck;
        s.inaccuracies = r.inaccuracies;
        s.mistakes = r.mistakes;
        s.blunders = r.blunders;
        m_summary.append(s);
    }
    Q_EMIT progressChanged();
}

AnalysisMove analysisMove(const ai::DecisionReview &d, const ai::AnalysedMove &m, int color)
{
    AnalysisMove out;
    out.turn = d.turn;
    out.seat = d.seat;
    out.color = color;
    out.kind = kindName(d.kind);
    switch (d.kind) {
    case ai::MoveKind::Place:
        out.tile = tileName(d.tile);
        out.x = m.decision.placement.pos.x;
        out.y = m.decision.placement.pos.y;
        out.rotation = m.decision.placement.rotation;
        if (m.deployment.kind == rules::Deployment::Kind::Feature) {
            out.featureKind = int(m.deployment.feature);
            out.portIndex = m.deployment.port;
        } else if (m.deployment.kind == rules::Deployment::Kind::Crown) {
            out.crownSector = int(m.deployment.sector);
            out.crownSlot = m.deployment.slot;
        }
        break;
    case ai::MoveKind::Choose:
        if (m.decision.choose >= 0 && size_t(m.decision.choose) < d.drawn.size())
            out.chosen = tileName(d.drawn[size_t(m.decision.choose)]);
        break;
    case ai::MoveKind::Plague: // the follower given back: its cell and feature
        out.x = m.decision.at.x;
        out.y = m.decision.at.y;
        out.featureKind = int(m.decision.feature);
        out.portIndex = m.decision.port;
        break;
    }
    return out;
}

int GameAnalysis::select(int row)
{
    if (!m_analysis || row < 0 || size_t(row) >= m_analysis->decisions.size())
        return -1;
    const ai::DecisionReview &d = m_analysis->decisions[size_t(row)];
    m_selected = row;
    m_played = analysisMove(d, d.played, colorOf(d.seat));
    m_best = analysisMove(d, d.best, colorOf(d.seat));
    Q_EMIT selectionChanged();
    return d.turn;
}

void GameAnalysis::deselect()
{
    if (m_selected < 0)
        return;
    m_selected = -1;
    m_played = AnalysisMove{};
    m_best = AnalysisMove{};
    Q_EMIT selectionChanged();
}

} // namespace fortuna::model
