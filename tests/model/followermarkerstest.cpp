// SPDX-License-Identifier: GPL-3.0-or-later
// The game's follower markers (DeployOptionsModel) offer only the places the engine allows:
// spec/examples/field-joined-through-the-placed-tile at turn 24, where the U tile laid at
// [3,-1] joins both of its fields to the farm of red's farmer at [4,0].
#include "deployoptionsmodel.h"
#include "gamecontroller.h"

#include <QTest>
#include <QUrl>

using namespace fortuna::model;

class FollowerMarkersTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noMarkerOnAFieldTheTileJoinsToAnOccupiedFarm()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        const QUrl file = QUrl::fromLocalFile(QStringLiteral(RECORD_DATA "/field-joined-through-the-placed-tile.json"));
        QCOMPARE(c.loadGame(file, 23), QString());
        // Turn 24's tile moves the pig to Plague: four players give a follower back, as recorded.
        QCOMPARE(c.phase(), GameController::Plague);
        QCOMPARE(c.removeFollower(4, -2, QStringLiteral("field"), QStringLiteral("NNW")), QString());
        QCOMPARE(c.removeFollower(-1, -3, QStringLiteral("city"), QStringLiteral("N")), QString());
        QCOMPARE(c.removeFollower(-1, 3, QStringLiteral("city"), QStringLiteral("E")), QString());
        QCOMPARE(c.removeFollower(2, -2, QStringLiteral("cloister"), QString()), QString());
        QCOMPARE(c.phase(), GameController::Place);
        c.setRotation(2);
        QCOMPARE(c.placeTile(3, -1), QString());
        QCOMPARE(c.phase(), GameController::Deploy);

        const DeployOptionsModel *options = c.deployOptions();
        QStringList features;
        for (int row = 0; row < options->rowCount(); ++row)
            features << options->data(options->index(row), DeployOptionsModel::FeatureRole).toString();
        QVERIFY2(!features.contains(QStringLiteral("field")), qPrintable(features.join(u',')));
        QVERIFY2(features.contains(QStringLiteral("road")), qPrintable(features.join(u',')));

        // Asked anyway, the farmer is refused with the reason, in words for people.
        const QString reason = c.deployOnFeature(QStringLiteral("field"), QStringLiteral("NNW"));
        QCOMPARE(reason, QStringLiteral("This field is taken: with the tile down it joins the farm where Bot 1 has a follower (at [4, 0])."));
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(c.deployOnFeature(QStringLiteral("road"), QStringLiteral("E")), QString());
    }
};

QTEST_GUILESS_MAIN(FollowerMarkersTest)
#include "followermarkerstest.moc"
