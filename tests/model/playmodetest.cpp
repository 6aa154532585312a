// SPDX-License-Identifier: GPL-3.0-or-later
// The play modes (model/controller/playmode.h) on their own, over a table that records what
// reaches it: where a person's decision goes in each mode, and what refuses it; the replay
// starting and ending itself. (NetPlay's routing to the table: model-netgame,
// aDecisionGoesToTheTable.)
#include "autosaver.h"
#include "computerseats.h"
#include "gamesetup.h"
#include "lessonplay.h"
#include "localplay.h"
#include "netsession.h"
#include "replayer.h"
#include "replayview.h"
#include "tutorial.h"

#include "record/record.h"
#include "record/recorder.h"
#include "rules/randomplayer.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace fortuna;
using namespace fortuna::model;
using rules::Decision;

namespace
{

// The live game, recording every decision applied to it.
class RecordingTable : public PlayTable
{
public:
    explicit RecordingTable(const record::Record &header)
    {
        GameSetup::Started started = GameSetup::start(header);
        own = std::make_shared<record::PlayedGame>(std::move(*started.game), started.header);
    }

    const rules::Game *liveGame() const override { return own ? &own->game : nullptr; }
    const record::Record &liveRecord() const override { return own->recorder.record(); }
    record::PlayedGame *ownGame() override { return own.get(); }
    const Seats &seats() const override { return own->recorder.record().players; }
    int actingPlayer() const override { return own ? own->game.actingPlayer() : -1; }
    QString whyNotNow() const override { return QString(); }
    rules::Status apply(const Decision &decision, bool) override
    {
        applied.push_back(decision);
        return own->recorder.apply(own->game, decision);
    }
    void changedBy(size_t) override { ++changes; }
    void tablePlayed(int, bool, bool) override { ++changes; }
    void restore(rules::Game &&g, record::Recorder &&r) override
    {
        own->game = std::move(g);
        own->recorder = std::move(r);
        ++changes;
    }
    void publish() override {}
    ViewState viewState() const override { return ViewState{}; }
    QUrl gameFile() const override { return QUrl(); }
    void closeTable() override { own.reset(); }
    void tell(const QString &text) override { told.append(text); }
    void followDraws(const std::vector<rules::TileRef> &) override {}

    std::shared_ptr<record::PlayedGame> own;
    std::vector<Decision> applied;
    int changes = 0;
    QStringList told;
};

// A mode that takes every decision and remembers it (the inner mode of the decorators).
class RecordingMode : public LiveMode
{
public:
    using LiveMode::LiveMode;
    QString notYours(int) const override { return QString(); }
    QString decide(const Decision &decision) override
    {
        decided.push_back(decision);
        return QString();
    }
    QString undo() override
    {
        ++undos;
        return QString();
    }
    bool othersAct(int player) const override { return player == 1; }
    bool personSeat(int) const override { return true; }
    void remoteUpdate(const NetUpdated &) override { ++updates; }

    std::vector<Decision> decided;
    int undos = 0;
    int updates = 0;
};

record::Record twoPeople(const QString &boLevel = QString())
{
    const QString bo = boLevel.isEmpty() ? QStringLiteral(R"({"name": "Bo", "color": "blue"})")
                                         : QStringLiteral(R"({"name": "Bo", "color": "blue", "ai": "%1"})").arg(boLevel);
    const QString header =
        QStringLiteral(R"({"format": "fortuna-record/1", "seed": 7, "players": [{"name": "Ann", "color": "red"}, %1], "rules": {}})").arg(bo);
    return *record::readRecord(header.toUtf8()).record;
}

Decision firstPlacement(const rules::Game &game)
{
    return Decision::placing(game.legalPlacements().front());
}

} // namespace

class PlayModeTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("playmodetest"));
    }

    // The replay takes no decision and lets nothing through to the live mode under it, while
    // what the live game receives from elsewhere still reaches it.
    void replayRefusesDecisions()
    {
        RecordingTable table(twoPeople());
        RecordingMode live(table);
        Replayer replayer;
        ReplayView replay(table, &replayer);
        replay.setInner(&live);
        QVERIFY(!replay.closed().isEmpty());
        QCOMPARE(replay.decide(firstPlacement(table.own->game)), replay.closed());
        QCOMPARE(replay.undo(), replay.closed());
        QVERIFY(live.decided.empty());
        QCOMPARE(live.undos, 0);
        QVERIFY(table.applied.empty());
        QVERIFY(live.computersMove());
        QVERIFY(!replay.computersMove());
        QVERIFY(replay.othersAct(1)); // asked of the live mode
        QVERIFY(!replay.othersAct(0));
        replay.remoteUpdate(NetUpdated{});
        QCOMPARE(live.updates, 1);
    }

    // The replay starts and ends itself: it replays the live game's record from the turn asked
    // (again from another while it is on), shows its position's wheel, and at its end gives
    // back the wheel the live game showed when it began, with the pig where the live game's
    // stands.
    void replayStartsAndEnds()
    {
        RecordingTable table(twoPeople());
        rules::RandomPlayer player(3);
        // A few turns, with a wheel event among them.
        while (table.own->recorder.record().turns.size() < 6 || lastWheelLog(table.own->game) < 0) {
            QVERIFY(table.own->recorder.record().turns.size() < 60);
            QVERIFY(table.own->recorder.apply(table.own->game, player.decide(table.own->game)));
        }
        const int turns = int(table.own->recorder.record().turns.size());
        RecordingMode live(table);
        Replayer replayer;
        ReplayView replay(table, &replayer);
        QVERIFY(!replay.on());
        const WheelShown liveWheel{1, 4, 2};
        QCOMPARE(replay.start(&live, turns, liveWheel, {}), QString());
        QVERIFY(replay.on());
        QVERIFY(replayer.active());
        QCOMPARE(replay.inner(), &live);
        QCOMPARE(replay.shownPosition(), turns);
        QCOMPARE(int(replay.shownTurns().size()), turns);
        QVERIFY(replay.shownGame() && replay.shownGame() != &table.own->game);
        const WheelShown shown = replay.shownWheel();
        QCOMPARE(shown.pigSteps, int(replay.shownGame()->pigSteps()));
        QCOMPARE(shown.lastWheelLog, lastWheelLog(*replay.shownGame()));
        QVERIFY(shown.lastWheelLog >= 0);
        QCOMPARE(shown.highlightedSector, int(replay.shownGame()->log()[size_t(shown.lastWheelLog)].sector));

        // Again from another turn: the live wheel is still the one kept at the beginning.
        QCOMPARE(replay.start(&live, 2, WheelShown{}, {}), QString());
        QCOMPARE(replay.shownPosition(), 2);
        QVERIFY(table.own->recorder.apply(table.own->game, player.decide(table.own->game))); // the live game goes on
        const WheelShown back = replay.end();
        QVERIFY(!replay.on());
        QVERIFY(!replayer.active());
        QCOMPARE(back.lastWheelLog, 4);
        QCOMPARE(back.highlightedSector, 2);
        QCOMPARE(back.pigSteps, int(table.own->game.pigSteps()));
    }

    // The lesson hands on only its step's decision: nothing while a card is to be read, and at
    // a Place step only the spot it lights.
    void lessonVetsDecisions()
    {
        RecordingTable table(Tutorial::header());
        RecordingMode local(table);
        Tutorial tutorial;
        Autosaver autosaver;
        tutorial.gameInstalled(table.own->recorder.record(), table.own->game);
        QVERIFY(tutorial.active());
        QCOMPARE(tutorial.kind(), Tutorial::Info);
        LessonPlay lesson(table, &local, &tutorial, &autosaver);
        QVERIFY(!lesson.decide(firstPlacement(table.own->game)).isEmpty());
        QVERIFY(local.decided.empty());
        tutorial.next();
        QCOMPARE(tutorial.kind(), Tutorial::Place);
        const Decision spot = Decision::placing(rules::Placement{rules::Pos{tutorial.spot().x(), tutorial.spot().y()}, tutorial.spotRotation()});
        const auto &legal = table.own->game.legalPlacements();
        const auto elsewhere = std::find_if(legal.begin(), legal.end(), [&](const rules::Placement &p) {
            return !(p == spot.placement);
        });
        QVERIFY(elsewhere != legal.end());
        QVERIFY(!lesson.decide(Decision::placing(*elsewhere)).isEmpty());
        QVERIFY(local.decided.empty());
        QCOMPARE(lesson.decide(spot), QString());
        QCOMPARE(int(local.decided.size()), 1);
        QVERIFY(local.decided.front().placement == spot.placement);
        QVERIFY(table.applied.empty()); // the local play applies it, not the lesson
        QVERIFY(lesson.lesson());
        QVERIFY(!lesson.keepsFinished());
    }

    // Local play applies a person's decision to the live game, but stages the follower
    // decision while confirmTurns is on: the table gets it only at endTurn().
    void localPlayAppliesOrStages()
    {
        RecordingTable table(twoPeople());
        Autosaver autosaver;
        seats::ComputerSeats computers;
        computers.reset({QString(), QString()}, 7);
        LocalPlay local(table, &autosaver, &computers);
        QCOMPARE(local.decide(firstPlacement(table.own->game)), QString());
        QCOMPARE(int(table.applied.size()), 1);
        QCOMPARE(table.own->game.phase(), rules::Phase::Deploy);
        local.setConfirmTurns(true);
        QCOMPARE(local.decide(Decision::deploying(rules::Deployment::none())), QString());
        QVERIFY(local.staged());
        QCOMPARE(int(table.applied.size()), 1);
        QCOMPARE(table.own->game.phase(), rules::Phase::Deploy);
        QCOMPARE(local.endTurn(), QString());
        QVERIFY(!local.staged());
        QCOMPARE(int(table.applied.size()), 2);
        QCOMPARE(table.applied.back().phase, rules::Phase::Deploy);
        QVERIFY(!local.endTurn().isEmpty()); // nothing staged any more
        QCOMPARE(int(table.applied.size()), 2);
    }

    // The computers' seats are not the person's: local play says whose turn it is.
    void localPlayKnowsTheComputers()
    {
        RecordingTable table(twoPeople(QStringLiteral("easy")));
        Autosaver autosaver;
        seats::ComputerSeats computers;
        computers.reset({QString(), QStringLiteral("easy")}, 7);
        LocalPlay local(table, &autosaver, &computers);
        QVERIFY(local.notYours(0).isEmpty());
        QVERIFY(!local.notYours(1).isEmpty());
        QVERIFY(local.othersAct(1));
        QVERIFY(local.personSeat(0));
        QVERIFY(!local.personSeat(1));
    }
};

QTEST_GUILESS_MAIN(PlayModeTest)
#include "playmodetest.moc"
