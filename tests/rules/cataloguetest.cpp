// SPDX-License-Identifier: GPL-3.0-or-later
// The tile catalogue: counts of rules.md §6-7 and the consistency of every tile's features.
#include "rules/catalogue.h"

#include <QTest>

using namespace fortuna::rules;

class CatalogueTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wheelOfFortuneSetHas72TilesAnd19Icons()
    {
        const auto pile = Catalogue::instance().tileSet(Options{});
        QCOMPARE(int(pile.size()), 72);
        int icons[4] = {0, 0, 0, 0};
        for (const TileRef &t : pile)
            ++icons[t.icon];
        QCOMPARE(icons[1], 11);
        QCOMPARE(icons[2], 5);
        QCOMPARE(icons[3], 3);
        QCOMPARE(icons[0], 72 - 19);
    }

    void baseAndWheelSetHas91Tiles()
    {
        Options o;
        o.tileSet = TileSet::BaseAndWheel;
        const auto pile = Catalogue::instance().tileSet(o);
        QCOMPARE(int(pile.size()), 91);
        int withIcon = 0;
        for (const TileRef &t : pile)
            withIcon += t.icon ? 1 : 0;
        QCOMPARE(withIcon, 19);
    }

    void fortuneTellerAddsEightTentTiles()
    {
        Options o;
        o.fortuneTeller = true;
        const auto pile = Catalogue::instance().tileSet(o);
        QCOMPARE(int(pile.size()), 80);
        int tents = 0;
        for (const TileRef &t : pile)
            tents += Catalogue::instance().type(t).tent >= 0 ? 1 : 0;
        QCOMPARE(tents, 8);
    }

    void startTileIsTakenOutWithoutTheWheel()
    {
        Options o;
        o.wheelAsStart = false;
        const auto pile = Catalogue::instance().tileSet(o);
        QCOMPARE(int(pile.size()), 71);
        int d = 0;
        for (const TileRef &t : pile)
            d += t == Catalogue::instance().startTile() ? 1 : 0;
        QCOMPARE(d, 3);
    }

    void perTileCounts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("wof");
        QTest::addColumn<int>("base");
        QTest::newRow("U") << "U" << 8 << 8;
        QTest::newRow("V") << "V" << 8 << 9;
        QTest::newRow("E") << "E" << 4 << 5;
        QTest::newRow("N") << "N" << 2 << 3;
        QTest::newRow("X") << "X" << 1 << 1;
        QTest::newRow("IC-RrRr") << "IC-RrRr" << 1 << 0;
        QTest::newRow("KR-CRrR") << "KR-CRrR" << 1 << 0;
    }
    void perTileCounts()
    {
        QFETCH(QString, id);
        QFETCH(int, wof);
        QFETCH(int, base);
        const int index = Catalogue::instance().indexOf(id.toStdString());
        QVERIFY(index >= 0);
        QCOMPARE(int(Catalogue::instance().type(index).wheelIcons.size()), wof);
        QCOMPARE(Catalogue::instance().type(index).baseCount, base);
    }

    // Every side is covered by exactly what its edge letter says; every non-city half-edge
    // belongs to exactly one field.
    void everyTileIsConsistent()
    {
        const Catalogue &cat = Catalogue::instance();
        for (int i = 0; i < cat.size(); ++i) {
            const TileType &t = cat.type(i);
            for (int s = 0; s < 4; ++s) {
                int cities = 0, roads = 0;
                for (int f = 0; f < t.featureCount; ++f) {
                    const FeatureSpec &spec = t.features[size_t(f)];
                    if (spec.edges & (1 << s)) {
                        cities += spec.kind == FeatureKind::City;
                        roads += spec.kind == FeatureKind::Road;
                    }
                }
                int fieldHalves = 0;
                for (int h = 0; h < 2; ++h) {
                    int owners = 0;
                    for (int f = 0; f < t.featureCount; ++f)
                        owners += (t.features[size_t(f)].ports >> (2 * s + h)) & 1;
                    QVERIFY2(owners <= 1, t.id.c_str());
                    fieldHalves += owners;
                }
                switch (t.edges[size_t(s)]) {
                case EdgeType::City:
                    QVERIFY2(cities == 1 && roads == 0 && fieldHalves == 0, t.id.c_str());
                    break;
                case EdgeType::Road:
                    QVERIFY2(cities == 0 && roads == 1 && fieldHalves == 2, t.id.c_str());
                    break;
                case EdgeType::Field:
                    QVERIFY2(cities == 0 && roads == 0 && fieldHalves == 2, t.id.c_str());
                    break;
                }
            }
        }
    }

    void parsesAndNamesTiles()
    {
        const Catalogue &cat = Catalogue::instance();
        QCOMPARE(QString::fromStdString(cat.name(*cat.parse("U/3"))), QStringLiteral("U/3"));
        QCOMPARE(QString::fromStdString(cat.name(*cat.parse("V"))), QStringLiteral("V"));
        QVERIFY(cat.parse("N/1"));
        QVERIFY(!cat.parse("N/2")); // no N carries a 2
        QVERIFY(!cat.parse("B/1")); // B never carries an icon
        QVERIFY(!cat.parse("Z"));
        QVERIFY(!cat.parse("U/"));
        QVERIFY(!cat.parse("U/33"));
        QVERIFY(cat.parse("FT5"));
    }

    // Each enum that crosses a layer has one name table, here: every value round-trips.
    void everyEnumNameRoundTrips()
    {
        for (TileSet t : {TileSet::WheelOfFortune, TileSet::BaseAndWheel})
            QCOMPARE(tileSetFromName(tileSetName(t)), std::optional<TileSet>(t));
        QCOMPARE(tileSetName(TileSet::BaseAndWheel), std::string_view("base+wheel"));
        for (FamineRule f : {FamineRule::AnyFarmer, FamineRule::Majority})
            QCOMPARE(famineRuleFromName(famineRuleName(f)), std::optional<FamineRule>(f));
        QCOMPARE(famineRuleName(FamineRule::AnyFarmer), std::string_view("any-farmer"));
        for (int k = 0; k < LogKindCount; ++k)
            QCOMPARE(logKindFromName(logKindName(LogKind(k))), std::optional<LogKind>(LogKind(k)));
        QCOMPARE(logKindName(LogKind::GameEnd), std::string_view("end"));
        for (int s = 0; s < SectorCount; ++s)
            QCOMPARE(sectorFromName(sectorName(Sector(s))), std::optional<Sector>(Sector(s)));
        for (int k = 0; k < FeatureKindCount; ++k)
            QCOMPARE(featureKindFromName(featureKindName(FeatureKind(k))), std::optional<FeatureKind>(FeatureKind(k)));
        for (int c = 0; c < ColorCount; ++c)
            QCOMPARE(colorFromName(colorName(Color(c))), std::optional<Color>(Color(c)));
        for (int p = 0; p < PhaseCount; ++p)
            QCOMPARE(phaseFromName(phaseName(Phase(p))), std::optional<Phase>(Phase(p)));
        // the network's words (docs/network.md): the choice of tiles is "choose", the end "over"
        QCOMPARE(phaseName(Phase::ChooseTile), std::string_view("choose"));
        QCOMPARE(phaseName(Phase::GameOver), std::string_view("over"));
        QVERIFY(!tileSetFromName("wheel") && !famineRuleFromName("") && !logKindFromName("gameEnd"));
    }

    // The rule options' one table: unique keys, every value of every option reachable through
    // set/get and by name, and each set touching only its own field.
    void optionTableCoversEveryOption()
    {
        QCOMPARE(OptionSpecs.size(), size_t(4));
        for (const OptionSpec &spec : OptionSpecs) {
            QCOMPARE(optionSpec(spec.key), &spec);
            const int values = spec.isBoolean() ? 2 : spec.choiceCount;
            QVERIFY(values >= 2);
            for (int v = 0; v < values; ++v) {
                Options o;
                spec.set(o, v);
                QCOMPARE(spec.get(o), v);
                for (const OptionSpec &other : OptionSpecs) {
                    if (&other != &spec)
                        QCOMPARE(other.get(o), other.defaultValue());
                }
                if (!spec.isBoolean())
                    QCOMPARE(spec.choiceFromName(spec.choiceName(v)), std::optional<int>(v));
            }
            QVERIFY(!spec.choiceFromName("nonsense"));
        }
        QCOMPARE(optionSpec("famine")->defaultValue(), int(FamineRule::AnyFarmer));
        QCOMPARE(optionSpec("wheelAsStart")->defaultValue(), 1);
        QVERIFY(!optionSpec("wheel"));
    }

    void rotationTurnsEdgesClockwise()
    {
        const TileType &d = Catalogue::instance().type(*Catalogue::instance().parse("D"));
        // D is C R F R; turned 90 degrees clockwise its city faces east.
        QCOMPARE(packedEdge(d.packedEdges[1], SideE), EdgeType::City);
        QCOMPARE(packedEdge(d.packedEdges[1], SideS), EdgeType::Road);
        QCOMPARE(packedEdge(d.packedEdges[1], SideW), EdgeType::Field);
        QCOMPARE(packedEdge(d.packedEdges[2], SideS), EdgeType::City);
    }

    // localFeatureAt finds, in every rotation, the feature on each board side and half-edge,
    // the cloister and the tent; another kind there, or a port out of range, finds none.
    void localFeatureAtTurnsWithTheTile()
    {
        const Catalogue &c = Catalogue::instance();
        for (int i = 0; i < c.size(); ++i) {
            const TileType &t = c.type(i);
            for (int r = 0; r < 4; ++r) {
                for (int side = 0; side < 4; ++side) {
                    const int f = t.edgeFeature[size_t(localSide(side, r))];
                    if (f >= 0) {
                        QCOMPARE(localFeatureAt(t, t.features[size_t(f)].kind, side, r), f);
                        QCOMPARE(localFeatureAt(t, FeatureKind::Field, side, r) == f, false);
                    }
                }
                for (int port = 0; port < 8; ++port) {
                    const int f = t.portFeature[size_t(localPort(port, r))];
                    if (f >= 0)
                        QCOMPARE(localFeatureAt(t, FeatureKind::Field, port, r), f);
                }
                QCOMPARE(localFeatureAt(t, FeatureKind::Cloister, 0, r), int(t.cloister));
                QCOMPARE(localFeatureAt(t, FeatureKind::Tent, 0, r), int(t.tent));
                QCOMPARE(localFeatureAt(t, FeatureKind::Road, 4, r), -1);
                QCOMPARE(localFeatureAt(t, FeatureKind::Field, 8, r), -1);
                QCOMPARE(localFeatureAt(t, FeatureKind::City, -1, r), -1);
            }
        }
    }
};

QTEST_GUILESS_MAIN(CatalogueTest)
#include "cataloguetest.moc"
