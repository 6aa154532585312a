// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" on the engine: the lesson's fixed deal, played by its script, really shows
// what its words say (the pig stops on Taxes, then Famine, then Plague; Taxes pay the knight
// 2, the crown of Famine pays 3, the claimed city is refused, the Plague takes a follower back),
// and every step's position is reached once, in order.
#include "tutorialscript.h"

#include "rules/catalogue.h"

#include <QTest>

using namespace fortuna::rules;
namespace tut = fortuna::model::tutorial;

class TutorialScriptTest : public QObject
{
    Q_OBJECT

private:
    // Plays the person's step on the game (the Refuse step only checks); false on a refusal.
    static bool playPerson(Game &game, const tut::Step &step)
    {
        switch (step.kind) {
        case tut::StepKind::Place:
        case tut::StepKind::Deploy:
            return game.apply(step.expected).ok();
        case tut::StepKind::Plague: {
            const std::vector<FollowerInfo> mine = game.legalPlagueRemovals();
            return !mine.empty() && game.removeFollower(mine.front().at, mine.front().feature, mine.front().port).ok();
        }
        default:
            return true;
        }
    }

private Q_SLOTS:
    void everyStepInOrder()
    {
        std::optional<Game> made = Game::create(tut::setup());
        QVERIFY(made);
        Game &game = *made;
        const std::vector<tut::Step> &steps = tut::steps();
        QCOMPARE(steps.front().kind, tut::StepKind::Info);
        QCOMPARE(steps.back().kind, tut::StepKind::Finish);
        size_t s = 0;
        QCOMPARE(tut::stepAt(game), 0);
        while (s + 1 < steps.size()) {
            const tut::Step &step = steps[s];
            QVERIFY2(tut::matches(step, game), step.id);
            if (step.kind == tut::StepKind::Wait) {
                // The opponent plays until the next step's position.
                int guard = 0;
                while (!tut::matches(steps[s + 1], game)) {
                    const std::optional<Decision> move = tut::opponentMove(game);
                    QVERIFY2(move, step.id);
                    QVERIFY2(game.apply(*move).ok(), step.id);
                    QVERIFY(++guard < 10);
                }
            } else if (step.kind == tut::StepKind::Refuse) {
                QVERIFY(tut::isExpected(step, step.expected, game));
                const Status refused = game.checkDeployment(step.expected.deployment);
                QCOMPARE(refused.code, Refusal::FeatureOccupied);
                QCOMPARE(refused.args.player, tut::PersonSeat); // the person's own knight holds it
            } else if (step.kind != tut::StepKind::Info) {
                if (step.kind != tut::StepKind::Plague)
                    QVERIFY2(tut::isExpected(step, step.expected, game), step.id);
                QVERIFY2(playPerson(game, step), step.id);
            }
            ++s;
            QVERIFY2(tut::matches(steps[s], game), steps[s].id);
            checkEvents(steps[s], game);
        }
        QCOMPARE(game.phase(), Phase::Place);
        QCOMPARE(game.turn(), 7);
    }

    // Off the lit spot, a step does not take the move; a crown step takes either crown slot
    // of the sector, a follower step the same feature under another port.
    void expectedDecisions()
    {
        std::optional<Game> made = Game::create(tut::setup());
        QVERIFY(made);
        const tut::Step &place = tut::steps()[1];
        QVERIFY(tut::isExpected(place, place.expected, *made));
        QVERIFY(!tut::isExpected(place, Decision::placing(Placement{Pos{-1, 3}, 0}), *made));
        QVERIFY(!tut::isExpected(place, Decision::placing(Placement{Pos{0, -1}, 1}), *made));
        QVERIFY(made->apply(place.expected).ok());
        const tut::Step &claim = tut::steps()[2];
        QVERIFY(tut::isExpected(claim, Decision::deploying(Deployment::onFeature(FeatureKind::City, 0)), *made)); // its north side
        QVERIFY(!tut::isExpected(claim, Decision::deploying(Deployment::none()), *made));
        QVERIFY(!tut::isExpected(claim, Decision::deploying(Deployment::onFeature(FeatureKind::Field, 4)), *made));
        QVERIFY(!tut::isExpected(claim, Decision::deploying(Deployment::onCrown(Sector::Famine, 0)), *made));
    }

    // The scripted opponent plays its script, and off it a legal move.
    void scriptedAgent()
    {
        std::optional<Game> made = Game::create(tut::setup());
        QVERIFY(made);
        Game &game = *made;
        QVERIFY(game.apply(tut::steps()[1].expected).ok());
        QVERIFY(game.apply(tut::steps()[2].expected).ok());
        tut::ScriptedAgent agent;
        const Decision d = agent.decide(game);
        QCOMPARE(d.placement, (Placement{Pos{2, -1}, 0}));
        QVERIFY(game.apply(d).ok());
        QVERIFY(game.apply(agent.decide(game)).ok());
        QCOMPARE(game.currentPlayer(), tut::PersonSeat);
        // Off the script: the person laid another tile than the lesson's.
        std::optional<Game> other = Game::create(tut::setup());
        QVERIFY(other->apply(Decision::placing(other->legalPlacements().back())).ok());
        QVERIFY(other->apply(Decision::deploying(Deployment::none())).ok());
        while (other->phase() != Phase::GameOver && other->actingPlayer() == tut::OpponentSeat)
            QVERIFY(other->apply(agent.decide(*other)).ok());
    }

private:
    // What the words of the step reached say has happened.
    static void checkEvents(const tut::Step &step, const Game &game)
    {
        const std::string id = step.id;
        if (id == "claimRefused") {
            QCOMPARE(game.currentTile(), *Catalogue::instance().parse("J"));
        } else if (id == "pigTaxes") {
            QCOMPARE(game.pig(), Sector::Taxes);
            QCOMPARE(game.pigSteps(), 1L);
            QCOMPARE(game.points(tut::PersonSeat, Reason::Taxes), 2);
            QCOMPARE(game.points(tut::OpponentSeat, Reason::Taxes), 0);
            QCOMPARE(game.score(tut::PersonSeat), 2);
        } else if (id == "claimCrown") {
            QCOMPARE(game.supply(tut::PersonSeat), 5); // a knight and a road follower out
        } else if (id == "crownPays") {
            QCOMPARE(game.pig(), Sector::Famine);
            QCOMPARE(game.points(tut::PersonSeat, Reason::Crown), 3);
            QCOMPARE(game.points(tut::PersonSeat, Reason::Famine), 0);
            QCOMPARE(game.crownOccupant(Sector::Famine, 0), -1);
            QCOMPARE(game.supply(tut::PersonSeat), 5);
            QCOMPARE(game.score(tut::PersonSeat), 5);
            QCOMPARE(game.score(tut::OpponentSeat), 0);
        } else if (id == "plague") {
            QCOMPARE(game.pig(), Sector::Plague);
            QCOMPARE(game.pigSteps(), 5L);
            QCOMPARE(game.plaguePlayer(), tut::PersonSeat);
            QCOMPARE(int(game.legalPlagueRemovals().size()), 2); // the knight and the road follower
        } else if (id == "opponentPlague") {
            QCOMPARE(game.supply(tut::PersonSeat), 6);
            QCOMPARE(int(game.legalPlagueRemovals().size()), 1);
        } else if (id == "finish") {
            QCOMPARE(game.supply(tut::PersonSeat), 6);
            QCOMPARE(game.supply(tut::OpponentSeat), 7);
            QCOMPARE(game.currentTile(), *Catalogue::instance().parse("U/3"));
        }
    }
};

QTEST_GUILESS_MAIN(TutorialScriptTest)
#include "tutorialscripttest.moc"
