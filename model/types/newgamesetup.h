// SPDX-License-Identifier: GPL-3.0-or-later
// NewGameSetup: the setup of a new game as the setup screen fills it in, typed: the seats
// (addPlayer), the rule options, the seed as typed and, for the tests, a deck. QML declares
// one (NewGameSetup { id: form }), fills it and hands it to GameController.newGame(form) or
// NetSession.host(form, ...), which read it once (GameSetup::start). Nothing is checked
// here: the record reader and the engine say what is wrong.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class NewGameSetup : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The rule options keyed as in the record ({tileSet, famine, ...}); a missing key keeps
    // the rules' default.
    Q_PROPERTY(QVariantMap rules READ rules WRITE setRules NOTIFY changed)
    // The seed's decimal digits as typed (up to 2^64 - 1, exactly), "" for a new deal.
    Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY changed)
    // The tiles to draw, in order, as record tile names ("U/2"); empty: the shuffled bag.
    Q_PROPERTY(QStringList deck READ deck WRITE setDeck NOTIFY changed)

public:
    explicit NewGameSetup(QObject *parent = nullptr);

    struct Player {
        QString name;
        QString color; // "red" ...; "" for the first free one
        QString ai; // a computer level, "" (or "human") for a person, "remote" for a remote seat
    };

    Q_INVOKABLE void clearPlayers();
    Q_INVOKABLE void addPlayer(const QString &name, const QString &color, const QString &ai);

    QVariantMap rules() const { return m_rules; }
    void setRules(const QVariantMap &rules) { assign(m_rules, rules); }
    QString seed() const { return m_seed; }
    void setSeed(const QString &seed) { assign(m_seed, seed); }
    QStringList deck() const { return m_deck; }
    void setDeck(const QStringList &deck) { assign(m_deck, deck); }
    const QList<Player> &players() const { return m_players; }

    // The setup as the fields of a record header: {players: [{name, color, ai}], rules, deck}
    // (no seed: it does not fit a JSON number exactly; a person has no "ai").
    QJsonObject headerFields() const;

Q_SIGNALS:
    void changed();

private:
    template<typename T>
    void assign(T &member, const T &value)
    {
        if (member == value)
            return;
        member = value;
        Q_EMIT changed();
    }

    QList<Player> m_players;
    QVariantMap m_rules;
    QString m_seed;
    QStringList m_deck;
};

} // namespace fortuna::model
