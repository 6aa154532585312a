// SPDX-License-Identifier: GPL-3.0-or-later
// GameController driving whole games through the API that QML uses: humans to the end, compared
// with the engine at every step; computer seats, animations, pacing and a new game in flight.
#include "computerseats.h"
#include "gamecontrollerhelpers.h"

#include <QElapsedTimer>

using namespace gctest; // fortuna, GameController, RowModel
using fortuna::seats::ComputerSeats;

class GameControllerGamesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullGameThroughTheController_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<qint64>("seed");
        QTest::addColumn<QVariantMap>("rules");
        QTest::addColumn<bool>("animations");
        QTest::newRow("2 players") << 2 << qint64(1) << QVariantMap{} << false;
        QTest::newRow("3 players animated") << 3 << qint64(2) << QVariantMap{} << true;
        QTest::newRow("4 fortune teller") << 4 << qint64(3) << QVariantMap{{QStringLiteral("fortuneTeller"), true}} << true;
        QTest::newRow("5 base+wheel majority") << 5 << qint64(4)
                                               << QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("base+wheel")},
                                                              {QStringLiteral("famine"), QStringLiteral("majority")}}
                                               << false;
        QTest::newRow("2 beside the wheel, fortune teller")
            << 2 << qint64(5) << QVariantMap{{QStringLiteral("wheelAsStart"), false}, {QStringLiteral("fortuneTeller"), true}} << true;
    }

    void fullGameThroughTheController()
    {
        QFETCH(int, players);
        QFETCH(qint64, seed);
        QFETCH(QVariantMap, rules);
        QFETCH(bool, animations);
        GameController c;
        c.setAnimationsEnabled(animations);
        Observers o(c);
        QCOMPARE(c.newGame(headerJson(humans(players, seed, rules))), QString());
        QCOMPARE(o.check(), QString());
        o.clearResets();
        QRandomGenerator rng(quint32(seed * 7919));
        int steps = 0, chooseRows = 0;
        std::map<GameController::Phase, int> phases;
        while (c.phase() != GameController::GameOver) {
            QVERIFY(++steps < 5000);
            if (c.busy()) {
                QVERIFY(animations);
                QVERIFY(!c.awaitingHuman());
                QString problems;
                QVERIFY(!playHumanStep(c, rng, [&]() {
                             problems += o.check();
                         }).isEmpty()); // refused while the pig walks
                QCOMPARE(problems, QString());
                c.pigAnimationFinished();
                QCOMPARE(c.displayedPigSteps(), c.pigSteps());
                QCOMPARE(c.highlightedSector(), c.lastWheelEvent().sector);
                QCOMPARE(o.check(), QString());
                continue;
            }
            QVERIFY(c.awaitingHuman());
            ++phases[c.phase()];
            if (c.phase() == GameController::ChooseTile) {
                QVERIFY(c.drawnTiles()->count() >= 2);
                QCOMPARE(c.currentTile(), QString());
                for (int i = 0; i < c.drawnTiles()->count(); ++i)
                    chooseRows += role(c.drawnTiles(), i, "placeable").toBool() ? 1 : 0;
            }
            QString problems;
            const QString reason = playHumanStep(
                c,
                rng,
                [&]() {
                    problems += o.check();
                },
                rules.value(QStringLiteral("fortuneTeller")).toBool());
            QVERIFY2(reason.isEmpty(), qPrintable(reason));
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
            const QString differences = compareWithEngine(c);
            QVERIFY2(differences.isEmpty(), qPrintable(differences));
            QCOMPARE(c.displayedPigSteps() <= c.pigSteps(), true);
        }
        QCOMPARE(o.resets(), 0);
        QVERIFY(!c.running());
        QVERIFY(!c.awaitingHuman());
        QCOMPARE(c.currentPlayer(), -1);
        QVERIFY(phases[GameController::Place] > 40);
        QCOMPARE(phases[GameController::Place], phases[GameController::Deploy]);
        if (rules.value(QStringLiteral("fortuneTeller")).toBool()) {
            QVERIFY(phases[GameController::ChooseTile] > 0);
            QVERIFY(chooseRows > 0);
        }

        // Final scores equal the engine's; ranks and winners; history.
        const rules::Game *g = c.game();
        int best = 0;
        for (int p = 0; p < players; ++p)
            best = std::max(best, g->score(p));
        const model::ScoreHistory history = c.scoreHistory();
        QVERIFY(history.valid);
        const QList<model::ScoreSeries> &series = history.players;
        QCOMPARE(series.size(), players);
        int wheelEvents = 0;
        for (const rules::LogEntry &e : g->log())
            wheelEvents += e.kind == rules::LogKind::Wheel ? 1 : 0;
        QCOMPARE(history.wheelTurns.size(), wheelEvents);
        // the end screen's columns: every reason, the tents only with the Fortune Teller
        const bool teller = rules.value(QStringLiteral("fortuneTeller")).toBool();
        QCOMPARE(history.reasons.size(), rules::ReasonCount - (teller ? 0 : 1));
        QCOMPARE(history.reasons.contains(int(rules::Reason::Tent)), teller);
        QCOMPARE(history.reasons.first(), int(rules::Reason::Road));
        for (int p = 0; p < players; ++p) {
            QCOMPARE(role(c.players(), p, "score").toInt(), g->score(p));
            const QVariantMap breakdown = role(c.players(), p, "breakdown").toMap();
            for (int r = 0; r < rules::ReasonCount; ++r)
                QCOMPARE(breakdown.value(QString::fromLatin1(rules::reasonName(rules::Reason(r)).data())).toInt(), g->points(p, rules::Reason(r)));
            QCOMPARE(role(c.players(), p, "isWinner").toBool(), g->score(p) == best);
            QCOMPARE(role(c.players(), p, "rank").toInt() == 1, g->score(p) == best);
            QCOMPARE(role(c.players(), p, "isCurrent").toBool(), false);
            const model::ScoreSeries &h = series[p];
            QCOMPARE(h.player, p);
            QCOMPARE(h.finalScore, g->score(p));
            QCOMPARE(h.breakdown.size(), rules::ReasonCount);
            for (int r = 0; r < rules::ReasonCount; ++r)
                QCOMPARE(h.breakdown[r], g->points(p, rules::Reason(r)));
            const QList<int> &scores = h.scores;
            QCOMPARE(scores.size(), history.turns + 1);
            QCOMPARE(scores.first(), 0);
            for (int t = 1; t < scores.size(); ++t)
                QVERIFY(scores[t] >= scores[t - 1]);
            QVERIFY(scores.last() <= g->score(p));
        }
        QCOMPARE(compareWithEngine(c), QString());
        // Nothing more to do.
        QVERIFY(!c.placeTile(0, 0).isEmpty());
        QVERIFY(!c.skipDeploy().isEmpty());
        QCOMPARE(o.check(), QString());
        // The record holds every turn and replays to the same scores.
        QVERIFY(!c.record().turns.empty());
    }

    void computerSeatsCompleteAGame_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QVariantMap>("rules");
        QTest::newRow("2") << 2 << QVariantMap{};
        QTest::newRow("4 fortune teller") << 4 << QVariantMap{{QStringLiteral("fortuneTeller"), true}};
    }

    void computerSeatsCompleteAGame()
    {
        QFETCH(int, players);
        QFETCH(QVariantMap, rules);
        GameController c;
        c.setAnimationsEnabled(false);
        c.setComputerDelay(0);
        Observers o(c);
        QSignalSpy moves(&c, &GameController::moveMade);
        QSignalSpy failures(&c, &GameController::computerFailed);
        QVariantMap setup = humans(players, 77, rules);
        QVariantList seats = setup.value(QStringLiteral("players")).toList();
        for (QVariant &s : seats) {
            QVariantMap m = s.toMap();
            m.insert(QStringLiteral("ai"), QStringLiteral("random"));
            s = m;
        }
        setup.insert(QStringLiteral("players"), seats);
        QString problems;
        connect(&c, &GameController::moveMade, this, [&o, &problems]() {
            problems += o.check();
        });
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        QCOMPARE(o.check(), QString());
        o.clearResets();
        QVERIFY(!c.awaitingHuman());
        QVERIFY(c.thinking());
        QCOMPARE(role(c.players(), 0, "isComputer").toBool(), true);
        QCOMPARE(role(c.players(), 0, "aiLevel").toString(), QStringLiteral("random"));
        QVERIFY(!c.placeTile(0, -1).isEmpty()); // not a human's turn
        QTRY_COMPARE_WITH_TIMEOUT(c.phase(), GameController::GameOver, 60000);
        QCOMPARE(failures.count(), 0);
        QVERIFY(moves.count() > 100);
        for (const auto &args : std::as_const(moves))
            QVERIFY(args.at(1).toBool());
        QVERIFY(!c.thinking());
        QCOMPARE(compareWithEngine(c), QString());
        for (int p = 0; p < players; ++p)
            QCOMPARE(role(c.players(), p, "score").toInt(), c.game()->score(p));
        // Every NOTIFY fired once per change, step after step; no reset after the first fill.
        QCOMPARE(problems, QString());
        QCOMPARE(o.resets(), 0);
    }

    void humanAgainstComputerWithAnimations()
    {
        GameController c;
        c.setAnimationsEnabled(true);
        c.setComputerDelay(0);
        Observers o(c);
        const QVariantMap setup = seats({QStringLiteral("Ana:green"), QStringLiteral("Bot:black:random"), QStringLiteral("Bot 2:yellow:random")}, 2024);
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        o.clearResets();
        QRandomGenerator rng(99);
        int humanSteps = 0, walks = 0;
        while (c.phase() != GameController::GameOver) {
            QTRY_VERIFY_WITH_TIMEOUT(c.awaitingHuman() || c.busy() || c.phase() == GameController::GameOver, 10000);
            if (c.phase() == GameController::GameOver)
                break;
            if (c.busy()) {
                // Computer seats wait for the walk: none is asked (thinking covers a decision
                // being computed and one waiting for its delay), so whatever is queued runs
                // and nothing happens.
                QVERIFY(!c.thinking());
                const int logRows = c.log()->count();
                const int phase = c.phase();
                const int turn = c.turn();
                QCoreApplication::processEvents();
                QCOMPARE(c.log()->count(), logRows);
                QCOMPARE(int(c.phase()), phase);
                QCOMPARE(c.turn(), turn);
                QVERIFY(c.busy());
                QVERIFY(!c.thinking());
                ++walks;
                c.pigAnimationFinished();
                continue;
            }
            QCOMPARE(c.actingPlayer() == 0, true);
            const QString reason = playHumanStep(c, rng);
            QVERIFY2(reason.isEmpty(), qPrintable(reason));
            ++humanSteps;
        }
        QVERIFY(humanSteps > 20);
        QVERIFY(walks > 3);
        QCOMPARE(o.resets(), 0);
        QCOMPARE(compareWithEngine(c), QString());
    }

    void computerDelayPacesTheSteps()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        c.setComputerDelay(60);
        const QVariantMap setup = seats({QStringLiteral("A:red:random"), QStringLiteral("B:blue")}, 8);
        QElapsedTimer clock;
        clock.start();
        QSignalSpy moves(&c, &GameController::moveMade);
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        QVERIFY(c.thinking());
        QVERIFY(moves.wait(30000));
        QVERIFY(clock.elapsed() >= 50); // lower bounds: a slow machine only adds to them
        QCOMPARE(c.phase(), GameController::Deploy); // one step at a time: the placement first
        QVERIFY(moves.wait(30000));
        QVERIFY(clock.elapsed() >= 110);
        QTRY_VERIFY_WITH_TIMEOUT(c.awaitingHuman() || c.phase() == GameController::Plague, 30000);
    }

    void newGameDropsAComputerDecisionInFlight()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        c.setComputerDelay(100);
        const QVariantMap bots = seats({QStringLiteral("A:red:random"), QStringLiteral("B:blue:random")}, 3);
        QCOMPARE(c.newGame(headerJson(bots)), QString());
        QVERIFY(c.thinking());
        auto *computers = c.findChild<ComputerSeats *>();
        QVERIFY(computers);
        QSignalSpy dropped(computers, &ComputerSeats::dropped);
        QCOMPARE(c.newGame(headerJson(humans(2, 3))), QString());
        QVERIFY(!c.thinking());
        QSignalSpy moves(&c, &GameController::moveMade);
        // The bots' decision comes back and is dropped, never applied to the new game.
        QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, 30000);
        QVERIFY(computers->waitForIdle(30000));
        QCoreApplication::processEvents();
        QCOMPARE(moves.count(), 0);
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.board()->count(), 0);
        QVERIFY(c.awaitingHuman());
    }
};

QTEST_GUILESS_MAIN(GameControllerGamesTest)
#include "gamecontrollergamestest.moc"
