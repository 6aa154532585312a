// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: a setup (the setup screen's NewGameSetup, or a fortuna-record/1 header as JSON
// text) to a started game and its record header, read by the record reader; refusals as
// translated sentences naming the field; and back.
#include "gamesetup.h"

#include <QJsonDocument>
#include <QTest>

using namespace fortuna::model;
namespace rules = fortuna::rules;

class GameSetupTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsTheGameOfTheSetup()
    {
        const GameSetup::Started s = GameSetup::start(QStringLiteral(R"({"format": "fortuna-record/1",
            "rules": {"tileSet": "base+wheel", "famine": "majority", "fortuneTeller": true, "wheelAsStart": false},
            "seed": 1234,
            "players": [{"name": "Ada"}, {"name": "Bo", "color": "red", "ai": "normal"}, {"name": "Cy", "ai": "human"}]})"));
        QCOMPARE(s.error, QString());
        QVERIFY(s.game);
        QCOMPARE(s.game->playerCount(), 3);
        QCOMPARE(s.header.seed, uint64_t(1234));
        QCOMPARE(s.header.options.tileSet, rules::TileSet::BaseAndWheel);
        QCOMPARE(s.header.options.famine, rules::FamineRule::Majority);
        QCOMPARE(s.header.options.fortuneTeller, true);
        QCOMPARE(s.header.options.wheelAsStart, false);
        QCOMPARE(s.game->options().tileSet, rules::TileSet::BaseAndWheel);
        QCOMPARE(s.header.players.size(), size_t(3));
        // Players without a colour take the first free ones, in order: red is Bo's.
        QCOMPARE(s.header.players[0].color, rules::Color::Blue);
        QCOMPARE(s.header.players[1].color, rules::Color::Red);
        QCOMPARE(s.header.players[2].color, rules::Color(2));
        QCOMPARE(s.header.players[1].ai(), std::optional<QString>(QStringLiteral("normal")));
        QCOMPARE(s.header.players[0].ai(), std::optional<QString>());
        QCOMPARE(s.header.players[2].ai(), std::optional<QString>()); // "human" is a person
        QVERIFY(!s.header.deck);
        QVERIFY(s.header.turns.empty());
    }

    void theSeedIsReadExactlyOrDrawn()
    {
        const QString players = QStringLiteral(R"("players": [{"name": "A"}, {"name": "B"}])");
        QCOMPARE(GameSetup::start(QStringLiteral("{%1, \"seed\": 77}").arg(players)).header.seed, uint64_t(77));
        // Beyond 2^63, as the setup screen's 19 digits allow: the digits as written.
        const QString exact = QStringLiteral(R"({"format": "fortuna-record/1", "seed": 9999999999999999999,
            "players": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}]})");
        QCOMPARE(GameSetup::start(exact).header.seed, uint64_t(9999999999999999999ull));
        const GameSetup::Started drawn = GameSetup::start(QStringLiteral("{%1}").arg(players));
        QVERIFY(drawn.game);
        QVERIFY(drawn.header.seed <= GameSetup::SeedMask);
    }

    // The setup screen's form: typed seats and rules, the seed's digits apart, read once.
    void theSetupScreensFormStartsItsGame()
    {
        NewGameSetup form;
        form.addPlayer(QStringLiteral("Ada"), QString(), QString());
        form.addPlayer(QStringLiteral("Bo"), QStringLiteral("red"), QStringLiteral("normal"));
        form.addPlayer(QStringLiteral("Cy"), QString(), QStringLiteral("human"));
        form.setRules({{QStringLiteral("famine"), QStringLiteral("majority")}, {QStringLiteral("fortuneTeller"), true}});
        form.setSeed(QStringLiteral("0099"));
        const GameSetup::Started s = GameSetup::start(form);
        QCOMPARE(s.error, QString());
        QVERIFY(s.game);
        QCOMPARE(s.header.seed, uint64_t(99));
        QCOMPARE(s.header.options.famine, rules::FamineRule::Majority);
        QCOMPARE(s.header.options.fortuneTeller, true);
        QCOMPARE(s.header.options.tileSet, rules::Options().tileSet);
        QCOMPARE(s.header.players.size(), size_t(3));
        QCOMPARE(s.header.players[0].color, rules::Color::Blue);
        QCOMPARE(s.header.players[1].color, rules::Color::Red);
        QCOMPARE(s.header.players[1].ai(), std::optional<QString>(QStringLiteral("normal")));
        QCOMPARE(s.header.players[2].ai(), std::optional<QString>());
        QVERIFY(!s.header.deck);
        // every digit of a seed beyond 2^63; none: a new deal below 2^53
        form.setSeed(QStringLiteral("9999999999999999999"));
        QCOMPARE(GameSetup::start(form).header.seed, uint64_t(9999999999999999999ull));
        form.setSeed(QString());
        const GameSetup::Started drawn = GameSetup::start(form);
        QVERIFY(drawn.game);
        QVERIFY(drawn.header.seed <= GameSetup::SeedMask);
        form.setDeck({QStringLiteral("U/2"), QStringLiteral("V")});
        QCOMPARE(GameSetup::info(GameSetup::start(form).header).deck, (QStringList{QStringLiteral("U/2"), QStringLiteral("V")}));
        // refused, with the reason
        form.setSeed(QStringLiteral("soon"));
        QCOMPARE(GameSetup::start(form).error, QStringLiteral("The game setup is wrong: seed cannot be soon."));
        form.setSeed(QStringLiteral("18446744073709551616")); // 2^64
        QVERIFY(!GameSetup::start(form).game);
        form.setSeed(QStringLiteral("7"));
        form.addPlayer(QStringLiteral("Di"), QStringLiteral("green"), QStringLiteral("clever"));
        QCOMPARE(GameSetup::start(form).error, QStringLiteral("Unknown computer level \"clever\"."));
        form.clearPlayers();
        form.addPlayer(QStringLiteral("Ada"), QString(), QString());
        QCOMPARE(GameSetup::start(form).error, QStringLiteral("A game needs 2 to 5 players."));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("reason");
        const QString two = QStringLiteral(R"("players": [{"name": "A"}, {"name": "B"}])");
        QTest::newRow("one player") << QStringLiteral(R"({"players": [{"name": "A"}]})") << QStringLiteral("A game needs 2 to 5 players.");
        QTest::newRow("no players") << QStringLiteral("{}") << QStringLiteral("The game setup is incomplete: players is missing.");
        QTest::newRow("level") << QStringLiteral(R"({"players": [{"name": "A", "ai": "genius"}, {"name": "B"}]})")
                               << QStringLiteral("Unknown computer level \"genius\".");
        QTest::newRow("colour") << QStringLiteral(R"({"players": [{"name": "A", "color": "pink"}, {"name": "B"}]})")
                                << QStringLiteral("The game setup is wrong: players[0].color cannot be \"pink\".");
        QTest::newRow("same colour") << QStringLiteral(R"({"players": [{"name": "A", "color": "red"}, {"name": "B", "color": "red"}]})")
                                     << QStringLiteral("The game setup is wrong: players[1].color cannot be \"red\".");
        QTest::newRow("tile set") << QStringLiteral(R"({%1, "rules": {"tileSet": "all"}})").arg(two)
                                  << QStringLiteral("The game setup is wrong: rules.tileSet cannot be \"all\".");
        QTest::newRow("famine") << QStringLiteral(R"({%1, "rules": {"famine": "nobody"}})").arg(two)
                                << QStringLiteral("The game setup is wrong: rules.famine cannot be \"nobody\".");
        QTest::newRow("seed") << QStringLiteral(R"({%1, "seed": -4})").arg(two) << QStringLiteral("The game setup is wrong: seed cannot be -4.");
        QTest::newRow("seed text") << QStringLiteral(R"({%1, "seed": "77"})").arg(two) << QStringLiteral("The game setup is wrong: seed cannot be \"77\".");
        QTest::newRow("tile") << QStringLiteral(R"({%1, "deck": ["Q/9"]})").arg(two) << QStringLiteral("The game setup is wrong: deck[0] cannot be \"Q/9\".");
        QTest::newRow("rules object") << QStringLiteral(R"({%1, "rules": [1]})").arg(two) << QStringLiteral("The game setup is wrong: rules is wrong.");
        QTest::newRow("turns") << QStringLiteral(R"({%1, "turns": [{"at": null}]})").arg(two) << QStringLiteral("The game setup is wrong: turns is wrong.");
        QTest::newRow("other format") << QStringLiteral(R"({"format": "fortuna-record/2", %1})").arg(two)
                                      << QStringLiteral("The game setup is not a Fortuna game header.");
        QTest::newRow("not JSON") << QStringLiteral("players: A, B") << QStringLiteral("The game setup is not a Fortuna game header.");
    }

    void refusals()
    {
        QFETCH(QString, setup);
        QFETCH(QString, reason);
        const GameSetup::Started s = GameSetup::start(setup);
        QVERIFY(!s.game);
        QCOMPARE(s.error, reason);
    }

    void theHeaderReadsBackAsTheSameSetup()
    {
        const GameSetup::Started s =
            GameSetup::start(QStringLiteral(R"({"players": [{"name": "Ada", "color": "green"}, {"name": "Bot", "color": "blue", "ai": "easy"}],
            "rules": {"fortuneTeller": true}, "seed": 99, "deck": ["U/2", "V"]})"));
        QVERIFY2(s.game, qPrintable(s.error));
        const SetupInfo back = GameSetup::info(s.header);
        QVERIFY(back.valid);
        QCOMPARE(back.seed, 99);
        QCOMPARE(back.deck, (QStringList{QStringLiteral("U/2"), QStringLiteral("V")}));
        QCOMPARE(back.players.size(), 2);
        QCOMPARE(back.players[0], (SeatSummary{QStringLiteral("Ada"), int(rules::Color::Green), QString(), 0}));
        QCOMPARE(back.players[1].ai, QStringLiteral("easy"));
        QCOMPARE(back.rules, rulesToVariant(s.header.options));
        QCOMPARE(back.rules.value(QStringLiteral("fortuneTeller")), QVariant(true));
        // a new deal ("play again"): the same seats and rules, a new seed, no deck
        const GameSetup::Started fresh = GameSetup::start(GameSetup::fresh(s.header));
        QVERIFY2(fresh.game, qPrintable(fresh.error));
        QVERIFY(fresh.header.players == s.header.players);
        QCOMPARE(rulesToVariant(fresh.header.options), rulesToVariant(s.header.options));
        QVERIFY(!fresh.header.deck);
    }
};

QTEST_GUILESS_MAIN(GameSetupTest)
#include "gamesetuptest.moc"
