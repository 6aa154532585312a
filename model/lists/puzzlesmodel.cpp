// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesmodel.h"

#include "convert.h"
#include "gamesmodel.h"

#include "ai/puzzle.h"

#include <QLocale>

#include <algorithm>

namespace fortuna::model
{

PuzzlesModel::PuzzlesModel(GamesModel *games)
    : QAbstractListModel(games)
    , m_games(games)
{
}

GameStore &PuzzlesModel::store()
{
    return m_games->store();
}

int PuzzlesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_puzzles.size());
}

int PuzzlesModel::solvedCount() const
{
    return int(std::count_if(m_puzzles.begin(), m_puzzles.end(), [](const GameStore::Puzzle &p) {
        return p.solved;
    }));
}

QVariant PuzzlesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_puzzles.size())
        return {};
    const GameStore::Puzzle &p = m_puzzles.at(index.row());
    auto opponents = [&p]() {
        QStringList names;
        for (const GameStore::Player &player : p.players) {
            if (player.yours)
                continue;
            // a stored default name ("Player 2") in the language shown, as Your games shows it
            const QString name = seatName(player.name);
            //: an opponent in the list of puzzles: %1 the name, %2 the computer level
            names.append(player.level.isEmpty() ? name : tr("%1 (%2)").arg(name, GamesModel::levelText(player.level)));
        }
        return names.join(QStringLiteral(", "));
    };
    auto date = [&p]() {
        return QLocale().toString(p.playedAt.toLocalTime(), QLocale::ShortFormat);
    };
    //: the points a move lost, one decimal
    const QString lost = tr("%L1 points lost").arg(p.lost, 0, 'f', 1);
    switch (role) {
    case Qt::DisplayRole:
    case DescriptionRole:
        //: a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 "7.5 points lost"
        return QString(tr("Game of %1 against %2, turn %L3: %4.").arg(date(), opponents()).arg(p.turn).arg(lost) + QLatin1Char(' ')
                       + (p.solved ? tr("Solved.") : tr("Not solved yet.")));
    case PuzzleIdRole:
        return p.id;
    case DateRole:
        return date();
    case OpponentsRole:
        return opponents();
    case TurnRole:
        return p.turn;
    case LostRole:
        return p.lost;
    case LostTextRole:
        return lost;
    case SolvedRole:
        return p.solved;
    }
    return {};
}

QHash<int, QByteArray> PuzzlesModel::roleNames() const
{
    return {{PuzzleIdRole, "puzzleId"},
            {DateRole, "date"},
            {OpponentsRole, "opponents"},
            {TurnRole, "turn"},
            {LostRole, "lost"},
            {LostTextRole, "lostText"},
            {SolvedRole, "solved"},
            {DescriptionRole, "description"}};
}

void PuzzlesModel::refresh()
{
    beginResetModel();
    m_puzzles = store().isOpen() ? store().puzzles() : QList<GameStore::Puzzle>();
    endResetModel();
    Q_EMIT countChanged();
}

qint64 PuzzlesModel::puzzleId(int row) const
{
    return row >= 0 && row < m_puzzles.size() ? m_puzzles.at(row).id : 0;
}

int PuzzlesModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_puzzles.size(); ++row) {
        if (m_puzzles.at(row).id == id)
            return row;
    }
    return -1;
}

qint64 PuzzlesModel::nextUnsolved(qint64 after) const
{
    const int from = rowOf(after);
    for (int k = 1; k <= m_puzzles.size(); ++k) {
        const GameStore::Puzzle &p = m_puzzles.at((std::max(from, -1) + k + int(m_puzzles.size())) % int(m_puzzles.size()));
        if (!p.solved && p.id != after)
            return p.id;
    }
    return 0;
}

void PuzzlesModel::addAnalysed(qint64 id, const ai::GameAnalysis &analysis, int playouts)
{
    QList<int> yours;
    for (const GameStore::Game &g : store().list()) {
        if (g.id != id)
            continue;
        for (int seat = 0; seat < g.players.size(); ++seat) {
            if (g.players[seat].yours)
                yours.append(seat);
        }
    }
    QList<GameStore::Puzzle> puzzles;
    for (const ai::DecisionReview &d : analysis.decisions) {
        if (!yours.contains(d.seat) || !ai::isPuzzle(d))
            continue;
        GameStore::Puzzle p;
        p.decision = d.index;
        p.seat = d.seat;
        p.turn = d.turn;
        p.kind = QString::fromLatin1(ai::moveKindName(d.kind));
        p.lost = d.lost;
        p.playouts = playouts;
        puzzles.append(p);
    }
    const QString why = store().addPuzzles(id, puzzles);
    if (!why.isEmpty())
        qWarning("Your puzzles: %s", qPrintable(why));
    refresh();
}

void PuzzlesModel::answered(qint64 id, bool solved)
{
    const QString why = store().setPuzzleAnswered(id, solved);
    if (!why.isEmpty())
        qWarning("Your puzzles: %s", qPrintable(why));
    refresh();
}

} // namespace fortuna::model
