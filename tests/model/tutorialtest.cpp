// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" through the GameController, as the view drives it: each step takes only its
// own decision (others are refused with the lesson's reason), the Refuse step shows the
// rules' refusal, the opponent plays its script and waits while a step is read (every step
// is shown, one after the other, until the person goes on), a lesson left off goes on where it
// was (from the settings, and from the autosave), and the lesson ends in a normal game against
// Easy. The person has a name for third-person sentences ("Player 1" wins), never "You".
#include "computerseats.h"
#include "gamecontroller.h"

#include "rules/catalogue.h"
#include "settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using fortuna::model::GameController;
using fortuna::model::Tutorial;
namespace model = fortuna::model;

class TutorialTest : public QObject
{
    Q_OBJECT

private:
    static void prepare(GameController &c)
    {
        c.setAnimationsEnabled(false);
        c.setComputerDelay(0);
    }
    // Waits until the lesson shows `id`.
    static bool waitFor(GameController &c, const QString &id)
    {
        return QTest::qWaitFor(
            [&]() {
                return c.tutorial()->stepId() == id;
            },
            10000);
    }
    // Does what the shown step asks, the way the view does it.
    static QString act(GameController &c)
    {
        Tutorial *t = c.tutorial();
        switch (t->kind()) {
        case Tutorial::Info:
        case Tutorial::Wait:
            t->next();
            return QString();
        case Tutorial::Place:
            c.setRotation(t->spotRotation());
            return c.placeTile(t->spot().x(), t->spot().y());
        case Tutorial::Refuse:
            return c.deployOnTileFeature(t->feature());
        case Tutorial::Deploy:
            if (t->crownSector() >= 0)
                return c.deployOnCrown(t->crownSector(), 0);
            return c.deployOnTileFeature(t->feature());
        case Tutorial::Plague:
            for (int row = 0; row < c.followers()->rowCount(); ++row) {
                if (c.removeFollower(row).isEmpty())
                    return QString();
            }
            return QStringLiteral("no follower to give back");
        default:
            return QStringLiteral("nothing to do");
        }
    }

    // Where the game stood (turn, phase) when each step of the lesson appeared.
    QHash<int, std::pair<int, int>> m_appeared;
    void watchSteps(GameController &c)
    {
        m_appeared.clear();
        Tutorial *t = c.tutorial();
        connect(t, &Tutorial::changed, &c, [this, t, &c]() {
            if (t->active() && c.game() && !m_appeared.contains(t->step()))
                m_appeared.insert(t->step(), {c.game()->turn(), int(c.game()->phase())});
        });
    }
    // A step shown on the opponent's turn stays until it is read: the opponent waits. The
    // step waits for Next and holds the lesson's computer: it was not asked (asked when the
    // step appeared, it would be thinking still, or its decision would have moved the game
    // on since).
    void heldUntilNext(GameController &c, const QString &id)
    {
        Tutorial *t = c.tutorial();
        QCOMPARE(t->stepId(), id);
        QVERIFY(t->nextOffered());
        QVERIFY(m_appeared.contains(t->step()));
        const auto *computers = c.findChild<fortuna::seats::ComputerSeats *>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(computers);
        QVERIFY(!computers->thinking());
        QCOMPARE((std::pair<int, int>{c.game()->turn(), int(c.game()->phase())}), m_appeared.value(t->step()));
        QVERIFY(!c.thinking());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tutorialtest"));
        QSettings().clear();
    }

    // Every step is shown, in order, and stays until the person acts on it: the counter goes
    // 1, 2, ... 16 with no step skipped, also those shown on the opponent's turns.
    void everyStepShownInTurn()
    {
        GameController c;
        prepare(c);
        watchSteps(c);
        Tutorial *t = c.tutorial();
        QCOMPARE(c.startTutorial(), QString());
        QList<int> shown;
        connect(t, &Tutorial::changed, &c, [&]() {
            if (t->active() && (shown.isEmpty() || shown.last() != t->step()))
                shown.append(t->step());
        });
        shown.append(t->step());
        for (int guard = 0; t->kind() != Tutorial::Finish; ++guard) {
            QVERIFY(guard < 40);
            const int step = t->step();
            if (t->kind() == Tutorial::Info || t->kind() == Tutorial::Wait)
                heldUntilNext(c, t->stepId());
            const QString reason = act(c);
            QVERIFY2(reason.isEmpty() || t->stepId() == QStringLiteral("claimRoad"), qPrintable(reason));
            QVERIFY(QTest::qWaitFor(
                [&]() {
                    return t->step() != step;
                },
                10000));
        }
        QList<int> all;
        for (int i = 0; i < t->stepCount(); ++i)
            all.append(i);
        QCOMPARE(shown, all);
        QCOMPARE(t->stepCount(), 16);
    }

    // The person's seat has a name that third-person sentences take: the name typed for the
    // first person of the last setup, else the setup's "Player 1"; never "You".
    void thePersonHasAName()
    {
        QSettings().remove(QStringLiteral("game/lastSetup"));
        QCOMPARE(Tutorial::header().players.front().name, QStringLiteral("Player 1"));
        model::Settings::setLastSetup(QStringLiteral(R"({"players": [{"name": "Bot", "ai": "easy"}, {"name": " Ana ", "color": "red"}]})"));
        QCOMPARE(Tutorial::header().players.front().name, QStringLiteral("Ana"));
        model::Settings::setLastSetup(QStringLiteral(R"({"players": [{"name": "", "color": "red"}, {"name": "Bo", "color": "blue"}]})"));
        QCOMPARE(Tutorial::header().players.front().name, QStringLiteral("Player 1"));
        GameController c;
        prepare(c);
        QCOMPARE(c.startTutorial(), QString());
        QCOMPARE(c.seats()[0].name, QStringLiteral("Player 1"));
        QCOMPARE(c.seats()[1].name, QStringLiteral("Bruno"));
        QSettings().remove(QStringLiteral("game/lastSetup"));
    }

    void wholeLesson()
    {
        GameController c;
        prepare(c);
        watchSteps(c);
        QTemporaryDir games;
        c.games()->setDatabasePath(games.filePath(QStringLiteral("games.sqlite")));
        Tutorial *t = c.tutorial();
        QVERIFY(!t->active());
        QCOMPARE(c.startTutorial(), QString());
        QVERIFY(t->active());
        QCOMPARE(t->stepId(), QStringLiteral("welcome"));
        QCOMPARE(c.seats().size(), 2);
        QCOMPARE(c.seats()[1].level, QStringLiteral("easy"));
        // A step to read: no move yet.
        QCOMPARE(c.placeTile(-1, 3), QStringLiteral("Read the lesson first, then press Next."));
        // the tile in hand lies as the first spot wants it from the welcome on: Next does not
        // turn it by itself
        const int welcomeRotation = c.rotation();
        t->next();
        QCOMPARE(t->stepId(), QStringLiteral("placeCity"));
        QCOMPARE(t->kind(), Tutorial::Place);
        QCOMPARE(t->spot(), QPoint(-1, 3));
        QCOMPARE(c.rotation(), t->spotRotation()); // the tile in hand is turned as it must lie
        QCOMPARE(welcomeRotation, c.rotation());
        // Elsewhere, or turned otherwise: refused, and nothing changes.
        QCOMPARE(c.placeTile(4, 1), QStringLiteral("In this lesson, lay the tile on the lit spot."));
        c.setRotation(t->spotRotation() + 2);
        QCOMPARE(c.placeTile(-1, 3), QStringLiteral("Right spot: now turn the tile as the lit spot shows it."));
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(act(c), QString());
        QCOMPARE(t->stepId(), QStringLiteral("claimCity"));
        QVERIFY(t->feature() >= 0);
        QCOMPARE(c.skipDeploy(), QStringLiteral("In this lesson, put your follower where the lit ring shows."));
        QCOMPARE(act(c), QString());
        // The opponent's turn: its card stays until read, then the opponent plays.
        heldUntilNext(c, QStringLiteral("opponentRoad"));
        QVERIFY(!c.modified()); // the lesson keeps its own record: nothing to save
        QCOMPARE(act(c), QString());
        QVERIFY(!t->nextOffered()); // read: the card shows the opponent playing
        QVERIFY(waitFor(c, QStringLiteral("placeRoad")));
        QCOMPARE(act(c), QString());
        QCOMPARE(t->stepId(), QStringLiteral("claimRefused"));
        // The city is the person's already: the rules refuse, and the lesson goes on.
        const int refusedFeature = t->feature();
        const QString refusal = act(c);
        QVERIFY2(!refusal.isEmpty() && !refusal.startsWith(QStringLiteral("In this lesson")), qPrintable(refusal));
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(t->stepId(), QStringLiteral("claimRoad"));
        QVERIFY(t->feature() >= 0 && t->feature() != refusedFeature);
        QCOMPARE(act(c), QString());
        // The opponent's wheel tile: the lesson holds it while the step is read.
        QVERIFY(waitFor(c, QStringLiteral("pigTaxes")));
        QCOMPARE(c.pigSector(), int(rules::Sector::Taxes));
        QCOMPARE(c.game()->score(0), 2);
        heldUntilNext(c, QStringLiteral("pigTaxes"));
        QCOMPARE(c.turn(), 4);
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(act(c), QString());
        heldUntilNext(c, QStringLiteral("opponentTurn"));
        QCOMPARE(act(c), QString());
        QVERIFY(waitFor(c, QStringLiteral("placeField")));
        QCOMPARE(act(c), QString());
        QCOMPARE(t->stepId(), QStringLiteral("claimCrown"));
        QCOMPARE(t->crownSector(), int(rules::Sector::Famine));
        QCOMPARE(c.deployOnCrown(int(rules::Sector::Plague), 0), QStringLiteral("In this lesson, put your follower on the lit crown of the wheel."));
        QCOMPARE(act(c), QString());
        QVERIFY(waitFor(c, QStringLiteral("crownPays")));
        QCOMPARE(c.game()->score(0), 5);
        QCOMPARE(act(c), QString());
        heldUntilNext(c, QStringLiteral("opponentTurn"));
        QCOMPARE(act(c), QString());
        QVERIFY(waitFor(c, QStringLiteral("plague")));
        QCOMPARE(c.phase(), GameController::Plague);
        QCOMPARE(c.pigSector(), int(rules::Sector::Plague));
        QCOMPARE(act(c), QString());
        heldUntilNext(c, QStringLiteral("opponentPlague"));
        QCOMPARE(act(c), QString());
        QVERIFY(waitFor(c, QStringLiteral("finish")));
        QVERIFY(!t->nextOffered());
        QVERIFY(!c.modified());
        c.games()->refresh(); // the lesson is no game of "Your games"
        QCOMPARE(c.games()->total(), 0);
        QCOMPARE(c.game()->supply(1), 7); // the opponent's follower came back too
        QCOMPARE(c.placeTile(0, -1), QStringLiteral("The lesson is over: start the game against Easy, or leave the lesson."));
        // A lesson finished is not offered to continue (its record stopped at turn 7's plague,
        // step 14), neither by "Learn to play" nor by the autosave.
        QVERIFY(!t->saved());
        {
            GameController other;
            prepare(other);
            QVERIFY(!other.tutorial()->saved());
            QVERIFY(!other.resumeAutosave().isEmpty());
            QVERIFY(!other.tutorial()->active());
        }
        // The game against Easy.
        QCOMPARE(c.playAfterTutorial(), QString());
        QVERIFY(!t->active());
        QVERIFY(!t->saved());
        QCOMPARE(c.seats()[1].level, QStringLiteral("easy"));
        QVERIFY(!c.record().deck);
        QCOMPARE(c.tilesLeft(), 71);
    }

    // Left at the opponent's wheel tile, the lesson goes on there: started again from the
    // settings, or resumed from the autosave; "start again" begins at the first step.
    void leaveAndResume()
    {
        {
            GameController c;
            prepare(c);
            QCOMPARE(c.startTutorial(), QString());
            for (int guard = 0; c.tutorial()->stepId() != QStringLiteral("claimCrown"); ++guard) {
                QVERIFY(guard < 20);
                const QString id = c.tutorial()->stepId();
                const int step = c.tutorial()->step();
                QString reason = act(c);
                QVERIFY2(reason.isEmpty() || id == QStringLiteral("claimRefused"), qPrintable(reason));
                QVERIFY(QTest::qWaitFor(
                    [&]() {
                        return c.tutorial()->step() != step;
                    },
                    10000));
            }
            c.closeGame();
            QVERIFY(!c.tutorial()->active());
            QVERIFY(c.tutorial()->saved());
        }
        GameController c;
        prepare(c);
        QVERIFY(c.tutorial()->saved());
        QCOMPARE(c.startTutorial(true), QString());
        QVERIFY(c.tutorial()->active());
        // The record keeps whole turns: turn 5 begins again at its tile.
        QCOMPARE(c.tutorial()->stepId(), QStringLiteral("placeField"));
        QCOMPARE(c.game()->score(0), 2);
        QCOMPARE(act(c), QString());
        QCOMPARE(act(c), QString());
        QVERIFY(waitFor(c, QStringLiteral("crownPays")));
        // The autosave holds the lesson too: resumed, it is the lesson again, at its step.
        GameController other;
        prepare(other);
        QCOMPARE(other.resumeAutosave(), QString());
        QVERIFY(other.tutorial()->active());
        QCOMPARE(other.tutorial()->stepId(), QStringLiteral("crownPays"));
        QVERIFY(!other.thinking());
        // Start again: the first step, a new lesson.
        QCOMPARE(c.startTutorial(false), QString());
        QCOMPARE(c.tutorial()->stepId(), QStringLiteral("welcome"));
        QCOMPARE(c.turn(), 1);
        QVERIFY(!c.tutorial()->saved());
        // Another game: the lesson is not shown.
        QCOMPARE(c.newGame(QStringLiteral(R"({"players": [{"name": "A"}, {"name": "B"}]})")), QString());
        QVERIFY(!c.tutorial()->active());
        QCOMPARE(c.tutorial()->stepId(), QString());
    }
};

QTEST_MAIN(TutorialTest)
#include "tutorialtest.moc"
