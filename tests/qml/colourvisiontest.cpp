// SPDX-License-Identifier: GPL-3.0-or-later
// The player colours stay apart for every viewer: each pair's CIEDE2000 difference, in normal
// vision and in the three dichromacies as simulated (Machado et al. 2009), is at least
// MinDifference. The simulation and the colour difference are checked against known values
// first, so that the palette check measures what it says.
#include "colourvision.h"
#include "palette.h"

#include <QTest>

using namespace fortuna::gui;
namespace CV = fortuna::gui::ColourVision;

namespace
{
// Clearly different at a glance on the board (a "just noticeable" difference is about 2).
constexpr double MinDifference = 20.0;
const char *const ColourNames[5] = {"red", "blue", "green", "yellow", "black"};
} // namespace

class ColourVisionTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ciede2000_matchesSharmasData_data()
    {
        QTest::addColumn<QList<double>>("pair");
        QTest::addColumn<double>("expected");
        // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17, 25 and 34
        QTest::newRow("1") << QList<double>{50, 2.6772, -79.7751, 50, 0, -82.7485} << 2.0425;
        QTest::newRow("7") << QList<double>{50, 0, 0, 50, -1, 2} << 2.3669;
        QTest::newRow("17") << QList<double>{50, 2.5, 0, 73, 25, -18} << 27.1492;
        QTest::newRow("25") << QList<double>{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387} << 1.2644;
        QTest::newRow("34") << QList<double>{22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619} << 2.0373;
    }
    void ciede2000_matchesSharmasData()
    {
        QFETCH(QList<double>, pair);
        QFETCH(double, expected);
        const CV::Lab x{pair[0], pair[1], pair[2]}, y{pair[3], pair[4], pair[5]};
        QVERIFY2(qAbs(CV::deltaE2000(x, y) - expected) < 1e-4, qPrintable(QString::number(CV::deltaE2000(x, y), 'f', 4)));
        QVERIFY(qAbs(CV::deltaE2000(y, x) - expected) < 1e-4);
        QCOMPARE(CV::deltaE2000(x, x), 0.0);
    }

    void simulation_keepsGreysAndConfusesWhatItShould()
    {
        for (auto d : {CV::Deficiency::Protanopia, CV::Deficiency::Deuteranopia, CV::Deficiency::Tritanopia}) {
            for (int v : {0, 60, 128, 200, 255}) {
                const QColor grey = CV::simulate(QColor(v, v, v), d);
                QVERIFY2(qAbs(grey.red() - v) <= 1 && qAbs(grey.green() - v) <= 1 && qAbs(grey.blue() - v) <= 1, CV::name(d));
            }
        }
        // A classic red and green: far apart in normal vision, nearly one colour for a
        // deuteranope and a protanope; a tritanope tells them apart but confuses blue and green.
        const QColor red(0xc8, 0x37, 0x2d), green(0x3b, 0x9a, 0x3c), blue(0x2f, 0x6f, 0xc4);
        QVERIFY(CV::deltaE2000(red, green) > 40);
        QVERIFY(CV::deltaE2000(CV::simulate(red, CV::Deficiency::Deuteranopia), CV::simulate(green, CV::Deficiency::Deuteranopia)) < 10);
        QVERIFY(CV::deltaE2000(CV::simulate(red, CV::Deficiency::Tritanopia), CV::simulate(green, CV::Deficiency::Tritanopia)) > 40);
        QVERIFY(CV::deltaE2000(CV::simulate(blue, CV::Deficiency::Tritanopia), CV::simulate(green, CV::Deficiency::Tritanopia)) < 15);
        QCOMPARE(CV::simulate(red, CV::Deficiency::None), red);
    }

    void imageSimulation_isThePixelsSimulation()
    {
        QImage image(5, 1, QImage::Format_RGB32);
        for (int i = 0; i < 5; ++i)
            image.setPixelColor(i, 0, Palette::player(i));
        for (auto d : {CV::Deficiency::Protanopia, CV::Deficiency::Deuteranopia, CV::Deficiency::Tritanopia}) {
            const QImage seen = CV::simulate(image, d);
            QCOMPARE(seen.size(), image.size());
            for (int i = 0; i < 5; ++i)
                QCOMPARE(seen.pixelColor(i, 0), CV::simulate(Palette::player(i), d));
        }
        CV::Deficiency parsed = CV::Deficiency::None;
        QVERIFY(CV::parse(u"tritanopia", &parsed));
        QCOMPARE(parsed, CV::Deficiency::Tritanopia);
        QVERIFY(!CV::parse(u"achromatopsia", &parsed));
        QCOMPARE(parsed, CV::Deficiency::Tritanopia);
    }

    void playerColours_stayApartInEveryVision_data()
    {
        QTest::addColumn<int>("deficiency");
        QTest::newRow("normal") << int(CV::Deficiency::None);
        QTest::newRow("protanopia") << int(CV::Deficiency::Protanopia);
        QTest::newRow("deuteranopia") << int(CV::Deficiency::Deuteranopia);
        QTest::newRow("tritanopia") << int(CV::Deficiency::Tritanopia);
    }
    void playerColours_stayApartInEveryVision()
    {
        QFETCH(int, deficiency);
        const auto d = CV::Deficiency(deficiency);
        for (int i = 0; i < 5; ++i) {
            for (int j = i + 1; j < 5; ++j) {
                const double e = CV::deltaE2000(CV::simulate(Palette::player(i), d), CV::simulate(Palette::player(j), d));
                QVERIFY2(e >= MinDifference,
                         qPrintable(QStringLiteral("%1 and %2: %3").arg(QLatin1String(ColourNames[i]), QLatin1String(ColourNames[j])).arg(e, 0, 'f', 1)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(ColourVisionTest)
#include "colourvisiontest.moc"
