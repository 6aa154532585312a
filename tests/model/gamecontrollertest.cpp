// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and its list models, driven only through the API that QML uses: the state
// of a new game, commands (rotation, placement, undo, plague, save, load, close) and refusals.
#include "gamecontrollerhelpers.h"
#include "refusaltext.h"

#include <QTemporaryDir>

using namespace gctest; // fortuna, GameController, RowModel

class GameControllerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initialState()
    {
        GameController c;
        QCOMPARE(c.phase(), GameController::NoGame);
        QVERIFY(!c.running());
        QVERIFY(!c.busy());
        QCOMPARE(c.highlightedSector(), -1);
        QCOMPARE(c.board()->count(), 0);
        QCOMPARE(c.wheel()->count(), 9);
        QCOMPARE(c.players()->count(), 0);
        QVERIFY(c.aiLevels().contains(QStringLiteral("random")));
        QVERIFY(!c.placeTile(0, -1).isEmpty());
        QVERIFY(!c.skipDeploy().isEmpty());
        QVERIFY(!c.scoreHistory().valid);
        QVERIFY(c.scoreHistory().players.isEmpty());
    }

    void newGameRefusesBadSetups_data()
    {
        QTest::addColumn<QVariantMap>("setup");
        const QVariantMap rules;
        QTest::newRow("one player") << QVariantMap{{QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QStringLiteral("red"))}}};
        QTest::newRow("six players") << QVariantMap{{QStringLiteral("players"), QVariantList(6, player(QStringLiteral("X"), QString()))}};
        QTest::newRow("same colour") << QVariantMap{
            {QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QStringLiteral("red")), player(QStringLiteral("B"), QStringLiteral("red"))}}};
        QTest::newRow("unknown colour") << QVariantMap{
            {QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QStringLiteral("pink")), player(QStringLiteral("B"), QStringLiteral("red"))}}};
        QTest::newRow("unknown ai") << QVariantMap{
            {QStringLiteral("players"),
             QVariantList{player(QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("genius")), player(QStringLiteral("B"), QStringLiteral("blue"))}}};
        QTest::newRow("tile set") << humans(2, 1, {{QStringLiteral("tileSet"), QStringLiteral("everything")}});
        QTest::newRow("famine") << humans(2, 1, {{QStringLiteral("famine"), QStringLiteral("nobody")}});
        QTest::newRow("negative seed") << humans(2, -4);
        QTest::newRow("deck") << QVariantMap{{QStringLiteral("players"), humans(2, 1).value(QStringLiteral("players"))},
                                             {QStringLiteral("deck"), QVariantList{QStringLiteral("U/9")}}};
    }

    void newGameRefusesBadSetups()
    {
        QFETCH(QVariantMap, setup);
        GameController c;
        QVERIFY(c.newGame(headerJson(humans(2, 7))).isEmpty());
        Observers o(c);
        const int turn = c.turn();
        const QString reason = c.newGame(headerJson(setup));
        QVERIFY2(!reason.isEmpty(), "the setup should be refused");
        QCOMPARE(o.check(), QString());
        QCOMPARE(o.modelSignals(), 0);
        QCOMPARE(o.resets(), 0);
        QCOMPARE(c.turn(), turn);
        QCOMPARE(c.seed(), qint64(7));
    }

    void newGameFillsEverything()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        Observers o(c);
        QSignalSpy started(&c, &GameController::gameStarted);
        QVariantMap setup = humans(3, 42, {{QStringLiteral("fortuneTeller"), true}, {QStringLiteral("famine"), QStringLiteral("majority")}});
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(started.count(), 1);
        QVERIFY(c.running());
        QCOMPARE(c.players()->rowCount(), 3);
        QCOMPARE(c.seed(), qint64(42));
        QVERIFY(c.fortuneTellerEnabled());
        QCOMPARE(c.rules().value(QStringLiteral("famine")), QVariant(QStringLiteral("majority")));
        QCOMPARE(c.rules().value(QStringLiteral("tileSet")), QVariant(QStringLiteral("wheel-of-fortune")));
        QVERIFY(c.wheelAsStart());
        QCOMPARE(c.players()->count(), 3);
        QCOMPARE(role(c.players(), 1, "colorName").toString(), QStringLiteral("blue"));
        QCOMPARE(role(c.players(), 0, "isCurrent").toBool(), true);
        QCOMPARE(role(c.players(), 0, "breakdown").toMap().size(), 11);
        QCOMPARE(c.setup().seed, 42);
        QCOMPARE(compareWithEngine(c), QString());
        // Without a seed a random one is chosen, and it is exact in QML (below 2^53).
        QVariantMap noSeed = setup;
        noSeed.remove(QStringLiteral("seed"));
        QCOMPARE(c.newGame(headerJson(noSeed)), QString());
        QVERIFY(c.seed() >= 0 && c.seed() < (qint64(1) << 53));
        // The same seed gives the same game.
        GameController a, b;
        QCOMPARE(a.newGame(headerJson(humans(2, 99))), QString());
        QCOMPARE(b.newGame(headerJson(humans(2, 99))), QString());
        QCOMPARE(a.currentTile(), b.currentTile());
        QCOMPARE(a.tilesLeft(), b.tilesLeft());
    }

    void rotation()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.newGame(headerJson(humans(2, 5))), QString());
        QCOMPARE(c.phase(), GameController::Place);
        QSignalSpy spy(&c, &GameController::rotationChanged);
        const int r0 = c.rotation();
        c.setRotation(r0);
        QCOMPARE(spy.count(), 0);
        c.rotateClockwise();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(c.rotation(), (r0 + 1) % 4);
        c.rotateCounterClockwise();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(c.rotation(), r0);
        c.setRotation(r0 + 4);
        QCOMPARE(spy.count(), 2);
        c.setRotation(-1);
        QCOMPARE(c.rotation(), 3);
        // legalPositions follows the rotation and agrees with isLegal / legalRotations.
        for (int r = 0; r < 4; ++r) {
            c.setRotation(r);
            QCOMPARE(compareWithEngine(c), QString());
            for (int i = 0; i < c.legalPositions()->count(); ++i) {
                const int x = role(c.legalPositions(), i, "x").toInt();
                const int y = role(c.legalPositions(), i, "y").toInt();
                QVERIFY(c.isLegal(x, y));
                QVERIFY(c.legalRotations(x, y).contains(r));
                QCOMPARE(role(c.legalPositions(), i, "rotations").toList(), c.legalRotations(x, y));
            }
        }
    }

    void illegalPlacementIsRefusedWithTheReason()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.newGame(headerJson(humans(2, 11))), QString());
        QCOMPARE(c.phase(), GameController::Place);
        const rules::Game *g = c.game();
        // An illegal spot next to the wheel (some rotation that does not fit), and one far away.
        QList<QPair<QPoint, int>> spots{{QPoint(40, 40), c.rotation()}};
        for (int x = -1; x <= 4; ++x) {
            for (int y = -1; y <= 4; ++y) {
                for (int r = 0; r < 4; ++r) {
                    const rules::Placement p{{x, y}, r};
                    const auto &legal = g->legalPlacements();
                    if (std::find(legal.begin(), legal.end(), p) == legal.end() && (x < 0 || y < 0 || x > 3 || y > 3))
                        spots.append({QPoint(x, y), r});
                }
            }
        }
        QVERIFY(spots.size() > 1);
        Observers o(c);
        for (const auto &[at, r] : std::as_const(spots)) {
            c.setRotation(r);
            QCOMPARE(o.check(), QString());
            o.clearModelSignals();
            QVERIFY(!c.isLegal(at.x(), at.y()));
            rules::Game copy = *c.game();
            const rules::Status expected = copy.place(rules::Placement{{at.x(), at.y()}, r});
            QVERIFY(!expected.ok());
            const QString reason = c.placeTile(at.x(), at.y());
            // The sentence for people is built from the engine's refusal code and arguments.
            QCOMPARE(reason, model::refusalText(expected, [](int) {
                         return QString();
                     }));
            QVERIFY(!reason.isEmpty());
            QCOMPARE(c.phase(), GameController::Place);
            QCOMPARE(o.check(), QString());
            QCOMPARE(o.modelSignals(), 0);
        }
    }

    void undoPlacement()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.newGame(headerJson(humans(2, 3))), QString());
        Observers o(c);
        const QString tile = c.currentTile();
        const int rows = c.board()->count();
        const int legal = c.legalPositions()->count();
        QVERIFY(!c.canUndo());
        QVERIFY(!c.undoPlacement().isEmpty()); // nothing to take back
        QCOMPARE(o.check(), QString());
        const int x = role(c.legalPositions(), 0, "x").toInt();
        const int y = role(c.legalPositions(), 0, "y").toInt();
        QCOMPARE(c.placeTile(x, y), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.phase(), GameController::Deploy);
        QVERIFY(c.canUndo());
        QCOMPARE(c.board()->count(), rows + 1);
        QCOMPARE(role(c.board(), rows, "pending").toBool(), true);
        QCOMPARE(role(c.board(), rows, "tileId").toString(), tile);
        QCOMPARE(role(c.board(), rows, "rotation").toInt(), c.rotation());
        QCOMPARE(c.legalPositions()->count(), 0);
        QVERIFY(c.deployOptions()->count() > 0);
        for (int i = 0; i < c.deployOptions()->count(); ++i) {
            if (role(c.deployOptions(), i, "kind").toString() == QLatin1String("feature")) {
                QCOMPARE(role(c.deployOptions(), i, "x").toInt(), x);
                QCOMPARE(role(c.deployOptions(), i, "y").toInt(), y);
                QCOMPARE(role(c.deployOptions(), i, "rotation").toInt(), c.rotation());
            }
        }
        // A row the options do not have is refused, and nothing changes.
        const int options = c.deployOptions()->count();
        QCOMPARE(c.deploy(options), QStringLiteral("Choice %1 is not offered now.").arg(options));
        QCOMPARE(c.deployOnTileFeature(-1), QStringLiteral("Choice -1 is not offered now."));
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(compareWithEngine(c), QString());

        QCOMPARE(c.undoPlacement(), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.phase(), GameController::Place);
        QVERIFY(!c.canUndo());
        QCOMPARE(c.currentTile(), tile);
        QCOMPARE(c.board()->count(), rows);
        QCOMPARE(c.legalPositions()->count(), legal);
        QCOMPARE(c.deployOptions()->count(), 0);
        QCOMPARE(compareWithEngine(c), QString());

        // Place again, deploy: the row stays and is no longer pending.
        QCOMPARE(c.placeTile(x, y), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(role(c.board(), rows, "pending").toBool(), false);
        QCOMPARE(o.resets(), 0);
        QCOMPARE(compareWithEngine(c), QString());
    }

    void plagueAcceptsOnlyThePlaguePlayersLandFollowers()
    {
        GameController c;
        c.setAnimationsEnabled(true);
        QVariantMap setup = humans(2, 1);
        setup.insert(QStringLiteral("deck"),
                     QVariantList{QStringLiteral("D"),
                                  QStringLiteral("D"),
                                  QStringLiteral("D"),
                                  QStringLiteral("U/3"),
                                  QStringLiteral("U/2"),
                                  QStringLiteral("B"),
                                  QStringLiteral("B"),
                                  QStringLiteral("B")});
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        Observers o(c);
        // Turn 1 (red) and 2 (blue): a follower on land each. Turn 3 (red): one on a crown.
        for (int t = 0; t < 2; ++t) {
            QCOMPARE(placeFirstLegal(c), QString());
            QCOMPARE(o.check(), QString());
            QCOMPARE(deployOnLand(c), QString());
            QCOMPARE(o.check(), QString());
        }
        QCOMPARE(landFollowersOf(c, 0), 1);
        QCOMPARE(landFollowersOf(c, 1), 1);
        QCOMPARE(placeFirstLegal(c), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.deployOnCrown(int(rules::Sector::Taxes), 0), QString());
        QCOMPARE(o.check(), QString());

        // Turn 4 (blue) drew U/3: the pig walks to Storm; nothing goes on until QML says so.
        QCOMPARE(c.pigSteps(), 3);
        QCOMPARE(c.displayedPigSteps(), 0);
        QVERIFY(c.busy());
        QVERIFY(!c.awaitingHuman());
        QCOMPARE(c.highlightedSector(), -1);
        QCOMPARE(c.lastWheelEvent().sector, int(rules::Sector::Storm));
        QCOMPARE(c.lastWheelEvent().moved, 3);
        QVERIFY(!placeFirstLegal(c).isEmpty());
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(o.check(), QString());
        c.pigAnimationFinished();
        QCOMPARE(o.check(), QString());
        QVERIFY(!c.busy());
        QCOMPARE(c.displayedPigSteps(), 3);
        QCOMPARE(c.highlightedSector(), 3);
        QVERIFY(c.awaitingHuman());
        c.pigAnimationFinished(); // no-op
        QCOMPARE(o.check(), QString());
        QCOMPARE(placeFirstLegal(c), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.highlightedSector(), -1);
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(o.check(), QString());

        // Turn 5 (red) drew U/2: Plague. Red gives back first, then blue.
        QCOMPARE(c.pigSteps(), 5);
        QVERIFY(c.busy());
        QCOMPARE(c.phase(), GameController::Plague);
        c.pigAnimationFinished();
        QCOMPARE(c.highlightedSector(), 5);
        QCOMPARE(c.plaguePlayer(), 0);
        QCOMPARE(c.actingPlayer(), 0);
        QCOMPARE(c.currentTile(), QStringLiteral("U/2"));
        QCOMPARE(o.check(), QString());
        int redLand = -1, blueLand = -1;
        for (int i = 0; i < c.followers()->count(); ++i) {
            const int p = role(c.followers(), i, "player").toInt();
            const bool crown = role(c.followers(), i, "onCrown").toBool();
            QCOMPARE(role(c.followers(), i, "removable").toBool(), p == 0 && !crown);
            if (!crown && p == 0)
                redLand = i;
            if (!crown && p == 1)
                blueLand = i;
        }
        QVERIFY(redLand >= 0 && blueLand >= 0);
        auto removeRow = [&c](int i) {
            return c.removeFollower(i);
        };
        const int followers = c.followers()->count();
        o.clearModelSignals();
        // Blue's follower is not red's to give back; a row that is no follower neither.
        QVERIFY(!removeRow(blueLand).isEmpty());
        QCOMPARE(c.removeFollower(followers), QStringLiteral("Choice %1 is not offered now.").arg(followers));
        QCOMPARE(c.removeFollower(-1), QStringLiteral("Choice -1 is not offered now."));
        QCOMPARE(o.check(), QString());
        QCOMPARE(o.modelSignals(), 0);
        QCOMPARE(c.plaguePlayer(), 0);
        QCOMPARE(removeRow(redLand), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.followers()->count(), followers - 1);
        QCOMPARE(c.phase(), GameController::Plague);
        QCOMPARE(c.plaguePlayer(), 1);
        QCOMPARE(c.actingPlayer(), 1);
        QCOMPARE(c.currentPlayer(), 0);
        for (int i = 0; i < c.followers()->count(); ++i) {
            const bool mine = role(c.followers(), i, "player").toInt() == 1 && !role(c.followers(), i, "onCrown").toBool();
            QCOMPARE(role(c.followers(), i, "removable").toBool(), mine);
            if (mine)
                blueLand = i;
        }
        QCOMPARE(removeRow(blueLand), QString());
        QCOMPARE(o.check(), QString());
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.plaguePlayer(), -1);
        QCOMPARE(landFollowersOf(c, 0), 0);
        QCOMPARE(landFollowersOf(c, 1), 0);
        for (int i = 0; i < c.followers()->count(); ++i)
            QVERIFY(!role(c.followers(), i, "removable").toBool());
        const model::WheelEvent event = c.lastWheelEvent();
        QCOMPARE(event.sector, int(rules::Sector::Plague));
        QCOMPARE(event.removals.size(), 2);
        QCOMPARE(compareWithEngine(c), QString());
        QCOMPARE(o.resets(), 0);
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.json")));
        GameController a;
        a.setAnimationsEnabled(false);
        QVariantMap setup = humans(3, 31, {{QStringLiteral("fortuneTeller"), true}});
        QVariantList seats = setup.value(QStringLiteral("players")).toList();
        QVariantMap bot = seats[2].toMap();
        bot.insert(QStringLiteral("ai"), QStringLiteral("random"));
        seats[2] = bot;
        setup.insert(QStringLiteral("players"), seats);
        a.setComputerDelay(0);
        QCOMPARE(a.newGame(headerJson(setup)), QString());
        QVERIFY(!a.saveGame(QUrl::fromLocalFile(dir.filePath(QStringLiteral("no/such/dir/x.json")))).isEmpty());
        QRandomGenerator rng(5);
        // Play until turn 12 starts with a placement for a human (no decision of the turn made yet).
        while (!(a.turn() >= 12 && a.phase() == GameController::Place && a.awaitingHuman() && a.board()->count() == a.turn() - 1)) {
            QTRY_VERIFY_WITH_TIMEOUT(a.awaitingHuman(), 5000);
            if (a.turn() >= 12 && a.phase() == GameController::Place && a.board()->count() == a.turn() - 1)
                break;
            QCOMPARE(playHumanStep(a, rng), QString());
        }
        QCOMPARE(a.saveGame(file), QString());
        QVERIFY(a.recordJson().contains(QStringLiteral("fortuna-record/1")));

        GameController b;
        b.setAnimationsEnabled(true);
        b.setComputerDelay(0);
        Observers o(b);
        QVERIFY(!b.loadGame(QUrl::fromLocalFile(dir.filePath(QStringLiteral("missing.json")))).isEmpty());
        QCOMPARE(o.check(), QString());
        QCOMPARE(b.loadGame(file), QString());
        QCOMPARE(o.check(), QString());
        QVERIFY(!b.busy()); // no walk to replay
        QCOMPARE(b.displayedPigSteps(), a.pigSteps());
        QCOMPARE(b.turn(), a.turn());
        QCOMPARE(b.phase(), a.phase());
        QCOMPARE(b.currentTile(), a.currentTile());
        QCOMPARE(b.tilesLeft(), a.tilesLeft());
        QCOMPARE(b.pigSteps(), a.pigSteps());
        QCOMPARE(b.board()->count(), a.board()->count());
        QCOMPARE(b.followers()->count(), a.followers()->count());
        QCOMPARE(b.log()->count(), a.log()->count());
        QCOMPARE(b.setup(), a.setup());
        QCOMPARE(b.lastWheelEvent(), a.lastWheelEvent());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(role(b.players(), p, "score").toInt(), role(a.players(), p, "score").toInt());
        QCOMPARE(role(b.players(), 2, "aiLevel").toString(), QStringLiteral("random"));
        QCOMPARE(compareWithEngine(b), QString());
    }

    void closeGame()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.newGame(headerJson(humans(2, 4))), QString());
        QCOMPARE(placeFirstLegal(c), QString());
        Observers o(c);
        c.closeGame();
        QCOMPARE(o.check(), QString());
        QCOMPARE(o.resets(), 0);
        QCOMPARE(c.phase(), GameController::NoGame);
        QCOMPARE(c.board()->count(), 0);
        QCOMPARE(c.players()->count(), 0);
        QCOMPARE(c.wheel()->count(), 9);
    }
};

QTEST_GUILESS_MAIN(GameControllerTest)
#include "gamecontrollertest.moc"
