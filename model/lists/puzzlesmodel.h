// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn from your mistakes" for QML: the puzzles of your analysed games (GameStore::Puzzle),
// the unsolved first, then the most recent games first (GamesModel.puzzles). A row says the
// game (its date and opponents), the turn, the points the move played lost and whether the
// puzzle was solved; GameController.puzzles starts one. The puzzles are made when a game of
// "Your games" is analysed (addAnalysed).
#pragma once

#include "gamestore.h"

#include "ai/analysis.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class GamesModel;

class PuzzlesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PuzzlesModel is provided by GameController.games.puzzles")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int solvedCount READ solvedCount NOTIFY countChanged)

public:
    enum Role {
        PuzzleIdRole = Qt::UserRole + 1,
        DateRole, // its game's date and time, in the language's short format
        OpponentsRole, // "Bruno (Normal), Carla"
        TurnRole,
        LostRole, // the points the move played lost (a number)
        LostTextRole, // "7.5 points lost"
        SolvedRole,
        DescriptionRole, // one sentence for a screen reader
    };
    Q_ENUM(Role)

    // The puzzles of the games of `games` (its store, opened at first use).
    explicit PuzzlesModel(GamesModel *games);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(m_puzzles.size()); }
    int solvedCount() const;

    // Reads the list again (the screen calls it when it opens).
    Q_INVOKABLE void refresh();
    Q_INVOKABLE qint64 puzzleId(int row) const;
    // The row of puzzle `id`, -1 when it is not listed.
    Q_INVOKABLE int rowOf(qint64 id) const;
    // The first unsolved puzzle other than `after` (after it in the list first), 0 for none.
    Q_INVOKABLE qint64 nextUnsolved(qint64 after) const;

    // Game `id` was analysed: its decisions where one of your seats lost at least
    // ai::PuzzleThreshold points become puzzles.
    void addAnalysed(qint64 id, const ai::GameAnalysis &analysis, int playouts);
    // An answer to puzzle `id` was checked.
    void answered(qint64 id, bool solved);

Q_SIGNALS:
    void countChanged();

private:
    GameStore &store();

    GamesModel *m_games;
    QList<GameStore::Puzzle> m_puzzles;
};

} // namespace fortuna::model
