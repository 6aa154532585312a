// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesmodel.h"

#include "autosave.h"
#include "convert.h"
#include "levelnames.h"
#include "recordfile.h"
#include "savegames.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace fortuna::model
{

GamesModel::GamesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void GamesModel::setDatabasePath(const QString &path)
{
    m_store.close();
    m_path = path;
    m_tried = false;
    m_statistics->forget();
}

bool GamesModel::ensureOpen()
{
    if (m_store.isOpen() || m_tried)
        return m_store.isOpen();
    m_tried = true; // one try: a store that cannot open is said once in the log
    const QString path = m_path.isEmpty() ? GameStore::databaseIn(AutosaveStore::defaultDirectory()) : m_path;
    const QString why = m_store.open(path);
    if (!why.isEmpty())
        qWarning("Your games: %s", qPrintable(why));
    return m_store.isOpen();
}

GameStore &GamesModel::store()
{
    ensureOpen();
    return m_store;
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QString GamesModel::levelText(const QString &level)
{
    return level == QLatin1String("human") ? tr("People") : computerLevelName(level);
}

QString GamesModel::rulesText(const QString &key)
{
    if (key.isEmpty())
        return tr("Standard rules");
    QStringList words;
    for (const QString &part : key.split(QLatin1Char(','))) {
        if (part == QLatin1String("tileSet=base+wheel"))
            words.append(tr("base game tiles"));
        else if (part == QLatin1String("fortuneTeller=true"))
            words.append(tr("Fortune Teller"));
        else if (part == QLatin1String("famine=majority"))
            words.append(tr("famine by majority"));
        else if (part == QLatin1String("wheelAsStart=false"))
            words.append(tr("another start tile"));
        else
            words.append(part);
    }
    return words.join(QStringLiteral(", "));
}

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_games.size())
        return {};
    const GameStore::Game &g = m_games.at(index.row());
    auto players = [&g]() {
        QStringList parts;
        for (const GameStore::Player &p : g.players) {
            //: a player in the list of your games: %1 the name, %2 the score
            QString s = tr("%1 %2").arg(seatName(p.name)).arg(p.score);
            if (!p.level.isEmpty())
                //: a computer player in the list of your games: %1 the name, %2 the level, %3 the score
                s = tr("%1 (%2) %3").arg(seatName(p.name), levelText(p.level)).arg(p.score);
            parts.append(s);
        }
        return parts.join(QStringLiteral(" · "));
    };
    auto resultText = [&g]() {
        return g.result == GameStore::Result::Won ? tr("Won") : g.result == GameStore::Result::Lost ? tr("Lost") : QString();
    };
    auto date = [&g]() {
        return QLocale().toString(g.playedAt.toLocalTime(), QLocale::ShortFormat);
    };
    switch (role) {
    case Qt::DisplayRole:
    case DescriptionRole: {
        //: a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules
        QString s = tr("%1. %2. %3. %4.").arg(date(), resultText(), players(), rulesText(g.rules));
        if (!g.analysis.isEmpty())
            s += QLatin1Char(' ') + tr("Analysed.");
        return s;
    }
    case GameIdRole:
        return g.id;
    case DateRole:
        return date();
    case PlayersRole:
        return players();
    case RulesRole:
        return rulesText(g.rules);
    case ResultRole:
        return int(g.result);
    case ResultTextRole:
        return resultText();
    case AnalysedRole:
        return !g.analysis.isEmpty();
    }
    return {};
}

QHash<int, QByteArray> GamesModel::roleNames() const
{
    return {{GameIdRole, "gameId"},
            {DateRole, "date"},
            {PlayersRole, "players"},
            {RulesRole, "rules"},
            {ResultRole, "result"},
            {ResultTextRole, "resultText"},
            {AnalysedRole, "analysed"},
            {DescriptionRole, "description"}};
}

void GamesModel::setLevel(const QString &level)
{
    if (level == m_level)
        return;
    m_level = level;
    Q_EMIT filterChanged();
    refresh();
}

void GamesModel::setRules(const QString &rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    Q_EMIT filterChanged();
    refresh();
}

void GamesModel::setResult(int result)
{
    if (result == m_result)
        return;
    m_result = result;
    Q_EMIT filterChanged();
    refresh();
}

void GamesModel::setDays(int days)
{
    if (days == m_days)
        return;
    m_days = days;
    Q_EMIT filterChanged();
    refresh();
}

GameStore::Filter GamesModel::filter() const
{
    GameStore::Filter f;
    f.level = m_level;
    if (m_rules != QLatin1String("*"))
        f.rules = m_rules;
    if (m_result == 1)
        f.result = GameStore::Result::Won;
    else if (m_result == 2)
        f.result = GameStore::Result::Lost;
    if (m_days > 0)
        f.from = QDateTime::currentDateTimeUtc().addDays(-m_days);
    return f;
}

void GamesModel::refresh()
{
    if (!ensureOpen())
        return;
    beginResetModel();
    m_games = m_store.list(filter());
    endResetModel();
    m_total = m_store.count();
    QVariantList levels{QVariantMap{{QStringLiteral("value"), QString()}, {QStringLiteral("text"), tr("Any opponent")}}};
    for (const QString &level : m_store.levels())
        levels.append(QVariantMap{{QStringLiteral("value"), level}, {QStringLiteral("text"), levelText(level)}});
    QVariantList rules{QVariantMap{{QStringLiteral("value"), QStringLiteral("*")}, {QStringLiteral("text"), tr("Any rules")}}};
    for (const QString &key : m_store.rulesKeys())
        rules.append(QVariantMap{{QStringLiteral("value"), key}, {QStringLiteral("text"), rulesText(key)}});
    if (levels != m_levelChoices || rules != m_rulesChoices) {
        m_levelChoices = levels;
        m_rulesChoices = rules;
        Q_EMIT choicesChanged();
    }
    Q_EMIT countChanged();
}

qint64 GamesModel::gameId(int row) const
{
    return row >= 0 && row < m_games.size() ? m_games.at(row).id : 0;
}

QString GamesModel::remove(qint64 id)
{
    if (!ensureOpen())
        return tr("Your games cannot be read.");
    const QString why = m_store.remove(id);
    if (!why.isEmpty()) {
        qWarning("Your games: %s", qPrintable(why));
        return tr("The game could not be deleted.");
    }
    refresh();
    return QString();
}

QString GamesModel::importFiles(const QList<QUrl> &files)
{
    if (!ensureOpen())
        return tr("Your games cannot be read.");
    int imported = 0, already = 0;
    QStringList problems;
    for (const QUrl &url : files) {
        const QString path = SaveGames::localPath(url);
        const QString name = QFileInfo(path).fileName();
        const OpenedRecord opened = openRecordFile(path, name);
        if (!opened.ok()) {
            problems.append(opened.error);
            continue;
        }
        if (opened.game->phase() != rules::Phase::GameOver) {
            //: %1: a file name
            problems.append(tr("%1 is a game not yet finished: only finished games go into your games.").arg(name));
            continue;
        }
        QList<int> yours;
        for (int p = 0; p < int(opened.record->players.size()); ++p) {
            if (!opened.record->players[size_t(p)].isComputer())
                yours.append(p);
        }
        const QByteArray bytes = record::writeRecord(*opened.record);
        const GameStore::Game game = GameStore::describe(*opened.record, *opened.game, yours, QFileInfo(path).lastModified());
        QString why;
        const qint64 id = m_store.add(game, bytes, &why);
        if (id < 0) {
            qWarning("Your games: %s", qPrintable(why));
            problems.append(tr("%1 could not be added to your games.").arg(name));
        } else if (id == 0) {
            ++already;
        } else {
            ++imported;
        }
    }
    refresh();
    QStringList said;
    if (imported > 0 || problems.isEmpty())
        said.append(tr("%n game(s) imported.", nullptr, imported));
    if (already > 0)
        said.append(tr("%n game(s) already in your games.", nullptr, already));
    said.append(problems);
    return said.join(QLatin1Char(' '));
}

qint64 GamesModel::addFinished(const record::Record &record, const rules::Game &game, const QList<int> &yours, const std::vector<rules::TileRef> &draws)
{
    if (!ensureOpen())
        return 0;
    const QByteArray bytes = record::writeRecord(record);
    GameStore::Game row = GameStore::describe(record, game, yours, QDateTime::currentDateTimeUtc());
    if (!draws.empty()) {
        QJsonArray tiles;
        for (const rules::TileRef tile : draws)
            tiles.append(record::tileName(tile));
        row.draws = QJsonDocument(tiles).toJson(QJsonDocument::Compact);
    }
    QString why;
    qint64 id = m_store.add(row, bytes, &why);
    if (id < 0)
        qWarning("Your games: %s", qPrintable(why));
    if (id == 0)
        id = m_store.find(bytes);
    refresh();
    return std::max<qint64>(id, 0);
}

void GamesModel::setAnalysis(qint64 id, const QByteArray &summary)
{
    if (!ensureOpen() || id <= 0)
        return;
    const QString why = m_store.setAnalysis(id, summary);
    if (!why.isEmpty())
        qWarning("Your games: %s", qPrintable(why));
    refresh();
}

} // namespace fortuna::model
