// SPDX-License-Identifier: GPL-3.0-or-later
// Refusals reach people as sentences built from the engine's code and arguments, in the
// interface language; every code has one.
#include "refusaltext.h"

#include "rules/game.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace fortuna;
using namespace fortuna::rules;

namespace
{

QString name(int player)
{
    return QStringList{QStringLiteral("Ana"), QStringLiteral("Bo")}.value(player);
}

} // namespace

class RefusalTextTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRefusalHasASentence()
    {
        for (int i = 1; i < RefusalCount; ++i) {
            const QString text = model::refusalText(Status::refuse(Refusal(i)), name);
            QVERIFY2(!text.isEmpty(), refusalName(Refusal(i)).data());
            QVERIFY2(text != QString::fromStdString(refusalText(Refusal(i), {})), refusalName(Refusal(i)).data());
            // words, not the engine's board coordinates ("(at [-1, 3])")
            QVERIFY2(!text.contains(QLatin1Char('[')), qPrintable(text));
        }
        QCOMPARE(model::refusalText(Status::success(), name), QString());
    }

    void occupiedFieldNamesThePlayerInWords()
    {
        RefusalArgs a;
        a.feature = FeatureKind::Field;
        a.player = 1;
        a.other = Pos{4, 0};
        QCOMPARE(model::refusalText(Status::refuse(Refusal::FeatureOccupied, a), name),
                 QStringLiteral("This field is taken: with the tile down it joins the farm where Bo has a follower."));
    }

    // The player who tried is spoken to: their own follower is "yours" (the lesson's refusal
    // spoke of the learner as "Player 1" in the third person).
    void anOwnFollowerIsYours()
    {
        RefusalArgs a;
        a.feature = FeatureKind::City;
        a.player = 1;
        const Status refused = Status::refuse(Refusal::FeatureOccupied, a);
        QCOMPARE(model::refusalText(refused, name, 1), QStringLiteral("This city is taken: with the tile down it joins the city where you have a follower."));
        QCOMPARE(model::refusalText(refused, name, 0), QStringLiteral("This city is taken: with the tile down it joins the city where Bo has a follower."));
        a.feature = FeatureKind::Cloister;
        QCOMPARE(model::refusalText(Status::refuse(Refusal::FeatureOccupied, a), name, 1), QStringLiteral("You already have a follower there."));
    }

    void edgesNameTheSideAndBothKinds()
    {
        RefusalArgs a;
        a.side = SideE;
        a.mine = EdgeType::Road;
        a.theirs = EdgeType::City;
        QCOMPARE(model::refusalText(Status::refuse(Refusal::EdgeMismatch, a), name),
                 QStringLiteral("The east edge does not match (this tile: road, its neighbour: city)."));
    }

    void refusalsAreTranslated_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *l : {"fr", "pl", "ru", "ro"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void refusalsAreTranslated()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/fortuna_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        RefusalArgs a;
        a.feature = FeatureKind::Field;
        a.player = 0;
        a.other = Pos{4, 0};
        const QString occupied = model::refusalText(Status::refuse(Refusal::FeatureOccupied, a), name);
        a.side = SideN;
        const QString edge = model::refusalText(Status::refuse(Refusal::EdgeMismatch, a), name);
        const QString taken = model::refusalText(Status::refuse(Refusal::CellTaken), name);
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(occupied.contains(QStringLiteral("Ana")) && !occupied.contains(QLatin1Char('[')), qPrintable(occupied));
        QVERIFY2(!occupied.startsWith(QStringLiteral("This field")), qPrintable(occupied));
        QVERIFY2(!edge.startsWith(QStringLiteral("The north edge")), qPrintable(edge));
        QVERIFY2(taken != QStringLiteral("A tile already lies there."), qPrintable(taken));
    }
};

QTEST_GUILESS_MAIN(RefusalTextTest)
#include "refusaltexttest.moc"
