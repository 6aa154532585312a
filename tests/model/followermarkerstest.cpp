// SPDX-License-Identifier: GPL-3.0-or-later
// The game's follower markers (DeployOptionsModel) offer only the places the engine allows:
// spec/examples/field-joined-through-the-placed-tile at turn 24, where the U tile laid at
// [3,-1] joins both of its fields to the farm of red's farmer at [4,0].
#include "deployoptionsmodel.h"
#include "gamecontroller.h"

#include "rules/catalogue.h"

#include <QTest>
#include <QUrl>

using namespace fortuna::model;
using fortuna::rules::FeatureKind;

namespace
{

// The row of the follower on land at (x, y) on the feature of `kind` by port `port` ("NNW").
int followerAt(const GameController &c, int x, int y, FeatureKind kind, const QString &port)
{
    const int p = parsePort(kind, port).value_or(-2);
    for (int r = 0; r < c.followers()->count(); ++r) {
        const std::optional<fortuna::rules::FollowerInfo> f = c.followers()->follower(r);
        if (f && !f->onCrown && f->at == fortuna::rules::Pos{x, y} && f->feature == kind && f->port == p)
            return r;
    }
    return -1;
}

// The local feature of the tile just laid (what the board's hit test gives) at `port`.
int tileFeature(const GameController &c, FeatureKind kind, const QString &port)
{
    const fortuna::rules::Game *g = c.game();
    const auto &type = fortuna::rules::Catalogue::instance().type(g->currentTile().type);
    return fortuna::rules::localFeatureAt(type, kind, parsePort(kind, port).value_or(-1), g->pendingPlacement()->rotation);
}

} // namespace

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
        QCOMPARE(c.removeFollower(followerAt(c, 4, -2, FeatureKind::Field, QStringLiteral("NNW"))), QString());
        QCOMPARE(c.removeFollower(followerAt(c, -1, -3, FeatureKind::City, QStringLiteral("N"))), QString());
        QCOMPARE(c.removeFollower(followerAt(c, -1, 3, FeatureKind::City, QStringLiteral("E"))), QString());
        QCOMPARE(c.removeFollower(followerAt(c, 2, -2, FeatureKind::Cloister, QString())), QString());
        QCOMPARE(c.phase(), GameController::Place);
        c.setRotation(2);
        QCOMPARE(c.placeTile(3, -1), QString());
        QCOMPARE(c.phase(), GameController::Deploy);

        const DeployOptionsModel *options = c.deployOptions();
        QList<int> features;
        for (int row = 0; row < options->rowCount(); ++row)
            features << options->data(options->index(row), DeployOptionsModel::FeatureRole).toInt();
        QVERIFY(!features.contains(int(FeatureKind::Field)));
        QVERIFY(features.contains(int(FeatureKind::Road)));

        // Clicked anyway, the farmer is refused with the reason, in words for people.
        const int field = tileFeature(c, FeatureKind::Field, QStringLiteral("NNW"));
        QVERIFY(field >= 0);
        const QString reason = c.deployOnTileFeature(field);
        QCOMPARE(reason, QStringLiteral("This field is taken: with the tile down it joins the farm where Bot 1 has a follower."));
        QCOMPARE(c.phase(), GameController::Deploy);
        QCOMPARE(c.deployOnTileFeature(tileFeature(c, FeatureKind::Road, QStringLiteral("E"))), QString());
    }
};

QTEST_GUILESS_MAIN(FollowerMarkersTest)
#include "followermarkerstest.moc"
