// SPDX-License-Identifier: GPL-3.0-or-later
// The players' aids of issue 31, through the API that QML uses: the last moves shown, what a
// sector or the end would pay now, undo up to the commit (a staged follower decision, the
// tile, a Fortune Teller choice; refused once something random showed), and the switch that
// turns the aids off (recorded in the game as "aids": false).
#include "gamecontrollerhelpers.h"

#include "record/record.h"
#include "record/replay.h"

#include <QStandardPaths>

using namespace gctest;

namespace
{

// Two people on an explicit deck, with or without the Fortune Teller.
QString deckGame(GameController &c, const QStringList &deck, bool tellers, bool aids = true)
{
    QVariantMap rules{{QStringLiteral("fortuneTeller"), tellers}};
    if (!aids)
        rules.insert(QStringLiteral("aids"), false);
    QVariantMap setup = humans(2, 1, rules);
    setup.insert(QStringLiteral("deck"), deck);
    c.setAnimationsEnabled(false);
    return c.newGame(headerJson(setup));
}

QString placeAt(GameController &c, int x, int y, int rotation)
{
    c.setRotation(rotation);
    return c.placeTile(x, y);
}

int optionOn(GameController &c, rules::FeatureKind feature)
{
    return firstOption(c, QStringLiteral("feature"), int(feature));
}

// The Fortune Teller scenario of the rules tests: red's tent at (1,-1), then draws of two.
const QStringList TellerDeck{QStringLiteral("FT1"),
                             QStringLiteral("B"),
                             QStringLiteral("U"),
                             QStringLiteral("B"),
                             QStringLiteral("A"),
                             QStringLiteral("E"),
                             QStringLiteral("U")};

} // namespace

class AidsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("aidstest"));
    }

    // ---- 4. Aids off -----------------------------------------------------------------------

    void aidsSwitchIsRecorded()
    {
        GameController c;
        QCOMPARE(deckGame(c, TellerDeck, true, false), QString());
        QVERIFY(c.aidsOff());
        QVERIFY(!c.setup().aids);
        const QByteArray json = record::writeRecord(c.record());
        QVERIFY2(json.contains("\"aids\": false"), json.constData());
        const record::ReadResult back = record::readRecord(json);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(!back.record->aids);
        QVERIFY(*back.record == c.record());
        // A game with its aids writes nothing new: older records and readers stay as they were.
        GameController on;
        QCOMPARE(deckGame(on, TellerDeck, true), QString());
        QVERIFY(!on.aidsOff());
        QVERIFY(!record::writeRecord(on.record()).contains("aids"));
        // An older record (no key) has its aids; a wrong value names its field.
        const record::ReadResult old = record::readRecord(R"({"format": "fortuna-record/1", "rules": {"fortuneTeller": false}, "seed": 1,
            "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}]})");
        QVERIFY2(old.ok(), qPrintable(old.error));
        QVERIFY(old.record->aids);
        const record::ReadResult bad = record::readRecord(R"({"format": "fortuna-record/1", "rules": {"aids": "no"}, "seed": 1,
            "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}]})");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.field, QStringLiteral("rules.aids"));
        // Play again keeps the switch.
        QCOMPARE(c.playAgain(), QString());
        QVERIFY(c.aidsOff());
    }

    void aidsOffRefusesHintsAndPreviews()
    {
        GameController c;
        QCOMPARE(deckGame(c, TellerDeck, true, false), QString());
        QCOMPARE(c.suggestMove(), GameController::tr("This game is played without aids: no hints."));
        QVERIFY(c.sectorPreview(int(rules::Sector::Fortune)).isEmpty());
        QVERIFY(c.scoresIfEndedNow().isEmpty());
        QCOMPARE(c.analyseGame(), GameController::tr("This game is played without aids: it can be analysed once it is over."));
        GameController on;
        QCOMPARE(deckGame(on, TellerDeck, true), QString());
        QCOMPARE(on.sectorPreview(int(rules::Sector::Fortune)).size(), 2);
        QCOMPARE(on.scoresIfEndedNow().size(), 2);
        // Once the game is over the aids come back (the analysis of a finished game).
        QRandomGenerator rng(3);
        for (int guard = 0; guard < 200 && c.phase() != GameController::GameOver; ++guard)
            QCOMPARE(playHumanStep(c, rng), QString());
        QCOMPARE(c.phase(), GameController::GameOver);
        QVERIFY(!c.aidsOff());
        QVERIFY(!c.setup().aids);
        QCOMPARE(c.analyseGame(), QString());
    }

    // ---- 2. What it is worth now -----------------------------------------------------------

    void sectorPreviewPaysWhatTheStopPays()
    {
        // Red puts a follower on a Taxes crown; blue then draws U/1 and the pig stops there.
        GameController c;
        QCOMPARE(deckGame(c, {QStringLiteral("B"), QStringLiteral("B"), QStringLiteral("U/1"), QStringLiteral("B")}, false), QString());
        QCOMPARE(placeAt(c, 4, 0, 0), QString());
        QCOMPARE(c.deployOnCrown(int(rules::Sector::Taxes), 0), QString());
        const QVariantList taxes = c.sectorPreview(int(rules::Sector::Taxes));
        QCOMPARE(taxes.size(), 2);
        QCOMPARE(taxes[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("P1"));
        QCOMPARE(taxes[0].toMap().value(QStringLiteral("crowns")).toInt(), 6);
        QCOMPARE(taxes[0].toMap().value(QStringLiteral("event")).toInt(), 0);
        QCOMPARE(taxes[1].toMap().value(QStringLiteral("crowns")).toInt(), 0);
        // Fortune pays the player whose turn it is now: blue.
        const QVariantList fortune = c.sectorPreview(int(rules::Sector::Fortune));
        QCOMPARE(fortune[1].toMap().value(QStringLiteral("event")).toInt(), 3);
        QCOMPARE(fortune[0].toMap().value(QStringLiteral("event")).toInt(), 0);
        QCOMPARE(c.game()->score(0), 0); // a preview changes nothing
        QCOMPARE(placeAt(c, 5, 0, 0), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(c.game()->pig(), rules::Sector::Taxes);
        QCOMPARE(c.game()->score(0), 6);
        QCOMPARE(c.scoresIfEndedNow().value(0).toInt(), 6);
    }

    // ---- 1. The last move shown ------------------------------------------------------------

    void lastMovesFollowEachPlayer()
    {
        GameController c;
        QCOMPARE(deckGame(c, {QStringLiteral("B"), QStringLiteral("B"), QStringLiteral("U/1"), QStringLiteral("B")}, false), QString());
        QCOMPARE(c.lastMoves()->count(), 0);
        QCOMPARE(placeAt(c, 4, 0, 0), QString());
        QCOMPARE(c.deploy(optionOn(c, rules::FeatureKind::Cloister)), QString());
        QCOMPARE(c.lastMoves()->count(), 1);
        QCOMPARE(role(c.lastMoves(), 0, "player").toInt(), 0);
        QCOMPARE(role(c.lastMoves(), 0, "x").toInt(), 4);
        QCOMPARE(role(c.lastMoves(), 0, "y").toInt(), 0);
        QCOMPARE(role(c.lastMoves(), 0, "follower").toString(), QStringLiteral("land"));
        QCOMPARE(role(c.lastMoves(), 0, "feature").toInt(), int(rules::FeatureKind::Cloister));
        QCOMPARE(c.lastMoves()->pigWalk(), 0);
        // Blue's draw of U/1 walked the pig from Fortune to Taxes.
        QCOMPARE(placeAt(c, 5, 0, 0), QString());
        QCOMPARE(c.deployOnCrown(int(rules::Sector::Famine), 0), QString());
        QCOMPARE(c.lastMoves()->count(), 2);
        QCOMPARE(role(c.lastMoves(), 1, "player").toInt(), 1);
        QCOMPARE(role(c.lastMoves(), 1, "x").toInt(), 5);
        QCOMPARE(role(c.lastMoves(), 1, "follower").toString(), QStringLiteral("crown"));
        QCOMPARE(role(c.lastMoves(), 1, "sector").toInt(), int(rules::Sector::Famine));
        QCOMPARE(c.lastMoves()->pigFrom(), int(rules::Sector::Fortune));
        QCOMPARE(c.lastMoves()->pigWalk(), 1);
        QCOMPARE(c.lastMoves()->pigPlayer(), 0); // red's turn 3 draw of U/1
        // Red's next tile replaces red's mark.
        QCOMPARE(placeAt(c, 2, -1, 1), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(role(c.lastMoves(), 0, "x").toInt(), 2);
        QCOMPARE(role(c.lastMoves(), 0, "follower").toString(), QString());
    }

    // ---- 3. Undo up to the commit ----------------------------------------------------------

    void stagedFollowerIsTakenBackWithItsScore()
    {
        GameController c;
        QCOMPARE(deckGame(c, TellerDeck, true), QString());
        c.setConfirmTurns(true);
        // Turn 1, red: the tent, staged; nothing is applied until the turn ends.
        QCOMPARE(placeAt(c, 1, -1, 0), QString());
        QCOMPARE(c.deploy(optionOn(c, rules::FeatureKind::Tent)), QString());
        QVERIFY(c.turnStaged());
        QCOMPARE(c.stagedOption(), optionOn(c, rules::FeatureKind::Tent));
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(c.game()->supply(0), 7);
        QVERIFY(c.record().turns.empty());
        QVERIFY(c.canUndo());
        // Taken back: the follower is free again, then the tile.
        QCOMPARE(c.undoPlacement(), QString());
        QVERIFY(!c.turnStaged());
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(c.undoPlacement(), QString());
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.endTurn(), GameController::tr("Choose where your follower goes (or no follower) first."));
        QCOMPARE(placeAt(c, 1, -1, 0), QString());
        QCOMPARE(c.deploy(optionOn(c, rules::FeatureKind::Tent)), QString());
        QCOMPARE(c.endTurn(), QString());
        QVERIFY(!c.turnStaged());
        QCOMPARE(int(c.record().turns.size()), 1);
        QCOMPARE(c.game()->supply(0), 6);
        QCOMPARE(c.game()->fortuneTellers(0), 1);
        // Blue's turn began with a draw: nothing of red's can be taken back.
        QVERIFY(!c.canUndo());
        QVERIFY(!c.undoPlacement().isEmpty());
        QCOMPARE(placeAt(c, 4, 0, 0), QString());
        QCOMPARE(c.skipDeploy(), QString()); // staged too
        QVERIFY(c.turnStaged());
        QCOMPARE(c.stagedOption(), -1);
        QCOMPARE(c.endTurn(), QString());
        QCOMPARE(c.phase(), GameController::ChooseTile);
    }

    void fortuneTellerChoiceIsTakenBack()
    {
        GameController c;
        QCOMPARE(deckGame(c, TellerDeck, true), QString());
        QCOMPARE(placeAt(c, 1, -1, 0), QString());
        QCOMPARE(c.deploy(optionOn(c, rules::FeatureKind::Tent)), QString());
        QCOMPARE(placeAt(c, 4, 0, 0), QString());
        QCOMPARE(c.skipDeploy(), QString());
        // Red draws U and B and keeps B: no pig walks, so the choice can be taken back.
        QCOMPARE(c.phase(), GameController::ChooseTile);
        const int tilesLeft = c.tilesLeft();
        QCOMPARE(c.chooseTile(1), QString());
        QCOMPARE(c.currentTile(), QStringLiteral("B"));
        QVERIFY(c.canUndo());
        QCOMPARE(placeAt(c, 1, -2, 0), QString());
        QCOMPARE(c.undoPlacement(), QString()); // the tile
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.undoPlacement(), QString()); // the choice
        QCOMPARE(c.phase(), GameController::ChooseTile);
        QCOMPARE(c.drawnTiles()->count(), 2);
        QCOMPARE(role(c.drawnTiles(), 0, "tileId").toString(), QStringLiteral("U"));
        QCOMPARE(role(c.drawnTiles(), 1, "tileId").toString(), QStringLiteral("B"));
        QCOMPARE(c.tilesLeft(), tilesLeft);
        QVERIFY(!c.canUndo());
        QVERIFY(!c.undoPlacement().isEmpty()); // the draw itself is random: no further back
        // The same choice again, then the tent scores when E fills its last neighbour.
        QCOMPARE(c.chooseTile(1), QString());
        QCOMPARE(placeAt(c, 1, -2, 0), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(placeAt(c, 2, -1, 0), QString()); // blue: A
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(c.chooseTile(0), QString()); // E
        c.setConfirmTurns(true);
        QCOMPARE(placeAt(c, 0, -1, 2), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(c.game()->score(0), 0); // staged: not scored yet
        QCOMPARE(c.undoPlacement(), QString());
        QCOMPARE(c.undoPlacement(), QString());
        QCOMPARE(c.undoPlacement(), QString());
        QCOMPARE(c.phase(), GameController::ChooseTile);
        QCOMPARE(c.game()->score(0), 0);
        QCOMPARE(c.chooseTile(0), QString());
        QCOMPARE(placeAt(c, 0, -1, 2), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(c.endTurn(), QString());
        QCOMPARE(c.game()->score(0), 3);
        QCOMPARE(c.game()->points(0, rules::Reason::Tent), 3);
        // The record holds what was finally played, as a replay shows.
        QCOMPARE(int(c.record().turns.size()), 5);
        QCOMPARE(c.record().turns[2].choose.has_value(), true);
        const record::ReplayOutcome replayed = record::replay(c.record());
        QVERIFY2(replayed.ok(), qPrintable(replayed.error));
        QCOMPARE(replayed.game->score(0), 3);
    }

    void choiceThatWalkedThePigIsFinal()
    {
        GameController c;
        QStringList deck = TellerDeck;
        deck[2] = QStringLiteral("U/1"); // red's draw holds a wheel tile
        QCOMPARE(deckGame(c, deck, true), QString());
        QCOMPARE(placeAt(c, 1, -1, 0), QString());
        QCOMPARE(c.deploy(optionOn(c, rules::FeatureKind::Tent)), QString());
        QCOMPARE(placeAt(c, 4, 0, 0), QString());
        QCOMPARE(c.skipDeploy(), QString());
        QCOMPARE(c.phase(), GameController::ChooseTile);
        QCOMPARE(role(c.drawnTiles(), 0, "tileId").toString(), QStringLiteral("U/1"));
        QCOMPARE(c.chooseTile(0), QString());
        QCOMPARE(c.game()->pig(), rules::Sector::Taxes); // the pig walked
        QCOMPARE(c.phase(), GameController::Place);
        QVERIFY(!c.canUndo());
        QCOMPARE(c.undoPlacement(), GameController::tr("Nothing to take back: the last move of this turn was random (a draw or the pig's walk)."));
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.game()->pig(), rules::Sector::Taxes);
    }
};

QTEST_GUILESS_MAIN(AidsTest)
#include "aidstest.moc"
