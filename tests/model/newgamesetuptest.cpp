// SPDX-License-Identifier: GPL-3.0-or-later
// NewGameSetup: the setup screen's seats own their rules (2 to 5 seats, each colour once, a
// new seat's first free colour, default names that follow the language) and build the game's
// record header themselves, typed.
#include "newgamesetup.h"
#include "scratchsettings.h"

#include <QSignalSpy>
#include <QTest>

#include <array>
#include <set>

using namespace fortuna::model;
namespace record = fortuna::record;
namespace rules = fortuna::rules;

namespace
{

QStringList column(const NewGameSetup &s, int role)
{
    QStringList values;
    for (int i = 0; i < s.rowCount(); ++i)
        values << s.data(s.index(i), role).toString();
    return values;
}

QStringList colors(const NewGameSetup &s)
{
    return column(s, NewGameSetup::ColorRole);
}

QStringList names(const NewGameSetup &s)
{
    return column(s, NewGameSetup::NameRole);
}

// Every seat has a colour and no two seats share one.
bool coloursUnique(const NewGameSetup &s)
{
    const QStringList c = colors(s);
    return std::set<QString>(c.begin(), c.end()).size() == size_t(c.size()) && !c.contains(QString());
}

} // namespace

class NewGameSetupTest : public QObject
{
    Q_OBJECT

    ScratchSettings m_settingsDir{QStringLiteral("newgamesetuptest")};

private Q_SLOTS:
    void theDefaultsAreAPersonAndAComputer()
    {
        NewGameSetup s;
        s.loadDefaults();
        QCOMPARE(s.count(), 2);
        QCOMPARE(colors(s), (QStringList{QStringLiteral("red"), QStringLiteral("blue")}));
        QCOMPARE(column(s, NewGameSetup::LevelRole), (QStringList{QString(), QStringLiteral("normal")}));
        QCOMPARE(names(s), (QStringList{QStringLiteral("Player 1"), QStringLiteral("Player 2")}));
        QVERIFY(!s.hosted());
        QVERIFY(s.canAdd());
        QVERIFY(!s.canRemove());
    }

    void twoToFiveSeats()
    {
        NewGameSetup s;
        s.loadDefaults();
        QSignalSpy changed(&s, &NewGameSetup::seatsChanged);
        QVERIFY(!s.removeSeat(0)); // two are the fewest
        QCOMPARE(s.count(), 2);
        for (int i = 0; i < 3; ++i)
            QVERIFY(s.addSeat());
        QCOMPARE(s.count(), 5);
        QVERIFY(!s.canAdd());
        QVERIFY(!s.addSeat()); // a sixth is refused
        QVERIFY(!s.addPlayer(QStringLiteral("Six"), QString(), QString()));
        QCOMPARE(s.count(), 5);
        QCOMPARE(colors(s),
                 (QStringList{QStringLiteral("red"), QStringLiteral("blue"), QStringLiteral("green"), QStringLiteral("yellow"), QStringLiteral("black")}));
        QVERIFY(s.removeSeat(1));
        QCOMPARE(s.count(), 4);
        // the new seat takes the colour the removed one gave back
        QVERIFY(s.addSeat());
        QCOMPARE(colors(s).last(), QStringLiteral("blue"));
        QCOMPARE(changed.count(), 5);
        // a header needs two seats
        NewGameSetup one;
        QVERIFY(one.addPlayer(QStringLiteral("Ada"), QString(), QString()));
        QCOMPARE(one.header().error, QStringLiteral("A game needs 2 to 5 players."));
        QVERIFY(!one.header().record);
    }

    void aColourClashCannotHappen()
    {
        NewGameSetup s;
        s.loadDefaults();
        QVERIFY(s.addSeat());
        // picking a taken colour swaps
        QVERIFY(s.pickColor(0, QStringLiteral("green")));
        QCOMPARE(colors(s), (QStringList{QStringLiteral("green"), QStringLiteral("blue"), QStringLiteral("red")}));
        QCOMPARE(s.colorHolders().at(int(rules::Color::Red)), QStringLiteral("Player 3"));
        QCOMPARE(s.colorHolders().at(int(rules::Color::Yellow)), QString());
        QVERIFY(!s.pickColor(0, QStringLiteral("pink")));
        // a seat added with a taken colour is refused; with none, it takes the first free one
        QVERIFY(!s.addPlayer(QStringLiteral("Di"), QStringLiteral("blue"), QString()));
        QCOMPARE(s.count(), 3);
        // a remembered setup that repeats a colour loads with the first free one instead
        QVERIFY(s.load({{QStringLiteral("players"),
                         QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("A")}, {QStringLiteral("color"), QStringLiteral("blue")}},
                                      QVariantMap{{QStringLiteral("name"), QStringLiteral("B")}, {QStringLiteral("color"), QStringLiteral("blue")}},
                                      QVariantMap{{QStringLiteral("name"), QStringLiteral("C")}}}}}));
        QCOMPARE(colors(s), (QStringList{QStringLiteral("blue"), QStringLiteral("red"), QStringLiteral("green")}));
        // whatever the player does, every seat keeps a colour of its own
        for (int step = 0; step < 200; ++step) {
            const int row = step * 7 % s.count();
            switch (step % 4) {
            case 0:
                s.pickColor(row, QString::fromLatin1(std::array{"red", "blue", "green", "yellow", "black"}[size_t(step % 5)]));
                break;
            case 1:
                s.addSeat();
                break;
            case 2:
                s.removeSeat(row);
                break;
            default:
                s.pickColor(row, colors(s).at((row + 1) % s.count()));
            }
            QVERIFY2(coloursUnique(s), qPrintable(colors(s).join(u',')));
        }
    }

    void theHeaderIsBuiltTyped()
    {
        NewGameSetup s;
        s.setNameTemplate(QStringLiteral("Joueur %1"));
        QVERIFY(s.addPlayer(QStringLiteral("  Ada "), QString(), QString()));
        QVERIFY(s.addPlayer(QString(), QStringLiteral("red"), QStringLiteral("easy")));
        QVERIFY(s.addPlayer(QStringLiteral("Joueur 3"), QString(), QStringLiteral("remote")));
        s.setRules({{QStringLiteral("famine"), QStringLiteral("majority")}});
        s.setSeed(QStringLiteral("42"));
        QVERIFY(s.hosted());
        const NewGameSetup::Header h = s.header();
        QVERIFY2(h.record, qPrintable(h.error));
        QCOMPARE(h.record->seed, uint64_t(42));
        QCOMPARE(h.record->options.famine, rules::FamineRule::Majority);
        QCOMPARE(h.record->players.size(), size_t(3));
        // typed names trimmed; default names in the source language; colours left open take
        // the first ones no seat has
        QCOMPARE(h.record->players[0], record::PlayerInfo::person(QStringLiteral("Ada"), rules::Color::Blue));
        QCOMPARE(h.record->players[1], record::PlayerInfo::computer(QStringLiteral("Player 2"), rules::Color::Red, QStringLiteral("easy")));
        QCOMPARE(h.record->players[2].kind, record::SeatKind::Remote);
        QCOMPARE(h.record->players[2].name, QStringLiteral("Player 3"));
        QCOMPARE(h.record->players[2].color, rules::Color::Green);
        QCOMPARE(h.record->players[2].ai(), std::optional<QString>()); // a person in the record
        // what the header refuses, with the reason
        QVERIFY(!s.setLevel(1, QStringLiteral("clever")));
        QVERIFY(s.addPlayer(QStringLiteral("Di"), QString(), QStringLiteral("clever")));
        QCOMPARE(s.header().error, QStringLiteral("Unknown computer level \"clever\"."));
        QVERIFY(s.removeSeat(3));
        s.setSeed(QStringLiteral("soon"));
        QCOMPARE(s.header().error, QStringLiteral("The game setup is wrong: seed cannot be soon."));
        s.setSeed(QString());
        s.setRules({{QStringLiteral("famine"), QStringLiteral("nobody")}});
        QCOMPARE(s.header().error, QStringLiteral("The game setup is wrong: rules.famine cannot be \"nobody\"."));
        s.setRules({});
        s.setDeck({QStringLiteral("Q/9")});
        QCOMPARE(s.header().error, QStringLiteral("The game setup is wrong: deck[0] cannot be \"Q/9\"."));
        s.setDeck({});
        s.setAids(false);
        QVERIFY(!s.header().record->aids);
    }

    void defaultNamesFollowTheLanguage()
    {
        NewGameSetup s;
        s.setNameTemplate(QStringLiteral("Player %1"));
        s.loadDefaults();
        QVERIFY(s.addSeat());
        s.setName(1, QStringLiteral("Bruno"));
        s.setNameTemplate(QStringLiteral("Joueur %1"));
        QCOMPARE(names(s), (QStringList{QStringLiteral("Joueur 1"), QStringLiteral("Bruno"), QStringLiteral("Joueur 3")}));
        s.setNameTemplate(QStringLiteral("Игрок %1"));
        QCOMPARE(names(s), (QStringList{QStringLiteral("Игрок 1"), QStringLiteral("Bruno"), QStringLiteral("Игрок 3")}));
        // remembered without the default names, which come back in the language of the day
        s.remember();
        const QVariantList remembered = NewGameSetup::remembered().value(QStringLiteral("players")).toList();
        QCOMPARE(remembered.size(), 3);
        QCOMPARE(remembered[0].toMap().value(QStringLiteral("name")).toString(), QString());
        QCOMPARE(remembered[1].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Bruno"));
        NewGameSetup next;
        next.setNameTemplate(QStringLiteral("Jucător %1"));
        QVERIFY(next.restore());
        QCOMPARE(names(next), (QStringList{QStringLiteral("Jucător 1"), QStringLiteral("Bruno"), QStringLiteral("Jucător 3")}));
        QCOMPARE(colors(next), colors(s));
        // a setup of fewer than 2 or more than 5 seats is not loaded
        QVERIFY(!next.load({{QStringLiteral("players"), QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("A")}}}}}));
        QCOMPARE(next.count(), 3);
    }
};

QTEST_GUILESS_MAIN(NewGameSetupTest)
#include "newgamesetuptest.moc"
