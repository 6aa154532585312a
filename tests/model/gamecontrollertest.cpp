// SPDX-License-Identifier: GPL-3.0-or-later
// GameController and its list models, driven only through the API that QML uses.
#include "gamecontroller.h"
#include "refusaltext.h"
#include "setupheader.h"

#include "rules/catalogue.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QMetaProperty>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>
#include <memory>

using namespace fortuna;
using fortuna::model::GameController;
using fortuna::model::RowModel;

namespace {

// Checks that every NOTIFY signal of an object fires exactly once when (one of) its
// properties changed between two checkpoints, and never when nothing changed.
class PropertyWatcher
{
public:
    explicit PropertyWatcher(QObject *object)
        : m_object(object)
    {
        const QMetaObject *mo = object->metaObject();
        for (int i = 0; i < mo->propertyCount(); ++i) {
            const QMetaProperty p = mo->property(i);
            if (!p.hasNotifySignal())
                continue;
            const int signal = p.notifySignalIndex();
            if (!m_spies.count(signal))
                m_spies[signal] = std::make_unique<QSignalSpy>(object, p.notifySignal());
            m_props.push_back({p, signal, p.read(object)});
        }
    }

    // Problems since the last checkpoint ("" when none); the checkpoint moves to now.
    QString check()
    {
        QString problems;
        std::map<int, bool> changed;
        for (Prop &p : m_props) {
            const QVariant now = p.property.read(m_object);
            const bool differs = now.metaType() != p.value.metaType() || now != p.value;
            changed[p.signal] = changed[p.signal] || differs;
            p.value = now;
        }
        for (auto &[signal, spy] : m_spies) {
            const int expected = changed[signal] ? 1 : 0;
            if (spy->count() != expected) {
                problems += QStringLiteral("%1::%2 fired %3 times, expected %4; ")
                                .arg(QString::fromLatin1(m_object->metaObject()->className()),
                                     QString::fromLatin1(m_object->metaObject()->method(signal).name()))
                                .arg(spy->count())
                                .arg(expected);
            }
            spy->clear();
        }
        return problems;
    }

private:
    struct Prop {
        QMetaProperty property;
        int signal;
        QVariant value;
    };
    QObject *m_object;
    std::vector<Prop> m_props;
    std::map<int, std::unique_ptr<QSignalSpy>> m_spies;
};

// Every property of the controller and of its models, plus model testers and reset counters.
class Observers
{
public:
    explicit Observers(GameController &c)
    {
        m_watchers.push_back(std::make_unique<PropertyWatcher>(&c));
        for (RowModel *m : models(c)) {
            m_watchers.push_back(std::make_unique<PropertyWatcher>(m));
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::QtTest));
            m_resets.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::modelReset));
            m_any.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::rowsInserted));
            m_any.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::rowsRemoved));
            m_any.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::rowsMoved));
            m_any.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::dataChanged));
        }
    }
    static std::vector<RowModel *> models(GameController &c)
    {
        return {c.board(), c.players(), c.wheel(), c.log(), c.drawnTiles(), c.deployOptions(), c.legalPositions(), c.followers()};
    }
    QString check()
    {
        QString problems;
        for (auto &w : m_watchers)
            problems += w->check();
        return problems;
    }
    int resets() const
    {
        int n = 0;
        for (auto &s : m_resets)
            n += int(s->count());
        return n;
    }
    void clearResets()
    {
        for (auto &s : m_resets)
            s->clear();
    }
    int modelSignals() const
    {
        int n = 0;
        for (auto &s : m_any)
            n += int(s->count());
        return n;
    }
    void clearModelSignals()
    {
        for (auto &s : m_any)
            s->clear();
    }

private:
    std::vector<std::unique_ptr<PropertyWatcher>> m_watchers;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
    std::vector<std::unique_ptr<QSignalSpy>> m_resets;
    std::vector<std::unique_ptr<QSignalSpy>> m_any;
};

QVariantMap player(const QString &name, const QString &color, const QString &ai = QString())
{
    QVariantMap p{{QStringLiteral("name"), name}, {QStringLiteral("color"), color}};
    if (!ai.isEmpty())
        p.insert(QStringLiteral("ai"), ai);
    return p;
}

QVariantMap humans(int n, qint64 seed, const QVariantMap &rules = {})
{
    static const char *colors[] = {"red", "blue", "green", "yellow", "black"};
    QVariantList players;
    for (int i = 0; i < n; ++i)
        players.append(player(QStringLiteral("P%1").arg(i + 1), QString::fromLatin1(colors[i])));
    return {{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}, {QStringLiteral("seed"), seed}};
}

QVariant role(RowModel *m, int row, const char *name)
{
    return m->value(row, QString::fromLatin1(name));
}

// One human decision chosen uniformly among the legal ones, through the controller API only.
// `afterCall` runs after each controller call that may change state (rotation included).
// With `preferTents`, a free tent is always taken (so that Fortune Teller draws happen).
QString playHumanStep(GameController &c, QRandomGenerator &rng, const std::function<void()> &afterCall = {}, bool preferTents = false)
{
    auto done = [&afterCall](const QString &result) {
        if (afterCall)
            afterCall();
        return result;
    };
    switch (c.phase()) {
    case GameController::ChooseTile: {
        QList<int> choices;
        for (int i = 0; i < c.drawnTiles()->count(); ++i) {
            if (role(c.drawnTiles(), i, "placeable").toBool())
                choices.append(role(c.drawnTiles(), i, "index").toInt());
        }
        if (choices.isEmpty())
            return QStringLiteral("no placeable drawn tile");
        return done(c.chooseTile(choices[int(rng.bounded(int(choices.size())))]));
    }
    case GameController::Plague: {
        QList<int> rows;
        for (int i = 0; i < c.followers()->count(); ++i) {
            if (role(c.followers(), i, "removable").toBool())
                rows.append(i);
        }
        if (rows.isEmpty())
            return QStringLiteral("no removable follower");
        const int r = rows[int(rng.bounded(int(rows.size())))];
        return done(c.removeFollower(role(c.followers(), r, "x").toInt(), role(c.followers(), r, "y").toInt(),
                                     role(c.followers(), r, "feature").toString(), role(c.followers(), r, "port").toString()));
    }
    case GameController::Place: {
        struct Spot {
            int x, y, rotation;
        };
        QList<Spot> spots;
        for (int r = 0; r < 4; ++r) {
            c.setRotation(r);
            done(QString());
            for (int i = 0; i < c.legalPositions()->count(); ++i)
                spots.append({role(c.legalPositions(), i, "x").toInt(), role(c.legalPositions(), i, "y").toInt(), r});
        }
        if (spots.isEmpty())
            return QStringLiteral("no legal position");
        const Spot s = spots[int(rng.bounded(int(spots.size())))];
        c.setRotation(s.rotation);
        done(QString());
        if (!c.isLegal(s.x, s.y))
            return QStringLiteral("isLegal disagrees with legalPositions");
        return done(c.placeTile(s.x, s.y));
    }
    case GameController::Deploy: {
        const int n = c.deployOptions()->count();
        int k = int(rng.bounded(n + 1));
        for (int i = 0; preferTents && i < n; ++i) {
            if (role(c.deployOptions(), i, "feature").toString() == QLatin1String("tent"))
                k = i;
        }
        if (k == n)
            return done(c.skipDeploy());
        if (role(c.deployOptions(), k, "kind").toString() == QLatin1String("crown"))
            return done(c.deployOnCrown(role(c.deployOptions(), k, "sectorName").toString(), role(c.deployOptions(), k, "slot").toInt()));
        return done(c.deployOnFeature(role(c.deployOptions(), k, "feature").toString(), role(c.deployOptions(), k, "port").toString()));
    }
    case GameController::NoGame:
    case GameController::GameOver:
        break;
    }
    return QStringLiteral("no decision expected");
}

// The models say what the engine says.
QString compareWithEngine(GameController &c)
{
    const rules::Game *g = c.game();
    if (!g)
        return QStringLiteral("no game");
    int land = 0;
    for (int i = 0; i < g->board().cellCount(); ++i)
        land += g->board().cell(i).isWheel() ? 0 : 1;
    if (g->pendingPlacement())
        ++land;
    if (c.board()->count() != land)
        return QStringLiteral("board rows %1 != land tiles %2").arg(c.board()->count()).arg(land);
    if (c.followers()->count() != int(g->followers().size()))
        return QStringLiteral("followers rows differ");
    if (c.log()->count() != int(g->log().size()))
        return QStringLiteral("log rows differ");
    if (c.players()->count() != g->playerCount())
        return QStringLiteral("players rows differ");
    for (int p = 0; p < g->playerCount(); ++p) {
        if (role(c.players(), p, "score").toInt() != g->score(p))
            return QStringLiteral("score of %1 differs").arg(p);
        if (role(c.players(), p, "supply").toInt() != g->supply(p))
            return QStringLiteral("supply of %1 differs").arg(p);
    }
    int legalHere = 0;
    if (g->phase() == rules::Phase::Place) {
        for (const rules::Placement &pl : g->legalPlacements())
            legalHere += pl.rotation == c.rotation() ? 1 : 0;
    }
    if (c.legalPositions()->count() != legalHere)
        return QStringLiteral("legal positions differ");
    const int deploys = g->phase() == rules::Phase::Deploy ? int(g->legalDeployments().size()) - 1 : 0;
    if (c.deployOptions()->count() != deploys)
        return QStringLiteral("deploy options differ");
    const int drawn = g->phase() == rules::Phase::ChooseTile ? int(g->drawnTiles().size()) : 0;
    if (c.drawnTiles()->count() != drawn)
        return QStringLiteral("drawn tiles differ");
    if (c.pigSteps() != int(g->pigSteps()) || c.pigSector() != int(g->pig()) || c.tilesLeft() != g->tilesLeft() || c.turn() != g->turn())
        return QStringLiteral("scalar properties differ");
    int occupied = 0;
    for (int i = 0; i < c.wheel()->count(); ++i)
        occupied += role(c.wheel(), i, "occupant").toInt() >= 0 ? 1 : 0;
    int onCrowns = 0;
    for (const rules::FollowerInfo &f : g->followers())
        onCrowns += f.onCrown ? 1 : 0;
    if (occupied != onCrowns)
        return QStringLiteral("crown occupants differ");
    return QString();
}

int firstOption(GameController &c, const QString &kind, const QString &feature = QString())
{
    for (int i = 0; i < c.deployOptions()->count(); ++i) {
        if (role(c.deployOptions(), i, "kind").toString() == kind
            && (feature.isEmpty() || role(c.deployOptions(), i, "feature").toString() == feature))
            return i;
    }
    return -1;
}

QString placeFirstLegal(GameController &c)
{
    if (c.legalPositions()->count() == 0)
        return QStringLiteral("no legal position");
    return c.placeTile(role(c.legalPositions(), 0, "x").toInt(), role(c.legalPositions(), 0, "y").toInt());
}

// Deploys a follower of the current player on a feature of the placed tile, fields first.
QString deployOnLand(GameController &c)
{
    int k = firstOption(c, QStringLiteral("feature"), QStringLiteral("field"));
    if (k < 0)
        k = firstOption(c, QStringLiteral("feature"));
    if (k < 0)
        return QStringLiteral("no land option");
    return c.deployOnFeature(role(c.deployOptions(), k, "feature").toString(), role(c.deployOptions(), k, "port").toString());
}

int landFollowersOf(GameController &c, int player)
{
    int n = 0;
    for (int i = 0; i < c.followers()->count(); ++i)
        n += role(c.followers(), i, "player").toInt() == player && !role(c.followers(), i, "onCrown").toBool() ? 1 : 0;
    return n;
}

} // namespace

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
        QVERIFY(c.scoreHistory().isEmpty());
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
        QTest::newRow("unknown ai") << QVariantMap{{QStringLiteral("players"),
                                                    QVariantList{player(QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("genius")),
                                                                 player(QStringLiteral("B"), QStringLiteral("blue"))}}};
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
        QCOMPARE(c.playerCount(), 3);
        QCOMPARE(c.seed(), qint64(42));
        QVERIFY(c.fortuneTellerEnabled());
        QCOMPARE(c.famineRule(), QStringLiteral("majority"));
        QCOMPARE(c.tileSet(), QStringLiteral("wheel-of-fortune"));
        QVERIFY(c.wheelAsStart());
        QCOMPARE(c.players()->count(), 3);
        QCOMPARE(role(c.players(), 1, "colorName").toString(), QStringLiteral("blue"));
        QCOMPARE(role(c.players(), 0, "isCurrent").toBool(), true);
        QCOMPARE(role(c.players(), 0, "breakdown").toMap().size(), 11);
        QCOMPARE(c.setup().value(QStringLiteral("seed")).toLongLong(), 42);
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
        for (const auto &[at, r] : qAsConst(spots)) {
            c.setRotation(r);
            QCOMPARE(o.check(), QString());
            o.clearModelSignals();
            QVERIFY(!c.isLegal(at.x(), at.y()));
            rules::Game copy = *c.game();
            const rules::Status expected = copy.place(rules::Placement{{at.x(), at.y()}, r});
            QVERIFY(!expected.ok());
            const QString reason = c.placeTile(at.x(), at.y());
            // The sentence for people is built from the engine's refusal code and arguments.
            QCOMPARE(reason, model::refusalText(expected, [](int) { return QString(); }));
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
                     QVariantList{QStringLiteral("D"), QStringLiteral("D"), QStringLiteral("D"), QStringLiteral("U/3"), QStringLiteral("U/2"),
                                  QStringLiteral("B"), QStringLiteral("B"), QStringLiteral("B")});
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
        QCOMPARE(c.deployOnCrown(QStringLiteral("taxes"), 0), QString());
        QCOMPARE(o.check(), QString());

        // Turn 4 (blue) drew U/3: the pig walks to Storm; nothing goes on until QML says so.
        QCOMPARE(c.pigSteps(), 3);
        QCOMPARE(c.displayedPigSteps(), 0);
        QVERIFY(c.busy());
        QVERIFY(!c.awaitingHuman());
        QCOMPARE(c.highlightedSector(), -1);
        QCOMPARE(c.lastWheelEvent().value(QStringLiteral("sectorName")).toString(), QStringLiteral("storm"));
        QCOMPARE(c.lastWheelEvent().value(QStringLiteral("moved")).toInt(), 3);
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
            return c.removeFollower(role(c.followers(), i, "x").toInt(), role(c.followers(), i, "y").toInt(),
                                    role(c.followers(), i, "feature").toString(), role(c.followers(), i, "port").toString());
        };
        const int followers = c.followers()->count();
        o.clearModelSignals();
        // Blue's follower is not red's to give back; a place with no follower neither.
        QVERIFY(!removeRow(blueLand).isEmpty());
        QVERIFY(!c.removeFollower(40, 40, QStringLiteral("field"), QStringLiteral("NNW")).isEmpty());
        QVERIFY(!c.removeFollower(0, 0, QStringLiteral("meadow"), QStringLiteral("NNW")).isEmpty());
        QVERIFY(!c.removeFollower(0, 0, QStringLiteral("field"), QStringLiteral("XYZ")).isEmpty());
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
        const QVariantMap event = c.lastWheelEvent();
        QCOMPARE(event.value(QStringLiteral("sector")).toInt(), 5);
        QCOMPARE(event.value(QStringLiteral("removals")).toList().size(), 2);
        QCOMPARE(compareWithEngine(c), QString());
        QCOMPARE(o.resets(), 0);
    }

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
                QVERIFY(!playHumanStep(c, rng, [&]() { problems += o.check(); }).isEmpty()); // refused while the pig walks
                QCOMPARE(problems, QString());
                c.pigAnimationFinished();
                QCOMPARE(c.displayedPigSteps(), c.pigSteps());
                QCOMPARE(c.highlightedSector(), c.lastWheelEvent().value(QStringLiteral("sector")).toInt());
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
            const QString reason = playHumanStep(c, rng, [&]() { problems += o.check(); }, rules.value(QStringLiteral("fortuneTeller")).toBool());
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
        const QVariantMap history = c.scoreHistory();
        const QVariantList series = history.value(QStringLiteral("players")).toList();
        QCOMPARE(series.size(), players);
        int wheelEvents = 0;
        for (const rules::LogEntry &e : g->log())
            wheelEvents += e.kind == rules::LogKind::Wheel ? 1 : 0;
        QCOMPARE(history.value(QStringLiteral("wheelTurns")).toList().size(), wheelEvents);
        for (int p = 0; p < players; ++p) {
            QCOMPARE(role(c.players(), p, "score").toInt(), g->score(p));
            const QVariantMap breakdown = role(c.players(), p, "breakdown").toMap();
            for (int r = 0; r < rules::ReasonCount; ++r)
                QCOMPARE(breakdown.value(QString::fromLatin1(rules::reasonName(rules::Reason(r)).data())).toInt(), g->points(p, rules::Reason(r)));
            QCOMPARE(role(c.players(), p, "isWinner").toBool(), g->score(p) == best);
            QCOMPARE(role(c.players(), p, "rank").toInt() == 1, g->score(p) == best);
            QCOMPARE(role(c.players(), p, "isCurrent").toBool(), false);
            const QVariantMap h = series[p].toMap();
            QCOMPARE(h.value(QStringLiteral("final")).toInt(), g->score(p));
            const QVariantList scores = h.value(QStringLiteral("scores")).toList();
            QCOMPARE(scores.size(), history.value(QStringLiteral("turns")).toInt() + 1);
            QCOMPARE(scores.first().toInt(), 0);
            for (int t = 1; t < scores.size(); ++t)
                QVERIFY(scores[t].toInt() >= scores[t - 1].toInt());
            QVERIFY(scores.last().toInt() <= g->score(p));
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
        connect(&c, &GameController::moveMade, this, [&o, &problems]() { problems += o.check(); });
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
        for (const auto &args : qAsConst(moves))
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
        QVariantMap setup{{QStringLiteral("players"),
                           QVariantList{player(QStringLiteral("Ana"), QStringLiteral("green")),
                                        player(QStringLiteral("Bot"), QStringLiteral("black"), QStringLiteral("random")),
                                        player(QStringLiteral("Bot 2"), QStringLiteral("yellow"), QStringLiteral("random"))}},
                          {QStringLiteral("seed"), 2024}};
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        o.clearResets();
        QRandomGenerator rng(99);
        int humanSteps = 0, walks = 0;
        while (c.phase() != GameController::GameOver) {
            QTRY_VERIFY_WITH_TIMEOUT(c.awaitingHuman() || c.busy() || c.phase() == GameController::GameOver, 10000);
            if (c.phase() == GameController::GameOver)
                break;
            if (c.busy()) {
                // Computer seats wait for the walk: nothing happens meanwhile.
                const int logRows = c.log()->count();
                const int phase = c.phase();
                const int turn = c.turn();
                QTest::qWait(5);
                QCOMPARE(c.log()->count(), logRows);
                QCOMPARE(int(c.phase()), phase);
                QCOMPARE(c.turn(), turn);
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
        QVariantMap setup{{QStringLiteral("players"),
                           QVariantList{player(QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("random")),
                                        player(QStringLiteral("B"), QStringLiteral("blue"))}},
                          {QStringLiteral("seed"), 8}};
        QElapsedTimer clock;
        clock.start();
        QSignalSpy moves(&c, &GameController::moveMade);
        QCOMPARE(c.newGame(headerJson(setup)), QString());
        QVERIFY(c.thinking());
        QVERIFY(moves.wait(5000));
        QVERIFY(clock.elapsed() >= 50);
        QCOMPARE(c.phase(), GameController::Deploy); // one step at a time: the placement first
        QVERIFY(moves.wait(5000));
        QVERIFY(clock.elapsed() >= 110);
        QTRY_VERIFY_WITH_TIMEOUT(c.awaitingHuman() || c.phase() == GameController::Plague, 5000);
    }

    void newGameDropsAComputerDecisionInFlight()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        c.setComputerDelay(100);
        QVariantMap bots{{QStringLiteral("players"),
                          QVariantList{player(QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("random")),
                                       player(QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("random"))}},
                         {QStringLiteral("seed"), 3}};
        QCOMPARE(c.newGame(headerJson(bots)), QString());
        QVERIFY(c.thinking());
        QCOMPARE(c.newGame(headerJson(humans(2, 3))), QString());
        QVERIFY(!c.thinking());
        QSignalSpy moves(&c, &GameController::moveMade);
        QTest::qWait(250);
        QCOMPARE(moves.count(), 0);
        QCOMPARE(c.phase(), GameController::Place);
        QCOMPARE(c.board()->count(), 0);
        QVERIFY(c.awaitingHuman());
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
