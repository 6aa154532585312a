// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "gamesetup.h"
#include "lessonplay.h"
#include "localplay.h"
#include "netplay.h"
#include "puzzleplay.h"
#include "refusaltext.h"
#include "replayview.h"
#include "settings.h"

#include "rules/standings.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

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
    , m_bag(new BagModel(this))
    , m_lastMoves(new LastMovesModel(this))
    , m_replayer(new Replayer(this))
    , m_saves(new SaveGames(this))
    , m_autosaver(new Autosaver(this))
    , m_computers(new seats::ComputerSeats(this))
    , m_advisor(new MoveAdvisor(this))
    , m_analysis(new GameAnalysis(this))
    , m_net(new NetSession(this))
    , m_tutorial(new Tutorial(this))
    , m_games(new GamesModel(this))
    , m_options(new GameOptions(*this, m_state))
    , m_staging(new TurnStaging(*this, m_state))
    , m_aids(new PlayerAids(*this, m_state))
    , m_files(new GameFile(*this, m_state))
    , m_lesson(new LessonCommands(*this, m_state))
    , m_review(new ReviewCommands(*this, m_state))
    , m_puzzles(new PuzzleCommands(*this, m_state))
    , m_puzzle(new PuzzleSession(this))
    , m_viewSave(new QTimer(this))
    , m_localPlay(std::make_unique<LocalPlay>(table(), m_autosaver, m_computers))
    , m_lessonPlay(std::make_unique<LessonPlay>(table(), m_localPlay.get(), m_tutorial, m_autosaver))
    , m_netPlay(std::make_unique<NetPlay>(table(), m_net, m_autosaver))
    , m_replayView(std::make_unique<ReplayView>(table(), m_replayer))
    , m_puzzlePlay(std::make_unique<PuzzlePlay>(table(), m_localPlay.get(), m_puzzle, m_autosaver))
    , m_live(m_localPlay.get())
    , m_mode(m_localPlay.get())
{
    m_computers->setDelay(Settings::DefaultComputerDelay); // until the window binds Preferences
    m_viewSave->setSingleShot(true);
    m_viewSave->setInterval(400);
    connect(m_viewSave, &QTimer::timeout, this, &GameController::writeAutosave);
    connect(m_autosaver, &Autosaver::enabledChanged, this, [this]() {
        if (m_autosaver->enabled() && m_played)
            m_mode->autosaveSwitchedOn();
    });
    connect(m_analysis, &GameAnalysis::changed, this, &GameController::analysisReady);
    connect(m_puzzle, &PuzzleSession::answered, this, &GameController::puzzleAnswered);
    connect(m_puzzle, &PuzzleSession::changed, this, [this]() {
        if (m_played)
            publish(); // whether the person may move now (the check, the verdict)
    });
    connect(m_computers, &seats::ComputerSeats::decided, this, &GameController::applyComputer);
    connectTutorial();
    connect(m_replayer, &Replayer::positionChanged, this, [this]() {
        showReplayPosition(false);
    });
    connect(m_net, &NetSession::synced, this, &GameController::netSynced);
    connect(m_net, &NetSession::updated, this, [this](const NetUpdated &update) {
        m_mode->remoteUpdate(update);
    });
    connect(m_net, &NetSession::unreadable, this, &GameController::netUnreadable);
    connect(m_net, &NetSession::message, this, &GameController::netMessage);
    connect(m_net, &NetSession::changed, this, [this]() {
        m_mode->sessionChanged();
    });
    m_state = computeState();
}

GameController::~GameController()
{
    // A view state changed just before quitting is still kept.
    if (m_viewSave->isActive())
        writeAutosave();
    // A hosted table ends for everyone, told while this controller is still whole.
    m_net->disconnect(this);
    m_net->appClosing();
}

// ---------------------------------------------------------------------------------------------
// Games: new, saved, opened, autosaved, closed

QString GameController::newGame(NewGameSetup *setup)
{
    return setup ? begin(GameSetup::start(*setup)) : tr("The game setup is not a Fortuna game header.");
}

QString GameController::playAgain()
{
    if (!m_played)
        return tr("No game is running.");
    return begin(GameSetup::start(GameSetup::fresh(liveRecord())));
}

QString GameController::begin(GameSetup::Started started)
{
    if (!started.game)
        return started.error;
    installGame(m_localPlay.get(), std::move(*started.game), std::move(started.header), false);
    return QString();
}

PlayMode *GameController::localMode() const
{
    return m_localPlay.get();
}

void GameController::enterLive(PlayMode *mode)
{
    PlayMode *was = m_live;
    const bool wasNetworked = was->networked();
    m_live = mode;
    m_mode = mode; // a replay ends
    if (was != mode)
        was->left(); // what it sets off (a table's end) reaches the new mode
    if (m_live->networked() != wasNetworked)
        Q_EMIT networkedChanged();
}

void GameController::installGame(PlayMode *mode,
                                 rules::Game &&game,
                                 record::Record header,
                                 bool resumed,
                                 const QUrl &file,
                                 int savedTurns,
                                 const std::optional<ViewState> &view)
{
    auto own = std::make_shared<record::PlayedGame>(std::move(game), std::move(header));
    installShown(mode, own, own, resumed, file, savedTurns, view);
}

void GameController::installHosted(PlayMode *mode, std::shared_ptr<const record::PlayedGame> table)
{
    installShown(mode, nullptr, std::move(table), true, QUrl(), -1, std::nullopt);
}

void GameController::installShown(PlayMode *mode,
                                  std::shared_ptr<record::PlayedGame> own,
                                  std::shared_ptr<const record::PlayedGame> shown,
                                  bool resumed,
                                  const QUrl &file,
                                  int savedTurns,
                                  const std::optional<ViewState> &view)
{
    m_computers->cancel();
    m_replayView->end();
    m_analysis->clear();
    m_netDraws.clear();
    m_storedId = 0;
    if (mode != m_puzzlePlay.get())
        m_puzzle->clear();
    m_own = std::move(own);
    m_played = std::move(shown);
    m_finishedShown = false;
    const record::Record &header = liveRecord();
    m_tutorial->gameInstalled(header, m_played->game); // before the seats: the lesson's opponent is scripted
    // The one place a mode is chosen: the local play of a lesson is the lesson's.
    enterLive(mode == m_localPlay.get() && m_tutorial->active() ? m_lessonPlay.get() : mode);
    m_currentFile = file;
    m_savedTurns = savedTurns;
    QStringList levels;
    for (const record::PlayerInfo &p : header.players)
        levels.append(p.level);
    m_seed = header.seed;
    m_computers->reset(m_live->computerLevels(levels), m_seed);
    m_setup = GameSetup::info(header);

    // A resumed game shows the pig where it stands, without walking there again.
    m_displayedPigSteps = resumed ? int(m_played->game.pigSteps()) : 0;
    m_highlightedSector = -1;
    m_lastWheelLog = -1;
    if (resumed)
        m_lastWheelLog = lastWheelLog(m_played->game);
    m_lastPlacePrompt.clear();
    m_computerHalted = false;
    m_rotation = resumed && view ? view->rotation : 0;
    m_restoringView = true; // the view's reports wait until gameStarted
    m_live->forgetUndo();
    afterChange(resumed ? m_played->game.log().size() : 0, true);
    restoreView(resumed ? view : std::nullopt);
    m_live->installed();
    m_restoringView = false;
    Q_EMIT gameStarted();
}

QString GameController::saveGame(const QUrl &file)
{
    if (!m_played)
        return tr("No game is running.");
    const SaveGames::Saved saved = m_saves->save(file, liveRecord(), viewState());
    if (!saved.error.isEmpty())
        return saved.error;
    m_currentFile = QUrl::fromLocalFile(saved.path);
    m_savedTurns = int(liveRecord().turns.size());
    m_autosaver->rememberFile(m_currentFile);
    publish();
    return QString();
}

QString GameController::loadGame(const QUrl &file, int turns)
{
    SaveGames::Opened opened = m_saves->open(file, turns);
    if (!opened.ok())
        return opened.error;
    const bool whole = !opened.partial;
    const int turnCount = int(opened.record->turns.size());
    installGame(m_localPlay.get(),
                std::move(*opened.game),
                std::move(*opened.record),
                true,
                whole ? QUrl::fromLocalFile(opened.path) : QUrl(),
                whole ? turnCount : -1,
                whole ? opened.view : std::nullopt);
    m_saves->remember(opened.path);
    return QString();
}

QString GameController::resumeAutosave()
{
    Autosaver::Resumed resumed = m_autosaver->resume();
    if (!resumed.ok())
        return resumed.error;
    installGame(m_localPlay.get(), std::move(*resumed.game), std::move(*resumed.record), true, resumed.file, resumed.savedTurns, resumed.view);
    return QString();
}

void GameController::writeAutosave()
{
    m_viewSave->stop();
    if (m_played)
        m_mode->writeAutosave();
}

void GameController::closeGame()
{
    enterLive(m_localPlay.get()); // a network table is left
    if (!m_played)
        return;
    m_computers->clear();
    m_replayView->end();
    m_advisor->clear();
    m_analysis->clear();
    m_puzzle->clear();
    m_storedId = 0;
    m_autosaver->gameClosed();
    m_tutorial->gameClosed();
    m_currentFile.clear();
    m_savedTurns = -1;
    m_own.reset();
    m_played.reset();
    m_setup = SetupInfo();
    m_seed = 0;
    m_displayedPigSteps = 0;
    m_highlightedSector = -1;
    m_lastWheelLog = -1;
    m_lastPlacePrompt.clear();
    m_live->forgetUndo();
    syncModels(false);
    publish();
}

// ---------------------------------------------------------------------------------------------
// The pig, animations, pacing (the commands of the person to act: gamecontrollercommands.cpp)

void GameController::pigAnimationFinished()
{
    const Game *g = game();
    if (!g || m_displayedPigSteps >= int(g->pigSteps()))
        return;
    m_displayedPigSteps = int(g->pigSteps());
    if (m_lastWheelLog >= 0 && size_t(m_lastWheelLog) < g->log().size())
        m_highlightedSector = int(g->log()[size_t(m_lastWheelLog)].sector);
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
    if (ms == m_computers->delay())
        return;
    m_computers->setDelay(ms);
    Q_EMIT computerDelayChanged();
}

Status GameController::step(const Decision &decision, bool computer)
{
    // Only a game of this window's own takes a decision here (a hosted table plays its own).
    Q_ASSERT(m_own);
    if (!m_own)
        return Status::refuse(rules::Refusal::WrongPhase, {});
    rules::Game &game = m_own->game;
    record::Recorder &recorder = m_own->recorder;
    const size_t oldLog = game.log().size();
    const size_t oldTurns = recorder.record().turns.size();
    const int player = actingPlayer();
    const Status status = recorder.apply(game, decision);
    if (!status)
        return status;
    // The mode commits, autosaves after every finished turn and every plague decision (the
    // end removes it) and the lesson keeps its record.
    const bool turnEnded = recorder.record().turns.size() != oldTurns || decision.phase == rules::Phase::Plague || game.phase() == rules::Phase::GameOver;
    if (turnEnded)
        m_viewSave->stop(); // the autosave written now keeps the view too
    m_mode->applied(decision, turnEnded);
    if (game.phase() == rules::Phase::GameOver)
        gameFinished();
    m_highlightedSector = -1;
    afterChange(oldLog, false);
    Q_EMIT moveMade(player, computer);
    return status;
}

// ---------------------------------------------------------------------------------------------
// What the modes ask of the live game (PlayTable)

void GameController::changedBy(size_t oldLog)
{
    m_highlightedSector = -1;
    afterChange(oldLog, false);
}

void GameController::tablePlayed(int seat, bool decision, bool computer)
{
    // The table played on (a remote player's decision, one of its computers', this window's
    // own sent to it): several may have come before this window hears of the first.
    if (m_played->game.phase() == rules::Phase::GameOver && !m_finishedShown)
        gameFinished();
    m_highlightedSector = -1;
    afterChange(m_shownLog, false);
    if (decision)
        Q_EMIT moveMade(seat, computer);
}

void GameController::restore(rules::Game &&game, record::Recorder &&recorder)
{
    m_own->game = std::move(game);
    m_own->recorder = std::move(recorder);
    changedBy(m_played->game.log().size());
}

void GameController::followDraws(const std::vector<rules::TileRef> &draws)
{
    if (m_own) // a guest's mirror draws what the server drew; a hosted table's game drew them
        m_own->game.forceDraws(draws);
    m_netDraws.insert(m_netDraws.end(), draws.begin(), draws.end());
}

// ---------------------------------------------------------------------------------------------
// Computer seats

void GameController::scheduleComputer()
{
    // Not while the pig still walks on screen (the state published next says busy).
    const bool busy = m_animationsEnabled && m_displayedPigSteps < int(m_played ? m_played->game.pigSteps() : 0);
    if (!m_played || !m_mode->computersMove() || m_computers->thinking() || m_computerHalted || m_played->game.phase() == rules::Phase::GameOver || busy)
        return;
    m_computers->request(m_played->game, actingPlayer()); // false for a person's turn
    // The caller publishes (thinking).
}

void GameController::applyComputer(int seat, const Decision &decision)
{
    if (!m_played || !m_mode->closed().isEmpty())
        return; // asked again when the replay ends
    Status status = step(decision, true);
    if (!status) {
        // The agent is at fault; fall back to a uniformly random legal step so the game goes on.
        qWarning("Computer player %d (%s) made an illegal move: %s", seat, qPrintable(m_computers->level(seat)), status.message.c_str());
        status = step(m_computers->fallback(m_played->game, seat), true);
        if (!status) {
            m_computerHalted = true;
            publish();
            Q_EMIT computerFailed(refusalText(status, seats()));
        }
    }
}

QVariantList GameController::scoresIfEndedNow() const
{
    QVariantList out;
    const Game *g = game();
    if (!g || m_state.aidsOff || g->phase() == rules::Phase::GameOver)
        return out;
    const std::array<int, rules::MaxPlayers> scores = g->scoresIfEndedNow();
    for (int p = 0; p < g->playerCount(); ++p)
        out.append(scores[size_t(p)]);
    return out;
}

} // namespace fortuna::model
