// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameanalysis.h"

#include "convert.h"

#include "record/replay.h"

namespace fortuna::model
{

namespace
{

QString kindName(rules::ai::MoveKind kind)
{
    switch (kind) {
    case rules::ai::MoveKind::Place:
        break;
    case rules::ai::MoveKind::Choose:
        return QStringLiteral("choose");
    case rules::ai::MoveKind::Plague:
        return QStringLiteral("plague");
    }
    return QStringLiteral("place");
}

// A move with nothing to show (no decision selected); moveMap() fills in the same keys.
QVariantMap noMove()
{
    return QVariantMap{{QStringLiteral("turn"), 0},
                       {QStringLiteral("seat"), -1},
                       {QStringLiteral("color"), 0},
                       {QStringLiteral("kind"), QString()},
                       {QStringLiteral("tile"), QString()},
                       {QStringLiteral("chosen"), QString()},
                       {QStringLiteral("x"), 0},
                       {QStringLiteral("y"), 0},
                       {QStringLiteral("rotation"), 0},
                       {QStringLiteral("featureKind"), -1},
                       {QStringLiteral("portIndex"), -1},
                       {QStringLiteral("crownSector"), -1},
                       {QStringLiteral("crownSlot"), -1}};
}

} // namespace

GameAnalysis::GameAnalysis(QObject *parent)
    : QObject(parent)
    , m_played(noMove())
    , m_best(noMove())
{
    m_pool.setMaxThreadCount(1);
    m_pool.setObjectName(QStringLiteral("Fortuna analysis"));
}

GameAnalysis::~GameAnalysis()
{
    stopRun();
    m_pool.waitForDone();
}

void GameAnalysis::stopRun()
{
    ++m_generation; // a run still in flight will be ignored
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
    m_stop.reset();
    m_running = false;
    m_progress = 0;
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
    m_played = noMove();
    m_best = noMove();
    Q_EMIT progressChanged();
    Q_EMIT changed();
    Q_EMIT selectionChanged();
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
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    const quint64 generation = m_generation;
    rules::ai::AnalysisConfig config;
    config.playouts = m_playouts;
    const std::shared_ptr<std::atomic<bool>> stop = m_stop;
    Q_EMIT changed();
    // The destructor waits for the pool, so `this` outlives the run; the queued calls are
    // dropped with the object if that is destroyed before they run.
    m_pool.start([this, generation, setup, decisions, config, stop]() {
        auto progress = [this, generation](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total]() {
                    if (generation != m_generation || !m_running)
                        return;
                    m_progress = total > 0 ? double(done) / total : 0;
                    Q_EMIT progressChanged();
                },
                Qt::QueuedConnection);
        };
        auto out = std::make_shared<rules::ai::AnalysisOutcome>(rules::ai::analyseGame(setup, decisions, config, progress, stop.get()));
        QMetaObject::invokeMethod(
            this,
            [this, generation, out]() {
                if (generation != m_generation)
                    return; // cancelled, cleared or started again meanwhile
                m_running = false;
                m_stop.reset();
                if (out->analysis && !out->analysis->cancelled)
                    publish(*out->analysis);
                else
                    m_record = record::Record{};
                Q_EMIT changed();
                if (m_analysis)
                    Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
    return QString();
}

void GameAnalysis::publish(const rules::ai::GameAnalysis &analysis)
{
    m_analysis = analysis;
    m_progress = 1;
    auto colorOf = [this](int seat) {
        return size_t(seat) < m_record.players.size() ? int(m_record.players[size_t(seat)].color) : seat;
    };
    for (size_t i = 0; i < analysis.decisions.size(); ++i) {
        const rules::ai::DecisionReview &d = analysis.decisions[i];
        m_points.append(QVariantMap{{QStringLiteral("row"), int(i)},
                                    {QStringLiteral("decision"), d.index},
                                    {QStringLiteral("turn"), d.turn},
                                    {QStringLiteral("seat"), d.seat},
                                    {QStringLiteral("color"), colorOf(d.seat)},
                                    {QStringLiteral("kind"), kindName(d.kind)},
                                    {QStringLiteral("margin"), d.playedMargin},
                                    {QStringLiteral("best"), d.bestMargin},
                                    {QStringLiteral("lost"), d.lost},
                                    {QStringLiteral("label"), QString::fromLatin1(rules::ai::labelText(d.label))}});
    }
    for (const rules::ai::DrawLuck &l : analysis.draws) {
        if (l.pig)
            m_wheel.append(QVariantMap{{QStringLiteral("turn"), l.turn}, {QStringLiteral("sector"), int(*l.pig)}});
    }
    for (const rules::ai::SeatReview &s : analysis.seats) {
        m_summary.append(QVariantMap{
            {QStringLiteral("seat"), s.seat},
            {QStringLiteral("name"), size_t(s.seat) < m_record.players.size() ? seatName(m_record.players[size_t(s.seat)].name) : QString()},
            {QStringLiteral("color"), colorOf(s.seat)},
            {QStringLiteral("decisions"), s.decisions},
            {QStringLiteral("lost"), s.lost},
            {QStringLiteral("meanLost"), s.meanLost},
            {QStringLiteral("luck"), s.luck},
            {QStringLiteral("inaccuracies"), s.inaccuracies},
            {QStringLiteral("mistakes"), s.mistakes},
            {QStringLiteral("blunders"), s.blunders},
        });
    }
    Q_EMIT progressChanged();
}

QVariantMap GameAnalysis::moveMap(const rules::ai::DecisionReview &d, const rules::ai::AnalysedMove &m) const
{
    QVariantMap out = noMove();
    out[QStringLiteral("turn")] = d.turn;
    out[QStringLiteral("seat")] = d.seat;
    out[QStringLiteral("color")] = size_t(d.seat) < m_record.players.size() ? int(m_record.players[size_t(d.seat)].color) : d.seat;
    out[QStringLiteral("kind")] = kindName(d.kind);
    switch (d.kind) {
    case rules::ai::MoveKind::Place:
        out[QStringLiteral("tile")] = tileName(d.tile);
        out[QStringLiteral("x")] = m.decision.placement.pos.x;
        out[QStringLiteral("y")] = m.decision.placement.pos.y;
        out[QStringLiteral("rotation")] = m.decision.placement.rotation;
        if (m.deployment.kind == rules::Deployment::Kind::Feature) {
            out[QStringLiteral("featureKind")] = int(m.deployment.feature);
            out[QStringLiteral("portIndex")] = m.deployment.port;
        } else if (m.deployment.kind == rules::Deployment::Kind::Crown) {
            out[QStringLiteral("crownSector")] = int(m.deployment.sector);
            out[QStringLiteral("crownSlot")] = m.deployment.slot;
        }
        break;
    case rules::ai::MoveKind::Choose:
        if (m.decision.choose >= 0 && size_t(m.decision.choose) < d.drawn.size())
            out[QStringLiteral("chosen")] = tileName(d.drawn[size_t(m.decision.choose)]);
        break;
    case rules::ai::MoveKind::Plague: // the follower given back: its cell and feature
        out[QStringLiteral("x")] = m.decision.at.x;
        out[QStringLiteral("y")] = m.decision.at.y;
        out[QStringLiteral("featureKind")] = int(m.decision.feature);
        out[QStringLiteral("portIndex")] = m.decision.port;
        break;
    }
    return out;
}

int GameAnalysis::select(int row)
{
    if (!m_analysis || row < 0 || size_t(row) >= m_analysis->decisions.size())
        return -1;
    const rules::ai::DecisionReview &d = m_analysis->decisions[size_t(row)];
    m_selected = row;
    m_played = moveMap(d, d.played);
    m_best = moveMap(d, d.best);
    Q_EMIT selectionChanged();
    return d.turn;
}

} // namespace fortuna::model
