// SPDX-License-Identifier: GPL-3.0-or-later
// "Your games" for QML: the finished games of the store (files/gamestore.h), the most recent
// first, through the filters the screen sets (the opponent's level, the rules, won or lost, the
// period). A row carries what the list shows, never the record: the screen opens at once with
// a thousand games (docs/benchmarks.md). GameController adds each game finished here and opens
// a stored game (GameController::openStoredGame); the screen deletes and imports through this
// model.
#pragma once

#include "gamestore.h"
#include "puzzlesmodel.h"
#include "ratingmodel.h"
#include "statisticsmodel.h"

#include <QAbstractListModel>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class GamesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GamesModel is provided by GameController.games")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Every game stored, whatever the filters.
    Q_PROPERTY(int total READ total NOTIFY countChanged)
    // The filters: a level ("" any; "human": a person among the opponents), a rules key ("*"
    // any, "" the standard rules), a result (0 any, 1 won, 2 lost), the last `days` days (0 any).
    Q_PROPERTY(QString level READ level WRITE setLevel NOTIFY filterChanged)
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY filterChanged)
    Q_PROPERTY(int result READ result WRITE setResult NOTIFY filterChanged)
    Q_PROPERTY(int days READ days WRITE setDays NOTIFY filterChanged)
    // The filters' choices, [{value, text}], the first being "any".
    Q_PROPERTY(QVariantList levelChoices READ levelChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList rulesChoices READ rulesChoices NOTIFY choicesChanged)
    // The statistics of these games (all of them, whatever the filters).
    Q_PROPERTY(fortuna::model::StatisticsModel *statistics READ statistics CONSTANT)
    // Your rating from these games (all of them) against the computer levels.
    Q_PROPERTY(fortuna::model::RatingModel *rating READ rating CONSTANT)
    // The puzzles made of your mistakes in the analysed games ("Learn from your mistakes").
    Q_PROPERTY(fortuna::model::PuzzlesModel *puzzles READ puzzles CONSTANT)

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        DateRole, // the date and time, in the language's short format
        PlayersRole, // "Anna 82 · Bruno (Computer · easy) 75"
        RulesRole, // the rules in words
        ResultRole, // 1 won, 0 lost, -1 nobody here played
        ResultTextRole,
        AnalysedRole,
        DescriptionRole, // one sentence for a screen reader
    };
    Q_ENUM(Role)

    explicit GamesModel(QObject *parent = nullptr);

    // The database ("" : GameStore::databaseIn(AutosaveStore::defaultDirectory()), opened at first use).
    void setDatabasePath(const QString &path);
    GameStore &store();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(m_games.size()); }
    int total() const { return m_total; }
    QString level() const { return m_level; }
    void setLevel(const QString &level);
    QString rules() const { return m_rules; }
    void setRules(const QString &rules);
    int result() const { return m_result; }
    void setResult(int result);
    int days() const { return m_days; }
    void setDays(int days);
    QVariantList levelChoices() const { return m_levelChoices; }
    QVariantList rulesChoices() const { return m_rulesChoices; }
    StatisticsModel *statistics() const { return m_statistics; }
    RatingModel *rating() const { return m_rating; }
    PuzzlesModel *puzzles() const { return m_puzzles; }

    // Reads the list again (the screen calls it when it opens).
    Q_INVOKABLE void refresh();
    // The row's game id, 0 for none.
    Q_INVOKABLE qint64 gameId(int row) const;
    // Deletes game `id`. "" or why not (translated).
    Q_INVOKABLE QString remove(qint64 id);
    // Adds the saved games `files` (finished games only). One translated sentence on what was
    // imported and what was not, and why (a broken file leaves the store as it was).
    Q_INVOKABLE QString importFiles(const QList<QUrl> &files);
    // A game finished here: its record, the seats played on this computer. Its id, or 0.
    // `draws`: a network game's tiles as the server drew them (GameStore::Game::draws).
    qint64 addFinished(const record::Record &record, const rules::Game &game, const QList<int> &yours, const std::vector<rules::TileRef> &draws = {});
    // The stored analysis summary of game `id` (compact JSON).
    void setAnalysis(qint64 id, const QByteArray &summary);

    // The words of a level and of a rules key.
    static QString levelText(const QString &level);
    static QString rulesText(const QString &key);

Q_SIGNALS:
    void countChanged();
    void filterChanged();
    void choicesChanged();

private:
    bool ensureOpen();
    GameStore::Filter filter() const;

    GameStore m_store;
    QString m_path;
    bool m_tried = false;
    QList<GameStore::Game> m_games;
    int m_total = 0;
    QString m_level;
    QString m_rules = QStringLiteral("*");
    int m_result = 0;
    int m_days = 0;
    QVariantList m_levelChoices, m_rulesChoices;
    StatisticsModel *m_statistics = new StatisticsModel(this);
    RatingModel *m_rating = new RatingModel(this);
    PuzzlesModel *m_puzzles = new PuzzlesModel(this);
};

} // namespace fortuna::model
