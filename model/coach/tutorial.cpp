// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorial.h"

#include "settings.h"

#include "rules/catalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fortuna::model
{

using namespace fortuna::rules;
using tutorial::StepKind;

Tutorial::Tutorial(QObject *parent)
    : QObject(parent)
{
}

int Tutorial::stepCount() const
{
    return int(tutorial::steps().size());
}

const tutorial::Step *Tutorial::current() const
{
    return m_active ? &tutorial::steps()[size_t(m_step)] : nullptr;
}

QString Tutorial::stepId() const
{
    const tutorial::Step *s = current();
    return s ? QString::fromLatin1(s->id) : QString();
}

Tutorial::Kind Tutorial::kind() const
{
    const tutorial::Step *s = current();
    return s ? Kind(s->kind) : Info;
}

QPoint Tutorial::spot() const
{
    const tutorial::Step *s = current();
    return s && s->kind == StepKind::Place ? QPoint(s->expected.placement.pos.x, s->expected.placement.pos.y) : QPoint();
}

int Tutorial::spotRotation() const
{
    const tutorial::Step *s = current();
    return s && s->kind == StepKind::Place ? s->expected.placement.rotation : -1;
}

int Tutorial::handRotation() const
{
    const tutorial::Step *s = current();
    if (!s)
        return -1;
    // the step shown, or the spot after the cards read on the same position
    const std::vector<tutorial::Step> &list = tutorial::steps();
    for (size_t i = size_t(m_step); i < list.size(); ++i) {
        const tutorial::Step &next = list[i];
        if (next.turn != s->turn || next.phase != s->phase || next.seat != s->seat)
            return -1;
        if (next.kind == StepKind::Place)
            return next.expected.placement.rotation;
        if (next.kind != StepKind::Info)
            return -1;
    }
    return -1;
}

int Tutorial::crownSector() const
{
    const tutorial::Step *s = current();
    return s && s->kind == StepKind::Deploy && s->expected.deployment.kind == Deployment::Kind::Crown ? int(s->expected.deployment.sector) : -1;
}

bool Tutorial::saved() const
{
    return !Settings::tutorialRecord().isEmpty();
}

bool Tutorial::nextOffered() const
{
    return m_active && (kind() == Info || (kind() == Wait && !m_watched));
}

void Tutorial::next()
{
    if (!nextOffered())
        return;
    if (kind() == Wait) {
        m_watched = true; // the opponent plays; follow() shows the next step when it comes
    } else {
        if (m_step + 1 >= stepCount())
            return;
        m_step += 1;
        m_feature = -1;
        m_watched = false;
    }
    Q_EMIT changed();
    Q_EMIT stepRead();
}

QString Tutorial::personName()
{
    const QJsonArray players = QJsonDocument::fromJson(Settings::lastSetup().toUtf8()).object().value(QStringLiteral("players")).toArray();
    for (const QJsonValue &p : players) {
        const QJsonObject seat = p.toObject();
        if (seat.contains(QStringLiteral("ai")))
            continue;
        const QString typed = seat.value(QStringLiteral("name")).toString().trimmed();
        if (!typed.isEmpty())
            return typed;
        break; // the first person's seat has its default name
    }
    // the default name of a seat nobody named, stored in English and shown in the language of
    // the day (seatName), so that a switch of language renames the learner too
    return QStringLiteral("Player 1");
}

record::Record Tutorial::header()
{
    record::Record r;
    r.seed = tutorial::seed();
    r.deck = tutorial::deck();
    r.players.push_back(record::PlayerInfo::person(personName(), Color::Red));
    // stored in English and shown in the language of the day (seatName), like the learner's
    r.players.push_back(record::PlayerInfo::computer(QStringLiteral("Bruno"), Color::Blue, QStringLiteral("easy")));
    return r;
}

bool Tutorial::isLesson(const record::Record &header)
{
    return header.deck && *header.deck == tutorial::deck() && header.seed == tutorial::seed() && header.players.size() == 2 && !header.players[0].isComputer()
        && header.players[1].isComputer() && header.options == Options{};
}

void Tutorial::gameInstalled(const record::Record &header, const Game &game)
{
    const int at = isLesson(header) ? tutorial::stepAt(game) : -1;
    const bool was = m_active;
    m_active = at >= 0;
    if (m_active)
        setStep(at, &game);
    else if (was)
        Q_EMIT changed();
}

void Tutorial::gameClosed()
{
    if (!m_active)
        return;
    m_active = false;
    Q_EMIT changed();
}

void Tutorial::setStep(int step, const Game *game)
{
    m_step = step;
    m_feature = -1;
    m_watched = false;
    if (game)
        updateFeature(*game);
    if (finished())
        forget(); // the record stops short of the end (turn 7's plague): "continue" would go back there
    Q_EMIT changed();
}

void Tutorial::updateFeature(const Game &game)
{
    const tutorial::Step *s = current();
    m_feature = -1;
    if (!s || (s->kind != StepKind::Deploy && s->kind != StepKind::Refuse) || s->expected.deployment.kind != Deployment::Kind::Feature)
        return;
    const std::optional<Placement> at = game.pendingPlacement();
    if (!at || game.phase() != rules::Phase::Deploy)
        return;
    const Deployment &d = s->expected.deployment;
    m_feature = localFeatureAt(Catalogue::instance().type(game.currentTile()), d.feature, d.port, at->rotation);
}

void Tutorial::follow(const Game &game)
{
    if (!m_active)
        return;
    const std::vector<tutorial::Step> &list = tutorial::steps();
    if (tutorial::matches(list[size_t(m_step)], game))
        return;
    for (int i = m_step + 1; i < stepCount(); ++i) {
        if (tutorial::matches(list[size_t(i)], game)) {
            setStep(i, &game);
            return;
        }
    }
    for (int i = m_step - 1; i >= 0; --i) {
        if (tutorial::matches(list[size_t(i)], game) && list[size_t(i)].kind != StepKind::Info) {
            setStep(i, &game);
            return;
        }
    }
}

QString Tutorial::vet(const Decision &decision, const Game &game) const
{
    const tutorial::Step *s = current();
    if (!s)
        return QString();
    switch (s->kind) {
    case StepKind::Info:
        return tr("Read the lesson first, then press Next.");
    case StepKind::Finish:
        return tr("The lesson is over: start the game against Easy, or leave the lesson.");
    case StepKind::Wait:
        return tr("Wait: your opponent is playing.");
    case StepKind::Plague:
        return QString(); // any follower of the person's: the engine checks
    case StepKind::Place:
        if (tutorial::isExpected(*s, decision, game))
            return QString();
        if (decision.phase == rules::Phase::Place && decision.placement.pos == s->expected.placement.pos)
            return tr("Right spot: now turn the tile as the lit spot shows it.");
        return tr("In this lesson, lay the tile on the lit spot.");
    case StepKind::Deploy:
        if (tutorial::isExpected(*s, decision, game))
            return QString();
        return s->expected.deployment.kind == Deployment::Kind::Crown ? tr("In this lesson, put your follower on the lit crown of the wheel.")
                                                                      : tr("In this lesson, put your follower where the lit ring shows.");
    case StepKind::Refuse:
        if (tutorial::isExpected(*s, decision, game))
            return QString();
        return tr("First try the lit city: see what the rules say.");
    }
    return QString();
}

void Tutorial::refusalSeen(const Game &game)
{
    if (kind() == Refuse)
        setStep(m_step + 1, &game); // the next step lights its own feature of the same tile
}

void Tutorial::remember(const record::Record &record)
{
    if (finished())
        return;
    const bool was = saved();
    Settings::setTutorialRecord(QString::fromUtf8(record::writeRecord(record)));
    if (!was)
        Q_EMIT savedChanged();
}

QByteArray Tutorial::savedRecord() const
{
    return Settings::tutorialRecord().toUtf8();
}

void Tutorial::forget()
{
    if (!saved())
        return;
    Settings::setTutorialRecord(QString());
    Q_EMIT savedChanged();
}

} // namespace fortuna::model
