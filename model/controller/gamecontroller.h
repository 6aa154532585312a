// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the QML facade over one rules::Game. It only translates: every rule lives
// in the engine. Commands return "" on success or the reason of a refusal.
//
// Animation handshake (the KNetWalk pattern): when the engine moves the pig, pigSteps jumps at
// once while displayedPigSteps stays behind and busy is true; QML walks the pig from
// displayedPigSteps to pigSteps and then calls pigAnimationFinished(). Until then human
// commands are refused and computer seats wait. With animationsEnabled false nothing waits.
//
// The controller owns the pieces that do the other jobs and listens to their signals; none of
// them knows the controller:
//   GameSetup      the QML setup -> the game and its record header, and back (gamesetup.h)
//   ComputerSeats  the computer players, their thread, pacing and cancellation (computerseats.h)
//   SaveGames      save, open and recent games (savegames.h)
//   Autosaver      the autosave policy: write, remove, scan, resume, discard (autosaver.h)
//   MoveAdvisor    "Suggest a move": the strong level's move for the person to act (moveadvisor.h)
//   GameAnalysis   "Analyse this game": the post-game analysis of the record (gameanalysis.h)
// The score history is computed by the rules (rules/standings.h) and only converted here.
// QML reaches the services it may use directly as sub-objects: net, advisor, replay, saves,
// autosave.
#pragma once

#include "autosaver.h"
#include "bagmodel.h"
#include "computerseats.h"
#include "gameanalysis.h"
#include "gamesetup.h"
#include "moveadvisor.h"
#include "netsession.h"
#include "playmode.h"
#include "puzzlesession.h"
#include "savegames.h"
#include "tutorial.h"
#include "viewstate.h"

#include "boardmodel.h"
#include "convert.h"
#include "deployoptionsmodel.h"
#include "drawntilesmodel.h"
#include "eventlogmodel.h"
#include "facets.h"
#include "followersmodel.h"
#include "gamesmodel.h"
#include "lastmovesmodel.h"
#include "legalpositionsmodel.h"
#include "playersmodel.h"
#include "publishedstate.h"
#include "replayer.h"
#include "wheelmodel.h"

#include "record/recorder.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fortuna::model
{

class LessonPlay;
class LocalPlay;
class PuzzlePlay;
class NetPlay;
class ReplayView;

// The modes (playmode.h) reach the live game through PlayTable.
class GameController : public QObject, private PlayTable
{
    Q_OBJECT
    QML_ELEMENT

    // Game state (read-only).
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY currentPlayerChanged)
    Q_PROPERTY(int plaguePlayer READ plaguePlayer NOTIFY plaguePlayerChanged)
    Q_PROPERTY(int actingPlayer READ actingPlayer NOTIFY actingPlayerChanged)
    Q_PROPERTY(QString currentTile READ currentTile NOTIFY currentTileChanged)
    Q_PROPERTY(int tilesLeft READ tilesLeft NOTIFY tilesLeftChanged)
    Q_PROPERTY(int pigSteps READ pigSteps NOTIFY pigStepsChanged)
    Q_PROPERTY(int pigSector READ pigSector NOTIFY pigSectorChanged)
    Q_PROPERTY(fortuna::model::WheelEvent lastWheelEvent READ lastWheelEvent NOTIFY lastWheelEventChanged)
    Q_PROPERTY(bool awaitingHuman READ awaitingHuman NOTIFY awaitingHumanChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    // Presentation state.
    Q_PROPERTY(int rotation READ rotation WRITE setRotation NOTIFY rotationChanged)
    // Whether the wheel event's banner is open: the view says so, saves and the autosave keep
    // it with the rotation (ViewState); an opened or resumed game gives back what was saved
    // (from a file without it: whether the turn began with a wheel event).
    Q_PROPERTY(bool eventShown READ eventShown WRITE setEventShown NOTIFY eventShownChanged)
    Q_PROPERTY(int displayedPigSteps READ displayedPigSteps NOTIFY displayedPigStepsChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(int highlightedSector READ highlightedSector NOTIFY highlightedSectorChanged)
    Q_PROPERTY(bool animationsEnabled READ animationsEnabled WRITE setAnimationsEnabled NOTIFY animationsEnabledChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)
    Q_PROPERTY(QStringList aiLevels READ aiLevels CONSTANT)
    // The groups QML reaches as one property each (facets.h): the game's options, taking back
    // and confirming the turn, the players' aids, the file, the lesson's and the review's
    // commands.
    Q_PROPERTY(fortuna::model::GameOptions *options READ options CONSTANT)
    Q_PROPERTY(fortuna::model::TurnStaging *staging READ staging CONSTANT)
    Q_PROPERTY(fortuna::model::PlayerAids *aids READ aids CONSTANT)
    Q_PROPERTY(fortuna::model::GameFile *files READ files CONSTANT)
    Q_PROPERTY(fortuna::model::LessonCommands *lesson READ lesson CONSTANT)
    Q_PROPERTY(fortuna::model::ReviewCommands *review READ review CONSTANT)
    Q_PROPERTY(fortuna::model::PuzzleCommands *puzzles READ puzzles CONSTANT)
    // Sub-models.
    Q_PROPERTY(fortuna::model::BoardModel *board READ board CONSTANT)
    Q_PROPERTY(fortuna::model::PlayersModel *players READ players CONSTANT)
    Q_PROPERTY(fortuna::model::WheelModel *wheel READ wheel CONSTANT)
    Q_PROPERTY(fortuna::model::EventLogModel *log READ log CONSTANT)
    Q_PROPERTY(fortuna::model::DrawnTilesModel *drawnTiles READ drawnTiles CONSTANT)
    Q_PROPERTY(fortuna::model::DeployOptionsModel *deployOptions READ deployOptions CONSTANT)
    Q_PROPERTY(fortuna::model::LegalPositionsModel *legalPositions READ legalPositions CONSTANT)
    Q_PROPERTY(fortuna::model::FollowersModel *followers READ followers CONSTANT)
    Q_PROPERTY(fortuna::model::BagModel *bag READ bag CONSTANT)
    // Each player's last tile and follower, and the pig's last walk (the last-move marks).
    Q_PROPERTY(fortuna::model::LastMovesModel *lastMoves READ lastMoves CONSTANT)
    // The replay of the current game (gamecontrollerreplay.cpp): while replay.active the
    // models show the replayed position and every move is refused.
    Q_PROPERTY(fortuna::model::Replayer *replay READ replay CONSTANT)
    Q_PROPERTY(fortuna::model::MoveAdvisor *advisor READ advisor CONSTANT)
    // The post-game analysis of the current game (gamecontrolleranalysis.cpp).
    Q_PROPERTY(fortuna::model::GameAnalysis *analysis READ analysis CONSTANT)
    // Saving and opening files, the recent games (savegames.h); the autosave (autosaver.h):
    // on, its folder, the unfinished game it holds (resumeAutosave() continues it).
    Q_PROPERTY(fortuna::model::SaveGames *saves READ saves CONSTANT)
    Q_PROPERTY(fortuna::model::Autosaver *autosave READ autosave CONSTANT)
    // Network play (gamecontrollernet.cpp): hosting or joining a table. While a network game
    // is shown, the board follows what the server broadcasts; this computer's seats send
    // their decisions to it and the others' turns wait (networked).
    Q_PROPERTY(fortuna::model::NetSession *net READ net CONSTANT)
    Q_PROPERTY(bool networked READ networked NOTIFY networkedChanged)
    // "Learn to play" (gamecontrollertutorial.cpp): the lesson's step, what it lights, whether
    // a lesson left off can be continued.
    Q_PROPERTY(fortuna::model::Tutorial *tutorial READ tutorial CONSTANT)
    // "Your games" (gamesmodel.h): every game finished here, but the lesson, replays and the
    // games watched over the network; gamecontrollergames.cpp adds them and opens one.
    Q_PROPERTY(fortuna::model::GamesModel *games READ games CONSTANT)
    // "Learn from your mistakes" (gamecontrollerpuzzle.cpp): the puzzle on the board, played in
    // PuzzlePlay (puzzleplay.h); the list is games.puzzles, the commands `puzzles`.
    Q_PROPERTY(fortuna::model::PuzzleSession *puzzle READ puzzle CONSTANT)

public:
    enum Phase { NoGame, ChooseTile, Plague, Place, Deploy, GameOver };
    Q_ENUM(Phase)

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    // Starts the game of a setup (see GameSetup). "" or why not (translated).
    Q_INVOKABLE QString newGame(fortuna::model::NewGameSetup *setup);
    // The same from a fortuna-record/1 header as JSON text (C++: the tests, the tools).
    QString newGame(const QString &header) { return begin(GameSetup::start(header)); }
    // A new deal of the game being played: the same seats and rules, a new seed.
    Q_INVOKABLE QString playAgain();
    // Leaves the game (phase NoGame, empty models) and removes its autosave.
    Q_INVOKABLE void closeGame();
    // The game as a fortuna-record/1 file (every complete turn; a turn in progress is replayed
    // from its start on loading), written atomically. A file name without a suffix gets
    // ".fortuna". On success currentFile becomes the file and it heads recentGames. Returns ""
    // or the reason of the failure (translated).
    QString saveGame(const QUrl &file);
    // Opens a saved game (with turns >= 0 only its first `turns` turns, as a new unsaved game).
    // Returns "" or one translated line naming what is wrong (a damaged, truncated, foreign or
    // newer-version file, an impossible move); the current game is then left untouched.
    QString loadGame(const QUrl &file, int turns = -1);
    QString recordJson() const { return m_played ? QString::fromUtf8(record::writeRecord(liveRecord())) : QString(); }
    // Continues the autosaved game (replayed through the record layer; computer seats go on
    // playing). Returns "" or the reason (translated); a failure leaves the current game.
    QString resumeAutosave();
    // "Learn to play": starts the lesson's game (resume: where the lesson was left, if it was;
    // else from its start). "" or why not (translated).
    QString startTutorial(bool resume = false);
    // The lesson is done: a normal game against the Easy computer player begins.
    QString playAfterTutorial();
    // Opens game `id` of "Your games" (the game over, as a new unsaved game: replay it,
    // analyse it). "" or why not (translated); a failure leaves the current game.
    QString openStoredGame(qint64 id);
    // "Learn from your mistakes" (gamecontrollerpuzzle.cpp): puzzle `id` of games.puzzles on the
    // board; after a verdict, try again or show the better move; the next unsolved puzzle.
    // "" or why not (translated).
    QString startPuzzle(qint64 id);
    QString retryPuzzle();
    QString showBetterMove();
    QString nextPuzzle();

    Q_INVOKABLE void rotateClockwise() { setRotation(m_rotation + 1); }
    Q_INVOKABLE void rotateCounterClockwise() { setRotation(m_rotation + 3); }
    Q_INVOKABLE bool isLegal(int x, int y) const;
    Q_INVOKABLE QVariantList legalRotations(int x, int y) const;
    Q_INVOKABLE QString placeTile(int x, int y) { return humanStep(rules::Decision::placing(rules::Placement{rules::Pos{x, y}, m_rotation})); }
    // Takes back the person's last decision of the turn, as long as nothing random was shown
    // since (a draw, the pig's walk) and, in a network game, nobody else saw it: a staged
    // follower decision, the tile laid (back in hand), a Fortune Teller choice whose tile moved
    // no pig (the drawn tiles offered again). The score is the one before that decision.
    QString undoPlacement();
    // Ends the turn with the staged follower decision (confirmTurns).
    QString endTurn();
    // Deploys as row `option` of deployOptions says (a feature of the tile or a crown space).
    Q_INVOKABLE QString deploy(int option);
    // Deploys on local feature `feature` of the tile just laid (TileGeometry.featureAt), legal
    // or not: the engine says why not.
    Q_INVOKABLE QString deployOnTileFeature(int feature);
    Q_INVOKABLE QString deployOnCrown(int sector, int slot); // a Sector value
    Q_INVOKABLE QString skipDeploy() { return humanStep(rules::Decision::deploying(rules::Deployment::none())); }
    Q_INVOKABLE QString chooseTile(int index) { return humanStep(rules::Decision::choosing(index)); }
    // Gives the follower of row `follower` of followers back to the plague.
    Q_INVOKABLE QString removeFollower(int follower);
    Q_INVOKABLE void pigAnimationFinished();
    // Asks the advisor for the acting person's move (shown until the position changes); ""
    // or why no hint can be given now (a computer's turn, the pig still walking, no game).
    QString suggestMove();

    // Replays the current game from its record, at `turn` turns (0: before the first turn).
    // Returns "" or why not (translated). endReplay() goes back to the game as it stands.
    QString startReplay(int turn = 0);
    void endReplay();
    // "Analyse this game": analyses the current game's record (played here, loaded or played
    // in the network) in the background; the results stay until the game changes. Returns ""
    // or why not (translated).
    QString analyseGame();
    // Shows row `row` of analysis.points: the replay at the position before its turn, and
    // analysis.played / analysis.best for the board's ghosts. "" or why not.
    QString showAnalysedDecision(int row);

    // Every player's score over the turns, the wheel turns and the final breakdown (see
    // valuetypes.h); not valid without a game.
    fortuna::model::ScoreHistory scoreHistory() const;
    // The finished game's figures per player (gamecontrollerstats.cpp); [] while it runs.
    QVariantList gameFigures() const;
    // What the pig would pay if it stopped on `sector` now, per player in turn order:
    // [{player, name, color, event, crowns}] (rules::Game::payoutIfPigStops); [] without a
    // game, once it is over or when it is played without aids.
    QVariantList sectorPreview(int sector) const;
    // Every player's score if the game ended now ([] as for sectorPreview).
    QVariantList scoresIfEndedNow() const;

    bool running() const { return m_state.running; }
    Phase phase() const { return Phase(m_state.phase); }
    int turn() const { return m_state.turn; }
    int currentPlayer() const { return m_state.currentPlayer; }
    int plaguePlayer() const { return m_state.plaguePlayer; }
    // Who acts now in the game shown (rules::Game::actingPlayer), -1 without a game.
    int actingPlayer() const override;
    QString currentTile() const { return m_state.currentTile; }
    int tilesLeft() const { return m_state.tilesLeft; }
    int pigSteps() const { return m_state.pigSteps; }
    int pigSector() const { return m_state.pigSector; }
    WheelEvent lastWheelEvent() const { return m_state.lastWheelEvent; }
    bool canUndo() const { return m_state.canUndo; }
    bool confirmTurns() const;
    void setConfirmTurns(bool on);
    bool turnStaged() const { return m_state.turnStaged; }
    int stagedOption() const { return m_state.stagedOption; }
    bool awaitingHuman() const { return m_state.awaitingHuman; }
    bool thinking() const { return m_state.thinking; }
    bool wheelAsStart() const { return m_state.wheelAsStart; }
    bool fortuneTellerEnabled() const { return m_state.fortuneTellerEnabled; }
    QVariantMap rules() const { return m_state.rules; }
    qint64 seed() const { return m_state.seed; }
    SetupInfo setup() const { return m_state.setup; }
    bool aidsOff() const { return m_state.aidsOff; }
    int rotation() const { return m_state.rotation; }
    void setRotation(int rotation);
    bool eventShown() const { return m_eventShown; }
    void setEventShown(bool shown);
    // What a save adds to the record for the view (gamecontrollerview.cpp).
    ViewState viewState() const override { return ViewState{m_rotation, m_eventShown}; }
    int displayedPigSteps() const { return m_state.displayedPigSteps; }
    bool busy() const { return m_state.busy; }
    int highlightedSector() const { return m_state.highlightedSector; }
    bool animationsEnabled() const { return m_animationsEnabled; }
    void setAnimationsEnabled(bool enabled);
    int computerDelay() const { return m_computers->delay(); }
    void setComputerDelay(int ms);
    QStringList aiLevels() const { return computerLevels(); }
    QUrl currentFile() const { return m_state.currentFile; }
    bool modified() const { return m_state.modified; }

    BoardModel *board() const { return m_board; }
    PlayersModel *players() const { return m_players; }
    WheelModel *wheel() const { return m_wheel; }
    EventLogModel *log() const { return m_log; }
    DrawnTilesModel *drawnTiles() const { return m_drawnTiles; }
    DeployOptionsModel *deployOptions() const { return m_deployOptions; }
    LegalPositionsModel *legalPositions() const { return m_legalPositions; }
    FollowersModel *followers() const { return m_followers; }
    BagModel *bag() const { return m_bag; }
    LastMovesModel *lastMoves() const { return m_lastMoves; }
    Replayer *replay() const { return m_replayer; }
    MoveAdvisor *advisor() const { return m_advisor; }
    GameAnalysis *analysis() const { return m_analysis; }
    SaveGames *saves() const { return m_saves; }
    Autosaver *autosave() const { return m_autosaver; }
    NetSession *net() const { return m_net; }
    bool networked() const { return m_live->networked(); }
    Tutorial *tutorial() const { return m_tutorial; }
    GamesModel *games() const { return m_games; }
    GameOptions *options() const { return m_options; }
    TurnStaging *staging() const { return m_staging; }
    PlayerAids *aids() const { return m_aids; }
    GameFile *files() const { return m_files; }
    LessonCommands *lesson() const { return m_lesson; }
    ReviewCommands *review() const { return m_review; }
    PuzzleCommands *puzzles() const { return m_puzzles; }
    PuzzleSession *puzzle() const { return m_puzzle; }

    // C++ side (saving, tests): the engine state and the seats.
    // The game shown: the replayed position while a replay is active.
    const rules::Game *game() const { return m_mode->shownGame(); }
    const Seats &seats() const override { return liveRecord().players; }
    // The record of the game so far (every complete turn), for saving.
    const record::Record &record() const { return liveRecord(); }

Q_SIGNALS:
    void runningChanged();
    void phaseChanged();
    void turnChanged();
    void currentPlayerChanged();
    void plaguePlayerChanged();
    void actingPlayerChanged();
    void currentTileChanged();
    void tilesLeftChanged();
    void pigStepsChanged();
    void pigSectorChanged();
    void lastWheelEventChanged();
    void awaitingHumanChanged();
    void thinkingChanged();
    void rotationChanged();
    void eventShownChanged();
    void displayedPigStepsChanged();
    void busyChanged();
    void highlightedSectorChanged();
    void animationsEnabledChanged();
    void computerDelayChanged();
    void networkedChanged();
    // Network play: a refusal, a lost or ended table (translated), for a toast.
    void netMessage(const QString &text);
    // A new game started (after every model was filled).
    void gameStarted();
    // A decision was applied; `computer` when a computer seat made it.
    void moveMade(int player, bool computer);
    // A computer seat failed to produce a legal decision; automatic play stops.
    void computerFailed(const QString &reason);

private:
    // The lesson's wiring: its scripted opponent, and a step read lets the game go on.
    void connectTutorial();
    void writeAutosave();
    // The view state changed: the autosave is written again a moment later.
    void viewChanged();
    // Whether the wheel event shows in an opened or resumed game (its saved view state), or in
    // a new one or a file without it (whether the turn began with a wheel event).
    void restoreView(const std::optional<ViewState> &view);
    void netSynced(const NetSynced &game);
    void netUnreadable(bool game, const QString &why);
    // The live mode becomes `mode` (the one it replaces gives way: a network table is left);
    // a replay ends.
    void enterLive(PlayMode *mode);
    PlayMode *localMode() const;
    // A game just finished here: into "Your games" (not the lesson, nor a game watched).
    void gameFinished();
    void analysisReady();
    // The puzzle's verdict: kept in the store, the view republished.
    void puzzleAnswered(qint64 id, bool solved);
    // The tile of a puzzle's answer back in hand. "" or why not.
    QString takeBackAnswer();

    QString begin(GameSetup::Started started);
    // Shows a game in `mode`, the live mode it is played in (the local play: the lesson's when it
    // is one): one of this window's own (local play, a lesson, a puzzle, a guest's mirror), or
    // the game of a table this app hosts (installHosted: the table plays it, the window follows).
    void installGame(PlayMode *mode,
                     rules::Game &&game,
                     record::Record header,
                     bool resumed,
                     const QUrl &file = QUrl(),
                     int savedTurns = -1,
                     const std::optional<ViewState> &view = std::nullopt);
    void installHosted(PlayMode *mode, std::shared_ptr<const record::PlayedGame> table);
    void installShown(PlayMode *mode,
                      std::shared_ptr<record::PlayedGame> own, // `shown` or null
                      std::shared_ptr<const record::PlayedGame> shown,
                      bool resumed,
                      const QUrl &file,
                      int savedTurns,
                      const std::optional<ViewState> &view);
    // "" when the person to act may act now, else why not (no game, a replay, the game over,
    // the pig walking, a computer's turn), translated.
    QString whyNotNow() const override;
    // A row that the models do not offer: why not now, else that it is not offered.
    QString notOffered(int choice) const;
    QString humanStep(const rules::Decision &decision);
    rules::Status step(const rules::Decision &decision, bool computer);
    void afterChange(size_t oldLogSize, bool fresh);
    void adjustRotationForNewPrompt();
    void syncModels(bool fresh);
    void showReplayPosition(bool fresh);
    WheelShown wheelShown() const;
    void showWheel(const WheelShown &wheel);
    void publish() override;
    // PlayTable
    PlayTable &table() { return *this; }
    const rules::Game *liveGame() const override { return m_played ? &m_played->game : nullptr; }
    const record::Record &liveRecord() const override { return m_played ? m_played->recorder.record() : m_noRecord; }
    record::PlayedGame *ownGame() override { return m_own.get(); }
    rules::Status apply(const rules::Decision &decision, bool computer) override { return step(decision, computer); }
    void changedBy(size_t oldLog) override;
    void tablePlayed(int seat, bool decision, bool computer) override;
    void restore(rules::Game &&game, record::Recorder &&recorder) override;
    QUrl gameFile() const override { return m_currentFile; }
    void closeTable() override { closeGame(); }
    void tell(const QString &text) override { Q_EMIT netMessage(text); }
    void followDraws(const std::vector<rules::TileRef> &draws) override;
    PublishedState computeState() const;
    void scheduleComputer();
    void applyComputer(int seat, const rules::Decision &decision);

    BoardModel *m_board;
    PlayersModel *m_players;
    WheelModel *m_wheel;
    EventLogModel *m_log;
    DrawnTilesModel *m_drawnTiles;
    DeployOptionsModel *m_deployOptions;
    LegalPositionsModel *m_legalPositions;
    FollowersModel *m_followers;
    BagModel *m_bag;
    LastMovesModel *m_lastMoves;
    Replayer *m_replayer;

    SaveGames *m_saves;
    Autosaver *m_autosaver;
    seats::ComputerSeats *m_computers;
    MoveAdvisor *m_advisor;
    GameAnalysis *m_analysis;
    // A network game's draws so far (its record alone does not reproduce them: the replay and
    // the analysis follow them).
    std::vector<rules::TileRef> m_netDraws;
    NetSession *m_net;
    Tutorial *m_tutorial;
    GamesModel *m_games;
    GameOptions *m_options;
    TurnStaging *m_staging;
    PlayerAids *m_aids;
    GameFile *m_files;
    LessonCommands *m_lesson;
    ReviewCommands *m_review;
    PuzzleCommands *m_puzzles;
    PuzzleSession *m_puzzle;
    qint64 m_storedId = 0; // the game shown is this game of m_games (0: none)

    // The game shown live and its record: one this window plays on itself (m_own: local play,
    // a lesson, a puzzle, a guest's mirror of a network table), or the table's own game when
    // this app hosts the table (net::Table::played(): the window follows it, never changes it).
    std::shared_ptr<record::PlayedGame> m_own;
    std::shared_ptr<const record::PlayedGame> m_played;
    record::Record m_noRecord; // liveRecord() without a game: empty
    size_t m_shownLog = 0; // the live game's log size when last published (afterChange)
    bool m_finishedShown = false; // the end of the game shown live was seen (gameFinished)
    SetupInfo m_setup;
    uint64_t m_seed = 0;

    PublishedState m_state;
    int m_rotation = 0;
    bool m_eventShown = false;
    bool m_restoringView = false; // from restoreView to gameStarted: the view's reports wait
    QTimer *m_viewSave; // writes the autosave a moment after the view state changed
    int m_displayedPigSteps = 0;
    int m_highlightedSector = -1;
    int m_lastWheelLog = -1;
    QString m_lastPlacePrompt;
    bool m_animationsEnabled = true;
    bool m_computerHalted = false;

    // Who decides and where a decision goes (playmode.h): the live mode (local play, the
    // lesson over it, a network table) and the mode on screen (the live one, or the replay
    // over it).
    std::unique_ptr<LocalPlay> m_localPlay;
    std::unique_ptr<LessonPlay> m_lessonPlay;
    std::unique_ptr<NetPlay> m_netPlay;
    std::unique_ptr<ReplayView> m_replayView;
    std::unique_ptr<PuzzlePlay> m_puzzlePlay;
    PlayMode *m_live = nullptr;
    PlayMode *m_mode = nullptr;

    QUrl m_currentFile;
    int m_savedTurns = -1; // record turns when last saved or opened
};

} // namespace fortuna::model
