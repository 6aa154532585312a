// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the save, load, autosave and resume tests: game setups, one decision applied to
// one or two controllers through the QML API, whole-state comparison of two controllers, and a
// recorder of every property and model signal (to prove that nothing changed).
#pragma once

#include "convert.h"
#include "gamecontroller.h"
#include "setupheader.h"

#include "record/record.h"
#include "rules/randomplayer.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QMetaProperty>
#include <QSignalSpy>
#include <QStringList>

#include <memory>
#include <vector>

namespace savetest
{

using fortuna::model::Autosaver;
using fortuna::model::GameController;
using fortuna::model::RowModel;
using fortuna::model::SaveGames;
namespace rules = fortuna::rules;
namespace record = fortuna::record;

inline QVariantMap seat(const QString &name, const QString &color, const QString &ai = QString())
{
    QVariantMap p{{QStringLiteral("name"), name}, {QStringLiteral("color"), color}};
    if (!ai.isEmpty())
        p.insert(QStringLiteral("ai"), ai);
    return p;
}

// n players (the last `computers` of them computer seats).
inline QVariantMap setup(int n, qint64 seed, const QVariantMap &rules = {}, int computers = 0)
{
    static const char *colors[] = {"red", "blue", "green", "yellow", "black"};
    QVariantList players;
    for (int i = 0; i < n; ++i) {
        const bool computer = i >= n - computers;
        players.append(seat(computer ? QStringLiteral("Bot %1").arg(i + 1) : QStringLiteral("Player %1").arg(i + 1),
                            QString::fromLatin1(colors[i]),
                            computer ? QStringLiteral("random") : QString()));
    }
    return {{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}, {QStringLiteral("seed"), seed}};
}

inline std::vector<RowModel *> models(const GameController &c)
{
    return {c.board(), c.players(), c.wheel(), c.log(), c.drawnTiles(), c.deployOptions(), c.legalPositions(), c.followers()};
}

// The row of the controller's deploy options that makes `d`, or -1.
inline int optionRow(const GameController &c, const rules::Deployment &d)
{
    for (int r = 0; r < c.deployOptions()->count(); ++r) {
        const std::optional<rules::Deployment> o = c.deployOptions()->deployment(r);
        if (o && o->kind == d.kind && o->feature == d.feature && o->port == d.port && o->sector == d.sector && o->slot == d.slot)
            return r;
    }
    return -1;
}

// The row of the controller's followers that stands on land at (at, feature, port), or -1.
inline int followerRow(const GameController &c, rules::Pos at, rules::FeatureKind feature, int port)
{
    for (int r = 0; r < c.followers()->count(); ++r) {
        const std::optional<rules::FollowerInfo> f = c.followers()->follower(r);
        if (f && !f->onCrown && f->at == at && f->feature == feature && f->port == port)
            return r;
    }
    return -1;
}

// Applies `d` (legal for the controller's game) through the controller's QML commands: the
// rows of its models, as the board's clicks and the keyboard send them.
inline QString applyDecision(GameController &c, const rules::Decision &d)
{
    switch (d.phase) {
    case rules::Phase::ChooseTile:
        return c.chooseTile(d.choose);
    case rules::Phase::Plague:
        return c.removeFollower(followerRow(c, d.at, d.feature, d.port));
    case rules::Phase::Place:
        c.setRotation(d.placement.rotation);
        return c.placeTile(d.placement.pos.x, d.placement.pos.y);
    case rules::Phase::Deploy:
        switch (d.deployment.kind) {
        case rules::Deployment::Kind::None:
            return c.skipDeploy();
        case rules::Deployment::Kind::Feature:
            return c.deploy(optionRow(c, d.deployment));
        case rules::Deployment::Kind::Crown:
            return c.deployOnCrown(int(d.deployment.sector), d.deployment.slot);
        }
        break;
    case rules::Phase::GameOver:
        break;
    }
    return QStringLiteral("no decision at game over");
}

// One random human step: the decision of `player` (seeded) on a's game, applied to a (and to
// b when given: both must be in the same state). With `preferTents`, a free tent is always
// taken (so that Fortune Teller draws happen).
inline QString step(rules::RandomPlayer &player, GameController &a, GameController *b = nullptr, bool preferTents = false)
{
    if (!a.game() || a.phase() == GameController::GameOver)
        return QStringLiteral("no game to play");
    rules::Decision d = player.decide(*a.game());
    if (preferTents && d.phase == rules::Phase::Deploy) {
        for (const rules::Deployment &dep : a.game()->legalDeployments()) {
            if (dep.kind == rules::Deployment::Kind::Feature && dep.feature == rules::FeatureKind::Tent)
                d.deployment = dep;
        }
    }
    QString r = applyDecision(a, d);
    if (r.isEmpty() && b)
        r = applyDecision(*b, d);
    return r;
}

// Differences between two controllers' games: the engine state that matters (scores and
// breakdowns, supplies, board, pig, current and plague player, tiles left, phase, current
// tile, log) and every row and role of every model (the legal positions only when both preview
// the same rotation). "" when identical.
inline QString compareControllers(const GameController &a, const GameController &b)
{
    QStringList diffs;
    auto check = [&diffs](bool same, const QString &what) {
        if (!same)
            diffs << what;
    };
    check(a.phase() == b.phase(), QStringLiteral("phase %1/%2").arg(a.phase()).arg(b.phase()));
    check(a.turn() == b.turn(), QStringLiteral("turn %1/%2").arg(a.turn()).arg(b.turn()));
    check(a.currentPlayer() == b.currentPlayer(), QStringLiteral("currentPlayer"));
    check(a.plaguePlayer() == b.plaguePlayer(), QStringLiteral("plaguePlayer"));
    check(a.actingPlayer() == b.actingPlayer(), QStringLiteral("actingPlayer"));
    check(a.currentTile() == b.currentTile(), QStringLiteral("currentTile %1/%2").arg(a.currentTile(), b.currentTile()));
    check(a.tilesLeft() == b.tilesLeft(), QStringLiteral("tilesLeft %1/%2").arg(a.tilesLeft()).arg(b.tilesLeft()));
    check(a.pigSteps() == b.pigSteps(), QStringLiteral("pigSteps"));
    check(a.pigSector() == b.pigSector(), QStringLiteral("pigSector"));
    check(a.setup() == b.setup(), QStringLiteral("setup"));
    check(a.seed() == b.seed(), QStringLiteral("seed"));
    check(a.running() == b.running(), QStringLiteral("running"));
    const rules::Game *ga = a.game(), *gb = b.game();
    check((ga == nullptr) == (gb == nullptr), QStringLiteral("one has no game"));
    if (ga && gb) {
        check(ga->playerCount() == gb->playerCount(), QStringLiteral("playerCount"));
        for (int p = 0; p < ga->playerCount() && p < gb->playerCount(); ++p) {
            check(ga->score(p) == gb->score(p), QStringLiteral("score of %1: %2/%3").arg(p).arg(ga->score(p)).arg(gb->score(p)));
            for (int r = 0; r < rules::ReasonCount; ++r)
                check(ga->points(p, rules::Reason(r)) == gb->points(p, rules::Reason(r)), QStringLiteral("breakdown of %1").arg(p));
        }
        check(ga->log().size() == gb->log().size(), QStringLiteral("engine log size %1/%2").arg(ga->log().size()).arg(gb->log().size()));
        check(record::writeRecord(a.record()) == record::writeRecord(b.record()), QStringLiteral("record"));
    }
    const std::vector<RowModel *> ma = models(a), mb = models(b);
    for (size_t m = 0; m < ma.size(); ++m) {
        // The legal positions are those of the preview rotation, a presentation choice that a
        // loaded game starts afresh.
        if (ma[m] == a.legalPositions() && a.rotation() != b.rotation())
            continue;
        const QString name = QString::fromLatin1(ma[m]->metaObject()->className());
        if (ma[m]->count() != mb[m]->count()) {
            diffs << QStringLiteral("%1 rows %2/%3").arg(name).arg(ma[m]->count()).arg(mb[m]->count());
            continue;
        }
        const auto roles = ma[m]->roleNames();
        for (int row = 0; row < ma[m]->count(); ++row) {
            for (auto it = roles.begin(); it != roles.end(); ++it) {
                const QVariant va = ma[m]->data(ma[m]->index(row), it.key());
                const QVariant vb = mb[m]->data(mb[m]->index(row), it.key());
                if (va != vb) {
                    diffs << QStringLiteral("%1 row %2 role %3").arg(name).arg(row).arg(QString::fromLatin1(it.value()));
                    break;
                }
            }
        }
    }
    return diffs.join(QStringLiteral("; "));
}

// Every property of the controller and every row and role of its models.
inline QVariantMap snapshot(const GameController &c)
{
    QVariantMap s;
    const QMetaObject *mo = c.metaObject();
    for (int i = 0; i < mo->propertyCount(); ++i) {
        const QMetaProperty p = mo->property(i);
        s.insert(QString::fromLatin1(p.name()), p.read(&c));
    }
    for (RowModel *m : models(c)) {
        QVariantList rows;
        const auto roles = m->roleNames();
        for (int row = 0; row < m->count(); ++row) {
            QVariantList values;
            for (auto it = roles.begin(); it != roles.end(); ++it)
                values.append(m->data(m->index(row), it.key()));
            rows.append(QVariant(values));
        }
        s.insert(QStringLiteral("model:") + QString::fromLatin1(m->metaObject()->className()), rows);
    }
    return s;
}

// The names of the entries of two snapshots that differ.
inline QStringList snapshotDifferences(const QVariantMap &a, const QVariantMap &b)
{
    QStringList d;
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (!(b.value(it.key()) == it.value()))
            d << it.key();
    }
    for (auto it = b.begin(); it != b.end(); ++it) {
        if (!a.contains(it.key()))
            d << it.key();
    }
    return d;
}

// Records every NOTIFY signal of the controller and every signal of its models.
class SignalRecorder
{
public:
    explicit SignalRecorder(GameController &c)
    {
        const QMetaObject *mo = c.metaObject();
        for (int i = mo->methodOffset(); i < mo->methodCount(); ++i) {
            const QMetaMethod m = mo->method(i);
            if (m.methodType() == QMetaMethod::Signal)
                add(&c, m);
        }
        for (RowModel *model : models(c)) {
            const QMetaObject *rmo = model->metaObject();
            for (int i = 0; i < rmo->methodCount(); ++i) {
                const QMetaMethod m = rmo->method(i);
                if (m.methodType() == QMetaMethod::Signal && m.name() != "destroyed" && m.name() != "objectNameChanged")
                    add(model, m);
            }
        }
    }
    // The names of the signals emitted since the last call.
    QStringList take()
    {
        QStringList fired;
        for (auto &s : m_spies) {
            if (s.spy->count() > 0)
                fired << s.name + QStringLiteral(" x%1").arg(s.spy->count());
            s.spy->clear();
        }
        return fired;
    }

private:
    void add(QObject *o, const QMetaMethod &m)
    {
        m_spies.push_back(
            {QString::fromLatin1(o->metaObject()->className()) + QStringLiteral("::") + QString::fromLatin1(m.name()), std::make_unique<QSignalSpy>(o, m)});
    }
    struct Spy {
        QString name;
        std::unique_ptr<QSignalSpy> spy;
    };
    std::vector<Spy> m_spies;
};

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(bytes) == bytes.size();
}

} // namespace savetest
