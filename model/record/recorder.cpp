// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/recorder.h"

namespace fortuna::record
{

using rules::Phase;

void Recorder::reset(Record header, const rules::Game &game)
{
    m_record = std::move(header);
    m_open = Turn();
    m_openTurn = -1;
    m_openDecisions.clear();
    m_finalWritten = !m_record.turns.empty() && m_record.turns.back().allDiscards();
    sync(game);
}

void Recorder::sync(const rules::Game &game)
{
    if (m_finalWritten || game.phase() != Phase::GameOver || !game.finalTurnWasAllDiscards())
        return;
    Turn final;
    if (m_openTurn == game.turn())
        final.plague = std::move(m_open.plague);
    m_record.turns.push_back(std::move(final));
    m_open = Turn();
    m_openTurn = -1;
    m_finalWritten = true;
}

rules::Status Recorder::apply(rules::Game &game, const rules::Decision &decision)
{
    const size_t written = m_record.turns.size();
    const rules::Status status = applyAndRecord(game, decision);
    sync(game);
    if (m_record.turns.size() != written)
        m_openDecisions.clear();
    else if (status)
        m_openDecisions.push_back(decision);
    return status;
}

rules::Status Recorder::undoPlacement(rules::Game &game)
{
    const rules::Status status = game.undoPlacement();
    if (status && !m_openDecisions.empty())
        m_openDecisions.pop_back();
    return status;
}

rules::Status Recorder::applyAndRecord(rules::Game &game, const rules::Decision &decision)
{
    const int turn = game.turn();
    if (turn != m_openTurn) {
        m_open = Turn();
        m_openTurn = turn;
    }
    rules::Decision d = decision;
    rules::Status status;
    switch (d.phase) {
    case Phase::ChooseTile: {
        const auto &drawn = game.drawnTiles();
        if (d.choose >= 0 && size_t(d.choose) < drawn.size()) {
            for (int i = 0; i < d.choose; ++i) {
                if (drawn[size_t(i)] == drawn[size_t(d.choose)]) {
                    d.choose = i;
                    break;
                }
            }
        }
        const std::optional<rules::TileRef> tile = d.choose >= 0 && size_t(d.choose) < drawn.size() ? std::optional(drawn[size_t(d.choose)]) : std::nullopt;
        status = game.apply(d);
        if (status && tile)
            m_open.choose = *tile;
        break;
    }
    case Phase::Plague:
        status = game.apply(d);
        if (status) {
            const bool portless = d.feature == rules::FeatureKind::Cloister || d.feature == rules::FeatureKind::Tent;
            m_open.plague.push_back(FollowerPlace{d.at, d.feature, portless ? -1 : d.port});
        }
        break;
    case Phase::Place:
        status = game.apply(d);
        break;
    case Phase::Deploy: {
        const std::optional<rules::Placement> pending = game.pendingPlacement();
        const rules::TileRef tile = game.currentTile();
        status = game.apply(d);
        if (status && pending) {
            Turn t = std::move(m_open);
            if (m_writeDraws)
                t.draw = tile;
            t.at = pending->pos;
            t.rotation = pending->rotation & 3;
            t.follower = d.deployment;
            if (t.follower.kind == rules::Deployment::Kind::Feature
                && (t.follower.feature == rules::FeatureKind::Cloister || t.follower.feature == rules::FeatureKind::Tent))
                t.follower.port = -1;
            m_record.turns.push_back(std::move(t));
            m_open = Turn();
            m_openTurn = -1;
        }
        break;
    }
    case Phase::GameOver:
        status = game.apply(d);
        break;
    }
    return status;
}

} // namespace fortuna::record
