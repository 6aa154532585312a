// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialshot.h"

#include "gamecontroller.h"
#include "tutorialscript.h"

#include <QMetaObject>
#include <QTimer>

namespace fortuna::shots
{

using model::GameController;
using model::Tutorial;

namespace
{

// Does what the step shown asks, as the view does it.
void act(GameController *c)
{
    Tutorial *t = c->tutorial();
    switch (t->kind()) {
    case Tutorial::Info:
    case Tutorial::Wait:
        t->next(); // a card read (on the opponent's turn: the opponent then plays)
        break;
    case Tutorial::Place:
        c->setRotation(t->spotRotation());
        c->placeTile(t->spot().x(), t->spot().y());
        break;
    case Tutorial::Refuse:
        c->deployOnTileFeature(t->feature());
        break;
    case Tutorial::Deploy:
        if (t->crownSector() >= 0)
            c->deployOnCrown(t->crownSector(), 0);
        else
            c->deployOnTileFeature(t->feature());
        break;
    case Tutorial::Plague:
        for (int row = 0; row < c->followers()->rowCount(); ++row) {
            if (c->removeFollower(row).isEmpty())
                break;
        }
        break;
    default:
        break;
    }
}

} // namespace

QString walkTutorial(QObject *window, const QString &step, std::function<void()> ready)
{
    auto *c = qobject_cast<GameController *>(window->property("controller").value<QObject *>());
    QObject *view = window->property("view").value<QObject *>();
    if (!c || !view)
        return QStringLiteral("GameWindow has no view or controller");
    bool known = step == QLatin1String("resume");
    for (const model::tutorial::Step &s : model::tutorial::steps())
        known = known || step == QLatin1String(s.id);
    if (!known)
        return QStringLiteral("--tutorial: no step %1").arg(step);
    c->setComputerDelay(0);
    QMetaObject::invokeMethod(view, "startTutorial");
    if (step == QLatin1String("welcome") || step == QLatin1String("resume")) {
        if (step == QLatin1String("resume"))
            QMetaObject::invokeMethod(view, "startTutorial"); // the lesson shown: go on or start again?
        c->setComputerDelay(3600000);
        QTimer::singleShot(0, window, ready);
        return QString();
    }
    // One step at a time, when the person may act (the pig has walked, the computer played).
    auto *timer = new QTimer(window);
    timer->setInterval(150);
    QObject::connect(timer, &QTimer::timeout, window, [c, step, ready, timer]() {
        Tutorial *t = c->tutorial();
        if (!t->active())
            return;
        if (t->stepId() == step) {
            timer->stop();
            timer->deleteLater();
            c->setComputerDelay(3600000);
            ready();
            return;
        }
        if (t->nextOffered() || (c->awaitingHuman() && !c->busy()))
            act(c);
    });
    timer->start();
    return QString();
}

} // namespace fortuna::shots
