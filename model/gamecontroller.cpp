// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "recentgames.h"
#include "settings.h"

#include "rules/catalogue.h"
#include "rules/randomplayer.h"
#include "rules/rng.h"

#include "record/replay.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace fortuna::model {

using namespace fortuna::rules;

namespace {

GameController::Phase toPhase(rules::Phase p)
{
    switch (p) {
    case rules::Phase::ChooseTile:
        return GameController::ChooseTile;
    case rules::Phase::Plague:
        return GameController::Plague;
    case rules::Phase::Place:
        return GameController::Place;
    case rules::Phase::Deploy:
        return GameController::Deploy;
    case rules::Phase::GameOver:
        return GameController::GameOver;
    }
    return GameController::NoGame;
}

QString tileSetText(TileSet t)
{
    return t == TileSet::BaseAndWheel ? QStringLiteral("base+wheel") : QStringLiteral("wheel-of-fortune");
}

QString famineText(FamineRule f)
{
    return f == FamineRule::Majority ? QStringLiteral("majority") : QStringLiteral("any-farmer");
}

// The computer levels a seat may name (the plain ones: random, easy, normal, strong).
QStringList computerLevels()
{
    QStringList names;
    for (std::string_view level : rules::ai::agentLevels())
        names << QString::fromLatin1(level.data(), qsizetype(level.size()));
    return names;
}

// Seeds stay below 2^53 so that QML (double) and JSON hold them exactly.
constexpr uint64_t SeedMask = (uint64_t(1) << 53) - 1;

uint64_t agentSeed(uint64_t gameSeed, int seat)
{
    return rules::mixSeed(gameSeed, 0, uint64_t(seat));
}

// The seed of a computer seat for one turn: a function of the game, not of its history, so
// that a game replayed from its record continues identically.
uint64_t agentTurnSeed(uint64_t gameSeed, int seat, int turn)
{
    return rules::mixSeed(agentSeed(gameSeed, seat), uint64_t(uint32_t(turn)), 0x7475726eULL);
}

QString localPath(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    if (url.scheme().isEmpty())
        return url.toString(QUrl::PreferLocalFile);
    return QString();
}

} // namespace

GameController::GameController(QObject *parent)
    : QObject(parent)
    , m_board(new BoardModel(this))
    , m_players(new PlayersModel(this))
    , m_wheel(new WheelModel(this))
    , m_log(new EventLogModel(this))
    , m_drawnTiles(new DrawnTilesModel(this))
    , m_deployOptions(new DeployOptionsModel(this))
    , m_legalPositions(new LegalPositionsModel(this))
    , m_followers(new FollowersModel(this))
{
    m_autosave.setDirectory(AutosaveStore::defaultDirectory());
    m_recentGames = RecentGames::toVariant(RecentGames::load());
    scanAutosave();
    m_view = computeView();
}

GameController::~GameController()
{
    cancelComputer();
}

QStringList GameController::aiLevels() const
{
    return computerLevels();
}

// ---------------------------------------------------------------------------------------------
// Setup

QString GameController::newGame(const QVariantMap &setup)
{
    // Players.
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    if (players.size() < 2 || players.size() > MaxPlayers)
        return tr("A game needs 2 to 5 players.");
    QVector<Seat> seats;
    std::array<bool, ColorCount> usedColors{};
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        Seat seat;
        seat.name = p.value(QStringLiteral("name")).toString();
        seat.ai = p.value(QStringLiteral("ai")).toString().trimmed();
        if (seat.ai == QLatin1String("human"))
            seat.ai.clear();
        if (!seat.ai.isEmpty() && !computerLevels().contains(seat.ai))
            return tr("Unknown computer level \"%1\".").arg(seat.ai);
        const QString color = p.value(QStringLiteral("color")).toString();
        if (!color.isEmpty()) {
            const std::optional<Color> c = colorFromName(color.toLower().toStdString());
            if (!c)
                return tr("Unknown colour \"%1\".").arg(color);
            if (usedColors[size_t(*c)])
                return tr("Two players cannot both play %1.").arg(color);
            usedColors[size_t(*c)] = true;
            seat.color = *c;
        }
        seats.append(seat);
    }
    // Players without a colour get the first free ones, in order.
    for (int i = 0; i < players.size(); ++i) {
        if (!players[i].toMap().value(QStringLiteral("color")).toString().isEmpty())
            continue;
        for (int c = 0; c < ColorCount; ++c) {
            if (!usedColors[size_t(c)]) {
                usedColors[size_t(c)] = true;
                seats[i].color = Color(c);
                break;
            }
        }
    }

    // Rules.
    Setup engineSetup;
    engineSetup.players = int(seats.size());
    const QVariantMap rulesMap = setup.value(QStringLiteral("rules")).toMap();
    if (rulesMap.contains(QStringLiteral("tileSet"))) {
        const QString t = rulesMap.value(QStringLiteral("tileSet")).toString();
        if (t == QLatin1String("wheel-of-fortune"))
            engineSetup.options.tileSet = TileSet::WheelOfFortune;
        else if (t == QLatin1String("base+wheel"))
            engineSetup.options.tileSet = TileSet::BaseAndWheel;
        else
            return tr("Unknown tile set \"%1\".").arg(t);
    }
    if (rulesMap.contains(QStringLiteral("famine"))) {
        const QString f = rulesMap.value(QStringLiteral("famine")).toString();
        if (f == QLatin1String("any-farmer"))
            engineSetup.options.famine = FamineRule::AnyFarmer;
        else if (f == QLatin1String("majority"))
            engineSetup.options.famine = FamineRule::Majority;
        else
            return tr("Unknown famine rule \"%1\".").arg(f);
    }
    if (rulesMap.contains(QStringLiteral("fortuneTeller")))
        engineSetup.options.fortuneTeller = rulesMap.value(QStringLiteral("fortuneTeller")).toBool();
    if (rulesMap.contains(QStringLiteral("wheelAsStart")))
        engineSetup.options.wheelAsStart = rulesMap.value(QStringLiteral("wheelAsStart")).toBool();

    // Seed.
    const QVariant seedValue = setup.value(QStringLiteral("seed"));
    if (seedValue.isValid() && !seedValue.isNull()) {
        bool ok = false;
        qulonglong s = 0;
        const int type = seedValue.typeId();
        if (type == QMetaType::Double || type == QMetaType::Float) {
            const double d = seedValue.toDouble();
            ok = d >= 0 && d < 18446744073709551616.0 && d == double(qulonglong(d));
            s = ok ? qulonglong(d) : 0;
        } else if (type == QMetaType::QString) {
            s = seedValue.toString().trimmed().toULongLong(&ok);
        } else if (type == QMetaType::ULongLong || type == QMetaType::UInt) {
            s = seedValue.toULongLong(&ok);
        } else {
            const qlonglong ll = seedValue.toLongLong(&ok);
            ok = ok && ll >= 0;
            s = qulonglong(ll);
        }
        if (!ok)
            return tr("The seed must be a whole number of at least 0.");
        engineSetup.seed = s;
    } else {
        engineSetup.seed = QRandomGenerator::global()->generate64() & SeedMask;
    }

    // Explicit deck (scenarios, tests).
    QVariantList deckList;
    if (setup.contains(QStringLiteral("deck"))) {
        deckList = setup.value(QStringLiteral("deck")).toList();
        std::vector<TileRef> deck;
        for (const QVariant &v : qAsConst(deckList)) {
            const QString name = v.toString();
            const std::optional<TileRef> t = Catalogue::instance().parse(name.toStdString());
            if (!t)
                return tr("Unknown tile \"%1\".").arg(name);
            deck.push_back(*t);
        }
        engineSetup.deck = std::move(deck);
    }

    std::string error;
    std::optional<Game> game = Game::create(engineSetup, &error);
    if (!game)
        return error.empty() ? tr("The game could not be started.") : QString::fromStdString(error);

    record::Record header;
    header.options = engineSetup.options;
    header.seed = engineSetup.seed;
    header.deck = engineSetup.deck;
    for (const Seat &seat : qAsConst(seats))
        header.players.push_back(record::PlayerInfo{seat.name, seat.color, seat.ai.isEmpty() ? std::nullopt : std::optional<QString>(seat.ai)});
    installGame(std::move(*game), std::move(header), false);
    return QString();
}

void GameController::installGame(rules::Game &&game, record::Record header, bool resumed, const QUrl &file, int savedTurns)
{
    cancelComputer();
    m_game = std::move(game);
    m_currentFile = file;
    m_savedTurns = savedTurns;
    m_seats.clear();
    for (const record::PlayerInfo &p : header.players)
        m_seats.append(Seat{p.name, p.color, p.ai.value_or(QString())});
    m_seed = header.seed;
    m_agents.assign(size_t(m_seats.size()), nullptr);
    for (int i = 0; i < m_seats.size(); ++i) {
        if (!m_seats[i].ai.isEmpty())
            m_agents[size_t(i)] = std::shared_ptr<rules::ai::Agent>(rules::ai::makeAgent(m_seats[i].ai.toStdString(), agentSeed(m_seed, i)));
    }
    m_agentTurns.assign(size_t(m_seats.size()), -1);

    QVariantList players;
    for (const Seat &seat : qAsConst(m_seats)) {
        QVariantMap p{{QStringLiteral("name"), seat.name}, {QStringLiteral("color"), colorText(seat.color)}};
        if (!seat.ai.isEmpty())
            p.insert(QStringLiteral("ai"), seat.ai);
        players.append(p);
    }
    m_setup = QVariantMap{
        {QStringLiteral("players"), players},
        {QStringLiteral("rules"),
         QVariantMap{
             {QStringLiteral("tileSet"), tileSetText(header.options.tileSet)},
             {QStringLiteral("fortuneTeller"), header.options.fortuneTeller},
             {QStringLiteral("famine"), famineText(header.options.famine)},
             {QStringLiteral("wheelAsStart"), header.options.wheelAsStart},
         }},
        {QStringLiteral("seed"), qint64(m_seed)},
    };
    if (header.deck) {
        QVariantList deck;
        for (const TileRef &t : *header.deck)
            deck.append(tileName(t));
        m_setup.insert(QStringLiteral("deck"), deck);
    }
    m_recorder.reset(std::move(header), *m_game);

    // An unfinished game takes over the autosave (the game it held was left deliberately); a
    // finished one, opened to be looked at, leaves it alone.
    m_autosaveOwned = false;
    if (m_game->phase() != rules::Phase::GameOver) {
        autosaveNow();
        rememberFileForAutosave();
        setResumable(false, {});
    }

    // A resumed game shows the pig where it stands, without walking there again.
    m_displayedPigSteps = resumed ? int(m_game->pigSteps()) : 0;
    m_highlightedSector = -1;
    m_lastWheelLog = -1;
    if (resumed) {
        const auto &log = m_game->log();
        for (size_t i = log.size(); i-- > 0;) {
            if (log[i].kind == LogKind::Wheel) {
                m_lastWheelLog = int(i);
                break;
            }
        }
    }
    m_lastPlacePrompt.clear();
    m_rotation = 0;
    m_computerHalted = false;
    afterChange(resumed ? m_game->log().size() : 0, true);
    Q_EMIT gameStarted();
}

QString GameController::saveGame(const QUrl &file)
{
    if (!m_game)
        return tr("No game is running.");
    QString path = localPath(file);
    if (path.isEmpty())
        return tr("Games can only be saved to local files, not to %1.").arg(file.toDisplayString());
    if (QFileInfo(path).suffix().isEmpty() && !path.endsWith(QLatin1Char('.')))
        path += QStringLiteral(".fortuna");
    path = RecentGames::normalized(path);
    const QString error = writeFileAtomically(path, record::writeRecord(m_recorder.record()));
    if (!error.isEmpty())
        return tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error);
    m_currentFile = QUrl::fromLocalFile(path);
    m_savedTurns = int(m_recorder.record().turns.size());
    setRecentGames(RecentGames::add(path));
    rememberFileForAutosave();
    publish();
    return QString();
}

GameController::Opened GameController::openRecord(const QString &path, const QString &displayName, int turns) const
{
    Opened result;
    QByteArray bytes;
    bool tooLarge = false;
    const QString readError = readSmallFile(path, &bytes, &tooLarge);
    if (tooLarge) {
        result.error = tr("Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.").arg(displayName);
        return result;
    }
    if (!readError.isEmpty()) {
        result.error = tr("Cannot open %1: %2.").arg(displayName, readError);
        return result;
    }
    record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        const QString &why = read.error;
        if (why.startsWith(QLatin1String("record: the file is empty"))) {
            result.error = tr("Cannot open %1: the file is empty (%2).").arg(displayName, why);
        } else if (why.startsWith(QLatin1String("record: not valid JSON"))) {
            // A record cut short still names its format near the start.
            if (bytes.left(4096).contains(record::RecordFormat))
                result.error = tr("Cannot open %1: the saved game is incomplete or damaged (%2).").arg(displayName, why);
            else
                result.error = tr("Cannot open %1: it is not a Fortuna saved game, or it is damaged (%2).").arg(displayName, why);
        } else if (why.startsWith(QLatin1String("record: a record is a JSON object"))) {
            result.error = tr("Cannot open %1: it is not a Fortuna saved game (%2).").arg(displayName, why);
        } else if (why.startsWith(QLatin1String("format:"))) {
            const QString format = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString();
            static const QRegularExpression versioned(QStringLiteral("^fortuna-record/([0-9]+)$"));
            const QRegularExpressionMatch m = versioned.match(format);
            if (m.hasMatch() && m.captured(1).toULongLong() > 1)
                result.error = tr("Cannot open %1: it was saved by a newer version of Fortuna (%2).").arg(displayName, why);
            else
                result.error = tr("Cannot open %1: it is not a Fortuna saved game (%2).").arg(displayName, why);
        } else {
            result.error = tr("Cannot open %1: the saved game is damaged (%2).").arg(displayName, why);
        }
        return result;
    }
    for (size_t i = 0; i < read.record->players.size(); ++i) {
        const record::PlayerInfo &p = read.record->players[i];
        if (p.ai && !p.ai->isEmpty() && !computerLevels().contains(*p.ai)) {
            result.error = tr("Cannot open %1: players[%2].ai: unknown computer level \"%3\".").arg(displayName).arg(i).arg(*p.ai);
            return result;
        }
    }
    record::ReplayOutcome replayed = record::replay(*read.record, turns);
    if (!replayed.ok()) {
        if (replayed.exitCode == 1)
            result.error = tr("Cannot open %1: the saved game holds a move that the rules do not allow (%2).").arg(displayName, replayed.error);
        else
            result.error = tr("Cannot open %1: the saved game is damaged (%2).").arg(displayName, replayed.error);
        return result;
    }
    if (turns >= 0 && size_t(replayed.turnsReplayed) < read.record->turns.size()) {
        read.record->turns.resize(size_t(replayed.turnsReplayed));
        result.partial = true;
    }
    result.record = std::move(read.record);
    result.game = std::move(replayed.game);
    return result;
}

QString GameController::loadGame(const QUrl &file, int turns)
{
    const QString path = localPath(file);
    if (path.isEmpty())
        return tr("Games can only be opened from local files, not from %1.").arg(file.toDisplayString());
    const QString display = QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    Opened opened = openRecord(path, display, turns);
    if (!opened.record) {
        if (!QFileInfo(path).isFile())
            refreshRecentGames(); // a recent entry whose file went away
        return opened.error;
    }
    const bool whole = !opened.partial;
    const QString absolute = RecentGames::normalized(path);
    const int turnCount = int(opened.record->turns.size());
    installGame(std::move(*opened.game), std::move(*opened.record), true, whole ? QUrl::fromLocalFile(absolute) : QUrl(),
                whole ? turnCount : -1);
    setRecentGames(RecentGames::add(absolute));
    return QString();
}

QUrl GameController::suggestedSaveUrl() const
{
    if (!m_currentFile.isEmpty())
        return m_currentFile;
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString name = tr("Fortuna %1").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd hh.mm")));
    return QUrl::fromLocalFile(QDir(folder).filePath(name + QStringLiteral(".fortuna")));
}

QStringList GameController::fileNameFilters() const
{
    return {tr("Fortuna games (*.fortuna)"), tr("Game records (*.fortuna *.json)"), tr("All files (*)")};
}

void GameController::setRecentGames(const QStringList &paths)
{
    const QVariantList list = RecentGames::toVariant(paths);
    if (list == m_recentGames)
        return;
    m_recentGames = list;
    Q_EMIT recentGamesChanged();
}

void GameController::refreshRecentGames()
{
    setRecentGames(RecentGames::load());
}

void GameController::removeRecentGame(const QUrl &file)
{
    setRecentGames(RecentGames::remove(localPath(file)));
}

void GameController::clearRecentGames()
{
    RecentGames::clear();
    setRecentGames({});
}

// ---------------------------------------------------------------------------------------------
// Autosave

void GameController::autosaveNow()
{
    if (!m_autosaveEnabled || !m_game)
        return;
    if (m_game->phase() == rules::Phase::GameOver) {
        if (m_autosaveOwned)
            removeAutosave();
        return;
    }
    m_autosaveOwned = true;
    const QString error = m_autosave.write(record::writeRecord(m_recorder.record()));
    if (error.isEmpty()) {
        m_lastAutosaveError.clear();
        return;
    }
    if (error != m_lastAutosaveError) {
        m_lastAutosaveError = error;
        qWarning("Fortuna: cannot write the autosave %s: %s", qPrintable(m_autosave.filePath()), qPrintable(error));
        Q_EMIT autosaveFailed(tr("Cannot write the autosave %1: %2").arg(QDir::toNativeSeparators(m_autosave.filePath()), error));
    }
}

void GameController::removeAutosave()
{
    m_autosaveOwned = false;
    if (!m_autosave.remove())
        qWarning("Fortuna: cannot remove the autosave %s", qPrintable(m_autosave.filePath()));
    Settings::setAutosaveFile(QString());
}

void GameController::rememberFileForAutosave()
{
    if (!m_autosaveEnabled || !m_autosaveOwned)
        return;
    Settings::setAutosaveFile(m_currentFile.isLocalFile() ? m_currentFile.toLocalFile() : QString());
}

void GameController::setResumable(bool resumable, const QVariantMap &summary)
{
    if (resumable == m_resumable && summary == m_resumableSummary)
        return;
    m_resumable = resumable;
    m_resumableSummary = summary;
    Q_EMIT resumableGameChanged();
}

void GameController::scanAutosave()
{
    m_autosave.removeStaleTemporaries();
    if (!m_autosave.exists()) {
        setResumable(false, {});
        return;
    }
    const QString path = m_autosave.filePath();
    Opened opened = openRecord(path, QLatin1String(AutosaveStore::FileName), -1);
    if (!opened.record) {
        // Left in place: it may be a newer version's autosave; the next game overwrites it.
        qWarning("Fortuna: the autosave cannot be resumed: %s", qPrintable(opened.error));
        setResumable(false, {});
        return;
    }
    const Game &g = *opened.game;
    if (g.phase() == rules::Phase::GameOver) {
        setResumable(false, {});
        return;
    }
    const record::Record &r = *opened.record;
    QVariantList players;
    for (size_t i = 0; i < r.players.size(); ++i) {
        const record::PlayerInfo &p = r.players[i];
        QVariantMap m{{QStringLiteral("name"), p.name},
                      {QStringLiteral("color"), colorText(p.color)},
                      {QStringLiteral("score"), g.score(int(i))}};
        if (p.ai)
            m.insert(QStringLiteral("ai"), *p.ai);
        players.append(m);
    }
    QVariantMap summary{
        {QStringLiteral("players"), players},
        {QStringLiteral("turn"), g.turn()},
        {QStringLiteral("turnsPlayed"), int(r.turns.size())},
        {QStringLiteral("tilesLeft"), g.tilesLeft()},
        {QStringLiteral("date"), QFileInfo(path).lastModified()},
        {QStringLiteral("rules"),
         QVariantMap{
             {QStringLiteral("tileSet"), tileSetText(r.options.tileSet)},
             {QStringLiteral("fortuneTeller"), r.options.fortuneTeller},
             {QStringLiteral("famine"), famineText(r.options.famine)},
             {QStringLiteral("wheelAsStart"), r.options.wheelAsStart},
         }},
    };
    const QString file = Settings::autosaveFile();
    if (!file.isEmpty() && QFileInfo(file).isFile())
        summary.insert(QStringLiteral("file"), QUrl::fromLocalFile(file));
    setResumable(true, summary);
}

QString GameController::resumeAutosave()
{
    if (!m_autosave.exists())
        return tr("There is no autosaved game to resume.");
    Opened opened = openRecord(m_autosave.filePath(), QLatin1String(AutosaveStore::FileName), -1);
    if (!opened.record)
        return opened.error;
    if (opened.game->phase() == rules::Phase::GameOver) {
        discardAutosave();
        return tr("The autosaved game is already over.");
    }
    const QString remembered = Settings::autosaveFile();
    const QUrl file = !remembered.isEmpty() && QFileInfo(remembered).isFile() ? QUrl::fromLocalFile(remembered) : QUrl();
    installGame(std::move(*opened.game), std::move(*opened.record), true, file, -1);
    return QString();
}

void GameController::discardAutosave()
{
    removeAutosave();
    setResumable(false, {});
}

void GameController::setAutosaveEnabled(bool enabled)
{
    if (enabled == m_autosaveEnabled)
        return;
    m_autosaveEnabled = enabled;
    Q_EMIT autosaveEnabledChanged();
    if (enabled && m_game && m_game->phase() != rules::Phase::GameOver) {
        autosaveNow();
        rememberFileForAutosave();
    }
}

void GameController::setAutosaveDirectory(const QString &directory)
{
    if (directory == m_autosave.directory())
        return;
    m_autosave.setDirectory(directory);
    m_autosaveOwned = false;
    m_lastAutosaveError.clear();
    Q_EMIT autosaveDirectoryChanged();
    scanAutosave();
}

QString GameController::recordJson() const
{
    return m_game ? QString::fromUtf8(record::writeRecord(m_recorder.record())) : QString();
}

void GameController::closeGame()
{
    if (!m_game)
        return;
    cancelComputer();
    if (m_autosaveOwned && m_autosaveEnabled)
        removeAutosave();
    m_autosaveOwned = false;
    m_currentFile.clear();
    m_savedTurns = -1;
    m_game.reset();
    m_seats.clear();
    m_agents.clear();
    m_setup.clear();
    m_seed = 0;
    m_displayedPigSteps = 0;
    m_highlightedSector = -1;
    m_lastWheelLog = -1;
    m_lastPlacePrompt.clear();
    syncModels(false);
    publish();
}

// ---------------------------------------------------------------------------------------------
// Commands

void GameController::setRotation(int rotation)
{
    rotation = ((rotation % 4) + 4) % 4;
    if (rotation == m_rotation)
        return;
    m_rotation = rotation;
    m_legalPositions->update(game(), m_rotation, false);
    publish();
}

void GameController::rotateClockwise()
{
    setRotation(m_rotation + 1);
}

void GameController::rotateCounterClockwise()
{
    setRotation(m_rotation + 3);
}

bool GameController::isLegal(int x, int y) const
{
    if (!m_game || m_game->phase() != rules::Phase::Place)
        return false;
    const Placement want{Pos{x, y}, m_rotation};
    const auto &legal = m_game->legalPlacements();
    return std::find(legal.begin(), legal.end(), want) != legal.end();
}

QVariantList GameController::legalRotations(int x, int y) const
{
    QVariantList list;
    if (!m_game || m_game->phase() != rules::Phase::Place)
        return list;
    for (const Placement &p : m_game->legalPlacements()) {
        if (p.pos == Pos{x, y})
            list.append(p.rotation);
    }
    return list;
}

QString GameController::placeTile(int x, int y)
{
    return humanStep(Decision::placing(Placement{Pos{x, y}, m_rotation}));
}

QString GameController::undoPlacement()
{
    if (!m_game)
        return tr("No game is running.");
    if (m_view.busy)
        return tr("Wait until the pig has finished walking.");
    if (isComputerSeat(actor()))
        return tr("It is a computer player's turn.");
    const size_t oldLog = m_game->log().size();
    const Status status = m_game->undoPlacement();
    if (!status)
        return QString::fromStdString(status.message);
    m_highlightedSector = -1;
    afterChange(oldLog, false);
    return QString();
}

QString GameController::deployOnFeature(const QString &feature, const QString &port)
{
    const std::optional<FeatureKind> kind = featureKindFromName(feature.trimmed().toLower().toStdString());
    if (!kind)
        return tr("Unknown feature \"%1\".").arg(feature);
    const std::optional<int> p = parsePort(*kind, port);
    if (!p)
        return tr("Unknown port \"%1\".").arg(port);
    return humanStep(Decision::deploying(Deployment::onFeature(*kind, *p)));
}

QString GameController::deployOnCrown(const QString &sector, int slot)
{
    const std::optional<Sector> s = sectorFromName(sector.trimmed().toLower().toStdString());
    if (!s)
        return tr("Unknown sector \"%1\".").arg(sector);
    return humanStep(Decision::deploying(Deployment::onCrown(*s, slot)));
}

QString GameController::skipDeploy()
{
    return humanStep(Decision::deploying(Deployment::none()));
}

QString GameController::chooseTile(int index)
{
    return humanStep(Decision::choosing(index));
}

QString GameController::removeFollower(int x, int y, const QString &feature, const QString &port)
{
    const std::optional<FeatureKind> kind = featureKindFromName(feature.trimmed().toLower().toStdString());
    if (!kind)
        return tr("Unknown feature \"%1\".").arg(feature);
    const std::optional<int> p = parsePort(*kind, port);
    if (!p)
        return tr("Unknown port \"%1\".").arg(port);
    return humanStep(Decision::plague(Pos{x, y}, *kind, *p));
}

void GameController::pigAnimationFinished()
{
    if (!m_game || m_displayedPigSteps >= int(m_game->pigSteps()))
        return;
    m_displayedPigSteps = int(m_game->pigSteps());
    if (m_lastWheelLog >= 0)
        m_highlightedSector = int(m_game->log()[size_t(m_lastWheelLog)].sector);
    scheduleComputer();
    publish();
}

void GameController::setAnimationsEnabled(bool enabled)
{
    if (enabled == m_animationsEnabled)
        return;
    m_animationsEnabled = enabled;
    Q_EMIT animationsEnabledChanged();
    if (!enabled)
        pigAnimationFinished(); // nothing waits any more
}

void GameController::setComputerDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_computerDelay)
        return;
    m_computerDelay = ms;
    Q_EMIT computerDelayChanged();
}

QString GameController::humanStep(const Decision &decision)
{
    if (!m_game)
        return tr("No game is running.");
    if (m_game->phase() == rules::Phase::GameOver)
        return tr("The game is over.");
    if (m_view.busy)
        return tr("Wait until the pig has finished walking.");
    if (isComputerSeat(actor()))
        return tr("It is a computer player's turn.");
    const Status status = step(decision, false);
    return status ? QString() : QString::fromStdString(status.message);
}

Status GameController::step(const Decision &decision, bool computer)
{
    const size_t oldLog = m_game->log().size();
    const size_t oldTurns = m_recorder.record().turns.size();
    const int player = actor();
    const Status status = m_recorder.apply(*m_game, decision);
    if (!status)
        return status;
    // Autosave after every finished turn and every plague decision; the end removes it.
    if (m_recorder.record().turns.size() != oldTurns || decision.phase == rules::Phase::Plague
        || m_game->phase() == rules::Phase::GameOver)
        autosaveNow();
    m_highlightedSector = -1;
    if (m_observer)
        m_observer(decision, *m_game);
    afterChange(oldLog, false);
    Q_EMIT moveMade(player, computer);
    return status;
}

// ---------------------------------------------------------------------------------------------
// Publication

int GameController::actor() const
{
    if (!m_game)
        return -1;
    switch (m_game->phase()) {
    case rules::Phase::Plague:
        return m_game->plaguePlayer();
    case rules::Phase::GameOver:
        return -1;
    default:
        return m_game->currentPlayer();
    }
}

bool GameController::isComputerSeat(int player) const
{
    return player >= 0 && size_t(player) < m_agents.size() && m_agents[size_t(player)] != nullptr;
}

void GameController::afterChange(size_t oldLogSize, bool fresh)
{
    const auto &log = m_game->log();
    bool newWheel = false;
    for (size_t i = oldLogSize; i < log.size(); ++i) {
        if (log[i].kind == LogKind::Wheel) {
            m_lastWheelLog = int(i);
            newWheel = true;
        }
    }
    const int steps = int(m_game->pigSteps());
    if (!m_animationsEnabled || m_displayedPigSteps >= steps) {
        m_displayedPigSteps = steps;
        if (newWheel)
            m_highlightedSector = int(log[size_t(m_lastWheelLog)].sector);
    }
    adjustRotationForNewPrompt();
    syncModels(fresh);
    scheduleComputer();
    publish();
}

void GameController::adjustRotationForNewPrompt()
{
    if (!m_game || m_game->phase() != rules::Phase::Place) {
        if (m_game && m_game->phase() != rules::Phase::Deploy)
            m_lastPlacePrompt.clear();
        return;
    }
    const QString prompt = QString::number(m_game->turn()) + QLatin1Char('/') + tileName(m_game->currentTile()) + QLatin1Char('/')
        + QString::number(m_game->tilesLeft());
    if (prompt == m_lastPlacePrompt)
        return;
    m_lastPlacePrompt = prompt;
    // A new tile to place: keep the player's rotation if it fits somewhere, else turn the
    // preview clockwise to the first rotation that does.
    const auto &legal = m_game->legalPlacements();
    for (int k = 0; k < 4; ++k) {
        const int r = (m_rotation + k) % 4;
        if (std::any_of(legal.begin(), legal.end(), [r](const Placement &p) { return p.rotation == r; })) {
            m_rotation = r;
            return;
        }
    }
}

void GameController::syncModels(bool fresh)
{
    const Game *g = game();
    std::vector<Deployment> deployments;
    std::vector<bool> crowns(size_t(CrownSpaceCount), false);
    if (g && g->phase() == rules::Phase::Deploy) {
        deployments = g->legalDeployments();
        for (const Deployment &d : deployments) {
            if (d.kind == Deployment::Kind::Crown) {
                const int i = crownIndex(d.sector, d.slot);
                if (i >= 0)
                    crowns[size_t(i)] = true;
            }
        }
    }
    m_board->update(g, fresh);
    m_players->update(g, m_seats, actor(), fresh);
    m_wheel->update(g, crowns);
    m_followers->update(g, m_seats, fresh);
    m_log->update(g, fresh);
    m_drawnTiles->update(g, fresh);
    m_deployOptions->update(g, deployments, fresh);
    m_legalPositions->update(g, m_rotation, fresh);
}

GameController::View GameController::computeView() const
{
    View v;
    v.rotation = m_rotation;
    v.thinking = m_computing;
    v.currentFile = m_currentFile;
    if (!m_game)
        return v;
    const size_t recordedTurns = m_recorder.record().turns.size();
    v.modified = m_currentFile.isEmpty() ? recordedTurns > 0 : int(recordedTurns) != m_savedTurns;
    const Game &g = *m_game;
    const rules::Phase phase = g.phase();
    const Options &o = g.options();
    v.phase = toPhase(phase);
    v.running = phase != rules::Phase::GameOver;
    v.turn = g.turn();
    v.playerCount = g.playerCount();
    v.currentPlayer = phase == rules::Phase::GameOver ? -1 : g.currentPlayer();
    v.plaguePlayer = phase == rules::Phase::Plague ? g.plaguePlayer() : -1;
    v.actingPlayer = actor();
    // During Plague the drawn wheel tile waits to be placed once the removals are done.
    const bool hasTile = phase == rules::Phase::Place || phase == rules::Phase::Deploy || phase == rules::Phase::Plague;
    v.currentTile = hasTile ? tileName(g.currentTile()) : QString();
    v.tilesLeft = g.tilesLeft();
    v.pigSteps = int(g.pigSteps());
    v.pigSector = int(g.pig());
    if (m_lastWheelLog >= 0 && size_t(m_lastWheelLog) < g.log().size()) {
        const auto &log = g.log();
        const LogEntry &e = log[size_t(m_lastWheelLog)];
        // The event's own points, then (after any plague removals) the sector's crown points.
        QVariantList points = pointsOf(g, e);
        QVariantList removals;
        for (size_t i = size_t(m_lastWheelLog) + 1; i < log.size(); ++i) {
            const LogEntry &next = log[i];
            if (next.kind == LogKind::Plague) {
                removals.append(QVariantMap{
                    {QStringLiteral("player"), next.player},
                    {QStringLiteral("x"), next.at.x},
                    {QStringLiteral("y"), next.at.y},
                    {QStringLiteral("feature"), featureText(next.feature)},
                });
                continue;
            }
            if (next.kind == LogKind::Crown && next.sector == e.sector)
                points += pointsOf(g, next);
            break;
        }
        int total = 0;
        for (const QVariant &p : qAsConst(points))
            total += p.toMap().value(QStringLiteral("points")).toInt();
        v.lastWheelEvent = QVariantMap{
            {QStringLiteral("logIndex"), m_lastWheelLog},
            {QStringLiteral("turn"), e.turn},
            {QStringLiteral("player"), e.player},
            {QStringLiteral("tileId"), tileName(e.tile)},
            {QStringLiteral("moved"), e.moved},
            {QStringLiteral("sector"), int(e.sector)},
            {QStringLiteral("sectorName"), sectorText(e.sector)},
            {QStringLiteral("points"), points},
            {QStringLiteral("total"), total},
            {QStringLiteral("removals"), removals},
        };
    }
    v.displayedPigSteps = m_displayedPigSteps;
    v.busy = m_animationsEnabled && m_displayedPigSteps < v.pigSteps;
    v.highlightedSector = v.busy ? -1 : m_highlightedSector;
    const bool humanActs = v.actingPlayer >= 0 && !isComputerSeat(v.actingPlayer);
    v.awaitingHuman = v.running && !v.busy && humanActs;
    v.canUndo = v.awaitingHuman && phase == rules::Phase::Deploy && g.pendingPlacement().has_value();
    v.wheelAsStart = o.wheelAsStart;
    v.fortuneTellerEnabled = o.fortuneTeller;
    v.famineRule = famineText(o.famine);
    v.tileSet = tileSetText(o.tileSet);
    v.seed = qint64(m_seed);
    v.setup = m_setup;
    return v;
}

void GameController::publish()
{
    View next = computeView();
    std::vector<void (GameController::*)()> signals;
#define FORTUNA_UPDATE(field, signal)                                                                                          \
    if (!(m_view.field == next.field))                                                                                         \
        signals.push_back(&GameController::signal);
    FORTUNA_UPDATE(running, runningChanged)
    FORTUNA_UPDATE(phase, phaseChanged)
    FORTUNA_UPDATE(turn, turnChanged)
    FORTUNA_UPDATE(playerCount, playerCountChanged)
    FORTUNA_UPDATE(currentPlayer, currentPlayerChanged)
    FORTUNA_UPDATE(plaguePlayer, plaguePlayerChanged)
    FORTUNA_UPDATE(actingPlayer, actingPlayerChanged)
    FORTUNA_UPDATE(currentTile, currentTileChanged)
    FORTUNA_UPDATE(tilesLeft, tilesLeftChanged)
    FORTUNA_UPDATE(pigSteps, pigStepsChanged)
    FORTUNA_UPDATE(pigSector, pigSectorChanged)
    FORTUNA_UPDATE(lastWheelEvent, lastWheelEventChanged)
    FORTUNA_UPDATE(canUndo, canUndoChanged)
    FORTUNA_UPDATE(awaitingHuman, awaitingHumanChanged)
    FORTUNA_UPDATE(thinking, thinkingChanged)
    FORTUNA_UPDATE(wheelAsStart, wheelAsStartChanged)
    FORTUNA_UPDATE(fortuneTellerEnabled, fortuneTellerEnabledChanged)
    FORTUNA_UPDATE(famineRule, famineRuleChanged)
    FORTUNA_UPDATE(tileSet, tileSetChanged)
    FORTUNA_UPDATE(seed, seedChanged)
    FORTUNA_UPDATE(setup, setupChanged)
    FORTUNA_UPDATE(rotation, rotationChanged)
    FORTUNA_UPDATE(displayedPigSteps, displayedPigStepsChanged)
    FORTUNA_UPDATE(busy, busyChanged)
    FORTUNA_UPDATE(highlightedSector, highlightedSectorChanged)
    FORTUNA_UPDATE(currentFile, currentFileChanged)
    FORTUNA_UPDATE(modified, modifiedChanged)
#undef FORTUNA_UPDATE
    // Every value is in place before the first signal, so handlers see one consistent state.
    m_view = std::move(next);
    for (auto signal : signals)
        Q_EMIT(this->*signal)();
}

// ---------------------------------------------------------------------------------------------
// Computer seats

void GameController::scheduleComputer()
{
    // Not while the pig still walks on screen (the state published next says busy).
    const bool busy = m_animationsEnabled && m_displayedPigSteps < int(m_game ? m_game->pigSteps() : 0);
    if (!m_game || m_computing || m_computerHalted || m_game->phase() == rules::Phase::GameOver || busy)
        return;
    const int seat = actor();
    if (!isComputerSeat(seat))
        return;
    std::shared_ptr<rules::ai::Agent> agent = m_agents[size_t(seat)];
    auto snapshot = std::make_shared<const Game>(*m_game);
    // Reseeded at its first decision of each turn (a plan within a turn is kept).
    std::optional<uint64_t> reseed;
    if (m_agentTurns[size_t(seat)] != m_game->turn()) {
        m_agentTurns[size_t(seat)] = m_game->turn();
        reseed = agentTurnSeed(m_seed, seat, m_game->turn());
    }
    m_computing = true;
    const quint64 generation = ++m_generation;
    m_thinkClock.start();

    auto *watcher = new QFutureWatcher<Decision>(this);
    connect(watcher, &QFutureWatcher<Decision>::finished, this, [this, watcher, generation]() {
        const Decision decision = watcher->result();
        watcher->deleteLater();
        onComputed(generation, decision);
    });
    // The agent is used by one task at a time; the task owns its copy of the game.
    watcher->setFuture(QtConcurrent::run([agent, snapshot, reseed]() {
        if (reseed)
            agent->reseed(*reseed);
        return agent->decide(*snapshot);
    }));
    // The caller publishes (thinking).
}

void GameController::onComputed(quint64 generation, const Decision &decision)
{
    if (generation != m_generation)
        return;
    const qint64 remaining = std::max<qint64>(0, qint64(m_computerDelay) - m_thinkClock.elapsed());
    QTimer::singleShot(int(remaining), this, [this, generation, decision]() {
        applyComputer(generation, decision);
    });
}

void GameController::applyComputer(quint64 generation, const Decision &decision)
{
    if (generation != m_generation || !m_game)
        return;
    m_computing = false;
    Status status = step(decision, true);
    if (!status) {
        // The agent is at fault; fall back to a uniformly random legal step so the game goes on.
        qWarning("Computer player %d (%s) made an illegal move: %s", actor(), qPrintable(m_seats.value(actor()).ai),
                 status.message.c_str());
        RandomPlayer fallback(agentSeed(m_seed ^ uint64_t(m_game->log().size()), actor()));
        status = step(fallback.decide(*m_game), true);
        if (!status) {
            m_computerHalted = true;
            publish();
            Q_EMIT computerFailed(QString::fromStdString(status.message));
        }
    }
}

void GameController::cancelComputer()
{
    ++m_generation; // a decision still being computed will be ignored
    m_computing = false;
}

QVariantMap GameController::scoreHistory() const
{
    return m_game ? scoreHistoryToVariant(rules::scoreTimeline(*m_game), m_seats) : QVariantMap();
}

} // namespace fortuna::model
