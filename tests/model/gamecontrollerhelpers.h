// SPDX-License-Identifier: GPL-3.0-or-later
// What the GameController tests share (gamecontrollertest.cpp: commands and refusals;
// gamecontrollergamestest.cpp: whole games and computer seats): signal and model observers,
// setups, and human moves chosen through the API that QML uses.
#pragma once

#include "enums.h"
#include "gamecontroller.h"
#include "setupheader.h"

#include "rules/catalogue.h"

#include <QAbstractItemModelTester>
#include <QMetaProperty>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <map>
#include <memory>

namespace gctest
{

// fortuna's namespaces by name, not `using namespace fortuna` (whose fortuna::seats would hide
// seats() below)
namespace ai = fortuna::ai;
namespace model = fortuna::model;
namespace net = fortuna::net;
namespace record = fortuna::record;
namespace rules = fortuna::rules;
using fortuna::model::GameController;
using fortuna::model::RowModel;

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
                problems +=
                    QStringLiteral("%1::%2 fired %3 times, expected %4; ")
                        .arg(QString::fromLatin1(m_object->metaObject()->className()), QString::fromLatin1(m_object->metaObject()->method(signal).name()))
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
        // the groups QML reaches as one property each (facets.h)
        for (QObject *facet : std::initializer_list<QObject *>{c.options(), c.staging(), c.aids(), c.files()})
            m_watchers.push_back(std::make_unique<PropertyWatcher>(facet));
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

inline QVariantMap player(const QString &name, const QString &color, const QString &ai = QString())
{
    QVariantMap p{{QStringLiteral("name"), name}, {QStringLiteral("color"), color}};
    if (!ai.isEmpty())
        p.insert(QStringLiteral("ai"), ai);
    return p;
}

inline QVariantMap humans(int n, qint64 seed, const QVariantMap &rules = {})
{
    static const char *colors[] = {"red", "blue", "green", "yellow", "black"};
    QVariantList players;
    for (int i = 0; i < n; ++i)
        players.append(player(QStringLiteral("P%1").arg(i + 1), QString::fromLatin1(colors[i])));
    return {{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}, {QStringLiteral("seed"), seed}};
}

// A setup of the given seats, each "name:colour" or "name:colour:level", and a seed.
inline QVariantMap seats(const QStringList &specs, qint64 seed)
{
    QVariantList players;
    for (const QString &spec : specs) {
        const QStringList f = spec.split(QLatin1Char(':'));
        players.append(player(f.value(0), f.value(1), f.value(2)));
    }
    return {{QStringLiteral("players"), players}, {QStringLiteral("seed"), seed}};
}

inline QVariant role(RowModel *m, int row, const char *name)
{
    return m->value(row, QString::fromLatin1(name));
}

// One human decision chosen uniformly among the legal ones, through the controller API only.
// `afterCall` runs after each controller call that may change state (rotation included).
// With `preferTents`, a free tent is always taken (so that Fortune Teller draws happen).
inline QString playHumanStep(GameController &c, QRandomGenerator &rng, const std::function<void()> &afterCall = {}, bool preferTents = false)
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
        return done(c.removeFollower(r));
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
            if (role(c.deployOptions(), i, "feature").toInt() == int(rules::FeatureKind::Tent))
                k = i;
        }
        if (k == n)
            return done(c.skipDeploy());
        return done(c.deploy(k));
    }
    case GameController::NoGame:
    case GameController::GameOver:
        break;
    }
    return QStringLiteral("no decision expected");
}

// The models say what the engine says.
inline QString compareWithEngine(GameController &c)
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
    // The log shows every engine entry, plus one row per tile laid and per Fortune Teller choice.
    int engineRows = 0, placed = 0, chosen = 0;
    for (int i = 0; i < c.log()->count(); ++i) {
        const int kind = role(c.log(), i, "kind").toInt();
        engineRows += kind < int(model::vocab::LogKindEnum::Choose) ? 1 : 0;
        placed += kind == int(model::vocab::LogKindEnum::Place) ? 1 : 0;
        chosen += kind == int(model::vocab::LogKindEnum::Choose) ? 1 : 0;
    }
    int recordPlaced = 0, recordChosen = 0;
    // (a replay shows its first `position` turns)
    const int shownTurns = c.replay()->active() ? c.replay()->position() : int(c.record().turns.size());
    for (int k = 0; k < shownTurns; ++k) {
        const record::Turn &t = c.record().turns[size_t(k)];
        recordPlaced += t.at ? 1 : 0;
        recordChosen += t.choose ? 1 : 0;
    }
    if (engineRows != int(g->log().size()) || placed != recordPlaced || chosen != recordChosen)
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

// The first deploy option of `kind` ("feature" or "crown"), on a `feature` (a FeatureKind) if >= 0.
inline int firstOption(GameController &c, const QString &kind, int feature = -1)
{
    for (int i = 0; i < c.deployOptions()->count(); ++i) {
        if (role(c.deployOptions(), i, "kind").toString() == kind && (feature < 0 || role(c.deployOptions(), i, "feature").toInt() == feature))
            return i;
    }
    return -1;
}

inline QString placeFirstLegal(GameController &c)
{
    if (c.legalPositions()->count() == 0)
        return QStringLiteral("no legal position");
    return c.placeTile(role(c.legalPositions(), 0, "x").toInt(), role(c.legalPositions(), 0, "y").toInt());
}

// Deploys a follower of the current player on a feature of the placed tile, fields first.
inline QString deployOnLand(GameController &c)
{
    int k = firstOption(c, QStringLiteral("feature"), int(rules::FeatureKind::Field));
    if (k < 0)
        k = firstOption(c, QStringLiteral("feature"));
    if (k < 0)
        return QStringLiteral("no land option");
    return c.deploy(k);
}

inline int landFollowersOf(GameController &c, int player)
{
    int n = 0;
    for (int i = 0; i < c.followers()->count(); ++i)
        n += role(c.followers(), i, "player").toInt() == player && !role(c.followers(), i, "onCrown").toBool() ? 1 : 0;
    return n;
}

} // namespace gctest
