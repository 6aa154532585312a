// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: the QML setup to a started game and its record header, refusals, and back.
#include "gamesetup.h"

#include <QTest>

using namespace fortuna::model;
namespace rules = fortuna::rules;

namespace {

QVariantMap player(const QString &name, const QString &color = QString(), const QString &ai = QString())
{
    QVariantMap p{{QStringLiteral("name"), name}};
    if (!color.isEmpty())
        p.insert(QStringLiteral("color"), color);
    if (!ai.isEmpty())
        p.insert(QStringLiteral("ai"), ai);
    return p;
}

} // namespace

class GameSetupTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsTheGameOfTheSetup()
    {
        const QVariantMap setup{
            {QStringLiteral("players"), QVariantList{player(QStringLiteral("Ada")), player(QStringLiteral("Bo"), QStringLiteral("Red"), QStringLiteral("normal")),
                                                     player(QStringLiteral("Cy"), QString(), QStringLiteral("human"))}},
            {QStringLiteral("rules"), QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("base+wheel")}, {QStringLiteral("famine"), QStringLiteral("majority")},
                                                  {QStringLiteral("fortuneTeller"), true}, {QStringLiteral("wheelAsStart"), false}}},
            {QStringLiteral("seed"), 1234.0},
        };
        const GameSetup::Started s = GameSetup::start(setup);
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
        QCOMPARE(s.header.players[1].ai, std::optional<QString>(QStringLiteral("normal")));
        QCOMPARE(s.header.players[0].ai, std::optional<QString>());
        QCOMPARE(s.header.players[2].ai, std::optional<QString>()); // "human" is a person
        QVERIFY(!s.header.deck);
        QVERIFY(s.header.turns.empty());
    }

    void theSeedIsReadFromTextAndNumbersOrDrawn()
    {
        const QVariantList players{player(QStringLiteral("A")), player(QStringLiteral("B"))};
        QCOMPARE(GameSetup::start({{QStringLiteral("players"), players}, {QStringLiteral("seed"), QStringLiteral(" 77 ")}}).header.seed, uint64_t(77));
        QCOMPARE(GameSetup::start({{QStringLiteral("players"), players}, {QStringLiteral("seed"), qint64(5)}}).header.seed, uint64_t(5));
        const GameSetup::Started drawn = GameSetup::start({{QStringLiteral("players"), players}});
        QVERIFY(drawn.game);
        QVERIFY(drawn.header.seed <= GameSetup::SeedMask);
    }

    void refusals_data()
    {
        QTest::addColumn<QVariantMap>("setup");
        QTest::addColumn<QString>("reason");
        const QVariantList two{player(QStringLiteral("A")), player(QStringLiteral("B"))};
        QTest::newRow("one player") << QVariantMap{{QStringLiteral("players"), QVariantList{player(QStringLiteral("A"))}}}
                                    << QStringLiteral("A game needs 2 to 5 players.");
        QTest::newRow("level") << QVariantMap{{QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QString(), QStringLiteral("genius")), player(QStringLiteral("B"))}}}
                               << QStringLiteral("Unknown computer level \"genius\".");
        QTest::newRow("colour") << QVariantMap{{QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QStringLiteral("pink")), player(QStringLiteral("B"))}}}
                                << QStringLiteral("Unknown colour \"pink\".");
        QTest::newRow("same colour") << QVariantMap{{QStringLiteral("players"), QVariantList{player(QStringLiteral("A"), QStringLiteral("red")), player(QStringLiteral("B"), QStringLiteral("red"))}}}
                                     << QStringLiteral("Two players cannot both play red.");
        QTest::newRow("tile set") << QVariantMap{{QStringLiteral("players"), two}, {QStringLiteral("rules"), QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("all")}}}}
                                  << QStringLiteral("Unknown tile set \"all\".");
        QTest::newRow("famine") << QVariantMap{{QStringLiteral("players"), two}, {QStringLiteral("rules"), QVariantMap{{QStringLiteral("famine"), QStringLiteral("nobody")}}}}
                                << QStringLiteral("Unknown famine rule \"nobody\".");
        QTest::newRow("seed") << QVariantMap{{QStringLiteral("players"), two}, {QStringLiteral("seed"), -4}}
                              << QStringLiteral("The seed must be a whole number of at least 0.");
        QTest::newRow("tile") << QVariantMap{{QStringLiteral("players"), two}, {QStringLiteral("deck"), QVariantList{QStringLiteral("Q/9")}}}
                              << QStringLiteral("Unknown tile \"Q/9\".");
    }

    void refusals()
    {
        QFETCH(QVariantMap, setup);
        QFETCH(QString, reason);
        const GameSetup::Started s = GameSetup::start(setup);
        QVERIFY(!s.game);
        QCOMPARE(s.error, reason);
    }

    void theHeaderReadsBackAsTheSameSetup()
    {
        const QVariantMap setup{
            {QStringLiteral("players"), QVariantList{player(QStringLiteral("Ada"), QStringLiteral("green")), player(QStringLiteral("Bot"), QStringLiteral("blue"), QStringLiteral("easy"))}},
            {QStringLiteral("rules"), QVariantMap{{QStringLiteral("fortuneTeller"), true}}},
            {QStringLiteral("seed"), 99},
            {QStringLiteral("deck"), QVariantList{QStringLiteral("U/2"), QStringLiteral("V")}},
        };
        const GameSetup::Started s = GameSetup::start(setup);
        QVERIFY2(s.game, qPrintable(s.error));
        const QVariantMap back = GameSetup::toVariant(s.header);
        QCOMPARE(back.value(QStringLiteral("seed")).toLongLong(), 99);
        QCOMPARE(back.value(QStringLiteral("deck")).toList(), (QVariantList{QStringLiteral("U/2"), QStringLiteral("V")}));
        const QVariantList players = back.value(QStringLiteral("players")).toList();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0].toMap(), (QVariantMap{{QStringLiteral("name"), QStringLiteral("Ada")}, {QStringLiteral("color"), QStringLiteral("green")}}));
        QCOMPARE(players[1].toMap().value(QStringLiteral("ai")).toString(), QStringLiteral("easy"));
        QCOMPARE(back.value(QStringLiteral("rules")).toMap(), rulesToVariant(s.header.options));
        QCOMPARE(back.value(QStringLiteral("rules")).toMap().value(QStringLiteral("fortuneTeller")).toBool(), true);
        const GameSetup::Started again = GameSetup::start(back);
        QVERIFY(again.game);
        QVERIFY(again.header == s.header);
    }
};

QTEST_GUILESS_MAIN(GameSetupTest)
#include "gamesetuptest.moc"
