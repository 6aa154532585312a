// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and "Learn from your mistakes": a puzzle of games.puzzles is shown as the
// position before its decision, played in PuzzlePlay (puzzleplay.h), checked by PuzzleSession
// (puzzlesession.h), and its verdict kept in the store.
#include "gamecontroller.h"

#include "localplay.h"
#include "puzzleplay.h"

namespace fortuna::model
{

QString GameController::startPuzzle(qint64 id)
{
    GameStore &store = m_games->store();
    const std::optional<GameStore::Puzzle> puzzle = store.puzzle(id);
    const std::optional<QByteArray> bytes = puzzle ? store.record(puzzle->gameId) : std::nullopt;
    if (!puzzle || !bytes)
        return tr("This puzzle is no longer in your games.");
    PuzzleSession::Loaded loaded = m_puzzle->load(*puzzle, *bytes, store.draws(puzzle->gameId));
    if (!loaded.game)
        return loaded.error;
    installGame(m_puzzlePlay.get(), std::move(*loaded.game), std::move(loaded.header), true);
    return QString();
}

QString GameController::retryPuzzle()
{
    if (!m_puzzle->active())
        return tr("No puzzle is being played.");
    m_puzzle->retry(); // first: the mode takes a move back only while an answer is awaited
    return takeBackAnswer();
}

QString GameController::showBetterMove()
{
    if (m_puzzle->state() != PuzzleSession::Wrong && m_puzzle->state() != PuzzleSession::Right)
        return tr("Answer the puzzle first.");
    m_puzzle->showBetter();
    return takeBackAnswer();
}

QString GameController::takeBackAnswer()
{
    // the tile of the answer back in hand
    if (m_played && m_played->game.phase() == rules::Phase::Deploy && m_mode == m_live)
        return m_live->undo();
    return QString();
}

QString GameController::nextPuzzle()
{
    PuzzlesModel *list = m_games->puzzles();
    list->refresh();
    const qint64 next = list->nextUnsolved(m_puzzle->puzzleId());
    if (next <= 0)
        return tr("No puzzle is left to solve. Analyse another game for more.");
    return startPuzzle(next);
}

void GameController::puzzleAnswered(qint64 id, bool solved)
{
    m_games->puzzles()->answered(id, solved);
}

} // namespace fortuna::model
