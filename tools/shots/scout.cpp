// SPDX-License-Identifier: GPL-3.0-or-later
#include "scout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace fortuna::shots
{

using model::GameController;

bool parseMoment(const QString &text, Moment *moment)
{
    static const QList<QPair<QString, Moment>> names{{QStringLiteral("place"), Moment::Place},
                                                     {QStringLiteral("wheel"), Moment::Wheel},
                                                     {QStringLiteral("plague"), Moment::Plague},
                                                     {QStringLiteral("choose"), Moment::Choose},
                                                     {QStringLiteral("end"), Moment::End}};
    for (const auto &[name, value] : names) {
        if (text == name) {
            *moment = value;
            return true;
        }
    }
    return false;
}

Scout::Scout(const QVariantMap &setup, int turns, Moment moment, QObject *parent)
    : QObject(parent)
    , m_setup(setup)
    , m_turns(turns)
    , m_moment(moment)
{
    m_game.autosave()->setEnabled(false);
    m_game.setAnimationsEnabled(false);
    m_game.setComputerDelay(0);
    connect(&m_game, &GameController::moveMade, this, &Scout::check);
}

void Scout::start()
{
    // Every seat plays by itself; remember the human ones.
    QVariantList players = m_setup.value(QStringLiteral("players")).toList();
    for (int i = 0; i < players.size(); ++i) {
        QVariantMap p = players[i].toMap();
        if (p.value(QStringLiteral("ai")).toString().isEmpty()) {
            m_humans.append(i);
            p.insert(QStringLiteral("ai"), QStringLiteral("normal"));
        }
        players[i] = p;
    }
    QVariantMap scratch = m_setup;
    scratch.insert(QStringLiteral("players"), players);
    const QString refused = m_game.newGame(QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(scratch)).toJson(QJsonDocument::Compact)));
    if (!refused.isEmpty()) {
        finish(refused);
        return;
    }
    check();
}

void Scout::check()
{
    if (m_done)
        return;
    const bool over = m_game.phase() == GameController::GameOver;
    bool stop = false;
    if (m_moment == Moment::End) {
        stop = over;
    } else if (m_game.turn() >= m_turns && !over) {
        const int current = m_game.currentPlayer();
        const bool humanish = m_humans.isEmpty() || m_humans.contains(current);
        const model::WheelEvent wheel = m_game.lastWheelEvent();
        const bool wheelThisTurn = wheel.valid() && wheel.turn == m_game.turn();
        const bool plagueThisTurn = wheelThisTurn && wheel.sector == int(rules::Sector::Plague);
        switch (m_moment) {
        case Moment::Wheel:
            stop = humanish && m_game.phase() == GameController::Place && wheelThisTurn && !plagueThisTurn;
            break;
        case Moment::Plague:
            stop = humanish && m_game.phase() == GameController::Plague && m_game.plaguePlayer() == current;
            break;
        case Moment::Choose:
            stop = humanish && m_game.phase() == GameController::ChooseTile;
            break;
        default: // a turn that a record replays to the same moment (no plague decided in it yet)
            stop = humanish && m_game.phase() == GameController::Place && !plagueThisTurn;
            break;
        }
        m_seat = current;
    }
    if (stop) {
        m_found = m_game.recordJson().toUtf8();
        finish(QString());
    } else if (over) {
        finish(QStringLiteral("the scratch game never reached that moment at turn %1 or later (try another --seed)").arg(m_turns));
    }
}

void Scout::finish(const QString &error)
{
    m_done = true;
    // Not from inside the controller's signal: the receiver may delete the scout.
    QTimer::singleShot(0, this, [this, error] {
        m_game.closeGame();
        if (!error.isEmpty() || m_found.isEmpty()) {
            Q_EMIT finished(QByteArray(), error.isEmpty() ? QStringLiteral("no record") : error);
            return;
        }
        QList<int> humans = m_humans;
        if (m_seat >= 0 && !humans.contains(m_seat) && m_moment != Moment::End)
            humans.append(m_seat);
        QJsonObject record = QJsonDocument::fromJson(m_found).object();
        QJsonArray seats = record.value(QStringLiteral("players")).toArray();
        for (int i : std::as_const(humans)) {
            QJsonObject p = seats.at(i).toObject();
            p.remove(QStringLiteral("ai"));
            seats.replace(i, p);
        }
        record.insert(QStringLiteral("players"), seats);
        Q_EMIT finished(QJsonDocument(record).toJson(QJsonDocument::Indented), QString());
    });
}

} // namespace fortuna::shots
