// SPDX-License-Identifier: GPL-3.0-or-later
// NewGameSetup: the setup of a new game as the setup screen fills it in. Its rows are the
// seats, in turn order (roles name, color, level), and it owns their rules: 2 to 5 seats, each
// colour once (picking a taken colour swaps), a new seat takes the first free colour, and a seat
// left unnamed (or named "Player N" in any language) has its default name. Beside the seats:
// the rule options, the aids, the seed as typed and, for the tests, a deck.
//
// It builds the game's record header itself (header(): typed seats, no JSON), which
// GameController.newGame(form) starts and NetSession.host(form, ...) opens to the network as it
// is. QML only shows the rows and forwards the player's input (SetupScreen.qml, SeatRow.qml).
#pragma once

#include "record/record.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace fortuna::model
{

class NewGameSetup : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY seatsChanged)
    Q_PROPERTY(bool canAdd READ canAdd NOTIFY seatsChanged) // fewer than 5 seats
    Q_PROPERTY(bool canRemove READ canRemove NOTIFY seatsChanged) // more than 2 seats
    // A seat is open to a remote player: the game is hosted (NetSession), not started here.
    Q_PROPERTY(bool hosted READ hosted NOTIFY seatsChanged)
    // For each colour (a PlayerColor), the name of the seat that has it; "" when free.
    Q_PROPERTY(QStringList colorHolders READ colorHolders NOTIFY seatsChanged)
    // The name of seat i when none is typed ("Player %1": the seat's number), translated by the
    // setup screen; a switch renames the seats that still have their default name.
    Q_PROPERTY(QString nameTemplate READ nameTemplate WRITE setNameTemplate NOTIFY nameTemplateChanged)
    // The rule options keyed as in the record ({tileSet, famine, ...}); a missing key keeps
    // the rules' default.
    Q_PROPERTY(QVariantMap rules READ rules WRITE setRules NOTIFY changed)
    // False: the bare board game (record::Record::aids). `rules` may say so too ("aids": false).
    Q_PROPERTY(bool aids READ aids WRITE setAids NOTIFY changed)
    // The seed's decimal digits as typed (up to 2^64 - 1, exactly), "" for a new deal.
    Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY changed)
    // The tiles to draw, in order, as record tile names ("U/2"); empty: the shuffled bag.
    Q_PROPERTY(QStringList deck READ deck WRITE setDeck NOTIFY changed)

public:
    enum Role { NameRole = Qt::UserRole + 1, ColorRole, LevelRole };
    Q_ENUM(Role)

    // The default name in English, the source language: a seat named so has its default name
    // in any language, and the header names a seat with its default name so (seatName()).
    static constexpr char SourceTemplate[] = "Player %1";
    // The setup remembered for next time is Settings::lastSetup.

    explicit NewGameSetup(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A seat at the end: the default name, the first free colour, a person for the first
    // seat and a computer ("normal") for the others. False when there are 5.
    Q_INVOKABLE bool addSeat();
    // A seat as given (C++ callers, tests): a colour name or "" for the first colour no seat
    // has when the header is built; `ai` a computer level, "" or "human" for a person,
    // "remote" for a remote player. False when there are 5, or the colour is taken or unknown.
    Q_INVOKABLE bool addPlayer(const QString &name, const QString &color, const QString &ai);
    Q_INVOKABLE void clearPlayers();
    // False when only 2 seats are left.
    Q_INVOKABLE bool removeSeat(int row);
    Q_INVOKABLE void setName(int row, const QString &name);
    // "" for a person, a computer level, or "remote"; false for anything else.
    Q_INVOKABLE bool setLevel(int row, const QString &level);
    // Seat `row` takes `color`; the seat that had it takes row's colour.
    Q_INVOKABLE bool pickColor(int row, const QString &color);

    // Fills the form from a setup as remembered: {players: [{name, color, ai}], rules} (a
    // colour taken or missing: the first free one). False when it does not hold 2 to 5 seats.
    Q_INVOKABLE bool load(const QVariantMap &setup);
    // Two seats (a person, a computer), the default rules, the aids.
    Q_INVOKABLE void loadDefaults();
    // The setup as shown: {players: [{name, color, ai}], rules (complete; "aids": false for
    // the bare board game), seed (when typed)}.
    Q_INVOKABLE QVariantMap toMap() const;
    // Remembers the setup for next time (no seed; a default name as none, so that it comes
    // back in the language of the day), and reads it back; false when there is none.
    Q_INVOKABLE void remember() const;
    Q_INVOKABLE bool restore();
    // The setup remembered, as remember() wrote it ({} when none).
    Q_INVOKABLE static QVariantMap remembered();

    // The record header of this setup: its seats (default names in the source language), rules,
    // aids, seed (drawn when none is typed), deck; or why not (translated).
    struct Header {
        std::optional<record::Record> record;
        QString error;
    };
    Header header() const;

    int count() const { return int(m_seats.size()); }
    bool canAdd() const;
    bool canRemove() const { return count() > MinPlayers; }
    bool hosted() const;
    QStringList colorHolders() const;
    QString nameTemplate() const { return m_nameTemplate; }
    void setNameTemplate(const QString &nameTemplate);
    QVariantMap rules() const { return m_rules; }
    void setRules(const QVariantMap &rules) { assign(m_rules, rules); }
    bool aids() const { return m_aids; }
    void setAids(bool on) { assign(m_aids, on); }
    QString seed() const { return m_seed; }
    void setSeed(const QString &seed) { assign(m_seed, seed); }
    QStringList deck() const { return m_deck; }
    void setDeck(const QStringList &deck) { assign(m_deck, deck); }

    static constexpr int MinPlayers = 2;

Q_SIGNALS:
    void seatsChanged();
    void nameTemplateChanged();
    void changed();

private:
    struct Seat {
        record::PlayerInfo player;
        bool colorChosen = true; // false: the first free colour when the header is built
    };
    template<typename T>
    void assign(T &member, const T &value)
    {
        if (member == value)
            return;
        member = value;
        Q_EMIT changed();
    }
    bool valid(int row) const { return row >= 0 && row < count(); }
    std::optional<rules::Color> freeColor() const;
    QString defaultName(int row) const;
    bool isDefault(const QString &name, int row) const;
    QString shownName(int row) const; // as typed, trimmed, or the default name
    static QString levelOf(const record::PlayerInfo &p);
    static std::optional<record::PlayerInfo> seatOf(QString name, rules::Color color, const QString &level);
    void rowChanged(int row);

    std::vector<Seat> m_seats;
    QString m_nameTemplate;
    QString m_appliedTemplate; // the template before the last switch
    QVariantMap m_rules;
    bool m_aids = true;
    QString m_seed;
    QStringList m_deck;
};

} // namespace fortuna::model
