// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the QML facade over one rules::Game. It only translates: every rule lives
// in the engine. Commands return "" on success or the reason of a refusal.
//
// Animation handshake (the KNetWalk pattern): when the engine moves the pig, pigSteps jumps at
// once while displayedPigSteps stays behind and busy is true; QML walks the pig from
// displayedPigSteps to pigSteps and then calls pigAnimationFinished(). Until then human
// commands are refused and computer seats wait. With animationsEnabled false nothing waits.
//
// Computer seats play by themselves: each decision is computed off the UI thread on a copy of
// the game by a record::Agent (record/agent.h: levels are added there), then applied on the UI thread computerDelay ms after it was asked
// for, one step (choose/place/deploy/plague) at a time.
#pragma once

#include "boardmodel.h"
#include "convert.h"
#include "deployoptionsmodel.h"
#include "drawntilesmodel.h"
#include "eventlogmodel.h"
#include "followersmodel.h"
#include "legalpositionsmodel.h"
#include "playersmodel.h"
#include "wheelmodel.h"

#include "record/agent.h"
#include "record/recorder.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fortuna::model {

class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // Game state (read-only).
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY playerCountChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY currentPlayerChanged)
    Q_PROPERTY(int plaguePlayer READ plaguePlayer NOTIFY plaguePlayerChanged)
    Q_PROPERTY(int actingPlayer READ actingPlayer NOTIFY actingPlayerChanged)
    Q_PROPERTY(QString currentTile READ currentTile NOTIFY currentTileChanged)
    Q_PROPERTY(int tilesLeft READ tilesLeft NOTIFY tilesLeftChanged)
    Q_PROPERTY(int pigSteps READ pigSteps NOTIFY pigStepsChanged)
    Q_PROPERTY(int pigSector READ pigSector NOTIFY pigSectorChanged)
    Q_PROPERTY(QVariantMap lastWheelEvent READ lastWheelEvent NOTIFY lastWheelEventChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool awaitingHuman READ awaitingHuman NOTIFY awaitingHumanChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    // Options of the game being played.
    Q_PROPERTY(bool wheelAsStart READ wheelAsStart NOTIFY wheelAsStartChanged)
    Q_PROPERTY(bool fortuneTellerEnabled READ fortuneTellerEnabled NOTIFY fortuneTellerEnabledChanged)
    Q_PROPERTY(QString famineRule READ famineRule NOTIFY famineRuleChanged)
    Q_PROPERTY(QString tileSet READ tileSet NOTIFY tileSetChanged)
    Q_PROPERTY(qint64 seed READ seed NOTIFY seedChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY setupChanged)
    // Presentation state.
    Q_PROPERTY(int rotation READ rotation WRITE setRotation NOTIFY rotationChanged)
    Q_PROPERTY(int displayedPigSteps READ displayedPigSteps NOTIFY displayedPigStepsChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(int highlightedSector READ highlightedSector NOTIFY highlightedSectorChanged)
    Q_PROPERTY(bool animationsEnabled READ animationsEnabled WRITE setAnimationsEnabled NOTIFY animationsEnabledChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)
    Q_PROPERTY(QStringList aiLevels READ aiLevels CONSTANT)
    // Sub-models.
    Q_PROPERTY(fortuna::model::BoardModel *board READ board CONSTANT)
    Q_PROPERTY(fortuna::model::PlayersModel *players READ players CONSTANT)
    Q_PROPERTY(fortuna::model::WheelModel *wheel READ wheel CONSTANT)
    Q_PROPERTY(fortuna::model::EventLogModel *log READ log CONSTANT)
    Q_PROPERTY(fortuna::model::DrawnTilesModel *drawnTiles READ drawnTiles CONSTANT)
    Q_PROPERTY(fortuna::model::DeployOptionsModel *deployOptions READ deployOptions CONSTANT)
    Q_PROPERTY(fortuna::model::LegalPositionsModel *legalPositions READ legalPositions CONSTANT)
    Q_PROPERTY(fortuna::model::FollowersModel *followers READ followers CONSTANT)

public:
    enum Phase { NoGame, ChooseTile, Plague, Place, Deploy, GameOver };
    Q_ENUM(Phase)

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    // setup: {players: [{name, color, ai}], rules: {tileSet, fortuneTeller, famine,
    // wheelAsStart}, seed (optional), deck (optional list of "U/2"... for scenarios)}.
    Q_INVOKABLE QString newGame(const QVariantMap &setup);
    // Leaves the game (phase NoGame, empty models).
    Q_INVOKABLE void closeGame();
    // The game as a fortuna-record/1 file (every complete turn; a turn in progress is replayed
    // from its start on loading). Return "" or the reason of a failure.
    Q_INVOKABLE QString saveGame(const QUrl &file) const;
    Q_INVOKABLE QString loadGame(const QUrl &file);
    Q_INVOKABLE QString recordJson() const;

    Q_INVOKABLE void rotateClockwise();
    Q_INVOKABLE void rotateCounterClockwise();
    Q_INVOKABLE bool isLegal(int x, int y) const;
    Q_INVOKABLE QVariantList legalRotations(int x, int y) const;
    Q_INVOKABLE QString placeTile(int x, int y);
    Q_INVOKABLE QString undoPlacement();
    Q_INVOKABLE QString deployOnFeature(const QString &feature, const QString &port);
    Q_INVOKABLE QString deployOnCrown(const QString &sector, int slot);
    Q_INVOKABLE QString skipDeploy();
    Q_INVOKABLE QString chooseTile(int index);
    Q_INVOKABLE QString removeFollower(int x, int y, const QString &feature, const QString &port);
    Q_INVOKABLE void pigAnimationFinished();

    // {turns: T, players: [{player, name, colorName, scores: [after turn 0..T], final}],
    //  wheelTurns: [{turn, sector, sectorName}]}; scores exclude final scoring, final includes it.
    Q_INVOKABLE QVariantMap scoreHistory() const;

    bool running() const { return m_view.running; }
    Phase phase() const { return m_view.phase; }
    int turn() const { return m_view.turn; }
    int playerCount() const { return m_view.playerCount; }
    int currentPlayer() const { return m_view.currentPlayer; }
    int plaguePlayer() const { return m_view.plaguePlayer; }
    int actingPlayer() const { return m_view.actingPlayer; }
    QString currentTile() const { return m_view.currentTile; }
    int tilesLeft() const { return m_view.tilesLeft; }
    int pigSteps() const { return m_view.pigSteps; }
    int pigSector() const { return m_view.pigSector; }
    QVariantMap lastWheelEvent() const { return m_view.lastWheelEvent; }
    bool canUndo() const { return m_view.canUndo; }
    bool awaitingHuman() const { return m_view.awaitingHuman; }
    bool thinking() const { return m_view.thinking; }
    bool wheelAsStart() const { return m_view.wheelAsStart; }
    bool fortuneTellerEnabled() const { return m_view.fortuneTellerEnabled; }
    QString famineRule() const { return m_view.famineRule; }
    QString tileSet() const { return m_view.tileSet; }
    qint64 seed() const { return m_view.seed; }
    QVariantMap setup() const { return m_view.setup; }
    int rotation() const { return m_view.rotation; }
    void setRotation(int rotation);
    int displayedPigSteps() const { return m_view.displayedPigSteps; }
    bool busy() const { return m_view.busy; }
    int highlightedSector() const { return m_view.highlightedSector; }
    bool animationsEnabled() const { return m_animationsEnabled; }
    void setAnimationsEnabled(bool enabled);
    int computerDelay() const { return m_computerDelay; }
    void setComputerDelay(int ms);
    QStringList aiLevels() const;

    BoardModel *board() const { return m_board; }
    PlayersModel *players() const { return m_players; }
    WheelModel *wheel() const { return m_wheel; }
    EventLogModel *log() const { return m_log; }
    DrawnTilesModel *drawnTiles() const { return m_drawnTiles; }
    DeployOptionsModel *deployOptions() const { return m_deployOptions; }
    LegalPositionsModel *legalPositions() const { return m_legalPositions; }
    FollowersModel *followers() const { return m_followers; }

    // C++ side (saving, tests): the engine state and the seats.
    const rules::Game *game() const { return m_game ? &*m_game : nullptr; }
    const QVector<Seat> &seats() const { return m_seats; }
    // The record of the game so far (every complete turn), for saving.
    const record::Record &record() const { return m_recorder.record(); }
    // Called after every decision applied (human or computer), with the game after it.
    using DecisionObserver = std::function<void(const rules::Decision &, const rules::Game &)>;
    void setDecisionObserver(DecisionObserver observer) { m_observer = std::move(observer); }

Q_SIGNALS:
    void runningChanged();
    void phaseChanged();
    void turnChanged();
    void playerCountChanged();
    void currentPlayerChanged();
    void plaguePlayerChanged();
    void actingPlayerChanged();
    void currentTileChanged();
    void tilesLeftChanged();
    void pigStepsChanged();
    void pigSectorChanged();
    void lastWheelEventChanged();
    void canUndoChanged();
    void awaitingHumanChanged();
    void thinkingChanged();
    void wheelAsStartChanged();
    void fortuneTellerEnabledChanged();
    void famineRuleChanged();
    void tileSetChanged();
    void seedChanged();
    void setupChanged();
    void rotationChanged();
    void displayedPigStepsChanged();
    void busyChanged();
    void highlightedSectorChanged();
    void animationsEnabledChanged();
    void computerDelayChanged();
    // A new game started (after every model was filled).
    void gameStarted();
    // A decision was applied; `computer` when a computer seat made it.
    void moveMade(int player, bool computer);
    // A computer seat failed to produce a legal decision; automatic play stops.
    void computerFailed(const QString &reason);

private:
    struct View {
        bool running = false;
        Phase phase = NoGame;
        int turn = 0;
        int playerCount = 0;
        int currentPlayer = -1;
        int plaguePlayer = -1;
        int actingPlayer = -1;
        QString currentTile;
        int tilesLeft = 0;
        int pigSteps = 0;
        int pigSector = 0;
        QVariantMap lastWheelEvent;
        bool canUndo = false;
        bool awaitingHuman = false;
        bool thinking = false;
        bool wheelAsStart = true;
        bool fortuneTellerEnabled = false;
        QString famineRule = QStringLiteral("any-farmer");
        QString tileSet = QStringLiteral("wheel-of-fortune");
        qint64 seed = 0;
        QVariantMap setup;
        int rotation = 0;
        int displayedPigSteps = 0;
        bool busy = false;
        int highlightedSector = -1;
    };

    void installGame(rules::Game &&game, record::Record header, bool resumed);
    QString humanStep(const rules::Decision &decision);
    rules::Status step(const rules::Decision &decision, bool computer);
    void afterChange(size_t oldLogSize, bool fresh);
    void adjustRotationForNewPrompt();
    void syncModels(bool fresh);
    void publish();
    View computeView() const;
    int actor() const;
    bool isComputerSeat(int player) const;
    void scheduleComputer();
    void onComputed(quint64 generation, const rules::Decision &decision);
    void applyComputer(quint64 generation, const rules::Decision &decision);
    void cancelComputer();

    BoardModel *m_board;
    PlayersModel *m_players;
    WheelModel *m_wheel;
    EventLogModel *m_log;
    DrawnTilesModel *m_drawnTiles;
    DeployOptionsModel *m_deployOptions;
    LegalPositionsModel *m_legalPositions;
    FollowersModel *m_followers;

    std::optional<rules::Game> m_game;
    QVector<Seat> m_seats;
    std::vector<std::shared_ptr<record::Agent>> m_agents; // per seat, nullptr for humans
    QVariantMap m_setup;
    uint64_t m_seed = 0;

    View m_view;
    int m_rotation = 0;
    int m_displayedPigSteps = 0;
    int m_highlightedSector = -1;
    int m_lastWheelLog = -1;
    QString m_lastPlacePrompt;
    bool m_animationsEnabled = true;
    int m_computerDelay = 700;

    quint64 m_generation = 0;
    bool m_computing = false;
    bool m_computerHalted = false;
    record::Recorder m_recorder;
    QElapsedTimer m_thinkClock;
    DecisionObserver m_observer;
};

} // namespace fortuna::model
