// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesession.h"

#include "record/json.h"
#include "record/replay.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace fortuna::model
{

PuzzleSession::PuzzleSession(QObject *parent)
    : QObject(parent)
    , m_worker(this, QStringLiteral("Fortuna puzzle"))
{
}

PuzzleSession::Loaded PuzzleSession::load(const GameStore::Puzzle &puzzle, const QByteArray &bytes, const QByteArray &draws)
{
    Loaded out;
    clear();
    record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        out.error = tr("This puzzle's game cannot be read any more.");
        return out;
    }
    const record::Record &rec = *read.record;
    rules::Setup setup = rec.setup();
    if (!draws.isEmpty()) { // a network game: its server's draws (GameStore::Game::draws)
        record::JsonError error;
        const auto tiles = record::tilesFromJson(QJsonDocument::fromJson(draws).array(), QStringLiteral("draws"), &error);
        if (!tiles) {
            out.error = tr("This puzzle's game cannot be read any more.");
            return out;
        }
        setup.draws = *tiles;
    }
    std::vector<rules::Decision> decisions;
    const record::ReplayOutcome whole = record::replay(rec, setup, -1, nullptr, &decisions);
    if (!whole.ok() || puzzle.decision < 0 || size_t(puzzle.decision) >= decisions.size()) {
        out.error = tr("This puzzle's game cannot be read any more.");
        return out;
    }
    // The whole turns before the decision, then its turn's decisions before it.
    std::optional<rules::Game> game = rules::Game::create(setup);
    size_t done = 0;
    int turns = 0;
    for (; game && turns < int(rec.turns.size()); ++turns) {
        rules::Game next = *game;
        std::vector<rules::Decision> turn;
        if (!record::applyTurn(next, rec.turns[size_t(turns)], turns + 1, nullptr, nullptr, nullptr, nullptr, &turn).isEmpty())
            break;
        if (done + turn.size() > size_t(puzzle.decision))
            break;
        done += turn.size();
        *game = std::move(next);
    }
    for (; game && done < size_t(puzzle.decision); ++done) {
        if (!game->apply(decisions[done]))
            game.reset();
    }
    if (!game || game->actingPlayer() != puzzle.seat) {
        out.error = tr("This puzzle's game cannot be read any more.");
        return out;
    }
    out.header = rec;
    out.header.turns.resize(size_t(turns));
    out.game = std::move(game);
    m_puzzle = puzzle;
    m_setup = setup;
    m_decisions = std::move(decisions);
    m_color = size_t(puzzle.seat) < rec.players.size() ? int(rec.players[size_t(puzzle.seat)].color) : puzzle.seat;
    m_seen = false;
    m_best = AnalysisMove{};
    setState(Waiting);
    return out;
}

QString PuzzleSession::whyNot() const
{
    switch (m_state) {
    case Checking:
        return tr("Your move is being checked.");
    case Right:
        return tr("Solved: go on to the next puzzle.");
    case Wrong:
        return tr("Try again, or see the better move.");
    case Off:
    case Waiting:
    case Shown:
        break;
    }
    return QString();
}

QString PuzzleSession::check(const ai::AnalysedMove &answer)
{
    if (const QString why = whyNot(); !why.isEmpty() || m_state == Off)
        return why;
    ai::AnalysisConfig config;
    config.playouts = m_puzzle.playouts;
    config.threads = 1;
    setState(Checking);
    m_worker.start(
        [setup = m_setup, decisions = m_decisions, index = m_puzzle.decision, answer, config](const seats::CancellableWorker::Job &job) {
            return ai::checkAnswer(setup, decisions, index, answer, config, job.stopFlag());
        },
        [this](const ai::PuzzleCheck &c, bool current) {
            if (!current || m_state != Checking)
                return;
            if (!c.error.empty()) { // cannot happen for a move the game took: asked again
                qWarning("Fortuna: a puzzle's answer was not checked: %s", c.error.c_str());
                setState(m_seen ? Shown : Waiting);
                return;
            }
            m_answerLost = c.lost;
            m_answerIsBest = c.answerIsBest;
            m_best = analysisMove(c.review, c.review.best, m_color);
            const bool solves = c.right && !m_seen;
            m_puzzle.solved = m_puzzle.solved || solves;
            ++m_puzzle.attempts;
            setState(c.right ? Right : Wrong);
            Q_EMIT answered(m_puzzle.id, solves);
        });
    return QString();
}

void PuzzleSession::retry()
{
    if (m_state == Wrong || m_state == Shown || m_state == Right)
        setState(m_seen ? Shown : Waiting);
}

void PuzzleSession::showBetter()
{
    if (m_state != Wrong && m_state != Right)
        return;
    m_seen = true;
    setState(Shown);
}

void PuzzleSession::clear()
{
    m_worker.cancel();
    m_decisions.clear();
    m_puzzle = GameStore::Puzzle{};
    m_answerLost = 0;
    m_answerIsBest = false;
    m_best = AnalysisMove{};
    setState(Off);
}

void PuzzleSession::setState(State state)
{
    m_state = state;
    Q_EMIT changed();
}

} // namespace fortuna::model
